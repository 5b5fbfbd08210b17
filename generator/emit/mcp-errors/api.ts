/** The package's API read from its emitted declarations: the release surface and the README's tables. */
import { ts } from "ts-morph";
import { compareText } from "../../model/type-text.ts";
import type { ApiSurface } from "../target.ts";

/** Text with its code spans as parts, the form the README's `mdItem` helper escapes. */
type Prose = (string | { code: string })[];

/** An exported name and its declaration (none for a re-export of what the other module lacks). */
type Exported = { name: string; node?: ts.Statement; file: ts.SourceFile };

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

const print = (node: ts.Node, file: ts.SourceFile) =>
  printer.printNode(ts.EmitHint.Unspecified, node, file).replace(/\s+/g, " ");

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** What `path` declares or re-exports, in file order; a re-export is followed into the module it names. */
function exportsOf(files: ReadonlyMap<string, string>, path: string, seen: Set<string>): Exported[] {
  const text = files.get(path);
  if (text === undefined || seen.has(path)) return [];
  seen.add(path);
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const out: Exported[] = [];
  for (const node of file.statements) {
    if (ts.isExportDeclaration(node)) {
      const from = node.moduleSpecifier;
      const target = from && ts.isStringLiteral(from) ? reExportedFile(from.text, path) : undefined;
      const there = target ? exportsOf(files, target, new Set(seen)) : [];
      if (!node.exportClause || !ts.isNamedExports(node.exportClause)) out.push(...there);
      else {
        // In the order of the module that declares them; a name it lacks is still exported.
        const names = new Map(node.exportClause.elements.map((e) => [(e.propertyName ?? e.name).text, e]));
        for (const x of there) {
          const element = names.get(x.name);
          if (element) out.push({ ...x, name: element.name.text });
        }
        for (const [name, e] of names)
          if (!there.some((x) => x.name === name)) out.push({ name: e.name.text, file });
      }
    } else if (isExported(node)) {
      if (ts.isVariableStatement(node))
        for (const d of node.declarationList.declarations)
          out.push({ name: d.name.getText(file), node, file });
      else if (
        (ts.isFunctionDeclaration(node) ||
          ts.isInterfaceDeclaration(node) ||
          ts.isTypeAliasDeclaration(node) ||
          ts.isClassDeclaration(node)) &&
        node.name
      )
        out.push({ name: node.name.text, node, file });
    }
  }
  return out;
}

function reExportedFile(specifier: string, path: string): string {
  return new URL(specifier.replace(/\.js$/, ".d.ts"), `file:///${path}`).pathname.slice(1);
}

/** Each public module's exports; signatures on one line without comments: only a signature change shows. */
export function apiSurface(files: ReadonlyMap<string, string>): ApiSurface {
  const surface = (path: string) => {
    const out: Record<string, string[] | null> = {};
    for (const { name, node, file } of exportsOf(files, path, new Set())) {
      if (node && ts.isFunctionDeclaration(node)) {
        const signature = print(node, file)
          .replace(/^export (declare )?function /, "")
          .replace(/;$/, "");
        out[name] = [...(out[name] ?? []), signature];
      } else out[name] ??= null;
    }
    return Object.fromEntries(
      Object.entries(out)
        .sort(([a], [b]) => compareText(a, b))
        .map(([name, value]) => [name, value === null ? null : value.join("; ")]),
    );
  };
  // lib/runtime/ is internal.
  const modules = [...files.keys()].filter((path) => /^lib\/(?!runtime\/).*\.d\.ts$/.test(path));
  return Object.fromEntries(modules.sort().map((path) => [path, surface(path)]));
}

/** Type text as a reader writes it: one line, without the modules' `$` import aliases. */
const typeText = (node: ts.Node | undefined, file: ts.SourceFile): string =>
  node === undefined ? "void" : print(node, file).replace(/\$(?=[A-Za-z])/g, "");

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

/** The README's rows for what `path` exports, a row per overload (which shares the first one's doc). */
export function apiRows(files: ReadonlyMap<string, string>, path: string) {
  type Call = { call: string; node: ts.SignatureDeclaration; file: ts.SourceFile };
  const calls = exportsOf(files, path, new Set()).flatMap(({ node, file }): Call[] => {
    if (node && ts.isFunctionDeclaration(node) && node.name)
      return [{ call: `${node.name.text}()`, node, file }];
    if (!node || !ts.isClassDeclaration(node) || !node.name) return [];
    const call = `new ${node.name.text}()`;
    return node.members.filter(ts.isConstructorDeclaration).map((member) => ({ call, node: member, file }));
  });
  let previous: { call: string; throws: Prose } | undefined;
  return calls.map(({ call, node, file }) => {
    const own = throwsOf(node);
    const throws = own.join("") === "" && previous?.call === call ? previous.throws : own;
    previous = { call, throws };
    return {
      call,
      parameters: node.parameters.map((p) => typeText(p, file)).join(", "),
      returns: ts.isConstructorDeclaration(node) ? call.slice(4, -2) : typeText(node.type, file),
      throws,
    };
  });
}

/** One row per distinct signature of the revision modules (id -> .d.ts path, oldest first), naming them. */
export function revisionApiRows(files: ReadonlyMap<string, string>, modules: [string, string][]) {
  const rows = new Map<string, ReturnType<typeof apiRows>[number] & { ids: string[] }>();
  for (const [id, path] of modules)
    for (const row of apiRows(files, path)) {
      const key = JSON.stringify([row.call, row.parameters, row.returns]);
      const known = rows.get(key) ?? { ...row, ids: [] };
      known.ids.push(id);
      rows.set(key, known);
    }
  return [...rows.values()]
    .sort((a, b) => compareText(a.call, b.call))
    .map(({ ids, ...row }) => ({
      ...row,
      revisions: ids.length === modules.length ? "every revision" : ids.join(", "),
    }));
}
