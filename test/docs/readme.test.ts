/**
 * The package README as a reader copies it: every TypeScript block type-checks against the built
 * package under strict settings, runs, and prints what the README says it prints; the install line
 * names the package; the API tables list every function the modules export at run time; the
 * TypeScript versions it names are the ones the consumer tests check.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docBlocks, runBlock, typeErrors, writeBlocks } from "../helpers/doc-blocks.ts";
import { must } from "../helpers/must.ts";
import { projectRoot } from "../runtime/render-package.ts";

const readme = readFileSync(join(projectRoot, "generated/README.md"), "utf8");
const blocks = docBlocks(readme);
const code = blocks.filter((block) => block.lang === "ts" || block.lang === "js");
const dir = join(projectRoot, ".tmp", `readme-blocks-${process.pid}`);
let files: string[] = [];

beforeAll(() => {
  files = writeBlocks(code, dir, "readme");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const section = (title: string): string => readme.split(`\n${title}\n`)[1]?.split(/\n#{2,3} /)[0] ?? "";

/** The first cell of each row of a section's table: `name()` or `new Name()`. */
const tableNames = (title: string): string[] =>
  [...section(title).matchAll(/^\| `(?:new )?(\w+)\(\)`/gm)].map((m) => m[1] ?? "");

const functionsOf = (module: Record<string, unknown>): string[] =>
  Object.keys(module).filter((name) => typeof module[name] === "function");

describe("the package README", () => {
  it("has TypeScript blocks, a CommonJS one, the texts they print, and install lines that work today", () => {
    const others = blocks.map((block) => block.lang).filter((lang) => lang !== "ts");
    expect(others).toEqual(["sh", "sh", "js"]);
    expect(code.length).toBeGreaterThanOrEqual(7);
    expect(section("## Quick start")).toContain("```text");
    // Nothing is published: the install lines are the ones test/emit/package-consumers.test.ts runs.
    const install = section("## Install");
    expect(install).toContain("not published on the npm registry yet");
    expect(install).not.toMatch(/^npm install mcp-errors$/m);
    expect(install).toContain("npm pack ./generated");
  });

  it("type-checks every block against the package (strict, exactOptionalPropertyTypes, NodeNext)", () => {
    expect(typeErrors(files.filter((file) => file.endsWith(".mts")))).toEqual([]);
  });

  it.each(code.map((block, i) => [block.line, i] as const))(
    "runs the block at line %i and prints what the README says",
    async (_line, i) => {
      const run = await runBlock(files[i] ?? "", dir);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(code[i]?.output ?? "");
    },
  );

  it("lists every function of the root and of mcp-errors/translate, each with what it throws", async () => {
    const root = (await import("mcp-errors")) as Record<string, unknown>;
    const translate = (await import("mcp-errors/translate")) as Record<string, unknown>;
    expect(new Set(tableNames("### `mcp-errors`"))).toEqual(new Set(functionsOf(root)));
    expect(new Set(tableNames("### `mcp-errors/translate`"))).toEqual(new Set(functionsOf(translate)));
    for (const title of ["### `mcp-errors`", "### `mcp-errors/translate`", "### A revision module"])
      for (const row of section(title)
        .split("\n")
        .filter((line) => line.startsWith("| `")))
        expect(row.split("|").at(-2)?.trim(), row).toMatch(/throws/i);
  });

  it("lists every function of every revision module, under the revisions that have it", async () => {
    const { REVISIONS, PREVIEW_REVISIONS } = await import("mcp-errors");
    const rows = [...section("### A revision module").matchAll(/^\| `(\w+)\(\)`\s*\| ([^|]+)\|/gm)];
    const ids = [...REVISIONS, ...PREVIEW_REVISIONS];
    for (const id of ids) {
      const specifier = id.startsWith("draft-") ? `mcp-errors/prerelease/${id}` : `mcp-errors/${id}`;
      const module = (await import(specifier)) as Record<string, unknown>;
      const listed = rows
        .map(([, name, revisions]) => [name, (revisions ?? "").trim().split(", ")] as const)
        .filter(([, revisions]) => revisions[0] === "every revision" || revisions.includes(id))
        .map(([name]) => name);
      expect(new Set(listed), id).toEqual(new Set(functionsOf(module)));
    }
  });

  it("names the TypeScript versions the consumer tests check, and the Node.js the package needs", () => {
    // From the lock files, which pin what the consumer tests install (the integration lane installs test/consumers).
    const versionOf = (lockFile: string, name: string): string => {
      const lock = JSON.parse(readFileSync(join(projectRoot, lockFile), "utf8")) as {
        packages: Record<string, { version: string }>;
      };
      return must(lock.packages[`node_modules/${name}`], name).version.split(".").slice(0, 2).join(".");
    };
    const oldest = versionOf("test/consumers/package-lock.json", "typescript-4.7");
    expect(readme).toContain(`- TypeScript ${oldest} and later.`);
    expect(readme).toContain(`TypeScript ${oldest} (`);
    expect(readme).toContain(`, ${versionOf("test/consumers/package-lock.json", "typescript")} (`);
    expect(readme).toContain(` and ${versionOf("package-lock.json", "typescript")} (`);
    const { engines } = JSON.parse(readFileSync(join(projectRoot, "generated/package.json"), "utf8")) as {
      engines: { node: string };
    };
    expect(readme).toContain(`Node.js ${engines.node.replace(/^>=/, "")} or later`);
  });

  it("links pages of the project's repository that exist", () => {
    const links = [
      ...readme.matchAll(/\]\(https:\/\/github\.com\/mcp-errgen\/mcp-errgen\/blob\/main\/([^)#]+)\)/g),
    ];
    expect(links.map((link) => link[1])).toEqual([
      "docs/json.md",
      "docs/go.md",
      "docs/with-the-sdk.md",
      "docs/sdk-comparison.md",
    ]);
    for (const [, path] of links) expect(existsSync(join(projectRoot, path ?? "")), path).toBe(true);
  });

  it("has migration notes from 0.1 for the signatures the changelog says changed", () => {
    const notes = section("## Migrating from 0.1");
    for (const name of ["resourceNotFound", "internalError", "toolInputError", "httpStatus", "translate"])
      expect(notes).toContain(name);
    expect(readFileSync(join(projectRoot, "generated/CHANGELOG.md"), "utf8")).toMatch(
      /toolInputError: signature `toolInputError\(message: string\)/,
    );
  });
});
