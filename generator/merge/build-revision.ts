/** One revision's model: its schema joined with the register's conditions and policy (checked by check/). */
import { GenError, type Diagnostic } from "../diagnostics/gen-error.ts";
import { parseTypeText } from "../extract/extract-schema.ts";
import type { ManifestRevision } from "../inputs/manifest.ts";
import type { Register, RegisterCode, RegisterCondition, RegisterFact } from "../register/register-schema.ts";
import { displayPath } from "../inputs/manifest.ts";
import { formatPath, locate } from "../util/yaml-document.ts";
import type {
  Provenance,
  Recognition,
  RecognitionRule,
  RevisionCondition,
  RevisionModel,
} from "../model/merged-model.ts";
import type { SchemaModel, SourceLocation } from "../model/schema-model.ts";
import { compareText, typeText } from "../model/type-text.ts";
import type { RegisterProblems } from "../register/problems.ts";

const fromSchema = (location: SourceLocation): Provenance => ({ kind: "schema", location });

export function fromRegister(register: Register, fact: RegisterFact): Provenance {
  return {
    kind: "register",
    location: locate(register.yaml, fact.path),
    entry: formatPath(fact.path),
    citations: fact.cite.map((c) => ({
      file: displayPath(c.root, c.file),
      line: c.line,
      endLine: c.endLine,
      quote: c.quote,
    })),
  };
}

