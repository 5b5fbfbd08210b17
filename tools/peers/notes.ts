/**
 * Every difference between what a peer surfaced and what the spec gives is explained here, once:
 * a deviation (the peer does not do what the spec requires of it; with the spec's words) or a note
 * (the spec leaves it open, and this is what the peer does). The run fails on a difference no entry
 * explains, and on an entry that explains nothing any more, so docs/peers.md stays true.
 */
import type { Cell, Explanation } from "./matrix.ts";
import type { PeerId } from "./peers.ts";
import type { Condition } from "./protocol.ts";

/** Cells of these peers and conditions whose verdict needs explaining. */
function differing(
  peers: readonly PeerId[],
  conditions: readonly Condition[],
  more: (cell: Cell) => boolean = () => true,
) {
  return (cell: Cell) =>
    peers.includes(cell.peer) &&
    conditions.includes(cell.condition) &&
    (cell.verdict.kind === "differs" || cell.verdict.kind === "status-only") &&
    more(cell);
}

export const EXPLANATIONS: readonly Explanation[] = [
  {
    id: "D1",
    kind: "deviation",
    text:
      "TypeScript SDK v1 and v2, Python and Go clients: after a 404 to a request in their session they surface the error and keep " +
      "the ended session, so the next call gets 404 too; none starts a new session itself (mcp-remote and the Rust SDK client do).",
    spec: '"When a client receives HTTP 404 in response to a request containing an `MCP-Session-Id`, it **MUST** start a new session by sending a new `InitializeRequest` without a session ID attached." (2025-11-25 `basic/transports.mdx:213-215`)',
    applies: differing(["sdk-v1", "sdk-v2", "python", "go"], ["expired-session"]),
  },
  {
    id: "N1",
    kind: "note",
    text:
      "TypeScript SDK v2: reads a JSON-RPC error body only from a 400; the 2026-07-28 404 with -32601 surfaces as `SdkHttpError` " +
      "with the status, the code only inside its data's text.",
    spec: '"The JSON-RPC error body distinguishes this case from a `404` returned by a legacy HTTP+SSE server" (2026-07-28 `streamable-http.mdx:273-275`).',
    applies: differing(["sdk-v2"], ["unknown-method"], (cell) => cell.era === "modern"),
  },
  {
    id: "N2",
    kind: "note",
    text:
      "TypeScript SDK v2: reads a 2025-11-25 -32002 (with `data.uri`) as its `ResourceNotFoundError`, whose code is 2026-07-28's " +
      "-32602; the wire carried -32002.",
    spec: '"For backwards compatibility, clients **SHOULD** also accept `-32002` as a resource not found error" (2026-07-28 `server/resources.mdx:407-408`).',
    applies: differing(["sdk-v2"], ["missing-resource"], (cell) => cell.era === "legacy"),
  },
  {
    id: "N3",
    kind: "note",
    text:
      'TypeScript SDK v2, pinned to 2026-07-28: any `server/discover` that does not succeed ends the connect as "Version ' +
      "negotiation failed\" (`SdkError`), so the proxy's -32603 and its message are not surfaced.",
    applies: differing(["sdk-v2"], ["call-tool"], (cell) => cell.kind === "down"),
  },
  {
    id: "N4",
    kind: "note",
    text:
      'Go SDK: a refused HTTP exchange surfaces as a plain Go error whose text ends with the status text ("Forbidden"); in ' +
      "2026-07-28 it first falls back from `server/discover` to `initialize`, as it does for any answer that is not a modern error.",
    applies: differing(["go"], ["bad-origin"]),
  },
  {
    id: "N5",
    kind: "note",
    text:
      "Go SDK: takes the proxy's -32603 to `server/discover` (the upstream is down) as a non-modern answer and falls back to " +
      "`initialize`, as the spec's era detection says; it surfaces the proxy's refusal of that `initialize`, which names the " +
      "version the proxy serves.",
    spec: '"If the body is empty or is not a recognized modern JSON-RPC error, fall back to `initialize`" (2026-07-28 `streamable-http.mdx:663-665`).',
    applies: differing(["go"], ["call-tool"], (cell) => cell.kind === "down"),
  },
  {
    id: "N6",
    kind: "note",
    text:
      "Python SDK: reads a non-2xx body only as a JSON-RPC error with an id; the 403's body has none, as the spec allows, so it " +
      'surfaces its own -32603 "Server returned an error response", without the status.',
    spec: '"The HTTP response body **MAY** comprise a JSON-RPC _error response_ that has no `id`" (2025-11-25 `basic/transports.mdx:79-80`).',
    applies: differing(["python"], ["bad-origin"]),
  },
  {
    id: "N7",
    kind: "note",
    text:
      "mcp-remote: exits when it cannot connect upstream (a 403, or an upstream failure at connect); its stdio client sees " +
      '"Connection closed" (-32000).',
    applies: differing(
      ["mcp-remote"],
      ["bad-origin", "call-tool"],
      (cell) => cell.condition === "bad-origin" || cell.kind === "down",
    ),
  },
  {
    id: "N8",
    kind: "note",
    text:
      "mcp-remote, 2026-07-28: reports an HTTP error status as its own -32001 with the body in the message, so the -32601 of " +
      "the 404 is text only.",
    applies: differing(["mcp-remote"], ["unknown-method"], (cell) => cell.era === "modern"),
  },
  {
    id: "N9",
    kind: "note",
    text:
      "Rust SDK: takes a 403 without `WWW-Authenticate` for an authorization failure and keeps its body as text, so it " +
      "surfaces a transport error whose message carries the status and the body (-32600, no id), with no code or status " +
      "of its own.",
    spec: '"The HTTP response body **MAY** comprise a JSON-RPC _error response_ that has no `id`" (2025-11-25 `basic/transports.mdx:79-80`).',
    applies: differing(["rmcp"], ["bad-origin"]),
  },
];
