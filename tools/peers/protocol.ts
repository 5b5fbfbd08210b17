/**
 * What the peer runner and each peer's probe program agree on: the conditions a probe can be
 * asked to bring about, what it is told (a ProbeRequest, one JSON argument), and what it prints
 * (one Observation per condition, a JSON line each). Probes exist in TypeScript, Python and Go;
 * this file is the contract they all follow.
 */

/** The eras a client speaks: 2026-07-28 stateless requests, or a 2025-11-25 session. */
export type Era = "modern" | "legacy";

export const CONDITIONS = [
  "call-tool",
  "unknown-tool",
  "unknown-method",
  "missing-resource",
  "invalid-tool-input",
  "missing-uri",
  "missing-name",
  "capability",
  "input-required",
  "unsupported-version",
  "version-fallback",
  "bad-version-header",
  "bad-origin",
  "bad-session",
  "expired-session",
] as const;

export type Condition = (typeof CONDITIONS)[number];

/** What each condition is, in the words docs/peers.md uses. */
export const CONDITION_TEXT: Record<Condition, string> = {
  "call-tool": "a tool call that succeeds (`echo`)",
  "unknown-tool": "a call to a tool the server does not have",
  "unknown-method": "a request for a method the server does not implement (`prompts/list`)",
  "missing-resource": "`resources/read` of a resource that does not exist",
  "invalid-tool-input": 'a tool call whose arguments fail the tool\'s input schema (`add` with `a: "one"`)',
  "missing-uri": "`resources/read` without `uri`",
  "missing-name": "`tools/call` without `name`",
  capability: "a tool that needs a client capability the client did not declare (`sampling`)",
  "input-required":
    "a tool that asks the user for input first (`elicitation/create`), the client able to answer",
  "unsupported-version": "a protocol version the server does not support (1999-01-01, sent once)",
  "version-fallback":
    "`server/discover` with a first choice the server does not support (1999-01-01), 2026-07-28 the client's second",
  "bad-version-header": "an `MCP-Protocol-Version` header that disagrees (once)",
  "bad-origin": "a foreign `Origin` header (`http://evil.example`) on every request",
  "bad-session": "an empty `Mcp-Session-Id` (once)",
  "expired-session": "a session the server has ended (idle too long), then one more call",
};

/**
 * Conditions a probe brings about through its peer's own negotiation, not by altering a request:
 * only a peer that can (`ownConditions` in peers.ts) is given them.
 */
export const OWN_CONDITIONS: readonly Condition[] = ["version-fallback"];

/** The tool names the conditions call; an upstream that names them otherwise says so in `tools`. */
export interface ToolNames {
  echo: string;
  add: string;
  needsCapability: string;
  needsInput: string;
}

export const EXAMPLE_TOOLS: ToolNames = {
  echo: "echo",
  add: "add",
  needsCapability: "test_missing_capability",
  needsInput: "test_streaming_elicitation",
};

/**
 * One path for a probe to go through; a probe gets a JSON array of them as its one argument, and
 * goes through them in order (one process per peer, not per path: starting one costs seconds).
 */
export interface ProbeRequest {
  /** Echoed in each observation, as `request`. */
  id: string;
  /** The MCP endpoint. */
  url: string;
  era: Era;
  /** POST {control}/expire ends every session the stack keeps (it moves their clock past idleMs). */
  control: string;
  conditions: Condition[];
  tools: ToolNames;
  /** Each condition must end within this; a probe reports "timeout" and goes on. */
  stepTimeoutMs: number;
}

/** What a peer surfaced for one condition. */
export interface Observation {
  /** The ProbeRequest's id. */
  request?: string;
  condition: Condition;
  /**
   * result: the call returned; error: it threw (or the peer reported an error); timeout: it did not
   * end within stepTimeoutMs; unsupported: the peer offers no way to send this request.
   */
  outcome: "result" | "error" | "timeout" | "unsupported";
  /** For a result: whether it is a tool result with isError, and its first text. */
  isError?: boolean;
  text?: string;
  /** For an error: the peer's own class or type name, the JSON-RPC code and HTTP status it exposes (null when it exposes none), its message and data. */
  class?: string;
  code?: number | null;
  status?: number | null;
  message?: string;
  data?: unknown;
  /** For expired-session: what the call after the failing one did (a client MUST start a new session). */
  then?: Omit<Observation, "condition" | "then" | "request">;
  /** Why the outcome is "unsupported". */
  reason?: string;
}
