/**
 * Register against schemas: its claims hold there, every error constant and interface is covered, no
 * code sits where the policy forbids it, and the request `_meta` keys the header rules read exist.
 */
import type { SchemaModel } from "../model/schema-model.ts";
import type { RegisterProblems } from "../register/problems.ts";
import type { Register, RegisterCode } from "../register/register-types.ts";
import { formatPath, type YamlPath } from "../util/yaml-document.ts";
import { where } from "./new-revision.ts";

export function crossCheckSchemas(
  register: Register,
  schemas: readonly SchemaModel[],
  problems: RegisterProblems,
): void {
  for (const schema of schemas) {
    const { revision } = schema;
    if (!register.revisions.includes(revision)) continue;
    const claimFalse = (path: YamlPath, claim: string, actual: string) =>
      problems.add("register/schema-claim-false", { path: formatPath(path), revision, claim, actual }, path);
    const entries = register.conditions.flatMap((c) => c.codes).filter((e) => e.revisions.includes(revision));
    const check = { register, schema, revision, entries, problems, claimFalse };
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

interface Check {
  register: Register;
  schema: SchemaModel;
  revision: string;
  /** The code entries of the revision. */
  entries: RegisterCode[];
  problems: RegisterProblems;
  claimFalse: (path: YamlPath, claim: string, actual: string) => void;
}

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
