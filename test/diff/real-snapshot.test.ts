/** The diff on the real spec snapshot and register: the facts reviewers rely on. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { diffRevisions } from "../../generator/diff/build-report.ts";
import {
  formatLocation,
  type Change,
  type ChangeDetails,
  type DiffReport,
} from "../../generator/diff/report.ts";
import { effectsOf, renderMarkdown } from "../../generator/diff/render.ts";
import type { MergedModel } from "../../generator/model/merged-model.ts";
import { createModelLoader } from "../../generator/pipeline/pipeline.ts";
import { must } from "../helpers/must.ts";
import { pipelineContext, projectRoot, specDir } from "./real-spec.ts";
import { runDiff } from "../../generator/commands/diff.ts";
import { stableJson } from "../../generator/util/stable-json.ts";
import { loadManifest, MANIFEST_PATH } from "../../generator/inputs/load-manifest.ts";
import { rejectionKind } from "../helpers/rejection-kind.ts";
import { realModel } from "../helpers/suite-inputs.ts";

let model: MergedModel;

beforeAll(() => {
  model = realModel();
});

function changes(report: DiffReport, ruleId: string): Change[] {
  return report.changes.filter((c) => c.ruleId === ruleId);
}

function details(report: DiffReport, ruleId: string): ChangeDetails[] {
  return changes(report, ruleId).map((c) => c.details);
}

describe("2025-11-25 → 2026-07-28", () => {
  let report: DiffReport;
  beforeAll(() => {
    report = diffRevisions(model, "2025-11-25", "2026-07-28");
  });

  it("reports resource not found renumbered from -32002 to -32602, which receivers still accept", () => {
    expect(details(report, "code-renumbered")).toContainEqual({
      condition: "resourceNotFound",
      from: -32002,
      to: -32602,
    });
    expect(details(report, "accepted-code-added")).toContainEqual({
      condition: "resourceNotFound",
      code: -32002,
    });
    const renumber = changes(report, "code-renumbered").find(
      (c) => c.details.condition === "resourceNotFound",
    );
    expect(renumber?.level).toBe("breaking");
    expect(renumber?.location?.file).toBe("spec/errors.yaml");
  });

  it("reports -32042 removed, and -32002 gone from the wire with its condition renumbered", () => {
    expect(details(report, "code-removed")).toEqual([
      { code: -32002, constant: "RESOURCE_NOT_FOUND", from: ["resourceNotFound"] },
      { code: -32042, constant: "URL_ELICITATION_REQUIRED", from: ["urlElicitationRequired"] },
    ]);
    const [resource, url] = changes(report, "code-removed");
    expect(resource?.location?.file).toBe("spec/errors.yaml");
    expect(url?.location?.file).toBe("schema/2025-11-25/schema.ts");
  });

  it("reports -32020, -32021 and -32022 added, -32022 also as the renumbered legacy version refusal", () => {
    expect(details(report, "code-added").map((d) => d.code)).toEqual([-32020, -32021, -32022]);
    for (const change of changes(report, "code-added")) {
      expect(change.location?.file).toBe("schema/2026-07-28/schema.ts");
      expect(change.message).toContain(
        change.details.code === -32022 ? "unsupportedProtocolVersion moved here from -32602" : "(HTTP 400)",
      );
    }
    expect(details(report, "code-renumbered")).toContainEqual({
      condition: "unsupportedProtocolVersion",
      from: -32602,
      to: -32022,
    });
  });

  it("reports the new 400 and 404 statuses, where 2025-11-25 gives none", () => {
    const statuses = details(report, "http-status-specified");
    expect(statuses).toContainEqual({ condition: "methodNotFound", code: -32601, from: null, to: 404 });
    expect(statuses).toContainEqual({
      condition: "unsupportedProtocolVersion",
      code: -32022,
      from: null,
      to: 400,
    });
    // Two unspecified statuses never differ.
    expect(details(report, "http-status-changed")).toEqual([]);
    expect(statuses.some((d) => d.condition === "invalidParams")).toBe(false);
    const missingMeta = changes(report, "condition-added").find(
      (c) => c.details.condition === "missingRequestMeta",
    );
    expect(missingMeta?.message).toContain("HTTP 400");
  });

  it("counts each change once: resource not found's move is one breaking change, not two", () => {
    const moves = report.groups.filter((g) => g.subject === "condition resourceNotFound");
    expect(moves).toHaveLength(1);
    const move = must(moves[0], "the resourceNotFound change");
    expect([move.level, move.ruleId]).toEqual(["breaking", "code-renumbered"]);
    const rules = effectsOf(move, report.changes).map((c) => c.ruleId);
    expect(rules).toEqual([
      "code-renumbered",
      "code-removed",
      "match-rule-changed",
      "accepted-code-added",
      "reserved-code-added",
    ]);
    // -32022: renumbered from -32602, new on the wire, recognised by its code alone (no longer
    // by its data), HTTP 400 where 2025-11-25 gives no status, and a schema interface.
    const version = must(
      report.groups.find((g) => g.subject === "condition unsupportedProtocolVersion"),
      "the unsupportedProtocolVersion change",
    );
    expect(effectsOf(version, report.changes).map((c) => c.ruleId)).toEqual([
      "code-renumbered",
      "code-added",
      "match-rule-changed",
      "http-status-specified",
      "error-interface-added",
    ]);
    // Every rule-level change belongs to exactly one group, and the summary counts groups.
    expect(report.groups.flatMap((g) => g.effects).sort()).toEqual(
      report.changes.map((c) => c.fingerprint).sort(),
    );
    expect(report.summary.total).toBe(report.groups.length);
    expect(report.summary.breaking).toBe(report.groups.filter((g) => g.level === "breaking").length);
    expect(report.summary.effects).toBe(report.changes.length);
  });

  it("says what changed in plain words", () => {
    const match = must(
      changes(report, "match-rule-changed").find((c) => c.details.condition === "resourceNotFound"),
      "the resourceNotFound match change",
    );
    expect(match.message).toBe(
      "resourceNotFound (-32602): in 2025-11-25 receivers recognise it by its code alone; " +
        "in 2026-07-28, by its code and the request it answers (resources/read) and its error data",
    );
    for (const change of report.changes)
      expect(change.message).not.toMatch(/"(unique|data|status|fallback)"/);
  });

  it('reports that every 2026-07-28 result must carry resultType "complete", at the schema\'s Result member', () => {
    expect(
      changes(report, "result-type-changed").map((c) => [c.level, c.details, formatLocation(c.location)]),
    ).toEqual([
      [
        "warning",
        {
          field: "resultType",
          from: { required: false, complete: null },
          to: { required: true, complete: "complete" },
        },
        "schema/2026-07-28/schema.ts:234",
      ],
    ]);
  });

  it("reports the 2026 allocation policy", () => {
    expect(
      details(report, "code-band-added")
        .map((d) => d.band)
        .sort(),
    ).toEqual(["-32019..-32000", "-32099..-32020"]);
    expect(
      details(report, "reserved-code-added")
        .map((d) => d.code)
        .sort(),
    ).toEqual([-32002, -32042]);
  });
});

describe("2025-06-18 → 2025-11-25", () => {
  it("reports `id` becoming optional and -32042 added", () => {
    const report = diffRevisions(model, "2025-06-18", "2025-11-25");
    const envelope = changes(report, "envelope-id-made-optional");
    expect(envelope.map((c) => [c.level, c.details, c.location?.file])).toEqual([
      ["breaking", { field: "id", from: "required", to: "optional" }, "schema/2025-11-25/schema.ts"],
    ]);
    expect(details(report, "code-added")).toEqual([
      { code: -32042, constant: "URL_ELICITATION_REQUIRED", to: ["urlElicitationRequired"] },
    ]);
  });
});

describe("draft-2026-06-07 → 2026-07-28", () => {
  it("reports the three draft renumberings", () => {
    const report = diffRevisions(model, "draft-2026-06-07", "2026-07-28");
    expect(details(report, "code-renumbered")).toEqual([
      { condition: "headerMismatch", from: -32001, to: -32020 },
      { condition: "missingRequiredClientCapability", from: -32003, to: -32021 },
      { condition: "unsupportedProtocolVersion", from: -32004, to: -32022 },
    ]);
    for (const change of changes(report, "code-renumbered")) expect(change.message).toContain("draft code");
    expect(changes(report, "code-added")).toEqual([]);
    expect(changes(report, "code-removed")).toEqual([]);
  });
});

describe("every pair of revisions", () => {
  it("diffs without error, with one fingerprint per change, and nothing between a revision and itself", () => {
    const ids = model.revisions.map((r) => r.id);
    for (const from of ids)
      for (const to of ids) {
        const report = diffRevisions(model, from, to);
        const fingerprints = report.changes.map((c) => c.fingerprint);
        expect(new Set(fingerprints).size, `${from} → ${to}`).toBe(fingerprints.length);
        if (from === to) expect(report.changes).toEqual([]);
        for (const change of report.changes)
          expect(change.location, `${change.ruleId} ${from} → ${to}`).toBeDefined();
      }
  });

  it("reports resultType only between a revision without it (up to 2025-11-25) and one with it (2026-07-28 and the drafts)", () => {
    const withIt = new Set(["2026-07-28", "draft", "draft-2026-05-20", "draft-2026-06-07"]);
    const ids = model.revisions.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([...withIt, "2024-11-05", "2025-11-25"]));
    for (const from of ids)
      for (const to of ids) {
        const found = changes(diffRevisions(model, from, to), "result-type-changed");
        expect(found, `${from} → ${to}`).toHaveLength(withIt.has(from) === withIt.has(to) ? 0 : 1);
      }
  });

  it("gives the same report on a second run", () => {
    const first = diffRevisions(model, "2025-11-25", "2026-07-28");
    const second = diffRevisions(structuredClone(model), "2025-11-25", "2026-07-28");
    expect(second).toEqual(first);
  });
});

describe("markdown golden file", () => {
  it("matches test/golden/diff/2025-11-25..2026-07-28.md (npm run gen rewrites it)", () => {
    const path = resolve(projectRoot, "test/golden/diff/2025-11-25..2026-07-28.md");
    const actual = renderMarkdown(diffRevisions(model, "2025-11-25", "2026-07-28"));
    expect(actual).toBe(readFileSync(path, "utf8"));
  });
});

describe("spec roots", () => {
  it("needs only the roots the compared revisions live in", async () => {
    const ctx = {
      ...pipelineContext(projectRoot),
      env: {
        MCP_SPEC_DIR: specDir,
        MCP_SPEC_PRERELEASE_DIR: resolve(projectRoot, "no-such-prerelease-root"),
      },
    };
    const context = {
      revisions: loadManifest(projectRoot, MANIFEST_PATH).revisions,
      loadModel: createModelLoader(ctx),
    };
    const result = await runDiff(
      { from: "2025-11-25", to: "2026-07-28", format: "json", color: false },
      context,
    );
    expect(JSON.parse(result.output)).toEqual(
      JSON.parse(stableJson(diffRevisions(model, "2025-11-25", "2026-07-28"))),
    );
    expect(
      await rejectionKind(
        runDiff({ from: "draft-2026-05-20", to: "2026-07-28", format: "json", color: false }, context),
      ),
    ).toBe("spec/root-missing");
    for (const [from, to] of [
      ["1999-01-01", "2026-07-28"],
      ["2025-11-25", "nope"],
    ])
      expect(await rejectionKind(runDiff({ from, to, format: "json", color: false }, context))).toBe(
        "usage/unknown-revision",
      );
  });
});
