/** Stage 3: schema models + register -> MergedModel, with the cross-checks between them. */
import type { Manifest } from "../manifest/manifest.ts";
import type { Register } from "../register/register-types.ts";
import type { MergedModel } from "./merged-model.ts";
import type { SchemaModel } from "./schema-model.ts";

export function buildMergedModel(
  manifest: Manifest,
  schemas: SchemaModel[],
  register: Register,
): MergedModel {
  throw new Error(
    `buildMergedModel is not implemented yet (${manifest.file}, ${schemas.length}, ${register.file})`,
  );
}
