/**
 * gen end to end on the real snapshot, in a temporary project, in the few runs that need the whole
 * pipeline (each mechanism has its own tests below it: the write layer in test/output/, the
 * register checks in test/register/ and test/hardening/bad-register.test.ts). A good gen writes
 * the committed tree byte for byte from a nested directory with relative paths and a reordered
 * manifest, and --check from another directory then passes; a stale tree is reported and repaired;
 * a refused gen leaves the output byte-identical (a write that fails half-way is the write layer's:
 * test/output/write-atomic.test.ts). A fresh process's exit is tested on a refusal below, and on a
 * good --check by `npm test`, whose first step is `npm run gen -- --check`. The steps build on
 * each other, so they run in order.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { isMap, isSeq, parseDocument } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import { STAGES } from "../../generator/pipeline/pipeline.ts";
import { lockDirectory } from "../../generator/write/replace-directory.ts";
import { readTree } from "../../generator/write/tree.ts";
import { cliProcessArgs, runCli } from "../cli/support/run-cli.ts";
import {
  cleanupTempDirs,
  hashTree,
  makeTempProject,
  PRERELEASE_DIR,
  PROJECT_ROOT,
  SPEC_DIR,
  SPEC_ENV,
  tempDir,
} from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

/** The manifest with its revisions and its roots listed in reverse. */
function reordered(text: string): string {
  const doc = parseDocument(text);
  for (const key of ["revisions", "roots"]) {
    const node = doc.get(key);
    if (!isSeq(node) && !isMap(node)) throw new Error(`spec/revisions.yaml has no ${key} collection`);
    (node.items as unknown[]).reverse();
  }
  return doc.toString();
}

/** The stages a run timed, from its --timings line. */
function stagesOf(stderr: string): string[] {
  const line = stderr.split("\n").find((l) => l.startsWith('{"timings":')) ?? "{}";
  const timings = (JSON.parse(line) as { timings?: Record<string, number> }).timings ?? {};
  for (const ms of Object.values(timings)) expect(ms).toBeGreaterThanOrEqual(0);
  return Object.keys(timings);
}

/** The committed package, which `gen --check` vouches for: what every good run must write. */
const committed = readTree(join(PROJECT_ROOT, "generated"));

function expectCommittedTree(dir: string): void {
  const tree = readTree(dir);
  expect([...tree.keys()].sort()).toEqual([...committed.keys()].sort());
  for (const [path, bytes] of committed) expect(tree.get(path)?.equals(bytes), path).toBe(true);
}

