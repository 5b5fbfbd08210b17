/**
 * What the spec says for each condition, per era and per kind of path: what must go over the wire
 * (the example server's or proxy's answer, which the run checks) and what the peer may then
 * surface. Codes and statuses come from mcp-errors where the package holds them; where the spec
 * gives none, the example's stated choice (examples/shared/answer.ts) is named as such.
 */
import * as legacy from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
import { translate } from "mcp-errors/translate";
import { STATUS_WHEN_SPEC_IS_SILENT } from "../../examples/shared/answer.ts";
import type { Condition, Era } from "./protocol.ts";

/** What a peer talks to: the example server, an example proxy in front of it, the proxy in front of the SDK server, or in front of nothing. */
export type PathKind = "server" | "proxy" | "sdk" | "down";

/**
 * `statusSuffices`: the spec requires only the HTTP status (a transport failure; the JSON-RPC body
 * is the example's choice), so a peer that surfaces the status alone surfaces all the spec gives.
 */

/** The answer the condition's request must get on the wire. */
export interface WireRule {
  /** The JSON-RPC method of the request; null for the condition's first POST, whatever it is. */
  rpc: string | null;
  status: number;
  /** The JSON-RPC error code, or null for a result. */
  code: number | null;
}

/** What the peer surfaces when it does what the spec describes. */
export type PeerRule =
  | { kind: "result"; isError: boolean }
  /** The error's code; `retry`: a result after the error is the client doing what the spec asks. */
  | { kind: "error"; code: number; status: number; retry?: boolean; statusSuffices?: boolean }
  /** A request in an ended session: the client MUST start a new one, so a later call succeeds. */
  | { kind: "new-session" };

export interface Expectation {
  wire: WireRule;
  peer: PeerRule;
  /** The spec's words, with the file and lines they come from (or the example's choice, said so). */
  spec: string;
}

const SILENT = STATUS_WHEN_SPEC_IS_SILENT;

/** A 2026-07-28 error's status from mcp-errors (null: the spec gives none, and the example sends 200). */
function modernStatus(condition: keyof typeof modern.HTTP_STATUS): number {
  return modern.HTTP_STATUS[condition] ?? SILENT;
}

const errorRule = (
  rpc: string | null,
  code: number,
  status: number,
  options: { retry?: boolean; statusSuffices?: boolean } = {},
): Pick<Expectation, "wire" | "peer"> => ({
  wire: { rpc, status, code },
  peer: { kind: "error", code, status, ...options },
});
const resultRule = (rpc: string, isError: boolean): Pick<Expectation, "wire" | "peer"> => ({
  wire: { rpc, status: 200, code: null },
  peer: { kind: "result", isError },
});

/** The 2025-11-25 error a 2026-07-28 missing-capability error becomes, by the register's translation. */
function capabilityForLegacy(): number {
  const error = modern.missingRequiredClientCapability({ data: { requiredCapabilities: { sampling: {} } } });
  const translation = translate(error, {
    from: modern.REVISION,
    to: legacy.REVISION,
    request: { id: 1, method: "tools/call" },
  });
  return translation.ok ? translation.error.code : translation.fallback.code;
}

const UNKNOWN_TOOL = {
  legacy: "Unknown tools are protocol errors (2025-11-25 `server/tools.mdx:463-465`): -32602.",
  modern: "Unknown tool: a protocol error, -32602 (2026-07-28 `server/tools.mdx:741-755`).",
};

