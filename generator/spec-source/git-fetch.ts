/**
 * Fetching one commit of a git repository without cloning its history: `git init`, then a shallow
 * fetch of the commit itself. Servers that refuse to serve a bare commit id get a full fetch of
 * their branches and tags instead, after which the commit must be present.
 */
import { spawnSync } from "node:child_process";
import { fail } from "../diagnostics/gen-error.ts";

function git(args: string[], cwd: string): { ok: boolean; stderr: string } {
  const result = spawnSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
  });
  if (result.error)
    fail("spec/sync-failed", { source: "git", reason: `cannot run git: ${result.error.message}` });
  return { ok: result.status === 0, stderr: result.stderr.trim() };
}

/** Makes `workDir` a repository whose work tree holds `paths` as of `commit`. */
export function checkoutCommit(url: string, commit: string, paths: readonly string[], workDir: string): void {
  const must = (args: string[], what: string) => {
    const run = git(args, workDir);
    if (!run.ok) fail("spec/sync-failed", { source: url, reason: `${what}: ${lastLine(run.stderr)}` });
  };
  must(["init", "-q"], "git init");
  const shallow = git(["fetch", "-q", "--depth", "1", "--no-tags", url, commit], workDir);
  if (!shallow.ok)
    must(
      ["fetch", "-q", "--no-tags", url, "+refs/heads/*:refs/remotes/origin/*", "+refs/tags/*:refs/tags/*"],
      "git fetch",
    );
  if (!git(["cat-file", "-e", `${commit}^{commit}`], workDir).ok)
    fail("spec/sync-failed", { source: url, reason: `the repository has no commit ${commit}` });
  must(["checkout", "-q", commit, "--", ...paths], `checking out ${paths.join(", ")} at ${commit}`);
}

function lastLine(text: string): string {
  return text.split("\n").filter(Boolean).pop() ?? "git failed";
}