describe.sequential("gen on the real snapshot", () => {
  let project: string;
  let out: string;
  let files: string[];

  beforeAll(() => {
    project = makeTempProject();
    out = join(project, "generated");
    const manifestPath = join(project, "spec/revisions.yaml");
    writeFileSync(manifestPath, reordered(readFileSync(manifestPath, "utf8")));
    files = [...committed.keys()].sort();
  });

  it("the reordered manifest really lists the revisions in another order", () => {
    const text = readFileSync(join(project, "spec/revisions.yaml"), "utf8");
    const ids = [...text.matchAll(/^ {2}- id: (\S+)$/gm)].map((m) => m[1]);
    const canonical = loadManifest(PROJECT_ROOT).revisions.map((r) => r.id);
    expect(ids).not.toEqual(canonical);
    expect([...ids].sort()).toEqual([...canonical].sort());
  });

  it("writes the committed tree byte for byte from a nested cwd, with relative paths and the roots as flags, timing every stage", async () => {
    const cwd = join(project, "templates", "mcp-errors");
    const run = await runCli(
      [
        "gen",
        "--out",
        relative(cwd, out),
        "--spec",
        relative(cwd, SPEC_DIR),
        "--prerelease-spec",
        relative(cwd, PRERELEASE_DIR),
        "--timings",
      ],
      { cwd, env: {} },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(files.length).toBeGreaterThan(0);
    expect(run.stdout).toBe(
      `wrote ../../generated/ (${files.length} files: ${files.length} added, 0 changed, 0 removed)\n`,
    );
    expect(stagesOf(run.stderr)).toEqual(STAGES.filter((s) => s !== "check"));
    expectCommittedTree(out);
  });

  it("no output file names a directory of the machine that built it", () => {
    const machinePaths = [SPEC_DIR, PRERELEASE_DIR, PROJECT_ROOT, project];
    for (const [path, bytes] of readTree(out)) {
      const text = bytes.toString("utf8");
      for (const dir of machinePaths) expect(text, path).not.toContain(dir);
      expect(text, path).not.toMatch(/\/tmp\/|\/home\/|\/Users\//);
    }
  });

  it("--check from another directory finds it up to date, timing every stage it reached", async () => {
    const run = await runCli(["gen", "--check", "--timings"], { cwd: join(project, "spec"), env: SPEC_ENV });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(`../generated/ is up to date (${files.length} files)\n`);
    expect(stagesOf(run.stderr)).toEqual(STAGES.filter((s) => s !== "write"));
  });

  it("--check exits 1 on a changed, a linked, a missing and an extra file, warns of leftovers, and changes nothing", async () => {
    const [changed = "", linked = "", removed = ""] = files;
    appendFileSync(join(out, changed), "// hand edit\n");
    const secret = join(tempDir(), "secret.txt");
    writeFileSync(secret, "not for the output\n");
    rmSync(join(out, linked));
    symlinkSync(secret, join(out, linked));
    rmSync(join(out, removed));
    mkdirSync(join(out, "stray"), { recursive: true });
    writeFileSync(join(out, "stray/notes.txt"), "not generated\n");
    mkdirSync(join(project, ".generated.errgen-old", "lib"), { recursive: true });
    const stale = hashTree(out);

    const run = await runCli(["gen", "--check"], { cwd: project, env: SPEC_ENV });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      ".generated.errgen-old: warning[output/leftover]: .generated.errgen-old is left over from an earlier run",
    );
    expect(run.stderr).toContain("stale: generated/ does not match what gen would write");
    expect(run.stderr).toMatch(
      new RegExp(`changed {2}generated/${changed.replace(/\./g, "\\.")} \\(from line \\d+\\)`),
    );
    expect(run.stderr).toContain(`changed  generated/${linked} (a symbolic link, not a regular file)`);
    expect(run.stderr).toContain(`missing  generated/${removed}`);
    expect(run.stderr).toContain("extra    generated/stray/notes.txt");
    expect(run.stderr).toContain("hint: run `npm run gen`");
    expect(hashTree(out)).toBe(stale);
    expect(readFileSync(secret, "utf8")).toBe("not for the output\n");
  });

  it("a run while another holds the output lock fails at once with output/locked", async () => {
    const before = hashTree(out);
    const lock = lockDirectory(out, project);
    try {
      const run = await runCli(["gen", "--timings"], { cwd: project, env: SPEC_ENV });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        `error[output/locked]: another gen run (pid ${process.pid}) holds .generated.errgen-lock`,
      );
      expect(stagesOf(run.stderr)).toEqual([]);
    } finally {
      lock.release();
    }
    expect(hashTree(out)).toBe(before);
  });

  it("gen repairs the output to the committed tree, removes the leftovers and warns of nothing", async () => {
    const run = await runCli(["gen"], { cwd: project, env: SPEC_ENV });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe(`wrote generated/ (${files.length} files: 1 added, 2 changed, 1 removed)\n`);
    expectCommittedTree(out);
    expect(readTree(project).has(".generated.errgen-old/lib")).toBe(false);
    expect([...readTree(project).keys()].filter((path) => path.startsWith(".generated.errgen-"))).toEqual([]);
  });

  it("a second gen finds it up to date and writes nothing", async () => {
    const before = hashTree(out);
    const run = await runCli(["gen"], { cwd: project, env: SPEC_ENV });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(`generated/ is up to date (${files.length} files)\n`);
    expect(hashTree(out)).toBe(before);
  });
});

describe("gen in a fresh process", () => {
  it("exits with the error when a stage fails while the Prettier thread is still warming up", () => {
    const out = tempDir("mcp-errgen-cli-process-");
    const run = spawnSync(process.execPath, cliProcessArgs(PROJECT_ROOT, "gen", "--out", out, "--timings"), {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...SPEC_ENV, NO_COLOR: "1", MCP_SPEC_DIR: join(out, "no-such-spec-root") },
      encoding: "utf8",
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("error[spec/root-missing]");
    expect(stagesOf(run.stderr)).toEqual(["load"]);
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
