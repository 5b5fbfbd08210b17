/**
 * `diff --against <ref>` on throwaway git repositories that hold a copy of the project's spec
 * files (and, for schema changes, a copy of the spec snapshot): offline and self-contained.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pointAtEditsSince } from "../../generator/pipeline/model-at-ref.ts";
import { createModelLoader, type PipelineContext } from "../../generator/pipeline/pipeline.ts";
import type { DiffReport } from "../../generator/diff/report.ts";
import { runDiff } from "../../generator/commands/diff.ts";
import { GenError } from "../../generator/diagnostics/gen-error.ts";
import { sha256 } from "../../generator/util/files.ts";
import { pipelineContext, prereleaseDir, projectRoot, specDir } from "./real-spec.ts";
import { rejectionKind } from "../helpers/rejection-kind.ts";

const loadModelAtGitRef = (gitRef: string, ctx: PipelineContext) => createModelLoader(ctx)({ gitRef });

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "mcp-errgen-diff-test-"));
  temporary.push(dir);
  return dir;
}

/** Git on the throwaway repository in `cwd`, whatever the environment says about others. */
function git(cwd: string, ...args: string[]): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("GIT_")));
  return execFileSync(
    "git",
    [
      ...["-c", "user.name=test", "-c", "user.email=test@example.com"],
      ...["-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false"],
      ...args,
    ],
    { cwd, env, stdio: ["ignore", "pipe", "pipe"] },
  ).toString();
}

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function commit(root: string, tag: string): void {
  git(root, "add", "-A");
  git(root, "commit", "-q", "--allow-empty", "-m", tag);
  git(root, "tag", tag);
}

/** A git repository holding a copy of the project's register and manifest, committed and tagged "base". */
function projectRepo(): string {
  const root = tempDir();
  git(root, "init", "-q");
  write(root, "spec/revisions.yaml", readFileSync(join(projectRoot, "spec/revisions.yaml"), "utf8"));
  commit(root, "manifest-only");
  write(root, "spec/errors.yaml", readFileSync(join(projectRoot, "spec/errors.yaml"), "utf8"));
  commit(root, "base");
  return root;
}

/** Replaces the first `find` after `anchor`, returning the 1-based line it was on. */
function replaceAfter(root: string, path: string, anchor: string, find: string, replace: string): number {
  const text = readFileSync(join(root, path), "utf8");
  const at = text.indexOf(find, text.indexOf(anchor));
  if (text.indexOf(anchor) < 0 || at < 0) throw new Error(`${find} after ${anchor} not found in ${path}`);
  write(root, path, text.slice(0, at) + replace + text.slice(at + find.length));
  return text.slice(0, at).split("\n").length;
}

// Draft no longer shares the 2026 fact: its -32601 has no status. Dropping a revision from a fact
// keeps the fact's quotes true, which a changed number would not.
const DROP_DRAFT = [
  "revisions: [2026-07-28, draft]\n        status: 404",
  "revisions: [2026-07-28]\n        status: 404",
] as const;

async function diffAgainst(root: string, ref: string, spec = specDir): Promise<DiffReport> {
  const ctx = pipelineContext(root, spec);
  const result = await runDiff(
    { against: ref, format: "json", color: false },
    { revisions: [], loadModel: createModelLoader(ctx) },
  );
  return JSON.parse(result.output) as DiffReport;
}

