/** Load-time consistency: the register must agree with itself before any schema is consulted. */
import { describe, expect, it } from "vitest";
import { diagnosticsOf, manifest, patched, positionOf, registerFrom } from "./register-fixtures.ts";
import { must } from "../helpers/must.ts";

/** The single diagnostic for a patched base fixture, with its position resolved to line:col. */
function only(text: string) {
  const found = diagnosticsOf(() => registerFrom(text));
  expect(found).toHaveLength(1);
  const d = must(found[0]);
  return { kind: d.kind, message: d.message, at: `${d.location?.line}:${d.location?.column}` };
}

function at(text: string, needle: string, nth = 1): string {
  const p = positionOf(text, needle, nth);
  return `${p.line}:${p.column}`;
}

describe("register consistency", () => {
  it("rejects a revision listed for two codes of one condition", () => {
    const text = patched("absent: [2025-11-25]", "absent: [2025-11-25, 2026-07-28]");
    const found = diagnosticsOf(() => registerFrom(text)).map((d) => ({
      kind: d.kind,
      message: d.message,
      at: `${d.location?.line}:${d.location?.column}`,
    }));
    const second = at(text, "2026-07-28]\n    http");
    expect(found).toEqual([
      // Listing it under `absent` also asks for a translation rule into it.
      {
        kind: "register/translation-missing",
        message:
          'condition "headerMismatch" is absent from 2026-07-28, but no whenAbsent rule says how to send it there',
        at: second,
      },
      {
        kind: "register/revision-twice",
        message: 'condition "headerMismatch" lists revision 2026-07-28 more than once',
        at: second,
      },
    ]);
  });

  it("requires a translation rule for every revision a condition is absent from", () => {
    const text = patched(
      "    whenAbsent:\n      - to: [2025-11-25]\n        untranslatable: { fallback: invalidParams, reason: The older revision has no code for it. }\n        cite:\n          - source: docs/specification/2025-06-18/basic/transports.mdx:257\n            quote: it MUST respond with 400 Bad Request.\n",
      "",
    );
    const absent = positionOf(text, "absent: [2025-11-25]");
    expect(only(text)).toEqual({
      kind: "register/translation-missing",
      message:
        'condition "headerMismatch" is absent from 2025-11-25, but no whenAbsent rule says how to send it there',
      at: `${absent.line}:${absent.column + "absent: [".length}`,
    });
  });

  it("rejects a fallback that names no condition", () => {
    const text = patched("fallback: invalidParams", "fallback: invalidParam");
    expect(only(text)).toEqual({
      kind: "register/unknown-condition",
      message:
        'conditions.headerMismatch.whenAbsent[0].untranslatable.fallback names unknown condition "invalidParam"',
      at: at(text, "invalidParam,"),
    });
  });

  it("wants exactly one of mapTo and untranslatable", () => {
    const text = patched(
      "      - to: [2025-11-25]\n",
      "      - to: [2025-11-25]\n        mapTo: invalidParams\n",
    );
    expect(only(text)).toMatchObject({
      kind: "register/invalid-value",
      message: "conditions.headerMismatch.whenAbsent[0]: give exactly one of `mapTo` and `untranslatable`",
    });
  });

  it("rejects an HTTP rule for a revision where the condition has no code", () => {
    const text = patched(
      "      - revisions: [2026-07-28]\n        status: 400",
      "      - revisions: [2025-11-25, 2026-07-28]\n        status: 400",
    );
    expect(only(text)).toEqual({
      kind: "register/invalid-value",
      message:
        'conditions.headerMismatch.http[0].revisions[0]: "headerMismatch" has no code in 2025-11-25, so it has no HTTP status there',
      at: at(text, "2025-11-25, 2026-07-28]\n        status"),
    });
  });

  it("rejects a stand-in transport failure the destination revision does not have", () => {
    const text = patched(
      "untranslatable: { fallback: invalidParams, reason: The older revision has no code for it. }",
      "untranslatable: { fallback: invalidParams, reason: No code for it., transportFailure: unknownSession }",
    );
    expect(only(text)).toEqual({
      kind: "register/invalid-value",
      message:
        'conditions.headerMismatch.whenAbsent[0].untranslatable.transportFailure: 2025-11-25 has no transport failure "unknownSession"',
      at: at(text, "unknownSession }"),
    });
  });

  /** The base fixture with one 2025-11-25 transport failure, whose body is `body`. */
  const withFailure = (
    body: string,
    quote = "The HTTP response body MAY comprise a JSON-RPC error response that has no id.",
  ) =>
    patched(
      "policy:\n",
      [
        "policy:",
        "  transportFailures:",
        "    - revisions: [2025-11-25]",
        "      key: unknownSession",
        "      summary: The session is unknown.",
        "      status: 404",
        `      body: ${body}`,
        "      cite:",
        "        - source: docs/specification/2025-11-25/basic/transports.mdx:79-80",
        `          quote: ${quote}`,
        "",
      ].join("\n"),
    );

  it("takes a transport failure body whose basis its citations bear out", () => {
    const register = registerFrom(
      withFailure("{ form: error, condition: invalidParams, basis: spec, reason: The text allows it. }"),
    );
    expect(register.policy.transportFailures.map((f) => f.body)).toEqual([
      { form: "error", condition: "invalidParams", basis: "spec", reason: "The text allows it." },
    ]);
  });

  it("rejects a transport failure body the spec is said to decide with no quote that describes it", () => {
    const text = withFailure(
      "{ form: error, condition: invalidParams, basis: spec, reason: The text allows it. }",
      "servers MUST respond with HTTP 404 Not Found.",
    );
    expect(only(text)).toEqual({
      kind: "register/invalid-value",
      message:
        'policy.transportFailures[0].body.basis: a body with basis "spec" needs a citation whose quote describes it (a JSON-RPC error response)',
      at: at(text, "spec, reason"),
    });
  });

  it("rejects a transport failure body of a condition the revision does not have", () => {
    const text = withFailure("{ form: error, condition: noSuchThing, basis: project-choice, reason: Ours. }");
    expect(only(text).message).toBe(
      'policy.transportFailures[0].body.condition names unknown condition "noSuchThing"',
    );
  });

  it("rejects a stand-in transport failure whose body is not the translation's fallback", () => {
    const text = patched(
      "untranslatable: { fallback: invalidParams, reason: The older revision has no code for it. }",
      "untranslatable: { fallback: invalidParams, reason: No code for it., transportFailure: unknownSession }",
      withFailure("{ form: none, basis: project-choice, reason: The status goes alone. }"),
    );
    expect(only(text)).toEqual({
      kind: "register/invalid-value",
      message:
        'conditions.headerMismatch.whenAbsent[0].untranslatable.fallback: 2025-11-25\'s transport failure "unknownSession" answers with no body, not "invalidParams"',
      at: at(text, "invalidParams, reason: No code"),
    });
  });

  it("rejects overlapping bands of one revision", () => {
    const text = patched("from: -32019", "from: -32025");
    expect(only(text)).toMatchObject({
      kind: "register/invalid-value",
      message: "policy.bands[1]: -32025..-32000 overlaps policy.bands[0] (-32099..-32020) in 2026-07-28",
    });
  });

  it("rejects a register id used by two conditions", () => {
    const text = patched("  invalidParams:\n", "  invalidParams:\n    registerId: ERR-01\n");
    expect(only(text)).toEqual({
      kind: "register/invalid-value",
      message:
        'conditions.invalidParams.registerId: ERR-01 is already the registerId of "parseError"; list it under `registers` instead',
      at: at(text, "ERR-01", 2),
    });
  });

  it("rejects a citation source without a line", () => {
    const text = patched("source: schema/2025-11-25/schema.ts:161", "source: schema/2025-11-25/schema.ts");
    expect(only(text)).toEqual({
      kind: "register/invalid-value",
      message:
        'policy.envelope[0].cite[0].source: "schema/2025-11-25/schema.ts" is not a citation source: write <path>:<line> or <path>:<from>-<to>, with an optional <root>: prefix',
      at: at(text, "schema/2025-11-25/schema.ts\n"),
    });
  });

  it("rejects a citation that leaves its root, names an unknown root, or runs backwards", () => {
    expect(only(patched("schema/2025-11-25/schema.ts:161", "../secrets.txt:1")).kind).toBe(
      "register/invalid-value",
    );
    expect(only(patched("schema/2025-11-25/schema.ts:161", "elsewhere:schema.ts:161")).message).toBe(
      'policy.envelope[0].cite[0].source: unknown spec root "elsewhere" (roots: prerelease, spec)',
    );
    expect(only(patched("streamable-http.mdx:597-598", "streamable-http.mdx:598-597")).message).toBe(
      "conditions.headerMismatch.http[0].cite[0].source: the range 598-597 runs backwards",
    );
  });

  it("rejects a covered revision the manifest does not know", () => {
    const text = patched(
      "revisions: [2025-11-25, 2026-07-28]\nconditions",
      "revisions: [2025-11-25, 2026-07-28, 2099-01-01]\nconditions",
    );
    expect(only(text)).toEqual({
      kind: "register/unknown-revision",
      message: 'revisions[2] names unknown revision "2099-01-01"',
      at: at(text, "2099-01-01"),
    });
    expect(diagnosticsOf(() => registerFrom(text))[0]?.hint).toBe(
      `use one of: ${manifest.revisions.map((r) => r.id).join(", ")}`,
    );
  });

  it("requires a draft alias to name another code of the condition", () => {
    const text = patched(
      "        interface: HeaderMismatchError\n",
      "        interface: HeaderMismatchError\n        draftAliasOf: -32001\n",
    );
    expect(only(text)).toMatchObject({
      kind: "register/invalid-value",
      message:
        'conditions.headerMismatch.codes[0].draftAliasOf: -32001 is not a code of "headerMismatch"; an alias names the code the draft number became',
    });
  });

  it("rejects a receive rule that repeats the condition's own code", () => {
    const text = patched("codes: [-32002]", "codes: [-32602]");
    expect(only(text)).toMatchObject({
      kind: "register/invalid-value",
      message:
        'conditions.resourceNotFound.accepts[0].codes[0]: -32602 is already the code of "resourceNotFound" in 2026-07-28; accepts lists further codes',
    });
  });

  it.each([
    ["isParseError", 'condition "parseError": both would be exported as isParseError'],
    [
      "invalidParamsError",
      'condition "invalidParams": both would be exported as InvalidParamsError and isInvalidParamsError',
    ],
    ["any", 'the package\'s own type "AnyError" (its error type would be AnyError)'],
  ])("refuses condition key %s, whose names another condition or the package takes", (key, clash) => {
    const text = patched("  resourceNotFound:\n", `  ${key}:\n`);
    expect(only(text)).toEqual({
      kind: "register/reserved-name",
      message: `conditions.${key}: condition key "${key}" clashes with ${clash}`,
      at: at(text, `  ${key}:\n`, 1).replace(/:\d+$/, ":3"),
    });
  });

  it("takes requiresData on a code only beside match: method", () => {
    const withMethod = patched(
      "        match: data\n        revisions: [2026-07-28]\n",
      "        match: method\n        method: resources/read\n        requiresData: true\n        revisions: [2026-07-28]\n",
    );
    expect(() => registerFrom(withMethod)).not.toThrow();
    const text = patched(
      "        match: data\n        revisions: [2026-07-28]\n",
      "        match: data\n        requiresData: true\n        revisions: [2026-07-28]\n",
    );
    expect(only(text)).toEqual({
      kind: "register/invalid-value",
      message:
        "conditions.resourceNotFound.codes[1].requiresData: `requiresData` goes with `match: method`, and only there (`match: data` implies it)",
      at: `${positionOf(text, "requiresData").line}:${positionOf(text, "requiresData").column + "requiresData: ".length}`,
    });
  });

  it("reports a condition key that is not camelCase at the key", () => {
    const text = patched("  invalidParams:\n", "  Invalid_Params:\n");
    const found = diagnosticsOf(() => registerFrom(text));
    expect(found.map((d) => [d.kind, d.message, `${d.location?.line}:${d.location?.column}`])).toContainEqual(
      [
        "register/invalid-value",
        'conditions.Invalid_Params: "Invalid_Params" is not a camelCase condition key',
        at(text, "Invalid_Params"),
      ],
    );
  });
});
