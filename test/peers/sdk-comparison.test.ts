import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { MergedModel } from "../../generator/model/merged-model.ts";
import { CITATION_TOLERANCE, QuoteIndex } from "../../generator/check/check-citations.ts";
import { parseCitationSource } from "../../generator/register/register-schema.ts";
import { GenError } from "../../generator/diagnostics/gen-error.ts";
import { loadComparison, readComparison } from "../../generator/sdk-comparison/load.ts";
import { ourFacts } from "../../generator/sdk-comparison/our-facts.ts";
import {
  COMPARISON_DOC_PATH,
  formatComparisonDoc,
  renderComparisonDoc,
  SILENT,
} from "../../generator/sdk-comparison/render.ts";
import { parseYaml } from "../../generator/util/yaml-document.ts";
import { prereleaseDir, projectRoot, specDir } from "../diff/real-spec.ts";
import { PROBES } from "./support/sdk-probes.ts";
import { realModel } from "../helpers/suite-inputs.ts";

const comparison = loadComparison(projectRoot);
let model: MergedModel;

beforeAll(() => {
  model = realModel();
});

describe("docs/sdk-comparison.md", () => {
  it("is up to date with spec/sdk-comparison.yaml and the register", async () => {
    const path = resolve(projectRoot, COMPARISON_DOC_PATH);
    const expected = await formatComparisonDoc(projectRoot, comparison, model);
    expect(readFileSync(path, "utf8"), "docs/sdk-comparison.md is stale: run npm run gen").toBe(expected);
  });

  it("gives every point our side from the register, and its basis", () => {
    const doc = renderComparisonDoc(comparison, model);
    const facts = ourFacts(model);
    for (const point of comparison.points) {
      expect(doc).toContain(`## ${point.title}`);
      expect(doc).toContain(facts[point.ours]);
      if (point.silent) expect(doc.split(`## ${point.title}`)[1]).toContain(SILENT);
    }
  });

  it("covers the four known points of disagreement", () => {
    const ids = comparison.points.map((p) => p.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "resource-not-found-to-legacy",
        "unsupported-version-from-a-handler",
        "invalid-request-before-dispatch",
        "check-order",
      ]),
    );
  });
});

describe("spec/sdk-comparison.yaml", () => {
  const roots: Record<string, string> = { spec: specDir, prerelease: prereleaseDir };

  it.each(comparison.points.flatMap((p) => p.cite.map((c) => ({ id: p.id, ...c }))))(
    "$id cites $source, which still says what it quotes",
    ({ source, quote }) => {
      const parsed = parseCitationSource(source);
      if ("error" in parsed) throw new Error(`${source}: ${parsed.error}`);
      const root = roots[parsed.root];
      if (root === undefined) throw new Error(`unknown root ${parsed.root}`);
      const index = new QuoteIndex(readFileSync(join(root, parsed.file), "utf8"));
      expect(index.find(quote), `${source} does not contain the quote anywhere`).not.toEqual([]);
      expect(
        index.spansWithin(quote, parsed.line - CITATION_TOLERANCE, parsed.endLine + CITATION_TOLERANCE),
        `the quote has drifted from ${source}: found at ${index.find(quote).join(", ")}`,
      ).not.toEqual([]);
    },
  );

  it("names only probes test/peers/sdk-facts.test.ts runs", () => {
    for (const point of comparison.points)
      for (const observation of point.observed) expect(Object.keys(PROBES)).toContain(observation.probe);
  });

  it.each([
    [
      "a point without a citation that is not silent",
      "  - id: x\n    title: t\n    sdk: s\n    observed: [{ probe: p, code: 1 }]\n    ours: checkOrder\n    choice: c\n",
      /cite the spec, or mark the point silent/,
      ["sdk-comparison/uncited", 4],
    ],
    [
      "an unknown fact of ours",
      "  - id: x\n    title: t\n    sdk: s\n    observed: [{ probe: p }]\n    ours: nothing\n    choice: c\n    silent: true\n",
      /unknown fact nothing/,
      ["sdk-comparison/unknown-fact", 8],
    ],
    [
      "a point that observes nothing",
      "  - id: x\n    title: t\n    sdk: s\n    observed: []\n    ours: checkOrder\n    choice: c\n    silent: true\n",
      /name at least one probe/,
      ["sdk-comparison/unobserved", 7],
    ],
  ] as const)("rejects %s, naming the line", (_name, points, message, [kind, line]) => {
    const text = `sdk:\n  packages: [p]\npoints:\n${points}`;
    const error = thrown(() => readComparison(parseYaml(text, "spec/sdk-comparison.yaml")));
    const [found] = error.diagnostics;
    expect(found?.kind).toBe(kind);
    expect(found?.message).toMatch(message);
    expect(found?.location).toEqual({ file: "spec/sdk-comparison.yaml", line, column: expect.any(Number) });
  });

  it("reports a field of the wrong type as a located catalogue diagnostic with a hint", () => {
    const text = "sdk:\n  packages: [p]\npoints:\n  - id: x\n    ours: [checkOrder]\n";
    const error = thrown(() => readComparison(parseYaml(text, "spec/sdk-comparison.yaml")));
    expect(error.diagnostics).toEqual([
      {
        kind: "sdk-comparison/wrong-type",
        message: "points[0].ours: must be a non-empty string",
        hint: "each point has id, title, sdk, observed, ours and choice; see the points already in the file",
        location: { file: "spec/sdk-comparison.yaml", line: 5, column: 11 },
      },
    ]);
  });
});

function thrown(run: () => unknown): GenError {
  try {
    run();
  } catch (error) {
    if (error instanceof GenError) return error;
    throw error;
  }
  throw new Error("expected a GenError");
}