describe("diff --against a git ref", () => {
  it("reports nothing for an unchanged working tree, then what a register edit does", async () => {
    const root = projectRepo();
    const unchanged = await diffAgainst(root, "base");
    expect(unchanged.changes).toEqual([]);
    expect(unchanged.revisions).toContain("2026-07-28");

    replaceAfter(root, "spec/errors.yaml", "\n  methodNotFound:", ...DROP_DRAFT);
    const report = await diffAgainst(root, "base");
    expect([report.mode, report.base, report.head]).toEqual(["against", "base", "working tree"]);
    const statusChanges = report.changes.filter((c) => c.ruleId === "http-status-unspecified");
    expect(statusChanges.map((c) => [c.revisions, c.details])).toEqual([
      [["draft"], { condition: "methodNotFound", code: -32601, from: 404, to: null }],
    ]);
    // Every translation into those revisions now sends the new status with -32601.
    const others = report.changes.filter((c) => c.ruleId !== "http-status-unspecified");
    expect(others.length).toBeGreaterThan(0);
    for (const change of others) {
      expect(change.ruleId).toBe("translation-outcome-changed");
      expect(change.details.condition).toBe("methodNotFound");
      expect((change.details.translation as { to: string }).to).toBe("draft");
      expect([
        (change.details.from as { httpStatus: number | null }).httpStatus,
        (change.details.to as { httpStatus: number | null }).httpStatus,
      ]).toEqual([404, null]);
    }
    for (const change of report.changes) expect(change.location?.file).toBe("spec/errors.yaml");
  });

  it("points each change at the edited line, and annotates only the working tree's files", async () => {
    const root = projectRepo();
    replaceAfter(root, "spec/errors.yaml", "\n  methodNotFound:", ...DROP_DRAFT);
    const lines = readFileSync(join(root, "spec/errors.yaml"), "utf8").split("\n");
    const entry = lines.findIndex((l) => l.startsWith("  methodNotFound:")) + 1;
    const edited = lines.findIndex((l, i) => i >= entry && l.includes("revisions: [2026-07-28]")) + 1;
    const result = await runDiff(
      { against: "base", format: "github", color: false },
      {
        revisions: [],
        loadModel: createModelLoader(pipelineContext(root)),
        pointAtEdits: (report, ref) => pointAtEditsSince(report, root, ref),
      },
    );
    // One edit, one row: draft's status and every translation into draft that now sends it.
    const annotations = result.output.trimEnd().split("\n");
    expect(annotations).toHaveLength(1);
    const [annotation] = annotations;
    expect(annotation).toMatch(
      new RegExp(`^::warning file=spec/errors.yaml,line=${edited},title=http-status-unspecified::`),
    );
    expect(annotation).toContain(
      "also (translation-outcome-changed): methodNotFound from 2025-11-25 to draft",
    );
    expect(edited).toBeGreaterThan(entry);
  });

  it("refuses unknown refs and refs that look like options", async () => {
    const root = projectRepo();
    const ctx = pipelineContext(root);
    expect(await rejectionKind(loadModelAtGitRef("no-such-branch", ctx))).toBe("usage/unknown-git-ref");
    expect(await rejectionKind(loadModelAtGitRef("--output=/tmp/x", ctx))).toBe("usage/unknown-git-ref");
  });

  it("finds the ref's spec roots through the --spec flags, as the working tree's", async () => {
    const root = projectRepo();
    const env = { MCP_SPEC_PRERELEASE_DIR: prereleaseDir };
    const unflagged = { ...pipelineContext(root), env };
    expect(await rejectionKind(loadModelAtGitRef("base", unflagged))).toBe("spec/root-missing");
    const model = await loadModelAtGitRef("base", { ...unflagged, rootFlags: { "--spec": specDir } });
    expect(model.revisions.map((r) => r.id)).toContain("2026-07-28");
  });

  it("says which file a ref lacks", async () => {
    const root = projectRepo();
    expect(await rejectionKind(loadModelAtGitRef("manifest-only", pipelineContext(root)))).toBe(
      "spec/missing-at-ref",
    );
  });

  it("names the ref's file in errors about the ref's register", async () => {
    const root = projectRepo();
    write(root, "spec/errors.yaml", "conditions: [unclosed\n");
    commit(root, "broken");
    let error: unknown;
    await loadModelAtGitRef("broken", pipelineContext(root)).catch((e: unknown) => (error = e));
    expect(error).toBeInstanceOf(GenError);
    const [diagnostic] = (error as GenError).diagnostics;
    expect([diagnostic?.kind, diagnostic?.location?.file]).toEqual([
      "yaml/syntax",
      "broken:spec/errors.yaml",
    ]);
  });

  it("refuses a ref whose pinned schema is not in the spec root", async () => {
    const root = projectRepo();
    const manifest = readFileSync(join(root, "spec/revisions.yaml"), "utf8");
    const pin = /id: 2026-07-28[^]*?sha256: ([0-9a-f]{64})/.exec(manifest)?.[1] ?? "";
    write(root, "spec/revisions.yaml", manifest.replace(pin, "ab".repeat(32)));
    commit(root, "other-pin");
    expect(await rejectionKind(loadModelAtGitRef("other-pin", pipelineContext(root)))).toBe(
      "spec/ref-schema-unavailable",
    );
  });

  it("reads the schema a ref pins from the spec root's history, so schema changes show", async () => {
    // The spec root: a clone-like copy of the snapshot with one schema edit committed on top.
    const spec = tempDir();
    cpSync(specDir, spec, { recursive: true });
    git(spec, "init", "-q");
    commit(spec, "spec-a");
    const schema = "schema/2026-07-28/schema.ts";
    const line = replaceAfter(
      spec,
      schema,
      "interface UnsupportedProtocolVersionError",
      "requested: string;",
      "requested: string | null;",
    );
    commit(spec, "spec-b");
    const specA = git(spec, "rev-parse", "spec-a").trim();
    const specB = git(spec, "rev-parse", "spec-b").trim();

    // The project: the ref pins spec-a (the snapshot's schema), the working tree spec-b.
    const root = projectRepo();
    const manifest = readFileSync(join(root, "spec/revisions.yaml"), "utf8");
    const original = sha256(readFileSync(join(specDir, schema)));
    const edited = sha256(readFileSync(join(spec, schema)));
    write(root, "spec/revisions.yaml", manifest.replace(/commit: [0-9a-f]{40}/, `commit: ${specA}`));
    commit(root, "pins-a");
    write(
      root,
      "spec/revisions.yaml",
      manifest.replace(/commit: [0-9a-f]{40}/, `commit: ${specB}`).replace(original, edited),
    );

    const report = await diffAgainst(root, "pins-a", spec);
    expect(report.changes.map((c) => [c.ruleId, c.revisions, c.details, c.location])).toEqual([
      [
        "data-field-type-changed",
        ["2026-07-28"],
        {
          condition: "unsupportedProtocolVersion",
          field: "data.requested",
          from: "string",
          to: "null | string",
        },
        { file: schema, line, column: expect.any(Number) },
      ],
    ]);
  });
});
