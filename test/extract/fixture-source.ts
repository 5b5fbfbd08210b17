/** Builds SchemaSource objects for the small fixture schemas under test/fixtures/schemas/. */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Diagnostic } from "../../generator/diagnostics/gen-error.ts";
import type { SchemaModel, TypeShape } from "../../generator/model/schema-model.ts";
import type { SchemaSource } from "../../generator/inputs/read-schema.ts";
import { sha256 } from "../../generator/util/files.ts";
import { extractSchema } from "../../generator/extract/extract-schema.ts";

export const FIXTURE_DIR = join(dirname(fileURLToPath(import.meta.url)), "../fixtures/schemas");

export function fixtureSource(name: string): SchemaSource {
  const schema = `${name}.schema.ts`;
  const path = join(FIXTURE_DIR, schema);
  const text = readFileSync(path, "utf8");
  return {
    revision: {
      id: name,
      status: "final",
      era: "modern",
      root: "fixtures",
      schema,
      sha256: sha256(text),
      line: 1,
    },
    path,
    display: `fixtures:${schema}`,
    text,
    sha256: sha256(text),
  };
}

export function extractFixture(name: string): SchemaModel {
  return extractSchema(fixtureSource(name));
}

export { diagnosticsOf } from "../helpers/diagnostics-of.ts";

/** kind @ line:col, for comparing diagnostics compactly. */
export function where(diagnostic: Diagnostic): string {
  return `${diagnostic.kind} @ ${diagnostic.location?.file}:${diagnostic.location?.line}:${diagnostic.location?.column}`;
}

/** A shape without source locations, for comparing structure. */
export function withoutLocations(shape: TypeShape | undefined): unknown {
  return JSON.parse(JSON.stringify(shape, (key, value: unknown) => (key === "location" ? undefined : value)));
}
