/**
 * Stage 4: one revision's schema.ts -> SchemaModel, and a register data shape -> TypeShape (ts-morph,
 * syntax only, no type checker). Every problem found in a text is reported together in one GenError.
 */
import { Node, type SourceFile } from "ts-morph";
import { diagnostic, fail, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { SchemaSource } from "../inputs/read-schema.ts";
import type { Declaration, SchemaModel, SourceLocation, TypeShape } from "../model/schema-model.ts";
import { positionOf } from "../util/input-text.ts";
import { stableJson } from "../util/stable-json.ts";
import { indexDeclarations } from "./declarations.ts";
import { findErrorConstants, findErrorInterfaces, findVersion } from "./find-errors.ts";
import { findEnvelope, findRequestMeta, findResultType } from "./find-facts.ts";
import { readJsDoc } from "./jsdoc.ts";
import {
  checkNesting,
  checkSyntax,
  locator,
  syntaxErrors,
  throwIfAny,
  withSourceFile,
} from "./parse-source.ts";
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

/** The models as people and `npm run diff` read them: stable JSON, revisions in the order given. */
export function dumpSchemaModels(models: SchemaModel[]): string {
  return stableJson(models);
}

function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function extractFromFile(file: SourceFile, source: SchemaSource): SchemaModel {
  const { display } = source;
  const revision = source.revision.id;
  const problems: Diagnostic[] = [];
  const referenced = new Set<string>();
  const locate = locator(file, display);
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
    declarations,
  };
}

/**
 * The declarations that error data and the envelope refer to, transitively, so that the runtime can
 * carry real types. Converting one adds what it refers to, which the loop visits in turn (a Set
 * iterates what is added while it runs); each name is added once, so cycles end.
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

/** Where a register data shape starts (every problem is reported there), what it may name, what it describes. */
export type TypeTextContext = SourceLocation & { declarations: ReadonlySet<string>; from: string };

const PREFIX = "type __DataShape = ";

/** A type written as text (`{ supported: string[] }` in the register) -> TypeShape, by the schemas' converter. */
export function parseTypeText(text: string, context: TypeTextContext): TypeShape {
  const { from, declarations } = context;
  const at: SourceLocation = { file: context.file, line: context.line, column: context.column };
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
        const { line, column } = positionOf(text, Math.max(0, node.getStart() - PREFIX.length));
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
