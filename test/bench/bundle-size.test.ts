/** Bundle sizes count what loads up front: chunks a dynamic import loads on demand are left out. */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import {
  bundleSize,
  partBundleSize,
  partExports,
  inlinedBundleSize,
  staticClosure,
} from "../../tools/bench/bundle-size.ts";
import { resolveExport } from "../../tools/bench/package-entries.ts";
import { projectRoot } from "../runtime/render-package.ts";

const output = (imports: [string, "import-statement" | "dynamic-import"][]) => ({
  bytes: 1,
  inputs: {},
  exports: [],
  imports: imports.map(([path, kind]) => ({ path, kind })),
});

describe("staticClosure", () => {
  it("follows static imports transitively and stops at dynamic ones", () => {
    const metafile = {
      inputs: {},
      outputs: {
        "out/index.js": output([
          ["out/chunk-table.js", "import-statement"],
          ["out/rev.js", "dynamic-import"],
        ]),
        "out/chunk-table.js": output([["out/chunk-runtime.js", "import-statement"]]),
        "out/chunk-runtime.js": output([]),
        "out/rev.js": output([
          ["out/chunk-runtime.js", "import-statement"],
          ["out/chunk-rev-only.js", "import-statement"],
        ]),
        "out/chunk-rev-only.js": output([]),
      },
    } as unknown as Metafile;
    expect(staticClosure(metafile, "out/index.js")).toEqual([
      "out/chunk-runtime.js",
      "out/chunk-table.js",
      "out/index.js",
    ]);
    expect(staticClosure(metafile, "out/rev.js")).toEqual([
      "out/chunk-rev-only.js",
      "out/chunk-runtime.js",
      "out/rev.js",
    ]);
  });
});

describe("bundleSize on the generated package", () => {
  const packageDir = join(projectRoot, "generated");

  it("counts the root with every revision's TABLES, which its functions read up front, and no translations", async () => {
    const root = resolveExport(packageDir, ".");
    const split = await bundleSize(root, "root");
    const inlined = await inlinedBundleSize(root, "root, inlined");
    expect(split.chunks).toBe(1);
    expect(split.minified).toBe(inlined.minified);
    expect(split.gzippedTogether).toBe(split.gzipped);
    const translate = await bundleSize(resolveExport(packageDir, "./translate"), "translate");
    expect(translate.minified).toBeGreaterThan(split.minified);
  });

  it("keeps what a client reading errors and a server answering with them import, and the tables they read", async () => {
    const entryFile = resolveExport(packageDir, "./2026-07-28");
    const entry = (await import(pathToFileURL(entryFile).href)) as Record<string, unknown>;
    const reading = partExports(entry, "reading");
    expect(reading).toEqual(
      expect.arrayContaining(["conditionOf", "isMethodNotFoundError", "parseErrorResponse"]),
    );
    expect(reading.filter((name) => !/^is[A-Z]/.test(name))).toEqual(["conditionOf", "parseErrorResponse"]);
    const answering = partExports(entry, "answering");
    expect(answering).toEqual(
      [...Object.keys(entry.CONDITIONS as object), "errorResponse", "respond"].sort(),
    );
    const tables = partExports(entry, "tables");
    expect(tables).toEqual(
      expect.arrayContaining(["CONDITIONS", "HTTP_STATUS", "TRANSLATIONS", "METHOD_NOT_FOUND"]),
    );
    expect(tables.some((name) => typeof entry[name] === "function")).toBe(false);

    const all = await bundleSize(entryFile, "all");
    for (const part of ["reading", "answering", "tables"] as const) {
      const size = await partBundleSize(entryFile, part, part);
      expect(size.minified).toBeLessThan(all.minified);
      expect(size.gzipped).toBeLessThan(all.gzipped);
    }
  });

  it("refuses a part an entry has no exports for, rather than measuring an empty bundle", async () => {
    await expect(partBundleSize(resolveExport(packageDir, "./translate"), "answering", "x")).rejects.toThrow(
      /no exports for the answering part/,
    );
  });

  it("bundles a revision subpath into one chunk", async () => {
    const size = await bundleSize(resolveExport(packageDir, "./2026-07-28"), "mcp-errors/2026-07-28");
    expect(size).toMatchObject({ entry: "mcp-errors/2026-07-28", chunks: 1 });
    expect(size.gzipped).toBe(size.gzippedTogether);
    expect(size.gzipped).toBeLessThan(size.minified);
  });
});
