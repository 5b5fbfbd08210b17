/**
 * The YAML stub of a new-revision report: what to add to existing register entries (as comments,
 * since YAML cannot say "append to this list") and new code entries and conditions to merge in.
 */
import type { ErrorConstant, ErrorInterface, SchemaModel } from "../model/schema-model.ts";
import type { Register } from "../register/register-types.ts";
import { where, type CoverageFinding } from "./schema-changes.ts";

/** Stub for `schema`'s revision, derived from how the register treats `previous` (if covered). */
export function buildStub(
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
  section(
    "Name these new interfaces on the code entry for their constant:",
    findings
      .filter((f) => f.kind === "new-interface")
      .map((f) => schema.interfaces.find((i) => i.name === f.name))
      .filter((i): i is ErrorInterface => i !== undefined && !isNewlyStubbed(i.constant, findings))
      .map((i) => `interface: ${i.name}  (code ${i.constant})`),
  );
  const changed = findings.filter((f) => f.kind === "changed-data");
  section(
    "Review the data of the conditions using these interfaces:",
    changed.map((f) => f.detail),
  );
  const policy = prev
    ? (Object.keys(register.policy) as (keyof Register["policy"])[]).flatMap((name) =>
        register.policy[name]
          .map((rule, i) => ({ rule, i }))
          .filter(({ rule }) => rule.revisions.includes(prev))
          .map(({ i }) => `policy.${name}[${i}]`),
      )
    : [];
  section(`Add ${id} to these policy rules (as for ${prev ?? "the previous revision"}):`, policy);
  if (newEntries.length > 0) out.push("# Merge into `conditions`:", "conditions:", ...newEntries);
  return out.join("\n") + "\n";
}

/** Whether the stub already writes a code entry, with its interface, for this constant. */
function isNewlyStubbed(constant: string, findings: CoverageFinding[]): boolean {
  return findings.some(
    (f) => f.name === constant && (f.kind === "new-constant" || f.kind === "renumbered-constant"),
  );
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
