/** The readers' growth in docs/benchmarks.md: its input, and its verdicts from fixed figures. */
import { describe, expect, it } from "vitest";
import { GROWTH_LIMIT, toolResultOfBlocks } from "../../tools/bench/reader-growth.ts";
import { renderGrowth } from "../../tools/bench/render-report.ts";

describe("the readers' growth", () => {
  it("times a tool result of N text blocks, each block its own", () => {
    const body = JSON.parse(toolResultOfBlocks(3)) as { result: { isError: boolean; content: unknown[] } };
    expect(body.result.isError).toBe(true);
    expect(body.result.content).toEqual([
      { type: "text", text: "block 0" },
      { type: "text", text: "block 1" },
      { type: "text", text: "block 2" },
    ]);
  });

  it("holds linear growth (about 4× at 4N) and misses quadratic growth (16×)", () => {
    const lines = renderGrowth([
      { language: "TypeScript", blocks: 25_000, msAtN: 50, msAt4N: 210 },
      { language: "Go", blocks: 25_000, msAtN: 10_000, msAt4N: 160_000 },
    ]);
    expect(lines).toContain(`| TypeScript | 25,000 | 50 ms | 210 ms | 4.20× | ≤ ${GROWTH_LIMIT}×, holds |`);
    expect(lines).toContain(`| Go | 25,000 | 10000 ms | 160000 ms | 16.00× | ≤ ${GROWTH_LIMIT}×, missed |`);
    expect(renderGrowth(undefined)).toEqual([]);
  });
});
