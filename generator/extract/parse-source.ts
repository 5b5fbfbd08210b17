/**
 * Schema text -> a ts-morph SourceFile, without a type-check program: an in-memory project, no lib
 * files, no dependency resolution. Extraction reads syntax only, so parsing is the whole cost.
 * Problems found in a file are thrown together, so that a user sees them all in one run.
 */
import { Project, ts, type Node, type SourceFile } from "ts-morph";
import { diagnostic, fail, GenError, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { SourceLocation } from "../model/schema-model.ts";
import { positionOf } from "../util/input-text.ts";

/** Brackets and types nest this deep at most: the schemas reach about 8, the parser's stack thousands. */
export const MAX_NESTING = 64;

/** Cascading parse errors after the first few only add noise. */
const MAX_SYNTAX_DIAGNOSTICS = 10;

let project: Project | undefined;
let fileCounter = 0;

/** Parses `text` for `use`, then drops the file, so that repeated runs do not accumulate files. */
export function withSourceFile<T>(text: string, use: (file: SourceFile) => T): T {
  project ??= new Project({
    useInMemoryFileSystem: true,
    skipAddingFilesFromTsConfig: true,
    skipFileDependencyResolution: true,
    skipLoadingLibFiles: true,
    compilerOptions: { noLib: true },
  });
  // The name only has to be unique; every reported location uses the caller's display path.
  const file = project.createSourceFile(`/source-${++fileCounter}.ts`, text, { overwrite: true });
  try {
    return use(file);
  } finally {
    project.removeSourceFile(file);
  }
}

/** Parse errors only: the parser records them on the file, so no program is needed. */
export function syntaxErrors(file: SourceFile): readonly ts.Diagnostic[] {
  const recorded = (file.compilerNode as unknown as { parseDiagnostics?: readonly ts.Diagnostic[] })
    .parseDiagnostics;
  // parseDiagnostics is not part of the public compiler API; fall back to a program if it goes away.
  return recorded ?? file.getProject().getProgram().compilerObject.getSyntacticDiagnostics(file.compilerNode);
}

/** Throws schema/syntax with the first parse errors when the file is not valid TypeScript. */
export function checkSyntax(file: SourceFile, display: string): void {
  const problems = syntaxErrors(file)
    .slice(0, MAX_SYNTAX_DIAGNOSTICS)
    .map((error) => {
      const reason = ts.flattenDiagnosticMessageText(error.messageText, " ");
      const at = file.getLineAndColumnAtPos(error.start ?? 0);
      return diagnostic("schema/syntax", { reason }, { file: display, ...at });
    });
  if (problems.length > 0) throw new GenError(problems);
}

/** Line and block comments, strings (to the closing quote or the line's end) and brackets. */
const NESTING_TOKENS = /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|(["'`])(?:\\[\s\S]|(?!\1)[^\\\n])*\1?|[()[\]{}]/g;

/** Refuses deep brackets before the parser sees them: a located error, not a stack overflow. */
export function checkNesting(text: string, display: string): void {
  let depth = 0;
  for (const { 0: token, index } of text.matchAll(NESTING_TOKENS)) {
    if (token === "(" || token === "[" || token === "{") depth++;
    else if (token === ")" || token === "]" || token === "}") depth = Math.max(0, depth - 1);
    if (depth > MAX_NESTING)
      fail("schema/too-deep", { depth, limit: MAX_NESTING }, { file: display, ...positionOf(text, index) });
  }
}

/**
 * The 1-based line and column of a node's first token (JSDoc excluded). A table of line starts, as
 * ts-morph's getLineAndColumnAtPos scans the text each time: quadratic in a file of many members.
 */
export function locator(file: SourceFile, display: string): (node: Node) => SourceLocation {
  const text = file.getFullText();
  const starts = [0];
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
  return (node) => {
    const pos = node.getStart();
    // Binary search for the last line that starts at or before pos.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((starts[mid] ?? 0) <= pos) low = mid;
      else high = mid - 1;
    }
    return { file: display, line: low + 1, column: pos - (starts[low] ?? 0) + 1 };
  };
}

/** Throws one GenError holding every problem, in source order, when there is any. */
export function throwIfAny(problems: readonly Diagnostic[]): void {
  if (problems.length === 0) return;
  const ordered = [...problems].sort(
    (a, b) =>
      (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
      (a.location?.column ?? 0) - (b.location?.column ?? 0) ||
      (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0),
  );
  throw new GenError(ordered);
}
