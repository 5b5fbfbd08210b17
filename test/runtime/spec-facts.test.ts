/**
 * The committed runtime (`mcp-errors`, generated from the real register and snapshot) against the
 * hand-written spec facts (spec/facts/spec-facts.ts): every revision x condition's code and
 * status, every recognition probe (with and without data, method and status), and every
 * translation to every other revision.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { realPackage, type RealPackage, type AnyRevision } from "../property/support/real-package.ts";
import {
  EXAMPLE_DATA,
  FACTS,
  LEGACY,
  RECOGNITION,
  REQUEST_CHECK_CASES,
  REQUEST_ERA_CASES,
  CLIENT_METHODS,
  REMOVED_IN_2026,
  REQUEST_CHECKS,
  REVISIONS,
  TRANSLATIONS,
  TRANSPORT_FAILURE_BODIES,
  TRANSPORT_FAILURES,
  type Revision,
} from "../../spec/facts/spec-facts.ts";
import { readByCode } from "../helpers/condition-status.ts";

interface Tables {
  CONDITIONS: Record<string, { code: number; data: { required: boolean } | null; statusBasis?: string }>;
  HTTP_STATUS: Record<string, number | null>;
}

let real: RealPackage;
beforeAll(async () => {
  real = await realPackage();
});

const moduleOf = (revision: Revision) =>
  real.modules.get(revision) as unknown as Tables & Record<string, unknown>;
/** The request a condition answers, where recognition depends on it. */
const METHOD: Record<string, string> = { resourceNotFound: "resources/read" };

describe("spec facts: code and status of every condition", () => {
  it.each(FACTS.map((f) => [`${f.revision} ${f.condition}`, f] as const))("%s", (_, fact) => {
    const mod = moduleOf(fact.revision);
    expect(mod.CONDITIONS[fact.condition]?.code).toBe(fact.code);
    expect(mod.HTTP_STATUS[fact.condition]).toBe(fact.httpStatus);
    // A status the project chose is marked so; the spec's is not.
    expect(mod.CONDITIONS[fact.condition]?.statusBasis).toBe(
      fact.choice === true && fact.httpStatus !== null ? "project-choice" : undefined,
    );
    expect(real.root.httpStatusOf(fact.revision as AnyRevision, fact.condition as never)).toBe(
      fact.httpStatus,
    );
    // An error the module builds keeps its condition, and so its status, whatever its code shares.
    const build = mod[fact.condition] as (options?: unknown) => unknown;
    const data = EXAMPLE_DATA[fact.condition];
    const built = build(data === undefined ? undefined : { data });
    expect(real.root.conditionOf(fact.revision as AnyRevision, built)).toBe(fact.condition);
    expect(real.root.httpStatusOf(fact.revision as AnyRevision, built)).toBe(fact.httpStatus);
  });

  it("lists every condition of every revision", () => {
    for (const [id, mod] of real.modules)
      expect(Object.keys((mod as unknown as Tables).CONDITIONS).sort(), id).toEqual(
        FACTS.filter((f) => f.revision === id)
          .map((f) => f.condition)
          .sort(),
      );
  });
});

describe("spec facts: recognition", () => {
  it.each(
    RECOGNITION.map(
      (p) =>
        [
          `${p.revision} ${p.code}${p.data === undefined ? "" : ` with data ${JSON.stringify(p.data)}`}${p.method ? ` from ${p.method}` : ""}${p.params ? ` for ${JSON.stringify(p.params)}` : ""}${p.httpStatus ? ` at ${p.httpStatus}` : ""}`,
          p,
        ] as const,
    ),
  )("%s", (_, probe) => {
    const error = {
      code: probe.code,
      message: "m",
      ...(probe.data === undefined ? {} : { data: probe.data }),
    };
    const options = {
      ...(probe.method === undefined ? {} : { method: probe.method }),
      ...(probe.params === undefined ? {} : { params: probe.params }),
      ...(probe.httpStatus === undefined ? {} : { httpStatus: probe.httpStatus }),
    };
    const revision = probe.revision as AnyRevision;
    // The typed error holds only where the data fits the condition's shape: the probes carry the
    // spec's example data or none, so it fits unless the condition requires data and there is none.
    const rule = probe.expect === null ? null : moduleOf(probe.revision).CONDITIONS[probe.expect]?.data;
    const fits = rule === null || rule === undefined || probe.data !== undefined || !rule.required;
    expect(
      real.root.parseErrorResponse(revision, { jsonrpc: "2.0", id: 1, error }, options),
      probe.why,
    ).toMatchObject({ ok: true, condition: probe.expect, dataFits: fits });
    expect(real.root.conditionOf(revision, error, options), probe.why).toBe(probe.expect);
    if (probe.expect !== null) {
      const guard = Object.entries(moduleOf(probe.revision)).find(
        ([name]) =>
          name.toLowerCase() === `is${probe.expect}error`.toLowerCase() ||
          name.toLowerCase() === `is${probe.expect}`.toLowerCase(),
      )?.[1] as ((value: unknown, options?: unknown) => boolean) | undefined;
      expect(guard?.(error, options), `guard of ${probe.expect}`).toBe(fits);
    }
  });
});

