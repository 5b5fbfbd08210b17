/**
 * What the MCP spec says about each error, revision by revision, written by hand from the spec's
 * text (never derived from the merged model), so the model and the generated runtime can both be
 * tested against it, and `gen` writes the conformance corpus's wire layer from it.
 *
 * How to read it:
 * - FACTS: one row per revision x condition: the code the condition is sent with, and the HTTP
 *   status the spec ties to it (null = no cited text gives one, "unspecified"). `source` names the
 *   spec text behind the status, or why there is none.
 * - RECOGNITION: one row per probe: what a receiver of `revision` reads from an error with `code`,
 *   optional `data`, and, where it matters, the request `method` it answers (and its `params`) and
 *   the `httpStatus` it arrived with. `expect` is the condition, or null for a code the revision gives no meaning.
 *   Every condition has a probe with its example data and one without data: data refines
 *   recognition, it is never required for a code the condition owns.
 * - TRANSLATIONS: one row per ordered pair of distinct revisions x condition of the source: what to
 *   send to a peer of `to`. `kind` is "same" (same condition) or "stand-in" (the condition does not
 *   exist in `to`, another stands in); `code` and `httpStatus` are what goes on the wire to `to`
 *   (httpStatus null = unspecified; never a legacy 404, which there means "session expired").
 *   `transportFailure` names the legacy transport failure whose status is used instead.
 *   TRANSLATIONS is spelled out from FACTS and the hand-written STAND_INS below.
 * - REQUEST_CHECKS: per modern revision, what a server checks in a request before dispatch: the
 *   `_meta` keys (whether every request must carry each, and the JSON kind of its value) and the
 *   standard headers (the body field each must match, per method or "*" for every method, and
 *   whether its value may come Base64-encoded).
 *
 * Where the spec is silent, the row follows the project's documented choice, says so in `why`, and
 * carries `choice: true` (for FACTS: its status is the choice); the corpus's wire layer, which holds
 * only what the spec decides, leaves those out.
 */

export const LEGACY = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"] as const;
export const MODERN = ["2026-07-28", "draft"] as const;
export const PRERELEASES = ["draft-2026-05-20", "draft-2026-06-07"] as const;
export const REVISIONS = [...LEGACY, ...MODERN, ...PRERELEASES] as const;
export type Revision = (typeof REVISIONS)[number];

export interface Fact {
  revision: Revision;
  condition: string;
  code: number;
  httpStatus: number | null;
  source: string;
  /** The status is the project's choice, not the spec's. */
  choice?: true;
}

export interface RecognitionCase {
  revision: Revision;
  code: number;
  data?: unknown;
  method?: string;
  /** The params of the request the error answers, where the probe passes them. */
  params?: Record<string, unknown>;
  httpStatus?: number;
  expect: string | null;
  why: string;
  /** The reading is the project's choice where the spec is silent. */
  choice?: true;
}

export interface TranslationCase {
  from: Revision;
  to: Revision;
  condition: string;
  kind: "same" | "stand-in";
  /** Condition sent to `to`. */
  toCondition: string;
  code: number;
  httpStatus: number | null;
  transportFailure?: string;
}

/** Example data, from the spec's own examples. */
export const EXAMPLE_DATA: Record<string, unknown> = {
  resourceNotFound: { uri: "file:///nonexistent.txt" },
  unsupportedProtocolVersion: { supported: ["2024-11-05"], requested: "1.0.0" },
  missingRequiredClientCapability: { requiredCapabilities: { elicitation: {} } },
  urlElicitationRequired: {
    elicitations: [{ mode: "url", elicitationId: "e1", url: "https://example.com/x", message: "Open it" }],
  },
};

const SSE = "2024-11-05 transports.mdx:71: HTTP+SSE sends every server message as an SSE event; no status";
const NONE = "no cited text ties a status to it";

function rows(
  revisions: readonly Revision[],
  condition: string,
  code: number,
  httpStatus: number | null,
  source: string,
): Fact[] {
  const choice = source.startsWith(PARSE_CHOICE) ? { choice: true as const } : {};
  return revisions.map((revision) => ({ revision, condition, code, httpStatus, source, ...choice }));
}

/**
 * Our choice, stated in the register's parseError notes: the transport gives an error status (e.g.
 * 400) to a notification or response it cannot accept and answers a request with JSON or SSE; bytes
 * that do not parse cannot be known to be a request, so they are answered as input it cannot accept.
 */
const PARSE_CHOICE = "our choice: input the server cannot accept, e.g. 400";
const LEGACY_PARSE = `${PARSE_CHOICE} (transports.mdx 2025-03-26:100-102, 2025-06-18:94-96, 2025-11-25:98-100; a request: 2025-03-26:103-105, 2025-06-18:97-99, 2025-11-25:101-103)`;

