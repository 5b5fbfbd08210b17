/**
 * The bad-input catalogue, fourth round, for the git helper: a checkout git refuses to read is
 * reported with git's own reason, not as a ref that does not exist.
 */
import { execFileSync } from "node:child_process";
import { chownSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesAtGitRef } from "../../generator/pipeline/model-at-ref.ts";
import { git, repositoryRefusal } from "../../generator/util/git.ts";
import { cleanupTempDirs, tempDir } from "../cli/support/temp-project.ts";
import { diagnosticsOf } from "../helpers/diagnostics-of.ts";
import { must } from "../helpers/must.ts";

afterAll(cleanupTempDirs);

/**
 * `check` on a repository with one commit, owned by another user than the one running the test:
 * root hands it to nobody; anyone else has git pretend so (git's own switch for this), meanwhile.
 */
function inForeignCheckout(check: (dir: string) => void): void {
  const dir = join(tempDir("mcp-errgen-foreign-"), "checkout");
  mkdirSync(dir);
  const author = ["-c", "user.name=t", "-c", "user.email=t@example.invalid"];
  execFileSync("git", ["init", "-q"], { cwd: dir });
  execFileSync("git", [...author, "commit", "-q", "--allow-empty", "-m", "base"], { cwd: dir });
  if (process.getuid?.() === 0) {
    chownTree(dir, 65534);
    expect(statSync(dir).uid).toBe(65534);
    return check(dir);
  }
  process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER = "1";
  try {
    check(dir);
  } finally {
    delete process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER;
  }
}

function chownTree(dir: string, uid: number): void {
  chownSync(dir, uid, uid);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    chownSync(join(entry.parentPath, entry.name), uid, uid);
}

describe("a checkout owned by another user", () => {
  it("gives git's own reason and the command git suggests", () => {
    inForeignCheckout((dir) => {
      const run = git(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], dir);
      const refusal = must(repositoryRefusal(run));
      expect(refusal.reason).toMatch(/^detected dubious ownership in repository at '.*checkout'$/);
      expect(refusal.suggested).toMatch(/^git config --global --add safe\.directory .*checkout$/);
    });
  });

  it("is reported by diff --against as git's refusal, not as an unknown ref to fetch", () => {
    inForeignCheckout((dir) => {
      const [d, ...more] = diagnosticsOf(() => filesAtGitRef(dir, "HEAD"));
      expect(more).toEqual([]);
      expect(d?.kind).toBe("usage/git-refused");
      expect(d?.message).toMatch(/^git cannot read the repository at .*checkout: detected dubious ownership/);
      expect(d?.hint).toMatch(
        /^the checkout belongs to another user: run as its owner, or trust it \(git config --global --add safe\.directory .*checkout\)$/,
      );
      expect(d?.hint).not.toContain("git fetch");
    });
  });

  it("leaves a ref that does not exist in a readable checkout as an unknown ref", () => {
    const dir = tempDir("mcp-errgen-own-");
    execFileSync("git", ["init", "-q"], { cwd: dir });
    const run = git(["rev-parse", "--verify", "--quiet", "no-such-branch^{commit}"], dir);
    expect(run.status).toBe(1);
    expect(repositoryRefusal(run)).toBeUndefined();
    expect(diagnosticsOf(() => filesAtGitRef(dir, "no-such-branch"))[0]?.kind).toBe("usage/unknown-git-ref");
  });
});
