/**
 * The scripts the GitHub workflows share (.github/scripts/), run as the workflows call them, on a
 * machine of their own making: a local bare repository stands for the upstream spec repository
 * (its commits hold the snapshots the manifest pins), another for the project, cloned as
 * actions/checkout clones it, and files stand for $GITHUB_OUTPUT and $GITHUB_STEP_SUMMARY. The pull
 * request changes the register, and the diff step runs the real `npm run diff -- --against` on it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cleanupTempDirs,
  PRERELEASE_DIR,
  PROJECT_ROOT,
  SPEC_DIR,
  tempDir,
} from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

/** git with a fixed author, whatever the environment points git at. */
function git(cwd: string, ...args: string[]): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("GIT_")));
  return execFileSync(
    "git",
    ["-c", "user.name=test", "-c", "user.email=test@example.invalid", "-c", "commit.gpgsign=false", ...args],
    { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  ).trim();
}

/** Replaces `dir`'s tracked content with copies of `sources` (path in dir -> path on disk) and commits it. */
function commitTree(dir: string, sources: Record<string, string>, message: string): string {
  for (const entry of readdirSync(dir)) if (entry !== ".git") rmSync(join(dir, entry), { recursive: true });
  for (const [to, from] of Object.entries(sources)) cpSync(from, join(dir, to), { recursive: true });
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", message);
  return git(dir, "rev-parse", "HEAD");
}

const PRERELEASES = ["draft-2026-05-20", "draft-2026-06-07"];
/** What the pull request changes: the draft drops out of a fact, whose quotes stay true. */
const FACT = "revisions: [2026-07-28, draft]\n        status: 404";
const FACT_CHANGED = "revisions: [2026-07-28]\n        status: 404";

interface Machine {
  workspace: string;
  /** The upstream spec repository's commits: each pre-release snapshot's, then the snapshot's. */
  commits: Record<string, string>;
  upstream: string;
  /** Files of the runner's own. */
  runner: { temp: string; output: string; summary: string };
}

let machine: Machine;

beforeAll(() => {
  const root = tempDir("mcp-errgen-workflow-");
  // The upstream spec repository, as history: each pre-release snapshot at a commit of its own, the
  // published snapshot last.
  const upstream = join(root, "upstream.git");
  const work = join(root, "upstream-work");
  git(root, "init", "-q", "--bare", upstream);
  git(root, "init", "-q", work);
  const commits: Record<string, string> = {};
  for (const id of PRERELEASES)
    commits[id] = commitTree(
      work,
      {
        "schema/draft/schema.ts": join(PRERELEASE_DIR, id, "schema.ts"),
        "docs/specification/draft": join(PRERELEASE_DIR, id, "docs/specification/draft"),
      },
      `draft as of ${id}`,
    );
  commits.published = commitTree(
    work,
    { schema: join(SPEC_DIR, "schema"), docs: join(SPEC_DIR, "docs") },
    "the snapshot",
  );
  git(work, "push", "-q", upstream, "HEAD:refs/heads/main");

  // The project as its repository holds it: the manifest pinning those commits, on main; a pull
  // request that changes the register, on its own branch.
  const project = join(root, "project-work");
  mkdirSync(project);
  git(project, "init", "-q", "-b", "main");
  // What a commit holds of the generator and its inputs (the spec roots are git-ignored).
  const ignored = new Set(
    ["spec/upstream", "spec/upstream-prerelease"].map((path) => join(PROJECT_ROOT, path)),
  );
  for (const path of ["package.json", "generator", ".github", "spec"])
    cpSync(join(PROJECT_ROOT, path), join(project, path), {
      recursive: true,
      filter: (source) => !ignored.has(source),
    });
  let manifest = readFileSync(join(PROJECT_ROOT, "spec/revisions.yaml"), "utf8");
  manifest = manifest.replace(/^( {2}commit: )[0-9a-f]{40}$/m, `$1${commits.published}`);
  for (const id of PRERELEASES) {
    const entry = new RegExp(`(- id: ${id}\\n(?: {4}.*\\n)*? {4}upstreamCommit: )[0-9a-f]{40}`);
    manifest = manifest.replace(entry, `$1${commits[id]}`);
  }
  writeFileSync(join(project, "spec/revisions.yaml"), manifest);
  writeFileSync(join(project, ".gitignore"), "node_modules\n");
  git(project, "add", "-A");
  git(project, "commit", "-q", "-m", "base");
  git(project, "checkout", "-q", "-b", "change");
  const register = readFileSync(join(project, "spec/errors.yaml"), "utf8");
  expect(register.split(FACT)).toHaveLength(2);
  writeFileSync(join(project, "spec/errors.yaml"), register.replace(FACT, FACT_CHANGED));
  git(project, "commit", "-q", "-am", "draft: no status for the fact");
  const origin = join(root, "project.git");
  git(root, "clone", "-q", "--bare", project, origin);

  // actions/checkout with fetch-depth 0: the pull request's head, with the base branch as origin/main.
  const workspace = join(root, "workspace");
  mkdirSync(workspace);
  git(workspace, "clone", "-q", "--branch", "change", origin, "project");
  // `npm ci`'s work, which the test does not repeat.
  symlinkSync(join(PROJECT_ROOT, "node_modules"), join(workspace, "project/node_modules"));

  const temp = join(root, "runner-temp");
  mkdirSync(temp);
  const output = join(temp, "github-output");
  const summary = join(temp, "step-summary");
  machine = { workspace, commits, upstream, runner: { temp, output, summary } };
});