export const FACTS: Fact[] = [
  // 2024-11-05: HTTP+SSE, no status for any error.
  ...rows(["2024-11-05"], "parseError", -32700, null, SSE),
  ...rows(["2024-11-05"], "invalidRequest", -32600, null, SSE),
  ...rows(["2024-11-05"], "methodNotFound", -32601, null, SSE),
  ...rows(["2024-11-05"], "invalidParams", -32602, null, SSE),
  ...rows(["2024-11-05"], "internalError", -32603, null, SSE),
  ...rows(["2024-11-05"], "resourceNotFound", -32002, null, SSE),
  ...rows(["2024-11-05"], "unsupportedProtocolVersion", -32602, null, SSE),

  // 2025-03-26 .. 2025-11-25: Streamable HTTP ties no JSON-RPC code to a status, except that a
  // body it cannot accept gets an error status.
  ...rows(["2025-03-26", "2025-06-18", "2025-11-25"], "parseError", -32700, 400, LEGACY_PARSE),
  ...rows(["2025-03-26", "2025-06-18", "2025-11-25"], "invalidRequest", -32600, null, NONE),
  ...rows(["2025-03-26", "2025-06-18", "2025-11-25"], "methodNotFound", -32601, null, NONE),
  ...rows(["2025-03-26", "2025-06-18", "2025-11-25"], "invalidParams", -32602, null, NONE),
  ...rows(["2025-03-26", "2025-06-18", "2025-11-25"], "internalError", -32603, null, NONE),
  ...rows(
    ["2025-03-26", "2025-06-18", "2025-11-25"],
    "resourceNotFound",
    -32002,
    null,
    "resources.mdx: Resource not found: -32002; no status",
  ),
  ...rows(
    ["2025-03-26", "2025-06-18", "2025-11-25"],
    "unsupportedProtocolVersion",
    -32602,
    null,
    "lifecycle.mdx example: -32602 Unsupported protocol version; no status",
  ),
  ...rows(["2025-11-25"], "urlElicitationRequired", -32042, null, "elicitation.mdx:426; no status"),

  // 2026-07-28 and the draft that follows it.
  ...rows(MODERN, "parseError", -32700, 400, `${PARSE_CHOICE} (streamable-http.mdx:84-86; a request: 88-90)`),
  ...rows(MODERN, "invalidRequest", -32600, null, NONE),
  ...rows(
    MODERN,
    "methodNotFound",
    -32601,
    404,
    "streamable-http.mdx:271-272: does not implement the method -> 404 with -32601 (capability-gated too, schema.ts:346)",
  ),
  ...rows(MODERN, "invalidParams", -32602, null, NONE),
  ...rows(MODERN, "internalError", -32603, null, NONE),
  ...rows(MODERN, "resourceNotFound", -32602, null, "resources.mdx:404-405: -32602; no status"),
  ...rows(MODERN, "headerMismatch", -32020, 400, "streamable-http.mdx:597-598: header validation -> 400"),
  ...rows(MODERN, "missingRequiredClientCapability", -32021, 400, "index.mdx:391-392: 400"),
  ...rows(MODERN, "unsupportedProtocolVersion", -32022, 400, "streamable-http.mdx:263-265: 400"),
  ...rows(MODERN, "missingRequestMeta", -32602, 400, "index.mdx:380-382: -32602, 400"),

  // Pre-release draft-2026-05-20: old draft numbers; its prose gives 404/400.
  ...rows(
    ["draft-2026-05-20"],
    "parseError",
    -32700,
    400,
    `${PARSE_CHOICE} (prerelease transports.mdx:190-191; a request: 193-195)`,
  ),
  ...rows(["draft-2026-05-20"], "invalidRequest", -32600, null, NONE),
  ...rows(["draft-2026-05-20"], "methodNotFound", -32601, 404, "prerelease transports.mdx:279-280"),
  ...rows(["draft-2026-05-20"], "invalidParams", -32602, null, NONE),
  ...rows(["draft-2026-05-20"], "internalError", -32603, null, NONE),
  ...rows(["draft-2026-05-20"], "resourceNotFound", -32602, null, "prerelease resources.mdx:381; no status"),
  ...rows(
    ["draft-2026-05-20"],
    "headerMismatch",
    -32001,
    400,
    "prerelease transports.mdx:507-509: -32001, 400",
  ),
  ...rows(
    ["draft-2026-05-20"],
    "missingRequiredClientCapability",
    -32003,
    400,
    "prerelease schema.ts:405-406",
  ),
  ...rows(["draft-2026-05-20"], "unsupportedProtocolVersion", -32004, 400, "prerelease schema.ts:375-376"),

  // Pre-release draft-2026-06-07: adds the missing-_meta rule to its index page.
  ...rows(
    ["draft-2026-06-07"],
    "parseError",
    -32700,
    400,
    `${PARSE_CHOICE} (prerelease streamable-http.mdx:85-86; a request: 88-90)`,
  ),
  ...rows(["draft-2026-06-07"], "invalidRequest", -32600, null, NONE),
  ...rows(["draft-2026-06-07"], "methodNotFound", -32601, 404, "prerelease streamable-http.mdx:244-245"),
  ...rows(["draft-2026-06-07"], "invalidParams", -32602, null, NONE),
  ...rows(["draft-2026-06-07"], "internalError", -32603, null, NONE),
  ...rows(
    ["draft-2026-06-07"],
    "resourceNotFound",
    -32602,
    null,
    "prerelease resources.mdx:395-396; no status",
  ),
  ...rows(
    ["draft-2026-06-07"],
    "headerMismatch",
    -32001,
    400,
    "prerelease streamable-http.mdx:510, schema.ts:409-410",
  ),
  ...rows(
    ["draft-2026-06-07"],
    "missingRequiredClientCapability",
    -32003,
    400,
    "prerelease schema.ts:456-457",
  ),
  ...rows(["draft-2026-06-07"], "unsupportedProtocolVersion", -32004, 400, "prerelease schema.ts:426-427"),
  ...rows(["draft-2026-06-07"], "missingRequestMeta", -32602, 400, "prerelease index.mdx:313-315"),
];

function probes(
  revisions: readonly Revision[],
  list: Omit<RecognitionCase, "revision">[],
): RecognitionCase[] {
  return revisions.flatMap((revision) => list.map((probe) => ({ revision, ...probe })));
}

const uri = EXAMPLE_DATA.resourceNotFound;
const URI = "file:///nonexistent.txt";
const version = EXAMPLE_DATA.unsupportedProtocolVersion;
const capability = EXAMPLE_DATA.missingRequiredClientCapability;
const STANDARD: Omit<RecognitionCase, "revision">[] = [
  { code: -32700, expect: "parseError", why: "JSON-RPC standard code" },
  { code: -32600, expect: "invalidRequest", why: "JSON-RPC standard code" },
  { code: -32601, expect: "methodNotFound", why: "JSON-RPC standard code" },
  { code: -32603, expect: "internalError", why: "JSON-RPC standard code" },
  { code: -32602, expect: "invalidParams", why: "-32602 with nothing more specific is invalid params" },
];

