/** Revision-wide facts: what messages carry (envelope, `resultType`, request checks) and the error policy. */
import type {
  Provenance,
  RequestHeader,
  RequestMetaKey,
  ResultTypeRule,
  RevisionModel,
  ToolParamHeaders,
} from "../model/merged-model.ts";
import { compareKeyed, locate, valueChange, type Finding, type Side } from "./report.ts";

export function compareMessages(base: Side, head: Side): Finding[] {
  const [b, a] = [base.revision, head.revision];
  return [
    ...envelope(base, head),
    ...resultType(base, head),
    ...compareKeyed(b.requestMeta?.keys, a.requestMeta?.keys, {
      key: (k) => k.key,
      value: (k) => ({ required: k.required, kind: k.kind }),
      subject: (key) => ({ field: `_meta.${key}` }),
      ...requestCheck((k) => `request _meta key ${k.key}`, describeMetaKey),
      prefer: "schema",
    }),
    // Header names are case-insensitive: "MCP-Name" in one revision is "Mcp-Name" in another.
    ...compareKeyed(b.requestHeaders, a.requestHeaders, {
      key: (h) => h.name.toLowerCase(),
      value: (h) => ({
        bodyField: Object.fromEntries(h.bodyField.map((f) => [f.method, [...f.path]])),
        base64: h.base64,
      }),
      subject: (name) => ({ field: `header ${name}` }),
      ...requestCheck((h) => `header ${h.name}`, describeHeader),
    }),
    ...compareKeyed(b.toolParamHeaders && [b.toolParamHeaders], a.toolParamHeaders && [a.toolParamHeaders], {
      key: () => "tools/call",
      value: (p) => ({ prefix: p.prefix, annotation: p.annotation, base64: p.base64 }),
      subject: () => ({ field: "tool-argument headers" }),
      ...requestCheck(() => "tools/call headers", describeParamHeaders, "are"),
    }),
  ];
}

function envelope(base: Side, head: Side): Finding[] {
  const [before, after] = [base.revision.envelope, head.revision.envelope];
  const location = locate(after.provenance, "schema");
  const optionality = (e: typeof after) => (e.idOptional ? "optional" : "required");
  const [from, to] = [optionality(before), optionality(after)];
  const id = `${after.name}: \`id\` is ${to} in ${head.label} (${from} in ${base.label})`;
  const rule = after.idOptional ? "envelope-id-made-optional" : "envelope-id-made-required";
  const renamed = `error envelope ${before.name} → ${after.name}`;
  return [
    ...valueChange(rule, id, location, from, to, { field: "id" }),
    ...valueChange("envelope-renamed", renamed, location, before.name, after.name),
  ];
}

function resultType(base: Side, head: Side): Finding[] {
  const [before, after] = [base.revision.resultType, head.revision.resultType];
  // A side that declares resultType has its schema line: head's, else base's.
  const location = locate((declares(after) ? after : before).provenance, "schema");
  const message = `in ${base.label}, ${describeResults(before)}; in ${head.label}, ${describeResults(after)}`;
  const value = (rule: ResultTypeRule) => ({ required: rule.required, complete: rule.complete });
  const details = { field: "resultType" };
  return valueChange("result-type-changed", message, location, value(before), value(after), details);
}

function requestCheck<T>(name: (fact: T) => string, describe: (fact: T) => string, verb = "is") {
  return {
    absent: null,
    ruleId: "request-checks-changed" as const,
    added: (a: T) => `${name(a)} ${verb} checked: ${describe(a)}`,
    removed: (b: T) => `${name(b)} (${describe(b)}) ${verb} no longer checked`,
    changed: (b: T, a: T) => `${name(a)}: ${describe(b)} → ${describe(a)}`,
  };
}

const ARTICLE: Record<string, string> = { object: "an object", array: "an array", any: "any JSON value" };

