/**
 * The Go module passes the whole corpus, through test/go/conformance (built here), skipping what
 * the corpus declares as differences of the language, and those alone.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runGo } from "../go-target/go-tool.ts";
import { cases, index } from "./corpus-files.ts";
import { PROJECT_ROOT, runRunner, summaryOf } from "./run-runner.ts";

/** The differences docs/go.md documents: a Go program cannot give those answers. */
const GO_SKIPS = ["big-integer", "lone-surrogate", "empty-is-absent", "untyped-input"];

describe("the Go module as the corpus's testee", () => {
  it("passes every case, skipping only the declared language differences", async () => {
    const out = join(PROJECT_ROOT, ".tmp/conformance");
    mkdirSync(out, { recursive: true });
    const adapter = join(out, "go-adapter");
    const build = await runGo(["build", "-o", adapter, "./conformance"], {
      cwd: join(PROJECT_ROOT, "test/go"),
    });
    expect(build.code, build.stderr).toBe(0);
    expect(Object.keys(index.differences).sort()).toEqual([...GO_SKIPS].sort());
    const run = await runRunner([
      ...GO_SKIPS.flatMap((d) => ["--skip", d]),
      "--",
      adapter,
      "-module",
      join(PROJECT_ROOT, "generated/go"),
    ]);
    console.log(run.stdout.trimEnd().split("\n").at(-1));
    expect(run.code, run.stdout.slice(0, 20_000) + run.stderr).toBe(0);
    const skipped = cases.filter((c) => (c.differences ?? []).some((d) => GO_SKIPS.includes(d))).length;
    expect(summaryOf(run.stdout)).toEqual({
      cases: cases.length,
      passed: cases.length - skipped,
      failed: 0,
      expected: 0,
      unexpected: 0,
      skipped,
    });
  }, 600_000);
});
