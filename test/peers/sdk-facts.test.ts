/**
 * What spec/sdk-comparison.yaml says the official SDK does, checked against the installed
 * packages: each observation runs its probe and must find exactly the stated facts.
 */
import { describe, expect, it } from "vitest";
import { loadComparison } from "../../generator/sdk-comparison/load.ts";
import { projectRoot } from "../diff/real-spec.ts";
import { PROBES } from "./support/sdk-probes.ts";

const observations = loadComparison(projectRoot).points.flatMap((point) =>
  point.observed.map((observation) => ({ point: point.id, ...observation })),
);

describe("the official SDK v2, as spec/sdk-comparison.yaml describes it", () => {
  it.each(observations)("$point: $probe", async ({ probe, facts }) => {
    const run = PROBES[probe];
    if (run === undefined) throw new Error(`no probe ${probe} in test/peers/support/sdk-probes.ts`);
    const seen = await run();
    expect(Object.fromEntries(Object.keys(facts).map((key) => [key, seen[key]]))).toEqual(facts);
  });
});
