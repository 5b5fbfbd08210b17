/**
 * The runner (the committed generated/conformance/bin), on a fixture corpus and a fixture testee
 * whose every case says what the testee does: answer, answer wrongly, exit, hang, print junk,
 * answer another case. Each outcome, the report, and the exit codes 0, 1 and 2.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pathToFileURL } from "node:url";
import { FIXTURES, PROJECT_ROOT, runRunner, summaryOf } from "./run-runner.ts";

/** The runner's comparison, as the package ships it (the committed JavaScript, which the project type-checks as TypeScript). */
const { canonical, differences, matches } = (await import(
  pathToFileURL(join(PROJECT_ROOT, "generated/conformance/lib/compare.js")).href
)) as {
  canonical(value: unknown): string;
  matches(expected: unknown, actual: unknown, match: "exact" | "subset"): boolean;
  differences(expected: unknown, actual: unknown, match: "exact" | "subset"): string[];
};

const CORPUS = ["--corpus", join(FIXTURES, "corpus")];
const TESTEE = ["--", process.execPath, join(FIXTURES, "testee.mjs")];
const only = (...patterns: string[]) => patterns.flatMap((p) => ["--only", p]);

describe("comparing answers", () => {
  it("writes canonical JSON: members sorted, -0 as 0, undefined members left out", () => {
    expect(canonical({ b: [1, { d: -0, c: "x" }], a: null, u: undefined })).toBe(
      '{"a":null,"b":[1,{"c":"x","d":0}]}',
    );
  });

  it("matches exactly, or as a subset at every depth with arrays whole", () => {
    expect(matches({ a: 1 }, { a: 1, b: 2 }, "exact")).toBe(false);
    expect(matches({ a: 1 }, { a: 1, b: 2 }, "subset")).toBe(true);
    expect(matches({ a: { b: 1 } }, { a: { b: 1, c: 2 } }, "subset")).toBe(true);
    expect(matches({ a: [1] }, { a: [1, 2] }, "subset")).toBe(false);
    expect(matches(null, { a: 1 }, "subset")).toBe(false);
  });

  it("names each difference by its path", () => {
    expect(differences({ a: 1, b: { c: [1, 2] } }, { a: 2, b: { c: [1, 3] }, x: 0 }, "exact")).toEqual([
      "$.a: expected 1, got 2",
      "$.b.c[1]: expected 2, got 3",
      "$.x: not expected, got 0",
    ]);
    expect(differences({ "a-b": 1 }, {}, "subset")).toEqual(['$["a-b"]: missing, expected 1']);
  });
});

