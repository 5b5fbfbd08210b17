/** JSON with object keys sorted at every depth, two-space indented, newline-terminated. */
export function stableJson(value: unknown): string {
  const sorted = (_: string, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v;
  return JSON.stringify(value, sorted, 2) + "\n";
}
