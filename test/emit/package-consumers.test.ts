/**
 * The committed package as its users get it: packed with npm, installed from the tarball, then
 * type-checked and run by a CommonJS consumer (TypeScript 5.4 and 6.0, node16 and node10
 * resolution), an ESM consumer (NodeNext) and a bundler consumer (esbuild). `gen --check` keeps
 * generated/ equal to what the generator renders, so these run against the generator's output.
 * Then each way the docs say to install it, run as written: the package README's npm lines
 * (a packed tarball, a `file:` dependency) and docs/go.md's go.mod (a `replace`, then vendored).
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { publint } from "publint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docBlocks } from "../helpers/doc-blocks.ts";
import { runGo } from "../go-target/go-tool.ts";
import { projectRoot } from "../runtime/render-package.ts";

const generatedDir = join(projectRoot, "generated");
const TSC_6 = join(projectRoot, "node_modules/typescript/bin/tsc");
// Installed apart by `npm test`'s pretest step (test/consumers/package.json), so that its tsc
// never shadows the project's own.
const TSC_5_4 = join(projectRoot, "test/consumers/node_modules/typescript/bin/tsc");
// The oldest TypeScript the package README names: the first with node16 resolution.
const TSC_4_7 = join(projectRoot, "test/consumers/node_modules/typescript-4.7/bin/tsc");

let work: string;
let tarball: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "mcp-errors-consumers-"));
  execFileSync("npm", ["pack", "--silent", "--pack-destination", work, generatedDir], { encoding: "utf8" });
  const packed = readdirSync(work).find((name) => name.endsWith(".tgz"));
  if (packed === undefined) throw new Error("npm pack wrote no tarball");
  tarball = join(work, packed);
  writeFileSync(join(work, "package.json"), JSON.stringify({ name: "consumers", private: true }));
  execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", "--silent", tarball], {
    cwd: work,
  });
});
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A consumer folder below the shared install, with its own package.json type and tsconfig. */
function consumer(
  name: string,
  type: "module" | "commonjs",
  compilerOptions: Record<string, unknown>,
  source: string,
): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name, private: true, type }));
  writeFileSync(join(dir, "consumer.ts"), source);
  // Just enough of Node's globals that no @types package is needed.
  writeFileSync(join(dir, "globals.d.ts"), "declare const console: { log(text: string): void };\n");
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        lib: ["ES2022"],
        strict: true,
        types: [],
        skipLibCheck: false,
        outDir: "out",
        ...compilerOptions,
      },
      files: ["consumer.ts", "globals.d.ts"],
    }),
  );
  return dir;
}

function tsc(compiler: string, dir: string): void {
  try {
    execFileSync(process.execPath, [compiler, "-p", "tsconfig.json"], { cwd: dir, encoding: "utf8" });
  } catch (error) {
    throw new Error(`${dir} does not type-check:\n${(error as { stdout?: string }).stdout ?? String(error)}`);
  }
}

function run(file: string, cwd: string): unknown {
  return JSON.parse(execFileSync(process.execPath, [file], { cwd, encoding: "utf8" }));
}

/** What every consumer computes, from the root and from two revision subpaths. */
const BODY = `
const parsed = parseErrorResponse(LATEST_REVISION, { jsonrpc: "2.0", id: 1, error: { code: modern.ErrorCode.UnsupportedProtocolVersion, message: "no", data: { supported: [LATEST_REVISION], requested: "1999-01-01" } } });
const legacyParsed = legacy.parseErrorResponse({ jsonrpc: "2.0", id: 1, error: { code: legacy.ErrorCode.ResourceNotFound, message: "gone", data: { uri: "file:///x" } } });
console.log(JSON.stringify({
  latest: LATEST_REVISION,
  known: isRevision("2025-11-25"),
  resourceNotFound: legacy.ErrorCode.ResourceNotFound,
  headerMismatch: modern.ErrorCode.HeaderMismatch,
  parsed: parsed.ok ? parsed.condition : parsed.reason,
  legacyParsed: legacyParsed.ok ? legacyParsed.condition : legacyParsed.reason,
  mcpError: typeof McpError,
}));
`;

const EXPECTED = {
  latest: "2026-07-28",
  known: true,
  resourceNotFound: -32002,
  headerMismatch: -32020,
  parsed: "unsupportedProtocolVersion",
  legacyParsed: "resourceNotFound",
  mcpError: "function",
};

const IMPORTS = `import { LATEST_REVISION, McpError, isRevision, parseErrorResponse } from "mcp-errors";
import * as legacy from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
`;

