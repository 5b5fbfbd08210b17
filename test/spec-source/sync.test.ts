/**
 * spec:sync from a directory and from a git repository. The git case runs offline against a bare
 * repository that the test builds, with the pinned commit behind the branch head, so only a
 * checkout of the pinned commit passes the pin check.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sha256 } from "../../generator/util/files.ts";
import { runCli } from "../cli/support/run-cli.ts";
import { cleanupTempDirs, hashTree, tempDir } from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

const SCHEMA_V1 = "export const PARSE_ERROR = -32700;\n";
const SCHEMA_V2 = "export const PARSE_ERROR = -32700;\nexport const INVALID_REQUEST = -32600;\n";
const DRAFT_V1 = "export const HEADER_MISMATCH = -32001;\n";
const DRAFT_V2 = "export const HEADER_MISMATCH = -32020;\n";
const NO_COMMIT = "deadbeef".repeat(5);

function write(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

const gitEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: "test",
  GIT_AUTHOR_EMAIL: "test@example.invalid",
  GIT_COMMITTER_NAME: "test",
  GIT_COMMITTER_EMAIL: "test@example.invalid",
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "commit.gpgsign=false", ...args], {
    cwd,
    env: gitEnv,
    encoding: "utf8",
  }).trim();

/**
 * A project (a git work tree that ignores both roots' folders, as the real one does) whose manifest
 * pins one final and one draft in root "spec", and one snapshot in "prerelease".
 */
function project(pins: {
  commit: string;
  final: string;
  draft: string;
  snapshot: string;
  snapshotCommit: string;
}) {
  const dir = tempDir("mcp-errgen-sync-project-");
  git(dir, "init", "-q");
  write(dir, {
    ".gitignore": "spec/upstream/\nspec/upstream-prerelease/\n",
    "spec/revisions.yaml": `# test manifest
upstream:
  repository: https://example.invalid/spec.git
  commit: ${pins.commit}
roots:
  spec:
    flag: --spec
    env: MCP_SPEC_DIR
    default: spec/upstream
  prerelease:
    flag: --prerelease-spec
    env: MCP_SPEC_PRERELEASE_DIR
    default: spec/upstream-prerelease
revisions:
  - id: 2025-01-01
    status: final
    era: legacy
    root: spec
    schema: schema/2025-01-01/schema.ts
    sha256: ${sha256(pins.final)}
  - id: draft
    status: draft
    era: modern
    root: spec
    schema: schema/draft/schema.ts
    sha256: ${sha256(pins.draft)}
  - id: draft-2025-06-01
    status: prerelease
    era: modern
    root: prerelease
    schema: draft-2025-06-01/schema.ts
    sha256: ${sha256(pins.snapshot)}
    upstreamCommit: ${pins.snapshotCommit}
`,
  });
  return dir;
}

/** A directory laid out like the spec repository. */
function specRepoFiles(final: string, draft: string): Record<string, string> {
  return {
    "README.md": "not part of the inputs\n",
    "schema/2025-01-01/schema.ts": final,
    "schema/2025-01-01/schema.json": "{}\n",
    "schema/draft/schema.ts": draft,
    "docs/specification/2025-01-01/basic/index.mdx": "Errors travel as JSON-RPC errors.\n",
    "docs/other/page.mdx": "not copied\n",
  };
}

