// Compiled by mcp-errgen from runtime/conformance/lib/compare.ts; do not edit.
/**
 * How an answer is held against the expected one: canonical JSON (members sorted, numbers as
 * JSON writes them), exactly or as a subset (every member the expected value names, at every
 * depth; arrays whole), and the differences named by their path.
 */
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
/** A JSON value as text with its members sorted: equal values give equal text. */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v)).join(",")}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
/** Whether the answer holds what is expected. */
export function matches(expected, actual, match) {
  if (match === "subset" && isObject(expected))
    return (
      isObject(actual) &&
      Object.keys(expected).every((key) => key in actual && matches(expected[key], actual[key], match))
    );
  return canonical(expected) === canonical(actual);
}
const MAX_LINES = 20;
/** `$.body.error.code: expected -32602, got -32002`, for each difference, at most 20. */
export function differences(expected, actual, match) {
  const lines = [];
  const walk = (e, a, path) => {
    if (lines.length >= MAX_LINES) return;
    if (isObject(e) && isObject(a)) {
      for (const key of Object.keys(e).sort()) {
        const at = `${path}${/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`}`;
        if (!(key in a)) lines.push(`${at}: missing, expected ${canonical(e[key])}`);
        else walk(e[key], a[key], at);
      }
      if (match === "exact")
        for (const key of Object.keys(a).sort())
          if (!(key in e) && a[key] !== undefined)
            lines.push(`${path}.${key}: not expected, got ${canonical(a[key])}`);
      return;
    }
    if (Array.isArray(e) && Array.isArray(a) && e.length === a.length) {
      e.forEach((item, i) => walk(item, a[i], `${path}[${i}]`));
      return;
    }
    if (canonical(e) !== canonical(a)) lines.push(`${path}: expected ${canonical(e)}, got ${canonical(a)}`);
  };
  walk(expected, actual, "$");
  return lines;
}
