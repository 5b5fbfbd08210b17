/**
 * One-command onboarding on a fixture next revision (2026-07-28 plus one new code):
 * `gen --add-revision … --like 2026-07-28` does the register's bookkeeping, keeping its comments,
 * and stubs only the new condition; `gen` refuses until the stub is completed with a citation,
 * then generates, and the diff shows exactly the new condition.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as prettier from "prettier";
import { parse } from "yaml";
import { overlayRoot } from "../helpers/spec-overlay.ts";
import { runCli } from "./support/run-cli.ts";
import {
  cleanupTempDirs,
  makeTempProject,
  PRERELEASE_DIR,
  PROJECT_ROOT,
  SPEC_DIR,
  tempDir,
} from "./support/temp-project.ts";

const NEXT = "2027-01-15";
const LIKE = "2026-07-28";
const SCHEMA = `schema/${NEXT}/schema.ts`;

function nextSchema(): { text: string; line: number } {
  const base = readFileSync(join(SPEC_DIR, `schema/${LIKE}/schema.ts`), "utf8");
  const anchor = "export const UNSUPPORTED_PROTOCOL_VERSION = -32022;\n";
  const at = base.indexOf(anchor) + anchor.length;
  const before = base.slice(0, at);
  const text = `${before}\n/** Error code returned when a request body is too large. */\nexport const REQUEST_TOO_LARGE = -32023;\n${base.slice(at)}`;
  return { text, line: before.split("\n").length + 2 };
}

type Register = {
  revisions: string[];
  conditions: Record<
    string,
    { codes: { code: number; revisions: string[] }[]; http?: { revisions: string[] }[] }
  >;
  policy: Record<string, { revisions: string[] }[]>;
};

describe("gen --add-revision --like", () => {
  let project: string;
  let env: Record<string, string>;
  let constantLine: number;
  let before: string;

  beforeAll(() => {
    project = makeTempProject();
    const next = nextSchema();
    constantLine = next.line;
    env = {
      MCP_SPEC_DIR: overlayRoot(SPEC_DIR, { [SCHEMA]: next.text }),
      MCP_SPEC_PRERELEASE_DIR: PRERELEASE_DIR,
    };
    before = readFileSync(join(project, "spec/errors.yaml"), "utf8");
  });
  afterAll(cleanupTempDirs);

  it("adds the revision wherever the previous one is, keeps comments, and stubs only the new condition", async () => {
    const run = await runCli(
      ["gen", "--add-revision", NEXT, "--schema", join(env.MCP_SPEC_DIR as string, SCHEMA), "--like", LIKE],
      { cwd: project, env },
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("1 stubs (todo:) need a decision");
    expect(run.stdout).toContain("conditions.requestTooLarge: new in 2027-01-15");

    const text = readFileSync(join(project, "spec/errors.yaml"), "utf8");
    const comments = (t: string) => t.split("\n").filter((l) => l.trimStart().startsWith("#"));
    expect(comments(text)).toEqual(comments(before));
    const register = parse(text) as Register;
    expect(register.revisions).toContain(NEXT);
    const withLike = (lists: { revisions: string[] }[]) => lists.filter((l) => l.revisions.includes(LIKE));
    for (const [key, condition] of Object.entries(register.conditions)) {
      for (const list of withLike(condition.codes)) expect(list.revisions, key).toContain(NEXT);
      for (const list of withLike(condition.http ?? [])) expect(list.revisions, key).toContain(NEXT);
    }
    for (const [name, rules] of Object.entries(register.policy))
      for (const rule of withLike(rules)) expect(rule.revisions, name).toContain(NEXT);
    expect(register.conditions.requestTooLarge?.codes).toEqual([
      { code: -32023, constant: "REQUEST_TOO_LARGE", revisions: [NEXT], match: "unique" },
    ]);
  });

  it("then gen refuses, pointing at the stub", async () => {
    const out = tempDir("mcp-errgen-out-");
    const run = await runCli(["gen", "--out", out], { cwd: project, env });
    expect(run.code).toBe(2);
    expect(run.stderr.match(/error\[/g)).toHaveLength(1);
    expect(run.stderr).toMatch(
      /^spec\/errors\.yaml:\d+:\d+: error\[register\/onboarding-stub\]: stub left by --add-revision --like/,
    );
  });

  it("generates once the stub is completed with a citation, and the diff shows only the new condition", async () => {
    const path = join(project, "spec/errors.yaml");
    const text = readFileSync(path, "utf8");
    const start = text.indexOf("  requestTooLarge:");
    const end = text.indexOf("\npolicy:", start);
    expect(start).toBeGreaterThan(0);
    const older = [
      "2024-11-05",
      "2025-03-26",
      "2025-06-18",
      "2025-11-25",
      "2026-07-28",
      "draft-2026-05-20",
      "draft-2026-06-07",
      "draft",
    ];
    const completed = [
      "  requestTooLarge:",
      "    summary: The request body is larger than the server accepts.",
      "    message: Request too large",
      "    codes:",
      "      - code: -32023",
      "        constant: REQUEST_TOO_LARGE",
      `        revisions: [${NEXT}]`,
      "        match: unique",
      "        cite:",
      `          - source: ${SCHEMA}:${constantLine}`,
      "            quote: export const REQUEST_TOO_LARGE = -32023;",
      `    absent: [${older.join(", ")}]`,
      "    whenAbsent:",
      `      - to: [${older.join(", ")}]`,
      "        untranslatable:",
      "          fallback: invalidRequest",
      "          reason: Older revisions have no code for a request body that is too large.",
      "        cite:",
      `          - source: ${SCHEMA}:${constantLine}`,
      "            quote: export const REQUEST_TOO_LARGE = -32023;",
    ].join("\n");
    writeFileSync(path, text.slice(0, start) + completed + (end < 0 ? "\n" : text.slice(end)));
    const out = tempDir("mcp-errgen-out-");
    const gen = await runCli(["gen", "--out", out], { cwd: project, env });
    expect(gen.stderr).toBe("");
    expect(gen.code).toBe(0);
    const diff = await runCli(["diff", LIKE, NEXT, "--format", "json"], { cwd: project, env });
    const report = JSON.parse(diff.stdout) as { groups: { subject: string }[] };
    expect(report.groups.map((g) => g.subject)).toEqual(["condition requestTooLarge"]);
  });
});

/**
 * The fixture next revision of issue 26: 2026-07-28's schema with one code renumbered, one
 * condition removed, one data shape changed and one condition added. Onboarding it must change
 * spec/errors.yaml only where an id goes into a list or a stub goes in, and leave it formatted.
 */
describe("gen --add-revision --like on a revision with four changes", () => {
  const NEXT_ID = "2026-12-01";
  let before: string;
  let after: string;
  let stdout: string;

  function fourChanges(): string {
    let text = readFileSync(join(SPEC_DIR, `schema/${LIKE}/schema.ts`), "utf8");
    const swap = (from: string | RegExp, to: string) => {
      const next = text.replace(from, to);
      if (next === text) throw new Error(`${String(from)} is not in the ${LIKE} schema`);
      text = next;
    };
    swap("export const HEADER_MISMATCH = -32020;", "export const HEADER_MISMATCH = -32024;");
    swap("export const MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;\n", "");
    swap(/\/\*\*\n \* Returned when processing a request requires a capability[\s\S]*?\n}\n\n/, "");
    swap("      requested: string;\n", "      requested?: string;\n");
    swap(
      "export const UNSUPPORTED_PROTOCOL_VERSION = -32022;\n",
      "export const UNSUPPORTED_PROTOCOL_VERSION = -32022;\n\nexport const REQUEST_TOO_LARGE = -32023;\n",
    );
    return text;
  }

  beforeAll(async () => {
    const project = makeTempProject();
    const schema = `schema/${NEXT_ID}/schema.ts`;
    const spec = overlayRoot(SPEC_DIR, { [schema]: fourChanges() });
    before = readFileSync(join(project, "spec/errors.yaml"), "utf8");
    const run = await runCli(
      ["gen", "--add-revision", NEXT_ID, "--schema", join(spec, schema), "--like", LIKE],
      {
        cwd: project,
        env: { MCP_SPEC_DIR: spec, MCP_SPEC_PRERELEASE_DIR: PRERELEASE_DIR },
      },
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    stdout = run.stdout;
    after = readFileSync(join(project, "spec/errors.yaml"), "utf8");
  });

  it("leaves one stub per change", () => {
    expect(stdout).toContain("4 stubs (todo:) need a decision");
    for (const stub of [
      "conditions.headerMismatch.codes: HEADER_MISMATCH is -32024 in 2026-12-01 (-32020 in 2026-07-28)",
      "conditions.missingRequiredClientCapability.whenAbsent: MISSING_REQUIRED_CLIENT_CAPABILITY (-32021) is gone",
      "conditions.unsupportedProtocolVersion.codes[1]: the data of UnsupportedProtocolVersionError changed",
      "conditions.requestTooLarge: new in 2026-12-01",
    ])
      expect(stdout).toContain(`  ${stub}`);
    expect(after.match(/^ *todo: /gm)).toHaveLength(4);
  });

  it("changes only the lists it joins and the stubs: every other byte stays", () => {
    const lists = Number(/in (\d+) lists of spec\/errors\.yaml/.exec(stdout)?.[1]);
    const hunks = diffHunks(before, after);
    const collapse = (lines: string[]) => lines.join(" ").replace(/\s+/g, " ").trim();
    let joined = 0;
    const stubs: string[][] = [];
    for (const { removed, added } of hunks) {
      if (removed.length > 0) {
        // A list the id went into, in place (Prettier may wrap a list that grew too long).
        expect(collapse(added)).toBe(collapse(removed).replace(`${LIKE}, `, `${LIKE}, ${NEXT_ID}, `));
        joined++;
      } else if (added.length === 1 && added[0] === `  - ${NEXT_ID}`) joined++;
      else stubs.push(added);
    }
    expect(joined).toBe(lists);
    // Each stub is a new entry or key with one todo in it.
    expect(stubs).toHaveLength(4);
    for (const stub of stubs) expect(stub.filter((line) => /^ *todo: /.test(line))).toHaveLength(1);
    // The diff's size: one line changed in place per flow list, the id in the top list, four
    // stubs of at most eight lines, and the few lines Prettier wraps; about 60 new lines in all.
    const removed = hunks.flatMap((h) => h.removed);
    const added = hunks.flatMap((h) => h.added);
    expect(removed).toHaveLength(lists - 1);
    expect(stubs.flat().length).toBeLessThanOrEqual(4 * 8);
    expect(added.length).toBeLessThanOrEqual(lists + stubs.flat().length + 3);
  });

  it("is formatted as npm run format leaves it", async () => {
    const filepath = join(PROJECT_ROOT, "spec/errors.yaml");
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    expect(await prettier.check(after, options)).toBe(true);
  });
});

/** The hunks of `git diff --no-index -U0` between two texts: the lines each removes and adds. */
function diffHunks(a: string, b: string): { removed: string[]; added: string[] }[] {
  const dir = tempDir();
  writeFileSync(join(dir, "a"), a);
  writeFileSync(join(dir, "b"), b);
  const run = spawnSync("git", ["diff", "--no-index", "-U0", "--no-color", "a", "b"], {
    cwd: dir,
    encoding: "utf8",
  });
  const hunks: { removed: string[]; added: string[] }[] = [];
  for (const line of run.stdout.split("\n").slice(4)) {
    if (line.startsWith("@@")) hunks.push({ removed: [], added: [] });
    else if (line.startsWith("-")) hunks.at(-1)?.removed.push(line.slice(1));
    else if (line.startsWith("+")) hunks.at(-1)?.added.push(line.slice(1));
  }
  return hunks;
}
