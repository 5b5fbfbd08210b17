/**
 * Parses schema text into a ts-morph SourceFile without a type-check program: an in-memory
 * project, no lib files, no dependency resolution. Extraction walks syntax only, so parsing
 * is the whole cost.
 */
import { Project, ts, type Node, type SourceFile } from "ts-morph";
import { diagnostic, GenError } from "../diagnostics/gen-error.ts";
import type { SourceLocation } from "../model/schema-model.ts";

/** Cascading parse errors after the first few only add noise. */
const MAX_SYNTAX_DIAGNOSTICS = 10;

let project: Project | undefined;
let fileCounter = 0;

function sharedProject(): Project {
  project ??= new Project({
    useInMemoryFileSystem: true,
    skipAddingFilesFromTsConfig: true,
    skipFileDependencyResolution: true,
    skipLoadingLibFiles: true,
    compilerOptions: { noLib: true },
  });
  return project;
}

/**
 * Parses `text` and hands the source file to `use`, then drops it from the project so repeated
 * runs do not accumulate files. The text may have syntax errors; see checkSyntax.
 */
export function withSourceFile<T>(text: string, use: (file: SourceFile) => T): T {
  const proj = sharedProject();
  // The in-memory name only has to be unique; every reported location uses the caller's display path.
  const file = proj.createSourceFile(`/source-${++fileCounter}.ts`, text, { overwrite: true });
  try {
    return use(file);
  } finally {
    proj.removeSourceFile(file);
  }
}

/** Parse errors only: the parser records them on the file, so no program is needed. */
export function syntaxErrors(file: SourceFile): readonly ts.Diagnostic[] {
  const recorded = (file.compilerNode as unknown as { parseDiagnostics?: readonly ts.Diagnostic[] })
    .parseDiagnostics;
  // parseDiagnostics is not part of the public compiler API; fall back to a program if it goes away.
  return recorded ?? file.getProject().getProgram().compilerObject.getSyntacticDiagnostics(file.compilerNode);
}

/** Throws schema/syntax with every parse error (line:col) when the file is not valid TypeScript. */
export function checkSyntax(file: SourceFile, display: string): void {
  const errors = syntaxErrors(file);
  if (errors.length === 0) return;
  throw new GenError(
    errors.slice(0, MAX_SYNTAX_DIAGNOSTICS).map((error) => {
      const { line, column } = file.getLineAndColumnAtPos(error.start ?? 0);
      return diagnostic(
        "schema/syntax",
        { reason: ts.flattenDiagnosticMessageText(error.messageText, " ") },
        { file: display, line, column },
      );
    }),
  );
}

/** 1-based line and column of a node's first token (JSDoc excluded). */
export function locationOf(node: Node, display: string): SourceLocation {
  const { line, column } = node.getSourceFile().getLineAndColumnAtPos(node.getStart());
  return { file: display, line, column };
}
