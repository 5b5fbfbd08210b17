import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRulesDoc, renderRulesDoc, RULES_DOC_PATH } from "../../generator/diff/rules-doc.ts";
import { RULES } from "../../generator/diff/rules.ts";

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

describe("docs/diff-rules.md", () => {
  it("is up to date with the rules registry", async () => {
    const path = resolve(projectRoot, RULES_DOC_PATH);
    const expected = await formatRulesDoc(projectRoot);
    if (process.env.UPDATE_GOLDEN === "1") writeFileSync(path, expected);
    expect(
      readFileSync(path, "utf8"),
      "docs/diff-rules.md is stale: run UPDATE_GOLDEN=1 npx vitest run test/diff/rules-doc.test.ts",
    ).toBe(expected);
  });

  it("lists every rule with its level", () => {
    const doc = renderRulesDoc();
    for (const rule of RULES)
      expect(doc).toContain(`| <a id="${rule.id}"></a>\`${rule.id}\` | ${rule.level} |`);
  });
});
