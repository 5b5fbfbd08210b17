/** Bundle sizes count what loads up front: chunks a dynamic import loads on demand are left out. */
import { join } from "node:path";
import type { Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import {
  bundleSize,
  partBundleSize,
  inlinedBundleSize,
  staticClosure,
} from "../../generator/bench/bundle-size.ts";
import { resolveExport } from "../../generator/bench/package-entries.ts";
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

  it("keeps a subpath's functions and the tables they read, not the tables only a reader looks at", async () => {
    const entry = resolveExport(packageDir, "./2026-07-28");
    const all = await bundleSize(entry, "all");
    const functions = await partBundleSize(entry, "functions", "functions");
    const tables = await partBundleSize(entry, "tables", "tables");
    expect(functions.minified).toBeLessThan(all.minified);
    expect(functions.gzipped).toBeLessThan(all.gzipped);
    expect(tables.minified).toBeLessThan(all.minified);
  });

  it("bundles a revision subpath into one chunk", async () => {
    const size = await bundleSize(resolveExport(packageDir, "./2026-07-28"), "mcp-errors/2026-07-28");
    expect(size).toMatchObject({ entry: "mcp-errors/2026-07-28", chunks: 1 });
    expect(size.gzipped).toBe(size.gzippedTogether);
    expect(size.gzipped).toBeLessThan(size.minified);
  });
});
