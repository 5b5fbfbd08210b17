// Compiled by mcp-errgen from runtime/conformance/lib/run.ts; do not edit.
/**
 * One run: the selected cases, each sent to the testee and its answer compared with the expected
 * one; skips by declared language difference; failures expected by the caller's file.
 */
import { canonical, differences, matches } from "./compare.js";
/** How many starts in a row may end without one answer before the runner gives up on the testee. */
const STARTS_WITHOUT_ANSWER = 3;
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
  let startsWithoutAnswer = 0;
  let answered = true;
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
      const reply = await testee.ask(
        JSON.stringify({ id: c.id, op: c.op, input: c.input }),
        options.caseTimeout,
      );
      if (reply.kind === "line") {
        startsWithoutAnswer = 0;
        answered = true;
      } else {
        // The next case starts the testee again.
        if (!answered) startsWithoutAnswer++;
        answered = false;
        if (startsWithoutAnswer >= STARTS_WITHOUT_ANSWER) gaveUp = true;
      }
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
