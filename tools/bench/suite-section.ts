/**
 * The section of docs/benchmarks.md that `npm run bench` does not measure: the test lanes' times,
 * measured by running the lanes themselves (its text says how). The bench keeps it as it stands
 * when it rewrites the rest of the file.
 */
export const SUITE_HEADING = "## The test suite";

/** The suite section of a benchmarks page, from its heading to the next one; "" when it has none. */
export function suiteSection(markdown: string): string {
  const lines = markdown.split("\n");
  const start = lines.indexOf(SUITE_HEADING);
  if (start < 0) return "";
  const end = lines.findIndex((line, i) => i > start && line.startsWith("## "));
  return `${lines
    .slice(start, end < 0 ? undefined : end)
    .join("\n")
    .trimEnd()}\n`;
}

/** The bench's rendered report with the previous page's suite section after it, when it had one. */
export function withSuiteSection(rendered: string, previous: string): string {
  const section = suiteSection(previous);
  return section === "" ? rendered : `${rendered.trimEnd()}\n\n${section}`;
}
