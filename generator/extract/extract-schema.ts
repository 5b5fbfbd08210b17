/** Stage 1: one revision's schema.ts -> SchemaModel (ts-morph, syntax only, no type checker). */
import type { SchemaModel } from "../model/schema-model.ts";
import type { SchemaSource } from "../spec-source/read-schema.ts";

export function extractSchema(source: SchemaSource): SchemaModel {
  throw new Error(`extractSchema is not implemented yet (${source.display})`);
}
