/** `source` strings of register citations: "[root:]path:line" or "[root:]path:from-to". */

export interface CitationSource {
  root: string;
  file: string;
  line: number;
  endLine: number;
}

const SOURCE = /^(?:([a-z][a-z0-9-]*):)?([^:\s]+):([1-9][0-9]*)(?:-([1-9][0-9]*))?$/;

/** Parsed source, or a reason it is malformed. */
export function parseCitationSource(source: string): CitationSource | { error: string } {
  const match = SOURCE.exec(source);
  if (!match) return { error: "write <path>:<line> or <path>:<from>-<to>, with an optional <root>: prefix" };
  const [, root = "spec", file = "", from = "0", to] = match;
  if (file.startsWith("/") || file.split("/").includes(".."))
    return { error: "the path must stay inside its spec root" };
  const line = Number(from);
  const endLine = to === undefined ? line : Number(to);
  if (endLine < line) return { error: `the range ${line}-${endLine} runs backwards` };
  return { root, file, line, endLine };
}

/** How a cited file is shown: root-prefixed unless the root is "spec" (as in SourceLocation.file). */
export function citationDisplay(root: string, file: string): string {
  return root === "spec" ? file : `${root}:${file}`;
}
