/**
 * Stage 4: one revision's schema.ts -> SchemaModel (ts-morph, syntax only, no type checker).
 * Every problem found in the file is reported together in one GenError.
 */
import { Node, type SourceFile } from "ts-morph";
import { diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { SchemaSource } from "../inputs/read-schema.ts";
import type { Declaration, SchemaModel } from "../model/schema-model.ts";
import { stableJson } from "../util/stable-json.ts";
import { indexDeclarations } from "./declarations.ts";
import { findErrorConstants, findVersion } from "./find-constants.ts";
import { findEnvelope } from "./find-envelope.ts";
import { findErrorInterfaces } from "./find-error-interfaces.ts";
import { findRequestMeta } from "./find-request-meta.ts";
import { findResultType } from "./find-result-type.ts";
import { readJsDoc } from "./jsdoc.ts";
import { checkNesting, checkSyntax, locator, throwIfAny, withSourceFile } from "./parse-source.ts";
import {
  convertMembers,
  convertReference,
  convertType,
  unsupported,
  type TypeContext,
} from "./type-shape.ts";

export { MAX_NESTING } from "./parse-source.ts";
export { parseTypeText, type TypeTextContext } from "./parse-type-text.ts";

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
