// Compiled by mcp-errgen from runtime/conformance/lib/patterns.ts; do not edit.
/** Case-id patterns, as --only and the expected-failures file give them: `*` matches any text. */
export function pattern(text) {
  const escaped = text.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`);
}
/** An expected-failures file: one case id or pattern a line; blank lines and `#` comments are ignored. */
export function parseExpectedFailures(text) {
  const entries = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/#.*$/, "").trim();
    if (line !== "") entries.push({ line: index + 1, text: line, pattern: pattern(line) });
  });
  return { entries };
}
