/**
 * The harness of the bad-input catalogue: a temp project whose output directory already holds a
 * real generated tree (the committed one), a CLI run against it, and the checks every case shares:
 * exit status 2, one diagnostic of the expected kind at the expected place with a hint, nothing
 * else touched.
 */
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { formatLocation, type Diagnostic } from "../../../generator/diagnostics/gen-error.ts";
import { runCli, type CliRun } from "../../cli/support/run-cli.ts";
import {
  hashTree,
  makeTempProject,
  PROJECT_ROOT,
  SPEC_ENV,
  tempDir,
} from "../../cli/support/temp-project.ts";

/** One `file:line:col: error[kind]: message` block of stderr, with its hint. */
export interface Printed {
  where: string;
  kind: string;
  message: string;
  hint: string;
}

const HEAD = /^(?:(.+?): )?error\[([a-z-]+\/[a-z-]+)\]: (.*)$/;

/** Splits stderr into diagnostics; messages may span lines (a hash mismatch prints both hashes). */
export function parsePrinted(stderr: string): Printed[] {
  const out: Printed[] = [];
  for (const line of stderr.split("\n")) {
    const head = HEAD.exec(line);
    const last = out.at(-1);
    if (head) out.push({ where: head[1] ?? "", kind: head[2] ?? "", message: head[3] ?? "", hint: "" });
    else if (last && line.startsWith("  hint: ")) last.hint = line.slice("  hint: ".length);
    else if (last && last.hint === "" && line !== "") last.message += `\n${line}`;
  }
  return out;
}

/**
 * The output tree every case's output directory is seeded with: the committed generated/, a real
 * output of gen that `gen --check` vouches for, so no catalogue renders one of its own.
 */
export function baselineOutput(): string {
  return join(PROJECT_ROOT, "generated");
}

export interface CaseProject {
  /** The temp project (spec/revisions.yaml, spec/errors.yaml, templates/, runtime/). */
  dir: string;
  /** Its generated/, seeded with the baseline tree. */
  output: string;
  /** Fingerprint of generated/ before the bad run. */
  before: string;
  /** Names in the project directory before the bad run (no lock or staging dir may stay behind). */
  entries: string[];
}

/** This process's own copy of each baseline, made on first use (and again after a file's cleanup). */
const copies = new Map<string, string>();

function privateCopy(baseline: string): string {
  const made = copies.get(baseline);
  if (made !== undefined && existsSync(made)) return made;
  const copy = join(tempDir("mcp-errgen-baseline-"), "generated");
  cpSync(baseline, copy, { recursive: true });
  copies.set(baseline, copy);
  return copy;
}

/** `to` as a tree of hard links to the files of `from`: the same bytes, without copying them. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else linkSync(source, target);
  }
}

/**
 * A case's project, its generated/ seeded with the baseline. The files are hard links to a copy of
 * the baseline private to this process (never to the project's own generated/), as a copy per case
 * cost more than most refusals: gen writes an output by renaming a staged tree into its place, so
 * a refusal that changed a file in place would still show in the case's fingerprint.
 */
export function caseProject(baseline: string): CaseProject {
  const dir = makeTempProject();
  const output = join(dir, "generated");
  linkTree(privateCopy(baseline), output);
  if (readdirSync(output).length === 0) throw new Error("the baseline output is empty");
  return { dir, output, before: hashTree(output), entries: readdirSync(dir).sort() };
}

export interface Expected {
  kind: string;
  /** The location as printed: exact text, or a pattern for a column that depends on the parser. */
  where: string | RegExp;
  /** Fragments the message must contain. */
  message?: (string | RegExp)[];
  hint: string | RegExp;
}

/**
 * Runs the CLI in the case's project and checks the refusal: exit 2, no internal error, a
 * diagnostic of the expected kind at the expected place saying how to fix it, and generated/
 * byte-identical. Returns every printed diagnostic for further checks.
 */
export async function expectRefusal(
  project: CaseProject,
  argv: string[],
  expected: Expected,
  env: Record<string, string | undefined> = SPEC_ENV,
  cwd = project.dir,
): Promise<Printed[]> {
  const run: CliRun = await runCli(argv, { cwd, env });
  expect(run.code, run.stderr).toBe(2);
  expect(run.stderr).not.toContain("internal error");
  expect(run.stdout).toBe("");
  const printed = expectPrinted(parsePrinted(run.stderr), expected, run.stderr);
  expect(hashTree(project.output)).toBe(project.before);
  expect(readdirSync(project.dir).sort()).toEqual(project.entries);
  return printed;
}

/** Diagnostics as the CLI prints them (renderDiagnostics), for checks made below the CLI. */
export function printedOf(diagnostics: readonly Diagnostic[]): Printed[] {
  return diagnostics.map((d) => ({
    where: formatLocation(d.location),
    kind: d.kind,
    message: d.message,
    hint: d.hint,
  }));
}

/**
 * The checks every refusal shares: a diagnostic of the expected kind at the expected place, with
 * the expected message fragments and hint, and a hint on every diagnostic. `shown`: the whole
 * output, for the failure message.
 */
export function expectPrinted(printed: Printed[], expected: Expected, shown: string): Printed[] {
  const fits = (text: string, want: string | RegExp, exact: boolean) =>
    typeof want === "string" ? (exact ? text === want : text.includes(want)) : want.test(text);
  const match = printed.find(
    (d) =>
      d.kind === expected.kind &&
      fits(d.where, expected.where, true) &&
      (expected.message ?? []).every((fragment) => fits(d.message, fragment, false)) &&
      fits(d.hint, expected.hint, true),
  );
  expect(match, `no such ${expected.kind} at ${String(expected.where)} in:\n${shown}`).toBeDefined();
  for (const d of printed) expect(d.hint, `${d.kind} has no hint`).not.toBe("");
  return printed;
}
