/**
 * The shared vectors (test/vectors/vectors.ts: generated responses and requests, hostile ones
 * included, each with the TypeScript runtime's answer) through the Python package:
 * test/python/vectors.py compares its answers with TypeScript's as canonical JSON, and an id
 * beyond 2^53 by the text the body writes it with.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildVectors } from "../vectors/vectors.ts";
import { PROJECT_ROOT, PYTHON, run } from "./python-tool.ts";

const OUT = join(PROJECT_ROOT, ".tmp/vectors-python");

describe("the Python package and the TypeScript runtime on the shared vectors", () => {
  it("gives the same canonical JSON answers", async () => {
    const vectors = await buildVectors();
    mkdirSync(OUT, { recursive: true });
    const file = join(OUT, "vectors.json");
    const summaryFile = join(OUT, "summary.json");
    writeFileSync(file, JSON.stringify(vectors));
    const out = await run(PYTHON, [join(PROJECT_ROOT, "test/python/vectors.py"), file, summaryFile]);
    expect(out.code, out.stdout + out.stderr).toBe(0);
    const summary = JSON.parse(readFileSync(summaryFile, "utf8")) as {
      compared: number;
      mismatches: number;
      byKind: Record<string, number>;
      first: unknown[];
    };
    console.log(
      `shared vectors: ${summary.compared} compared (${JSON.stringify(summary.byKind)}), ${summary.mismatches} differ`,
    );
    expect(summary.compared).toBe(vectors.length);
    expect(summary.byKind.parse).toBeGreaterThan(2000);
    expect(summary.mismatches, JSON.stringify(summary.first, null, 2)).toBe(0);
  });
});
