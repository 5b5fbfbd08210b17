/**
 * While the manifest has a revision the register does not speak for yet, a report per such revision
 * lists what its schema adds or changes against the previous one, at file:line, with a YAML stub.
 */
import { diagnostic, GenError } from "../diagnostics/gen-error.ts";
import type { Manifest } from "../inputs/manifest.ts";
import type { ErrorConstant, ErrorInterface, SchemaModel, SourceLocation } from "../model/schema-model.ts";
import { typeText } from "../model/type-text.ts";
import { allFacts } from "../register/load-register.ts";
import type { PolicyRule, Register } from "../register/register-types.ts";
import { formatPath, locate } from "../util/yaml-document.ts";
import { mentionedRevisions } from "./check-conditions.ts";

const HEADINGS = {
  "new-constant": "new error constants",
  "renumbered-constant": "renumbered error constants",
  "removed-constant": "error constants removed since the previous revision",
  "new-interface": "new error interfaces",
  "changed-data": "changed data shapes",
};

interface CoverageFinding {
  kind: keyof typeof HEADINGS;
  /** Constant or interface name. */
  name: string;
  location: SourceLocation;
  detail: string;
}

/** Refuses while some schema's revision is one the register does not cover yet. */
export function checkNewRevisions(register: Register, schemas: readonly SchemaModel[], manifest: Manifest) {
  const at = locate(register.yaml, ["revisions"], { key: true });
  const uncovered = newRevisionReports(register, schemas, manifest).map((report) => {
    const params = { revision: report.revision, report: renderReport(report) };
    return diagnostic("register/new-revision-uncovered", params, at);
  });
  if (uncovered.length > 0) throw new GenError(uncovered);
}