function describeMetaKey(k: RequestMetaKey): string {
  return `${k.required ? "required" : "optional"}, ${ARTICLE[k.kind] ?? `a ${k.kind}`}`;
}

function describeHeader(h: RequestHeader): string {
  const fields = h.bodyField
    .map((f) => `${f.path.join(".")} ${f.method === "*" ? "on every request" : `on ${f.method}`}`)
    .join(", ");
  return `matches the body's ${fields}${h.base64 ? ", may be Base64-encoded" : ""}`;
}

function describeParamHeaders(p: ToolParamHeaders): string {
  const each = `${p.prefix}{name} for each tool argument whose property has ${p.annotation}: {name}`;
  return `${each}${p.base64 ? ", may be Base64-encoded" : ""}`;
}

function declares(rule: ResultTypeRule): boolean {
  return rule.required || rule.complete !== null;
}

function describeResults(rule: ResultTypeRule): string {
  if (!declares(rule)) return "Result has no `resultType`";
  const which = `${rule.required ? "every result must" : "a result may"} carry \`resultType\``;
  if (rule.complete === null) return which;
  const complete = JSON.stringify(rule.complete);
  return `${which} (${complete} on a complete result; one without the field reads as ${complete})`;
}

export function comparePolicy(base: Side, head: Side): Finding[] {
  const [b, a] = [base.revision, head.revision];
  return [
    ...compareKeyed(b.bands, a.bands, {
      key: (band) => `${band.from}..${band.to}`,
      value: (band) => ({ class: band.class, emitUndefined: band.emitUndefined, interpret: band.interpret }),
      subject: (band) => ({ band }),
      ruleId: { added: "code-band-added", removed: "code-band-removed", changed: "code-band-changed" },
      added: (band, key) => `code band ${key} is new: ${describeBand(band)}`,
      removed: (band, key) => `code band ${key} (${describeBand(band)}) is gone`,
      changed: (was, is, key) => `code band ${key}: ${describeBand(was)} → ${describeBand(is)}`,
    }),
    ...compareKeyed(b.reserved, a.reserved, {
      key: (r) => String(r.code),
      subject: (_, r) => ({ code: r.code, condition: r.formerCondition }),
      ruleId: { added: "reserved-code-added", removed: "reserved-code-removed" },
      added: (r) => `code ${r.code} is reserved (it carried ${r.formerCondition}) and never reused`,
      removed: (r) => `code ${r.code} (formerly ${r.formerCondition}) is no longer reserved`,
    }),
    ...compareKeyed(b.transportFailures, a.transportFailures, {
      key: (f) => f.key,
      value: (f) => f.status,
      subject: (failure) => ({ failure }),
      ruleId: {
        added: "transport-failure-added",
        removed: "transport-failure-removed",
        changed: "transport-failure-status-changed",
      },
      added: (f, key) => `transport failure ${key}: HTTP ${f.status} in ${head.label}`,
      removed: (f, key) => `transport failure ${key} (HTTP ${f.status}) is gone from ${head.label}`,
      changed: (was, is, key) => `transport failure ${key}: HTTP ${was.status} → ${is.status}`,
    }),
    ...compareKeyed(b.transportFailures, a.transportFailures, {
      key: (f) => f.key,
      value: (f) => bodyText(f),
      subject: (failure) => ({ failure }),
      ruleId: "transport-failure-body-changed",
      added: () => undefined,
      removed: () => undefined,
      changed: (was, is, key) => `transport failure ${key}: body ${bodyText(was)} → ${bodyText(is)}`,
    }),
    ...methods(base, head),
    ...checkOrder(b, a),
    ...localErrors(b, a),
    ...toolInputError(b, a),
    ...counterOffer(b, a),
  ];
}

