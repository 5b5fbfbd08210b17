/**
 * One revision's merged model: its schema's constants and interfaces, joined with the register's
 * conditions and revision-wide policy. Runs after the cross-checks, so every register claim about
 * the schema is known to hold.
 */
import { GenError, type Diagnostic } from "../diagnostics/gen-error.ts";
import { parseTypeText } from "../extract/extract-schema.ts";
import type { ManifestRevision } from "../manifest/manifest.ts";
import type { Register, RegisterCode, RegisterCondition } from "../register/register-types.ts";
import { locate } from "../util/yaml-document.ts";
import type { HttpStatusByOrigin, Provenance, RevisionCondition, RevisionModel } from "./merged-model.ts";
import { fromRegister, fromSchema, uniqueProvenance } from "./register-provenance.ts";
import type { SchemaModel } from "./schema-model.ts";

/** Where each merged condition came from in the register, for checks that report YAML positions. */
export type ConditionSources = Map<string, { condition: RegisterCondition; entry: RegisterCode }>;

export function buildRevision(
  revision: ManifestRevision,
  schema: SchemaModel,
  register: Register,
  problems: Diagnostic[],
): { model: RevisionModel; sources: ConditionSources } {
  const id = revision.id;
  const applies = (rule: { revisions: string[] }) => rule.revisions.includes(id);
  const prov = (fact: Parameters<typeof fromRegister>[1]) => fromRegister(register, fact);

  const defaultRule = register.policy.httpDefault.find(applies);
  if (!defaultRule) throw new Error(`register covers ${id} but has no httpDefault for it`);
  const httpDefault = { transport: defaultRule.transport, handler: defaultRule.handler };

  const sources: ConditionSources = new Map();
  const conditions: RevisionCondition[] = [];
  for (const condition of register.conditions) {
    const entry = condition.codes.find(applies);
    if (!entry) continue;
    sources.set(condition.key, { condition, entry });
    conditions.push(mergeCondition(condition, entry, schema, register, httpDefault, problems));
  }
  conditions.sort(byKey);

  const absentConditions = register.conditions
    .filter((c) => c.absent.includes(id))
    .map((c) => c.key)
    .sort();

  const constants = new Map<string, RevisionModel["constants"][number]>();
  for (const c of schema.constants)
    constants.set(c.name, {
      name: c.name,
      value: c.value,
      source: "schema",
      provenance: [fromSchema(c.location)],
    });
  for (const { entry } of sources.values()) {
    if (constants.has(entry.constant)) continue;
    constants.set(entry.constant, {
      name: entry.constant,
      value: entry.code,
      source: "register",
      provenance: [prov(entry)],
    });
  }

  const envelopeRule = register.policy.envelope.find(applies);
  const toolRule = register.policy.toolInputError.find(applies);
  if (!envelopeRule || !toolRule)
    throw new Error(`register covers ${id} but lacks envelope or toolInputError`);
  const checkOrder = register.policy.checkOrder.find(applies);
  const localErrors = register.policy.localErrors.find(applies);

  const model: RevisionModel = {
    id,
    status: revision.status,
    era: revision.era,
    protocolVersion: schema.protocolVersion,
    jsonrpcVersion: schema.jsonrpcVersion,
    schemaFile: schema.file,
    envelope: {
      name: schema.envelope.name,
      idOptional: schema.envelope.idOptional,
      provenance: [fromSchema(schema.envelope.location), prov(envelopeRule)],
    },
    conditions,
    absentConditions,
    constants: [...constants.values()].sort(byName),
    httpDefault: { ...httpDefault, provenance: [prov(defaultRule)] },
    bands: register.policy.bands
      .filter(applies)
      .map((b) => ({
        from: b.from,
        to: b.to,
        class: b.class,
        emitUndefined: b.emitUndefined,
        interpret: b.interpret,
        ...(b.interpretExceptions.length > 0
          ? { interpretExceptions: [...b.interpretExceptions].sort(byNumber) }
          : {}),
        provenance: [prov(b)],
      }))
      .sort((a, b) => a.from - b.from),
    reserved: register.policy.reserved
      .filter(applies)
      .map((r) => ({
        code: r.code,
        formerCondition: r.formerCondition,
        note: r.note ?? "",
        provenance: [prov(r)],
      }))
      .sort((a, b) => a.code - b.code),
    toolInputError: {
      form: toolRule.form,
      ...(toolRule.code !== undefined ? { code: toolRule.code } : {}),
      ...(toolRule.resultType !== undefined
        ? { resultType: { value: toolRule.resultType, provenance: [prov(toolRule)] } }
        : {}),
      note: toolRule.note ?? "",
      provenance: [prov(toolRule)],
    },
    ...(checkOrder
      ? {
          checkOrder: {
            steps: checkOrder.steps.map((s) => ({ check: s.check, condition: s.condition, http: s.http })),
            provenance: [prov(checkOrder)],
          },
        }
      : {}),
    ...(localErrors
      ? { localErrors: { guidance: localErrors.guidance, provenance: [prov(localErrors)] } }
      : {}),
    declarations: schema.declarations,
  };
  return { model, sources };
}

