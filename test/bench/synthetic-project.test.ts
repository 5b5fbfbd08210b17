/** The copies gen runs in for the register edit and the scaling run. */
import { existsSync, lstatSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GEN } from "../../tools/bench/run-bench.ts";
import { timeProcess } from "../../tools/bench/measure.ts";
import { buildSyntheticProject, copyProject } from "../../tools/bench/synthetic-project.ts";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import { PRERELEASE_DIR, PROJECT_ROOT, SPEC_DIR } from "../helpers/spec-roots.ts";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("copyProject", () => {
  it("copies the files a commit would hold, links node_modules, and leaves out what git ignores", () => {
    const dir = copyProject(PROJECT_ROOT, "test");
    made.push(dir);
    const copied = [
      "spec/errors.yaml",
      "spec/release/baseline.json",
      "generator/cli.ts",
      "generated/package.json",
    ];
    for (const path of copied)
      expect(readFileSync(join(dir, path), "utf8")).toBe(readFileSync(join(PROJECT_ROOT, path), "utf8"));
    expect(lstatSync(join(dir, "node_modules")).isSymbolicLink()).toBe(true);
    expect(existsSync(join(dir, ".git"))).toBe(false);
  });
});

describe("buildSyntheticProject", () => {
  it("adds copies of the final revisions to the manifest and the register, and drops the release baseline", () => {
    const project = buildSyntheticProject(PROJECT_ROOT, SPEC_DIR, 3);
    made.push(project.dir);
    const real = loadManifest(PROJECT_ROOT).revisions;
    const finals = real.filter((r) => r.status === "final").map((r) => r.id);
    expect(project.revisions).toEqual([`syn01-${finals[0]}`, `syn02-${finals[1]}`, `syn03-${finals[2]}`]);
    expect(project.total).toBe(real.length + 3);
    expect(
      loadManifest(project.dir)
        .revisions.map((r) => r.id)
        .sort(),
    ).toEqual([...real.map((r) => r.id), ...project.revisions].sort());
    const register = readFileSync(join(project.dir, "spec/errors.yaml"), "utf8");
    for (const id of project.revisions) expect(register).toContain(id);
    for (const id of project.revisions)
      expect(readFileSync(join(project.specRoot, "schema", id, "schema.ts"), "utf8")).toBe(
        readFileSync(join(SPEC_DIR, "schema", id.slice("synNN-".length), "schema.ts"), "utf8"),
      );
    expect(existsSync(join(project.dir, "spec/release"))).toBe(false);
  });

  it("is a project gen accepts, which emits a module for every synthetic revision", () => {
    const project = buildSyntheticProject(PROJECT_ROOT, SPEC_DIR, 1);
    made.push(project.dir);
    const env = { MCP_SPEC_DIR: project.specRoot, MCP_SPEC_PRERELEASE_DIR: PRERELEASE_DIR };
    timeProcess(GEN, { cwd: project.dir, env });
    expect(project.revisions).toHaveLength(1);
    for (const id of project.revisions)
      expect(existsSync(join(project.dir, "generated/lib", `${id}.js`))).toBe(true);
  });
});
