/** The project's own spec/errors.yaml: it loads, every citation verifies, and every prose-register id appears. */
import { describe, expect, it } from "vitest";
import { checkCitations } from "../../generator/check/check-citations.ts";
import { checkRegister } from "../../generator/check/check-register.ts";
import { allFacts, loadRegisterYaml } from "../../generator/register/load-register.ts";
import type { Register } from "../../generator/register/register-schema.ts";
import { manifest, PROJECT_ROOT, specRoots } from "./register-fixtures.ts";

const register = checkRegister(loadRegisterYaml(PROJECT_ROOT), { manifest });

/** Every ERR-nn id the register mentions, sorted. */
function registerIds(register: Register): string[] {
  const ids = new Set<string>();
  for (const condition of register.conditions) {
    if (condition.registerId) ids.add(condition.registerId);
    for (const id of condition.registers) ids.add(id);
  }
  for (const fact of allFacts(register)) for (const id of fact.registers) ids.add(id);
  return [...ids].sort();
}

describe("spec/errors.yaml", () => {
  it("covers every manifest revision", () => {
    expect(register.revisions).toEqual(manifest.revisions.map((r) => r.id));
  });

  it("verifies every citation against the spec snapshot", () => {
    expect(allFacts(register).flatMap((f) => f.cite).length).toBeGreaterThan(80);
    expect(() => checkCitations(register, specRoots())).not.toThrow();
  });

  it("encodes every entry ERR-01..ERR-18 of the prose register", () => {
    const expected = Array.from({ length: 18 }, (_, i) => `ERR-${String(i + 1).padStart(2, "0")}`);
    expect(registerIds(register)).toEqual(expected);
  });

  it("keys conditions by meaning, including the prose-only and 2025-11-25-only ones", () => {
    expect(register.conditions.map((c) => c.key).sort()).toEqual([
      "headerMismatch",
      "internalError",
      "invalidParams",
      "invalidRequest",
      "methodNotFound",
      "missingRequestMeta",
      "missingRequiredClientCapability",
      "parseError",
      "resourceNotFound",
      "unsupportedProtocolVersion",
      "urlElicitationRequired",
    ]);
  });

  it("records the pre-release numbers as aliases of the final codes", () => {
    const aliases = register.conditions.flatMap((c) =>
      c.codes
        .filter((e) => e.draftAliasOf !== undefined)
        .map((e) => [c.key, e.code, e.draftAliasOf, e.revisions]),
    );
    expect(aliases).toEqual([
      ["headerMismatch", -32001, -32020, ["draft-2026-06-07"]],
      ["headerMismatch", -32001, -32020, ["draft-2026-05-20"]],
      ["missingRequiredClientCapability", -32003, -32021, ["draft-2026-05-20", "draft-2026-06-07"]],
      ["unsupportedProtocolVersion", -32004, -32022, ["draft-2026-05-20", "draft-2026-06-07"]],
    ]);
  });

  it("keeps citations short and on their own lines of the spec", () => {
    for (const citation of allFacts(register).flatMap((f) => f.cite)) {
      expect(citation.quote.length).toBeLessThanOrEqual(240);
      expect(citation.endLine - citation.line).toBeLessThanOrEqual(5);
    }
  });
});
