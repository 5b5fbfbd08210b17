/**
 * 2025-11-25 Streamable HTTP sessions, which the dual-era server and the proxy in front of
 * 2025-11-25 clients both keep: a peer must be refused the same way whichever it talks to.
 */
import { randomUUID } from "node:crypto";
import * as legacy from "mcp-errors/2025-11-25";
import { errorAnswer, transportFailure } from "./answer.ts";
import type { Answer } from "./http.ts";
import type { HeaderLookup } from "./modern-checks.ts";

export const SESSION_HEADER = "mcp-session-id";

/** The answer to an initialize sent as a notification: it opens no session, and the peer hears why. */
export function initializeNotARequest(): Answer {
  return errorAnswer(
    legacy.REVISION,
    undefined,
    legacy.invalidRequest({ message: "initialize must be a request" }),
  );
}

/** Open sessions, each with the version it negotiated and whatever else its keeper needs. */
export class LegacySessionGate<Session extends { version: string }> {
  private readonly sessions = new Map<string, Session>();

  /** A new session for an initialize the keeper accepted; its id goes back in Mcp-Session-Id. */
  open(session: Session): string {
    const sessionId = randomUUID();
    this.sessions.set(sessionId, session);
    return sessionId;
  }

  /**
   * The session a request after initialize belongs to, or the transport failure that answers it:
   * no Mcp-Session-Id (400), an unknown or ended one (404: the client must initialize again), or
   * an MCP-Protocol-Version header other than the session's version (400).
   */
  admit(header: HeaderLookup, id: string | number | undefined): { session: Session } | { refused: Answer } {
    const sessionId = header(SESSION_HEADER);
    if (sessionId === undefined)
      return {
        refused: transportFailure("missingSessionId", id, "Bad Request: Mcp-Session-Id header is required"),
      };
    const session = this.sessions.get(sessionId);
    if (session === undefined)
      return { refused: transportFailure("unknownSession", id, "Session not found") };
    const versionHeader = header("mcp-protocol-version");
    if (versionHeader !== undefined && versionHeader !== session.version)
      return {
        refused: transportFailure(
          "invalidProtocolVersionHeader",
          id,
          `Bad Request: unsupported MCP-Protocol-Version: ${versionHeader}`,
        ),
      };
    return { session };
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
    if (!this.sessions.delete(sessionId))
      return transportFailure("unknownSession", undefined, "Session not found");
    return { status: 200 };
  }
}
