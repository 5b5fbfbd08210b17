/**
 * Judging one cell of the matrix (peer × path × condition): did the example answer on the wire
 * what the spec says, and what did the peer make of it. Only the example's side and hangs fail
 * the run here; a peer that surfaces something else must be explained in notes.ts (run.ts checks).
 */
import type { Expectation } from "./expectations.ts";
import type { Observation } from "./protocol.ts";
import type { WireExchange } from "./recorder.ts";

export type Verdict =
  /** The peer surfaced what the spec gives. */
  | { kind: "as-specified" }
  /** The peer got the spec's error, did what the spec asks (retried), and surfaced the result. */
  | { kind: "recovered" }
  /** The wire carried the spec's answer; the peer surfaced only the HTTP status, losing the code. */
  | { kind: "status-only" }
  /** The wire carried the spec's answer; the peer surfaced something else. */
  | { kind: "differs" }
  /** The peer sent no such request (it refused it itself). */
  | { kind: "not-sent" }
  /** The peer offers no way to bring the condition about. */
  | { kind: "unsupported"; reason: string }
  /** The example answered other than the spec says: a failure of the examples. */
  | { kind: "wrong-wire"; detail: string }
  /** The peer did not finish within the step deadline: a failure. */
  | { kind: "hang" };

/** Whether a verdict fails the run by itself. */
export function fails(verdict: Verdict): boolean {
  return verdict.kind === "wrong-wire" || verdict.kind === "hang";
}

/** Whether a verdict must be explained by a note or deviation. */
export function needsExplaining(verdict: Verdict): boolean {
  return verdict.kind === "differs" || verdict.kind === "status-only";
}

const isErrorExchange = (exchange: WireExchange) => exchange.status >= 400 || exchange.code !== null;

export function judge(
  expectation: Expectation,
  observation: Observation | undefined,
  wire: readonly WireExchange[],
): Verdict {
  if (observation === undefined || observation.outcome === "timeout") return { kind: "hang" };
  if (observation.outcome === "unsupported") return { kind: "unsupported", reason: observation.reason ?? "" };
  const { wire: rule, peer } = expectation;
  const posts = wire.filter(
    (exchange) => exchange.http === "POST" && (rule.rpc === null || exchange.rpc === rule.rpc),
  );
  if (posts.length === 0)
    return observation.outcome === "error"
      ? { kind: "not-sent" }
      : { kind: "wrong-wire", detail: "no request reached the example" };

  // The exchange the spec speaks of: the first error for an error rule, the first request for a result.
  const expectsError = rule.code !== null || rule.status >= 400;
  const answered = expectsError ? posts.find(isErrorExchange) : posts[0];
  if (answered === undefined)
    return { kind: "wrong-wire", detail: `${rule.rpc ?? "the request"} was answered without an error` };
  if (answered.status !== rule.status || answered.code !== rule.code)
    return {
      kind: "wrong-wire",
      detail: `${answered.rpc ?? answered.http} got HTTP ${answered.status}${answered.code === null ? "" : ` ${answered.code}`}, not HTTP ${rule.status}${rule.code === null ? "" : ` ${rule.code}`}`,
    };

  switch (peer.kind) {
    case "result":
      return observation.outcome === "result" && observation.isError === peer.isError
        ? { kind: "as-specified" }
        : { kind: "differs" };
    case "new-session":
      return observation.outcome === "result" || observation.then?.outcome === "result"
        ? { kind: "as-specified" }
        : { kind: "differs" };
    case "error":
      if (observation.outcome === "error" && observation.code === peer.code) return { kind: "as-specified" };
      if (observation.outcome === "error" && observation.status === peer.status)
        return peer.statusSuffices === true ? { kind: "as-specified" } : { kind: "status-only" };
      if (
        observation.outcome === "result" &&
        peer.retry === true &&
        !isErrorExchange(posts.at(-1) as WireExchange)
      )
        return { kind: "recovered" };
      return { kind: "differs" };
  }
}