export function buildRevision(
  revision: ManifestRevision,
  schema: SchemaModel,
  register: Register,
  problems: Diagnostic[],
  registerProblems: RegisterProblems,
): RevisionModel {
  const id = revision.id;
  const applies = (rule: { revisions: string[] }) => rule.revisions.includes(id);
  const prov = (fact: RegisterFact) => fromRegister(register, fact);
  const { policy } = register;
  const conditions: RevisionCondition[] = [];
  const constants = new Map<string, RevisionModel["constants"][number]>();
  for (const { name, value, location } of schema.constants)
    constants.set(name, { name, value, source: "schema", provenance: [fromSchema(location)] });
  for (const condition of register.conditions) {
    const entry = condition.codes.find(applies);
    if (!entry) continue;
    conditions.push(mergeCondition(condition, entry, schema, register, problems));
    const { constant: name, code: value } = entry;
    if (!constants.has(name))
      constants.set(name, { name, value, source: "register", provenance: [prov(entry)] });
  }
  conditions.sort(byKey);

  // Register checks that need the merged conditions: each is read from its own code, alone or with
  // evidence, and told apart from the others reading it; legacy 404 and check order statuses.
  const ambiguous = (c: RevisionCondition, code: number, group: RevisionCondition[]) =>
    registerProblems.add(
      "register/shared-code-ambiguous",
      { revision: id, code, conditions: group.map((o) => o.key) },
      [...(register.conditions.find((r) => r.key === c.key)?.codes.find(applies)?.path ?? []), "match"],
    );
  for (const c of conditions) {
    const { codes, rules } = c.recognition;
    const sameCode = conditions.filter((o) => o.code === c.code);
    if (!codes.includes(c.code) && !rules.some((r) => r.code === c.code)) ambiguous(c, c.code, sameCode);
  }
  for (const c of revision.era === "legacy" ? conditions : [])
    if (c.httpStatus.status === 404)
      registerProblems.invalid(
        ["conditions", c.key, "http"],
        `404 means "session expired" in ${id}; no JSON-RPC error travels with it there`,
      );

  const envelope = policy.envelope.find(applies);
  const tool = policy.toolInputError.find(applies);
  const generic = policy.genericCondition.find(applies);
  if (!envelope || !tool || !generic)
    throw new Error(`register covers ${id} but lacks envelope, toolInputError or genericCondition`);
  const checkOrder = policy.checkOrder.find(applies);
  checkOrder?.steps.forEach((step, i) => {
    const condition = conditions.find((c) => c.key === step.condition);
    if (!condition || condition.httpStatus.status === step.http) return;
    registerProblems.invalid(
      [...checkOrder.path, "steps", i, "http"],
      `${step.condition} travels with ${condition.httpStatus.status ?? "no specified status"} in ${id}, not ${step.http}`,
    );
  });
  const sentinel = policy.base64Sentinel.find(applies);
  const negotiation = policy.versionNegotiation.find(applies);
  const messages = policy.checkMessages.find(applies);
  const meta = policy.requestMeta.find(applies);
  const headers = policy.requestHeaders.filter(applies);
  const params = policy.toolParamHeaders.find(applies);
  const localErrors = policy.localErrors.find(applies);
  const requestEra = policy.requestEra.find(applies);
  const counterOffer = policy.counterOffer.find(applies);
  const guidance = (rule: RegisterFact & { guidance: string }) => ({
    guidance: rule.guidance,
    provenance: [prov(rule)],
  });
  const { required, complete, location, completeLocation } = schema.resultType;
  const resultType = {
    required,
    complete,
    provenance: [location, completeLocation].filter((at) => at !== undefined).map(fromSchema),
  };

  return {
    id,
    status: revision.status,
    era: revision.era,
    protocolVersion: schema.protocolVersion,
    jsonrpcVersion: schema.jsonrpcVersion,
    schemaFile: schema.file,
    envelope: {
      name: schema.envelope.name,
      idOptional: schema.envelope.idOptional,
      provenance: [fromSchema(schema.envelope.location), prov(envelope)],
    },
    conditions,
    absentConditions: register.conditions
      .filter((c) => c.absent.includes(id))
      .map((c) => c.key)
      .sort(),
    constants: [...constants.values()].sort(byName),
    sharedCodes: sharedCodes(conditions, ambiguous),
    transportFailures: policy.transportFailures
      .filter(applies)
      .map((r) => ({
        key: r.key,
        summary: r.summary,
        status: r.status,
        condition: r.body.form === "error" ? r.body.condition : null,
        body: { form: r.body.form, basis: r.body.basis, reason: r.body.reason },
        ...(r.clientAction !== undefined && { clientAction: r.clientAction }),
        provenance: [prov(r)],
      }))
      .sort(byKey),
    ...(counterOffer && { counterOffer: guidance(counterOffer) }),
    bands: policy.bands
      .filter(applies)
      .map((b) => ({
        from: b.from,
        to: b.to,
        class: b.class,
        emitUndefined: b.emitUndefined,
        interpret: b.interpret,
        ...(b.interpretExceptions.length > 0 && {
          interpretExceptions: [...b.interpretExceptions].sort(byNumber),
        }),
        provenance: [prov(b)],
      }))
      .sort((a, b) => a.from - b.from),
    reserved: policy.reserved
      .filter(applies)
      .map((r) => ({
        code: r.code,
        formerCondition: r.formerCondition,
        note: r.note ?? "",
        provenance: [prov(r)],
      }))
      .sort((a, b) => a.code - b.code),
    toolInputError: {
      form: tool.form,
      ...(tool.code !== undefined && { code: tool.code }),
      ...(tool.form === "tool-result" &&
        required &&
        complete !== null && { resultType: { value: complete, provenance: resultType.provenance } }),
      note: tool.note ?? "",
      provenance: [prov(tool)],
    },
    resultType,
    ...(checkOrder && {
      checkOrder: {
        steps: checkOrder.steps.map((s) => ({
          step: s.step,
          check: s.check,
          condition: s.condition,
          http: s.http,
        })),
        notARequest: checkOrder.notARequest,
        metaInvalid: checkOrder.metaInvalid,
        basis: "project-choice" as const,
        provenance: [prov(checkOrder)],
      },
    }),
    ...(sentinel && {
      base64Sentinel: { prefix: sentinel.prefix, suffix: sentinel.suffix, provenance: [prov(sentinel)] },
    }),
    ...(negotiation && {
      versionNegotiation: {
        versionKey: negotiation.versionKey,
        versionsMethod: negotiation.versionsMethod,
        provenance: [prov(negotiation)],
      },
    }),
    ...(messages && {
      checkMessages: {
        messages: { ...messages.messages },
        kinds: { ...messages.kinds },
        basis: "project-choice" as const,
        provenance: [prov(messages)],
      },
    }),
    genericCondition: { condition: generic.condition, provenance: [prov(generic)] },
    ...(meta &&
      schema.requestMeta && {
        requestMeta: {
          interface: schema.requestMeta.name,
          keyPrefix: meta.keyPrefix,
          keys: schema.requestMeta.keys
            .filter((k) => k.name.startsWith(meta.keyPrefix))
            .map((k) => ({
              key: k.name,
              required: !k.optional,
              kind: k.kind,
              ...(k.values !== undefined && { values: [...k.values] }),
              provenance: [fromSchema(k.location)],
            }))
            .sort(byKey),
          provenance: [fromSchema(schema.requestMeta.location), prov(meta)],
        },
      }),
    ...(headers.length > 0 && {
      requestHeaders: headers
        .map((rule) => ({
          name: rule.header,
          bodyField: rule.bodyField
            .map((field) => ({ method: field.method, path: [...field.path] }))
            .sort((a, b) => compareText(a.method, b.method)),
          base64: rule.base64,
          provenance: [prov(rule)],
        }))
        .sort(byName),
    }),
    ...(params && {
      toolParamHeaders: {
        prefix: params.headerPrefix,
        annotation: params.annotation,
        base64: params.base64,
        provenance: [prov(params)],
      },
    }),
    ...(localErrors && { localErrors: guidance(localErrors) }),
    methods: schema.methods.map((m) => ({
      method: m.method,
      from: m.from,
      kind: m.kind,
      provenance: [fromSchema(m.location)],
    })),
    ...(requestEra && {
      requestEra: {
        steps: requestEra.steps.map((s) => ({ check: s.check, signal: s.signal, name: s.name, era: s.era })),
        otherwise: requestEra.otherwise,
        provenance: [prov(requestEra)],
      },
    }),
    declarations: schema.declarations,
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
  const applies = (rule: { revisions?: string[] | undefined }) => rule.revisions?.includes(id) ?? true;
  const prov = (fact: RegisterFact) => fromRegister(register, fact);
  const constant = schema.constants.find((c) => c.name === entry.constant && c.value === entry.code);
  const iface = entry.interface ? schema.interfaces.find((i) => i.name === entry.interface) : undefined;
  // The register gives a shape only where the schema's interface has no data.
  const registerData = iface?.data ? undefined : entry.data;
  let data: RevisionCondition["data"] = iface?.data && { ...iface.data, source: "schema", exact: false };
  if (registerData) {
    const { type, optional, exact, path } = registerData;
    const declarations = new Set(schema.declarations.map((d) => d.name));
    const from = `${condition.key} data in ${id}`;
    try {
      const shape = parseTypeText(type, { ...locate(register.yaml, [...path, "type"]), declarations, from });
      data = { optional, type: shape, source: "register", exact };
    } catch (error) {
      if (!(error instanceof GenError)) throw error;
      problems.push(...error.diagnostics);
    }
  }
  const http = condition.http.find(applies);
  const httpStatus = {
    status: http?.status ?? null,
    ...(http?.basis === "project-choice" && { basis: http.basis }),
    provenance: http ? [prov(http)] : [],
  };
  const accept = condition.accepts.find(applies);
  const notes = [
    ...(entry.note ? [{ text: entry.note, provenance: [prov(entry)] }] : []),
    ...condition.notes.filter(applies).map((n) => ({ text: n.text, provenance: [prov(n)] })),
  ];

  return {
    key: condition.key,
    ...(condition.registerId && { registerId: condition.registerId }),
    summary: condition.summary,
    message: condition.message,
    code: entry.code,
    constant: entry.constant,
    constantSource: constant ? "schema" : "register",
    ...(iface && { interface: { name: iface.name, describes: iface.describes } }),
    ...(data && { data }),
    httpStatus,
    recognition: recognise(entry, accept, httpStatus, prov),
    ...(entry.draftAliasOf !== undefined && { draftAliasOf: entry.draftAliasOf }),
    provenance: [
      ...[constant, iface].flatMap((found) => (found ? [fromSchema(found.location)] : [])),
      ...[entry, registerData, accept].flatMap((fact) => (fact ? [prov(fact)] : [])),
    ],
    ...(notes.length > 0 && { notes }),
  };
}

/** The condition's own code by its match rule, then its receive rule's codes. */
function recognise(
  entry: RegisterCode,
  accept: RegisterCondition["accepts"][number] | undefined,
  httpStatus: RevisionCondition["httpStatus"],
  prov: (fact: RegisterFact) => Provenance,
): Recognition {
  const codes: number[] = [];
  const rules: RecognitionRule[] = [];
  const own = { code: entry.code, provenance: [prov(entry)] };
  const method = (rule: { method?: string | undefined; methodUnknown?: "match" | "no-match" | undefined }) =>
    rule.method !== undefined ? { method: rule.method, methodUnknown: rule.methodUnknown ?? "no-match" } : {};
  const requiresData = (rule: { requiresData?: boolean | undefined }) =>
    rule.requiresData === true ? { requiresData: true } : {};
  if (entry.match === "unique" || entry.match === "fallback") codes.push(entry.code);
  else if (entry.match === "data") rules.push({ ...own, requiresData: true });
  else if (entry.match === "method") rules.push({ ...own, ...method(entry), ...requiresData(entry) });
  // A status rule with no status recognises nothing; buildRevision reports the code as ambiguous.
  else if (httpStatus.status !== null)
    rules.push({
      ...own,
      httpStatus: httpStatus.status,
      provenance: [...own.provenance, ...httpStatus.provenance],
    });
  const evidence = accept?.method !== undefined || accept?.requiresData === true;
  for (const code of accept?.codes ?? [])
    if (!evidence) codes.push(code);
    else rules.push({ code, ...method(accept), ...requiresData(accept), provenance: [prov(accept)] });
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

/**
 * Codes more than one condition reads, or any rule reads, with the order their rules are tried in;
 * `ambiguous` hears of each condition that cannot be told apart from the others reading its code.
 */
function sharedCodes(
  conditions: RevisionCondition[],
  ambiguous: (c: RevisionCondition, code: number, group: RevisionCondition[]) => void,
): RevisionModel["sharedCodes"] {
  const users = new Map<number, RevisionCondition[]>();
  for (const c of conditions)
    for (const code of new Set([...c.recognition.codes, ...c.recognition.rules.map((r) => r.code)]))
      users.set(code, [...(users.get(code) ?? []), c]);
  const shared: RevisionModel["sharedCodes"] = [];
  for (const [code, group] of users) {
    const rulesFor = (c: RevisionCondition) => c.recognition.rules.filter((r) => r.code === code);
    const ruled = group.filter((c) => rulesFor(c).length > 0);
    if (group.length < 2 && ruled.length === 0) continue;
    const best = (c: RevisionCondition) => Math.max(...rulesFor(c).map(specificity));
    const tryInOrder = [...ruled].sort((a, b) => best(b) - best(a) || byKey(a, b)).map((c) => c.key);
    const alone = group.filter((c) => c.recognition.codes.includes(code));
    shared.push({ code, tryInOrder, fallback: alone[0]?.key ?? null });

    for (const extra of alone.slice(1)) ambiguous(extra, code, group);
    const shapes = new Set<string>();
    for (const c of ruled)
      for (const rule of rulesFor(c)) {
        // Data tells conditions apart only when the data is always there and no two shapes coincide.
        if (rule.requiresData && rule.method === undefined) {
          const key = c.data ? typeText(c.data.type) : "";
          if (!c.data || c.data.optional || shapes.has(key)) ambiguous(c, code, group);
          shapes.add(key);
        }
        // A status tells a condition apart only if no other condition of the code travels with it.
        const status = rule.httpStatus;
        if (status !== undefined && group.some((o) => o !== c && o.httpStatus.status === status))
          ambiguous(c, code, group);
      }
  }
  return shared.sort((a, b) => a.code - b.code);
}

const byKey = (a: { key: string }, b: { key: string }) => compareText(a.key, b.key);
const byName = (a: { name: string }, b: { name: string }) => compareText(a.name, b.name);
const byNumber = (a: number, b: number) => a - b;
