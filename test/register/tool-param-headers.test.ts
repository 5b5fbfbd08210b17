/**
 * The register's tool-argument headers (policy.toolParamHeaders): reading, the shape check, the
 * load-time check that a revision with them has a check order, and what the merged model makes of
 * them, on the small base fixture.
 */
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../generator/diagnostics/gen-error.ts";
import {
  baseSchemas,
  diagnosticsOf,
  mergedFrom,
  patched,
  positionOf,
  registerFrom,
  CHECK_ORDER,
  REQUEST_RULES,
} from "./register-fixtures.ts";

const PARAM_RULE = `  toolParamHeaders:
    - revisions: [2026-07-28]
      headerPrefix: Mcp-Param-
      annotation: x-mcp-header
      base64: true
      cite:
        - source: docs/specification/2026-07-28/basic/transports/streamable-http.mdx:373
          quote: The x-mcp-header property specifies the name portion
`;

/** The base fixture with `rules` after its policy, and a check order for 2026-07-28 unless told not to. */
const withRules = (rules: string, checkOrder = true) =>
  patched(
    "  translateUndefined: []\n",
    `  translateUndefined: []\n${checkOrder ? `${CHECK_ORDER}${REQUEST_RULES}` : ""}${rules}`,
  );

const loading = (text: string) =>
  diagnosticsOf(() => registerFrom(text)).map((d: Diagnostic) => ({
    kind: d.kind,
    message: d.message,
    hint: d.hint,
    at: `${d.location?.line}:${d.location?.column}`,
  }));

function at(text: string, needle: string): string {
  const p = positionOf(text, needle, 1);
  return `${p.line}:${p.column}`;
}

describe("policy.toolParamHeaders", () => {
  it("is read as written, and is empty where the register has none", () => {
    const rules = registerFrom(withRules(PARAM_RULE)).policy.toolParamHeaders;
    expect(
      rules.map(({ revisions, headerPrefix, annotation, base64 }) => ({
        revisions,
        headerPrefix,
        annotation,
        base64,
      })),
    ).toEqual([
      { revisions: ["2026-07-28"], headerPrefix: "Mcp-Param-", annotation: "x-mcp-header", base64: true },
    ]);
    expect(registerFrom(withRules("")).policy.toolParamHeaders).toEqual([]);
  });

  it("gives the merged model the revision's rule, with the register line, and no rule elsewhere", () => {
    const text = withRules(PARAM_RULE);
    const model = mergedFrom(text, baseSchemas());
    const modern = model.revisions.find((r) => r.id === "2026-07-28");
    expect(modern?.toolParamHeaders).toMatchObject({
      prefix: "Mcp-Param-",
      annotation: "x-mcp-header",
      base64: true,
    });
    expect(modern?.toolParamHeaders?.provenance.map((p) => p.location.line)).toEqual([
      positionOf(text, "    - revisions: [2026-07-28]\n      headerPrefix", 1).line,
    ]);
    expect(model.revisions.find((r) => r.id === "2025-11-25")?.toolParamHeaders).toBeUndefined();
  });

  it("needs a check order for each revision it lists", () => {
    const text = withRules(PARAM_RULE, false);
    expect(loading(text)).toEqual([
      {
        kind: "register/tool-param-headers-unchecked",
        message:
          "policy.toolParamHeaders[0].revisions[0] gives 2026-07-28 tool-argument headers, but no policy.checkOrder entry lists 2026-07-28, so nothing checks them",
        hint: "add 2026-07-28 to the revisions of a policy.checkOrder entry (with its requestMeta and requestHeaders), or remove it from this rule",
        at: at(text, "2026-07-28]\n      headerPrefix"),
      },
    ]);
  });

  it("takes one entry per revision", () => {
    const text = withRules(PARAM_RULE + PARAM_RULE.replace("  toolParamHeaders:\n", ""));
    expect(loading(text).map((d) => [d.kind, d.message])).toEqual([
      [
        "register/policy-revision-twice",
        "policy.toolParamHeaders lists revision 2026-07-28 in more than one entry",
      ],
    ]);
  });

  it.each([
    [
      "a prefix that does not end in -",
      "headerPrefix: Mcp-Param-",
      "headerPrefix: Mcp-Param",
      'policy.toolParamHeaders[0].headerPrefix: "Mcp-Param" is not a header name prefix (letters, digits and "-", ending in "-", e.g. Mcp-Param-)',
    ],
    [
      "an annotation in upper case",
      "annotation: x-mcp-header",
      "annotation: X-MCP-Header",
      'policy.toolParamHeaders[0].annotation: "X-MCP-Header" is not a schema keyword (lower-case letters, digits and "-", e.g. x-mcp-header)',
    ],
  ])("%s is refused by the shape check", (_, from, to, message) => {
    const text = withRules(PARAM_RULE.replace(from, to));
    expect(loading(text).map((d) => [d.kind, d.message])).toEqual([["register/invalid-value", message]]);
  });

  it("a rule without base64 is missing a required key", () => {
    const text = withRules(PARAM_RULE.replace("      base64: true\n", ""));
    expect(loading(text).map((d) => [d.kind, d.message])).toEqual([
      ["register/missing-key", 'policy.toolParamHeaders[0] is missing required key "base64"'],
    ]);
  });
});
