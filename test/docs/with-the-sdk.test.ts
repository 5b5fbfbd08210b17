/**
 * docs/with-the-sdk.md as a reader runs it: every TypeScript block type-checks against the installed
 * SDK (v2 from the project, v1 from test/consumers) and mcp-errors, runs, and prints what the page
 * says it prints. The blocks are written below test/consumers so that the v1 SDK resolves there.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docBlocks, runBlock, typeErrors, writeBlocks } from "../helpers/doc-blocks.ts";
import { projectRoot } from "../runtime/render-package.ts";

const page = readFileSync(join(projectRoot, "docs/with-the-sdk.md"), "utf8");
const blocks = docBlocks(page).filter((block) => block.lang === "ts");
const dir = join(projectRoot, "test/consumers/.tmp", `with-the-sdk-${process.pid}`);
let files: string[] = [];

const versionOf = (packageDir: string): string =>
  (JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string }).version;

beforeAll(() => {
  files = writeBlocks(blocks, dir, "with-the-sdk");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("docs/with-the-sdk.md", () => {
  it("names the SDK versions it is checked against, the ones installed", () => {
    const v2 = versionOf(join(projectRoot, "node_modules/@modelcontextprotocol/server"));
    const v1 = versionOf(join(projectRoot, "test/consumers/node_modules/@modelcontextprotocol/sdk"));
    expect(page).toContain(`\`@modelcontextprotocol/client\` ${v2}`);
    expect(page).toContain(`\`@modelcontextprotocol/sdk\` ${v1}`);
    expect(page).toContain("docs/sdk-comparison.md");
  });

  it("lists in its clash table only names that both the SDK and mcp-errors export", () => {
    const table = page.split("\n## Names that clash\n")[1]?.split("\n\n|")[1]?.split("\n\n")[0] ?? "";
    const names = table
      .split("\n")
      .slice(2)
      .flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`(\w+)`/g)].map((m) => m[1] ?? ""));
    expect(names).toContain("parseErrorResponse");
    expect(names).toContain("RequestId");
    const exported = (text: string, name: string) =>
      new RegExp(
        `export (declare )?(const|function|class|interface|type|enum) ${name}\\b|[{,] (type )?${name}[,} ]`,
      ).test(text);
    const sdk = [
      "node_modules/@modelcontextprotocol/client/dist/index.d.mts",
      "test/consumers/node_modules/@modelcontextprotocol/sdk/dist/esm/types.d.ts",
    ].map((path) => readFileSync(join(projectRoot, path), "utf8"));
    const ours = readdirSync(join(projectRoot, "generated/lib"), { recursive: true, encoding: "utf8" })
      .filter((path) => path.endsWith(".d.ts"))
      .map((path) => readFileSync(join(projectRoot, "generated/lib", path), "utf8"));
    for (const name of names) {
      expect(
        sdk.some((text) => exported(text, name)),
        `the SDK exports ${name}`,
      ).toBe(true);
      expect(
        ours.some((text) => exported(text, name)),
        `mcp-errors exports ${name}`,
      ).toBe(true);
    }
  });

  it("has TypeScript blocks only, each with the output it prints", () => {
    expect(docBlocks(page).filter((block) => block.lang !== "ts")).toEqual([]);
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    for (const block of blocks) expect(block.output, `the block at line ${block.line}`).toBeDefined();
  });

  it("type-checks every block against the real SDK and mcp-errors", () => {
    expect(typeErrors(files)).toEqual([]);
  });

  it.each(blocks.map((block, i) => [block.line, i] as const))(
    "runs the block at line %i and prints what the page says",
    async (_line, i) => {
      const run = await runBlock(files[i] ?? "", dir);
      expect(run.stderr).toBe(blocks[i]?.stderr ?? "");
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(blocks[i]?.output);
    },
  );
});
