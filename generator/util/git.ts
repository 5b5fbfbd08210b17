/** The generator's only subprocess: git, for `diff --against` and `spec:sync`. */
import { spawnSync } from "node:child_process";
import { fail } from "../diagnostics/gen-error.ts";

/** A git commit id as git prints it in full. Values reach `git` as arguments, so nothing else passes. */
export const COMMIT_ID = /^[0-9a-f]{40}$/;

/** Variables that point git at another repository than the one in `cwd`, as a git hook's do. */
const REPOSITORY_VARIABLES = new Set([
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_INDEX_FILE",
  "GIT_COMMON_DIR",
  "GIT_OBJECT_DIRECTORY",
  "GIT_ALTERNATE_OBJECT_DIRECTORIES",
]);

/** Runs git in `cwd`, on the repository found from there, and never waits for a password prompt. */
export function git(args: readonly string[], cwd: string) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !REPOSITORY_VARIABLES.has(name)),
  );
  const run = spawnSync("git", args, {
    cwd,
    env: { ...env, GIT_TERMINAL_PROMPT: "0" },
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Callers read stdout only after git exited 0; stderr is absent only when git did not start.
  return { ...run, stderr: String(run.stderr ?? "") };
}

/**
 * Why git refused the repository itself rather than what was asked of it: the `fatal:` line of a
 * run that exited 128 (a checkout owned by another user, a broken .git), and the command git
 * suggests after it, if any. Undefined for any other outcome.
 */
export function repositoryRefusal(run: { status: number | null; stderr: string }) {
  if (run.status !== 128) return undefined;
  const lines = run.stderr.split("\n").map((line) => line.trim());
  const fatal = lines.find((line) => line.startsWith("fatal: "));
  if (fatal === undefined) return undefined;
  // "To add an exception for this directory, call:" is followed by the command, indented.
  const suggested = lines.slice(lines.indexOf(fatal) + 1).find((line) => /^git /.test(line));
  return { reason: fatal.slice("fatal: ".length), suggested };
}

/** For spec:sync: the exit status and the last line git printed on stderr. */
function syncGit(args: string[], cwd: string): { status: number | null; stderr: string } {
  const run = git(args, cwd);
  if (run.error) fail("spec/sync-failed", { source: "git", reason: `cannot run git: ${run.error.message}` });
  return { status: run.status, stderr: run.stderr.split("\n").filter(Boolean).pop() ?? "git failed" };
}

/**
 * Makes `workDir` a repository whose work tree holds `paths` as of `commit`, by a shallow fetch of the
 * commit, or of all branches and tags from a server that refuses to serve a bare commit id.
 */
export function checkoutCommit(url: string, commit: string, paths: readonly string[], workDir: string): void {
  // The manifest and the CLI check these already; this guards the subprocess boundary itself. A
  // value starting with '-' would be read as an option (--upload-pack=<command>).
  const refuse = (value: string, as: string) => {
    throw new Error(`refusing to pass ${JSON.stringify(value)} to git as ${as}`);
  };
  if (!COMMIT_ID.test(commit)) refuse(commit, "a commit");
  if (url.startsWith("-") || url === "") refuse(url, "a URL");
  for (const path of paths)
    if (path.startsWith("-") || path.startsWith("/") || path.split("/").includes(".."))
      refuse(path, "a path");
  const must = (args: string[], what: string) => {
    const run = syncGit(args, workDir);
    if (run.status !== 0) fail("spec/sync-failed", { source: url, reason: `${what}: ${run.stderr}` });
  };
  must(["init", "-q"], "git init");
  if (syncGit(["fetch", "-q", "--depth", "1", "--no-tags", "--", url, commit], workDir).status !== 0) {
    const everything = ["+refs/heads/*:refs/remotes/origin/*", "+refs/tags/*:refs/tags/*"];
    must(["fetch", "-q", "--no-tags", "--", url, ...everything], "git fetch");
  }
  if (syncGit(["cat-file", "-e", "--end-of-options", `${commit}^{commit}`], workDir).status !== 0)
    fail("spec/sync-failed", { source: url, reason: `the repository has no commit ${commit}` });
  must(["checkout", "-q", commit, "--", ...paths], `checking out ${paths.join(", ")} at ${commit}`);
}

/** True when git ignores `path` ("name/" for a folder) in the work tree at `dir`; otherwise why not. */
export function gitIgnored(dir: string, path: string): true | string {
  const run = syncGit(["check-ignore", "-q", "--", path], dir);
  if (run.status === 0) return true;
  if (run.status === 1) return "git does not ignore it, so it may hold committed files";
  return `git cannot tell whether it is ignored (${run.stderr})`;
}
