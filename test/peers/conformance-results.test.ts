/** Reading the conformance suite's checks.json, and when a scenario run counts as passed. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatResults, judge, parseChecks, type Check } from "../../tools/conformance/results.ts";

const check = (status: Check["status"], id = "c"): Check => ({ id, status });

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
    expect(judge("s", "2026-07-28", exitCode, checks, 1).passed).toBe(passed);
  });

  it("lists the failed and warned checks in the summary", () => {
    const result = judge(
      "s",
      "2026-07-28",
      1,
      [{ id: "x", status: "FAILURE", errorMessage: "Expected 400" }],
      1.5,
    );
    expect(result.counts.FAILURE).toBe(1);
    expect(formatResults([result])).toContain("s: FAILURE x: Expected 400");
  });
});
