/**
 * Stage 1: one revision's schema.ts -> SchemaModel (ts-morph, syntax only, no type checker).
 * Every problem found in the file is reported together in one GenError.
 */
import type { Node, SourceFile } from "ts-morph";
import type { SchemaModel } from "../model/schema-model.ts";
import type { SchemaSource } from "../spec-source/read-schema.ts";
import { collectDeclarations, ReferenceQueue } from "./collect-declarations.ts";
import { indexDeclarations } from "./declaration-index.ts";
import { findErrorConstants, findStringConstant } from "./find-constants.ts";
import { findEnvelope } from "./find-envelope.ts";
import { findErrorBindings, toErrorInterface } from "./find-error-interfaces.ts";
import { checkSyntax, locationOf, withSourceFile } from "./parse-source.ts";
import { Problems } from "./problems.ts";
import { schemaTypeContext } from "./schema-context.ts";

export { dumpSchemaModels } from "./dump-model.ts";
export { parseTypeText, type TypeTextContext } from "./parse-type-text.ts";

export function extractSchema(source: SchemaSource): SchemaModel {
  return withSourceFile(source.text, (file) => {
    checkSyntax(file, source.display);
    return extractFromFile(file, source);
  });
}

function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function extractFromFile(file: SourceFile, source: SchemaSource): SchemaModel {
  const display = source.display;
  const revision = source.revision.id;
  const problems = new Problems();
  const locate = (node: Node) => locationOf(node, display);
  const index = indexDeclarations(file);
  const queue = new ReferenceQueue();
  const ctx = schemaTypeContext(index, display, problems, (name) => queue.add(name));

  const protocolVersion = findStringConstant(
    index,
    "LATEST_PROTOCOL_VERSION",
    revision,
    display,
    locate,
    problems,
  );
  const jsonrpcVersion = findStringConstant(index, "JSONRPC_VERSION", revision, display, locate, problems);
  const bindings = findErrorBindings(index);
  const { constants, rejected } = findErrorConstants(
    index,
    new Set(bindings.map((binding) => binding.constant.getText())),
    locate,
    problems,
  );
  const interfaces = bindings.map((binding) => toErrorInterface(binding, constants, rejected, ctx));
  const envelope = findEnvelope(index, revision, display, ctx);
  const declarations = collectDeclarations(queue, index, ctx);

  problems.throwIfAny();
  if (!envelope) throw new Error(`no envelope and no problem reported for ${display}`);
  return {
    revision,
    file: display,
    protocolVersion,
    jsonrpcVersion,
    constants: [...constants.values()].sort(byName),
    interfaces: interfaces.sort(byName),
    envelope,
    declarations,
  };
}
