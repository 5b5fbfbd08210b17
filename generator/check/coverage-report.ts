/**
 * New-revision coverage: when the manifest has a revision the register does not cover yet, list
 * in one report everything its schema adds or changes against the previous revision (canonical
 * manifest order), each with its file:line, and suggest YAML for the register.
 */
import type { Manifest } from "../inputs/manifest.ts";
import type { ErrorInterface, SchemaModel, SourceLocation } from "../model/schema-model.ts";
import { buildStub } from "./new-revision-stub.ts";
import type { Register } from "../register/register-types.ts";
import { typeText } from "../model/type-text.ts";
import { mentionedRevisions } from "../register/walk-register.ts";

export type FindingKind =
  "new-constant" | "renumbered-constant" | "removed-constant" | "new-interface" | "changed-data";

export interface CoverageFinding {
  kind: FindingKind;
  /** Constant or interface name. */
  name: string;
  location: SourceLocation;
  detail: string;
}

export interface NewRevisionReport {
  revision: string;
  schemaFile: string;
  /** The revision compared against, when there is one. */
  previous?: string;
  findings: CoverageFinding[];
  /** YAML to review and merge into spec/errors.yaml. */
  stub: string;
}

/**
 * Reports for every schema revision the register does not cover, in canonical manifest order;
 * each compares against the schema of the revision before it in that order.
 */
export function newRevisionReports(
  register: Register,
  schemas: SchemaModel[],
  manifest: Manifest,
): NewRevisionReport[] {
  const order = new Map(manifest.revisions.map((r, i) => [r.id, i]));
  const ordered = schemas
    .filter((s) => order.has(s.revision))
    .sort((a, b) => (order.get(a.revision) ?? 0) - (order.get(b.revision) ?? 0));
  const covered = new Set(mentionedRevisions(register));
  const reports: NewRevisionReport[] = [];
  ordered.forEach((schema, i) => {
    if (covered.has(schema.revision)) return;
    reports.push(buildReport(register, schema, ordered[i - 1], covered));
  });
  return reports;
}

function buildReport(
  register: Register,
  schema: SchemaModel,
  previous: SchemaModel | undefined,
  covered: Set<string>,
): NewRevisionReport {
  const findings: CoverageFinding[] = [];
  const before = new Map((previous?.constants ?? []).map((c) => [c.name, c]));
  const after = new Map(schema.constants.map((c) => [c.name, c]));
  for (const constant of schema.constants) {
    const old = before.get(constant.name);
    if (!old)
      findings.push({
        kind: "new-constant",
        name: constant.name,
        location: constant.location,
        detail: `${constant.name} = ${constant.value}`,
      });
    else if (old.value !== constant.value)
      findings.push({
        kind: "renumbered-constant",
        name: constant.name,
        location: constant.location,
        detail: `${constant.name} = ${constant.value} (was ${old.value} at ${where(old.location)})`,
      });
  }
  for (const old of previous?.constants ?? [])
    if (!after.has(old.name))
      findings.push({
        kind: "removed-constant",
        name: old.name,
        location: old.location,
        detail: `${old.name} = ${old.value} is gone from ${schema.file}`,
      });

  const oldInterfaces = new Map((previous?.interfaces ?? []).map((i) => [i.name, i]));
  for (const iface of schema.interfaces) {
    const old = oldInterfaces.get(iface.name);
    if (!old) {
      findings.push({
        kind: "new-interface",
        name: iface.name,
        location: iface.location,
        detail: `${iface.name} (code ${iface.constant}${iface.data ? `, data ${dataText(iface)}` : ""})`,
      });
      continue;
    }
    if (dataKey(old) !== dataKey(iface))
      findings.push({
        kind: "changed-data",
        name: iface.name,
        location: iface.location,
        detail: `${iface.name} data ${dataText(old)} -> ${dataText(iface)}`,
      });
  }

  return {
    revision: schema.revision,
    schemaFile: schema.file,
    ...(previous ? { previous: previous.revision } : {}),
    findings,
    stub: buildStub(register, schema, previous, findings, covered),
  };
}

function dataKey(iface: ErrorInterface): string {
  return iface.data ? `${iface.data.optional}|${typeText(iface.data.type)}` : "none";
}

function dataText(iface: ErrorInterface): string {
  if (!iface.data) return "(none)";
  return `${iface.data.optional ? "optional " : ""}${typeText(iface.data.type)}`;
}

function where(location: SourceLocation): string {
  return `${location.file}:${location.line}`;
}

const HEADINGS: Record<FindingKind, string> = {
  "new-constant": "new error constants",
  "renumbered-constant": "renumbered error constants",
  "removed-constant": "error constants removed since the previous revision",
  "new-interface": "new error interfaces",
  "changed-data": "changed data shapes",
};

/** The report as the diagnostic shows it: findings grouped by kind, then the stub. */
export function renderReport(report: NewRevisionReport): string {
  const lines = [
    `  ${report.schemaFile}${report.previous ? `, compared with ${report.previous}` : ", the first revision"}:`,
  ];
  if (report.findings.length === 0) lines.push("  no error constants, interfaces or data shapes changed");
  for (const kind of Object.keys(HEADINGS) as FindingKind[]) {
    const group = report.findings.filter((f) => f.kind === kind);
    if (group.length === 0) continue;
    lines.push(`  ${HEADINGS[kind]}:`);
    for (const finding of group) lines.push(`    ${where(finding.location)}  ${finding.detail}`);
  }
  lines.push("  suggested YAML for spec/errors.yaml:");
  for (const line of report.stub.trimEnd().split("\n")) lines.push(line === "" ? "" : `    ${line}`);
  return lines.join("\n");
}
