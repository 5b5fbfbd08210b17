/** Case-id patterns, as --only and the expected-failures file give them: `*` matches any text. */

export function pattern(text: string): RegExp {
  const escaped = text.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`);
}

export interface ExpectedFailures {
  /** The lines, as written, each with its pattern. */
  entries: { line: number; text: string; pattern: RegExp }[];
}

/** An expected-failures file: one case id or pattern a line; blank lines and `#` comments are ignored. */
export function parseExpectedFailures(text: string): ExpectedFailures {
  const entries: ExpectedFailures["entries"] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/#.*$/, "").trim();
    if (line !== "") entries.push({ line: index + 1, text: line, pattern: pattern(line) });
  });
  return { entries };
}