describe("the packed package", () => {
  it("is clean for publint and for attw's default profile (node10, node16 CJS and ESM, bundler)", async () => {
    const { messages } = await publint({ pkgDir: generatedDir, level: "suggestion", strict: true });
    expect(messages).toEqual([]);
    let report: string;
    try {
      report = execFileSync(join(projectRoot, "node_modules/.bin/attw"), [tarball, "--format", "ascii"], {
        encoding: "utf8",
        env: { ...process.env, NO_COLOR: "1" },
      });
    } catch (error) {
      throw new Error(`attw reported problems:\n${(error as { stdout?: string }).stdout ?? String(error)}`);
    }
    expect(report).toContain("No problems found");
    for (const resolution of [
      "node10",
      "node16 (from CJS): 🟢 (CJS)",
      "node16 (from ESM): 🟢 (ESM)",
      "bundler",
    ])
      expect(report).toContain(resolution);
  });

  it.each([
    ["TypeScript 6.0", TSC_6],
    ["TypeScript 5.4", TSC_5_4],
  ])("serves a CommonJS consumer on %s with node16 resolution", (_name, compiler) => {
    const dir = consumer(
      `cjs-node16-${compiler === TSC_6 ? "6" : "54"}`,
      "commonjs",
      { module: "node16", moduleResolution: "node16" },
      IMPORTS + BODY,
    );
    tsc(compiler, dir);
    expect(run("out/consumer.js", dir)).toEqual(EXPECTED);
  });

  it("serves a CommonJS consumer on TypeScript 5.4 with module commonjs and node10 resolution", () => {
    const dir = consumer(
      "cjs-node10",
      "commonjs",
      { module: "commonjs", moduleResolution: "node10" },
      IMPORTS + BODY,
    );
    tsc(TSC_5_4, dir);
    expect(run("out/consumer.js", dir)).toEqual(EXPECTED);
  });

  it.each([
    ["commonjs", "node16"],
    ["module", "node16"],
    ["commonjs", "node"],
  ] as const)("serves a %s consumer on TypeScript 4.7 with %s resolution", (type, resolution) => {
    const module = resolution === "node" ? "commonjs" : "node16";
    const dir = consumer(
      `ts47-${type}-${resolution}`,
      type,
      { module, moduleResolution: resolution },
      IMPORTS + BODY,
    );
    tsc(TSC_4_7, dir);
    expect(run("out/consumer.js", dir)).toEqual(EXPECTED);
  });

  it("serves an ESM consumer with NodeNext resolution", () => {
    const dir = consumer(
      "esm",
      "module",
      { module: "NodeNext", moduleResolution: "NodeNext" },
      IMPORTS + BODY,
    );
    tsc(TSC_6, dir);
    expect(run("out/consumer.js", dir)).toEqual(EXPECTED);
  });

  it("serves a bundler consumer: type-checked with bundler resolution, bundled by esbuild", async () => {
    const dir = consumer(
      "bundler",
      "module",
      { module: "ESNext", moduleResolution: "bundler", noEmit: true },
      IMPORTS + BODY,
    );
    tsc(TSC_6, dir);
    await build({
      entryPoints: [join(dir, "consumer.ts")],
      bundle: true,
      platform: "neutral",
      format: "esm",
      outfile: join(dir, "out/bundle.mjs"),
      logLevel: "silent",
    });
    expect(run("out/bundle.mjs", dir)).toEqual(EXPECTED);
  });

  it("loads the same condition tables through require() and import()", () => {
    const dir = join(work, "mixed");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "mixed.mjs"),
      `import { createRequire } from "node:module";
import * as esm from "mcp-errors/2025-11-25";
const cjs = createRequire(import.meta.url)("mcp-errors/2025-11-25");
console.log(JSON.stringify({ same: JSON.stringify(esm.ErrorCode) === JSON.stringify(cjs.ErrorCode), keys: Object.keys(esm).sort().join() === Object.keys(cjs).filter((k) => k !== "__esModule").sort().join() }));
`,
    );
    expect(run("mixed.mjs", dir)).toEqual({ same: true, keys: true });
  });

  it("recognises an McpError, and a built error's condition, across the ESM and CommonJS copies", () => {
    const dir = join(work, "dual");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "dual.mjs"),
      `import { createRequire } from "node:module";
import * as esm from "mcp-errors";
import * as esmModern from "mcp-errors/2026-07-28";
const require = createRequire(import.meta.url);
const cjs = require("mcp-errors");
const cjsModern = require("mcp-errors/2026-07-28");
const fromEsm = new esm.McpError(esmModern.missingRequestMeta());
const fromCjs = new cjs.McpError(cjsModern.missingRequestMeta());
console.log(JSON.stringify({
  esmSeenByCjs: fromEsm instanceof cjs.McpError && cjs.isMcpError(fromEsm),
  cjsSeenByEsm: fromCjs instanceof esm.McpError && esm.isMcpError(fromCjs),
  plainError: new Error("x") instanceof cjs.McpError,
  statusAcross: [cjs.httpStatusOf("2026-07-28", fromEsm), esm.httpStatusOf("2026-07-28", fromCjs)],
}));
`,
    );
    expect(run("dual.mjs", dir)).toEqual({
      esmSeenByCjs: true,
      cjsSeenByEsm: true,
      plainError: false,
      statusAcross: [400, 400],
    });
  });
});

/**
 * A clone as the docs picture it: `mcp-errgen/` (a copy of the committed generated/, so that what
 * runs there writes nothing into this project) and `yourproject/` beside it.
 */
