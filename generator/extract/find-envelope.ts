/** The error response envelope: `JSONRPCError` (to 2025-06-18) or `JSONRPCErrorResponse` (from 2025-11-25). */
import type { ErrorEnvelope } from "../model/schema-model.ts";
import { declarationFields, type TypeContext } from "./type-shape.ts";

export function findEnvelope(revision: string, ctx: TypeContext): ErrorEnvelope | undefined {
  // Newest name first: a schema that declares both uses the newer envelope.
  const name = ["JSONRPCErrorResponse", "JSONRPCError"].find((candidate) => ctx.index.types.has(candidate));
  const declaration = name === undefined ? undefined : ctx.index.types.get(name)?.[0];
  if (name === undefined || !declaration) {
    ctx.report("schema/missing-envelope", { revision });
    return undefined;
  }
  // Members may come from what the envelope extends, so read its merged fields.
  const fields = declarationFields(name, name, ctx)?.fields;
  if (!fields) return undefined;
  const id = fields.find((field) => field.name === "id");
  const error = fields.find((field) => field.name === "error");
  const nameNode = declaration.getNameNode();
  if (!id) ctx.report("schema/envelope-member-missing", { envelope: name, member: "id" }, nameNode);
  if (!error) ctx.report("schema/envelope-member-missing", { envelope: name, member: "error" }, nameNode);
  if (!id || !error) return undefined;
  return { name, idOptional: id.optional, error: error.type, location: ctx.locate(nameNode) };
}
