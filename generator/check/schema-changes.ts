/**
 * What a revision's schema adds or changes against the previous revision's: the findings a
 * new-revision report lists and its register stub answers.
 */
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
  const before = new Map((previous?.constants ?? []).map((c) => [c.name, c]));
  const after = new Map(schema.constants.map((c) => [c.name, c]));
  for (const constant of schema.constants) {
    const { name, value, location } = constant;
    const old = before.get(name);
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
    if (!after.has(old.name))
      add(
        "removed-constant",
        old.name,
        old.location,
        `${old.name} = ${old.value} is gone from ${schema.file}`,
      );

  const oldInterfaces = new Map((previous?.interfaces ?? []).map((i) => [i.name, i]));
  for (const iface of schema.interfaces) {
    const old = oldInterfaces.get(iface.name);
    const data = iface.data ? `, data ${dataText(iface)}` : "";
    if (!old)
      add("new-interface", iface.name, iface.location, `${iface.name} (code ${iface.constant}${data})`);
    else if (dataText(old) !== dataText(iface))
      add(
        "changed-data",
        iface.name,
        iface.location,
        `${iface.name} data ${dataText(old)} -> ${dataText(iface)}`,
      );
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