function beside(): { clone: string; project: string } {
  const root = mkdtempSync(join(work, "install-"));
  const clone = join(root, "mcp-errgen");
  cpSync(generatedDir, join(clone, "generated"), { recursive: true });
  const project = join(root, "yourproject");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "yourproject", private: true }));
  return { clone, project };
}

/** A `sh` block of the package README run line by line, in the folder its `# in ...` comment names. */
function runInstallBlock(code: string, dirs: { clone: string; project: string }): void {
  let cwd: string | undefined;
  for (const line of code.split("\n").filter((l) => l.trim() !== "")) {
    if (line.startsWith("# in the clone")) cwd = dirs.clone;
    else if (line.startsWith("# in your project")) cwd = dirs.project;
    else if (cwd === undefined) throw new Error(`the install block runs "${line}" without saying where`);
    else
      execFileSync("bash", ["-c", line], {
        cwd,
        encoding: "utf8",
        // Offline: everything it installs comes from the clone.
        env: {
          ...process.env,
          npm_config_offline: "true",
          npm_config_audit: "false",
          npm_config_fund: "false",
        },
      });
  }
}

/** What a consumer in `project` gets through import and require. */
function consumeFrom(project: string): unknown {
  writeFileSync(
    join(project, "consumer.mjs"),
    `import { createRequire } from "node:module";
import { LATEST_REVISION } from "mcp-errors";
import * as legacy from "mcp-errors/2025-11-25";
const cjs = createRequire(import.meta.url)("mcp-errors/2025-11-25");
const json = createRequire(import.meta.url)("mcp-errors/json/mcp-errors.json");
console.log(JSON.stringify({ latest: LATEST_REVISION, esm: legacy.ErrorCode.ResourceNotFound, cjs: cjs.ErrorCode.ResourceNotFound, json: json.revisions.length > 0 }));
`,
  );
  return run("consumer.mjs", project);
}

describe("each way the docs say to install it, as written", () => {
  const readme = readFileSync(join(generatedDir, "README.md"), "utf8");
  const install = readme.split("\n## Install\n")[1]?.split("\n## ")[0] ?? "";
  const [tarballWay, fileWay] = docBlocks(install).filter((block) => block.lang === "sh");
  const CONSUMED = { latest: "2026-07-28", esm: -32002, cjs: -32002, json: true };

  it("npm: a tarball packed in the clone, installed in the project", () => {
    expect(tarballWay?.code).toContain("npm pack ./generated");
    const dirs = beside();
    runInstallBlock(tarballWay?.code ?? "", dirs);
    expect(lstatSync(join(dirs.project, "node_modules/mcp-errors")).isDirectory()).toBe(true);
    expect(consumeFrom(dirs.project)).toEqual(CONSUMED);
  });

  it("npm: a file: dependency on the clone's generated/", () => {
    expect(fileWay?.code).toContain("npm install ../mcp-errgen/generated");
    const dirs = beside();
    runInstallBlock(fileWay?.code ?? "", dirs);
    const manifest = JSON.parse(readFileSync(join(dirs.project, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
    };
    expect(manifest.dependencies?.["mcp-errors"]).toBe("file:../mcp-errgen/generated");
    expect(lstatSync(join(dirs.project, "node_modules/mcp-errors")).isSymbolicLink()).toBe(true);
    expect(consumeFrom(dirs.project)).toEqual(CONSUMED);
  });

  it("Go: docs/go.md's go.mod with its replace directive, then vendored and built without the clone", async () => {
    const page = readFileSync(join(projectRoot, "docs/go.md"), "utf8");
    const goMod = docBlocks(page).find((block) => block.code.startsWith("module "))?.code ?? "";
    expect(goMod).toContain(
      "replace github.com/mcp-errgen/mcp-errgen/generated/go => ../mcp-errgen/generated/go",
    );
    const { clone, project } = beside();
    writeFileSync(join(project, "go.mod"), goMod);
    writeFileSync(
      join(project, "main.go"),
      `package main

import (
\t"fmt"

\tmcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
\t"github.com/mcp-errgen/mcp-errgen/generated/go/mcp20251125"
)

func main() {
\tfmt.Println(mcp20251125.CodeResourceNotFound, mcperrors.IsRevision("2026-07-28"))
}
`,
    );
    // No network: the module and its (absent) dependencies come from the clone alone.
    const env = { GOPROXY: "off", GOFLAGS: "-mod=mod" };
    const direct = await runGo(["run", "."], { cwd: project, env });
    expect(direct.stderr).toBe("");
    expect(direct.stdout).toBe("-32002 true\n");
    const vendor = await runGo(["mod", "vendor"], { cwd: project, env });
    expect(vendor.code, vendor.stderr).toBe(0);
    renameSync(clone, `${clone}-gone`);
    const vendored = await runGo(["run", "."], { cwd: project, env: { GOPROXY: "off", GOFLAGS: "" } });
    expect(vendored.stderr).toBe("");
    expect(vendored.stdout).toBe("-32002 true\n");
  });
});
