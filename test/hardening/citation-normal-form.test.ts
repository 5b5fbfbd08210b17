/**
 * The bad-input catalogue, fourth round, for the citation check: a quote whose accented letters are
 * decomposed (NFD) matches cited text that composes them (NFC), and the other way round, since the
 * two look identical; a quote that differs in more than its normal form is still not found.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkCitations, QuoteIndex } from "../../generator/check/check-citations.ts";
import type { ResolvedRoot } from "../../generator/inputs/resolve-roots.ts";
import { cleanupTempDirs, SPEC_DIR } from "../cli/support/temp-project.ts";
import { diagnosticsOf } from "../helpers/diagnostics-of.ts";
import { overlayRoot } from "../helpers/spec-overlay.ts";
import { patched, registerFrom } from "../register/register-fixtures.ts";

afterAll(cleanupTempDirs);

const COMPOSED = "Ressource introuvable : réessayez";
const DECOMPOSED = COMPOSED.normalize("NFD");

describe("a quote in another Unicode normal form than its cited text", () => {
  it("is the same text in two different code point sequences", () => {
    expect(DECOMPOSED).not.toBe(COMPOSED);
    expect(DECOMPOSED.length).toBe(COMPOSED.length + 1);
  });

  it("is found at its line, NFD quote in NFC text and NFC quote in NFD text", () => {
    expect(new QuoteIndex(`intro\n${COMPOSED}\n`).find(DECOMPOSED)).toEqual([2]);
    expect(new QuoteIndex(`intro\n${DECOMPOSED}\n`).find(COMPOSED)).toEqual([2]);
  });

  it("is still not found when its letters differ beyond the normal form", () => {
    expect(new QuoteIndex(COMPOSED).find("Ressource introuvable : reessayez")).toEqual([]);
  });

  it("passes the register's citation check against a page saved in NFC", () => {
    const page = "docs/specification/2025-11-25/server/resources.mdx";
    const lines = readFileSync(join(SPEC_DIR, page), "utf8").split("\n");
    lines[387] = `- ${COMPOSED}: \`-32002\``;
    const root = overlayRoot(SPEC_DIR, { [page]: lines.join("\n") });
    const roots = new Map<string, ResolvedRoot>([["spec", { name: "spec", dir: root, via: "test" }]]);
    const nfd = registerFrom(
      patched('quote: "Resource not found: -32002"', `quote: "${DECOMPOSED}: -32002"`),
    );
    expect(() => checkCitations(nfd, roots, new Set(["spec"]))).not.toThrow();
    const other = registerFrom(patched('quote: "Resource not found: -32002"', 'quote: "Ressource: -32002"'));
    const [drifted] = diagnosticsOf(() => checkCitations(other, roots, new Set(["spec"])));
    expect(drifted?.kind).toBe("register/citation-drifted");
  });
});
