/**
 * 2025-11-25 Streamable HTTP sessions, which the dual-era server and the proxy in front of
 * 2025-11-25 clients both keep: a peer must be refused the same way whichever it talks to.
 */
import { randomUUID } from "node:crypto";
import * as legacy from "mcp-errors/2025-11-25";
import { errorAnswer, malformedRequest, transportFailure } from "./answer.ts";
import type { Answer } from "./http.ts";
import type { HeaderLookup } from "./modern-checks.ts";

export const SESSION_HEADER = "mcp-session-id";

/**
 * A session id as the spec allows one: "**MUST** only contain visible ASCII characters (ranging
 * from 0x21 to 0x7E)" (2025-11-25 `basic/transports.mdx:203-204`). An empty value, or a header
 * sent twice (read as the values joined with ", "), is no id this endpoint could have issued.
 */
const SESSION_ID = /^[\x21-\x7e]+$/;

/** The answer to an initialize sent as a notification: it opens no session, and the peer hears why. */
export function initializeNotARequest(): Answer {
  return errorAnswer(
    legacy.REVISION,
    undefined,
    legacy.invalidRequest({ message: "initialize must be a request" }),
  );
}

export interface SessionLimits {
  /** A session unused for this long has ended: the next request in it gets 404. */
  idleMs: number;
  /** Open sessions at most; opening one more ends the one unused for longest. */
  maxSessions: number;
  /** The clock sessions are timed by (tests move it). */
  now: () => number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  idleMs: 30 * 60_000,
  maxSessions: 1_000,
  now: () => Date.now(),
};

/**
 * Open sessions, each with the version it negotiated and whatever else its keeper needs. A
 * session ends when its client DELETEs it, when it has been idle for `idleMs`, or when it is the
 * least recently used of more than `maxSessions`: the spec lets a server end a session at any
 * time, after which it "**MUST** respond to requests containing that session ID with HTTP 404
 * Not Found" (2025-11-25 `basic/transports.mdx:211-212`), and the client starts a new one.
 */
export class LegacySessionGate<Session extends { version: string }> {
  /** By id, least recently used first: each use moves a session to the end. */
  private readonly sessions = new Map<string, { session: Session; usedAt: number }>();
  private readonly limits: SessionLimits;

  constructor(limits: Partial<SessionLimits> = {}) {
    this.limits = { ...DEFAULT_SESSION_LIMITS, ...limits };
  }

  /** A new session for an initialize the keeper accepted; its id goes back in Mcp-Session-Id. */
  open(session: Session): string {
    this.sweep();
    const sessionId = randomUUID();
    this.sessions.set(sessionId, { session, usedAt: this.limits.now() });
    for (const oldest of this.sessions.keys()) {
      if (this.sessions.size <= this.limits.maxSessions) break;
      this.sessions.delete(oldest);
    }
    return sessionId;
  }

  /** How many sessions are open. */
  get size(): number {
    this.sweep();
    return this.sessions.size;
  }

  /**
   * The session a request after initialize belongs to, or the transport failure that answers it:
   * no Mcp-Session-Id (400), one no endpoint could have issued (400: a malformed request), an
   * unknown, ended or expired one (404: the client must initialize again), or an
   * MCP-Protocol-Version header other than the session's version (400).
   */
  admit(header: HeaderLookup, id: string | number | undefined): { session: Session } | { refused: Answer } {
    const sessionId = header(SESSION_HEADER);
    if (sessionId === undefined)
      return {
        refused: transportFailure("missingSessionId", id, "Bad Request: Mcp-Session-Id header is required"),
      };
    if (!SESSION_ID.test(sessionId)) return { refused: malformed(id) };
    this.sweep();
    const entry = this.sessions.get(sessionId);
    if (entry === undefined) return { refused: transportFailure("unknownSession", id, "Session not found") };
    const versionHeader = header("mcp-protocol-version");
    if (versionHeader !== undefined && versionHeader !== entry.session.version)
      return {
        refused: transportFailure(
          "invalidProtocolVersionHeader",
          id,
          `Bad Request: unsupported MCP-Protocol-Version: ${versionHeader}`,
        ),
      };
    this.sessions.delete(sessionId);
    this.sessions.set(sessionId, { session: entry.session, usedAt: this.limits.now() });
    return { session: entry.session };
  }

  /** DELETE ends a session. */
  end(header: HeaderLookup): Answer {
    const sessionId = header(SESSION_HEADER);
    if (sessionId === undefined)
      return transportFailure(
        "missingSessionId",
        undefined,
        "Bad Request: Mcp-Session-Id header is required",
      );
    if (!SESSION_ID.test(sessionId)) return malformed(undefined);
    this.sweep();
    if (!this.sessions.delete(sessionId))
      return transportFailure("unknownSession", undefined, "Session not found");
    return { status: 200 };
  }

  /** Ends the sessions idle for idleMs or longer; they are the oldest, so the walk stops at the first live one. */
  private sweep(): void {
    const now = this.limits.now();
    for (const [sessionId, { usedAt }] of this.sessions) {
      if (now - usedAt < this.limits.idleMs) break;
      this.sessions.delete(sessionId);
    }
  }
}

function malformed(id: string | number | undefined): Answer {
  return malformedRequest(legacy.REVISION, id, "Bad Request: malformed Mcp-Session-Id header");
}
