/**
 * The official SDK's own error classes (@modelcontextprotocol/server and client 2.4.0) go through
 * respond, errorResponse and McpError and come out as valid JSON-RPC: an Error's message is not
 * enumerable, so the package reads code, message and data one by one rather than sending the value.
 */
import { ProtocolError as ClientProtocolError } from "@modelcontextprotocol/client";
import { ProtocolError, ResourceNotFoundError } from "@modelcontextprotocol/server";
import { conditionOf, isMcpError, McpError, respond } from "mcp-errors";
import * as modern from "mcp-errors/2026-07-28";
import * as legacy from "mcp-errors/2025-11-25";
import { describe, expect, it } from "vitest";

/** The body as a peer receives it: through JSON. */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe("SDK errors through the package", () => {
  const sdk = new ProtocolError(-32601, "Method not found: tools/frob", { method: "tools/frob" });

  it("the SDK's error keeps its message out of JSON, which is why it is read field by field", () => {
    expect(Object.keys(sdk)).not.toContain("message");
    expect(wire(sdk)).not.toHaveProperty("message");
  });

  it("respond sends a ProtocolError as valid JSON-RPC, message and data included, with its status", () => {
    const { status, body } = respond("2026-07-28", 7, sdk);
    expect(status).toBe(404);
    expect(wire(body)).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: { code: -32601, message: "Method not found: tools/frob", data: { method: "tools/frob" } },
    });
    expect(wire(modern.respond(7, sdk).body)).toEqual(wire(body));
    expect(wire(legacy.errorResponse("a", new ClientProtocolError(-32603, "boom")))).toEqual({
      jsonrpc: "2.0",
      id: "a",
      error: { code: -32603, message: "boom" },
    });
  });

  it("reads the SDK's ResourceNotFoundError as resource-not-found when it answers resources/read", () => {
    const missing = new ResourceNotFoundError("file:///gone.txt");
    const body = wire(modern.errorResponse(3, missing)) as { error: unknown };
    expect(body.error).toEqual({
      code: -32602,
      message: "Resource not found: file:///gone.txt",
      data: { uri: "file:///gone.txt" },
    });
    expect(
      conditionOf("2026-07-28", body.error, {
        method: "resources/read",
        params: { uri: "file:///gone.txt" },
      }),
    ).toBe("resourceNotFound");
  });

  it("new McpError(sdkError) keeps the message, and serialises as the error object", () => {
    const thrown = new McpError(sdk, { cause: sdk });
    expect(thrown.message).toBe("Method not found: tools/frob");
    expect(thrown.code).toBe(-32601);
    expect(thrown.data).toEqual({ method: "tools/frob" });
    expect(thrown.cause).toBe(sdk);
    expect(isMcpError(thrown)).toBe(true);
    expect(wire(thrown)).toEqual({
      code: -32601,
      message: "Method not found: tools/frob",
      data: { method: "tools/frob" },
    });
    expect(wire(modern.respond(1, thrown).body)).toMatchObject({ error: { message: thrown.message } });
  });

  it("keeps a built error's condition through McpError, where the code alone says otherwise", () => {
    const meta = new McpError(modern.missingRequestMeta());
    expect(modern.conditionOf(meta)).toBe("missingRequestMeta");
    expect(modern.httpStatus(meta)).toBe(400);
    expect(modern.respond(1, meta).status).toBe(400);
  });

  it("refuses, with a TypeError, an Error that is no JSON-RPC error", () => {
    expect(() => respond("2026-07-28", 1, new Error("plain") as never)).toThrow(TypeError);
    expect(() => new McpError(new Error("plain") as never)).toThrow(TypeError);
  });
});