export const RECOGNITION: RecognitionCase[] = [
  ...probes(REVISIONS, STANDARD),

  // Legacy: -32002 is resource not found, with or without data; -32602 is read by its data.
  ...probes(LEGACY, [
    { code: -32002, expect: "resourceNotFound", why: "resources.mdx: Resource not found: -32002" },
    { code: -32002, data: uri, expect: "resourceNotFound", why: "data refines, the code decides" },
    {
      code: -32602,
      data: version,
      expect: "unsupportedProtocolVersion",
      why: "lifecycle.mdx example: -32602 with supported/requested",
    },
    {
      code: -32602,
      data: uri,
      method: "resources/read",
      expect: "resourceNotFound",
      why: "our choice: the 2026 form (resources.mdx:404-405) that SDKs send to every revision",
      choice: true,
    },
    {
      code: -32602,
      data: uri,
      expect: "invalidParams",
      why: "our choice: without the method, a uri is not enough",
      choice: true,
    },
    {
      code: -32602,
      method: "resources/read",
      expect: "invalidParams",
      why: "legacy defines only -32002; the 2026 form is read only with its uri data",
      choice: true,
    },
    {
      code: -32602,
      data: uri,
      method: "resources/read",
      params: { uri: "file:///other.txt" },
      expect: "invalidParams",
      why: "our choice: the uri must be the one the request named, where the request is known",
      choice: true,
    },
    {
      code: -32602,
      data: { uri: URI, detail: "gone" },
      method: "resources/read",
      expect: "resourceNotFound",
      why: "our choice, as above; the data is not exactly { uri }",
      choice: true,
    },
    { code: -32022, data: version, expect: null, why: "a 2026 code no legacy revision defines" },
    { code: -32020, expect: null, why: "a 2026 code no legacy revision defines" },
  ]),
  ...probes(
    ["2024-11-05", "2025-03-26", "2025-06-18"],
    [{ code: -32042, expect: null, why: "URL elicitation arrived in 2025-11-25" }],
  ),
  ...probes(
    ["2025-11-25"],
    [
      { code: -32042, expect: "urlElicitationRequired", why: "elicitation.mdx:426" },
      {
        code: -32042,
        data: EXAMPLE_DATA.urlElicitationRequired,
        expect: "urlElicitationRequired",
        why: "data refines, the code decides",
      },
    ],
  ),

  // 2026 and the pre-releases: -32602 by method and status, -32002 still accepted.
  ...probes(
    [...MODERN, ...PRERELEASES],
    [
      {
        code: -32002,
        expect: "resourceNotFound",
        why: "resources.mdx:407-408: clients SHOULD also accept -32002",
      },
      { code: -32002, data: uri, expect: "resourceNotFound", why: "data refines, the code decides" },
      {
        code: -32602,
        method: "resources/read",
        expect: "invalidParams",
        why: "our choice: resources/read sends -32602 for other faults too, so the uri data must be there (resources.mdx:404-405, example 411-426)",
        choice: true,
      },
      {
        code: -32602,
        data: uri,
        method: "resources/read",
        expect: "resourceNotFound",
        why: "resources.mdx:404-405 with its example data",
      },
      {
        code: -32602,
        data: { uri: URI, detail: "no such file" },
        method: "resources/read",
        expect: "resourceNotFound",
        why: "the example gives a uri, not an exact shape: other fields do not hide it",
        choice: true,
      },
      {
        code: -32602,
        data: { detail: "Invalid log level" },
        method: "resources/read",
        expect: "invalidParams",
        why: "no uri in the data: another fault of the request",
        choice: true,
      },
      {
        code: -32602,
        data: uri,
        method: "resources/read",
        params: { uri: URI },
        expect: "resourceNotFound",
        why: "the uri the request named",
        choice: true,
      },
      {
        code: -32602,
        data: uri,
        method: "resources/read",
        params: { uri: "file:///other.txt" },
        expect: "invalidParams",
        why: "our choice: a uri other than the request's does not say the requested resource is missing",
        choice: true,
      },
      {
        code: -32602,
        data: uri,
        expect: "invalidParams",
        why: "our choice: without the method, a uri shape alone does not make it a missing resource",
        choice: true,
      },
      { code: -32602, method: "tools/call", expect: "invalidParams", why: "another method's -32602" },
      { code: -32042, expect: null, why: "reserved (2026 index.mdx:144) or never defined" },
    ],
  ),
  ...probes(MODERN, [
    { code: -32020, expect: "headerMismatch", why: "schema.ts:434" },
    { code: -32021, expect: "missingRequiredClientCapability", why: "index.mdx:390-391" },
    {
      code: -32021,
      data: capability,
      expect: "missingRequiredClientCapability",
      why: "data refines, the code decides",
    },
    { code: -32022, expect: "unsupportedProtocolVersion", why: "versioning.mdx:48-51; no data needed" },
    { code: -32022, data: version, expect: "unsupportedProtocolVersion", why: "with its data" },
    {
      code: -32602,
      httpStatus: 400,
      expect: "missingRequestMeta",
      why: "index.mdx:380-382: -32602 with 400 is a request missing its _meta",
    },
    {
      code: -32602,
      httpStatus: 400,
      method: "resources/read",
      expect: "missingRequestMeta",
      why: "our order: the 400 decides before the method (a missing resource has no status)",
      choice: true,
    },
    { code: -32001, expect: null, why: "pre-release number, now in the band receivers assume nothing of" },
    { code: -32003, expect: null, why: "pre-release number, now in the band receivers assume nothing of" },
    { code: -32004, expect: null, why: "pre-release number, now in the band receivers assume nothing of" },
  ]),
  ...probes(PRERELEASES, [
    { code: -32001, expect: "headerMismatch", why: "pre-release transport prose" },
    { code: -32003, expect: "missingRequiredClientCapability", why: "pre-release schema" },
    { code: -32003, data: capability, expect: "missingRequiredClientCapability", why: "with its data" },
    { code: -32004, expect: "unsupportedProtocolVersion", why: "pre-release schema; no data needed" },
    { code: -32004, data: version, expect: "unsupportedProtocolVersion", why: "with its data" },
    { code: -32020, expect: null, why: "the final number, not yet allocated" },
    { code: -32022, expect: null, why: "the final number, not yet allocated" },
  ]),
  ...probes(
    ["draft-2026-05-20"],
    [
      {
        code: -32602,
        httpStatus: 400,
        expect: "invalidParams",
        why: "this pre-release names no code for a missing _meta",
      },
    ],
  ),
  ...probes(
    ["draft-2026-06-07"],
    [{ code: -32602, httpStatus: 400, expect: "missingRequestMeta", why: "prerelease index.mdx:313-315" }],
  ),
];

/**
 * Hand-written stand-ins: a condition the destination does not have, and what is sent instead.
 * `to` lists the destinations; the status is the stand-in's own status there unless a transport
 * failure gives it.
 */
export const STAND_INS: {
  condition: string;
  to: readonly Revision[];
  toCondition: string;
  transportFailure?: { key: string; status: number };
}[] = [
  {
    condition: "urlElicitationRequired",
    to: REVISIONS.filter((r) => r !== "2025-11-25"),
    toCondition: "internalError",
  },
  {
    condition: "headerMismatch",
    to: ["2025-06-18", "2025-11-25"],
    toCondition: "invalidRequest",
    // transports.mdx (2025-06-18:256-257, 2025-11-25:279-280): invalid version header -> 400.
    transportFailure: { key: "invalidProtocolVersionHeader", status: 400 },
  },
  { condition: "headerMismatch", to: ["2024-11-05", "2025-03-26"], toCondition: "invalidRequest" },
  // Our choice: every legacy lifecycle page lists "Failure to negotiate required capabilities"
  // (2024-11-05:196, 2025-03-26:219, 2025-06-18:226, 2025-11-25:268) without a code; the nearest
  // coded line is 2025-11-25 tasks.mdx:775 (-32600 for a request the receiver cannot serve as sent).
  { condition: "missingRequiredClientCapability", to: LEGACY, toCondition: "invalidRequest" },
  { condition: "missingRequestMeta", to: [...LEGACY, "draft-2026-05-20"], toCondition: "invalidParams" },
];

