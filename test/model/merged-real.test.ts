/** The merged model of the real spec snapshot and spec/errors.yaml. */
import { describe, expect, it } from "vitest";
import { buildMergedModel } from "../../generator/merge/build-merged.ts";
import type { MergedModel, RevisionCondition } from "../../generator/model/merged-model.ts";
import { checkRegister } from "../../generator/check/check-register.ts";
import { loadRegisterYaml } from "../../generator/register/load-register.ts";
import { typeText } from "../../generator/model/type-text.ts";
import { stableJson } from "../../generator/util/stable-json.ts";
import { manifest, PROJECT_ROOT } from "../register/register-fixtures.ts";
import { must } from "../helpers/must.ts";
import { realSchemas } from "../helpers/suite-inputs.ts";

const schemas = realSchemas();
const register = checkRegister(loadRegisterYaml(PROJECT_ROOT), { manifest });
const model = buildMergedModel(manifest, schemas, register);

function condition(revision: string, key: string): RevisionCondition {
  const found = model.revisions.find((r) => r.id === revision)?.conditions.find((c) => c.key === key);
  if (!found) throw new Error(`${key} is not in ${revision}`);
  return found;
}

function revision(id: string) {
  return must(
    model.revisions.find((r) => r.id === id),
    `revision ${id}`,
  );
}

function pair(m: MergedModel, from: string, to: string) {
  const found = m.translations.find((t) => t.from === from && t.to === to);
  if (!found) throw new Error(`no translation ${from} -> ${to}`);
  return found;
}

const LEGACY = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"];

