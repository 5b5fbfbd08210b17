/**
 * Canonical JSON, the form both languages' answers are compared in: object members sorted by the
 * UTF-8 bytes of their keys, no whitespace, numbers and strings as JSON.stringify writes them
 * (NaN and ±Infinity as null), members whose value is undefined left out. Written straight to
 * text, so a "__proto__" key is a key like any other.
 */
export function canonical(value: unknown): string {
  if (value === undefined) return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? "null" : canonical(v))).join(",")}]`;
  const keys = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(",")}}`;
}