describe("running a corpus", () => {
  it("passes what the testee answers right, members in any order, exactly or as a subset", async () => {
    const run = await runRunner([...CORPUS, ...only("*/pass*", "*/subset"), "--verbose", ...TESTEE]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain("PASS package/echo/any/pass\n");
    expect(run.stdout).toContain("PASS wire/wire.echo/any/subset\n");
    expect(summaryOf(run.stdout)).toMatchObject({ cases: 3, passed: 3, failed: 0 });
  });

  it("fails a wrong answer with its differences, and exits 1", async () => {
    const run = await runRunner([...CORPUS, ...only("package/echo/any/wrong", "*/subset-*"), ...TESTEE]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("FAIL package/echo/any/wrong\n");
    expect(run.stdout).toContain("  $.a: expected 1, got 2\n");
    expect(run.stdout).toContain("  $.c: not expected, got true\n");
    expect(run.stdout).toContain("  $.body.id: missing, expected 1\n");
    expect(run.stdout).toContain("  $.list: expected [1,2], got [1,2,3]\n");
    expect(summaryOf(run.stdout)).toMatchObject({ cases: 3, passed: 0, failed: 3 });
  });

  it("fails the case a testee exits on, with its stderr, and starts it again for the next", async () => {
    const run = await runRunner([
      ...CORPUS,
      ...only("package/echo/any/dies*"),
      "--case-timeout",
      "0",
      ...TESTEE,
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("FAIL package/echo/any/dies\n");
    expect(run.stdout).toContain("the testee exited (code 3) before answering");
    expect(run.stdout).toContain("giving up on package/echo/any/dies");
    expect(summaryOf(run.stdout)).toMatchObject({ cases: 2, passed: 1, failed: 1 });
  });

  it("stops a testee that does not answer within the case deadline, and fails that case with its stderr", async () => {
    const run = await runRunner([
      ...CORPUS,
      ...only("package/echo/any/hangs"),
      "--case-timeout",
      "2000",
      ...TESTEE,
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("no answer before the deadline: the testee was stopped");
    expect(run.stdout).toContain("hanging on package/echo/any/hangs");
  });

  it("fails junk, an answer to another case, and a testee's own error line", async () => {
    const run = await runRunner([...CORPUS, ...only("*/junk", "*/other-id", "*/no-answer"), ...TESTEE]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("the testee printed a line that is no JSON: Traceback: not an answer");
    expect(run.stdout).toContain('the testee answered another case: {"id":"package/echo/any/pass"');
    expect(run.stdout).toContain("the testee has no answer: this testee has no such op");
    expect(summaryOf(run.stdout)).toMatchObject({ cases: 3, failed: 3 });
  });

  it("fails a case whose answer comes after another line, and passes over that answer for the next case", async () => {
    const run = await runRunner([
      ...CORPUS,
      ...only("*/junk-then-answer", "*/unknown-op"),
      "--case-timeout",
      "0",
      ...TESTEE,
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("FAIL package/echo/any/junk-then-answer\n");
    expect(run.stdout).toContain("the testee printed a line that is no JSON: loading...");
    expect(summaryOf(run.stdout)).toMatchObject({ cases: 2, passed: 1, failed: 1 });
  });

  it("fails a case answered with a line too long to be an answer, and stops the testee", async () => {
    const run = await runRunner([...CORPUS, ...only("*/zz-flood"), "--case-timeout", "0", ...TESTEE]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "the testee printed a line that is no JSON: [over 16777216 characters without a line break] xxx",
    );
  });

  it("gives up on a testee that keeps exiting without an answer: the cases left are not run", async () => {
    const run = await runRunner([...CORPUS, "--", process.execPath, "-e", "process.exit(1)"]);
    expect(run.code).toBe(1);
    expect(run.stdout.match(/before answering/g)).toHaveLength(3);
    expect(run.stdout).toContain("not run: the testee kept exiting without answering");
  });

  it("skips the cases of a declared difference, and refuses one the corpus does not declare", async () => {
    const skipped = await runRunner([
      ...CORPUS,
      ...only("*/odd"),
      "--skip",
      "odd-language",
      "--verbose",
      ...TESTEE,
    ]);
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toContain("SKIP package/echo/any/odd (odd-language)\n");
    expect(summaryOf(skipped.stdout)).toMatchObject({ cases: 1, skipped: 1 });
    const unknown = await runRunner([...CORPUS, "--skip", "even-language", ...TESTEE]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown difference even-language: the corpus declares odd-language");
  });

  it("takes a file of expected failures: failing as listed exits 0", async () => {
    const run = await runRunner([
      ...CORPUS,
      "--expected-failures",
      join(FIXTURES, "expected-failures.txt"),
      "--skip",
      "odd-language",
      ...only(
        "*/pass*",
        "*/wrong",
        "*/dies*",
        "*/junk",
        "*/other-id",
        "*/no-answer",
        "*/unknown-op",
        "wire/*",
      ),
      "--case-timeout",
      "0",
      ...TESTEE,
    ]);
    expect(run.code, run.stdout).toBe(0);
    expect(summaryOf(run.stdout)).toMatchObject({
      cases: 12,
      passed: 5,
      failed: 0,
      expected: 7,
      unexpected: 0,
    });
    expect(run.stdout).toContain("XFAIL package/echo/any/other-id\n");
  });

  it("exits 1 when a case listed as failing passes, or a listed line names no case of the corpus", async () => {
    const dir = mkdtempSync(join(tmpdir(), "conformance-"));
    try {
      writeFileSync(join(dir, "passes.txt"), "package/echo/any/pass\n");
      writeFileSync(join(dir, "stale.txt"), "# gone\npackage/echo/any/renamed-long-ago\n");
      const passes = await runRunner([
        ...CORPUS,
        "--expected-failures",
        join(dir, "passes.txt"),
        ...only("*/pass"),
        ...TESTEE,
      ]);
      expect(passes.code).toBe(1);
      expect(passes.stdout).toContain(
        "XPASS package/echo/any/pass: listed as an expected failure, but it passes",
      );
      const stale = await runRunner([
        ...CORPUS,
        "--expected-failures",
        join(dir, "stale.txt"),
        ...only("*/pass"),
        ...TESTEE,
      ]);
      expect(stale.code).toBe(1);
      expect(stale.stdout).toContain(
        `STALE ${join(dir, "stale.txt")}:2: package/echo/any/renamed-long-ago names no case of the corpus`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("selects by layer, and writes every case's outcome to --report", async () => {
    const dir = mkdtempSync(join(tmpdir(), "conformance-"));
    try {
      const report = join(dir, "report.json");
      const run = await runRunner([...CORPUS, "--layer", "wire", "--report", report, ...TESTEE]);
      expect(run.code).toBe(1);
      const written = JSON.parse(readFileSync(report, "utf8")) as {
        corpus: string;
        results: { id: string; outcome: string }[];
      };
      expect(written.corpus).toBe("0.0.1");
      expect(written.results.map((r) => [r.id, r.outcome])).toEqual([
        ["wire/wire.echo/any/subset", "passed"],
        ["wire/wire.echo/any/subset-missing", "failed"],
        ["wire/wire.echo/any/subset-array", "failed"],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("usage", () => {
  it.each([
    [[...TESTEE.slice(0, 1)], "no testee: give its command after --"],
    [["--frobnicate", ...TESTEE], "unknown option --frobnicate"],
    [["--case-timeout", "soon", ...TESTEE], "--case-timeout takes milliseconds, got soon"],
    [["--layer", "transport", ...TESTEE], "unknown layer transport: the corpus has wire, package"],
    [["--corpus", join(FIXTURES, "no-such-corpus"), ...TESTEE.slice(0)], "cannot read"],
    [["--expected-failures", join(FIXTURES, "no-such-file.txt"), ...TESTEE], "no-such-file.txt"],
  ])("exits 2 on %j", async (args, message) => {
    const run = await runRunner(args[0] === "--corpus" ? args : [...CORPUS, ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });

  it("exits 2 when the testee cannot be started", async () => {
    const run = await runRunner([...CORPUS, "--", join(FIXTURES, "no-such-testee")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("cannot start");
  });

  it("prints its usage, with the exit codes, for --help", async () => {
    const run = await runRunner(["--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Usage: mcp-errors-conformance [options] -- <command> [args...]");
    expect(run.stdout).toContain("Exit codes:");
    expect(readFileSync(join(PROJECT_ROOT, "docs/conformance.md"), "utf8")).toContain(run.stdout.trimEnd());
  });
});
