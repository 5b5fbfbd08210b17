/**
 * The README's API tables, read from the emitted declarations: each function's parameters and
 * return type as declared, and what it throws as its doc comment says. The declarations are the
 * one place each signature is written, so the README cannot drift from them.
 */
import { ts } from "ts-morph";
import { isExported, reExportedFile } from "./api-surface.ts";

/** Text with its code spans as parts, the form the README's `mdItem` helper escapes. */
type Prose = (string | { code: string })[];

export interface ApiRow {
  /** `name(…)`, or `new Name(…)` for a class. */
  call: string;
  parameters: string;
  returns: string;
  /** The doc comment's sentences about throwing; `[""]` when it says nothing. */
  throws: Prose;
  /** For a revision module's function: the revisions whose module declares it so. */
  revisions?: string;
}

const printer = ts.createPrinter({ removeComments: true });

/** Type text as a reader writes it: one line, without the modules' `$` import aliases. */
const text = (node: ts.Node | undefined, file: ts.SourceFile): string =>
  node === undefined
    ? "void"
    : printer
        .printNode(ts.EmitHint.Unspecified, node, file)
        .replace(/\s+/g, " ")
        .replace(/\$(?=[A-Za-z])/g, "");

/** The doc comment's sentences about throwing, each from its first clause that names it. */
function throwsOf(node: ts.Node): Prose {
  const doc = ts.getJSDocCommentsAndTags(node).find(ts.isJSDoc);
  const comment = typeof doc?.comment === "string" ? doc.comment.replace(/\s+/g, " ") : "";
  const said = comment
    .split(/(?<=\.) (?=[A-Z`])/)
    .map((sentence) => sentence.split("; "))
    .map((clauses) => clauses.slice(clauses.findIndex((c) => /\bthrows?\b/i.test(c))).join("; "))
    .filter((sentence) => /\bthrows?\b/i.test(sentence))
    .map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1))
    .join(" ");
  return said.split(/`([^`]*)`/).map((part, i) => (i % 2 === 1 ? { code: part } : part));
}

type Signature = Omit<ApiRow, "revisions">;

function rowOf(call: string, node: ts.SignatureDeclaration, file: ts.SourceFile): Signature {
  return {
    call,
    parameters: node.parameters.map((p) => text(p, file)).join(", "),
    returns: ts.isConstructorDeclaration(node) ? call.slice(4, -2) : text(node.type, file),
    throws: throwsOf(node),
  };
}

/**
 * The functions (and class constructors) `path` declares or re-exports, a row per overload; an
 * overload without a doc comment shares the first one's.
 */
export function apiRows(files: ReadonlyMap<string, string>, path: string): Signature[] {
  const source = files.get(path);
  if (source === undefined) throw new Error(`no declarations at ${path}`);
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const rows: Signature[] = [];
  const add = (row: Signature) => {
    const previous = rows[rows.length - 1];
    const silent = row.throws.join("") === "";
    rows.push(silent && previous?.call === row.call ? { ...row, throws: previous.throws } : row);
  };
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const from = reExportedFile((statement.moduleSpecifier as ts.StringLiteral).text, path);
      const names = statement.exportClause;
      const wanted = names && ts.isNamedExports(names) ? names.elements.map((e) => e.name.text) : null;
      for (const row of apiRows(files, from))
        if (wanted === null || wanted.includes(row.call.replace(/^new |\(\)$/g, ""))) add(row);
    } else if (isExported(statement) && ts.isFunctionDeclaration(statement) && statement.name) {
      add(rowOf(`${statement.name.text}()`, statement, file));
    } else if (isExported(statement) && ts.isClassDeclaration(statement) && statement.name) {
      for (const member of statement.members)
        if (ts.isConstructorDeclaration(member)) add(rowOf(`new ${statement.name.text}()`, member, file));
    }
  }
  return rows;
}

/**
 * The functions of every revision module, one row per distinct signature, naming the revisions
 * that declare it so (`modules` maps a revision id to its declarations' path, oldest first).
 */
export function revisionApiRows(files: ReadonlyMap<string, string>, modules: [string, string][]): ApiRow[] {
  const rows = new Map<string, ApiRow & { ids: string[] }>();
  for (const [id, path] of modules)
    for (const row of apiRows(files, path)) {
      const key = JSON.stringify([row.call, row.parameters, row.returns]);
      const known = rows.get(key) ?? { ...row, ids: [] };
      known.ids.push(id);
      rows.set(key, known);
    }
  const every = modules.length;
  return [...rows.values()]
    .sort((a, b) => (a.call < b.call ? -1 : a.call > b.call ? 1 : 0))
    .map(({ ids, ...row }) => ({
      ...row,
      revisions: ids.length === every ? "every revision" : ids.join(", "),
    }));
}
