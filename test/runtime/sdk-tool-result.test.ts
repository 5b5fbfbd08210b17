/**
 * `toolInputError(...)` is what an SDK tool handler returns, with no cast: the committed package's
 * types against the official SDK's own, v1 (`@modelcontextprotocol/sdk`, from test/consumers) and
 * v2 (`@modelcontextprotocol/server`), in every revision whose tool input error is a tool result.
 * The consumer is compiled under the strictest settings a reader may use (docs' helper).
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { typeErrors, writeBlocks } from "../helpers/doc-blocks.ts";
import { projectRoot } from "./render-package.ts";

const dir = join(projectRoot, "test/consumers/.tmp", `sdk-tool-result-${process.pid}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HANDLERS = `
import { McpServer, type CallToolResult } from "@modelcontextprotocol/server";
import { McpServer as McpServerV1 } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult as CallToolResultV1 } from "@modelcontextprotocol/sdk/types.js";
import * as mid from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";

const blocks = [
  { type: "text", text: "x must be positive" },
  { type: "image", data: "AAAA", mimeType: "image/png" },
  { type: "resource_link", uri: "file:///help.md", name: "help" },
  { type: "resource", resource: { uri: "file:///x.txt", text: "x" } },
] as const;

const v2 = new McpServer({ name: "tools", version: "1.0.0" });
v2.registerTool("a", { description: "a" }, async () => mid.toolInputError({ content: "x must be positive" }));
v2.registerTool("b", { description: "b" }, () => modern.toolInputError({ content: [{ type: "text", text: "no" }] }));
v2.registerTool("c", { description: "c" }, async () =>
  modern.toolInputError({ content: [...blocks], structuredContent: { field: "x" }, _meta: { trace: "t" } }),
);
const v2Result: CallToolResult = mid.toolInputError({ content: [...blocks] });

const v1 = new McpServerV1({ name: "tools", version: "1.0.0" });
v1.registerTool("a", { description: "a" }, async () => mid.toolInputError({ content: "x must be positive" }));
v1.registerTool("b", { description: "b" }, async () => modern.toolInputError({ content: [...blocks] }));
const v1Result: CallToolResultV1 = modern.toolInputError({ content: "no", structuredContent: { field: "x" } });

// Blocks typed loosely are taken, as at run time; only the SDK then asks for their kinds.
const loose: { type: string; text: string }[] = [{ type: "text", text: "x" }];
const looseResult = mid.toolInputError({ content: loose });
// @ts-expect-error a block whose type is any string is not one of the SDK's block kinds
const refused: CallToolResult = looseResult;
void refused;

console.log(v2Result, v1Result);
`;

describe("toolInputError in an SDK tool handler", () => {
  it("type-checks against SDK v1 and v2 without a cast", () => {
    const files = writeBlocks([{ line: 1, lang: "ts", code: HANDLERS }], dir, "sdk-tool-result");
    expect(typeErrors(files)).toEqual([]);
  });
});
