/**
 * The CommonJS half of the committed package, as Node loads it: ESM code can name the exports of
 * a cjs/ file (Node's CommonJS lexer finds them through esbuild's `0 && (module.exports = ...)`
 * annotation), and one process can require and import the same subpath. Each probe runs in a
 * fresh Node process, from a folder whose node_modules/mcp-errors links to generated/.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "./render-package.ts";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "mcp-errors-cjs-"));
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(join(projectRoot, "generated"), join(dir, "node_modules", "mcp-errors"), "dir");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs an ES module in a fresh Node process and returns what it printed, as JSON. */
function probe(name: string, source: string): unknown {
  writeFileSync(join(dir, name), source);
  return JSON.parse(execFileSync(process.execPath, [name], { cwd: dir, encoding: "utf8", timeout: 30_000 }));
}

describe("the CommonJS half", () => {
  it("lets an ES module import named exports from each cjs/ file", () => {
    const result = probe(
      "named.mjs",
      `import { methodNotFound, respond as answer, ErrorCode } from "./node_modules/mcp-errors/cjs/2026-07-28.js";
import { McpError, httpStatusOf, respond, LATEST_REVISION } from "./node_modules/mcp-errors/cjs/index.js";
import { translate, translateResponse } from "./node_modules/mcp-errors/cjs/translate.js";
const error = methodNotFound();
console.log(JSON.stringify({
  code: ErrorCode.MethodNotFound,
  status: httpStatusOf(LATEST_REVISION, error),
  answered: answer(1, error).status,
  rootAnswered: respond(LATEST_REVISION, 1, error).status,
  mcpError: new McpError(error).code,
  translate: typeof translate + typeof translateResponse,
}));
`,
    );
    expect(result).toEqual({
      code: -32601,
      status: 404,
      answered: 404,
      rootAnswered: 404,
      mcpError: -32601,
      translate: "functionfunction",
    });
  });

  it("serves one subpath to require() and import() in the same process", () => {
    const result = probe(
      "both.mjs",
      `import { createRequire } from "node:module";
import { methodNotFound, conditionOf } from "mcp-errors/2025-11-25";
const required = createRequire(import.meta.url)("mcp-errors/2025-11-25");
const imported = await import("mcp-errors/2025-11-25");
console.log(JSON.stringify({
  required: typeof required.methodNotFound,
  imported: typeof imported.methodNotFound,
  named: typeof methodNotFound,
  across: conditionOf(required.methodNotFound()),
  back: required.conditionOf(methodNotFound()),
}));
`,
    );
    expect(result).toEqual({
      required: "function",
      imported: "function",
      named: "function",
      across: "methodNotFound",
      back: "methodNotFound",
    });
  });
});
