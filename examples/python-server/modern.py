"""The 2026-07-28 side of the example server: stateless requests, every one checked on its own."""

from __future__ import annotations

from typing import Any, Dict, Optional, Tuple

from starlette.datastructures import Headers

from mcp_errors import McpError, rev_2026_07_28 as modern

from answer import Answer, error_answer, json_answer
from catalogue import (
    as_object,
    MISSING_NAME,
    MISSING_URI,
    SERVER_INFO,
    TOOLS,
    ToolInputProblem,
    display,
    find_resource,
    find_tool,
    listed_resources,
    read_result,
    schema_object,
)

MODERN_VERSIONS = [modern.PROTOCOL_VERSION]

CAPABILITIES: Dict[str, Any] = {"tools": {}, "resources": {}}

META_PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion"
META_CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities"
META_SERVER_INFO = "io.modelcontextprotocol/serverInfo"

# The tools as tools/list gives them, and as check_request reads them.
LISTED_TOOLS = [t.listed() for t in TOOLS]


def with_cache_hint(result: Dict[str, Any]) -> Dict[str, Any]:
    """Results that clients may cache carry one; the example's lists never go stale."""
    return {**result, "ttlMs": 0, "cacheScope": "private"}


def serve_modern(headers: Headers, raw: bytes, id: Any, method: str, params: Dict[str, Any]) -> Answer:
    """Answers one parsed 2026-07-28 request (a JSON-RPC request with an id)."""
    # With the tools as tools/list gives them, the checks cover a tools/call's Mcp-Param-* headers.
    failure = modern.check_request(headers, raw, supported_versions=MODERN_VERSIONS, tools=LISTED_TOOLS)
    if failure is not None:
        return error_answer(modern.REVISION, id, failure.error)
    result: Optional[Dict[str, Any]] = None
    error: Optional[McpError] = None
    if method == "server/discover":
        result = with_cache_hint({"supportedVersions": MODERN_VERSIONS, "capabilities": CAPABILITIES})
    elif method == "tools/list":
        result = with_cache_hint({"tools": LISTED_TOOLS})
    elif method == "tools/call":
        result, error = call_tool(params)
    elif method == "resources/list":
        result = with_cache_hint({"resources": listed_resources()})
    elif method == "resources/read":
        uri = params.get("uri")
        found = find_resource(uri)
        if not isinstance(uri, str):
            error = modern.invalid_params(message=MISSING_URI)
        elif found is not None:
            result = with_cache_hint(read_result(found))
        else:
            error = modern.resource_not_found({"uri": display(uri)})
    else:
        error = modern.method_not_found(message=f"Method not found: {method}")
    if error is not None or result is None:
        return error_answer(modern.REVISION, id, error if error is not None else modern.internal_error())
    out = {"resultType": "complete", **result, "_meta": {META_SERVER_INFO: SERVER_INFO}}
    return json_answer(200, {"jsonrpc": "2.0", "id": id, "result": out})


def call_tool(params: Dict[str, Any]) -> Tuple[Optional[Dict[str, Any]], Optional[McpError]]:
    name = params.get("name")
    if not isinstance(name, str):
        return None, modern.invalid_params(message=MISSING_NAME)
    tool = find_tool(name)
    if tool is None:
        return None, modern.invalid_params(message=f"Unknown tool: {display(name)}")
    arguments = params.get("arguments")
    args = as_object(arguments) or {}
    declared = declared_capabilities(params)
    missing: modern.MissingRequiredClientCapabilityDataRequiredCapabilities = {}
    for capability in tool.requires:
        if capability in declared:
            continue
        if capability == "sampling":
            missing["sampling"] = {}
        elif capability == "elicitation":
            missing["elicitation"] = {}
    if missing:
        return None, modern.missing_required_client_capability({"requiredCapabilities": missing})
    if tool.needs_input and params.get("inputResponses") is None:
        return ask_for_confirmation(), None
    try:
        return tool.run(args), None
    except ToolInputProblem as problem:
        return modern.tool_input_error(str(problem)), None
    except Exception:  # noqa: BLE001 (a failing tool is the server's internal error)
        return None, modern.internal_error()


def ask_for_confirmation() -> Dict[str, Any]:
    """An input_required result: the client asks its user, then calls again with the answer."""
    return {
        "resultType": "input_required",
        "inputRequests": {
            "confirm": {
                "method": "elicitation/create",
                "params": {
                    "message": "Proceed?",
                    "requestedSchema": schema_object({"proceed": {"type": "boolean"}}),
                },
            }
        },
    }


def declared_capabilities(params: Dict[str, Any]) -> Dict[str, Any]:
    """The client capabilities a request declared in its _meta."""
    meta = as_object(params.get("_meta")) or {}
    return as_object(meta.get(META_CLIENT_CAPABILITIES)) or {}
