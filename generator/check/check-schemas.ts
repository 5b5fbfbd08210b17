/**
 * Register against schemas: its claims hold in each revision it covers (constants, interfaces, policy
 * codes, request `_meta` keys), and a revision it does not cover yet gets a report with a YAML stub.
 */
import { diagnostic, GenError } from "../diagnostics/gen-error.ts";
import type { Manifest } from "../inputs/manifest.ts";
import type { ErrorConstant, ErrorInterface, SchemaModel, SourceLocation } from "../model/schema-model.ts";
import { typeText } from "../model/type-text.ts";
import { allFacts } from "../register/load-register.ts";
import type { RegisterProblems } from "../register/problems.ts";
import type { PolicyRule, Register } from "../register/register-schema.ts";
import { formatPath, locate, type YamlPath } from "../util/yaml-document.ts";
import { mentionedRevisions } from "./check-conditions.ts";

const HEADINGS = {
  "new-constant": "new error constants",
  "renumbered-constant": "renumbered error constants",
  "removed-constant": "error constants removed since the previous revision",
  "new-interface": "new error interfaces",
  "changed-data": "changed data shapes",
};

/** `name`: of the constant or interface. */
type CoverageFinding = {
  kind: keyof typeof HEADINGS;
  name: string;
  location: SourceLocation;
  detail: string;
};

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
  return ordered.flatMap((schema, i) => {
    if (covered.has(schema.revision)) return [];
    const previous = ordered[i - 1];
    const findings = schemaChanges(schema, previous);
    const stub = buildStub(register, schema, previous, findings, covered);
    return [
      { revision: schema.revision, schemaFile: schema.file, previous: previous?.revision, findings, stub },
    ];
  });
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

