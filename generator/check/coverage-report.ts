/**
 * While the manifest has a revision the register does not speak for yet, a report per such revision
 * lists what its schema adds or changes against the previous one, at file:line, with suggested YAML.
 */
import { diagnostic, GenError } from "../diagnostics/gen-error.ts";
import type { Manifest } from "../inputs/manifest.ts";
import type { SchemaModel } from "../model/schema-model.ts";
import type { Register } from "../register/register-types.ts";
import { mentionedRevisions } from "../register/walk-register.ts";
import { locate } from "../util/yaml-document.ts";
import { buildStub } from "./new-revision-stub.ts";
import { schemaChanges, where, type CoverageFinding, type FindingKind } from "./schema-changes.ts";

export interface NewRevisionReport {
  revision: string;
  schemaFile: string;
  previous?: string;
  findings: CoverageFinding[];
  /** YAML to review and merge into spec/errors.yaml. */
  stub: string;
}

/** Refuses while some schema's revision is one the register does not cover yet. */
export function checkNewRevisions(
  register: Register,
  schemas: readonly SchemaModel[],
  manifest: Manifest,
): void {
  const reports = newRevisionReports(register, schemas, manifest);
  if (reports.length === 0) return;
  const at = locate(register.yaml, ["revisions"], { key: true });
  const uncovered = (report: NewRevisionReport) =>
    diagnostic(
      "register/new-revision-uncovered",
      { revision: report.revision, report: renderReport(report) },
      at,
    );
  throw new GenError(reports.map(uncovered));
}

/** A report for each uncovered revision, each against the schema of the revision before it. */
export function newRevisionReports(
  register: Register,
  schemas: readonly SchemaModel[],
  manifest: Manifest,
): NewRevisionReport[] {
  const ordered = manifest.revisions.flatMap((r) => schemas.filter((s) => s.revision === r.id));
  const covered = new Set(mentionedRevisions(register));
  const report = (schema: SchemaModel, previous: SchemaModel | undefined): NewRevisionReport => {
    const findings = schemaChanges(schema, previous);
    const stub = buildStub(register, schema, previous, findings, covered);
    return {
      revision: schema.revision,
      schemaFile: schema.file,
      previous: previous?.revision,
      findings,
      stub,
    };
  };
  return ordered.flatMap((schema, i) =>
    covered.has(schema.revision) ? [] : [report(schema, ordered[i - 1])],
  );
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
  const against = report.previous ? `, compared with ${report.previous}` : ", the first revision";
  const lines = [`  ${report.schemaFile}${against}:`];
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