function fact(revision: Revision, condition: string): Fact | undefined {
  return FACTS.find((f) => f.revision === revision && f.condition === condition);
}

export const TRANSLATIONS: TranslationCase[] = REVISIONS.flatMap((from) =>
  REVISIONS.filter((to) => to !== from).flatMap((to) =>
    FACTS.filter((f) => f.revision === from).map((source): TranslationCase => {
      const same = fact(to, source.condition);
      if (same)
        return {
          from,
          to,
          condition: source.condition,
          kind: "same",
          toCondition: source.condition,
          code: same.code,
          httpStatus: same.httpStatus,
        };
      const standIn = STAND_INS.find((s) => s.condition === source.condition && s.to.includes(to));
      if (!standIn) throw new Error(`no stand-in for ${source.condition} in ${to}`);
      const target = fact(to, standIn.toCondition);
      if (!target) throw new Error(`${standIn.toCondition} is not in ${to}`);
      return {
        from,
        to,
        condition: source.condition,
        kind: "stand-in",
        toCondition: standIn.toCondition,
        code: target.code,
        httpStatus: standIn.transportFailure?.status ?? target.httpStatus,
        ...(standIn.transportFailure ? { transportFailure: standIn.transportFailure.key } : {}),
      };
    }),
  ),
);

export interface RequestChecksFact {
  /** The conditions checkRequest tests for, in order; headerMismatch twice: form first, then values. */
  checkOrder: string[];
  metaKeys: Record<string, { required: boolean; type: string; values?: string[] }>;
  headers: Record<string, { bodyField: Record<string, string[]>; base64: boolean }>;
  paramHeaders: { prefix: string; annotation: string; base64: boolean };
  /** What each step does: the first headerMismatch step checks the headers' presence, the second their match. */
  steps: string[];
  /** The markers around a Base64-encoded header value. */
  base64Sentinel: { prefix: string; suffix: string };
  /** Where a request names its version, and the method whose errors name the supported versions. */
  versionKey: string;
  versionsMethod: string;
}

/**
 * 2026-07-28 (the draft's prose is the same):
 * - basic/index.mdx:367-377: "Client requests carry the following io.modelcontextprotocol/* fields
 *   in _meta", a table of key, type and "Required": protocolVersion (string, yes), clientInfo
 *   (Implementation, an object; no), clientCapabilities (ClientCapabilities, an object; yes),
 *   logLevel (LoggingLevel, one of eight strings; no). progressToken (line 352) is reserved, but is
 *   no per-request protocol field. The eight levels are server/utilities/logging.mdx:47-56's
 *   table, the syslog severities from debug to emergency; a level the server does not recognise
 *   SHOULD be rejected with -32602 (logging.mdx:100-104).
 * - basic/transports/streamable-http.mdx:252-259: every POST carries MCP-Protocol-Version, which
 *   must match the _meta protocol version; 288-291: Mcp-Method is `method` for all requests, Mcp-Name
 *   is `params.name` or `params.uri` for tools/call, resources/read and prompts/get (the examples
 *   at 299-354 and 490-492: the name of a tool or prompt, the URI of a resource); 490-495 and
 *   627-628: only Mcp-Name (and Mcp-Param-*) may use the Base64 sentinel.
 * - basic/transports/streamable-http.mdx:373-374: an argument's header is Mcp-Param-{name}, the
 *   name its property's x-mcp-header gives; 501-503: servers decode a Base64 Mcp-Param-{Name}
 *   before comparing it with the body.
 * - basic/transports/streamable-http.mdx:498-500: "The prefix `=?base64?` and suffix `?=` indicate
 *   that the value is Base64-encoded. These markers are case-sensitive and MUST appear exactly as
 *   shown (lowercase)."
 * - basic/index.mdx:375 and streamable-http.mdx:257-259: the request's version is the _meta field
 *   io.modelcontextprotocol/protocolVersion; basic/versioning.mdx:154-156: a modern-only server
 *   SHOULD name the versions it supports "in any error it returns to an `initialize` request".
 * - The check order: the spec names each failure (parse error, index.mdx:380-382 for a missing
 *   _meta field, streamable-http.mdx:624-630 for headers, 263-265 for the version) but not their
 *   order, except in two places. A server that does not implement the requested version "MUST
 *   respond with an UnsupportedProtocolVersionError listing the versions it does support"
 *   (versioning.mdx:48-52), the answer the client retries from (69-70): so a version the server
 *   does not serve is answered before that version's header rules apply. And a legacy client's
 *   initialize, lacking headers and _meta alike, "is rejected per server validation with 400 Bad
 *   Request" (versioning.mdx:170), as is a request without MCP-Protocol-Version
 *   (streamable-http.mdx:279-281): so the headers' presence and form come before _meta. The rest
 *   is our choice: _meta before the headers' values (a header cannot match a _meta field the body
 *   lacks).
 * - The version a request names is its _meta protocolVersion ("Every request declares the
 *   protocol version it is using in its _meta field. On HTTP, this is also carried in the
 *   MCP-Protocol-Version header", versioning.mdx:43-46), else, where the body has no such field,
 *   that header.
 */
const MODERN_REQUEST_CHECKS: RequestChecksFact = {
  checkOrder: [
    "parseError",
    "unsupportedProtocolVersion",
    "headerMismatch",
    "missingRequestMeta",
    "headerMismatch",
  ],
  metaKeys: {
    "io.modelcontextprotocol/protocolVersion": { required: true, type: "string" },
    "io.modelcontextprotocol/clientInfo": { required: false, type: "object" },
    "io.modelcontextprotocol/clientCapabilities": { required: true, type: "object" },
    "io.modelcontextprotocol/logLevel": {
      required: false,
      type: "string",
      values: ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"],
    },
  },
  headers: {
    "MCP-Protocol-Version": {
      bodyField: { "*": ["params", "_meta", "io.modelcontextprotocol/protocolVersion"] },
      base64: false,
    },
    "Mcp-Method": { bodyField: { "*": ["method"] }, base64: false },
    "Mcp-Name": {
      bodyField: {
        "tools/call": ["params", "name"],
        "resources/read": ["params", "uri"],
        "prompts/get": ["params", "name"],
      },
      base64: true,
    },
  },
  paramHeaders: { prefix: "Mcp-Param-", annotation: "x-mcp-header", base64: true },
  steps: ["parse", "version", "headerPresence", "meta", "headerMatch"],
  base64Sentinel: { prefix: "=?base64?", suffix: "?=" },
  versionKey: "io.modelcontextprotocol/protocolVersion",
  versionsMethod: "initialize",
};

