"""The Python example server at its ASGI boundary: each era's codes and statuses for what the
scenarios and the peers probe, ids kept exact, sessions that end, and the bounds it keeps on a
request (a foreign Origin, a body too large, too deep or too slow)."""

from __future__ import annotations

import json
from typing import Any, Dict, List, MutableMapping, Optional, Tuple

import anyio
import pytest

from legacy import SessionLimits
from server import MAX_BODY_BYTES, DualEraServer

MODERN = "2026-07-28"
LEGACY = "2025-11-25"
JSON_HEADERS = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}

Exchange = Tuple[int, Dict[str, str], bytes]


async def _exchange(app: DualEraServer, method: str, headers: Dict[str, str], chunks: List[bytes], path: str) -> Exchange:
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers.items()],
        "client": ("127.0.0.1", 1),
        "server": ("127.0.0.1", 80),
    }
    pending = list(chunks)

    async def receive() -> Dict[str, Any]:
        if not pending:
            await anyio.sleep_forever()  # a body that never ends
        chunk = pending.pop(0)
        return {"type": "http.request", "body": chunk, "more_body": bool(pending) or chunk == b"..."}

    sent: List[MutableMapping[str, Any]] = []

    async def send(message: MutableMapping[str, Any]) -> None:
        sent.append(message)

    await app(scope, receive, send)
    start = next(m for m in sent if m["type"] == "http.response.start")
    response_headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in start["headers"]}
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return start["status"], response_headers, body


def exchange(
    app: DualEraServer,
    body: Any = None,
    headers: Optional[Dict[str, str]] = None,
    *,
    method: str = "POST",
    raw: Optional[bytes] = None,
    chunks: Optional[List[bytes]] = None,
    path: str = "/mcp",
) -> Exchange:
    all_headers = {**JSON_HEADERS, **(headers or {})}
    if chunks is None:
        chunks = [raw if raw is not None else (json.dumps(body).encode() if body is not None else b"")]
    return anyio.run(_exchange, app, method, all_headers, chunks, path)


def modern_request(id: Any, method: str, params: Dict[str, Any]) -> Tuple[Dict[str, Any], Dict[str, str]]:
    meta: Dict[str, Any] = {"io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": {}}
    headers = {"MCP-Protocol-Version": MODERN, "Mcp-Method": method}
    if "name" in params:
        headers["Mcp-Name"] = params["name"]
    if "uri" in params:
        headers["Mcp-Name"] = params["uri"]
    return {"jsonrpc": "2.0", "id": id, "method": method, "params": {**params, "_meta": meta}}, headers


def initialize(app: DualEraServer) -> str:
    status, headers, _ = exchange(
        app,
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": LEGACY, "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}},
    )
    assert status == 200
    return headers["mcp-session-id"]


def in_session(app: DualEraServer, session: str, body: Dict[str, Any]) -> Exchange:
    return exchange(app, body, {"Mcp-Session-Id": session, "MCP-Protocol-Version": LEGACY})


def error_of(body: bytes) -> Dict[str, Any]:
    return json.loads(body)["error"]  # type: ignore[no-any-return]


def test_a_missing_resource_in_each_era() -> None:
    app = DualEraServer()
    body, headers = modern_request(9007199254740993, "resources/read", {"uri": "file:///missing.txt"})
    status, _, text = exchange(app, body, headers)
    assert (status, error_of(text)["code"], error_of(text)["data"]) == (200, -32602, {"uri": "file:///missing.txt"})
    assert text.startswith(b'{"jsonrpc":"2.0","id":9007199254740993,')
    session = initialize(app)
    read = {"jsonrpc": "2.0", "id": 2, "method": "resources/read", "params": {"uri": "file:///missing.txt"}}
    status, _, text = in_session(app, session, read)
    assert (status, error_of(text)["code"]) == (200, -32002)


def test_an_unknown_method_and_an_unknown_tool() -> None:
    app = DualEraServer()
    body, headers = modern_request("a", "prompts/list", {})
    status, _, text = exchange(app, body, headers)
    assert (status, error_of(text)["code"], json.loads(text)["id"]) == (404, -32601, "a")
    body, headers = modern_request(3, "tools/call", {"name": "nope", "arguments": {}})
    status, _, text = exchange(app, body, headers)
    assert (status, error_of(text)["code"], error_of(text)["message"]) == (200, -32602, "Unknown tool: nope")
    session = initialize(app)
    status, _, text = in_session(app, session, {"jsonrpc": "2.0", "id": 4, "method": "nope/nope"})
    assert (status, error_of(text)["code"]) == (200, -32601)


