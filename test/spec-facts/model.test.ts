/** The merged model of the real snapshot against the hand-written spec facts (spec/facts/spec-facts.ts). */
import { describe, expect, it } from "vitest";
import { extractSchema } from "../../generator/extract/extract-schema.ts";
import { buildMergedModel } from "../../generator/merge/build-merged.ts";
import type {
  RecognitionRule,
  RevisionCondition,
  RevisionModel,
} from "../../generator/model/merged-model.ts";
import type { TypeShape } from "../../generator/model/schema-model.ts";
import { checkRegister } from "../../generator/check/check-register.ts";
import { loadRegisterYaml } from "../../generator/register/load-register.ts";
import { readSchema } from "../../generator/inputs/read-schema.ts";
import { manifest, PROJECT_ROOT, specRoots } from "../register/register-fixtures.ts";
import { must } from "../helpers/must.ts";
import {
  FACTS,
  RECOGNITION,
  REQUEST_CHECKS,
  REVISIONS,
  TRANSLATIONS,
  TRANSPORT_FAILURE_BODIES,
  TRANSPORT_FAILURES,
  type RecognitionCase,
} from "../../spec/facts/spec-facts.ts";

const schemas = manifest.revisions.map((r) => extractSchema(readSchema(r, specRoots(), { verifyPin: true })));
const model = buildMergedModel(
  manifest,
  schemas,
  checkRegister(loadRegisterYaml(PROJECT_ROOT), { manifest }),
);
const revision = (id: string) =>
  must(
    model.revisions.find((r) => r.id === id),
    `revision ${id}`,
  );

/** Whether a value fits a shape, as far as the register's data shapes need (objects of primitives and arrays). */
function fits(value: unknown, shape: TypeShape, exact: boolean): boolean {
  switch (shape.kind) {
    case "primitive":
      return (
        shape.name === "unknown" || (shape.name === "null" ? value === null : typeof value === shape.name)
      );
    case "array":
      return Array.isArray(value) && value.every((v) => fits(v, shape.element, false));
    case "object": {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
      const record = value as Record<string, unknown>;
      if (exact && Object.keys(record).some((k) => !shape.fields.some((f) => f.name === k))) return false;
      return shape.fields.every((f) =>
        record[f.name] === undefined ? f.optional : fits(record[f.name], f.type, false),
      );
    }
    default:
      // Declarations referenced by name (ClientCapabilities, ...): any object will do here.
      return value !== null && typeof value === "object";
  }
}

function ruleHolds(rule: RecognitionRule, condition: RevisionCondition, probe: RecognitionCase): boolean {
  if (rule.method !== undefined) {
    if (probe.method === undefined ? rule.methodUnknown !== "match" : probe.method !== rule.method)
      return false;
  }
  if (rule.requiresData && !(condition.data && fits(probe.data, condition.data.type, condition.data.exact)))
    return false;
  // A rule that needs both the method and the data reads the data as being about the request: a
  // field the request's params also carry must hold the same value.
  if (rule.requiresData && rule.method !== undefined && probe.params !== undefined) {
    const data = probe.data as Record<string, unknown>;
    for (const [name, value] of Object.entries(probe.params))
      if (name in data && data[name] !== value) return false;
  }
  if (rule.httpStatus !== undefined && probe.httpStatus !== rule.httpStatus) return false;
  return true;
}

/** The reading the model documents: rules in sharedCodes order, then the condition owning the code. */
function recognise(r: RevisionModel, probe: RecognitionCase): string | null {
  const shared = r.sharedCodes.find((s) => s.code === probe.code);
  for (const key of shared?.tryInOrder ?? []) {
    const c = must(r.conditions.find((x) => x.key === key));
    if (c.recognition.rules.some((rule) => rule.code === probe.code && ruleHolds(rule, c, probe))) return key;
  }
  return r.conditions.find((c) => c.recognition.codes.includes(probe.code))?.key ?? null;
}

