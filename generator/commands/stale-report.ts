/** What `gen --check` prints when the output or a derived file is not what gen would write. */
import { isUpToDate, type compareTree } from "../write/tree.ts";
import type { Painter } from "./command.ts";

/**
 * The report of a stale check: `shown` is the output directory as printed (with its trailing `/`),
 * `derived` the derived files outside it that are stale.
 */
export function staleReport(
  c: ReturnType<typeof compareTree>,
  derived: readonly string[],
  shown: string,
  paint: Painter,
): string {
  const what = isUpToDate(c) ? derived.join(", ") : shown;
  const lines = [`${paint.red(paint.bold("stale"))}: ${what} does not match what gen would write`];
  // Every file is missing from a link, which gen replaces: one line says it.
  if (c.link !== undefined) lines.push(`  changed  ${shown} (a symbolic link to ${c.link}, not a directory)`);
  for (const file of c.stale) {
    const how = file.notAFile ? `${file.notAFile}, not a regular file` : `from line ${file.line}`;
    lines.push(`  changed  ${shown}${file.path} (${how})`);
  }
  if (c.link === undefined) lines.push(...c.missing.map((path) => `  missing  ${shown}${path}`));
  lines.push(...c.extra.map((path) => `  extra    ${shown}${path}`));
  lines.push(...derived.map((path) => `  changed  ${path}`));
  return `${lines.join("\n")}\n${paint.cyan("  hint:")} run \`npm run gen\` and commit the result\n`;
}
