/** Reading the conformance suite's checks.json, and when a scenario run counts as passed. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatResults, judge, parseChecks, type Check } from "../../tools/conformance/results.ts";
import { SCENARIOS, type ScenarioRun } from "../../tools/conformance/scenarios.ts";

const check = (status: Check["status"], id = "c"): Check => ({ id, status });
const RUN: ScenarioRun = { scenario: "s", specVersion: "2026-07-28", target: "server" };
const THROUGH_PROXY: ScenarioRun = {
  scenario: "s",
  specVersion: "2026-07-28",
  target: "modernProxy",
  untestable: { checks: ["needs-tool"], reason: "the upstream lists no such tool" },
};

describe("parseChecks", () => {
  it.each([
    [
      "a check list",
      '[{"id":"a","status":"SUCCESS","description":"d"}]',
      [{ id: "a", status: "SUCCESS", description: "d" }],
    ],
    ["not JSON", "{", []],
    ["not a list", '{"id":"a"}', []],
    [
      "a check the suite marks untestable",
      '[{"id":"a","status":"FAILURE","details":{"untestable":true}},{"id":"b","status":"FAILURE","details":{"untestable":"yes"}}]',
      [
        { id: "a", status: "FAILURE", untestable: true },
        { id: "b", status: "FAILURE" },
      ],
    ],
    [
      "entries without an id or with an unknown status",
      '[{"status":"SUCCESS"},{"id":"b","status":"MAYBE"},null]',
      [],
    ],
  ])("%s", (_name, text, checks) => {
    expect(parseChecks(text)).toEqual(checks);
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.string(), (text) => Array.isArray(parseChecks(text))));
    fc.assert(fc.property(fc.jsonValue(), (value) => Array.isArray(parseChecks(JSON.stringify(value)))));
  });
});

describe("judge", () => {
  it.each([
    ["successes and skips", 0, [check("SUCCESS"), check("SKIPPED")], true],
    ["a failure", 1, [check("SUCCESS"), check("FAILURE")], false],
    ["a warning, even when the suite exits 0", 0, [check("SUCCESS"), check("WARNING")], false],
    ["no checks at all", 0, [], false],
    ["a suite that was killed", null, [check("SUCCESS")], false],
  ])("%s", (_name, exitCode, checks, passed) => {
    expect(judge(RUN, exitCode, checks, 1).passed).toBe(passed);
  });

  it("allows only the checks a run lists as untestable, and only when the suite marked them so", () => {
    const untestable: Check = { id: "needs-tool", status: "FAILURE", untestable: true };
    const allowed = judge(THROUGH_PROXY, 1, [check("SUCCESS"), untestable], 1);
    expect(allowed.passed).toBe(true);
    expect(allowed.untestable).toEqual([{ id: "needs-tool", reason: "the upstream lists no such tool" }]);
    expect(allowed.problems).toEqual([]);
    // The same check failing for a real reason, another untestable check, or the same check on a
    // run that does not list it: each fails the run.
    expect(
      judge(THROUGH_PROXY, 1, [check("SUCCESS"), { id: "needs-tool", status: "FAILURE" }], 1).passed,
    ).toBe(false);
    expect(
      judge(THROUGH_PROXY, 1, [check("SUCCESS"), { id: "other", status: "FAILURE", untestable: true }], 1)
        .passed,
    ).toBe(false);
    expect(judge(RUN, 1, [check("SUCCESS"), untestable], 1).passed).toBe(false);
    // Exit 1 is expected only with an allowed check to explain it.
    expect(judge(THROUGH_PROXY, 1, [check("SUCCESS")], 1).passed).toBe(false);
    expect(judge(THROUGH_PROXY, 2, [check("SUCCESS"), untestable], 1).passed).toBe(false);
  });

  it("lists the failed and warned checks in the summary", () => {
    const result = judge(RUN, 1, [{ id: "x", status: "FAILURE", errorMessage: "Expected 400" }], 1.5);
    expect(result.counts.FAILURE).toBe(1);
    expect(formatResults([result])).toContain("s (2026-07-28, server): FAILURE x: Expected 400");
  });
});

describe("SCENARIOS", () => {
  it("runs every scenario against the server and again through the proxy in front of its other era", () => {
    const on = (target: ScenarioRun["target"]) =>
      SCENARIOS.filter((r) => r.target === target).map((r) => `${r.scenario}@${r.specVersion}`);
    const server = on("server");
    expect(server).toHaveLength(10);
    expect([...on("modernProxy"), ...on("legacyProxy")].sort()).toEqual([...server].sort());
    expect(on("modernProxy").every((r) => r.endsWith("@2026-07-28"))).toBe(true);
    expect(on("legacyProxy").every((r) => r.endsWith("@2025-11-25"))).toBe(true);
  });

  it("allows untestable checks only through a proxy, with a reason", () => {
    for (const run of SCENARIOS.filter((r) => r.untestable !== undefined)) {
      expect(run.target).not.toBe("server");
      expect(run.untestable?.reason).not.toBe("");
    }
  });
});
