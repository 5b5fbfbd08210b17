/**
 * What each public module of the package exports, read from its declarations with the TypeScript
 * parser: every exported name, and for a function its signature, printed without comments so that
 * only a change of the signature itself shows. The declarations are where each signature is
 * written once (the templates, or the runtime's sources), so the release compares them rather
 * than a second copy. Names re-exported from another module are looked up there.
 */
import { ts } from "ts-morph";
import type { ApiSurface } from "../target.ts";

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

export function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/** The declarations file a re-export's `from "./x.js"` names, as a path beside `path`. */
export function reExportedFile(specifier: string, path: string): string {
  return new URL(specifier.replace(/\.js$/, ".d.ts"), `file:///${path}`).pathname.slice(1);
}

/** A function declaration as one line: `name(options?: {...}): R`, without `export declare`. */
function signature(node: ts.FunctionDeclaration, file: ts.SourceFile): string {
  return printer
    .printNode(ts.EmitHint.Unspecified, node, file)
    .replace(/^export (declare )?function /, "")
    .replace(/;$/, "")
    .replace(/\s+/g, " ");
}

/** The names `path` exports, each with its signature when it is a function. */
function exportsOf(
  files: ReadonlyMap<string, string>,
  path: string,
  seen: Set<string>,
): Record<string, string | null> {
  const text = files.get(path);
  if (text === undefined || seen.has(path)) return {};
  seen.add(path);
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const out: Record<string, string[] | null> = {};
  const add = (name: string, value: string | null) => {
    if (value === null) out[name] ??= null;
    else out[name] = [...(out[name] ?? []), value];
  };
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier;
      const target = from && ts.isStringLiteral(from) ? reExportedFile(from.text, path) : undefined;
      const there = target ? exportsOf(files, target, new Set(seen)) : {};
      if (statement.exportClause && ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements)
          add(element.name.text, there[(element.propertyName ?? element.name).text] ?? null);
      else for (const [name, value] of Object.entries(there)) add(name, value);
      continue;
    }
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name)
      add(statement.name.text, signature(statement, file));
    else if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) add(d.name.getText(file), null);
    else if (
      (ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isClassDeclaration(statement)) &&
      statement.name
    )
      add(statement.name.text, null);
  }
  return Object.fromEntries(
    Object.entries(out)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => [name, value === null ? null : value.join("; ")]),
  );
}

export function apiSurface(files: ReadonlyMap<string, string>, modules: readonly string[]): ApiSurface {
  return Object.fromEntries([...modules].sort().map((path) => [path, exportsOf(files, path, new Set())]));
}
