import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import { sha256 } from "../../generator/util/files.ts";
import { runCli } from "../cli/support/run-cli.ts";
import {
  cleanupTempDirs,
  copySchemas,
  makeTempProject,
  PRERELEASE_DIR,
  SPEC_DIR,
  SPEC_ENV,
  tempDir,
} from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

/** A spec root copy with a "next" revision's schema in it. */
function specWithNewSchema(id: string): { spec: string; schema: string } {
  const spec = copySchemas();
  const schema = join(spec, "schema", id, "schema.ts");
  mkdirSync(join(spec, "schema", id));
  copyFileSync(join(SPEC_DIR, "schema/2026-07-28/schema.ts"), schema);
  return { spec, schema };
}

describe("gen --add-revision", () => {
  it("adds a final, modern entry with its hash at its canonical place, keeping the rest of the file", async () => {
    const project = makeTempProject();
    const manifestPath = join(project, "spec/revisions.yaml");
    const before = readFileSync(manifestPath, "utf8");
    const { spec, schema } = specWithNewSchema("2027-01-15");

    const run = await runCli(["gen", "--add-revision", "2027-01-15", "--schema", schema], {
      cwd: project,
      env: { ...SPEC_ENV, MCP_SPEC_DIR: spec },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("added revision 2027-01-15 to spec/revisions.yaml");
    expect(run.stdout).toContain("next: run `npm run gen`");

    const manifest = loadManifest(project);
    const entry = manifest.revisions.find((r) => r.id === "2027-01-15");
    expect(entry).toMatchObject({
      status: "final",
      era: "modern",
      root: "spec",
      schema: "schema/2027-01-15/schema.ts",
      sha256: sha256(readFileSync(schema)),
    });

    // The file gains exactly the new entry, right after the newest final, and loses nothing.
    const after = readFileSync(manifestPath, "utf8");
    const anchor = "    sha256: 742750af0bb8c716e7030c4977c992b55d1adc4407e9e66997db5846baedc2cd\n";
    const at = before.indexOf(anchor) + anchor.length;
    const inserted =
      "  - id: 2027-01-15\n    status: final\n    era: modern\n    root: spec\n" +
      "    schema: schema/2027-01-15/schema.ts\n" +
      `    sha256: ${sha256(readFileSync(schema))}\n`;
    expect(after).toBe(before.slice(0, at) + inserted + before.slice(at));
  });

  it("works out the pre-release root from a path relative to the cwd (here: inside the default root)", async () => {
    const project = makeTempProject();
    const prerelease = join(project, "spec/upstream-prerelease");
    mkdirSync(join(prerelease, "draft-2027-01-01"), { recursive: true });
    copyFileSync(
      join(PRERELEASE_DIR, "draft-2026-06-07/schema.ts"),
      join(prerelease, "draft-2027-01-01/schema.ts"),
    );
    const run = await runCli(
      [
        "gen",
        "--add-revision",
        "draft-2027-01-01",
        "--schema",
        "draft-2027-01-01/schema.ts",
        "--status",
        "prerelease",
      ],
      { cwd: prerelease, env: { MCP_SPEC_DIR: SPEC_DIR } },
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const ids = loadManifest(project).revisions.map((r) => r.id);
    expect(ids).toEqual([
      "2024-11-05",
      "2025-03-26",
      "2025-06-18",
      "2025-11-25",
      "2026-07-28",
      "draft-2026-05-20",
      "draft-2026-06-07",
      "draft-2027-01-01",
      "draft",
    ]);
    expect(loadManifest(project).revisions.find((r) => r.id === "draft-2027-01-01")).toMatchObject({
      status: "prerelease",
      root: "prerelease",
      schema: "draft-2027-01-01/schema.ts",
    });
  });

  it.each([
    [
      "a schema outside every root",
      (schema: string) => ["--add-revision", "2027-01-15", "--schema", schema],
      "manifest/schema-outside-roots",
    ],
    [
      "an id that is already listed",
      () => ["--add-revision", "2026-07-28", "--schema", "x"],
      "manifest/duplicate-revision",
    ],
    [
      "an id that names a listed revision's Go package",
      () => ["--add-revision", "2026.07.28", "--schema", "x", "--like", "2026-07-28"],
      "manifest/revision-name-clash",
    ],
    ["a malformed id", () => ["--add-revision", "Next One", "--schema", "x"], "usage/bad-value"],
    [
      "a non-date id without --status",
      () => ["--add-revision", "next", "--schema", "x"],
      "usage/missing-argument",
    ],
    ["no --schema", () => ["--add-revision", "2027-01-15"], "usage/missing-argument"],
    [
      "a bad --era",
      () => ["--add-revision", "2027-01-15", "--schema", "x", "--era", "future"],
      "usage/bad-value",
    ],
  ])("refuses %s with exit 2 and leaves the manifest alone", async (_name, args, kind) => {
    const project = makeTempProject();
    const manifestPath = join(project, "spec/revisions.yaml");
    const before = readFileSync(manifestPath, "utf8");
    const outside = join(tempDir(), "schema.ts");
    copyFileSync(join(SPEC_DIR, "schema/2026-07-28/schema.ts"), outside);
    const run = await runCli(["gen", ...args(outside)], { cwd: project, env: SPEC_ENV });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`error[${kind}]`);
    expect(readFileSync(manifestPath, "utf8")).toBe(before);
  });
});
