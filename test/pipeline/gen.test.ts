/**
 * The whole pipeline on the real snapshot, into a temporary project: write, check (fresh and
 * stale), an injected failure half-way through the write, the lock, repair, and the dumps.
 * The steps build on each other, so they run in order.
 */
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GenError } from "../../generator/diagnostics/gen-error.ts";
import { lockDirectory } from "../../generator/write/replace-directory.ts";
import { readTree } from "../../generator/write/tree.ts";
import { generate, STAGES } from "../../generator/pipeline/pipeline.ts";
import { runCli } from "../cli/support/run-cli.ts";
import {
  cleanupTempDirs,
  hashTree,
  makeTempProject,
  PRERELEASE_DIR,
  SPEC_DIR,
  SPEC_ENV,
} from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

describe.sequential("gen on the real snapshot", () => {
  let project: string;
  let out: string;
  let fresh: string;
  let files: string[];

  beforeAll(() => {
    project = makeTempProject();
    out = join(project, "generated");
  });

  it("writes generated/ and reports every stage's time with --timings", async () => {
    const run = await runCli(["gen", "--timings"], { cwd: project, env: SPEC_ENV });
    expect(run.code, run.stderr).toBe(0);
    files = [...readTree(out).keys()].sort();
    expect(files.length).toBeGreaterThan(0);
    expect(run.stdout).toBe(
      `wrote generated/ (${files.length} files: ${files.length} added, 0 changed, 0 removed)\n`,
    );
    const timings = JSON.parse(run.stderr.trim().split("\n").at(-1) ?? "") as {
      timings: Record<string, number>;
    };
    expect(Object.keys(timings.timings)).toEqual(STAGES.filter((s) => s !== "check"));
    for (const ms of Object.values(timings.timings)) expect(ms).toBeGreaterThanOrEqual(0);
    fresh = hashTree(out);
  });

  it("--check passes on fresh output, and a second gen writes nothing", async () => {
    const check = await runCli(["gen", "--check"], { cwd: project, env: SPEC_ENV });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toBe(`generated/ is up to date (${files.length} files)\n`);
    const again = await runCli(["gen"], { cwd: project, env: SPEC_ENV });
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(`generated/ is up to date (${files.length} files)\n`);
  });

  it("--check exits 1 on a changed, a missing and an extra file, and changes nothing", async () => {
    expect(files.length).toBeGreaterThanOrEqual(2);
    const [changed = "", removed = ""] = files;
    appendFileSync(join(out, changed), "// hand edit\n");
    rmSync(join(out, removed));
    mkdirSync(join(out, "stray"), { recursive: true });
    writeFileSync(join(out, "stray/notes.txt"), "not generated\n");
    const stale = hashTree(out);

    const run = await runCli(["gen", "--check"], { cwd: project, env: SPEC_ENV });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("stale: generated/ does not match what gen would write");
    expect(run.stderr).toMatch(
      new RegExp(`changed {2}generated/${changed.replace(/\./g, "\\.")} \\(from line \\d+\\)`),
    );
    expect(run.stderr).toContain(`missing  generated/${removed}`);
    expect(run.stderr).toContain("extra    generated/stray/notes.txt");
    expect(run.stderr).toContain("hint: run `npm run gen`");
    expect(hashTree(out)).toBe(stale);
  });

  it("a failure injected after half the files are written leaves the old output byte-identical", async () => {
    const before = hashTree(out);
    let stoppedAt = 0;
    const attempt = generate(
      { projectRoot: project, cwd: project, env: SPEC_ENV, rootFlags: {} },
      {
        outDir: out,
        check: false,
        hooks: {
          afterFile: (written, total) => {
            stoppedAt = written;
            if (written === Math.ceil(total / 2)) throw new Error("injected failure");
          },
        },
      },
    );
    await expect(attempt).rejects.toBeInstanceOf(GenError);
    await expect(attempt).rejects.toMatchObject({ diagnostics: [{ kind: "output/write-failed" }] });
    expect(stoppedAt).toBe(Math.ceil(files.length / 2));
    expect(hashTree(out)).toBe(before);
  });

  it("a run while another holds the output lock fails at once with output/locked", async () => {
    const before = hashTree(out);
    const lock = lockDirectory(out, project);
    try {
      const run = await runCli(["gen"], { cwd: project, env: SPEC_ENV });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        `error[output/locked]: another gen run (pid ${process.pid}) holds .generated.errgen-lock`,
      );
    } finally {
      lock.release();
    }
    expect(hashTree(out)).toBe(before);
  });

  it("gen repairs the output byte-identically, from another cwd and with the roots given as flags", async () => {
    const cwd = join(project, "spec");
    const run = await runCli(
      ["gen", "--out", relative(cwd, out), "--spec", SPEC_DIR, "--prerelease-spec", PRERELEASE_DIR],
      { cwd, env: {} },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(`wrote ../generated/ (${files.length} files: 1 added, 1 changed, 1 removed)\n`);
    expect(hashTree(out)).toBe(fresh);
  });
});

describe("dumps", () => {
  let project: string;
  beforeAll(() => {
    project = makeTempProject();
  });

  it("--dump-model --revision prints that revision's schema model, without absolute paths", async () => {
    const run = await runCli(["gen", "--dump-model", "--revision", "2025-11-25"], {
      cwd: project,
      env: SPEC_ENV,
    });
    expect(run.code, run.stderr).toBe(0);
    const models = JSON.parse(run.stdout) as { revision: string; file: string }[];
    expect(models.map((m) => [m.revision, m.file])).toEqual([["2025-11-25", "schema/2025-11-25/schema.ts"]]);
    expect(run.stdout).not.toContain(SPEC_DIR);
    expect(run.stdout).not.toContain(project);
  });

  it("--dump-model is stable JSON: the same bytes twice, keys sorted", async () => {
    const argv = ["gen", "--dump-model", "--revision", "draft-2026-05-20", "--revision", "2024-11-05"];
    const first = await runCli(argv, { cwd: project, env: SPEC_ENV });
    const second = await runCli(argv, { cwd: project, env: SPEC_ENV });
    expect(first.code).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    const models = JSON.parse(first.stdout) as Record<string, unknown>[];
    expect(models.map((m) => m.revision)).toEqual(["2024-11-05", "draft-2026-05-20"]);
    for (const model of models) expect(Object.keys(model)).toEqual(Object.keys(model).sort());
  });

  it("--dump-merged --revision narrows the merged model to that revision", async () => {
    const run = await runCli(["gen", "--dump-merged", "--revision", "2026-07-28"], {
      cwd: project,
      env: SPEC_ENV,
    });
    expect(run.code, run.stderr).toBe(0);
    const model = JSON.parse(run.stdout) as {
      revisions: { id: string }[];
      translations: { from: string; to: string }[];
    };
    expect(model.revisions.map((r) => r.id)).toEqual(["2026-07-28"]);
    expect(model.translations.length).toBeGreaterThan(0);
    for (const t of model.translations) expect([t.from, t.to]).toContain("2026-07-28");
  });
});
