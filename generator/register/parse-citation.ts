/** `source` strings of register citations: "[root:]path:line" or "[root:]path:from-to". */

export type CitationSource = Exclude<ReturnType<typeof parseCitationSource>, { error: string }>;

/** A citation points at a passage, not a file: a range wider than this would match anywhere. */
export const MAX_CITATION_LINES = 20;
/** No spec file is anywhere near this long; a larger line number is a typo. */
export const MAX_CITATION_LINE = 1_000_000;
/** One path segment: no leading dot (no "..", no hidden files), no control or shell-special characters. */
const SEGMENT = /^[A-Za-z0-9_@+][A-Za-z0-9._@+-]*$/;

export const SOURCE = /^(?:([a-z][a-z0-9-]*):)?([^:\s]+):([1-9][0-9]*)(?:-([1-9][0-9]*))?$/;

/** Parsed source, or a reason it is malformed. */
export function parseCitationSource(source: string) {
  const match = SOURCE.exec(source);
  if (!match) return { error: "write <path>:<line> or <path>:<from>-<to>, with an optional <root>: prefix" };
  const [, root = "spec", file = "", from = "0", to] = match;
  if (file.startsWith("/") || file.split("/").includes(".."))
    return { error: "the path must stay inside its spec root" };
  if (!file.split("/").every((segment) => SEGMENT.test(segment)))
    return {
      error: "each path segment must be letters, digits, '.', '_', '-', '@' or '+', and not start with '.'",
    };
  const line = Number(from);
  const endLine = to === undefined ? line : Number(to);
  if (endLine > MAX_CITATION_LINE)
    return { error: `line ${endLine} is past the end of any spec file (at most ${MAX_CITATION_LINE})` };
  if (endLine < line) return { error: `the range ${line}-${endLine} runs backwards` };
  if (endLine - line + 1 > MAX_CITATION_LINES)
    return {
      error: `the range ${line}-${endLine} spans ${endLine - line + 1} lines; cite at most ${MAX_CITATION_LINES}`,
    };
  return { root, file, line, endLine };
}

/** How a cited file is shown: root-prefixed unless the root is "spec" (as in SourceLocation.file). */
export function citationDisplay(root: string, file: string): string {
  return root === "spec" ? file : `${root}:${file}`;
}