function where(location: SourceLocation): string {
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

export function crossCheckSchemas(
  register: Register,
  schemas: readonly SchemaModel[],
  problems: RegisterProblems,
): void {
  for (const schema of schemas) {
    const { revision } = schema;
    if (!register.revisions.includes(revision)) continue;
    const check = revisionCheck(register, schema, problems);
    const { claimFalse } = check;
    for (const step of [checkClaims, checkCoverage, checkPolicyCodes, checkRequestMeta]) step(check);
    const rule = register.policy.envelope.find((r) => r.revisions.includes(revision));
    const { envelope } = schema;
    const idRule = (optional: boolean) => (optional ? "optional" : "required");
    if (rule && rule.idOptional !== envelope.idOptional)
      claimFalse(
        [...rule.path, "idOptional"],
        `an error response id that is ${idRule(rule.idOptional)}`,
        `${envelope.name} with id ${idRule(envelope.idOptional)} (${where(envelope.location)})`,
      );
  }
}

/** What each step checks `schema` with: `entries` are the code entries of its revision. */
function revisionCheck(register: Register, schema: SchemaModel, problems: RegisterProblems) {
  const { revision } = schema;
  const claimFalse = (path: YamlPath, claim: string, actual: string) =>
    problems.add("register/schema-claim-false", { path: formatPath(path), revision, claim, actual }, path);
  const entries = register.conditions.flatMap((c) => c.codes).filter((e) => e.revisions.includes(revision));
  return { register, schema, revision, entries, problems, claimFalse };
}
type Check = ReturnType<typeof revisionCheck>;

/** Each code entry's constant, interface and data claims hold in this revision's schema. */
function checkClaims({ schema, revision, entries, problems, claimFalse }: Check) {
  for (const entry of entries) {
    const constantPath = [...entry.path, "constant"];
    const byName = schema.constants.find((c) => c.name === entry.constant);
    const byValue = schema.constants.find((c) => c.value === entry.code);
    const claim = `${entry.constant} = ${entry.code}`;
    if (byName && byName.value !== entry.code)
      claimFalse(constantPath, claim, `${byName.name} = ${byName.value}`);
    else if (!byName && byValue) claimFalse(constantPath, claim, `${byValue.name} = ${byValue.value}`);
    else if (!byName && entry.cite.length === 0) {
      const fact = `${claim} in ${revision}`;
      problems.add("register/uncited-fact", { path: formatPath(entry.path), fact }, [...entry.path, "code"]);
    }

    const iface = schema.interfaces.find((i) => i.name === entry.interface);
    if (entry.interface !== undefined && !iface) {
      claimFalse([...entry.path, "interface"], `error interface ${entry.interface}`, "no such interface");
      continue;
    }
    if (iface && iface.constant !== entry.constant)
      claimFalse(
        [...entry.path, "interface"],
        `${iface.name} binds ${entry.constant}`,
        `${iface.name} binding ${iface.constant}`,
      );
    if (iface?.data && entry.data)
      problems.invalid(
        [...entry.path, "data"],
        `${iface.name} already gives the data shape in ${revision}; remove the register's`,
      );
    if (entry.match === "data" && !entry.data && !iface?.data) problems.missing(entry.path, "data");
  }
}

/** Every error constant and error interface of the schema is named by a condition for this revision. */
function checkCoverage({ schema, revision, entries, problems }: Check): void {
  for (const { name, value, location } of schema.constants)
    if (!entries.some((e) => e.constant === name && e.code === value)) {
      const params = { revision, constant: name, value, at: where(location) };
      problems.add("register/schema-code-uncovered", params, ["conditions"], { key: true });
    }
  for (const { name, constant, location } of schema.interfaces)
    if (!entries.some((e) => e.interface === name)) {
      const params = { revision, iface: name, constant, at: where(location) };
      problems.add("register/schema-interface-uncovered", params, ["conditions"], { key: true });
    }
}

/**
 * Codes in the specification band need a schema constant; reserved codes are never a condition's
 * code; accepted codes in a band receivers must not interpret need an explicit exception.
 */
function checkPolicyCodes({ register, schema, revision, entries, problems }: Check): void {
  const applies = (rule: { revisions: string[] }) => rule.revisions.includes(revision);
  const bandOf = (code: number) =>
    register.policy.bands.find((b) => applies(b) && code >= b.from && code <= b.to);
  const defined = (code: number) => schema.constants.some((c) => c.value === code);
  const undefinedSpecCode = (code: number, path: YamlPath) => {
    if (bandOf(code)?.class === "specification" && !defined(code))
      problems.add("register/undefined-spec-code", { path: formatPath(path), revision, code }, path);
  };

  for (const entry of entries) {
    const at = [...entry.path, "code"];
    undefinedSpecCode(entry.code, at);
    const hit = register.policy.reserved.find((r) => applies(r) && r.code === entry.code);
    if (hit)
      problems.invalid(
        at,
        `${entry.code} is reserved in ${revision} (formerly ${hit.formerCondition}) and is never sent`,
      );
  }
  for (const rule of register.conditions.flatMap((c) => c.accepts).filter(applies))
    rule.codes.forEach((code, i) => {
      const at = [...rule.path, "codes", i];
      undefinedSpecCode(code, at);
      const band = bandOf(code);
      // A code the schema defines already has a meaning here; a rule with evidence only narrows it.
      if (band && !band.interpret && !band.interpretExceptions.includes(code) && !defined(code))
        problems.invalid(
          at,
          `receivers in ${revision} must not read a meaning into ${code} (band ${band.from}..${band.to}); list it in the band's interpretExceptions if the spec allows it`,
        );
    });
}

/** The request `_meta` object the rules read exists, with every key a header mirrors. */
function checkRequestMeta({ register, schema, revision, problems, claimFalse }: Check) {
  const meta = schema.requestMeta;
  for (const rule of register.policy.requestMeta) {
    const i = rule.revisions.indexOf(revision);
    if (i < 0 || meta?.keys.some((k) => k.name.startsWith(rule.keyPrefix))) continue;
    const found = meta
      ? `declares ${meta.name} (${where(meta.location)}) with no key under ${rule.keyPrefix}`
      : "declares no RequestMetaObject";
    const at = [...rule.path, "revisions", i];
    problems.add(
      "register/request-meta-missing",
      { path: formatPath(at), revision, schema: schema.file, found },
      at,
    );
  }
  for (const rule of register.policy.requestHeaders) {
    if (!rule.revisions.includes(revision)) continue;
    rule.bodyField.forEach((field, i) => {
      const [params, metaField, key, ...rest] = field.path;
      if (params !== "params" || metaField !== "_meta" || key === undefined || rest.length > 0) return;
      if (meta?.keys.some((k) => k.name === key)) return;
      const actual = meta ? `${meta.name} without it (${where(meta.location)})` : "no RequestMetaObject";
      claimFalse([...rule.path, "bodyField", i, "path"], `a request _meta key "${key}"`, actual);
    });
  }
}