describe("the merged model against the hand-written spec facts", () => {
  it("covers the same revisions", () => {
    expect(model.revisions.map((r) => r.id).sort()).toEqual([...REVISIONS].sort());
  });

  it.each(REVISIONS)("%s has exactly the conditions, codes and statuses of the facts", (id) => {
    const actual = revision(id).conditions.map((c) => [c.key, c.code, c.httpStatus.status]);
    const expected = FACTS.filter((f) => f.revision === id)
      .map((f) => [f.condition, f.code, f.httpStatus])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(actual).toEqual(expected);
  });

  it.each(
    RECOGNITION.map((p) => [
      p.revision,
      p.code,
      p.method ?? "-",
      p.httpStatus ?? "-",
      p.data ? `data ${JSON.stringify(p.data)}` : "no data",
      p.params ? `params ${JSON.stringify(p.params)}` : "no params",
      p,
    ]),
  )("%s reads %i (method %s, status %s, %s, %s)", (_r, _c, _m, _s, _d, _p, probe) => {
    expect(recognise(revision(probe.revision), probe), probe.why).toBe(probe.expect);
  });

  it("translates every condition to every other revision as the facts say", () => {
    const mismatches: string[] = [];
    for (const t of TRANSLATIONS) {
      const pair = must(model.translations.find((p) => p.from === t.from && p.to === t.to));
      const o = must(
        pair.outcomes.find((x) => x.condition === t.condition),
        `${t.condition} ${t.from}->${t.to}`,
      );
      const toCondition =
        o.kind === "mapped"
          ? o.toCondition
          : o.kind === "untranslatable"
            ? o.fallback.condition
            : o.condition;
      const code = o.kind === "untranslatable" ? o.fallback.code : o.code;
      const kind = o.kind === "passthrough" || o.kind === "renumber" ? "same" : "stand-in";
      const transportFailure = o.kind === "untranslatable" ? o.transportFailure : undefined;
      const actual = { kind, toCondition, code, httpStatus: o.httpStatus, transportFailure };
      const expected = {
        kind: t.kind,
        toCondition: t.toCondition,
        code: t.code,
        httpStatus: t.httpStatus,
        transportFailure: t.transportFailure,
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        mismatches.push(
          `${t.condition} ${t.from} -> ${t.to}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`,
        );
    }
    expect(mismatches).toEqual([]);
    expect(TRANSLATIONS.length).toBe(model.translations.reduce((n, p) => n + p.outcomes.length, 0));
  });

  it.each(REVISIONS)("%s has exactly the request checks of the facts", (id) => {
    const r = revision(id);
    const expected = REQUEST_CHECKS[id];
    expect(r.checkOrder !== undefined).toBe(expected !== undefined);
    if (!expected) return;
    const metaKeys = Object.fromEntries(
      (r.requestMeta?.keys ?? []).map((k) => [
        k.key,
        { required: k.required, type: k.kind, ...(k.values && { values: [...k.values] }) },
      ]),
    );
    const headers = Object.fromEntries(
      (r.requestHeaders ?? []).map((h) => [
        h.name,
        { bodyField: Object.fromEntries(h.bodyField.map((f) => [f.method, f.path])), base64: h.base64 },
      ]),
    );
    const { prefix, annotation, base64 } = r.toolParamHeaders ?? {};
    const checkOrder = r.checkOrder?.steps.map((step) => step.condition);
    const steps = r.checkOrder?.steps.map((step) => step.step);
    const sentinel = r.base64Sentinel && { prefix: r.base64Sentinel.prefix, suffix: r.base64Sentinel.suffix };
    expect({
      checkOrder,
      metaKeys,
      headers,
      paramHeaders: { prefix, annotation, base64 },
      steps,
      base64Sentinel: sentinel,
      versionKey: r.versionNegotiation?.versionKey,
      versionsMethod: r.versionNegotiation?.versionsMethod,
    }).toEqual(expected);
  });

  it.each(REVISIONS)("%s has exactly the transport failures of the facts, with their statuses", (id) => {
    const actual = Object.fromEntries(revision(id).transportFailures.map((f) => [f.key, f.status]));
    expect(actual).toEqual(TRANSPORT_FAILURES[id]);
  });

  it.each(REVISIONS)(
    "%s gives each transport failure the body of the facts, marked as the text has it",
    (id) => {
      const r = revision(id);
      for (const f of r.transportFailures) {
        const fact = must(TRANSPORT_FAILURE_BODIES[f.key], `body fact of ${f.key}`);
        const code =
          f.condition === null
            ? null
            : must(
                r.conditions.find((c) => c.key === f.condition),
                f.condition,
              ).code;
        expect({ key: f.key, form: f.body.form, basis: f.body.basis, code }).toEqual({
          key: f.key,
          form: fact.code === null ? "none" : "error",
          basis: fact.text === "idless-error-allowed" ? "spec" : "project-choice",
          code: fact.code,
        });
      }
    },
  );
});