describe("spec facts: translation to every other revision", () => {
  it.each(TRANSLATIONS.map((t) => [`${t.from} -> ${t.to} ${t.condition}`, t] as const))("%s", (_, t) => {
    const fact = FACTS.find((f) => f.revision === t.from && f.condition === t.condition);
    if (!fact) throw new Error(`no fact for ${t.from} ${t.condition}`);
    const data = EXAMPLE_DATA[t.condition];
    const error = { code: fact.code, message: "m", ...(data === undefined ? {} : { data }) };
    const options = {
      from: t.from as AnyRevision,
      to: t.to as AnyRevision,
      request: { id: 1, method: METHOD[t.condition] ?? "tools/call" },
      ...(fact.httpStatus === null ? {} : { httpStatus: fact.httpStatus }),
    };
    const result = real.between.translate(error, options);
    expect(result.condition).toBe(t.condition);
    const sent = result.ok ? result.error : result.fallback;
    expect(sent.code).toBe(t.code);
    expect(result.ok ? result.toCondition : result.fallbackCondition).toBe(t.toCondition);
    expect(result.httpStatus).toBe(t.httpStatus);
    expect(result.ok ? undefined : result.transportFailure).toBe(t.transportFailure);
    // Without its data an error whose code the condition owns keeps its condition, and goes out
    // with the same code and status (legacy -32602 + version data is read by its data alone).
    const source = real.revision(t.from).conditions.find((c) => c.key === t.condition);
    if (source && readByCode(source)) {
      const bare = real.between.translate({ code: fact.code, message: "m" }, options);
      expect(bare.condition).toBe(t.condition);
      expect(bare.ok ? bare.error.code : bare.fallback.code).toBe(t.code);
      expect(bare.httpStatus).toBe(t.httpStatus);
    }
    // In legacy Streamable HTTP a 404 means an expired session: never for a JSON-RPC error.
    if ((LEGACY as readonly string[]).includes(t.to)) expect(result.httpStatus).not.toBe(404);
  });
});

describe("spec facts: request checks", () => {
  it.each(REVISIONS)("%s exports exactly the _meta keys and headers of the facts", (revision) => {
    const mod = moduleOf(revision);
    const expected = REQUEST_CHECKS[revision];
    if (!expected) {
      expect("META_KEYS" in mod || "HEADERS" in mod || "PARAM_HEADERS" in mod).toBe(false);
      return;
    }
    expect(mod.CHECK_ORDER).toEqual(expected.checkOrder);
    expect(mod.META_KEYS).toEqual(expected.metaKeys);
    expect(mod.HEADERS).toEqual(expected.headers);
    expect(mod.PARAM_HEADERS).toEqual(expected.paramHeaders);
    const policy = mod.CHECK_POLICY as {
      steps: { step: string; condition: string }[];
      base64Sentinel: unknown;
      versionKey: string;
      versionsMethod: string;
    };
    expect(policy.steps).toEqual(
      expected.steps.map((step, i) => ({ step, condition: expected.checkOrder[i] })),
    );
    expect(policy.base64Sentinel).toEqual(expected.base64Sentinel);
    expect([policy.versionKey, policy.versionsMethod]).toEqual([
      expected.versionKey,
      expected.versionsMethod,
    ]);
  });
});