/** A step's `run:`, in the workflow's working directory, with the runner's variables. */
function step(command: string[], cwd: string, env: Record<string, string> = {}) {
  const { temp, output, summary } = machine.runner;
  writeFileSync(output, "");
  writeFileSync(summary, "");
  const run = spawnSync(command[0] ?? "", command.slice(1), {
    cwd,
    env: {
      ...process.env,
      RUNNER_TEMP: temp,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      ...env,
    },
    encoding: "utf8",
  });
  const outputs = Object.fromEntries(
    readFileSync(output, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  return { ...run, outputs, summary: readFileSync(summary, "utf8") };
}

/** Files below `dir`, by relative path, sorted. */
function listFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe("the steps the workflows share", () => {
  it("read the pinned repository and commit into $GITHUB_OUTPUT", () => {
    const run = step(["node", "project/.github/scripts/read-spec-pin.mjs", "project"], machine.workspace);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.outputs).toEqual({
      repository: "modelcontextprotocol/modelcontextprotocol",
      commit: machine.commits.published,
    });
  });

  it("lay out each pre-release snapshot: its schema and the prose the register cites", () => {
    // actions/checkout of the repository the pin names, at its commit, with its whole history.
    git(machine.workspace, "clone", "-q", machine.upstream, "mcp-spec");
    git(join(machine.workspace, "mcp-spec"), "checkout", "-q", machine.commits.published ?? "");
    const run = step(
      [
        "node",
        "project/.github/scripts/lay-out-prerelease.mjs",
        "project",
        "mcp-spec",
        "mcp-spec-prerelease",
      ],
      machine.workspace,
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    for (const id of PRERELEASES) {
      const laid = join(machine.workspace, "mcp-spec-prerelease", id);
      expect(readFileSync(join(laid, "schema.ts"))).toEqual(
        readFileSync(join(PRERELEASE_DIR, id, "schema.ts")),
      );
      const prose = join(laid, "docs/specification/draft");
      const expected = join(PRERELEASE_DIR, id, "docs/specification/draft");
      expect(listFiles(prose)).toEqual(listFiles(expected));
      expect(listFiles(prose).length).toBeGreaterThan(10);
      for (const file of listFiles(prose))
        expect(readFileSync(join(prose, file)), file).toEqual(readFileSync(join(expected, file)));
    }
  });

  it("refuse a manifest value that would reach git or the runner's outputs unchecked", () => {
    const hostile = join(tempDir(), "hostile");
    mkdirSync(join(hostile, "spec"), { recursive: true });
    const manifest = readFileSync(join(machine.workspace, "project/spec/revisions.yaml"), "utf8");
    writeFileSync(
      join(hostile, "spec/revisions.yaml"),
      manifest.replace(/^( {4}upstreamCommit: )[0-9a-f]{40}$/m, "$1--output=/tmp/x"),
    );
    const run = step(
      [
        "node",
        join(PROJECT_ROOT, ".github/scripts/lay-out-prerelease.mjs"),
        hostile,
        "mcp-spec",
        "elsewhere",
      ],
      machine.workspace,
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'error: spec/revisions.yaml: revision draft-2026-05-20: upstreamCommit is not 40 lower-case hex digits: "--output=/tmp/x"\n',
    );
    expect(existsSync(join(machine.workspace, "elsewhere"))).toBe(false);
  });
});

describe("the pull request's diff step", () => {
  const env = () => ({
    MCP_SPEC_DIR: join(machine.workspace, "mcp-spec"),
    MCP_SPEC_PRERELEASE_DIR: join(machine.workspace, "mcp-spec-prerelease"),
    NO_COLOR: "1",
  });

  it("posts the register change as markdown, annotates its line, and reports status 0", () => {
    const project = join(machine.workspace, "project");
    const run = step(["bash", ".github/scripts/error-diff.sh"], project, {
      ...env(),
      BASE_REF: "origin/main",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.outputs).toEqual({ status: "0" });
    const markdown = readFileSync(join(machine.runner.temp, "error-diff.md"), "utf8");
    expect(run.summary).toBe(markdown);
    expect(markdown).toMatch(/^<!-- mcp-errgen-diff -->\n/);
    expect(markdown).toContain("origin/main");
    expect(markdown).toContain("draft");
    const line = readFileSync(join(project, "spec/errors.yaml"), "utf8")
      .split(FACT_CHANGED)[0]
      ?.split("\n").length;
    const annotations = run.stdout.split("\n").filter((l) => l.startsWith("::"));
    expect(annotations.length).toBeGreaterThan(0);
    expect(annotations.some((a) => a.includes(`file=spec/errors.yaml,line=${line}`))).toBe(true);
  });

  it("posts why it could not run, and reports the diff's exit status, when the base is unknown", () => {
    const project = join(machine.workspace, "project");
    const run = step(["bash", ".github/scripts/error-diff.sh"], project, {
      ...env(),
      BASE_REF: "origin/gone",
    });
    expect(run.status).toBe(0);
    expect(run.outputs).toEqual({ status: "2" });
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain('error[usage/unknown-git-ref]: cannot read git ref "origin/gone"');
    expect(run.summary).toContain("The diff against `origin/gone` could not run (exit status 2):");
    expect(run.summary).toContain("usage/unknown-git-ref");
  });
});
