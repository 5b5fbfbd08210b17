/** The translation table on the small base fixture: every ordered pair, every outcome kind. */
import { describe, expect, it } from "vitest";
import { buildMergedModel } from "../../generator/merge/build-merged.ts";
import { baseSchemas, fixtureText, manifest, patched, registerFrom } from "../register/register-fixtures.ts";
import { must } from "../helpers/must.ts";

const build = (text = fixtureText("base")) => buildMergedModel(manifest, baseSchemas(), registerFrom(text));

describe("translation table", () => {
  const model = build();
  const pair = (from: string, to: string) =>
    must(model.translations.find((t) => t.from === from && t.to === to));

  it("has one pair per ordered pair of distinct revisions", () => {
    expect(model.translations.map((t) => `${t.from}->${t.to}`)).toEqual([
      "2025-11-25->2026-07-28",
      "2026-07-28->2025-11-25",
    ]);
  });

  it("passes through, renumbers, and falls back, one outcome per source condition in key order", () => {
    expect(pair("2026-07-28", "2025-11-25").outcomes).toEqual([
      {
        kind: "untranslatable",
        condition: "headerMismatch",
        fallback: { condition: "invalidParams", code: -32602 },
        reason: "The older revision has no code for it.",
        httpStatus: null,
      },
      { kind: "passthrough", condition: "invalidParams", code: -32602, httpStatus: null },
      { kind: "passthrough", condition: "parseError", code: -32700, httpStatus: null },
      { kind: "renumber", condition: "resourceNotFound", fromCode: -32602, code: -32002, httpStatus: null },
    ]);
    expect(pair("2025-11-25", "2026-07-28").outcomes.map((o) => o.condition)).toEqual([
      "invalidParams",
      "parseError",
      "resourceNotFound",
    ]);
  });

  it("maps to a stand-in condition when the register says so", () => {
    const text = patched(
      "        untranslatable: { fallback: invalidParams, reason: The older revision has no code for it. }\n",
      "        mapTo: invalidParams\n",
    );
    expect(build(text).translations[1]?.outcomes[0]).toEqual({
      kind: "mapped",
      condition: "headerMismatch",
      toCondition: "invalidParams",
      code: -32602,
      httpStatus: null,
    });
  });

  it("carries the rules for undefined codes of the destination, with provenance", () => {
    const text = patched(
      "  translateUndefined: []\n",
      "  translateUndefined:\n    - revisions: [2026-07-28]\n      from: -32099\n      to: -32020\n      rule: untranslatable\n      fallback: parseError\n      reason: Made up for the test.\n      cite:\n        - source: docs/specification/2026-07-28/basic/index.mdx:124\n          quote: Implementations MUST NOT emit any code\n",
    );
    const translations = build(text).translations;
    const toModern = must(translations[0]);
    const toLegacy = must(translations[1]);
    expect(toModern.undefinedCodes).toMatchObject([
      {
        from: -32099,
        to: -32020,
        rule: "untranslatable",
        fallback: { condition: "parseError", code: -32700 },
      },
    ]);
    expect(toModern.provenance).toContainEqual(
      expect.objectContaining({
        kind: "register",
        citations: [
          {
            file: "docs/specification/2026-07-28/basic/index.mdx",
            line: 124,
            endLine: 124,
            quote: "Implementations MUST NOT emit any code",
          },
        ],
      }),
    );
    expect(toLegacy.undefinedCodes).toEqual([]);
  });
});