describe("spec:sync from a directory", () => {
  it("copies schema/ and docs/specification/ into spec/upstream/ and verifies the pins", async () => {
    const source = tempDir();
    write(source, specRepoFiles(SCHEMA_V1, DRAFT_V1));
    const dir = project({
      commit: NO_COMMIT,
      final: SCHEMA_V1,
      draft: DRAFT_V1,
      snapshot: DRAFT_V1,
      snapshotCommit: NO_COMMIT,
    });
    write(dir, { "spec/upstream/stale.txt": "left from an earlier sync\n" });

    const run = await runCli(["spec:sync", "--from", source], { cwd: dir });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `synced spec/upstream/ from ${source} (directory copy): 4 files; 2 of 2 pins verified\n`,
    );
    const upstream = join(dir, "spec/upstream");
    expect(readFileSync(join(upstream, "schema/2025-01-01/schema.ts"), "utf8")).toBe(SCHEMA_V1);
    expect(readFileSync(join(upstream, "docs/specification/2025-01-01/basic/index.mdx"), "utf8")).toContain(
      "JSON-RPC",
    );
    for (const absent of ["README.md", "docs/other/page.mdx", "stale.txt"])
      expect(existsSync(join(upstream, absent))).toBe(false);

    // The synced root is the default the generator falls back to.
    const pins = await runCli(["gen", "--update-pins", "--revision", "2025-01-01", "--revision", "draft"], {
      cwd: dir,
    });
    expect(pins.stdout).toContain("all 2 pins match their schema files");
  });

  it("refuses a source whose schema does not match its pin, leaving spec/upstream/ as it was", async () => {
    const good = tempDir();
    write(good, specRepoFiles(SCHEMA_V1, DRAFT_V1));
    const bad = tempDir();
    write(bad, specRepoFiles(SCHEMA_V2, DRAFT_V1));
    const dir = project({
      commit: NO_COMMIT,
      final: SCHEMA_V1,
      draft: DRAFT_V1,
      snapshot: DRAFT_V1,
      snapshotCommit: NO_COMMIT,
    });
    expect((await runCli(["spec:sync", "--from", good], { cwd: dir })).code).toBe(0);
    const before = hashTree(join(dir, "spec/upstream"));

    const run = await runCli(["spec:sync", "--from", bad], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("schema/2025-01-01/schema.ts: error[spec/hash-mismatch]");
    expect(run.stderr).toContain(`pinned sha256: ${sha256(SCHEMA_V1)}`);
    expect(run.stderr).toContain(`actual sha256: ${sha256(SCHEMA_V2)}`);
    expect(hashTree(join(dir, "spec/upstream"))).toBe(before);
    expect(existsSync(join(dir, "spec/.upstream.errgen-new"))).toBe(false);

    // --update-pins accepts the new file on purpose.
    const accepted = await runCli(["spec:sync", "--from", bad, "--update-pins"], { cwd: dir });
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toContain(
      `updated pin of 2025-01-01: ${sha256(SCHEMA_V1)} -> ${sha256(SCHEMA_V2)}`,
    );
    expect(readFileSync(join(dir, "spec/revisions.yaml"), "utf8")).toContain(`sha256: ${sha256(SCHEMA_V2)}`);
  });

  it("fills a snapshot root from a directory laid out like that root", async () => {
    const source = tempDir();
    write(source, { "draft-2025-06-01/schema.ts": DRAFT_V1, "draft-2025-06-01/schema.json": "{}\n" });
    const dir = project({
      commit: NO_COMMIT,
      final: SCHEMA_V1,
      draft: DRAFT_V1,
      snapshot: DRAFT_V1,
      snapshotCommit: NO_COMMIT,
    });
    const run = await runCli(["spec:sync", "--from", source, "--root", "prerelease"], { cwd: dir });
    expect(run.code).toBe(0);
    expect(readFileSync(join(dir, "spec/upstream-prerelease/draft-2025-06-01/schema.ts"), "utf8")).toBe(
      DRAFT_V1,
    );
  });

  it("names what is missing from the source, and unknown roots", async () => {
    const source = tempDir();
    write(source, { "schema/2025-01-01/schema.ts": SCHEMA_V1 });
    const dir = project({
      commit: NO_COMMIT,
      final: SCHEMA_V1,
      draft: DRAFT_V1,
      snapshot: DRAFT_V1,
      snapshotCommit: NO_COMMIT,
    });
    const missing = await runCli(["spec:sync", "--from", source], { cwd: dir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      `error[spec/sync-failed]: spec:sync from ${source} failed: it has no docs/specification/ folder`,
    );
    const nowhere = await runCli(["spec:sync", "--from", join(source, "nope")], { cwd: dir });
    expect(nowhere.stderr).toContain("failed: no such directory");
    const root = await runCli(["spec:sync", "--from", source, "--root", "other"], { cwd: dir });
    expect(root.stderr).toContain('error[usage/bad-value]: option --root does not accept "other"');
    expect(existsSync(join(dir, "spec/upstream"))).toBe(false);
  });
});

describe("spec:sync from git", () => {
  /** A bare repository with three commits: snapshot (draft v1), pinned (final v1, draft v2), head (final v2). */
  function bareRepository() {
    const base = tempDir("mcp-errgen-git-");
    const bare = join(base, "spec.git");
    git(base, "init", "-q", "--bare", bare);
    const work = join(base, "work");
    git(base, "init", "-q", work);
    write(work, specRepoFiles(SCHEMA_V1, DRAFT_V1));
    git(work, "add", ".");
    git(work, "commit", "-q", "-m", "snapshot");
    const snapshot = git(work, "rev-parse", "HEAD");
    write(work, { "schema/draft/schema.ts": DRAFT_V2 });
    git(work, "commit", "-q", "-am", "pinned");
    const pinned = git(work, "rev-parse", "HEAD");
    write(work, { "schema/2025-01-01/schema.ts": SCHEMA_V2 });
    git(work, "commit", "-q", "-am", "head");
    git(work, "push", "-q", bare, "HEAD:refs/heads/main");
    return { bare, snapshot, pinned };
  }

  it("fetches the pinned commit (not the branch head) into spec/upstream/", async () => {
    const repo = bareRepository();
    const dir = project({
      commit: repo.pinned,
      final: SCHEMA_V1,
      draft: DRAFT_V2,
      snapshot: DRAFT_V1,
      snapshotCommit: repo.snapshot,
    });
    const run = await runCli(["spec:sync", "--from", `file://${repo.bare}`], { cwd: dir });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`(git, commit ${repo.pinned}): 4 files; 2 of 2 pins verified`);
    const upstream = join(dir, "spec/upstream");
    expect(readFileSync(join(upstream, "schema/2025-01-01/schema.ts"), "utf8")).toBe(SCHEMA_V1);
    expect(readFileSync(join(upstream, "schema/draft/schema.ts"), "utf8")).toBe(DRAFT_V2);
    expect(existsSync(join(upstream, "docs/specification/2025-01-01/basic/index.mdx"))).toBe(true);
    expect(existsSync(join(upstream, "README.md"))).toBe(false);
    expect(existsSync(join(upstream, ".git"))).toBe(false);
  });

  it("fills a snapshot root with schema/draft/ at each entry's upstreamCommit (a bare repo path works too)", async () => {
    const repo = bareRepository();
    const dir = project({
      commit: repo.pinned,
      final: SCHEMA_V1,
      draft: DRAFT_V2,
      snapshot: DRAFT_V1,
      snapshotCommit: repo.snapshot,
    });
    const run = await runCli(["spec:sync", "--from", repo.bare, "--root", "prerelease"], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`(git, commit ${repo.snapshot})`);
    expect(readFileSync(join(dir, "spec/upstream-prerelease/draft-2025-06-01/schema.ts"), "utf8")).toBe(
      DRAFT_V1,
    );
  });

  it("a pinned commit the repository does not have is a sync error", async () => {
    const repo = bareRepository();
    const dir = project({
      commit: NO_COMMIT,
      final: SCHEMA_V1,
      draft: DRAFT_V2,
      snapshot: DRAFT_V1,
      snapshotCommit: repo.snapshot,
    });
    const run = await runCli(["spec:sync", "--from", `file://${repo.bare}`], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `error[spec/sync-failed]: spec:sync from file://${repo.bare} failed: the repository has no commit ${NO_COMMIT}`,
    );
    expect(existsSync(join(dir, "spec/upstream"))).toBe(false);
  });
});
