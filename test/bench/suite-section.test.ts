/** The test suite's section of docs/benchmarks.md outlives the bench's rewrite of the rest of it. */
import { describe, expect, it } from "vitest";
import { SUITE_HEADING, suiteSection, withSuiteSection } from "../../tools/bench/suite-section.ts";

const rendered = "# Benchmarks\n\n## Runtime\n\n| a |\n";

describe("suiteSection", () => {
  it("is the section from its heading to the next heading, byte for byte, with one final newline", () => {
    const page = `# Benchmarks\n\n${SUITE_HEADING}\n\nUnit lane: 50 s.\n\n| file | s |\n\n## Runtime\n\nold\n`;
    expect(suiteSection(page)).toBe(`${SUITE_HEADING}\n\nUnit lane: 50 s.\n\n| file | s |\n`);
  });

  it("runs to the end of the page when it is the last section", () => {
    expect(suiteSection(`# B\n\n${SUITE_HEADING}\n\ntext\n\n`)).toBe(`${SUITE_HEADING}\n\ntext\n`);
  });

  it("is empty for a page without one, or with the heading only inside a line", () => {
    expect(suiteSection(rendered)).toBe("");
    expect(suiteSection(`# B\n\nsee ${SUITE_HEADING}\n`)).toBe("");
  });
});

describe("withSuiteSection", () => {
  it("puts the previous page's section after the new report, and drops the rest of the old page", () => {
    const previous = `# Benchmarks\n\n## Runtime\n\nold figures\n\n${SUITE_HEADING}\n\nUnit lane: 50 s.\n`;
    expect(withSuiteSection(rendered, previous)).toBe(`${rendered}\n${SUITE_HEADING}\n\nUnit lane: 50 s.\n`);
  });

  it("leaves the report as it is when the previous page has no section, or there was none", () => {
    expect(withSuiteSection(rendered, "# Benchmarks\n\n## Runtime\n\nold\n")).toBe(rendered);
    expect(withSuiteSection(rendered, "")).toBe(rendered);
  });
});