/** A report for each uncovered revision, each against the schema of the revision before it. */
export function newRevisionReports(register: Register, schemas: readonly SchemaModel[], manifest: Manifest) {
  const ordered = manifest.revisions.flatMap((r) => schemas.filter((s) => s.revision === r.id));
  const covered = new Set(mentionedRevisions(register));
  const report = (schema: SchemaModel, previous: SchemaModel | undefined) => {
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

/** The report as the diagnostic shows it: findings grouped by kind, then the stub. */
function renderReport(report: ReturnType<typeof newRevisionReports>[number]): string {
  const against = report.previous ? `, compared with ${report.previous}` : ", the first revision";
  const lines = [`  ${report.schemaFile}${against}:`];
  if (report.findings.length === 0) lines.push("  no error constants, interfaces or data shapes changed");
  for (const [kind, heading] of Object.entries(HEADINGS)) {
    const group = report.findings.filter((f) => f.kind === kind);
    if (group.length === 0) continue;
    lines.push(`  ${heading}:`);
    for (const finding of group) lines.push(`    ${where(finding.location)}  ${finding.detail}`);
  }
  lines.push("  suggested YAML for spec/errors.yaml:");
  for (const line of report.stub.trimEnd().split("\n")) lines.push(line === "" ? "" : `    ${line}`);
  return lines.join("\n");
}

/** What `schema` adds or changes against the previous revision's. */
function schemaChanges(schema: SchemaModel, previous: SchemaModel | undefined): CoverageFinding[] {
  const findings: CoverageFinding[] = [];
  const add = (kind: CoverageFinding["kind"], name: string, location: SourceLocation, detail: string) =>
    findings.push({ kind, name, location, detail });
  for (const { name, value, location } of schema.constants) {
    const old = previous?.constants.find((c) => c.name === name);
    const was = old && `was ${old.value} at ${where(old.location)}`;
    if (!old) add("new-constant", name, location, `${name} = ${value}`);
    else if (old.value !== value) add("renumbered-constant", name, location, `${name} = ${value} (${was})`);
  }
  for (const { name, value, location } of previous?.constants ?? [])
    if (!schema.constants.some((c) => c.name === name))
      add("removed-constant", name, location, `${name} = ${value} is gone from ${schema.file}`);
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

/**
 * YAML for `schema`'s revision, from how the register treats `previous`: what to add to entries (as
 * comments: YAML cannot say "append to this list"), and new code entries and conditions to merge in.
 */
function buildStub(
  register: Register,
  schema: SchemaModel,
  previous: SchemaModel | undefined,
  findings: CoverageFinding[],
  covered: Set<string>,
): string {
  const id = schema.revision;
  const prev = previous && covered.has(previous.revision) ? previous.revision : undefined;
  const out: string[] = [
    `# Register entries for ${id}${prev ? ` (derived from ${prev})` : ""}. Check every entry against the spec.`,
  ];
  if (!register.revisions.includes(id)) out.push(`# Add ${id} to the top-level \`revisions\` list.`);

  const extend: string[] = [];
  const absent: string[] = [];
  const decide: string[] = [];
  const newEntries: string[] = [];
  const claimed = new Set<string>();

  for (const condition of register.conditions) {
    if (prev === undefined) break;
    const at = `conditions.${condition.key}`;
    const entry = condition.codes.find((c) => c.revisions.includes(prev));
    if (!entry) {
      if (condition.absent.includes(prev))
        absent.push(`${at} (absent from ${prev} too; extend its whenAbsent rule)`);
      continue;
    }
    const { constant, code } = entry;
    const now = schema.constants.find((c) => c.name === constant);
    const byValue = schema.constants.find((c) => c.value === code);
    if (now) claimed.add(now.name);
    if (now?.value === code)
      extend.push(`${at}.codes[${condition.codes.indexOf(entry)}]  ${constant} = ${code}`);
    else if (now)
      newEntries.push(...codeEntry(condition.key, now, schema, `${now.name} was ${code} in ${prev}`));
    else if (byValue) decide.push(`${at}  (${constant} is gone; ${byValue.name} = ${code} now)`);
    else if (!previous?.constants.some((c) => c.name === constant))
      decide.push(`${at}  (${constant} = ${code} is register-only in ${prev}; cite ${id}'s prose)`);
    else absent.push(`${at}  (${constant} removed; add a whenAbsent rule)`);
  }
  for (const constant of schema.constants)
    if (!claimed.has(constant.name) && findings.some((f) => f.name === constant.name))
      newEntries.push(...newCondition(register, constant, schema));

  const section = (title: string, items: string[]) => {
    if (items.length === 0) return;
    out.push(`# ${title}`);
    for (const item of items) out.push(`#   ${item}`);
  };
  section(`Add ${id} to the revisions of these code entries:`, extend);
  section(`Add ${id} to \`absent\` of these conditions:`, absent);
  section(`Decide these from the prose, with citations:`, decide);
  // A new or renumbered constant's code entry, stubbed above, names its interface already.
  const stubbed = (f: CoverageFinding) => f.kind === "new-constant" || f.kind === "renumbered-constant";
  const named = schema.interfaces.filter(
    (i) =>
      findings.some((f) => f.kind === "new-interface" && f.name === i.name) &&
      !findings.some((f) => f.name === i.constant && stubbed(f)),
  );
  const interfaces = named.map((i) => `interface: ${i.name}  (code ${i.constant})`);
  section("Name these new interfaces on the code entry for their constant:", interfaces);
  const changed = findings.filter((f) => f.kind === "changed-data").map((f) => f.detail);
  section("Review the data of the conditions using these interfaces:", changed);
  const policy = allFacts(register).filter(
    (fact) => fact.path[0] === "policy" && prev && (fact as PolicyRule).revisions.includes(prev),
  );
  const rules = policy.map((rule) => formatPath(rule.path));
  section(`Add ${id} to these policy rules (as for ${prev ?? "the previous revision"}):`, rules);
  if (newEntries.length > 0) out.push("# Merge into `conditions`:", "conditions:", ...newEntries);
  return out.join("\n") + "\n";
}

function codeEntry(key: string, constant: ErrorConstant, schema: SchemaModel, why: string): string[] {
  const iface = schema.interfaces.find((i) => i.constant === constant.name);
  return [
    `  ${key}:  # ${why}`,
    "    codes:",
    `      - code: ${constant.value}`,
    `        constant: ${constant.name}`,
    ...(iface ? [`        interface: ${iface.name}`] : []),
    `        revisions: [${schema.revision}]`,
  ];
}

function newCondition(register: Register, constant: ErrorConstant, schema: SchemaModel): string[] {
  const key = camelCase(constant.name);
  const others = register.revisions.filter((r) => r !== schema.revision);
  const summary = constant.doc.summary || `TODO: what ${constant.name} means`;
  return [
    `  ${key}:  # new in ${schema.revision} (${where(constant.location)})`,
    `    summary: ${JSON.stringify(summary)}`,
    `    message: ${JSON.stringify(`TODO: default message for ${constant.name}`)}`,
    ...codeEntry(key, constant, schema, "").slice(1),
    ...(others.length > 0
      ? [
          `    absent: [${others.join(", ")}]`,
          "    whenAbsent:",
          `      - to: [${others.join(", ")}]`,
          "        untranslatable:",
          "          fallback: internalError",
          `          reason: ${JSON.stringify(`TODO: why ${constant.name} cannot be sent to these revisions`)}`,
          "        cite:",
          `          - source: ${where(constant.location)}`,
          `            quote: ${JSON.stringify(`export const ${constant.name} = ${constant.value};`)}`,
        ]
      : []),
  ];
}

function camelCase(name: string): string {
  return name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
