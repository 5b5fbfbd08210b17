/**
 * The register cites the 2026-07-28 pages for rules that also cover the `draft` revision, and says
 * why (spec/errors.yaml's header): the draft repeats every quoted passage. This holds the register
 * to that: each such quote is found in the draft's copy of the same file too.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readRegister } from "../../generator/register/load-register.ts";
import { parseYaml } from "../../generator/util/yaml-document.ts";
import { normaliseQuote } from "../../generator/check/check-citations.ts";
import type { RegisterCitation } from "../../generator/register/register-schema.ts";
import { PROJECT_ROOT, SPEC_DIR } from "./register-fixtures.ts";

const register = readRegister(
  parseYaml(readFileSync(join(PROJECT_ROOT, "spec/errors.yaml"), "utf8"), "spec/errors.yaml"),
);

/** Every citation of a register entry whose revisions (or destinations) include `draft`. */
function draftCitations(value: unknown, out: RegisterCitation[] = []): RegisterCitation[] {
  if (Array.isArray(value)) for (const item of value) draftCitations(item, out);
  else if (value !== null && typeof value === "object") {
    const entry = value as { revisions?: unknown; to?: unknown; cite?: unknown };
    const revisions = Array.isArray(entry.revisions)
      ? entry.revisions
      : Array.isArray(entry.to)
        ? entry.to
        : [];
    if (revisions.includes("draft") && Array.isArray(entry.cite))
      out.push(...(entry.cite as RegisterCitation[]));
    for (const [key, child] of Object.entries(value))
      if (key !== "yaml" && key !== "path") draftCitations(child, out);
  }
  return out;
}

const FROM = /^(docs\/specification|schema)\/2026-07-28\//;
const cited = draftCitations([register.conditions, register.policy]).filter(
  (c) => c.root === "spec" && FROM.test(c.file) && !c.file.endsWith("/changelog.mdx"),
);

describe("rules for 2026-07-28 and draft", () => {
  it("cite 2026-07-28 passages", () => {
    expect(cited.length).toBeGreaterThan(40);
  });

  it.each(cited.map((c) => [`${c.file}:${c.line}`, c] as const))(
    "%s: the draft's copy says the same",
    (_, c) => {
      const draft = c.file.replace("2026-07-28", "draft");
      const text = normaliseQuote(readFileSync(join(SPEC_DIR, draft), "utf8"));
      expect(text.includes(normaliseQuote(c.quote)), `${draft} lacks: ${c.quote}`).toBe(true);
    },
  );
});
