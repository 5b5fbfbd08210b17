"""The 2025-11-25 side of the example server: an initialize handshake, then a session."""

from __future__ import annotations

import re
import secrets
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable, Dict, Optional, Tuple

from starlette.datastructures import Headers

from mcp_errors import McpError, rev_2025_11_25 as legacy

from answer import Answer, error_answer, invalid_request, json_answer, malformed_request, transport_failure
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
)
from headers import header

LEGACY_VERSIONS = [legacy.PROTOCOL_VERSION]

# Tools that only make sense with 2026-07-28 per-request capabilities.
MODERN_ONLY_TOOLS = {"test_missing_capability", "test_streaming_elicitation"}

SESSION_HEADER = "Mcp-Session-Id"

# A session id as the spec allows one: it "MUST only contain visible ASCII characters (ranging
# from 0x21 to 0x7E)" (2025-11-25 basic/transports.mdx:203-204). An empty value, or a header sent
# twice (read as the values joined with ", "), is no id this server could have issued.
SESSION_ID = re.compile(r"[\x21-\x7e]+")


@dataclass(frozen=True)
class SessionLimits:
    """A session unused for idle seconds has ended, and opening one beyond most ends the least
    recently used; now is the clock sessions are timed by (tests move it)."""

    idle: float = 30 * 60
    most: int = 1000
    now: Callable[[], float] = time.monotonic


@dataclass
class Session:
    version: str  # the version initialize negotiated
    used_at: float


class LegacySessions:
    """The open sessions, least recently used first. A session ends when its client DELETEs it,
    when it has been idle too long, or when it is the least recently used of too many: the spec
    lets a server end a session at any time, after which it "MUST respond to requests containing
    that session ID with HTTP 404 Not Found" (2025-11-25 basic/transports.mdx:211-212), and the
    client starts a new one. One event loop serves every request, so no lock is needed."""

    def __init__(self, limits: SessionLimits = SessionLimits()) -> None:
        self.limits = limits
        self.by_id: "OrderedDict[str, Session]" = OrderedDict()

    def open(self, version: str) -> str:
        session_id = secrets.token_hex(16)
        self.sweep()
        self.by_id[session_id] = Session(version, self.limits.now())
        while len(self.by_id) > self.limits.most:
            self.by_id.popitem(last=False)
        return session_id

    def size(self) -> int:
        self.sweep()
        return len(self.by_id)

    def sweep(self) -> None:
        """Ends the sessions idle too long; they are the oldest, so the walk stops at the first live one."""
        now = self.limits.now()
        while self.by_id:
            oldest_id, oldest = next(iter(self.by_id.items()))
            if now - oldest.used_at < self.limits.idle:
                return
            del self.by_id[oldest_id]

    def admit(self, headers: Headers, id: Any) -> Optional[Answer]:
        """The refusal of a request after initialize, or None: no Mcp-Session-Id (400), one no server
        could have issued (400), an unknown, ended or expired one (404: the client must initialize
        again), or an MCP-Protocol-Version header other than the session's version (400)."""
        presented = header(headers, SESSION_HEADER)
        if presented is None:
            return transport_failure("missingSessionId", id, "Bad Request: Mcp-Session-Id header is required")
        if SESSION_ID.fullmatch(presented) is None:
            return malformed_session(id)
        self.sweep()
        session = self.by_id.get(presented)
        if session is None:
            return transport_failure("unknownSession", id, "Session not found")
        version_header = header(headers, "Mcp-Protocol-Version")
        if version_header is not None and version_header != session.version:
            return transport_failure(
                "invalidProtocolVersionHeader", id, f"Bad Request: unsupported MCP-Protocol-Version: {version_header}"
            )
        session.used_at = self.limits.now()
        self.by_id.move_to_end(presented)
        return None

    def end(self, headers: Headers) -> Answer:
        """Answers a DELETE, which ends a session."""
        presented = header(headers, SESSION_HEADER)
        if presented is None:
            return transport_failure("missingSessionId", None, "Bad Request: Mcp-Session-Id header is required")
        if SESSION_ID.fullmatch(presented) is None:
            return malformed_session(None)
        self.sweep()
        if self.by_id.pop(presented, None) is None:
            return transport_failure("unknownSession", None, "Session not found")
        return Answer(200)

    def post(self, headers: Headers, id: Any, method: str, params: Dict[str, Any]) -> Answer:
        """Answers a POSTed JSON-RPC message of the 2025-11-25 era."""
        if method == "initialize" and header(headers, SESSION_HEADER) is None:
            return self.initialize(id, params)
        refused = self.admit(headers, id)
        if refused is not None:
            return refused
        if id is None:
            return Answer(202)
        result, error = dispatch_legacy(method, params)
        if error is not None or result is None:
            return error_answer(legacy.REVISION, id, error if error is not None else legacy.internal_error())
        return json_answer(200, {"jsonrpc": "2.0", "id": id, "result": result})

    def initialize(self, id: Any, params: Dict[str, Any]) -> Answer:
        if id is None:
            return invalid_request(legacy.REVISION, None, "initialize must be a request")
        # A legacy server answers a version it does not support with one it does; it sends no error.
        requested = params.get("protocolVersion")
        version = requested if requested in LEGACY_VERSIONS else legacy.PROTOCOL_VERSION
        session_id = self.open(version)
        result: Dict[str, Any] = {
            "protocolVersion": version,
            "capabilities": {"tools": {}, "resources": {}},
            "serverInfo": SERVER_INFO,
        }
        return json_answer(200, {"jsonrpc": "2.0", "id": id, "result": result}, {SESSION_HEADER: session_id})


def malformed_session(id: Any) -> Answer:
    """The answer to an Mcp-Session-Id no server could have issued: 400, a malformed request,
    never the 404 that tells a client its session expired."""
    return malformed_request(legacy.REVISION, id, "Bad Request: malformed Mcp-Session-Id header")


def dispatch_legacy(method: str, params: Dict[str, Any]) -> Tuple[Optional[Dict[str, Any]], Optional[McpError]]:
    if method == "ping":
        return {}, None
    if method == "tools/list":
        return {"tools": [t.listed() for t in TOOLS if t.name not in MODERN_ONLY_TOOLS]}, None
    if method == "tools/call":
        name = params.get("name")
        if not isinstance(name, str):
            return None, legacy.invalid_params(message=MISSING_NAME)
        tool = find_tool(name)
        if tool is None or name in MODERN_ONLY_TOOLS:
            return None, legacy.invalid_params(message=f"Unknown tool: {display(name)}")
        arguments = params.get("arguments")
        try:
            return tool.run(as_object(arguments) or {}), None
        except ToolInputProblem as problem:
            return legacy.tool_input_error(str(problem)), None
        except Exception:  # noqa: BLE001 (a failing tool is the server's internal error)
            return None, legacy.internal_error()
    if method == "resources/list":
        return {"resources": listed_resources()}, None
    if method == "resources/read":
        uri = params.get("uri")
        if not isinstance(uri, str):
            return None, legacy.invalid_params(message=MISSING_URI)
        found = find_resource(uri)
        if found is None:
            return None, legacy.resource_not_found({"uri": display(uri)})
        return read_result(found), None
    return None, legacy.method_not_found(message=f"Method not found: {method}")
