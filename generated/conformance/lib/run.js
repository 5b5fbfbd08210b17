// Compiled by mcp-errgen from runtime/conformance/lib/run.ts; do not edit.
/**
 * One run: the selected cases, each sent to the testee and its answer compared with the expected
 * one; skips by declared language difference; failures expected by the caller's file.
 */
import { canonical, differences, matches } from "./compare.js";
/** How many times in a row the testee may exit without answering before the runner gives up on it. */
const EXITS_IN_A_ROW = 3;
/** The id a reply line carries, where it is an answer line at all. */
function idOf(text) {
  try {
    const line = JSON.parse(text);
    return line !== null && typeof line === "object" ? line.id : undefined;
  } catch {
    return undefined;
  }
}
/**
 * Sends a case and reads its reply within the deadline. A late answer to an earlier case that
 * failed without its own answer (on a junk line, say) is passed over rather than taken for this one.
 */
async function exchange(testee, c, late, deadline) {
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
function answerOf(c, reply) {
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
  let line;
  try {
    line = JSON.parse(reply.text);
  } catch {
    return { problem: [`the testee printed a line that is no JSON: ${cut(reply.text)}`] };
  }
  const record = line !== null && typeof line === "object" && !Array.isArray(line) ? line : {};
  if (record.id !== c.id) return { problem: [`the testee answered another case: ${cut(reply.text)}`] };
  if (typeof record.error === "string") return { problem: [`the testee has no answer: ${record.error}`] };
  if (!("answer" in record))
    return { problem: [`an answer line needs "answer" or "error": ${cut(reply.text)}`] };
  return { answer: record.answer };
}
function stderrLines(stderr) {
  const text = stderr.trimEnd();
  return text === "" ? [] : ["its stderr:", ...text.split("\n").map((l) => `  ${l}`)];
}
const cut = (text) => (text.length > 300 ? `${text.slice(0, 300)}...` : text);
export async function runCases(corpus, testee, options) {
  const expected = (id) => options.expectedFailures.entries.some((e) => e.pattern.test(id));
  const results = [];
  const report = (result, c) => {
    results.push(result);
    options.onResult?.(result, c);
  };
  // Cases that ended without their own answer line: a line for one of them later is passed over.
  const late = new Set();
  let exits = 0;
  let gaveUp = false;
  for (const c of corpus.cases) {
    if (!options.select(c)) continue;
    const skippedFor = (c.differences ?? []).filter((d) => options.skip.has(d));
    if (skippedFor.length > 0) {
      report({ id: c.id, outcome: "skipped", skippedFor }, c);
      continue;
    }
    let got;
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
    const outcome = passed ? (listed ? "unexpected-pass" : "passed") : listed ? "expected-failure" : "failed";
    report(
      {
        id: c.id,
        outcome,
        ...(problem === undefined ? {} : { problem }),
        ...("answer" in got && !passed ? { answer: JSON.parse(canonical(got.answer)) } : {}),
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
