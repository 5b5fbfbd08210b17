/** Picks the source line a change points at, from a fact's provenance. */
import type { Provenance } from "../model/merged-model.ts";
import type { SourceLocation } from "../model/schema-model.ts";
import type { ChangeLocation } from "./change.ts";

/**
 * The first provenance entry of the preferred kind, else the first entry: schema-derived facts
 * (codes of schema constants, data shapes, envelopes) point at the schema, register facts
 * (statuses, translations, policy) at the register.
 */
export function pickLocation(
  provenance: readonly Provenance[] | undefined,
  prefer: Provenance["kind"],
): ChangeLocation | undefined {
  const chosen = provenance?.find((p) => p.kind === prefer) ?? provenance?.[0];
  return chosen ? toChangeLocation(chosen.location) : undefined;
}

export function toChangeLocation(location: SourceLocation): ChangeLocation {
  return { file: location.file, line: location.line, column: location.column };
}

export function formatChangeLocation(location: ChangeLocation | undefined): string {
  return location ? `${location.file}:${location.line}` : "";
}
