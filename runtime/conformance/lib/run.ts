/**
 * One run: the selected cases, each sent to the testee and its answer compared with the expected
 * one; skips by declared language difference; failures expected by the caller's file.
 */
import { canonical, differences, matches } from "./compare.js";
import type { Case, Corpus } from "./corpus.js";
import type { ExpectedFailures } from "./patterns.js";
import type { Reply, Testee } from "./testee.js";

export type Outcome = "passed" | "failed" | "expected-failure" | "unexpected-pass" | "skipped";

export interface CaseResult {
  id: string;
  outcome: Outcome;
  /** For a skip: the language differences it was skipped for. */
  skippedFor?: string[];
  /** What went wrong: the differences, or what the testee did instead of answering. */
  problem?: string[];
  answer?: unknown;
}

export interface RunOptions {
  /** Cases to run; the rest are not reported. */
  select: (c: Case) => boolean;
  skip: ReadonlySet<string>;
  expectedFailures: ExpectedFailures;
  caseTimeout: number;
  /** Called with each result as it comes. */
  onResult?: (result: CaseResult, c: Case) => void;
}

export interface RunResult {
  results: CaseResult[];
  /** Lines of the expected-failures file that name no case of the corpus. */
  stale: { line: number; text: string }[];
  /** The testee kept dying without answering: the cases left were not run. */
  gaveUp: boolean;
}

/** How many times in a row the testee may exit without answering before the runner gives up on it. */
const EXITS_IN_A_ROW = 3;

/** The id a reply line carries, where it is an answer line at all. */
function idOf(text: string): unknown {
  try {
    const line = JSON.parse(text) as unknown;
    return line !== null && typeof line === "object" ? (line as { id?: unknown }).id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a case and reads its reply within the deadline. A late answer to an earlier case that
 * failed without its own answer (on a junk line, say) is passed over rather than taken for this one.
 */
async function exchange(testee: Testee, c: Case, late: Set<string>, deadline: number): Promise<Reply> {
  const end = Date.now() + deadline;
  await testee.send(JSON.stringify({ id: c.id, op: c.op, input: c.input }));
  for (;;) {
    const left = deadline > 0 ? Math.max(1, end - Date.now()) : 0;
    const reply = await testee.receive(left);
    const id = reply.kind === "line" ? idOf(reply.text) : undefined;
    if (typeof id === "string" && id !== c.id && late.delete(id)) continue;
    if (id !== c.id) late.add(c.id);
    return reply;
  }
}

/** The testee's reply as an answer, or what is wrong with it. */
function answerOf(c: Case, reply: Reply): { answer: unknown } | { problem: string[] } {
  if (reply.kind === "timeout")
    return {
      problem: ["no answer before the deadline: the testee was stopped", ...stderrLines(reply.stderr)],
    };
  if (reply.kind === "exited")
    return {
      problem: [
        `the testee exited (${reply.signal ?? `code ${String(reply.code)}`}) before answering`,
        ...stderrLines(reply.stderr),
      ],
    };
  let line: unknown;
  try {
    line = JSON.parse(reply.text);
  } catch {
    return { problem: [`the testee printed a line that is no JSON: ${cut(reply.text)}`] };
  }
  const record =
    line !== null && typeof line === "object" && !Array.isArray(line)
      ? (line as Record<string, unknown>)
      : {};
  if (record.id !== c.id) return { problem: [`the testee answered another case: ${cut(reply.text)}`] };
  if (typeof record.error === "string") return { problem: [`the testee has no answer: ${record.error}`] };
  if (!("answer" in record))
    return { problem: [`an answer line needs "answer" or "error": ${cut(reply.text)}`] };
  return { answer: record.answer };
}

function stderrLines(stderr: string): string[] {
  const text = stderr.trimEnd();
  return text === "" ? [] : ["its stderr:", ...text.split("\n").map((l) => `  ${l}`)];
}

const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}...` : text);

export async function runCases(corpus: Corpus, testee: Testee, options: RunOptions): Promise<RunResult> {
  const expected = (id: string) => options.expectedFailures.entries.some((e) => e.pattern.test(id));
  const results: CaseResult[] = [];
  const report = (result: CaseResult, c: Case) => {
    results.push(result);
    options.onResult?.(result, c);
  };
  // Cases that ended without their own answer line: a line for one of them later is passed over.
  const late = new Set<string>();
  let exits = 0;
  let gaveUp = false;
  for (const c of corpus.cases) {
    if (!options.select(c)) continue;
    const skippedFor = (c.differences ?? []).filter((d) => options.skip.has(d));
    if (skippedFor.length > 0) {
      report({ id: c.id, outcome: "skipped", skippedFor }, c);
      continue;
    }
    let got: { answer: unknown } | { problem: string[] };
    if (gaveUp) got = { problem: ["not run: the testee kept exiting without answering"] };
    else {
      const reply = await exchange(testee, c, late, options.caseTimeout);
      // After an exit or a deadline the next case starts the testee again; one that exits every
      // time it is started is given up on.
      exits = reply.kind === "exited" ? exits + 1 : 0;
      if (exits >= EXITS_IN_A_ROW) gaveUp = true;
      got = answerOf(c, reply);
    }
    const match = corpus.ops[c.op]?.match ?? "exact";
    const passed = "answer" in got && matches(c.expect, got.answer, match);
    const problem =
      "problem" in got ? got.problem : passed ? undefined : differences(c.expect, got.answer, match);
    const listed = expected(c.id);
    const outcome: Outcome = passed
      ? listed
        ? "unexpected-pass"
        : "passed"
      : listed
        ? "expected-failure"
        : "failed";
    report(
      {
        id: c.id,
        outcome,
        ...(problem === undefined ? {} : { problem }),
        ...("answer" in got && !passed ? { answer: JSON.parse(canonical(got.answer)) as unknown } : {}),
      },
      c,
    );
  }
  const ids = corpus.cases.map((c) => c.id);
  const stale = options.expectedFailures.entries
    .filter((e) => !ids.some((id) => e.pattern.test(id)))
    .map(({ line, text }) => ({ line, text }));
  return { results, stale, gaveUp };
}