describe("spec facts: what a request's checks answer", () => {
  it.each(REQUEST_CHECK_CASES.map((c) => [`${c.revision}: ${c.name}`, c] as const))("%s", (_, c) => {
    const check = moduleOf(c.revision).checkRequest as (
      request: unknown,
      options?: unknown,
    ) => { status: number | null; error: unknown } | null;
    const failure = check({ headers: c.headers, body: c.body }, c.tools && { tools: c.tools });
    expect(
      failure === null
        ? null
        : {
            condition: real.root.conditionOf(c.revision as AnyRevision, failure.error, {
              httpStatus: failure.status ?? undefined,
            }),
            httpStatus: failure.status,
          },
      c.why,
    ).toEqual(c.expect);
  });
});

describe("spec facts: the methods a server receives", () => {
  it.each(Object.entries(CLIENT_METHODS))("%s defines exactly its client's methods", (revision, facts) => {
    const mod = moduleOf(revision as Revision) as unknown as {
      METHODS: Record<string, { kind: string; from: string[] }>;
    };
    const fromClient = (kind: string) =>
      Object.entries(mod.METHODS)
        .filter(([, m]) => m.kind === kind && m.from.includes("client"))
        .map(([method]) => method)
        .sort();
    expect(fromClient("request")).toEqual([...(facts?.requests ?? [])].sort());
    expect(fromClient("notification")).toEqual([...(facts?.notifications ?? [])].sort());
    for (const method of facts?.requests ?? [])
      expect(real.root.isMethod(revision as AnyRevision, method, { from: "client", kind: "request" })).toBe(
        true,
      );
  });

  it.each(REMOVED_IN_2026)("2026-07-28 removed %s: not a method there, and marked removed", (method) => {
    expect(real.root.isMethod("2026-07-28", method)).toBe(false);
    expect(real.root.isRemovedMethod("2026-07-28", method)).toBe(true);
    expect(real.root.isMethod("2025-11-25", method, { from: "client" })).toBe(true);
    expect(real.root.isRemovedMethod("2025-11-25", method)).toBe(false);
  });

  it("a method no revision has is neither defined nor removed", () => {
    for (const method of ["tools/frob", "", "Ping", 7, null])
      expect([
        real.root.isMethod("2026-07-28", method),
        real.root.isRemovedMethod("2026-07-28", method),
      ]).toEqual([false, false]);
  });
});

describe("spec facts: the era of a request to a dual-era server", () => {
  it.each(REQUEST_ERA_CASES.map((c) => [`${c.revision}: ${c.name}`, c] as const))("%s", (_, c) => {
    const request = { headers: c.headers, ...(c.body === undefined ? {} : { body: c.body }) };
    const mod = moduleOf(c.revision) as unknown as { requestEra(request: unknown): string };
    expect(mod.requestEra(request), c.why).toBe(c.expect);
    expect(real.root.requestEra(c.revision as never, request), c.why).toBe(c.expect);
    // The body's text reads as the value it parses to.
    if (c.body !== undefined)
      expect(mod.requestEra({ headers: c.headers, body: JSON.stringify(c.body) }), c.why).toBe(c.expect);
  });

  it("a legacy revision has no era rule: the root refuses it", () => {
    expect(() => real.root.requestEra("2025-11-25" as never, { headers: {} })).toThrow(RangeError);
  });
});

describe("spec facts: transport failures", () => {
  it.each(REVISIONS)("%s exports exactly the transport failures of the facts", (revision) => {
    const failures = moduleOf(revision).TRANSPORT_FAILURES as Record<string, { status: number }>;
    expect(Object.fromEntries(Object.entries(failures).map(([key, f]) => [key, f.status]))).toEqual(
      TRANSPORT_FAILURES[revision],
    );
  });

  it.each(REVISIONS)(
    "%s answers each transport failure with its status and the body of the facts",
    (revision) => {
      const respond = real.root.transportFailureResponse as (
        revision: string,
        key: string,
        id?: unknown,
      ) => { status: number; body: { id?: unknown; error: { code: number } } | null };
      for (const [key, status] of Object.entries(TRANSPORT_FAILURES[revision])) {
        const code = TRANSPORT_FAILURE_BODIES[key]?.code;
        const plain = respond(revision, key);
        expect({ key, status: plain.status, code: plain.body?.error.code ?? null }).toEqual({
          key,
          status,
          code,
        });
        // The transport text's bodies have no id: none unless the caller read the request's.
        if (plain.body !== null) {
          expect(Object.hasOwn(plain.body, "id")).toBe(false);
          expect(respond(revision, key, 7).body?.id).toBe(7);
        }
      }
    },
  );
});
