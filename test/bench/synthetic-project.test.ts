/** The scaling run's synthetic project: the real project plus copies of the finals under new ids. */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSyntheticProject, type SyntheticProject } from "../../tools/bench/synthetic-project.ts";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import { SPEC_DIR } from "../cli/support/temp-project.ts";
import { projectRoot } from "../runtime/render-package.ts";

const built: SyntheticProject[] = [];
afterAll(() => {
  for (const project of built) rmSync(project.dir, { recursive: true, force: true });
});

describe("buildSyntheticProject", () => {
  it("adds copies of the final revisions to the manifest and the register", () => {
    const project = buildSyntheticProject(projectRoot, SPEC_DIR, 3);
    built.push(project);
    const real = loadManifest(projectRoot).revisions;
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
  });

  it("formats with the project's Prettier config, like the real project", () => {
    const project = buildSyntheticProject(projectRoot, SPEC_DIR, 0);
    built.push(project);
    expect(project.revisions).toEqual([]);
    expect(existsSync(join(project.dir, ".prettierrc.json"))).toBe(true);
    expect(readFileSync(join(project.dir, ".prettierrc.json"), "utf8")).toBe(
      readFileSync(join(projectRoot, ".prettierrc.json"), "utf8"),
    );
  });
});
