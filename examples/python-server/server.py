"""A dual-era MCP endpoint on Starlette: 2026-07-28 stateless requests and 2025-11-25 sessions on
one URL. Every protocol error it sends comes from mcp_errors. It keeps the rules docs/security.md
sets for the examples, as the TypeScript and Go servers do."""

from __future__ import annotations

from typing import Any, Dict, Optional, Tuple

import anyio
from starlette.datastructures import Headers
from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response
from starlette.types import Receive, Scope, Send

from mcp_errors import Number, decode_json, rev_2025_11_25 as legacy, rev_2026_07_28 as modern

from answer import Answer, http_refusal, invalid_request, jsonrpc_error_answer, transport_failure
from headers import accepts, header, is_allowed_origin, media_type_of
from catalogue import as_object
from legacy import SESSION_HEADER, LegacySessions, SessionLimits
from modern import META_PROTOCOL_VERSION, serve_modern

MCP_PATH = "/mcp"

# Larger requests are refused before they are parsed.
MAX_BODY_BYTES = 1_000_000

# A body nested deeper is an invalid request. MCP messages nest a few dozen levels at most; the
# TypeScript and Go examples refuse the same depth.
MAX_JSON_DEPTH = 100

# Versions negotiated with initialize; a request naming any other version is 2026-era.
HANDSHAKE_VERSIONS = {"2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"}


class DualEraServer:
    """The ASGI application. body_timeout bounds the reading of a body: a peer that trickles its
    body (slowloris) is answered 408 and its connection closed."""

    def __init__(self, body_timeout: float = 10.0, sessions: SessionLimits = SessionLimits()) -> None:
        self.body_timeout = body_timeout
        self.sessions = LegacySessions(sessions)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        request = Request(scope, receive)
        try:
            answer = await self.handle(request)
        except Exception:  # noqa: BLE001 (a handler that fails still gets its peer a JSON-RPC internal error)
            answer = jsonrpc_error_answer(legacy.REVISION, None, "internalError")
        await to_response(answer)(scope, receive, send)

    async def handle(self, request: Request) -> Answer:
        headers = request.headers
        # Before the body is read, the MCP-Protocol-Version header alone names the era.
        revision = modern.REVISION if is_modern_version(header(headers, "Mcp-Protocol-Version")) else legacy.REVISION
        refused = refuse_before_body(request, revision)
        if refused is not None:
            return refused
        if request.method == "DELETE":
            return self.sessions.end(headers)
        raw = await self.read_body(request)
        if isinstance(raw, Answer):
            return raw
        value, id, problem = read_json(raw)
        if problem == "not JSON":
            return jsonrpc_error_answer(revision, None, "parseError")
        if problem == "too deep":
            return invalid_request(revision, id, "Invalid Request: nested too deeply")
        era = era_of(value, headers)
        message = as_message(value)
        if message is None:
            return jsonrpc_error_answer(era, id, "invalidRequest")
        method, params = message
        if era == legacy.REVISION:
            return self.sessions.post(headers, id, method, params)
        if id is None:
            return Answer(202)
        return serve_modern(headers, raw, id, method, params)

    async def read_body(self, request: Request) -> "bytes | Answer":
        """The body, or the answer to one too slow (408) or too large (413)."""
        chunks = bytearray()
        try:
            with anyio.fail_after(self.body_timeout):
                async for chunk in request.stream():
                    chunks += chunk
                    if len(chunks) > MAX_BODY_BYTES:
                        return Answer(413)
        except TimeoutError:
            return Answer(408, headers={"Connection": "close"})
        except ClientDisconnect:
            return Answer(413)
        return bytes(chunks)


def to_response(answer: Answer) -> Response:
    headers = dict(answer.headers)
    if answer.body is None:
        return Response(status_code=answer.status, headers=headers)
    return Response(answer.body, status_code=answer.status, headers=headers, media_type="application/json")


