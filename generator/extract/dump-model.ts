/** The model as people and `npm run diff` read it: stable JSON, keys sorted, no absolute paths. */
import type { SchemaModel } from "../model/schema-model.ts";
import { stableJson } from "../util/stable-json.ts";

/**
 * Revisions stay in the order given (the manifest's canonical order); within each model,
 * collections are already sorted and locations are relative to their spec root.
 */
export function dumpSchemaModels(models: SchemaModel[]): string {
  return stableJson(models);
}
