/**
 * What an editor shows on hovering `McpError` in the committed package: the class's documentation
 * and its members', read by the TypeScript language service from the declarations as a consumer
 * resolves them; and the class's @example, which type-checks and prints what its comment says.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { runBlock, typeErrors, writeBlocks } from "../helpers/doc-blocks.ts";
import { projectRoot } from "./render-package.ts";

const dir = join(projectRoot, ".tmp", `mcp-error-docs-${process.pid}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The hover text of the name that ends at `marker` in `source`, as an editor would show it. */
function hover(source: string, marker: string) {
  const file = join(dir, "hover.mts");
  const files = new Map([[file, source]]);
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => "1",
    getScriptSnapshot: (name) => {
      const text = files.get(name) ?? ts.sys.readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => dir,
    getCompilationSettings: () => ({
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      types: [],
    }),
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (name) => files.has(name) || ts.sys.fileExists(name),
    readFile: (name) => files.get(name) ?? ts.sys.readFile(name),
    realpath: ts.sys.realpath,
  };
  const info = ts
    .createLanguageService(host)
    .getQuickInfoAtPosition(file, source.indexOf(marker) + marker.length - 1);
  return {
    documentation: ts.displayPartsToString(info?.documentation),
    tags: (info?.tags ?? []).map((tag) => ({ name: tag.name, text: ts.displayPartsToString(tag.text) })),
  };
}

const SOURCE = `import { McpError } from "mcp-errors";
import { internalError } from "mcp-errors/2026-07-28";
const thrown = new McpError(internalError());
console.log(thrown.error, thrown.code, thrown.toJSON());
`;

describe("hovering McpError", () => {
  // The consumer sits where mcp-errors resolves to the committed generated/ (a dev dependency).
  writeBlocks([], dir, "hover");

  it("shows what the class is for, with an example", () => {
    const shown = hover(SOURCE, "import { McpError");
    expect(shown.documentation).toMatch(/^An Error that carries a JSON-RPC error object/);
    expect(shown.tags.map((tag) => tag.name)).toContain("example");
  });

  it.each([
    ["thrown.error", "The error object to send"],
    ["thrown.code", "The JSON-RPC error code"],
    ["thrown.toJSON", "The error object, so that `JSON.stringify(mcpError)`"],
    ["new McpError", "Wraps an error object"],
  ])("shows what %s is", (marker, doc) => {
    expect(hover(SOURCE, marker).documentation).toContain(doc);
  });

  it("has an example that type-checks and prints what its comment says", async () => {
    const example = hover(SOURCE, "import { McpError").tags.find((tag) => tag.name === "example")?.text ?? "";
    const said = /\/\/ (.*)\n?\s*}\s*$/.exec(example)?.[1];
    expect(said).toBe("null 7 -32602");
    const [file = ""] = writeBlocks([{ line: 1, lang: "ts", code: example }], dir, "example");
    expect(typeErrors([file])).toEqual([]);
    const run = await runBlock(file, dir);
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe(`${said}\n`);
  });
});