export function expectationFor(condition: Condition, era: Era, kind: PathKind): Expectation {
  const isModern = era === "modern";
  if (kind === "down")
    return {
      ...errorRule(null, (isModern ? modern : legacy).ErrorCode.InternalError, SILENT),
      spec:
        "The spec gives no answer for an upstream that cannot be reached; error responses MUST carry the request's id " +
        "(`basic/index.mdx:89` in 2025-11-25). The example proxy's choice: -32603 with the id, HTTP 200.",
    };

  switch (condition) {
    case "call-tool":
      return { ...resultRule("tools/call", false), spec: "A result." };
    case "unknown-tool":
      return { ...errorRule("tools/call", -32602, SILENT), spec: UNKNOWN_TOOL[era] };
    case "unknown-method":
      return isModern
        ? {
            ...errorRule("prompts/list", modern.ErrorCode.MethodNotFound, modernStatus("methodNotFound")),
            spec: '"it **MUST** respond with `404 Not Found` and a JSON-RPC error with code `-32601`" (2026-07-28 `streamable-http.mdx:271-273`).',
          }
        : {
            ...errorRule("prompts/list", legacy.ErrorCode.MethodNotFound, SILENT),
            spec: "-32601 (`METHOD_NOT_FOUND`, 2025-11-25 `schema.ts:175`); no status given, 200 is the example's choice (never 404 in a session).",
          };
    case "missing-resource":
      return isModern
        ? {
            ...errorRule(
              "resources/read",
              modern.ErrorCode.ResourceNotFound,
              modernStatus("resourceNotFound"),
            ),
            spec: '"servers **MUST** return a JSON-RPC error with code `-32602`" (2026-07-28 `server/resources.mdx:404-405`).',
          }
        : {
            ...errorRule("resources/read", legacy.ErrorCode.ResourceNotFound, SILENT),
            spec: '"Resource not found: `-32002`" (2025-11-25 `server/resources.mdx:386-388`).',
          };
    case "invalid-tool-input":
      return {
        ...resultRule("tools/call", true),
        spec: `Input validation errors are tool execution errors, a result with \`isError: true\` (${isModern ? "2026-07-28 `server/tools.mdx:760-762`" : "2025-11-25 `server/tools.mdx:469-471`"}).`,
      };
    case "missing-uri":
    case "missing-name": {
      const rpc = condition === "missing-uri" ? "resources/read" : "tools/call";
      return isModern
        ? {
            ...errorRule(rpc, modern.ErrorCode.HeaderMismatch, modernStatus("headerMismatch")),
            spec: "The header check comes first: a missing `Mcp-Name` (or one the body does not match) is a `HeaderMismatch`, -32020 with 400 (2026-07-28 `streamable-http.mdx:622-626`).",
          }
        : {
            ...errorRule(rpc, legacy.ErrorCode.InvalidParams, SILENT),
            spec: "A request that fails its schema is a protocol error (2025-11-25 `server/tools.mdx:466`): -32602 Invalid params.",
          };
    }
    case "capability":
      if (isModern && kind === "server")
        return {
          ...errorRule(
            "tools/call",
            modern.ErrorCode.MissingRequiredClientCapability,
            modernStatus("missingRequiredClientCapability"),
          ),
          spec: '"the server **MUST** return a `MissingRequiredClientCapabilityError` (`-32021`)", status 400 (2026-07-28 `basic/index.mdx:386-391`).',
        };
      if (!isModern && kind === "proxy")
        return {
          ...errorRule("tools/call", capabilityForLegacy(), SILENT),
          spec: "2025-11-25 has no such error: the register's translation of -32021 into 2025-11-25 (mcp-errors `translate`), in-band.",
        };
      return {
        ...errorRule("tools/call", -32602, SILENT),
        spec: "The tool is 2026-07-28-only: a 2025-11-25 server lists no such tool, so it is an unknown tool, -32602 (2025-11-25 `server/tools.mdx:463-465`).",
      };
    case "input-required":
      if (isModern && kind === "server")
        return {
          ...resultRule("tools/call", false),
          spec: 'An `input_required` result; "the client retries the original request with the matching `inputResponses`" (2026-07-28 `streamable-http.mdx:195-200`), then a result.',
        };
      if (kind === "sdk")
        return isModern
          ? {
              ...resultRule("tools/call", true),
              spec: "The 2025-11-25 SDK server cannot ask the proxy's session for input: its own tool result with `isError: true`.",
            }
          : {
              ...resultRule("tools/call", true),
              spec: "The spec gives no 2025-11-25 form of `input_required`; the example proxy's choice: a tool result with `isError: true` naming the input asked for.",
            };
      if (!isModern && kind === "proxy")
        return {
          ...resultRule("tools/call", true),
          spec: "The spec gives no 2025-11-25 form of `input_required`; the example proxy's choice: a tool result with `isError: true` naming the input asked for.",
        };
      return {
        ...errorRule("tools/call", -32602, SILENT),
        spec: "The tool is 2026-07-28-only: an unknown tool in 2025-11-25, -32602 (2025-11-25 `server/tools.mdx:463-465`).",
      };
    case "unsupported-version":
      return isModern
        ? {
            ...errorRule(
              "tools/call",
              modern.ErrorCode.UnsupportedProtocolVersion,
              modernStatus("unsupportedProtocolVersion"),
              { retry: true },
            ),
            spec: '"it **MUST** respond with `400 Bad Request` and an `UnsupportedProtocolVersionError` listing its supported versions" (2026-07-28 `streamable-http.mdx:263-267`); the client retries with a supported one (`basic/versioning.mdx:166`).',
          }
        : {
            wire: { rpc: "initialize", status: 200, code: null },
            peer: { kind: "result", isError: false },
            spec: '"Otherwise, the server **MUST** respond with another protocol version it supports" (2025-11-25 `basic/lifecycle.mdx:170-172`): the client goes on in 2025-11-25.',
          };
    case "version-fallback":
      // server/discover is 2026-07-28's alone: in 2025-11-25 the client offers the version in initialize.
      if (!isModern) return expectationFor("unsupported-version", era, kind);
      return {
        ...errorRule(
          "server/discover",
          modern.ErrorCode.UnsupportedProtocolVersion,
          modernStatus("unsupportedProtocolVersion"),
          { retry: true },
        ),
        spec: 'A server that does not implement the requested version "**MUST** respond with an `UnsupportedProtocolVersionError` listing the versions it does support" (2026-07-28 `basic/versioning.mdx:48-52`), with `400 Bad Request` (`streamable-http.mdx:263-267`); "the client retries with a mutually supported version" (`basic/versioning.mdx:166`).',
      };
    case "bad-version-header":
      return isModern
        ? {
            ...errorRule("tools/call", modern.ErrorCode.HeaderMismatch, modernStatus("headerMismatch"), {
              retry: true,
            }),
            spec: '"the server **MUST** reject the request with `400 Bad Request` and a `HeaderMismatch` JSON-RPC error" (2026-07-28 `streamable-http.mdx:257-261`).',
          }
        : {
            ...errorRule(
              "tools/call",
              legacy.ErrorCode.InvalidRequest,
              legacy.TRANSPORT_FAILURES.invalidProtocolVersionHeader.status,
              { statusSuffices: true },
            ),
            spec: '"it **MUST** respond with `400 Bad Request`" (2025-11-25 `basic/transports.mdx:279-280`); the JSON-RPC body (-32600, with the id) is the example\'s choice.',
          };
    case "bad-origin":
      return {
        ...errorRule(
          null,
          legacy.ErrorCode.InvalidRequest,
          (isModern ? modern : legacy).TRANSPORT_FAILURES.invalidOrigin.status,
          { statusSuffices: true },
        ),
        spec: `"servers **MUST** respond with HTTP 403 Forbidden" (${isModern ? "2026-07-28 `streamable-http.mdx:60-61`" : "2025-11-25 `basic/transports.mdx:79`"}); the body (-32600, no id) is allowed, not required.`,
      };
    case "bad-session":
      return {
        ...errorRule("tools/call", legacy.ErrorCode.InvalidRequest, 400, { statusSuffices: true }),
        spec: 'A session id "**MUST** only contain visible ASCII characters" (2025-11-25 `basic/transports.mdx:203-204`): an empty one is a malformed request, 400 with -32600 and the id (the example\'s choice; 404 would mean "expired").',
      };
    case "expired-session":
      return {
        wire: {
          rpc: "tools/call",
          status: legacy.TRANSPORT_FAILURES.unknownSession.status,
          code: legacy.ErrorCode.InvalidRequest,
        },
        peer: { kind: "new-session" },
        spec: 'The server "**MUST** respond to requests containing that session ID with HTTP 404"; the client "**MUST** start a new session" (2025-11-25 `basic/transports.mdx:211-215`).',
      };
  }
}
