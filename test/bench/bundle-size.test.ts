/**
 * What each consumer of a revision imports, and the tree-shaking proof: on the generated package,
 * no bundle of one revision's exports holds another revision's module, and the check does see one
 * when a consumer imports two.
 */
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bundleEntry,
  bundleExports,
  bundleSource,
  consumerExports,
  measureSizes,
  type Sizes,
} from "../../tools/bench/bundle-size.ts";
import { importFile, resolveExport } from "../../tools/bench/package-entries.ts";
import { PROJECT_ROOT } from "../helpers/spec-roots.ts";

const packageDir = join(PROJECT_ROOT, "generated");
const revisionFile = (id: string) => resolveExport(packageDir, `./${id}`);

describe("consumerExports", () => {
  it("gives a client reading errors parseErrorResponse, conditionOf and every guard, and nothing else", async () => {
    const entry = await importFile(revisionFile("2026-07-28"));
    const reading = consumerExports(entry, "reading");
    const guards = Object.keys(entry).filter((name) => /^is[A-Z]/.test(name));
    expect(guards).toContain("isMethodNotFoundError");
    expect(reading).toEqual([...guards, "conditionOf", "parseErrorResponse"].sort());
  });

  it("gives a server answering every constructor, errorResponse, respond and checkRequest", async () => {
    const entry = await importFile(revisionFile("2026-07-28"));
    expect(consumerExports(entry, "answering")).toEqual(
      [...Object.keys(entry.CONDITIONS as object), "checkRequest", "errorResponse", "respond"].sort(),
    );
  });

  it("leaves checkRequest out where the revision has none", async () => {
    const entry = await importFile(revisionFile("2024-11-05"));
    expect(entry.checkRequest).toBeUndefined();
    expect(consumerExports(entry, "answering")).toEqual(
      [...Object.keys(entry.CONDITIONS as object), "errorResponse", "respond"].sort(),
    );
  });
});

describe("bundles of the generated package", () => {
  let sizes: Sizes;
  beforeAll(async () => {
    sizes = await measureSizes(packageDir);
  });

  it("measures the root, translate, and three consumers of every final revision", async () => {
    const root = (await importFile(resolveExport(packageDir, "."))) as { REVISIONS: string[] };
    expect(sizes.entries.map((e) => e.entry)).toEqual(["mcp-errors", "mcp-errors/translate"]);
    expect(sizes.revisions.map((r) => r.revision)).toEqual(root.REVISIONS);
    for (const r of sizes.revisions) {
      // Each consumer ships less than every export, and more than nothing.
      for (const part of [r.reading, r.answering]) {
        expect(part.gzipped).toBeGreaterThan(0);
        expect(part.minified).toBeLessThan(r.everyExport.minified);
      }
      expect(r.everyExport.gzipped).toBeLessThan(r.everyExport.minified);
    }
  });

  it("drops the other revisions from every bundle of one revision's exports", () => {
    for (const r of sizes.revisions) {
      expect(r.otherRevisions).toEqual([]);
      const own = `lib/${r.revision}.js`;
      for (const part of [r.reading, r.answering, r.everyExport]) {
        expect(part.modules).toContain(own);
        expect(part.modules.filter((m) => /^lib\/[^/]*\.js$/.test(m))).toEqual([own]);
      }
    }
  });

  it("sees a second revision when a consumer imports one", async () => {
    const source = [
      `export { parseErrorResponse } from ${JSON.stringify(revisionFile("2024-11-05"))};`,
      `export { isParseError } from ${JSON.stringify(revisionFile("2026-07-28"))};`,
    ].join("\n");
    const { modules } = await bundleSource(source, packageDir);
    expect(modules).toEqual(expect.arrayContaining(["lib/2024-11-05.js", "lib/2026-07-28.js"]));
  });

  it("counts only the exports imported", async () => {
    const file = revisionFile("2026-07-28");
    const one = await bundleExports(file, ["isParseError"], packageDir);
    const all = await bundleEntry(file, packageDir);
    expect(one.minified).toBeLessThan(all.minified);
    expect(one.modules).not.toContain("lib/runtime/check-request.js");
    expect(all.modules).toContain("lib/runtime/check-request.js");
  });

  it("refuses to measure an empty import rather than report a bundle of nothing", async () => {
    await expect(bundleExports(revisionFile("2026-07-28"), [], packageDir)).rejects.toThrow(/no exports/);
  });
});
