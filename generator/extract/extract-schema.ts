/** Stage 4: schema.ts -> SchemaModel, register data text -> TypeShape; ts-morph syntax only, no program. */
import { Node, Project, ts, type SourceFile } from "ts-morph";
import { diagnostic, fail, GenError, type Diagnostic } from "../diagnostics/gen-error.ts";
import { positionsIn, type SchemaSource } from "../inputs/read-schema.ts";
import type { Declaration, SchemaModel, SourceLocation, TypeShape } from "../model/schema-model.ts";
import { compareText } from "../model/type-text.ts";
import { indexDeclarations, MAX_NESTING, readJsDoc } from "./declarations.ts";
import { findErrorConstants, findErrorInterfaces, findVersion } from "./find-errors.ts";
import { findEnvelope, findRequestMeta, findResultType } from "./find-facts.ts";
import { findMethods } from "./find-methods.ts";
import {
  convertMembers,
  convertReference,
  convertType,
  unsupported,
  type TypeContext,
} from "./type-shape.ts";

export function extractSchema(source: SchemaSource): SchemaModel {
  checkNesting(source.text, source.display);
  return withSourceFile(source.text, (file) => {
    checkSyntax(file, source.display);
    return extractFromFile(file, source);
  });
}

const byName = (a: { name: string }, b: { name: string }) => compareText(a.name, b.name);

function extractFromFile(file: SourceFile, source: SchemaSource): SchemaModel {
  const { display } = source;
  const revision = source.revision.id;
  const problems: Diagnostic[] = [];
  const referenced = new Set<string>();
  const position = positionsIn(file.getFullText());
  // A node's first token, JSDoc excluded.
  const locate = (node: Node) => ({ file: display, ...position(node.getStart()) });
  const ctx: TypeContext = {
    index: indexDeclarations(file),
    locate,
    report: (kind, params, node) =>
      problems.push(diagnostic(kind, params, node ? locate(node) : { file: display, line: 1, column: 1 })),
    onReference: (name) => referenced.add(name),
  };

  const protocolVersion = findVersion("LATEST_PROTOCOL_VERSION", revision, ctx);
  const jsonrpcVersion = findVersion("JSONRPC_VERSION", revision, ctx);
  const { interfaces, bindings } = findErrorInterfaces(ctx);
  const constants = findErrorConstants(bindings, ctx);
  const envelope = findEnvelope(revision, ctx);
  const resultType = findResultType(ctx);
  const requestMeta = findRequestMeta(ctx);
  const methods = findMethods(ctx);
  const declarations = collectDeclarations(referenced, ctx);

  throwIfAny(problems);
  if (!envelope) throw new Error(`no envelope and no problem reported for ${display}`);
  return {
    revision,
    file: display,
    protocolVersion,
    jsonrpcVersion,
    constants: [...constants.values()].sort(byName),
    interfaces: interfaces.sort(byName),
    envelope,
    resultType,
    ...(requestMeta ? { requestMeta } : {}),
    methods,
    declarations,
  };
}

/**
 * What error data and the envelope refer to, transitively: converting one adds what it refers to,
 * which the loop visits (a Set iterates what is added while it runs); each name once, so cycles end.
 */
function collectDeclarations(referenced: Set<string>, ctx: TypeContext): Declaration[] {
  const declarations: Declaration[] = [];
  for (const name of referenced) {
    const nodes = ctx.index.types.get(name) ?? [];
    const [first] = nodes;
    const generic = nodes.find((node) => node.getTypeParameters().length > 0);
    // TypeShape has no type parameters; no schema declares a generic type today.
    if (generic) unsupported(generic, name, ctx);
    if (!first || generic) continue;
    const doc = readJsDoc(first);
    const location = ctx.locate(first.getNameNode());
    if (Node.isTypeAliasDeclaration(first)) {
      const type = convertType(first.getTypeNodeOrThrow(), name, ctx);
      declarations.push({ name, kind: "type", extends: [], type, doc, location });
      continue;
    }
    // Interfaces declared more than once merge, as TypeScript merges them.
    const bodies = nodes.filter(Node.isInterfaceDeclaration);
    const bases = bodies
      .flatMap((body) => body.getExtends())
      .map((base) => convertReference(base, `${name} extends`, ctx));
    const members = bodies.flatMap((body) => body.getMembers());
    const type = convertMembers(members, name, ctx);
    declarations.push({ name, kind: "interface", extends: bases, type, doc, location });
  }
  return declarations.sort(byName);
}

