/**
 * One revision's merged model: its schema's constants and interfaces, joined with the register's
 * conditions and revision-wide policy. Runs after the cross-checks, so every register claim about
 * the schema is known to hold.
 */
import { GenError, type Diagnostic } from "../diagnostics/gen-error.ts";
import { parseTypeText } from "../extract/extract-schema.ts";
import type { ManifestRevision } from "../inputs/manifest.ts";
import type { Register, RegisterCode, RegisterCondition } from "../register/register-types.ts";
import { locate } from "../util/yaml-document.ts";
import type {
  Provenance,
  Recognition,
  RecognitionRule,
  RequestMeta,
  RevisionCondition,
  ResultTypeRule,
  RevisionModel,
  SharedCode,
  StatusFact,
  TransportFailure,
} from "../model/merged-model.ts";
import { fromRegister, fromSchema, uniqueProvenance } from "./provenance.ts";
import type { RequestMeta as SchemaRequestMeta, SchemaModel } from "../model/schema-model.ts";

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

  const sources: ConditionSources = new Map();
  const conditions: RevisionCondition[] = [];
  for (const condition of register.conditions) {
    const entry = condition.codes.find(applies);
    if (!entry) continue;
    sources.set(condition.key, { condition, entry });
    conditions.push(mergeCondition(condition, entry, schema, register, problems));
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
  const metaRule = register.policy.requestMeta.find(applies);
  const headerRules = register.policy.requestHeaders.filter(applies);
  const paramRule = register.policy.toolParamHeaders.find(applies);
  const localErrors = register.policy.localErrors.find(applies);
  const counterOffer = register.policy.counterOffer.find(applies);
  const transportFailures: TransportFailure[] = register.policy.transportFailures
    .filter(applies)
    .map((r) => ({
      key: r.key,
      summary: r.summary,
      status: r.status,
      condition: r.condition ?? null,
      ...(r.clientAction !== undefined ? { clientAction: r.clientAction } : {}),
      provenance: [prov(r)],
    }))
    .sort(byKey);

  const result = schema.resultType;
  const resultType: ResultTypeRule = {
    required: result.required,
    complete: result.complete,
    provenance: [result.location, result.completeLocation]
      .filter((at) => at !== undefined)
      .map((at) => fromSchema(at)),
  };

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
    sharedCodes: sharedCodes(conditions),
    transportFailures,
    ...(counterOffer
      ? { counterOffer: { guidance: counterOffer.guidance, provenance: [prov(counterOffer)] } }
      : {}),
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
      // A tool result is a result: it carries what every result of the revision must.
      ...(toolRule.form === "tool-result" && resultType.required && resultType.complete !== null
        ? { resultType: { value: resultType.complete, provenance: resultType.provenance } }
        : {}),
      note: toolRule.note ?? "",
      provenance: [prov(toolRule)],
    },
    resultType,
    ...(checkOrder
      ? {
          checkOrder: {
            steps: checkOrder.steps.map((s) => ({ check: s.check, condition: s.condition, http: s.http })),
            basis: "project-choice" as const,
            provenance: [prov(checkOrder)],
          },
        }
      : {}),
    ...(metaRule && schema.requestMeta
      ? { requestMeta: requestMeta(schema.requestMeta, metaRule.keyPrefix, prov(metaRule)) }
      : {}),
    ...(headerRules.length > 0
      ? {
          requestHeaders: headerRules
            .map((rule) => ({
              name: rule.header,
              bodyField: rule.bodyField
                .map((field) => ({ method: field.method, path: [...field.path] }))
                .sort((a, b) => (a.method < b.method ? -1 : a.method > b.method ? 1 : 0)),
              base64: rule.base64,
              provenance: [prov(rule)],
            }))
            .sort(byName),
        }
      : {}),
    ...(paramRule
      ? {
          toolParamHeaders: {
            prefix: paramRule.headerPrefix,
            annotation: paramRule.annotation,
            base64: paramRule.base64,
            provenance: [prov(paramRule)],
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

/** The schema's request `_meta` keys under the register's prefix, required or not and of what JSON kind. */
function requestMeta(meta: SchemaRequestMeta, keyPrefix: string, rule: Provenance): RequestMeta {
  return {
    interface: meta.name,
    keyPrefix,
    keys: meta.keys
      .filter((k) => k.name.startsWith(keyPrefix))
      .map((k) => ({
        key: k.name,
        required: !k.optional,
        kind: k.kind,
        provenance: [fromSchema(k.location)],
      }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    provenance: [fromSchema(meta.location), rule],
  };
}

function mergeCondition(
  condition: RegisterCondition,
  entry: RegisterCode,
  schema: SchemaModel,
  register: Register,
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
  const httpStatus: StatusFact = httpRule
    ? { status: httpRule.status, provenance: [prov(httpRule)] }
    : { status: null, provenance: [] };
  const acceptRule = condition.accepts.find(applies);
  if (acceptRule) provenance.push(prov(acceptRule));
  const recognition = recognise(entry, acceptRule, httpStatus, prov);

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
    httpStatus,
    recognition,
    ...(entry.draftAliasOf !== undefined ? { draftAliasOf: entry.draftAliasOf } : {}),
    provenance: uniqueProvenance(provenance),
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/** The condition's recognition: its own code by its match rule, then its receive rule. */
function recognise(
  entry: RegisterCode,
  accept: Register["conditions"][number]["accepts"][number] | undefined,
  httpStatus: StatusFact,
  prov: (fact: Parameters<typeof fromRegister>[1]) => Provenance,
): Recognition {
  const codes: number[] = [];
  const rules: RecognitionRule[] = [];
  const own = { code: entry.code, provenance: [prov(entry)] };
  if (entry.match === "unique" || entry.match === "fallback") codes.push(entry.code);
  else if (entry.match === "data") rules.push({ ...own, requiresData: true });
  else if (entry.match === "method")
    rules.push({
      ...own,
      method: entry.method ?? "",
      methodUnknown: entry.methodUnknown ?? "no-match",
      ...(entry.requiresData === true ? { requiresData: true } : {}),
    });
  else if (httpStatus.status !== null)
    rules.push({
      ...own,
      httpStatus: httpStatus.status,
      provenance: [...own.provenance, ...httpStatus.provenance],
    });
  // A status rule with no status recognises nothing; checkSharedCodes reports the code as ambiguous.
  if (accept) {
    const evidence = accept.method !== undefined || accept.requiresData === true;
    for (const code of accept.codes) {
      if (!evidence) codes.push(code);
      else
        rules.push({
          code,
          ...(accept.method !== undefined
            ? { method: accept.method, methodUnknown: accept.methodUnknown ?? "no-match" }
            : {}),
          ...(accept.requiresData === true ? { requiresData: true } : {}),
          provenance: [prov(accept)],
        });
    }
  }
  return {
    codes: [...new Set(codes)].sort(byNumber),
    acceptedCodes: [...new Set(accept?.codes ?? [])].sort(byNumber),
    rules: rules.sort((a, b) => a.code - b.code || specificity(b) - specificity(a)),
  };
}

/** Rules with more evidence are tried first: a status, then a method, then a data shape. */
function specificity(rule: RecognitionRule): number {
  return (
    (rule.httpStatus !== undefined ? 4 : 0) +
    (rule.method !== undefined ? 2 : 0) +
    (rule.requiresData ? 1 : 0)
  );
}

/** Codes more than one condition reads, or any rule reads, with the order their rules are tried in. */
function sharedCodes(conditions: RevisionCondition[]): SharedCode[] {
  const users = new Map<number, RevisionCondition[]>();
  for (const c of conditions) {
    const read = new Set([...c.recognition.codes, ...c.recognition.rules.map((r) => r.code)]);
    for (const code of read) users.set(code, [...(users.get(code) ?? []), c]);
  }
  const shared: SharedCode[] = [];
  for (const [code, group] of users) {
    if (group.length < 2 && !group.some((c) => c.recognition.rules.some((r) => r.code === code))) continue;
    const best = (c: RevisionCondition) =>
      Math.max(-1, ...c.recognition.rules.filter((r) => r.code === code).map(specificity));
    const tryInOrder = group
      .filter((c) => c.recognition.rules.some((r) => r.code === code))
      .sort((a, b) => best(b) - best(a) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map((c) => c.key);
    const fallback = group.find((c) => c.recognition.codes.includes(code))?.key ?? null;
    shared.push({ code, tryInOrder, fallback });
  }
  return shared.sort((a, b) => a.code - b.code);
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
