/** The size section states each budget's verdict from the figures, and explains a whole subpath that misses. */
import { describe, expect, it } from "vitest";
import type { BundleSize } from "../../tools/bench/bundle-size.ts";
import { renderSubpathFloor } from "../../tools/bench/render-report.ts";

const row = (entry: string, gzipped: number, budget?: number): BundleSize => ({
  entry,
  minified: gzipped * 3,
  gzipped,
  gzippedTogether: gzipped,
  chunks: 1,
  ...(budget === undefined ? {} : { budget }),
});

describe("renderSubpathFloor", () => {
  it("says every budgeted row holds when none is over", () => {
    expect(
      renderSubpathFloor([row("mcp-errors", 5000, 6144), row("mcp-errors/2025-11-25", 3000, 3072)]),
    ).toEqual(["Every budgeted row holds."]);
  });

  it("names a missed whole subpath and gives the spans of the tables, answering and reading rows", () => {
    const text = renderSubpathFloor([
      row("mcp-errors", 5000, 6144),
      row("mcp-errors/2024-11-05", 4096, 3072),
      row("mcp-errors/2024-11-05, reading errors", 2048, 3072),
      row("mcp-errors/2024-11-05, answering with errors", 2560),
      row("mcp-errors/2024-11-05, tables only", 1024),
      row("mcp-errors/2026-07-28", 6144, 3072),
      row("mcp-errors/2026-07-28, reading errors", 2560, 3072),
      row("mcp-errors/2026-07-28, answering with errors", 3584),
      row("mcp-errors/2026-07-28, tables only", 2048),
    ]).join(" ");
    expect(text).toContain("Missed: mcp-errors/2024-11-05, mcp-errors/2026-07-28.");
    expect(text).toContain("every export takes 4.00 KB to 6.00 KB");
    expect(text).toContain("tables alone take 1.00 KB to 2.00 KB");
    expect(text).toContain("what is left of 3.00 KB");
    expect(text).toContain("imports only its constructors and respond ships 2.50 KB to 3.50 KB");
    expect(text).toContain("ships 2.00 KB to 2.50 KB");
  });

  it("names any other missed row without the subpath explanation", () => {
    expect(
      renderSubpathFloor([row("mcp-errors", 7000, 6144), row("mcp-errors/2025-11-25", 3000, 3072)]),
    ).toEqual(["Missed: mcp-errors."]);
  });
});
