/**
 * The committed package as its users get it: packed with npm, installed from the tarball, then
 * type-checked and run by a CommonJS consumer (TypeScript 5.4 and 6.0, node16 and node10
 * resolution), an ESM consumer (NodeNext) and a bundler consumer (esbuild). `gen --check` keeps
 * generated/ equal to what the generator renders, so these run against the generator's output.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { publint } from "publint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