export const REQUEST_CHECKS: Partial<Record<Revision, RequestChecksFact>> = {
  "2026-07-28": MODERN_REQUEST_CHECKS,
  draft: MODERN_REQUEST_CHECKS,
};

export interface RequestCheckCase {
  name: string;
  revision: Revision;
  /** A header sent more than once has its values in a list. */
  headers: Record<string, string | string[]>;
  body: unknown;
  /** The server's tools as it lists them, where the case needs their `x-mcp-header` annotations. */
  tools?: unknown[];
  /** The condition checkRequest answers with, and the HTTP status; null: the request passes. */
  expect: { condition: string; httpStatus: number | null } | null;
  why: string;
  /** The answer is the project's reading where the spec is silent. */
  choice?: true;
}

const META_2026 = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};
const HEADERS_2026 = { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list" };
const listTools = (meta?: Record<string, unknown>) => ({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/list",
  params: meta === undefined ? {} : { _meta: meta },
});

/**
 * The example tool of streamable-http.mdx:415-433 (`region`, a string mirrored as Mcp-Param-Region),
 * with an integer `count` mirrored as Mcp-Param-Count and a boolean `dryRun` as Mcp-Param-DryRun.
 */
const EXECUTE_SQL = {
  name: "execute_sql",
  inputSchema: {
    type: "object",
    properties: {
      region: { type: "string", "x-mcp-header": "Region" },
      query: { type: "string" },
      count: { type: "integer", "x-mcp-header": "Count" },
      dryRun: { type: "boolean", "x-mcp-header": "DryRun" },
    },
    required: ["region", "query"],
  },
};
const callSql = (args: Record<string, unknown>) => ({
  jsonrpc: "2.0",
  id: 2,
  method: "tools/call",
  params: { _meta: META_2026, name: "execute_sql", arguments: { query: "SELECT 1", ...args } },
});
const CALL_HEADERS = { ...HEADERS_2026, "Mcp-Method": "tools/call", "Mcp-Name": "execute_sql" };
const MISMATCH = { condition: "headerMismatch", httpStatus: 400 };

/** Requests a 2026-07-28 server checks before dispatch, and what each gets, by the spec's text. */
export const REQUEST_CHECK_CASES: RequestCheckCase[] = MODERN.flatMap((revision): RequestCheckCase[] => [
  {
    name: "a well-formed request",
    revision,
    headers: HEADERS_2026,
    body: listTools(META_2026),
    expect: null,
    why: "every check passes",
  },
  {
    name: "a legacy client's initialize",
    revision,
    headers: {},
    body: { jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-11-25" } },
    expect: { condition: "headerMismatch", httpStatus: 400 },
    why: "versioning.mdx:170: HTTP: the request is missing the required headers and is rejected per server validation with 400 Bad Request",
  },
  {
    name: "a request without MCP-Protocol-Version or _meta",
    revision,
    headers: { "Mcp-Method": "tools/list" },
    body: listTools(),
    expect: { condition: "headerMismatch", httpStatus: 400 },
    why: "streamable-http.mdx:279-281: reject a request without the header per Server Validation",
  },
  {
    name: "a request with its headers and without _meta",
    revision,
    headers: HEADERS_2026,
    body: listTools(),
    expect: { condition: "missingRequestMeta", httpStatus: 400 },
    why: "index.mdx:380-382: a request missing any required field: -32602, 400",
  },
  {
    name: "a required _meta field of another type",
    revision,
    headers: HEADERS_2026,
    body: listTools({ ...META_2026, "io.modelcontextprotocol/clientCapabilities": "all" }),
    expect: { condition: "missingRequestMeta", httpStatus: 400 },
    why: "our reading of index.mdx:380-382: the field is not there as the schema needs it",
    choice: true,
  },
  {
    name: "an optional _meta field of another type",
    revision,
    headers: HEADERS_2026,
    body: listTools({ ...META_2026, "io.modelcontextprotocol/logLevel": 5 }),
    expect: { condition: "invalidParams", httpStatus: null },
    why: "index.mdx:380-382 ties 400 to a missing required field only; invalid params have no status",
    choice: true,
  },
  {
    name: "Mcp-Method sent under two spellings",
    revision,
    headers: { ...HEADERS_2026, "mcp-method": "tools/list" },
    body: listTools(META_2026),
    expect: { condition: "headerMismatch", httpStatus: 400 },
    why: "streamable-http.mdx:574-575: header names compare case-insensitively, so it is one header sent twice: malformed (streamable-http.mdx:624-630)",
  },
  {
    name: "a header that disagrees with the body",
    revision,
    headers: { ...HEADERS_2026, "Mcp-Method": "prompts/list" },
    body: listTools(META_2026),
    expect: { condition: "headerMismatch", httpStatus: 400 },
    why: "streamable-http.mdx:597-598, 626",
  },
  {
    name: "header names in lower case",
    revision,
    headers: { "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/list" },
    body: listTools(META_2026),
    expect: null,
    why: "streamable-http.mdx:574-575: header names compare case-insensitively",
  },
  {
    name: "a header value in another case",
    revision,
    headers: { ...HEADERS_2026, "Mcp-Method": "Tools/List" },
    body: listTools(META_2026),
    expect: MISMATCH,
    why: "streamable-http.mdx:575-576: header values (such as method names) are case-sensitive",
  },
  {
    name: "MCP-Protocol-Version other than the _meta version",
    revision,
    headers: { ...HEADERS_2026, "MCP-Protocol-Version": "2025-11-25" },
    body: listTools(META_2026),
    expect: MISMATCH,
    why: "streamable-http.mdx:256-261: the header must match the _meta protocol version, else 400 HeaderMismatch",
  },
  {
    name: "a version the server does not implement",
    revision,
    headers: { ...HEADERS_2026, "MCP-Protocol-Version": "2099-01-01" },
    body: listTools({ ...META_2026, "io.modelcontextprotocol/protocolVersion": "2099-01-01" }),
    expect: { condition: "unsupportedProtocolVersion", httpStatus: 400 },
    why: "streamable-http.mdx:263-267: 400 and UnsupportedProtocolVersionError listing the supported versions",
  },
  {
    name: "an unrecognised log level in _meta",
    revision,
    headers: HEADERS_2026,
    body: listTools({ ...META_2026, "io.modelcontextprotocol/logLevel": "verbose" }),
    expect: { condition: "invalidParams", httpStatus: null },
    why: "logging.mdx:100-104: a logLevel that is not a recognized log level SHOULD be rejected with -32602 (Invalid params)",
  },
  {
    name: "a notification POST without the standard headers or _meta",
    revision,
    headers: {},
    body: { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1 } },
    expect: null,
    why: "streamable-http.mdx:102-103: header requirements for notification POSTs are not defined by this revision; basic/index.mdx:367-368: the _meta fields are required on every request",
  },
  {
    name: "a request whose jsonrpc is not 2.0",
    revision,
    headers: HEADERS_2026,
    body: { ...listTools(META_2026), jsonrpc: "1.0" },
    expect: { condition: "invalidRequest", httpStatus: null },
    why: "schema.ts:333: invalid types for jsonrpc make an invalid request; JSONRPCRequest's jsonrpc is the literal 2.0",
  },
  {
    name: "a request without jsonrpc",
    revision,
    headers: HEADERS_2026,
    body: { id: 1, method: "tools/list", params: { _meta: META_2026 } },
    expect: { condition: "invalidRequest", httpStatus: null },
    why: "schema.ts:333: missing required fields like jsonrpc make an invalid request",
  },
  {
    name: "a request whose id is null",
    revision,
    headers: HEADERS_2026,
    body: { ...listTools(META_2026), id: null },
    expect: { condition: "invalidRequest", httpStatus: null },
    why: "schema.ts:261: a RequestId is a string or a number",
  },
  {
    name: "a version the server does not implement, without the headers that version would need",
    revision,
    headers: { "MCP-Protocol-Version": "1999-01-01" },
    body: {
      jsonrpc: "2.0",
      id: 1,
      method: "server/discover",
      params: { _meta: { ...META_2026, "io.modelcontextprotocol/protocolVersion": "1999-01-01" } },
    },
    expect: { condition: "unsupportedProtocolVersion", httpStatus: 400 },
    why: "versioning.mdx:48-52: a server that does not implement the requested version MUST respond with an UnsupportedProtocolVersionError listing the versions it supports, which the client retries from (69-70)",
  },
  {
    name: "a served version in the header and an unsupported one in _meta",
    revision,
    headers: HEADERS_2026,
    body: listTools({ ...META_2026, "io.modelcontextprotocol/protocolVersion": "1999-01-01" }),
    expect: MISMATCH,
    why: "streamable-http.mdx:257-261: the header MUST match the body's protocolVersion, and a server MUST reject a mismatch with 400 and HeaderMismatch",
  },
  {
    name: "an unsupported version in the header of a body without _meta",
    revision,
    headers: { "MCP-Protocol-Version": "1999-01-01" },
    body: listTools(),
    expect: { condition: "unsupportedProtocolVersion", httpStatus: 400 },
    why: "versioning.mdx:43-52: on HTTP the header carries the requested version too, and a version the server does not implement gets UnsupportedProtocolVersionError",
  },
  {
    name: "a tools/call without Mcp-Name",
    revision,
    headers: { ...HEADERS_2026, "Mcp-Method": "tools/call" },
    body: callSql({ region: "us-west1" }),
    expect: MISMATCH,
    why: "streamable-http.mdx:286-291, 624-625: Mcp-Name is required for tools/call",
  },
  {
    name: "a resources/read whose Mcp-Name is its uri",
    revision,
    headers: { ...HEADERS_2026, "Mcp-Method": "resources/read", "Mcp-Name": "file:///a.txt" },
    body: {
      jsonrpc: "2.0",
      id: 3,
      method: "resources/read",
      params: { _meta: META_2026, uri: "file:///a.txt" },
    },
    expect: null,
    why: "streamable-http.mdx:288-291: Mcp-Name is params.uri for resources/read",
  },
  {
    name: "an Mcp-Name Base64-encoded",
    revision,
    headers: { ...CALL_HEADERS, "Mcp-Name": "=?base64?SGVsbG8sIOS4lueVjA==?=" },
    body: { ...callSql({ region: "us-west1" }), params: { ...callSql({}).params, name: "Hello, 世界" } },
    expect: null,
    why: "streamable-http.mdx:501-504: servers decode an encoded Mcp-Name before comparing it",
  },
  {
    name: "an Mcp-Param header that matches its argument",
    revision,
    headers: { ...CALL_HEADERS, "Mcp-Param-Region": "us-west1" },
    body: callSql({ region: "us-west1" }),
    tools: [EXECUTE_SQL],
    expect: null,
    why: "streamable-http.mdx:563: the server validates that the header matches the body",
  },
  {
    name: "an Mcp-Param header that disagrees with its argument",
    revision,
    headers: { ...CALL_HEADERS, "Mcp-Param-Region": "eu-west1" },
    body: callSql({ region: "us-west1" }),
    tools: [EXECUTE_SQL],
    expect: MISMATCH,
    why: "streamable-http.mdx:555-559, 626: a header that does not match the body: 400, -32020",
  },
  {
    name: "an Mcp-Param header left out for an argument in the body",
    revision,
    headers: CALL_HEADERS,
    body: callSql({ region: "us-west1" }),
    tools: [EXECUTE_SQL],
    expect: MISMATCH,
    why: "streamable-http.mdx:566: the client omits the header but the value is in the body: reject",
  },
  {
    name: "no Mcp-Param header for a null argument",
    revision,
    headers: CALL_HEADERS,
    body: callSql({ region: null }),
    tools: [EXECUTE_SQL],
    expect: null,
    why: "streamable-http.mdx:564: a null value: the server must not expect the header",
  },
  {
    name: "no Mcp-Param header for an argument not given",
    revision,
    headers: CALL_HEADERS,
    body: callSql({}),
    tools: [EXECUTE_SQL],
    expect: null,
    why: "streamable-http.mdx:565: a parameter not in the arguments: the server must not expect the header",
  },
  {
    name: "an Mcp-Param header Base64-encoded",
    revision,
    headers: { ...CALL_HEADERS, "Mcp-Param-Region": "=?base64?SGVsbG8sIOS4lueVjA==?=" },
    body: callSql({ region: "Hello, 世界" }),
    tools: [EXECUTE_SQL],
    expect: null,
    why: "streamable-http.mdx:501-504, 515: servers decode an encoded Mcp-Param value before comparing it",
  },
  {
    name: "an Mcp-Param header with a character no header value may hold",
    revision,
    headers: { ...CALL_HEADERS, "Mcp-Param-Region": "Zürich" },
    body: callSql({ region: "Zürich" }),
    tools: [EXECUTE_SQL],
    expect: MISMATCH,
    why: "streamable-http.mdx:552-553, 630: a recognized Mcp-Param header with invalid characters is rejected",
  },
  {
    name: "an integer Mcp-Param header written as 42.0",
    revision,
    headers: { ...CALL_HEADERS, "Mcp-Param-Region": "us-west1", "Mcp-Param-Count": "42.0" },
    body: callSql({ region: "us-west1", count: 42 }),
    tools: [EXECUTE_SQL],
    expect: null,
    why: "streamable-http.mdx:591-593: integers compare numerically, so 42.0 and 42 are equal",
  },
  {
    name: "an integer Mcp-Param header of another number",
    revision,
    headers: { ...CALL_HEADERS, "Mcp-Param-Region": "us-west1", "Mcp-Param-Count": "43" },
    body: callSql({ region: "us-west1", count: 42 }),
    tools: [EXECUTE_SQL],
    expect: MISMATCH,
    why: "streamable-http.mdx:591-593, 626: compared numerically, 43 is not 42",
  },
  {
    name: "a boolean Mcp-Param header in lower case",
    revision,
    headers: { ...CALL_HEADERS, "Mcp-Param-Region": "us-west1", "Mcp-Param-DryRun": "true" },
    body: callSql({ region: "us-west1", dryRun: true }),
    tools: [EXECUTE_SQL],
    expect: null,
    why: 'streamable-http.mdx:476: a boolean is sent as "true" or "false"',
  },
]);

/**
 * Methods a server receives (the client's requests and notifications), by the schemas'
 * ClientRequest and ClientNotification unions (2025-11-25 schema.ts:2505-2530, 2026-07-28
 * schema.ts:3153-3166), and the ones 2026-07-28 removed: a 2026 client asking for one gets
 * -32601 with 404 (streamable-http.mdx:271-273).
 */
export const CLIENT_METHODS: Partial<Record<Revision, { requests: string[]; notifications: string[] }>> = {
  "2025-11-25": {
    requests: [
      "ping",
      "initialize",
      "completion/complete",
      "logging/setLevel",
      "prompts/get",
      "prompts/list",
      "resources/list",
      "resources/templates/list",
      "resources/read",
      "resources/subscribe",
      "resources/unsubscribe",
      "tools/call",
      "tools/list",
      "tasks/get",
      "tasks/result",
      "tasks/list",
      "tasks/cancel",
    ],
    notifications: [
      "notifications/cancelled",
      "notifications/progress",
      "notifications/initialized",
      "notifications/roots/list_changed",
      "notifications/tasks/status",
    ],
  },
  "2026-07-28": {
    requests: [
      "server/discover",
      "completion/complete",
      "prompts/get",
      "prompts/list",
      "resources/list",
      "resources/templates/list",
      "resources/read",
      "subscriptions/listen",
      "tools/call",
      "tools/list",
    ],
    notifications: ["notifications/cancelled"],
  },
};

/** Client requests of 2025-11-25 that 2026-07-28 no longer has. */
export const REMOVED_IN_2026 = [
  "ping",
  "initialize",
  "logging/setLevel",
  "resources/subscribe",
  "resources/unsubscribe",
  "tasks/get",
  "tasks/result",
  "tasks/list",
  "tasks/cancel",
];

export interface RequestEraCase {
  name: string;
  /** The modern revision a dual-era server serves beside its legacy sessions. */
  revision: Revision;
  headers: Record<string, string>;
  /** Left out: the body is not read yet. */
  body?: unknown;
  expect: "legacy" | "modern";
  why: string;
  /** The answer is the project's reading where the spec is silent. */
  choice?: true;
}

/**
 * Which era a request to a dual-era server belongs to, by 2026-07-28's text: versioning.mdx:174-180
 * (how a dual-era server selects its behaviour), 2025-11-25 transports.mdx:265-266 (a legacy
 * client names its version on every later request) and streamable-http.mdx:263-266, 277-279.
 */
export const REQUEST_ERA_CASES: RequestEraCase[] = MODERN.flatMap((revision): RequestEraCase[] => [
  {
    name: "a modern request",
    revision,
    headers: HEADERS_2026,
    body: listTools(META_2026),
    expect: "modern",
    why: "a request carrying modern per-request _meta is served statelessly (versioning.mdx:176-177)",
  },
  {
    name: "a modern request with a stray session id",
    revision,
    headers: { ...HEADERS_2026, "Mcp-Session-Id": "s-1" },
    body: listTools(META_2026),
    expect: "modern",
    why: "modern _meta decides whatever else the request carries (versioning.mdx:176-177)",
  },
  {
    name: "a modern initialize",
    revision,
    headers: { ...HEADERS_2026, "Mcp-Method": "initialize" },
    body: { jsonrpc: "2.0", id: 1, method: "initialize", params: { _meta: META_2026 } },
    expect: "modern",
    why: "modern _meta comes first: a 2026 client's initialize is a modern request for a method 2026 lacks",
  },
  {
    name: "a legacy initialize with no headers",
    revision,
    headers: {},
    body: { jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-11-25" } },
    expect: "legacy",
    why: "an initialize request selects legacy semantics (versioning.mdx:178-180)",
  },
  {
    name: "a legacy initialize that carries Mcp-Method and a 2025-11-25 version header",
    revision,
    headers: { "Mcp-Method": "initialize", "MCP-Protocol-Version": "2025-11-25" },
    body: { jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-11-25" } },
    expect: "legacy",
    why: "an initialize request selects legacy semantics, whatever headers it carries (versioning.mdx:178-180)",
  },
  {
    name: "an initialize with a 2026 version header but no _meta",
    revision,
    headers: { "MCP-Protocol-Version": "2026-07-28" },
    body: { jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-11-25" } },
    expect: "legacy",
    why: "without modern _meta, an initialize request selects legacy semantics (versioning.mdx:178-180)",
  },
  {
    name: "a request in a legacy session",
    revision,
    headers: { "Mcp-Session-Id": "s-1", "MCP-Protocol-Version": "2025-11-25" },
    body: listTools(),
    expect: "legacy",
    why: "initialize's legacy semantics are scoped to the session it opens (versioning.mdx:178-179)",
  },
  {
    name: "a legacy request without a session, naming its version",
    revision,
    headers: { "MCP-Protocol-Version": "2025-06-18", "Mcp-Method": "tools/list" },
    body: listTools(),
    expect: "legacy",
    why: "a legacy client names its negotiated version on every later request (2025-11-25 transports.mdx:265-266)",
  },
  {
    name: "a request naming a version no revision has, without _meta",
    revision,
    headers: { "MCP-Protocol-Version": "1999-01-01" },
    body: { jsonrpc: "2.0", id: 1, method: "server/discover", params: {} },
    expect: "modern",
    why: "no legacy client sends it; the modern server answers a version it lacks with UnsupportedProtocolVersionError (streamable-http.mdx:263-266)",
    choice: true,
  },
  {
    name: "a modern version header before the body is read",
    revision,
    headers: { "MCP-Protocol-Version": "2026-07-28" },
    expect: "modern",
    why: "the header names no legacy version (streamable-http.mdx:263-266)",
    choice: true,
  },
  {
    name: "a request with no signal at all",
    revision,
    headers: {},
    body: listTools(),
    expect: "legacy",
    why: "a server may read a request without MCP-Protocol-Version as 2025-03-26 (streamable-http.mdx:277-279)",
    choice: true,
  },
]);

/**
 * Failures the HTTP transport answers before dispatch, per revision: key -> status, each from the
 * revision's own transport page (TRANSPORT_FAILURE_SOURCES says where). 2024-11-05 (HTTP+SSE) names none.
 */
export const TRANSPORT_FAILURES: Record<Revision, Record<string, number>> = {
  "2024-11-05": {},
  "2025-03-26": {
    missingSessionId: 400,
    unknownSession: 404,
    noStandaloneStream: 405,
    sessionTerminationRefused: 405,
    rejectedNotification: 400,
  },
  "2025-06-18": {
    invalidProtocolVersionHeader: 400,
    missingSessionId: 400,
    unknownSession: 404,
    noStandaloneStream: 405,
    sessionTerminationRefused: 405,
    rejectedNotification: 400,
  },
  "2025-11-25": {
    invalidProtocolVersionHeader: 400,
    missingSessionId: 400,
    unknownSession: 404,
    invalidOrigin: 403,
    noStandaloneStream: 405,
    sessionTerminationRefused: 405,
    rejectedNotification: 400,
  },
  "2026-07-28": { invalidOrigin: 403, legacyHttpMethod: 405, rejectedNotification: 400 },
  draft: { invalidOrigin: 403, legacyHttpMethod: 405, rejectedNotification: 400 },
  "draft-2026-05-20": { invalidOrigin: 403, rejectedNotification: 400 },
  "draft-2026-06-07": { invalidOrigin: 403, legacyHttpMethod: 405, rejectedNotification: 400 },
};

/**
 * Where each transport failure's status comes from; `choice`: the spec asks for an error status and
 * gives this one as its example.
 */
export const TRANSPORT_FAILURE_SOURCES: Record<string, { source: string; choice?: true }> = {
  invalidProtocolVersionHeader: { source: "2025-06-18 transports.mdx:256-257, 2025-11-25:279-280" },
  missingSessionId: { source: "2025-03-26 transports.mdx:196-197, 2025-06-18:186-187, 2025-11-25:209-210" },
  unknownSession: { source: "2025-03-26 transports.mdx:198-199, 2025-06-18:188-189, 2025-11-25:211-212" },
  invalidOrigin: {
    source: "2025-11-25 transports.mdx:79; 2026-07-28 streamable-http.mdx:60-61; the pre-releases",
  },
  noStandaloneStream: {
    source:
      'a GET where the server offers no SSE stream, "or else return HTTP 405 Method Not Allowed" (2025-03-26 transports.mdx:134-136, 2025-06-18:126-128, 2025-11-25:140-142)',
  },
  sessionTerminationRefused: {
    source:
      'a DELETE the server does not allow, "MAY respond ... with HTTP 405" (2025-03-26 transports.mdx:206-207, 2025-06-18:196-197, 2025-11-25:219-220)',
  },
  legacyHttpMethod: {
    source:
      'an older client\'s GET or DELETE to a server of this revision alone, "SHOULD ... respond with 405 Method Not Allowed" (2026-07-28 streamable-http.mdx:680-684; draft-2026-06-07 628-633; draft-2026-05-20 has no such rule)',
  },
  rejectedNotification: {
    source:
      "\"If the server cannot accept the input, it MUST return an HTTP error status code (e.g., 400 Bad Request)\" (2025-03-26 transports.mdx:100-101, 2025-06-18:94-95, 2025-11-25:98-99; 2026-07-28 streamable-http.mdx:85-86; the pre-releases): an error status is required whatever the error's own status, and 400 is the spec's example",
    choice: true,
  },
};

/**
 * What goes with each transport failure's status, wherever the failure exists. `text`: what the
 * revision's transport text says of the body: "idless-error-allowed" where it says the body MAY be
 * a JSON-RPC error response with no id (an invalid Origin: 2025-11-25 transports.mdx:79-80,
 * 2026-07-28 streamable-http.mdx:60-62, the pre-releases; input the server cannot accept:
 * 2025-03-26 transports.mdx:100-102, 2025-06-18:94-96, 2025-11-25:98-100, 2026-07-28
 * streamable-http.mdx:85-87), "unstated" where it gives the status alone. No text names a code,
 * so `code`, the code the package sends (null: no body, for a GET or DELETE, which carries no
 * JSON-RPC message), is always the project's choice.
 */
export const TRANSPORT_FAILURE_BODIES: Record<
  string,
  { text: "idless-error-allowed" | "unstated"; code: number | null; choice: true }
> = {
  invalidOrigin: { text: "idless-error-allowed", code: -32600, choice: true },
  rejectedNotification: { text: "idless-error-allowed", code: -32600, choice: true },
  invalidProtocolVersionHeader: { text: "unstated", code: -32600, choice: true },
  missingSessionId: { text: "unstated", code: -32600, choice: true },
  unknownSession: { text: "unstated", code: -32600, choice: true },
  noStandaloneStream: { text: "unstated", code: null, choice: true },
  sessionTerminationRefused: { text: "unstated", code: null, choice: true },
  legacyHttpMethod: { text: "unstated", code: null, choice: true },
};

/** Every revision's JSON-RPC messages carry `jsonrpc: "2.0"` (schema.ts: JSONRPC_VERSION). */
export const JSONRPC_VERSION = "2.0";