def refuse_before_body(request: Request, revision: str) -> Optional[Answer]:
    """A request refused before its body is read: 404 off the endpoint, 403 for a foreign Origin
    (DNS rebinding), 405 for methods other than POST and DELETE, and for a POST, 415 when the body
    is not declared JSON and 406 when the client does not accept both answers Streamable HTTP
    allows (2025-11-25 basic/transports.mdx:91-92, 2026-07-28 streamable-http.mdx:76-77: the client
    "MUST include an Accept header, listing both application/json and text/event-stream")."""
    headers = request.headers
    if request.url.path != MCP_PATH:
        return Answer(404)
    origin = header(headers, "Origin")
    if origin is not None and not is_allowed_origin(origin):
        return transport_failure("invalidOrigin", None, "Forbidden: Origin not allowed")
    if request.method not in ("POST", "DELETE"):
        return Answer(405, headers={"Allow": "POST, DELETE"})
    if request.method != "POST":
        return None
    if media_type_of(header(headers, "Content-Type")) != "application/json":
        return http_refusal(revision, 415, "Unsupported Media Type: Content-Type must be application/json")
    accept = header(headers, "Accept")
    if accept is None or not accepts(accept, "application/json") or not accepts(accept, "text/event-stream"):
        return http_refusal(
            revision, 406, "Not Acceptable: Accept must list both application/json and text/event-stream"
        )
    return None


def read_json(raw: bytes) -> Tuple[Any, Any, str]:
    """The body as JSON (an id keeps every digit) and its request id, or its problem: "not JSON",
    or "too deep" (nested deeper than MAX_JSON_DEPTH; the id is still read, so the refusal
    carries it)."""
    try:
        value = decode_json(raw)
    except ValueError:
        return None, None, "not JSON"
    if nests_deeper(raw, MAX_JSON_DEPTH):
        return None, request_id(value), "too deep"
    return value, request_id(value), ""


def nests_deeper(raw: bytes, levels: int) -> bool:
    """Whether objects and arrays nest more than levels deep in JSON text, counting brackets
    outside strings, in one pass."""
    depth, in_string, escaped = 0, False, False
    for c in raw:
        if in_string:
            if escaped:
                escaped = False
            elif c == 0x5C:  # backslash
                escaped = True
            elif c == 0x22:  # quote
                in_string = False
        elif c == 0x22:
            in_string = True
        elif c in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > levels:
                return True
        elif c in (0x5D, 0x7D):  # ] }
            depth -= 1
    return False


def era_of(value: Any, headers: Headers) -> str:
    """A body's era. A request carrying the 2026 protocol version in _meta is served statelessly
    whatever else it carries (2026-07-28 basic/versioning.mdx:176-177), so a stray Mcp-Session-Id
    does not make it a 2025-11-25 request; otherwise an Mcp-Session-Id, or a version header no
    handshake uses, decides."""
    params = as_object((as_object(value) or {}).get("params")) or {}
    meta = as_object(params.get("_meta")) or {}
    if META_PROTOCOL_VERSION in meta:
        return modern.REVISION
    if header(headers, SESSION_HEADER) is not None:
        return legacy.REVISION
    if is_modern_version(header(headers, "Mcp-Protocol-Version")):
        return modern.REVISION
    return legacy.REVISION


def is_modern_version(version: Optional[str]) -> bool:
    return bool(version) and version not in HANDSHAKE_VERSIONS


def request_id(value: Any) -> Any:
    """The JSON-RPC id of a parsed body when it has a valid one: a string, or an integer (as
    JavaScript reads one: 1.0 and 1e3 are integers too), kept as it came."""
    id = (as_object(value) or {}).get("id")
    if isinstance(id, str):
        return id
    if isinstance(id, bool):
        return None
    if isinstance(id, int):
        return id
    if isinstance(id, Number) and is_integer(id):
        return id
    return None


def is_integer(n: float) -> bool:
    return n == n and n not in (float("inf"), float("-inf")) and n == int(n)


def as_message(value: Any) -> Optional[Tuple[str, Dict[str, Any]]]:
    """A JSON-RPC request or notification's method and params; an id MCP does not allow (null, a
    fraction) makes an invalid request, not a notification."""
    body = as_object(value)
    if body is None or body.get("jsonrpc") != "2.0":
        return None
    method = body.get("method")
    if not isinstance(method, str):
        return None
    if "id" in body and request_id(body) is None:
        return None
    params = as_object(body.get("params", {}))
    if params is None:
        return None
    return method, params

