/**
 * Register against schemas: what the register claims a schema defines must hold there, every
 * error constant and interface a schema defines must be covered, and the register must not put
 * undefined or reserved codes where the revision's policy forbids them; the request `_meta` object
 * the request-check rules read must exist.
 */
import type { SchemaModel } from "../model/schema-model.ts";
import { formatPath } from "../util/yaml-document.ts";
import { checkRequestMeta } from "./check-request-checks.ts";
import type { RegisterProblems } from "../register/problems.ts";
import type { BandRule, Register } from "../register/register-types.ts";

export function crossCheckSchemas(
  register: Register,
  schemas: SchemaModel[],
  problems: RegisterProblems,
): void {
  for (const schema of schemas) {
    if (!register.revisions.includes(schema.revision)) continue;
    checkClaims(register, schema, problems);
    checkCoverage(register, schema, problems);
    checkEnvelope(register, schema, problems);
    checkPolicyCodes(register, schema, problems);
    checkRequestMeta(register, schema, problems);
  }
}

/** Each code entry's constant, interface and data claims hold in this revision's schema. */
function checkClaims(register: Register, schema: SchemaModel, problems: RegisterProblems): void {
  const revision = schema.revision;
  for (const condition of register.conditions)
    for (const entry of condition.codes) {
      if (!entry.revisions.includes(revision)) continue;
      const constantPath = [...entry.path, "constant"];
      const byName = schema.constants.find((c) => c.name === entry.constant);
      const byValue = schema.constants.find((c) => c.value === entry.code);
      const claim = `${entry.constant} = ${entry.code}`;
      if (byName && byName.value !== entry.code)
        problems.add(
          "register/schema-claim-false",
          { path: formatPath(constantPath), revision, claim, actual: `${byName.name} = ${byName.value}` },
          constantPath,
        );
      else if (!byName && byValue)
        problems.add(
          "register/schema-claim-false",
          { path: formatPath(constantPath), revision, claim, actual: `${byValue.name} = ${byValue.value}` },
          constantPath,
        );
      else if (!byName && entry.cite.length === 0)
        problems.add(
          "register/uncited-fact",
          { path: formatPath(entry.path), fact: `${claim} in ${revision}` },
          [...entry.path, "code"],
        );

      if (entry.interface === undefined) {
        if (entry.match === "data" && !entry.data)
          problems.add("register/missing-key", { path: formatPath(entry.path), key: "data" }, entry.path);
        continue;
      }
      const interfacePath = [...entry.path, "interface"];
      const iface = schema.interfaces.find((i) => i.name === entry.interface);
      if (!iface) {
        problems.add(
          "register/schema-claim-false",
          {
            path: formatPath(interfacePath),
            revision,
            claim: `error interface ${entry.interface}`,
            actual: "no such interface",
          },
          interfacePath,
        );
        continue;
      }
      if (iface.constant !== entry.constant)
        problems.add(
          "register/schema-claim-false",
          {
            path: formatPath(interfacePath),
            revision,
            claim: `${iface.name} binds ${entry.constant}`,
            actual: `${iface.name} binding ${iface.constant}`,
          },
          interfacePath,
        );
      if (iface.data && entry.data)
        problems.add(
          "register/invalid-value",
          {
            path: formatPath([...entry.path, "data"]),
            reason: `${iface.name} already gives the data shape in ${revision}; remove the register's`,
          },
          [...entry.path, "data"],
        );
      if (entry.match === "data" && !entry.data && !iface.data)
        problems.add("register/missing-key", { path: formatPath(entry.path), key: "data" }, entry.path);
    }
}

/** Every error constant and error interface of the schema is named by a condition for this revision. */
function checkCoverage(register: Register, schema: SchemaModel, problems: RegisterProblems): void {
  const entries = register.conditions
    .flatMap((c) => c.codes)
    .filter((e) => e.revisions.includes(schema.revision));
  for (const constant of schema.constants)
    if (!entries.some((e) => e.constant === constant.name && e.code === constant.value))
      problems.add(
        "register/schema-code-uncovered",
        {
          revision: schema.revision,
          constant: constant.name,
          value: constant.value,
          at: `${constant.location.file}:${constant.location.line}`,
        },
        ["conditions"],
        { key: true },
      );
  for (const iface of schema.interfaces)
    if (!entries.some((e) => e.interface === iface.name))
      problems.add(
        "register/schema-interface-uncovered",
        {
          revision: schema.revision,
          iface: iface.name,
          constant: iface.constant,
          at: `${iface.location.file}:${iface.location.line}`,
        },
        ["conditions"],
        { key: true },
      );
}

/** The envelope `id` rule (required or optional) matches the schema's error envelope. */
function checkEnvelope(register: Register, schema: SchemaModel, problems: RegisterProblems): void {
  const rule = register.policy.envelope.find((r) => r.revisions.includes(schema.revision));
  if (!rule || rule.idOptional === schema.envelope.idOptional) return;
  const path = [...rule.path, "idOptional"];
  const where = `${schema.envelope.location.file}:${schema.envelope.location.line}`;
  problems.add(
    "register/schema-claim-false",
    {
      path: formatPath(path),
      revision: schema.revision,
      claim: `an error response id that is ${rule.idOptional ? "optional" : "required"}`,
      actual: `${schema.envelope.name} with id ${schema.envelope.idOptional ? "optional" : "required"} (${where})`,
    },
    path,
  );
}

/**
 * Codes in the specification band need a schema constant; reserved codes are never a condition's
 * code; accepted codes in a band receivers must not interpret need an explicit exception.
 */
function checkPolicyCodes(register: Register, schema: SchemaModel, problems: RegisterProblems): void {
  const revision = schema.revision;
  const bands = register.policy.bands.filter((b) => b.revisions.includes(revision));
  const specBands = bands.filter((b) => b.class === "specification");
  const defined = (code: number) => schema.constants.some((c) => c.value === code);
  const inBand = (band: BandRule, code: number) => code >= band.from && code <= band.to;
  const reserved = register.policy.reserved.filter((r) => r.revisions.includes(revision));

  for (const condition of register.conditions) {
    for (const entry of condition.codes) {
      if (!entry.revisions.includes(revision)) continue;
      const codePath = [...entry.path, "code"];
      if (specBands.some((b) => inBand(b, entry.code)) && !defined(entry.code))
        problems.add(
          "register/undefined-spec-code",
          { path: formatPath(codePath), revision, code: entry.code },
          codePath,
        );
      const hit = reserved.find((r) => r.code === entry.code);
      if (hit)
        problems.add(
          "register/invalid-value",
          {
            path: formatPath(codePath),
            reason: `${entry.code} is reserved in ${revision} (formerly ${hit.formerCondition}) and is never sent`,
          },
          codePath,
        );
    }
    for (const rule of condition.accepts) {
      if (!rule.revisions.includes(revision)) continue;
      rule.codes.forEach((code, i) => {
        const at = [...rule.path, "codes", i];
        if (specBands.some((b) => inBand(b, code)) && !defined(code))
          problems.add("register/undefined-spec-code", { path: formatPath(at), revision, code }, at);
        const band = bands.find((b) => inBand(b, code));
        // A code the schema defines already has a meaning here; a rule with evidence only narrows it.
        if (band && !band.interpret && !band.interpretExceptions.includes(code) && !defined(code))
          problems.add(
            "register/invalid-value",
            {
              path: formatPath(at),
              reason: `receivers in ${revision} must not read a meaning into ${code} (band ${band.from}..${band.to}); list it in the band's interpretExceptions if the spec allows it`,
            },
            at,
          );
      });
    }
  }
}
