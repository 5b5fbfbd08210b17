/** The emit, validate and format stages: every file validated, then formatted as prettier --check wants it. */
import { describe, expect, it } from "vitest";
import { formatFiles } from "../../generator/emit/format.ts";
import {
  renderOutput,
  renderRelease,
  StageTimings,
  type PipelineContext,
} from "../../generator/pipeline/pipeline.ts";
import { PROJECT_ROOT, SPEC_ENV } from "../cli/support/temp-project.ts";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";

const ctx: PipelineContext = { projectRoot: PROJECT_ROOT, cwd: PROJECT_ROOT, env: SPEC_ENV, rootFlags: {} };

describe("renderOutput", () => {
  it("formats every file prettier --check would, and times emit, validate and format", async () => {
    const timings = new StageTimings();
    const { files: rendered } = await renderRelease(ctx, fourRevisionModel);
    const result = await renderOutput(ctx, fourRevisionModel, timings);
    expect([...result.keys()]).toEqual([...rendered.keys()]);
    const formattable = new Map(
      [...rendered].filter(([path]) => path !== "LICENSE" && !path.startsWith("cjs/")),
    );
    const formatted = await formatFiles(formattable);
    for (const [path, text] of rendered) expect(result.get(path)).toBe(formatted.get(path) ?? text);
    expect(result.get("cjs/index.js")).toBe(rendered.get("cjs/index.js"));
    expect(Object.keys(timings.toJSON())).toEqual(["emit", "format", "validate"]);
  });

  it("renders each file once, package.json at the planned version", async () => {
    const { files, plan } = await renderRelease(ctx, fourRevisionModel);
    expect(JSON.parse(files.get("package.json") ?? "{}")).toMatchObject({ version: plan.version });
    expect(files.get("CHANGELOG.md")).toContain("# Changelog");
  });

  it("writes what prettier --check skips as rendered: no parser, or named in .prettierignore", async () => {
    const files = new Map([
      ["notes.unknown-kind", "text  as  written"],
      ["cjs/a.js", "exports.a={b:1}"],
      ["lib/a.js", "export const a={b:1}"],
    ]);
    expect(await formatFiles(files)).toEqual(
      new Map([...files, ["lib/a.js", "export const a = { b: 1 };\n"]]),
    );
  });

  it("names the file Prettier cannot format", async () => {
    await expect(formatFiles(new Map([["styles.css", "a {{ "]]))).rejects.toThrow(
      /^Prettier could not format styles\.css: /,
    );
  });
});