/** Where a register data shape starts (its problems are reported there), what it may name and describes. */
export type TypeTextContext = SourceLocation & { declarations: ReadonlySet<string>; from: string };

const PREFIX = "type __DataShape = ";

/** A type written as text (`{ supported: string[] }` in the register) -> TypeShape, as schemas convert. */
export function parseTypeText(text: string, context: TypeTextContext): TypeShape {
  const { from, declarations, ...at } = context;
  const problems: Diagnostic[] = [];
  // The newline keeps a trailing line comment in the text from swallowing the semicolon.
  const shape = withSourceFile(`${PREFIX}${text}\n;`, (file) => {
    const [alias, ...others] = file.getStatements();
    const typeNode = Node.isTypeAliasDeclaration(alias) ? alias.getTypeNode() : undefined;
    // Exactly one type, ending inside the text: anything else would smuggle other statements in.
    if (
      text.trim() === "" ||
      syntaxErrors(file).length > 0 ||
      others.length > 0 ||
      !typeNode ||
      typeNode.getEnd() > PREFIX.length + text.length
    )
      fail("schema/unsupported-type", { text: text.trim(), from }, at);
    return convertType(typeNode, from, {
      // Declarations are known by name only, so Omit<Declared, ...> cannot be spelled out.
      index: {
        types: new Map([...declarations].map((name) => [name, []])),
        variables: new Map(),
        others: new Set(),
      },
      locate: (node) => {
        const { line, column } = positionsIn(text)(Math.max(0, node.getStart() - PREFIX.length));
        return line === 1
          ? { ...at, column: at.column + column - 1 }
          : { ...at, line: at.line + line - 1, column };
      },
      report: (kind, params) => problems.push(diagnostic(kind, params, at)),
      onReference: () => undefined,
    });
  });
  throwIfAny(problems);
  return shape;
}

/** Cascading parse errors after the first few only add noise. */
const MAX_SYNTAX_DIAGNOSTICS = 10;

let project: Project | undefined;

/** Parses `text` for `use`, then drops the file, so repeated runs do not accumulate files. */
function withSourceFile<T>(text: string, use: (file: SourceFile) => T): T {
  project ??= new Project({
    useInMemoryFileSystem: true,
    skipLoadingLibFiles: true,
    compilerOptions: { noLib: true },
  });
  // Every reported location uses the caller's display path, not this name.
  const file = project.createSourceFile("/source.ts", text, { overwrite: true });
  try {
    return use(file);
  } finally {
    project.removeSourceFile(file);
  }
}

/** Parse errors only: the parser records them on the file, so no program is needed. */
function syntaxErrors(file: SourceFile): readonly ts.Diagnostic[] {
  const recorded = (file.compilerNode as unknown as { parseDiagnostics?: readonly ts.Diagnostic[] })
    .parseDiagnostics;
  // parseDiagnostics is not part of the public compiler API; fall back to a program if it goes away.
  return recorded ?? file.getProject().getProgram().compilerObject.getSyntacticDiagnostics(file.compilerNode);
}

function checkSyntax(file: SourceFile, display: string): void {
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
function checkNesting(text: string, display: string): void {
  let depth = 0;
  for (const { 0: token, index } of text.matchAll(NESTING_TOKENS)) {
    if (token === "(" || token === "[" || token === "{") depth++;
    else if (token === ")" || token === "]" || token === "}") depth = Math.max(0, depth - 1);
    if (depth > MAX_NESTING)
      fail("schema/too-deep", { depth, limit: MAX_NESTING }, { file: display, ...positionsIn(text)(index) });
  }
}

function throwIfAny(problems: readonly Diagnostic[]): void {
  if (problems.length === 0) return;
  const ordered = [...problems].sort(
    (a, b) =>
      (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
      (a.location?.column ?? 0) - (b.location?.column ?? 0) ||
      compareText(a.kind, b.kind),
  );
  throw new GenError(ordered);
}