def test_tool_results_and_bad_tool_input() -> None:
    app = DualEraServer()
    body, headers = modern_request(1.0, "tools/call", {"name": "add", "arguments": {"a": 2, "b": 3}})
    status, _, text = exchange(app, body, headers)
    assert status == 200 and text.startswith(b'{"jsonrpc":"2.0","id":1.0,')
    assert json.loads(text)["result"]["content"] == [{"type": "text", "text": "5"}]
    body, headers = modern_request(2, "tools/call", {"name": "add", "arguments": {"a": "x"}})
    result = json.loads(exchange(app, body, headers)[2])["result"]
    assert result["isError"] is True and result["content"][0]["text"] == "add needs two numbers, a and b"


def test_a_capability_the_request_did_not_declare() -> None:
    app = DualEraServer()
    body, headers = modern_request(5, "tools/call", {"name": "test_missing_capability", "arguments": {}})
    status, _, text = exchange(app, body, headers)
    assert (status, error_of(text)["code"]) == (400, -32021)
    assert error_of(text)["data"] == {"requiredCapabilities": {"sampling": {}}}


def test_a_version_the_server_does_not_support() -> None:
    app = DualEraServer()
    body, headers = modern_request(6, "server/discover", {})
    body["params"]["_meta"]["io.modelcontextprotocol/protocolVersion"] = "v999"
    status, _, text = exchange(app, body, {**headers, "MCP-Protocol-Version": "v999"})
    assert (status, error_of(text)["code"]) == (400, -32022)
    assert error_of(text)["data"] == {"supported": [MODERN], "requested": "v999"}


def test_sessions_missing_unknown_malformed_ended_and_expired() -> None:
    clock = [0.0]
    app = DualEraServer(sessions=SessionLimits(idle=60, most=2, now=lambda: clock[0]))
    ping = {"jsonrpc": "2.0", "id": 7, "method": "ping"}
    assert exchange(app, ping, {"MCP-Protocol-Version": LEGACY})[0] == 400
    assert in_session(app, "unknown", ping)[0] == 404
    status, _, text = in_session(app, "", ping)
    assert (status, error_of(text)["code"]) == (400, -32600)
    session = initialize(app)
    assert in_session(app, session, ping)[0] == 200
    assert exchange(app, method="DELETE", headers={"Mcp-Session-Id": session})[0] == 200
    assert in_session(app, session, ping)[0] == 404
    session = initialize(app)
    clock[0] = 61
    assert in_session(app, session, ping)[0] == 404
    first, second, third = initialize(app), initialize(app), initialize(app)
    assert [in_session(app, s, ping)[0] for s in (first, second, third)] == [404, 200, 200]


def test_what_is_refused_before_dispatch() -> None:
    app = DualEraServer()
    body, headers = modern_request(8, "tools/list", {})
    assert exchange(app, body, {**headers, "Origin": "http://evil.example"})[0] == 403
    assert exchange(app, body, {**headers, "Origin": "http://localhost:3000"})[0] == 200
    assert exchange(app, body, headers, path="/other")[0] == 404
    status, response_headers, _ = exchange(app, body, headers, method="GET")
    assert (status, response_headers["allow"]) == (405, "POST, DELETE")
    assert exchange(app, body, {**headers, "Content-Type": "text/plain"})[0] == 415
    assert exchange(app, body, {**headers, "Accept": "application/json"})[0] == 406
    status, _, text = exchange(app, raw=b"{not json", headers=headers)
    assert (status, error_of(text)["code"]) == (400, -32700)


@pytest.mark.parametrize("era", [MODERN, LEGACY])
def test_a_body_too_large_or_too_deep(era: str) -> None:
    app = DualEraServer()
    headers = {"MCP-Protocol-Version": era}
    assert exchange(app, raw=b" " * (MAX_BODY_BYTES + 1), headers=headers)[0] == 413
    deep = b'{"jsonrpc":"2.0","id":12345678901234567890,"method":"x","params":{"a":' + b"[" * 200 + b"]" * 200 + b"}}"
    status, _, text = exchange(app, raw=deep, headers=headers)
    assert (status, error_of(text)["code"], error_of(text)["message"]) == (200, -32600, "Invalid Request: nested too deeply")
    assert b'"id":12345678901234567890' in text


def test_a_body_that_never_ends_is_cut_off() -> None:
    app = DualEraServer(body_timeout=0.05)
    status, headers, _ = exchange(app, chunks=[b"..."], headers={"MCP-Protocol-Version": MODERN})
    assert (status, headers["connection"]) == (408, "close")
