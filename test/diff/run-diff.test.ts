import { describe, expect, it } from "vitest";
import { runDiff, type DiffOptions } from "../../generator/commands/diff.ts";
import type { MergedModel } from "../../generator/model/merged-model.ts";
import { BASE_ID, conditionOf, HEAD_ID, must, renumber } from "../fixtures/diff/build-model.ts";
import { mixedModel } from "../fixtures/diff/mixed-pair.ts";
import { rejectionKind } from "../helpers/rejection-kind.ts";

function context(models: { tree: MergedModel; refs?: Record<string, MergedModel> }) {
  const calls: (string | undefined)[] = [];
  return {
    calls,
    revisions: models.tree.revisions,
    loadModel: async (at?: { gitRef?: string; revisions?: readonly string[] }) => {
      calls.push(at?.gitRef);
      if (at?.gitRef === undefined) return models.tree;
      const model = models.refs?.[at.gitRef];
      if (!model) throw new Error(`no model for ${at.gitRef}`);
      return model;
    },
  };
}

const options = (o: Partial<DiffOptions>): DiffOptions => ({ format: "json", color: false, ...o });

describe("runDiff", () => {
  it("exits 0 without --fail-on, whatever changed", async () => {
    const result = await runDiff(options({ from: BASE_ID, to: HEAD_ID }), context({ tree: mixedModel() }));
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.output).summary.breaking).toBe(2);
  });

  it("exits 1 when a change is at or above the --fail-on level", async () => {
    // Only warnings and info: a band change and a message change.
    const model = mixedModel();
    const head = must(
      model.revisions.find((r) => r.id === HEAD_ID),
      "the head revision",
    );
    renumber(conditionOf(head, "resourceNotFound"), -32002);
    conditionOf(head, "methodNotFound").httpStatus = { status: null, provenance: [] };
    const ctx = context({ tree: model });
    const exit = async (failOn: DiffOptions["failOn"]) =>
      (await runDiff(options({ from: BASE_ID, to: HEAD_ID, failOn }), ctx)).exitCode;
    expect(await exit("breaking")).toBe(0);
    expect(await exit("warning")).toBe(1);
    expect(await exit("info")).toBe(1);
    expect(await exit(undefined)).toBe(0);
    expect((await runDiff(options({ from: BASE_ID, to: BASE_ID, failOn: "info" }), ctx)).exitCode).toBe(0);
  });

  it("compares the two newest final revisions by default, and one revision with the newest final", async () => {
    const ctx = context({ tree: mixedModel() });
    const both = JSON.parse((await runDiff(options({}), ctx)).output);
    expect([both.base, both.head]).toEqual([BASE_ID, HEAD_ID]);
    const one = JSON.parse((await runDiff(options({ from: "2024-01-01" }), ctx)).output);
    expect([one.base, one.head]).toEqual(["2024-01-01", HEAD_ID]);
  });

  it("rejects an unknown revision to compare against a ref as a usage error", async () => {
    // Without --against, the pipeline rejects unknown ids (real-snapshot.test.ts, "spec roots").
    expect(
      await rejectionKind(
        runDiff(
          options({ against: "main", from: "nope" }),
          context({ tree: mixedModel(), refs: { main: mixedModel() } }),
        ),
      ),
    ).toBe("usage/unknown-revision");
  });

  it("with --against, compares the ref's model with the working tree's, revision by revision", async () => {
    const tree = mixedModel();
    const ref = mixedModel();
    conditionOf(
      must(
        ref.revisions.find((r) => r.id === HEAD_ID),
        "the head revision",
      ),
      "methodNotFound",
    ).httpStatus = { status: 200, provenance: [] };
    const ctx = context({ tree, refs: { "origin/main": ref } });
    const result = await runDiff(options({ against: "origin/main", failOn: "breaking" }), ctx);
    const report = JSON.parse(result.output);
    expect(ctx.calls).toEqual(["origin/main", undefined]);
    expect([report.mode, report.base, report.head]).toEqual(["against", "origin/main", "working tree"]);
    expect(report.revisions).toEqual(["2024-01-01", BASE_ID, HEAD_ID, "draft"]);
    expect(
      report.changes.map((c: { ruleId: string; revisions: string[] }) => [c.ruleId, c.revisions]),
    ).toEqual([["http-status-changed", [HEAD_ID]]]);
    expect(result.exitCode).toBe(1);
    const only = JSON.parse((await runDiff(options({ against: "origin/main", from: BASE_ID }), ctx)).output);
    expect([only.revisions, only.changes]).toEqual([[BASE_ID], []]);
  });

  it("with --against, names the two sides in messages by the ref and the working tree", async () => {
    const tree = mixedModel();
    must(
      tree.revisions.find((r) => r.id === HEAD_ID),
      "the head revision",
    ).envelope.idOptional = true;
    const ctx = context({ tree, refs: { "origin/main": mixedModel() } });
    const text = (await runDiff(options({ against: "origin/main", format: "text" }), ctx)).output;
    expect(text).toContain(
      `envelope-id-made-optional  [${HEAD_ID}] JSONRPCError: \`id\` is optional in the working tree (required in origin/main)`,
    );
  });

  it("renders each format", async () => {
    const ctx = context({ tree: mixedModel() });
    const render = async (format: DiffOptions["format"]) =>
      (await runDiff(options({ from: BASE_ID, to: HEAD_ID, format }), ctx)).output;
    expect(await render("text")).toMatch(/^2025-01-01 → 2026-01-01: 4 changes: 2 breaking/);
    expect(await render("markdown")).toMatch(/^<!-- mcp-errgen-diff -->\n/);
    expect(await render("github")).toMatch(/^::error file=/);
  });
});