function mergeCondition(
  condition: RegisterCondition,
  entry: RegisterCode,
  schema: SchemaModel,
  register: Register,
  httpDefault: HttpStatusByOrigin,
  problems: Diagnostic[],
): RevisionCondition {
  const id = schema.revision;
  const applies = (rule: { revisions: string[] }) => rule.revisions.includes(id);
  const prov = (fact: Parameters<typeof fromRegister>[1]) => fromRegister(register, fact);
  const provenance: Provenance[] = [];

  const schemaConstant = schema.constants.find((c) => c.name === entry.constant && c.value === entry.code);
  if (schemaConstant) provenance.push(fromSchema(schemaConstant.location));
  const iface = entry.interface ? schema.interfaces.find((i) => i.name === entry.interface) : undefined;
  if (iface) provenance.push(fromSchema(iface.location));
  provenance.push(prov(entry));

  let data: RevisionCondition["data"];
  if (iface?.data)
    data = { optional: iface.data.optional, type: iface.data.type, source: "schema", exact: false };
  else if (entry.data) {
    const typePath = [...entry.data.path, "type"];
    const at = locate(register.yaml, typePath);
    try {
      const type = parseTypeText(entry.data.type, {
        ...at,
        declarations: new Set(schema.declarations.map((d) => d.name)),
        from: `${condition.key} data in ${id}`,
      });
      data = { optional: entry.data.optional, type, source: "register", exact: entry.data.exact };
    } catch (error) {
      if (!(error instanceof GenError)) throw error;
      problems.push(...error.diagnostics);
    }
    provenance.push(prov(entry.data));
  }

  const httpRule = condition.http.find(applies);
  if (httpRule) provenance.push(prov(httpRule));
  const acceptRule = condition.accepts.find(applies);
  if (acceptRule) provenance.push(prov(acceptRule));

  const notes = [
    ...(entry.note ? [{ text: entry.note, provenance: [prov(entry)] }] : []),
    ...condition.notes
      .filter((n) => !n.revisions || n.revisions.includes(id))
      .map((n) => ({ text: n.text, provenance: [prov(n)] })),
  ];

  return {
    key: condition.key,
    ...(condition.registerId ? { registerId: condition.registerId } : {}),
    summary: condition.summary,
    message: condition.message,
    code: entry.code,
    constant: entry.constant,
    constantSource: schemaConstant ? "schema" : "register",
    ...(iface ? { interface: { name: iface.name, describes: iface.describes } } : {}),
    ...(data ? { data } : {}),
    http: {
      transport: httpRule?.transport ?? httpDefault.transport,
      handler: httpRule?.handler ?? httpDefault.handler,
    },
    accepts: [...(acceptRule?.codes ?? [])].sort(byNumber),
    match: entry.match,
    ...(entry.draftAliasOf !== undefined ? { draftAliasOf: entry.draftAliasOf } : {}),
    provenance: uniqueProvenance(provenance),
    ...(notes.length > 0 ? { notes } : {}),
  };
}

function byKey(a: { key: string }, b: { key: string }): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function byNumber(a: number, b: number): number {
  return a - b;
}
