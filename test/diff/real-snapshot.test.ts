/** The diff on the real spec snapshot and register: the facts reviewers rely on. */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { diffRevisions } from "../../generator/diff/build-report.ts";
import type { Change, ChangeDetails, DiffReport } from "../../generator/diff/change.ts";
import { renderMarkdown } from "../../generator/diff/render-markdown.ts";
import type { MergedModel } from "../../generator/model/merged-model.ts";
import { buildModel } from "../../generator/pipeline.ts";
import { pipelineContext, projectRoot } from "./real-spec.ts";

let model: MergedModel;

beforeAll(async () => {
  model = (await buildModel(pipelineContext(projectRoot))).model;
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
      expect(change.message).toContain("(HTTP 400)");
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

  it("gives the same report on a second run", () => {
    const first = diffRevisions(model, "2025-11-25", "2026-07-28");
    const second = diffRevisions(structuredClone(model), "2025-11-25", "2026-07-28");
    expect(second).toEqual(first);
  });
});

describe("markdown golden file", () => {
  it("matches test/golden/diff/2025-11-25..2026-07-28.md (UPDATE_GOLDEN=1 rewrites it)", () => {
    const path = resolve(projectRoot, "test/golden/diff/2025-11-25..2026-07-28.md");
    const actual = renderMarkdown(diffRevisions(model, "2025-11-25", "2026-07-28"));
    if (process.env.UPDATE_GOLDEN === "1") {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, actual);
    }
    expect(actual).toBe(readFileSync(path, "utf8"));
  });
});
