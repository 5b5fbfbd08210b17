/**
 * The error response envelope: `JSONRPCError` (up to 2025-06-18, error object inline, `id`
 * required) or `JSONRPCErrorResponse` (from 2025-11-25, `id?: RequestId`, `error: Error`).
 */
import type { ErrorEnvelope } from "../model/schema-model.ts";
import type { DeclarationIndex } from "./declaration-index.ts";
import { flattenReference } from "./flatten-object.ts";
import type { TypeContext } from "./type-shape.ts";

/** Newest name first: a schema that declares both uses the newer envelope. */
export const ENVELOPE_NAMES = ["JSONRPCErrorResponse", "JSONRPCError"] as const;

export function findEnvelope(
  index: DeclarationIndex,
  revision: string,
  display: string,
  ctx: TypeContext,
): ErrorEnvelope | undefined {
  const name = ENVELOPE_NAMES.find((candidate) => index.types.has(candidate));
  const declaration = name === undefined ? undefined : index.types.get(name)?.[0];
  if (name === undefined || !declaration) {
    ctx.problems.add("schema/missing-envelope", { revision }, { file: display, line: 1, column: 1 });
    return undefined;
  }
  const nameNode = declaration.getNameNode();
  // Members may come from what the envelope extends, so read its merged fields.
  const shape = flattenReference(declaration, nameNode, [], name, ctx, new Set());
  if (!shape) return undefined;
  const id = shape.fields.find((field) => field.name === "id");
  const error = shape.fields.find((field) => field.name === "error");
  for (const [member, field] of [
    ["id", id],
    ["error", error],
  ] as const)
    if (!field)
      ctx.problems.add("schema/envelope-member-missing", { envelope: name, member }, ctx.problemAt(nameNode));
  if (!id || !error) return undefined;
  return { name, idOptional: id.optional, error: error.type, location: ctx.locate(nameNode) };
}