describe("merged model of the real snapshot", () => {
  it("lists every revision in manifest order", () => {
    expect(model.revisions.map((r) => r.id)).toEqual(manifest.revisions.map((r) => r.id));
  });

  it("moves resource not found from -32002 to -32602, read by method, with -32002 still accepted", () => {
    for (const id of LEGACY) {
      const c = condition(id, "resourceNotFound");
      expect([c.code, c.constant, c.constantSource, c.recognition.codes]).toEqual([
        -32002,
        "RESOURCE_NOT_FOUND",
        "register",
        [-32002],
      ]);
      // The 2026 form from resources/read is read too, but only with its uri data.
      expect(c.recognition.rules).toMatchObject([
        { code: -32602, method: "resources/read", methodUnknown: "no-match", requiresData: true },
      ]);
    }
    const modern = condition("2026-07-28", "resourceNotFound");
    expect([
      modern.code,
      modern.constant,
      modern.recognition.codes,
      modern.recognition.acceptedCodes,
    ]).toEqual([-32602, "INVALID_PARAMS", [-32002], [-32002]]);
    // From resources/read, and only with its uri data: the method sends -32602 for other faults too.
    expect(modern.recognition.rules).toMatchObject([
      { code: -32602, method: "resources/read", methodUnknown: "no-match", requiresData: true },
    ]);
    // The data needs the uri and keeps other fields: the spec shows an example, not an exact shape.
    expect(modern.data?.exact).toBe(false);
    expect(modern.data?.type).toMatchObject({
      kind: "object",
      fields: [{ name: "uri", optional: false, type: { kind: "primitive", name: "string" } }],
    });
    // The pre-releases' own resources pages already use -32602.
    expect(condition("draft-2026-06-07", "resourceNotFound").code).toBe(-32602);
  });

  it("ties 2026 conditions to HTTP statuses wherever they arise, and gives the others none", () => {
    const statuses = Object.fromEntries(
      revision("2026-07-28").conditions.map((c) => [c.key, c.httpStatus.status]),
    );
    expect(statuses).toEqual({
      headerMismatch: 400,
      internalError: null,
      invalidParams: null,
      invalidRequest: null,
      methodNotFound: 404,
      missingRequestMeta: 400,
      missingRequiredClientCapability: 400,
      parseError: 400,
      resourceNotFound: null,
      unsupportedProtocolVersion: 400,
    });
    for (const c of revision("2026-07-28").conditions)
      expect(c.httpStatus.provenance.length > 0).toBe(c.httpStatus.status !== null);
    expect(revision("2026-07-28").sharedCodes).toEqual([
      { code: -32602, tryInOrder: ["missingRequestMeta", "resourceNotFound"], fallback: "invalidParams" },
    ]);
  });

  it("ties no legacy condition to a status except a parse error on Streamable HTTP", () => {
    for (const id of LEGACY) {
      const tied = revision(id)
        .conditions.filter((c) => c.httpStatus.status !== null)
        .map((c) => c.key);
      expect(tied).toEqual(id === "2024-11-05" ? [] : ["parseError"]);
    }
  });

  it("gives legacy Streamable HTTP its pre-dispatch failures and a counter-offer to initialize", () => {
    const failures = (id: string) => revision(id).transportFailures.map((f) => [f.key, f.status]);
    expect(failures("2024-11-05")).toEqual([]);
    // Sorted by key: 405 for a GET with no SSE stream and a refused DELETE, 400 for a notification
    // the server cannot accept (the spec's example of the error status it requires).
    expect(failures("2025-03-26")).toEqual([
      ["missingSessionId", 400],
      ["noStandaloneStream", 405],
      ["rejectedNotification", 400],
      ["sessionTerminationRefused", 405],
      ["unknownSession", 404],
    ]);
    expect(failures("2025-06-18")).toEqual([
      ["invalidProtocolVersionHeader", 400],
      ["missingSessionId", 400],
      ["noStandaloneStream", 405],
      ["rejectedNotification", 400],
      ["sessionTerminationRefused", 405],
      ["unknownSession", 404],
    ]);
    expect(failures("2025-11-25")).toEqual([
      ["invalidOrigin", 403],
      ["invalidProtocolVersionHeader", 400],
      ["missingSessionId", 400],
      ["noStandaloneStream", 405],
      ["rejectedNotification", 400],
      ["sessionTerminationRefused", 405],
      ["unknownSession", 404],
    ]);
    expect(failures("2026-07-28")).toEqual([
      ["invalidOrigin", 403],
      ["legacyHttpMethod", 405],
      ["rejectedNotification", 400],
    ]);
    expect(
      revision("2025-11-25").transportFailures.find((f) => f.key === "unknownSession")?.clientAction,
    ).toMatch(/new initialize/);
    for (const id of LEGACY) expect(revision(id).counterOffer?.guidance).toMatch(/does support/);
    expect(revision("2026-07-28").counterOffer).toBeUndefined();
  });

  it("renumbers -32022 to the legacy -32602 refusal, with the same data shape", () => {
    const outcome = pair(model, "2026-07-28", "2025-11-25").outcomes.find(
      (o) => o.condition === "unsupportedProtocolVersion",
    );
    expect(outcome).toEqual({
      kind: "renumber",
      condition: "unsupportedProtocolVersion",
      fromCode: -32022,
      code: -32602,
      httpStatus: null,
    });
    const legacy = condition("2025-11-25", "unsupportedProtocolVersion");
    const modern = condition("2026-07-28", "unsupportedProtocolVersion");
    expect([legacy.recognition.rules, legacy.data?.source, modern.data?.source]).toMatchObject([
      [{ code: -32602, requiresData: true }],
      "register",
      "schema",
    ]);
    expect(typeText(must(legacy.data).type)).toBe(typeText(must(modern.data).type));
  });

  it("cannot send URL elicitation required to 2026, and falls back to an internal error", () => {
    const outcome = pair(model, "2025-11-25", "2026-07-28").outcomes.find(
      (o) => o.condition === "urlElicitationRequired",
    );
    expect(outcome).toMatchObject({
      kind: "untranslatable",
      fallback: { condition: "internalError", code: -32603 },
    });
  });

  it("translates resource not found by the peer's revision, both ways", () => {
    expect(
      pair(model, "2025-11-25", "2026-07-28").outcomes.find((o) => o.condition === "resourceNotFound"),
    ).toEqual({
      kind: "renumber",
      condition: "resourceNotFound",
      fromCode: -32002,
      code: -32602,
      httpStatus: null,
    });
    expect(
      pair(model, "2026-07-28", "2024-11-05").outcomes.find((o) => o.condition === "resourceNotFound"),
    ).toEqual({
      kind: "renumber",
      condition: "resourceNotFound",
      fromCode: -32602,
      code: -32002,
      httpStatus: null,
    });
  });

  it("maps missing _meta to invalid params for legacy peers, and has no legacy code for -32020/-32021", () => {
    const outcomes = pair(model, "2026-07-28", "2025-06-18").outcomes;
    expect(outcomes.find((o) => o.condition === "missingRequestMeta")).toEqual({
      kind: "mapped",
      condition: "missingRequestMeta",
      toCondition: "invalidParams",
      code: -32602,
      httpStatus: null,
    });
    expect(outcomes.find((o) => o.condition === "missingRequiredClientCapability")).toMatchObject({
      kind: "untranslatable",
      httpStatus: null,
    });
    // A header the legacy transport checks itself: its 400, named as the transport failure.
    expect(outcomes.find((o) => o.condition === "headerMismatch")).toMatchObject({
      kind: "untranslatable",
      transportFailure: "invalidProtocolVersionHeader",
      httpStatus: 400,
    });
    expect(
      pair(model, "2026-07-28", "2025-03-26").outcomes.find((o) => o.condition === "headerMismatch"),
    ).toMatchObject({ kind: "untranslatable", httpStatus: null });
    expect(
      pair(model, "2026-07-28", "2025-03-26").outcomes.find((o) => o.condition === "headerMismatch"),
    ).not.toHaveProperty("transportFailure");
  });

  it("renumbers the pre-release draft codes to the final ones", () => {
    const outcomes = pair(model, "draft-2026-06-07", "2026-07-28").outcomes.filter(
      (o) => o.kind === "renumber",
    );
    expect(outcomes.map((o) => [o.condition, o.kind === "renumber" && o.fromCode, o.code])).toEqual([
      ["headerMismatch", -32001, -32020],
      ["missingRequiredClientCapability", -32003, -32021],
      ["unsupportedProtocolVersion", -32004, -32022],
    ]);
    expect(condition("draft-2026-06-07", "headerMismatch").draftAliasOf).toBe(-32020);
  });

  it("never sends a JSON-RPC error to a legacy peer with 404, which there means an expired session", () => {
    for (const t of model.translations.filter((t) => LEGACY.includes(t.to)))
      for (const o of t.outcomes) expect(o.httpStatus).not.toBe(404);
  });

  it("translates each source condition once, onto a condition and code the destination defines", () => {
    expect(model.translations).toHaveLength(model.revisions.length * (model.revisions.length - 1));
    for (const t of model.translations) {
      const to = revision(t.to);
      const defined = new Set(to.conditions.map((c) => `${c.key} ${c.code}`));
      expect(t.outcomes.map((o) => o.condition)).toEqual(revision(t.from).conditions.map((c) => c.key));
      for (const o of t.outcomes) {
        const target =
          o.kind === "mapped"
            ? `${o.toCondition} ${o.code}`
            : o.kind === "untranslatable"
              ? `${o.fallback.condition} ${o.fallback.code}`
              : `${o.condition} ${o.code}`;
        expect(defined).toContain(target);
        if (o.kind === "passthrough") expect(condition(t.from, o.condition).code).toBe(o.code);
      }
    }
  });

  it("reads shared codes and sends transport failures only as conditions the revision defines", () => {
    for (const r of model.revisions) {
      const keys = r.conditions.map((c) => c.key);
      const named = [
        ...r.sharedCodes.flatMap((s) => [...s.tryInOrder, s.fallback]),
        ...r.transportFailures.map((f) => f.condition),
      ];
      for (const key of named) if (key !== null) expect(keys).toContain(key);
    }
  });

  it("keeps undefined specification-band codes away from 2026 peers", () => {
    expect(pair(model, "2025-11-25", "2026-07-28").undefinedCodes).toMatchObject([
      {
        from: -32099,
        to: -32020,
        rule: "untranslatable",
        fallback: { condition: "internalError", code: -32603 },
      },
      { from: -32019, to: -32000, rule: "passthrough" },
    ]);
    expect(pair(model, "2026-07-28", "2025-11-25").undefinedCodes).toMatchObject([
      { from: -32099, to: -32000, rule: "passthrough" },
    ]);
  });

  it("carries the revision-wide policy", () => {
    expect(model.revisions.map((r) => [r.id, r.envelope.idOptional])).toEqual(
      manifest.revisions.map((r) => [r.id, !["2024-11-05", "2025-03-26", "2025-06-18"].includes(r.id)]),
    );
    expect(revision("2025-06-18").toolInputError).toMatchObject({ form: "protocol-error", code: -32602 });
    expect(revision("2025-11-25").toolInputError.form).toBe("tool-result");
    expect(
      revision("2026-07-28").bands.map((b) => [b.from, b.to, b.class, b.emitUndefined, b.interpret]),
    ).toEqual([
      [-32768, -32100, "jsonrpc-reserved", "discouraged", false],
      [-32099, -32020, "specification", "forbidden", true],
      [-32019, -32000, "legacy-implementation-defined", "discouraged", false],
    ]);
    expect(revision("2026-07-28").bands[2]?.interpretExceptions).toEqual([-32002]);
    expect(revision("2026-07-28").reserved.map((r) => [r.code, r.formerCondition])).toEqual([
      [-32042, "urlElicitationRequired"],
      [-32002, "resourceNotFound"],
    ]);
    // A version the server does not serve first (its error is what lets the client retry,
    // versioning.mdx:48-52); then the headers' presence and form before _meta (a legacy
    // initialize is rejected per header validation, versioning.mdx:170), their values after it.
    expect(revision("2026-07-28").checkOrder?.steps.map((s) => s.condition)).toEqual([
      "parseError",
      "unsupportedProtocolVersion",
      "headerMismatch",
      "missingRequestMeta",
      "headerMismatch",
    ]);
    expect(revision("2026-07-28").localErrors?.guidance).toMatch(/mistaken for an error the peer sent/);
    expect(revision("2026-07-28").checkOrder?.basis).toBe("project-choice");
    expect(revision("2025-11-25").checkOrder).toBeUndefined();
  });

  it("traces every register fact to a citation", () => {
    for (const revision of model.revisions)
      for (const c of revision.conditions) {
        expect(c.provenance.length).toBeGreaterThan(0);
        if (c.constantSource === "register") {
          const cited = c.provenance.some((p) => p.kind === "register" && p.citations.length > 0);
          expect(cited).toBe(true);
        }
      }
  });

  it("is deterministic, whatever order the schemas arrive in", () => {
    const again = buildMergedModel(
      manifest,
      [...schemas].reverse(),
      checkRegister(loadRegisterYaml(PROJECT_ROOT), { manifest }),
    );
    expect(stableJson(again)).toBe(stableJson(model));
  });
});
