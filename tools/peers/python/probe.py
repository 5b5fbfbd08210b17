"""The probe for the official Python SDK client (`mcp` 2.3.0 from PyPI, pinned with hashes in
requirements.txt): `mode="2026-07-28"` or `mode="legacy"`, over a Streamable HTTP transport
whose httpx2 client can alter requests the way a condition needs. It prints one JSON observation
per condition (tools/peers/protocol.ts is the contract), each bounded by the step deadline.

    python probe.py '<ProbeRequest[] JSON>'
"""

from __future__ import annotations

import json
import sys
from typing import Any

import anyio
import httpx2
import mcp_types as types
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError


class RawRequest(types.Request[dict[str, Any] | None, str]):
    """A request sent with whatever params it is given, for params the typed calls would not send."""

    method: str
    params: dict[str, Any] | None = None


class Altering(httpx2.AsyncBaseTransport):
    """Adds headers to every request, and rewrites the first request of one JSON-RPC method once."""

    def __init__(self, alteration: dict[str, Any]) -> None:
        self.inner = httpx2.AsyncHTTPTransport()
        self.alteration = alteration
        self.used = False

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        headers = dict(request.headers)
        for name, value in self.alteration.get("headers", {}).items():
            headers[name] = value
        content = request.content if request.method == "POST" else None
        once = self.alteration.get("once")
        if once is not None and not self.used and content:
            body = json.loads(content)
            if body.get("method") == once["method"]:
                self.used = True
                headers.update(once.get("headers", {}))
                if "meta_version" in once:
                    body.setdefault("params", {}).setdefault("_meta", {})["io.modelcontextprotocol/protocolVersion"] = once["meta_version"]
                if "initialize_version" in once:
                    body.setdefault("params", {})["protocolVersion"] = once["initialize_version"]
                content = json.dumps(body).encode()
        headers.pop("content-length", None)
        rebuilt = httpx2.Request(request.method, request.url, headers=headers, content=content, extensions=request.extensions)
        return await self.inner.handle_async_request(rebuilt)

    async def aclose(self) -> None:
        await self.inner.aclose()


def alteration_for(condition: str, era: str) -> dict[str, Any] | None:
    if condition == "unsupported-version":
        if era == "modern":
            return {"once": {"method": "tools/call", "headers": {"mcp-protocol-version": "1999-01-01"}, "meta_version": "1999-01-01"}}
        return {"once": {"method": "initialize", "initialize_version": "1999-01-01"}}
    if condition == "bad-version-header":
        return {"once": {"method": "tools/call", "headers": {"mcp-protocol-version": "2025-11-25" if era == "modern" else "1999-01-01"}}}
    if condition == "bad-origin":
        return {"headers": {"origin": "http://evil.example"}}
    if condition == "bad-session":
        return {"once": {"method": "tools/call", "headers": {"mcp-session-id": ""}}}
    return None


async def elicit(_context: Any, _params: types.ElicitRequestParams) -> types.ElicitResult:
    return types.ElicitResult(action="accept", content={"proceed": True})


def describe(error: BaseException) -> dict[str, Any]:
    """What the SDK raised: its class, the JSON-RPC code (an MCPError's), its message and data."""
    while isinstance(error, BaseExceptionGroup) and len(error.exceptions) == 1:
        error = error.exceptions[0]
    seen: dict[str, Any] = {"outcome": "error", "class": type(error).__name__, "code": None, "status": None, "message": str(error)}
    if isinstance(error, MCPError):
        seen.update(code=error.code, message=error.message)
        if error.data is not None:
            seen["data"] = error.data
    elif isinstance(error, httpx2.HTTPStatusError):
        seen["status"] = error.response.status_code
    return seen


def result(value: Any) -> dict[str, Any]:
    seen: dict[str, Any] = {"outcome": "result", "isError": bool(getattr(value, "is_error", False))}
    content = getattr(value, "content", None)
    if content and getattr(content[0], "text", None) is not None:
        seen["text"] = content[0].text
    return seen


async def post(url: str) -> None:
    async with httpx2.AsyncClient(timeout=5) as http:
        (await http.post(url)).raise_for_status()


class Probe:
    def __init__(self, request: dict[str, Any]) -> None:
        self.request = request
        self.tools = request["tools"]
        self.step = request["stepTimeoutMs"] / 1000

    def client(self, alteration: dict[str, Any] | None) -> Client:
        http = httpx2.AsyncClient(transport=Altering(alteration or {}), timeout=httpx2.Timeout(self.step, read=self.step))
        transport = streamable_http_client(self.request["url"], http_client=http)
        mode = "2026-07-28" if self.request["era"] == "modern" else "legacy"
        return Client(transport, mode=mode, elicitation_callback=elicit, read_timeout_seconds=self.step, cache=None)

    async def within(self, step: Any, seconds: float | None = None) -> dict[str, Any]:
        try:
            with anyio.fail_after(seconds or self.step):
                return await step()
        except TimeoutError:
            return {"outcome": "timeout"}
        except Exception as error:  # noqa: BLE001 - every failure is an observation
            return describe(error)

    async def call(self, client: Client, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        return result(await client.call_tool(name, arguments))

    async def run(self, condition: str, client: Client) -> dict[str, Any]:
        tools = self.tools
        if condition == "unknown-tool":
            return await self.call(client, "no_such_tool", {})
        if condition == "unknown-method":
            return result(await client.list_prompts())
        if condition == "missing-resource":
            return result(await client.read_resource("file:///example/missing.txt"))
        if condition == "invalid-tool-input":
            return await self.call(client, tools["add"], {"a": "one"})
        if condition == "missing-uri":
            return result(await client.session.send_request(RawRequest(method="resources/read", params={}), types.ReadResourceResult))
        if condition == "missing-name":
            return result(await client.session.send_request(RawRequest(method="tools/call", params={"arguments": {}}), types.CallToolResult))
        if condition == "capability":
            return await self.call(client, tools["needsCapability"], {})
        if condition == "input-required":
            return await self.call(client, tools["needsInput"], {})
        if condition == "expired-session":
            await client.call_tool(tools["echo"], {"text": "before"})
            await post(f"{self.request['control']}/expire")
            first = await self.within(lambda: self.call(client, tools["echo"], {"text": "hi"}))
            then = await self.within(lambda: self.call(client, tools["echo"], {"text": "hi"}))
            return {**first, "then": then}
        return await self.call(client, tools["echo"], {"text": "hi"})

    async def observe(self, condition: str) -> dict[str, Any]:
        async def step() -> dict[str, Any]:
            async with self.client(alteration_for(condition, self.request["era"])) as client:
                return await self.run(condition, client)

        # expired-session makes three calls, each with its own deadline.
        return await self.within(step, self.step * (3 if condition == "expired-session" else 1))

    async def main(self) -> None:
        for condition in self.request["conditions"]:
            await post(f"{self.request['control']}/mark/{condition}")
            observation = await self.observe(condition)
            print(json.dumps({"request": self.request["id"], "condition": condition, **observation}, default=str), flush=True)


async def main(requests: list[dict[str, Any]]) -> None:
    for request in requests:
        await Probe(request).main()


if __name__ == "__main__":
    anyio.run(main, json.loads(sys.argv[1]))
