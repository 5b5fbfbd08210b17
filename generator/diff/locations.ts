/**
 * Where a change points. Every location in a report is made by `locate` and shown by
 * `formatLocation`, so how a source is named (a schema line, a register entry) changes here alone.
 */
import type { Provenance } from "../model/merged-model.ts";

/** A schema line, or a register line ("spec/errors.yaml", "<ref>:spec/errors.yaml" at a git ref). */
export interface ChangeLocation {
  file: string;
  line: number;
  column?: number;
}

/**
 * A fact's location: a source location as given, or the first provenance entry of the preferred
 * kind, else the first entry. Schema-derived facts (constants, data shapes, the envelope) prefer
 * the schema; register facts (statuses, translations, policy) the register.
 */
export function locate(
  source: ChangeLocation | readonly Provenance[] | undefined,
  prefer: Provenance["kind"] = "register",
): ChangeLocation | undefined {
  const location =
    source === undefined || "file" in source
      ? source
      : (source.find((p) => p.kind === prefer) ?? source[0])?.location;
  return location && { file: location.file, line: location.line, column: location.column };
}

export function formatLocation(location: ChangeLocation | undefined): string {
  return location ? `${location.file}:${location.line}` : "";
}
