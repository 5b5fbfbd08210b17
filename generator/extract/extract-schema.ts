/**
 * Stage 1: one revision's schema.ts -> SchemaModel (ts-morph, syntax only, no type checker).
 * Every problem found in the file is reported together in one GenError.
 */
import type { Node, SourceFile } from "ts-morph";
import { fail } from "../diagnostics/gen-error.ts";
import { positionOf } from "../util/input-text.ts";
import type { SchemaModel } from "../model/schema-model.ts";
import type { SchemaSource } from "../inputs/read-schema.ts";
import { collectDeclarations, ReferenceQueue } from "./collect-declarations.ts";
import { indexDeclarations } from "./declaration-index.ts";
import { findErrorConstants, findStringConstant } from "./find-constants.ts";
import { findEnvelope } from "./find-envelope.ts";
import { findErrorBindings, toErrorInterface, type ErrorBinding } from "./find-error-interfaces.ts";
import { findResultType } from "./find-result-type.ts";
import { findRequestMeta } from "./find-request-meta.ts";
import { checkSyntax, locationOf, withSourceFile } from "./parse-source.ts";
import { Problems } from "./problems.ts";
import { schemaTypeContext } from "./schema-context.ts";

export { dumpSchemaModels } from "./dump-model.ts";
export { parseTypeText, type TypeTextContext } from "./parse-type-text.ts";

/** Brackets may nest this deep; the real schemas reach about 8, and the parser's stack runs out in the thousands. */
export const MAX_NESTING = 64;

export function extractSchema(source: SchemaSource): SchemaModel {
  checkNesting(source.text, source.display);
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
  checkDuplicateBindings(bindings, locate, problems);
  const { constants, rejected } = findErrorConstants(
    index,
    new Set(bindings.map((binding) => binding.constant.getText())),
    locate,
    problems,
  );
  const interfaces = bindings.map((binding) => toErrorInterface(binding, constants, rejected, ctx));
  const envelope = findEnvelope(index, revision, display, ctx);
  const resultType = findResultType(index, locate, problems);
  const requestMeta = findRequestMeta(index, ctx);
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
    resultType,
    ...(requestMeta ? { requestMeta } : {}),
    declarations,
  };
}

/** A name bound to two different codes (an interface declared twice) would make its guard lie. */
function checkDuplicateBindings(
  bindings: readonly ErrorBinding[],
  locate: (node: Node) => { file: string; line: number; column: number },
  problems: Problems,
): void {
  const first = new Map<string, ErrorBinding>();
  for (const binding of bindings) {
    const earlier = first.get(binding.name);
    if (!earlier) {
      first.set(binding.name, binding);
      continue;
    }
    const constant = binding.constant.getText();
    const other = earlier.constant.getText();
    if (constant !== other)
      problems.add(
        "schema/duplicate-interface",
        { name: binding.name, constant, other, line: locate(earlier.declaration).line },
        locate(binding.constant),
      );
  }
}

/**
 * Refuses bracket nesting deeper than MAX_NESTING before the TypeScript parser (which recurses)
 * sees it, so a hostile file gets a located error rather than a stack overflow. Strings and
 * comments are skipped; the count is of (, [ and {.
 */
export function checkNesting(text: string, display: string): void {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "/" && text[i + 1] === "/") {
      const end = text.indexOf("\n", i);
      i = end < 0 ? text.length : end;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (c === '"' || c === "'" || c === "`") {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== "\n") j += text[j] === "\\" ? 2 : 1;
      i = j;
    } else if (c === "(" || c === "[" || c === "{") {
      if (++depth > MAX_NESTING) {
        const { line, column } = positionOf(text, i);
        fail("schema/too-deep", { depth, limit: MAX_NESTING }, { file: display, line, column });
      }
    } else if (c === ")" || c === "]" || c === "}") depth = Math.max(0, depth - 1);
  }
}
