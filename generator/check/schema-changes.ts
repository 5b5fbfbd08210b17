/** What a revision's schema adds or changes against the previous revision's, for the new-revision report. */
import type { ErrorInterface, SchemaModel, SourceLocation } from "../model/schema-model.ts";
import { typeText } from "../model/type-text.ts";

export type FindingKind =
  "new-constant" | "renumbered-constant" | "removed-constant" | "new-interface" | "changed-data";

export interface CoverageFinding {
  kind: FindingKind;
  /** Constant or interface name. */
  name: string;
  location: SourceLocation;
  detail: string;
}

export function schemaChanges(schema: SchemaModel, previous: SchemaModel | undefined): CoverageFinding[] {
  const findings: CoverageFinding[] = [];
  const add = (kind: FindingKind, name: string, location: SourceLocation, detail: string) =>
    findings.push({ kind, name, location, detail });
  for (const { name, value, location } of schema.constants) {
    const old = previous?.constants.find((c) => c.name === name);
    if (!old) add("new-constant", name, location, `${name} = ${value}`);
    else if (old.value !== value)
      add(
        "renumbered-constant",
        name,
        location,
        `${name} = ${value} (was ${old.value} at ${where(old.location)})`,
      );
  }
  for (const old of previous?.constants ?? [])
    if (!schema.constants.some((c) => c.name === old.name))
      add(
        "removed-constant",
        old.name,
        old.location,
        `${old.name} = ${old.value} is gone from ${schema.file}`,
      );
  for (const iface of schema.interfaces) {
    const { name, location } = iface;
    const old = previous?.interfaces.find((i) => i.name === name);
    const data = iface.data ? `, data ${dataText(iface)}` : "";
    if (!old) add("new-interface", name, location, `${name} (code ${iface.constant}${data})`);
    else if (dataText(old) !== dataText(iface))
      add("changed-data", name, location, `${name} data ${dataText(old)} -> ${dataText(iface)}`);
  }
  return findings;
}

function dataText(iface: ErrorInterface): string {
  if (!iface.data) return "(none)";
  return `${iface.data.optional ? "optional " : ""}${typeText(iface.data.type)}`;
}

export function where(location: SourceLocation): string {
  return `${location.file}:${location.line}`;
}
