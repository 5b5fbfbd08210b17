import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { MARKDOWN_MARKER } from "../../generator/diff/render.ts";
import { must } from "../fixtures/diff/build-model.ts";

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const text = readFileSync(resolve(projectRoot, ".github/workflows/error-diff.yml"), "utf8");
// The diff step runs this script (test/workflows/ runs it against a local upstream).
const diffScript = readFileSync(resolve(projectRoot, ".github/scripts/error-diff.sh"), "utf8");

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}

describe("the error-diff workflow", () => {
  const workflow = parse(text) as { on: Record<string, unknown>; jobs: { diff: { steps: Step[] } } };
  const steps = workflow.jobs.diff.steps;

  it("runs on pull requests, installs with npm ci and points MCP_SPEC_DIR at the pinned spec checkout", () => {
    expect(Object.keys(workflow.on)).toEqual(["pull_request"]);
    expect(steps.some((s) => s.run?.trim() === "npm ci")).toBe(true);
    const spec = must(
      steps.find((s) => s.with?.path === "mcp-spec"),
      "the spec checkout",
    );
    expect(spec.with?.ref).toBe("${{ steps.pin.outputs.commit }}");
    const diff = must(
      steps.find((s) => s.run?.includes("error-diff.sh")),
      "the diff step",
    );
    expect(diff.env?.MCP_SPEC_DIR).toBe("${{ github.workspace }}/mcp-spec");
    expect(diffScript).toContain("diff -- --against");
    expect(diffScript).toContain("--format markdown");
  });

  it("finds its comment by the marker the markdown report starts with", () => {
    const comment = must(
      steps.find((s) => s.uses?.startsWith("actions/github-script")),
      "the comment step",
    );
    expect(comment.with?.script).toContain(`const marker = "${MARKDOWN_MARKER}";`);
    expect(comment.with?.script).toContain("updateComment");
    // A diff that cannot run still posts (into the same comment) why.
    expect(diffScript).toContain(`echo "${MARKDOWN_MARKER}"`);
  });
});
