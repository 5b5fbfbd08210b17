// Compiled by mcp-errgen from runtime/conformance/lib/cli.ts; do not edit.
/**
 * mcp-errors-conformance: runs the conformance corpus against a testee program and reports each
 * case. Exit codes: 0 every case run passed (or failed as expected); 1 a case failed, a case
 * expected to fail passed, or the expected-failures file names no case of the corpus; 2 usage:
 * a bad option, an unreadable corpus or file, an unknown layer or difference, or a testee that
 * cannot be started.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { canonical } from "./compare.js";
import { loadCorpus } from "./corpus.js";
import { parseExpectedFailures, pattern } from "./patterns.js";
import { runCases } from "./run.js";
import { StartError, Testee } from "./testee.js";
export const USAGE = `Usage: mcp-errors-conformance [options] -- <command> [args...]

Runs the mcp-errors conformance corpus against a testee: a program that reads one case a line
(JSON) on stdin and writes one answer a line on stdout. See the README beside this program.

Options:
  --corpus <dir>              the corpus folder (default: the one that ships with this program)
  --layer <wire|package>      only the cases of this layer; may be repeated
  --only <pattern>            only the cases whose id matches (* matches any text); may be repeated
  --skip <difference>         skip the cases that depend on a declared language difference; may be repeated
  --expected-failures <file>  case ids or patterns expected to fail, one a line (# starts a comment)
  --case-timeout <ms>         stop a testee that has not answered a case in this time (default 10000; 0: wait)
  --report <file>             write every case's outcome as JSON
  --verbose                   print every case, not only the failures
  --help                      print this and exit

Exit codes:
  0  every case run passed, or failed as the expected-failures file says
  1  a case failed, a case expected to fail passed, or the expected-failures file names no case
  2  usage: a bad option, an unreadable corpus or file, an unknown layer or difference, or a
     testee that cannot be started
`;
class UsageError extends Error {}
const DEFAULT_CORPUS = join(dirname(fileURLToPath(import.meta.url)), "..", "corpus");
function parseArgs(argv) {
  const options = {
    corpus: DEFAULT_CORPUS,
    layers: new Set(),
    only: [],
    skip: new Set(),
    expectedFailures: undefined,
    caseTimeout: 10_000,
    report: undefined,
    verbose: false,
    command: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === "--") {
      options.command = argv.slice(i + 1);
      break;
    }
    if (arg === "--help") return "help";
    else if (arg === "--corpus") options.corpus = resolve(value());
    else if (arg === "--layer") options.layers.add(value());
    else if (arg === "--only") options.only.push(pattern(value()));
    else if (arg === "--skip") options.skip.add(value());
    else if (arg === "--expected-failures") options.expectedFailures = value();
    else if (arg === "--report") options.report = value();
    else if (arg === "--verbose") options.verbose = true;
    else if (arg === "--case-timeout") {
      const text = value();
      const ms = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(ms))
        throw new UsageError(`--case-timeout takes milliseconds, got ${text}`);
      options.caseTimeout = ms;
    } else throw new UsageError(`unknown option ${arg}`);
  }
  if (options.command.length === 0) throw new UsageError("no testee: give its command after --");
  return options;
}
const names = (record) => Object.keys(record).join(", ");
const LABEL = {
  passed: "PASS",
  failed: "FAIL",
  "expected-failure": "XFAIL",
  "unexpected-pass": "XPASS",
  skipped: "SKIP",
};
const shown = (value) => {
  const text = canonical(value);
  return text.length > 400 ? `${text.slice(0, 400)}...` : text;
};
function describe(result, c) {
  const head = `${LABEL[result.outcome]} ${result.id}`;
  if (result.outcome === "passed") return `${head}\n`;
  if (result.outcome === "skipped") return `${head} (${(result.skippedFor ?? []).join(", ")})\n`;
  if (result.outcome === "unexpected-pass") return `${head}: listed as an expected failure, but it passes\n`;
  const lines = [
    head,
    `  why:      ${c.why}`,
    `  input:    ${shown(c.input)}`,
    `  expected: ${shown(c.expect)}`,
    ...("answer" in result ? [`  got:      ${shown(result.answer)}`] : []),
    ...(result.problem ?? []).map((line) => `  ${line}`),
  ];
  return `${lines.join("\n")}\n`;
}
export async function main(argv) {
  const out = (text) => process.stdout.write(text);
  const err = (text) => process.stderr.write(text);
  let options;
  try {
    options = parseArgs(argv);
  } catch (error) {
    err(`mcp-errors-conformance: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options === "help") {
    out(USAGE);
    return 0;
  }
  let expectedFailures = { entries: [] };
  let corpus;
  try {
    corpus = loadCorpus(options.corpus);
    if (options.expectedFailures !== undefined)
      expectedFailures = parseExpectedFailures(readFileSync(options.expectedFailures, "utf8"));
    for (const layer of options.layers)
      if (!(layer in corpus.layers))
        throw new UsageError(`unknown layer ${layer}: the corpus has ${names(corpus.layers)}`);
    for (const difference of options.skip)
      if (!(difference in corpus.differences))
        throw new UsageError(
          `unknown difference ${difference}: the corpus declares ${names(corpus.differences)}`,
        );
  } catch (error) {
    // The corpus, the expected-failures file or an option: whatever is wrong is the caller's to fix.
    err(`mcp-errors-conformance: ${error.message}\n`);
    return 2;
  }
  const { layers, only, verbose } = options;
  const select = (c) =>
    (layers.size === 0 || layers.has(c.layer)) && (only.length === 0 || only.some((p) => p.test(c.id)));
  const [command, ...args] = options.command;
  const testee = new Testee(command, args);
  let run;
  try {
    run = await runCases(corpus, testee, {
      select,
      skip: options.skip,
      expectedFailures,
      caseTimeout: options.caseTimeout,
      onResult: (result, c) => {
        if (verbose || (result.outcome !== "passed" && result.outcome !== "skipped"))
          out(describe(result, c));
      },
    });
  } catch (error) {
    if (!(error instanceof StartError)) throw error;
    err(`mcp-errors-conformance: cannot start ${command}: ${error.message}\n`);
    return 2;
  }
  const exit = await testee.stop(options.caseTimeout);
  const count = (outcome) => run.results.filter((r) => r.outcome === outcome).length;
  const skippedBy = new Map();
  for (const r of run.results)
    for (const d of r.skippedFor ?? []) skippedBy.set(d, (skippedBy.get(d) ?? 0) + 1);
  for (const { line, text } of run.stale)
    out(`STALE ${options.expectedFailures}:${line}: ${text} names no case of the corpus\n`);
  if (exit !== undefined && exit.code !== 0 && exit.code !== null)
    out(`note: the testee exited with code ${exit.code} at the end of its input\n`);
  const skipped = [...skippedBy].map(([d, n]) => `${d} ${n}`).join(", ");
  const counts = [
    `${count("passed")} passed`,
    `${count("failed")} failed`,
    `${count("expected-failure")} failed as expected`,
    `${count("unexpected-pass")} passed though expected to fail`,
    `${count("skipped")} skipped${skipped === "" ? "" : ` (${skipped})`}`,
  ];
  out(`${run.results.length} cases (corpus ${corpus.version}): ${counts.join(", ")}\n`);
  if (options.report !== undefined) {
    const report = {
      corpus: corpus.version,
      testee: options.command,
      stale: run.stale,
      results: run.results,
    };
    writeFileSync(options.report, `${JSON.stringify(report, null, 2)}\n`);
  }
  return count("failed") + count("unexpected-pass") + run.stale.length > 0 ? 1 : 0;
}
