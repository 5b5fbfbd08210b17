/**
 * The shared vectors (test/vectors/vectors.ts: generated responses and requests; the cases
 * written for every branch are the conformance corpus's, test/conformance/go-testee.test.ts)
 * through both languages: the TypeScript runtime's answers are in the vectors; `go test` in
 * test/go gives each to the Go module and compares its answer, as canonical JSON bytes. Also the Go gates: gofmt -l empty and go vet clean for the
 * generated module and the Go tests, and the rest of test/go (typed constructors, the fuzz
 * corpus, the docs' examples).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildVectors, type Vector } from "../vectors/vectors.ts";
import { PROJECT_ROOT, runGo } from "./go-tool.ts";

const GO_MODULE = join(PROJECT_ROOT, "generated/go");
const GO_TESTS = join(PROJECT_ROOT, "test/go");
const OUT = join(PROJECT_ROOT, ".tmp/vectors");

describe("the Go module and the TypeScript runtime on the shared vectors", () => {
  let vectors: Vector[];
  beforeAll(async () => {
    vectors = await buildVectors();
  }, 120_000);

  it("holds thousands of generated responses and requests, through every function that reads them", () => {
    const kinds = new Map<string, number>();
    for (const v of vectors) kinds.set(v.kind, (kinds.get(v.kind) ?? 0) + 1);
    for (const kind of [
      "parse",
      "translate",
      "translateResponse",
      "respond",
      "checkRequest",
      "requestEra",
      "method",
    ])
      expect(kinds.get(kind), kind).toBeGreaterThan(0);
    expect(kinds.get("parse")).toBeGreaterThan(2000);
    expect(kinds.get("translateResponse")).toBeGreaterThan(2000);
  });

  it("gets the same canonical JSON answers from Go", async () => {
    mkdirSync(OUT, { recursive: true });
    const file = join(OUT, "vectors.json");
    const summaryFile = join(OUT, "summary.json");
    writeFileSync(file, JSON.stringify(vectors));
    writeFileSync(summaryFile, "{}");
    const run = await runGo(["test", "-count=1", "-run", "^TestVectors$", "."], {
      cwd: GO_TESTS,
      env: { MCP_ERRORS_VECTORS: file, MCP_ERRORS_VECTORS_SUMMARY: summaryFile },
    });
    const summary = JSON.parse(readFileSync(summaryFile, "utf8")) as {
      compared?: number;
      mismatches?: number;
      byKind?: Record<string, number>;
      first?: unknown[];
    };
    console.log(
      `shared vectors: ${summary.compared} compared (${JSON.stringify(summary.byKind)}), ${summary.mismatches} differ`,
    );
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(summary.compared).toBe(vectors.length);
    expect(summary.mismatches, JSON.stringify(summary.first, null, 2)).toBe(0);
  }, 300_000);
});

describe("the Go gates", () => {
  it("gofmt -l finds nothing to reformat in the generated module or the Go tests", async () => {
    const run = await runGo(["-l", GO_MODULE, GO_TESTS], { cwd: PROJECT_ROOT, command: "gofmt" });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe("");
  });

  it("go vet is clean for the generated module and the Go tests", async () => {
    for (const cwd of [GO_MODULE, GO_TESTS]) {
      const run = await runGo(["vet", "./..."], { cwd });
      expect(run.code, `${cwd}: ${run.stdout}${run.stderr}`).toBe(0);
    }
  }, 300_000);

  it("the generated module needs Go 1.22 and nothing beyond the standard library", () => {
    const mod = readFileSync(join(GO_MODULE, "go.mod"), "utf8");
    expect(mod).toBe("module github.com/mcp-errgen/mcp-errgen/generated/go\n\ngo 1.22\n");
  });

  it("go test passes in test/go (typed constructors, the kept fuzz corpus, the docs' examples)", async () => {
    const run = await runGo(["test", "-count=1", "./..."], { cwd: GO_TESTS });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  }, 300_000);
});
