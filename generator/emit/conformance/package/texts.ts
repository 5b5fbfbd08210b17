/**
 * The package's own words that its answers carry and no table holds: parse reasons, translation
 * reasons, upstream-failure messages and request-check messages. Written here by hand, from the
 * package's documentation, as the contract other implementations are held to.
 */

export const PARSE_REASONS = {
  notAnObject: "not-an-object",
  errorNotAnObject: "error-not-an-object",
  badId: "bad-id",
  badCode: "bad-code",
  badMessage: "bad-message",
  unknownRevision: "unknown-revision",
} as const;

export const TRANSLATE_REASONS = {
  notAnError: "not a JSON-RPC error object",
  /** A code no condition of the source names, with a meaning on either side: the generic error stands in. */
  meaningful: (code: number, from: string, to: string) =>
    `code ${code} names no condition of ${from} and has a meaning or a reservation in ${from} or ${to}`,
} as const;

export const RESPONSE_REASONS = {
  notJson: "not JSON",
  notAResponse: "not a JSON-RPC response",
  unreadable: "the response could not be read (a property threw)",
  /** A tool result whose content breaks the content block rules, where a protocol error is due. */
  contentNotBlocks: "the tool result's content is not a list of content blocks",
  upstream: (kind: string) => `upstream failure: ${kind}`,
} as const;

/** How a proxy failed to reach its upstream, and the message each gets by default. */
export const UPSTREAM_MESSAGES = {
  unreachable: "Internal error: the upstream server could not be reached",
  timeout: "Internal error: the upstream server did not answer in time",
  "invalid-response": "Internal error: the upstream server's answer was not a JSON-RPC response",
  /** Not a kind upstreamFailure takes: translateResponse's answer to an upstream's id-less parse error. */
  "parse-error": "Internal error: the upstream server could not parse the proxy's request",
} as const;

/** The default answer to a tool input error turned from a result without text into a protocol error. */
export const INVALID_TOOL_INPUT = "Invalid tool input";

/** How many UTF-16 code units of a value a check message repeats. */
const SHOWN = 64;

/** A value as a check message shows it: a string as JSON, cut to 64 code units; a scalar as written; else its kind. */
export function shown(value: unknown): string {
  if (typeof value === "string")
    return value.length > SHOWN ? `${JSON.stringify(value.slice(0, SHOWN))}...` : JSON.stringify(value);
  if (value === undefined || value === null) return "null";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return Array.isArray(value) ? "array" : "object";
}

export const CHECK_MESSAGES = {
  notARequest: "Invalid Request: not a JSON-RPC request",
  badJsonrpc: 'Invalid Request: jsonrpc must be "2.0"',
  badId: "Invalid Request: the id must be a string or a number",
  missing: (header: string) => `Header mismatch: ${header} header is missing`,
  malformed: (header: string) => `Header mismatch: ${header} header is malformed`,
  noBodyValue: (header: string) => `Header mismatch: ${header} header has no value in the body`,
  differs: (header: string, value: string, body: unknown) =>
    `Header mismatch: ${header} header value ${shown(value)} does not match body value ${shown(body)}`,
  missingMeta: (key: string) => `Missing required _meta field ${key}`,
  mistypedMeta: (key: string, kind: string) => `Missing required _meta field ${key}: it must be ${kind}`,
  invalidMeta: (key: string, kind: string) => `Invalid params: the _meta field ${key} must be ${kind}`,
  unlistedMeta: (key: string, value: string, values: readonly string[]) =>
    `Invalid params: the _meta field ${key} value ${shown(value)} is not one of ${values.join(", ")}`,
  /** What a failure answering initialize adds: the server's versions. */
  naming: (message: string, versions: readonly string[]) =>
    `${message}; this server supports protocol versions ${versions.join(", ")}`,
} as const;
