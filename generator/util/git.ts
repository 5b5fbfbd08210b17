/**
 * The generator's only subprocess that takes input: git. Fetching one commit without cloning its
 * history (`git init`, then a shallow fetch of the commit; servers that refuse to serve a bare
 * commit id get a fetch of their branches and tags instead), and asking whether a path is ignored.
 */
import { spawnSync } from "node:child_process";
import { fail } from "../diagnostics/gen-error.ts";

/** A git commit id as git prints it in full. Values reach `git` as arguments, so nothing else passes. */
export const COMMIT_ID = /^[0-9a-f]{40}$/;

function git(args: string[], cwd: string): { status: number | null; stderr: string } {
  const env = { ...process.env, GIT_TERMINAL_PROMPT: "0" };
  const result = spawnSync("git", args, { cwd, encoding: "utf8", env });
  if (result.error)
    fail("spec/sync-failed", { source: "git", reason: `cannot run git: ${result.error.message}` });
  return { status: result.status, stderr: result.stderr.split("\n").filter(Boolean).pop() ?? "git failed" };
}

/** Makes `workDir` a repository whose work tree holds `paths` as of `commit`. */
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
    const run = git(args, workDir);
    if (run.status !== 0) fail("spec/sync-failed", { source: url, reason: `${what}: ${run.stderr}` });
  };
  must(["init", "-q"], "git init");
  if (git(["fetch", "-q", "--depth", "1", "--no-tags", "--", url, commit], workDir).status !== 0) {
    const everything = ["+refs/heads/*:refs/remotes/origin/*", "+refs/tags/*:refs/tags/*"];
    must(["fetch", "-q", "--no-tags", "--", url, ...everything], "git fetch");
  }
  if (git(["cat-file", "-e", "--end-of-options", `${commit}^{commit}`], workDir).status !== 0)
    fail("spec/sync-failed", { source: url, reason: `the repository has no commit ${commit}` });
  must(["checkout", "-q", commit, "--", ...paths], `checking out ${paths.join(", ")} at ${commit}`);
}

/** True when git ignores `path` ("name/" for a folder) in the work tree at `dir`; otherwise why not. */
export function gitIgnored(dir: string, path: string): true | string {
  const run = git(["check-ignore", "-q", "--", path], dir);
  if (run.status === 0) return true;
  if (run.status === 1) return "git does not ignore it, so it may hold committed files";
  return `git cannot tell whether it is ignored (${run.stderr})`;
}
