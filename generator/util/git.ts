/**
 * Fetching one commit of a git repository without cloning its history: `git init`, then a shallow
 * fetch of the commit itself. Servers that refuse to serve a bare commit id get a full fetch of
 * their branches and tags instead, after which the commit must be present.
 */
import { spawnSync } from "node:child_process";
import { fail } from "../diagnostics/gen-error.ts";

/** A git commit id as git prints it in full. Values reach `git` as arguments, so nothing else passes. */
export const COMMIT_ID = /^[0-9a-f]{40}$/;

function git(args: string[], cwd: string): { ok: boolean; status: number | null; stderr: string } {
  const result = spawnSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
  });
  if (result.error)
    fail("spec/sync-failed", { source: "git", reason: `cannot run git: ${result.error.message}` });
  return { ok: result.status === 0, status: result.status, stderr: result.stderr.trim() };
}

/**
 * Every value that reaches git here came from the command line or the manifest, so each is
 * checked before git sees it: a commit is 40 lower-case hex digits, a URL or path cannot start
 * with '-' (git would read it as an option, e.g. --upload-pack=<command>), and positional
 * arguments follow `--` where git accepts it.
 */
function assertGitArguments(url: string, commit: string, paths: readonly string[]): void {
  if (!COMMIT_ID.test(commit))
    throw new Error(`refusing to pass ${JSON.stringify(commit)} to git as a commit`);
  if (url.startsWith("-") || url === "")
    throw new Error(`refusing to pass ${JSON.stringify(url)} to git as a URL`);
  for (const path of paths)
    if (path.startsWith("-") || path.startsWith("/") || path.split("/").includes(".."))
      throw new Error(`refusing to pass ${JSON.stringify(path)} to git as a path`);
}

/** Makes `workDir` a repository whose work tree holds `paths` as of `commit`. */
export function checkoutCommit(url: string, commit: string, paths: readonly string[], workDir: string): void {
  // The manifest and the CLI validate these already; this guards the subprocess boundary itself.
  assertGitArguments(url, commit, paths);
  const must = (args: string[], what: string) => {
    const run = git(args, workDir);
    if (!run.ok) fail("spec/sync-failed", { source: url, reason: `${what}: ${lastLine(run.stderr)}` });
  };
  must(["init", "-q"], "git init");
  const shallow = git(["fetch", "-q", "--depth", "1", "--no-tags", "--", url, commit], workDir);
  if (!shallow.ok)
    must(
      [
        "fetch",
        "-q",
        "--no-tags",
        "--",
        url,
        "+refs/heads/*:refs/remotes/origin/*",
        "+refs/tags/*:refs/tags/*",
      ],
      "git fetch",
    );
  if (!git(["cat-file", "-e", "--end-of-options", `${commit}^{commit}`], workDir).ok)
    fail("spec/sync-failed", { source: url, reason: `the repository has no commit ${commit}` });
  must(["checkout", "-q", commit, "--", ...paths], `checking out ${paths.join(", ")} at ${commit}`);
}

/** True when git ignores `path` ("name/" for a folder) in the work tree at `dir`; otherwise why not. */
export function gitIgnored(dir: string, path: string): true | string {
  const run = git(["check-ignore", "-q", "--", path], dir);
  if (run.ok) return true;
  if (run.status === 1) return "git does not ignore it, so it may hold committed files";
  return `git cannot tell whether it is ignored (${lastLine(run.stderr)})`;
}

function lastLine(text: string): string {
  return text.split("\n").filter(Boolean).pop() ?? "git failed";
}
