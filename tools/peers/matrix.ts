/**
 * The matrix as data: one cell per peer × path × condition, each with what the spec says, what
 * the peer surfaced, what went over the wire, the verdict, and the note or deviation that explains
 * a difference. run.ts builds it from a run; render.ts turns it into docs/peers.md.
 */
import type { Expectation, PathKind } from "./expectations.ts";
import type { Verdict } from "./judge.ts";
import type { PeerId } from "./peers.ts";
import type { Condition, Era, Observation } from "./protocol.ts";
import type { WireExchange } from "./recorder.ts";

export interface Cell {
  peer: PeerId;
  era: Era;
  /** The path's id (server, proxy, sdk-…, down). */
  path: string;
  kind: PathKind;
  condition: Condition;
  expectation: Expectation;
  observation: Observation | undefined;
  wire: WireExchange[];
  verdict: Verdict;
  /** Ids of the explanations (notes.ts) that cover this cell. */
  explained: string[];
}

/** A difference between a peer and the spec, or a peer's way of surfacing what the spec leaves open. */
export interface Explanation {
  id: string;
  /** deviation: the peer does not do what the spec requires of it; note: the spec leaves it open. */
  kind: "deviation" | "note";
  /** One line, in the project's words. */
  text: string;
  /** The spec's words, quoted, with file and lines (required for a deviation). */
  spec?: string;
  applies(cell: Cell): boolean;
}

/** Normalises what varies from run to run and means nothing: ports, session ids. */
export function normalise(text: string): string {
  return text
    .replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:<port>")
    .replace(/localhost:\d+/g, "localhost:<port>")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<uuid>");
}