/** The methods of the schema's request and notification unions, each once with its senders. */
function methods(base: Side, head: Side): Finding[] {
  const byMethod = (r: RevisionModel) => {
    const out = new Map<string, { method: string; kind: string; from: string[]; provenance: Provenance[] }>();
    for (const m of r.methods) {
      const entry = out.get(m.method) ?? { method: m.method, kind: m.kind, from: [], provenance: [] };
      entry.from.push(m.from);
      entry.provenance.push(...m.provenance);
      out.set(m.method, entry);
    }
    return [...out.values()];
  };
  const describe = (m: { kind: string; from: string[] }) =>
    `a ${m.kind} from the ${m.from.join(" and the ")}`;
  return compareKeyed(byMethod(base.revision), byMethod(head.revision), {
    key: (m) => m.method,
    value: (m) => `${m.kind} from ${m.from.join(", ")}`,
    subject: (method) => ({ method }),
    ruleId: { added: "method-added", removed: "method-removed", changed: "method-changed" },
    added: (m, key) => `method ${key}: ${describe(m)} in ${head.label}`,
    removed: (m, key) => `method ${key} (${describe(m)}) is gone from ${head.label}`,
    changed: (was, is, key) => `method ${key}: ${describe(was)} → ${describe(is)}`,
  });
}

function describeBand(band: RevisionModel["bands"][number]): string {
  const interpret = band.interpret
    ? "receivers may interpret the codes the revision defines"
    : "receivers must not interpret them";
  return `${band.class}, undefined codes ${band.emitUndefined}, ${interpret}`;
}

function toolInputError(base: RevisionModel, head: RevisionModel): Finding[] {
  const value = ({ toolInputError: rule }: RevisionModel) => ({ form: rule.form, code: rule.code ?? null });
  const describe = ({ toolInputError: rule }: RevisionModel) =>
    rule.form === "protocol-error"
      ? `a protocol error${rule.code !== undefined ? ` (${rule.code})` : ""}`
      : "a tool result with isError: true";
  const message = `tool input validation failures: ${describe(base)} → ${describe(head)}`;
  const location = locate(head.toolInputError.provenance);
  return valueChange("tool-input-error-form-changed", message, location, value(base), value(head));
}

function checkOrder(base: RevisionModel, head: RevisionModel): Finding[] {
  const steps = (order: RevisionModel["checkOrder"]) =>
    order && order.steps.map((s) => `${s.check} → ${s.condition} (HTTP ${s.http})`);
  const [was, is] = [steps(base.checkOrder) ?? null, steps(head.checkOrder) ?? null];
  const what = "the check order for a malformed HTTP request";
  const message = is
    ? `${what} ${was ? "changed" : "is now documented"}: ${is.join("; ")}`
    : `${what} is no longer documented`;
  const location = locate((head.checkOrder ?? base.checkOrder)?.provenance);
  return valueChange("check-order-changed", message, location, was, is);
}

function localErrors(base: RevisionModel, head: RevisionModel): Finding[] {
  const [was, is] = [base.localErrors, head.localErrors];
  const message = `the guidance on local versus peer errors ${!was ? "is new" : !is ? "is gone" : "changed"}`;
  const [from, to] = [was?.guidance ?? null, is?.guidance ?? null];
  return valueChange("local-errors-guidance-changed", message, locate((is ?? was)?.provenance), from, to);
}

/** Whether a refused initialize version gets a counter-offer (legacy) or an error (modern). */
function counterOffer(base: RevisionModel, head: RevisionModel): Finding[] {
  const message = head.counterOffer
    ? "a refused initialize version gets a counter-offer (a supported version), not an error"
    : "a refused protocol version gets an error, no longer a counter-offer";
  const location = locate((head.counterOffer ?? base.counterOffer)?.provenance);
  const [from, to] = [base.counterOffer !== undefined, head.counterOffer !== undefined];
  return valueChange("counter-offer-changed", message, location, from, to);
}

/** A transport failure's body in a word or two: its condition's error, or none. */
function bodyText(f: { condition: string | null; body: { form: string } }): string {
  return f.body.form === "error" ? `${f.condition ?? "?"} error` : "none";
}
