/**
 * Package cases for checkRequest, step by step in the register's check order: the body parses and
 * is a request; the version it names (_meta, else the header) is one the server serves; the standard
 * headers it needs are there once and well-formed; the required _meta keys are there with their
 * kinds; the headers, and a listed tool's Mcp-Param headers, match the body. A failure answering initialize names the server's
 * versions. The header and key names are the spec's (basic/index.mdx, streamable-http.mdx).
 */
import type { RevisionModel } from "../../../model/merged-model.ts";
import { corpusCase, type CorpusCase, type Json } from "../corpus-case.ts";
import type { Difference } from "../differences.ts";
import type { ModelView } from "../model-view.ts";
import { CHECK_MESSAGES } from "./texts.ts";

const PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
const CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
const CLIENT_INFO = "io.modelcontextprotocol/clientInfo";
const LOG_LEVEL = "io.modelcontextprotocol/logLevel";
const VERSION_HEADER = "MCP-Protocol-Version";
const METHOD_HEADER = "Mcp-Method";
const NAME_HEADER = "Mcp-Name";

type Headers = { [name: string]: string | string[] };
type Options = { tools?: Json[]; supportedVersions?: string[] };

const base64 = (text: string) => `=?base64?${Buffer.from(text, "utf8").toString("base64")}?=`;

/** A tool whose arguments travel in Mcp-Param headers: a string, an integer, a boolean, a nested string, an object; one annotation sits where none may. */
const TOOL = {
  name: "execute_sql",
  inputSchema: {
    type: "object",
    properties: {
      region: { type: "string", "x-mcp-header": "Region" },
      count: { type: "integer", "x-mcp-header": "Count" },
      dryRun: { type: "boolean", "x-mcp-header": "DryRun" },
      opts: { type: "object", properties: { zone: { type: "string", "x-mcp-header": "Zone" } } },
      filter: { type: "object", "x-mcp-header": "Filter" },
      tags: { type: "array", items: { type: "string", "x-mcp-header": "Tag" } },
      query: { type: "string" },
    },
  },
};

function revisionCases(view: ModelView, r: RevisionModel): CorpusCase[] {
  const P = r.protocolVersion;
  const keys = r.requestMeta?.keys ?? [];
  const required = keys.filter((k) => k.required).map((k) => k.key);
  const first = required[0];
  if (first === undefined || !keys.some((k) => k.key === PROTOCOL_VERSION)) return [];
  const firstHeader = r.requestHeaders?.[0]?.name ?? VERSION_HEADER;
  const META = { [PROTOCOL_VERSION]: P, [CAPABILITIES]: {} };
  const H: Headers = { [VERSION_HEADER]: P, [METHOD_HEADER]: "tools/list" };
  const request = (method: string, params: { [key: string]: Json } = {}, meta: Json = META) => ({
    jsonrpc: "2.0",
    id: 1,
    method,
    params: { _meta: meta, ...params },
  });
  const list = request("tools/list");
  const withoutMeta = { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} };
  const call = (args: Json, name = "execute_sql") => request("tools/call", { name, arguments: args });
  const CALL: Headers = { ...H, [METHOD_HEADER]: "tools/call", [NAME_HEADER]: "execute_sql" };
  const fail = (key: string, message?: string, data?: Json): Json => {
    const c = view.condition(r, key);
    if (c === undefined) throw new Error(`${r.id} has no ${key}`);
    return {
      status: c.httpStatus.status,
      error: { code: c.code, message: message ?? c.message, ...(data === undefined ? {} : { data }) },
    };
  };
  const mismatch = (message: string) => fail("headerMismatch", message);
  const unsupportedHeaders = (): Headers => ({ ...H, [VERSION_HEADER]: "2099-01-01" });
  const cases: CorpusCase[] = [];
  const add = (
    name: string,
    headers: Headers,
    body: string | Json,
    expect: Json,
    why: string,
    options: Options = {},
    differences?: Difference[],
  ) =>
    cases.push(
      corpusCase(
        "checkRequest",
        r.id,
        name,
        { revision: r.id, headers, body: typeof body === "string" ? body : JSON.stringify(body), ...options },
        expect,
        why,
        differences,
      ),
    );

  // Requests that pass every check.
  add("pass/tools-list", H, list, null, "every check passes");
  add("pass/tools-call", CALL, call({ query: "SELECT 1" }), null, "Mcp-Name is the tool's name");
  add(
    "pass/resources-read",
    { ...H, [METHOD_HEADER]: "resources/read", [NAME_HEADER]: "file:///a.txt" },
    request("resources/read", { uri: "file:///a.txt" }),
    null,
    "Mcp-Name is the resource's uri",
  );
  add(
    "pass/prompts-get",
    { ...H, [METHOD_HEADER]: "prompts/get", [NAME_HEADER]: "greet" },
    request("prompts/get", { name: "greet" }),
    null,
    "Mcp-Name is the prompt's name",
  );
  add(
    "pass/lower-case-names",
    { [VERSION_HEADER.toLowerCase()]: P, [METHOD_HEADER.toLowerCase()]: "tools/list" },
    list,
    null,
    "header names compare case-insensitively",
  );
  add(
    "pass/name-base64",
    { ...CALL, [NAME_HEADER]: base64("日本語") },
    call({}, "日本語"),
    null,
    "a Base64 Mcp-Name is decoded first",
  );
  add(
    "pass/name-with-tab",
    { ...CALL, [NAME_HEADER]: "a\tb" },
    call({}, "a\tb"),
    null,
    "a tab may stand in a header value",
  );
  add(
    "pass/optional-meta",
    H,
    request("tools/list", {}, { ...META, [CLIENT_INFO]: { name: "c", version: "1" }, [LOG_LEVEL]: "debug" }),
    null,
    "optional _meta keys of their kinds",
  );
  add(
    "pass/header-list-of-one",
    { ...H, [METHOD_HEADER]: ["tools/list"] },
    list,
    null,
    "a header sent once, given as a list",
  );

  // The body.
  add("parse/not-json", H, "{not json", fail("parseError"), "a body that does not parse");
  add("parse/empty", H, "", fail("parseError"), "an empty body does not parse");
  add("parse/array", H, "[]", fail("invalidRequest", CHECK_MESSAGES.notARequest), "JSON, but no request");
  add(
    "parse/no-method",
    H,
    '{"jsonrpc":"2.0","id":1}',
    fail("invalidRequest", CHECK_MESSAGES.notARequest),
    "no method: no request",
  );
  add(
    "parse/method-number",
    H,
    '{"jsonrpc":"2.0","id":1,"method":5}',
    fail("invalidRequest", CHECK_MESSAGES.notARequest),
    "a method that is no string: no request",
  );

  // The JSON-RPC members: jsonrpc is "2.0" and an id is a RequestId (2026 schema.ts:261, 333).
  const noJsonrpc = { id: list.id, method: list.method, params: list.params };
  add(
    "form/jsonrpc-missing",
    H,
    noJsonrpc,
    fail("invalidRequest", CHECK_MESSAGES.badJsonrpc),
    "jsonrpc is required",
  );
  add(
    "form/jsonrpc-1.0",
    H,
    { ...list, jsonrpc: "1.0" },
    fail("invalidRequest", CHECK_MESSAGES.badJsonrpc),
    'jsonrpc must be "2.0"',
  );
  add(
    "form/jsonrpc-number",
    H,
    { ...list, jsonrpc: 2 },
    fail("invalidRequest", CHECK_MESSAGES.badJsonrpc),
    "jsonrpc is the string 2.0",
  );
  for (const [name, id] of [
    ["null", null],
    ["boolean", true],
    ["object", { n: 1 }],
    ["array", [1]],
  ] as const)
    add(
      `form/id-${name}`,
      H,
      { ...list, id: id as Json },
      fail("invalidRequest", CHECK_MESSAGES.badId),
      "a RequestId is a string or a number",
    );
  add("form/id-string", H, { ...list, id: "a" }, null, "a string id");
  add(
    "form/before-the-version",
    unsupportedHeaders(),
    { ...list, jsonrpc: "1.0", params: { _meta: { ...META, [PROTOCOL_VERSION]: "2099-01-01" } } },
    fail("invalidRequest", CHECK_MESSAGES.badJsonrpc),
    "a message that is no JSON-RPC request names no version",
  );

  // Notifications: no header requirement and no _meta field applies to them (streamable-http.mdx:102-103, basic/index.mdx:367-368).
  const cancelled = { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1 } };
  add("notification/bare", {}, cancelled, null, "a notification without headers or _meta passes");
  add(
    "notification/headers-disagree",
    H,
    cancelled,
    null,
    "no header rule applies to a notification, so none can disagree with it",
  );
  add(
    "notification/unsupported-version",
    unsupportedHeaders(),
    { ...cancelled, params: { _meta: { [PROTOCOL_VERSION]: "2099-01-01" } } },
    null,
    "the request checks, the version's included, are a request's",
  );
  add(
    "notification/jsonrpc-missing",
    {},
    { method: "notifications/cancelled" },
    fail("invalidRequest", CHECK_MESSAGES.badJsonrpc),
    "a notification is still JSON-RPC",
  );

  // What the headers show by themselves.
  add(
    "presence/no-headers",
    {},
    list,
    mismatch(CHECK_MESSAGES.missing(firstHeader)),
    "the first standard header, in the table's order, is missing",
  );
  add(
    "presence/no-headers-no-meta",
    {},
    withoutMeta,
    mismatch(CHECK_MESSAGES.missing(firstHeader)),
    "the headers come before _meta",
  );
  add(
    "presence/method-missing",
    { [VERSION_HEADER]: P },
    list,
    mismatch(CHECK_MESSAGES.missing(METHOD_HEADER)),
    "Mcp-Method is required for every request",
  );
  add(
    "presence/name-missing",
    { ...H, [METHOD_HEADER]: "tools/call" },
    call({}),
    mismatch(CHECK_MESSAGES.missing(NAME_HEADER)),
    "Mcp-Name is required for tools/call",
  );
  add(
    "presence/method-not-ascii",
    { ...H, [METHOD_HEADER]: "tools/lïst" },
    list,
    mismatch(CHECK_MESSAGES.malformed(METHOD_HEADER)),
    "a character no header value may hold",
  );
  add(
    "presence/method-repeated",
    { ...H, [METHOD_HEADER]: ["tools/list", "tools/list"] },
    list,
    mismatch(CHECK_MESSAGES.malformed(METHOD_HEADER)),
    "one header sent twice",
  );
  add(
    "presence/method-two-spellings",
    { ...H, [METHOD_HEADER.toLowerCase()]: "tools/list" },
    list,
    mismatch(CHECK_MESSAGES.malformed(METHOD_HEADER)),
    "two spellings of one name are one header sent twice",
  );
  for (const [name, value] of [
    ["name-bad-base64", "=?base64?!!!?="],
    ["name-base64-unpadded", "=?base64?YQ?="],
    ["name-base64-not-utf8", "=?base64?/w==?="],
  ] as const)
    add(
      `presence/${name}`,
      { ...CALL, [NAME_HEADER]: value },
      call({}),
      mismatch(CHECK_MESSAGES.malformed(NAME_HEADER)),
      "a broken Base64 sentinel",
    );

  // The _meta keys.
  const kind = (type: string) => (type === "object" ? "an object" : `a ${type}`);
  add(
    "meta/absent",
    H,
    withoutMeta,
    fail("missingRequestMeta", CHECK_MESSAGES.missingMeta(first)),
    "the first required key, in the table's order",
  );
  add(
    "meta/not-an-object",
    H,
    request("tools/list", {}, 5),
    fail("missingRequestMeta", CHECK_MESSAGES.missingMeta(first)),
    "_meta that is no object holds no key",
  );
  add(
    "meta/no-params",
    H,
    { jsonrpc: "2.0", id: 1, method: "tools/list" },
    fail("missingRequestMeta", CHECK_MESSAGES.missingMeta(first)),
    "no params, no _meta",
  );
  add(
    "meta/protocol-version-missing",
    H,
    request("tools/list", {}, { [CAPABILITIES]: {} }),
    fail("missingRequestMeta", CHECK_MESSAGES.missingMeta(PROTOCOL_VERSION)),
    "a required key is missing",
  );
  for (const k of keys) {
    const wrong: Json = k.kind === "string" ? 5 : "x";
    const headers = k.key === PROTOCOL_VERSION ? { ...H, [VERSION_HEADER]: String(wrong) } : H;
    add(
      `meta/mistyped/${k.key.split("/").at(-1)}`,
      headers,
      request("tools/list", {}, { ...META, [k.key]: wrong }),
      k.required
        ? fail("missingRequestMeta", CHECK_MESSAGES.mistypedMeta(k.key, kind(k.kind)))
        : fail("invalidParams", CHECK_MESSAGES.invalidMeta(k.key, kind(k.kind))),
      k.required
        ? "a required key of another kind is not there as the request needs it"
        : "an optional key of another kind makes the params invalid",
    );
  }
  for (const k of keys.filter((key) => key.values !== undefined)) {
    const name = k.key.split("/").at(-1) as string;
    const values = k.values as string[];
    for (const value of values)
      add(
        `meta/listed/${name}/${value}`,
        H,
        request("tools/list", {}, { ...META, [k.key]: value }),
        null,
        "a value the schema lists",
      );
    add(
      `meta/unlisted/${name}`,
      H,
      request("tools/list", {}, { ...META, [k.key]: "verbose" }),
      fail("invalidParams", CHECK_MESSAGES.unlistedMeta(k.key, "verbose", values)),
      "a value the schema does not list is not recognised: invalid params (logging.mdx:100-104)",
    );
    add(
      `meta/unlisted-case/${name}`,
      H,
      request("tools/list", {}, { ...META, [k.key]: (values[0] as string).toUpperCase() }),
      fail("invalidParams", CHECK_MESSAGES.unlistedMeta(k.key, (values[0] as string).toUpperCase(), values)),
      "values compare case-sensitively",
    );
  }
  add(
    "meta/protocol-version-null",
    H,
    request("tools/list", {}, { ...META, [PROTOCOL_VERSION]: null }),
    fail("missingRequestMeta", CHECK_MESSAGES.mistypedMeta(PROTOCOL_VERSION, "a string")),
    "null is no string",
  );
  add(
    "meta/capabilities-array",
    H,
    request("tools/list", {}, { ...META, [CAPABILITIES]: [] }),
    fail("missingRequestMeta", CHECK_MESSAGES.mistypedMeta(CAPABILITIES, "an object")),
    "a list is no object",
  );

  // The headers against the body.
  const differs = (header: string, value: string, body: Json) =>
    mismatch(CHECK_MESSAGES.differs(header, value, body));
  add(
    "match/method",
    { ...H, [METHOD_HEADER]: "prompts/list" },
    list,
    differs(METHOD_HEADER, "prompts/list", "tools/list"),
    "the header disagrees with the body",
  );
  add(
    "match/value-case",
    { ...H, [METHOD_HEADER]: "Tools/List" },
    list,
    differs(METHOD_HEADER, "Tools/List", "tools/list"),
    "header values are case-sensitive",
  );
  add(
    "match/protocol-version",
    { ...H, [VERSION_HEADER]: "2025-11-25" },
    list,
    differs(VERSION_HEADER, "2025-11-25", P),
    "the version header must be the _meta version",
  );
  add(
    "match/protocol-version-sentinel",
    { ...H, [VERSION_HEADER]: base64(P) },
    list,
    differs(VERSION_HEADER, base64(P), P),
    "the version header takes no Base64 sentinel: it is compared as sent",
  );
  add(
    "match/name",
    { ...CALL, [NAME_HEADER]: "other_tool" },
    call({}),
    differs(NAME_HEADER, "other_tool", "execute_sql"),
    "Mcp-Name is the tool's name",
  );
  add(
    "match/name-base64-other",
    { ...CALL, [NAME_HEADER]: base64("x") },
    call({}, "y"),
    differs(NAME_HEADER, "x", "y"),
    "the message shows the decoded value",
  );
  add(
    "match/name-not-a-string",
    { ...CALL, [NAME_HEADER]: "42" },
    call({}, 42 as unknown as string),
    differs(NAME_HEADER, "42", 42),
    "a header is text: it matches no number",
  );
  add(
    "match/name-null",
    { ...CALL, [NAME_HEADER]: "x" },
    call({}, null as unknown as string),
    differs(NAME_HEADER, "x", null),
    "a header matches no null",
  );
  const long = "x".repeat(70);
  add(
    "match/long-header",
    { ...H, [METHOD_HEADER]: long },
    list,
    differs(METHOD_HEADER, long, "tools/list"),
    "a message repeats at most 64 characters of a value",
  );
  add(
    "match/long-body",
    { ...CALL, [NAME_HEADER]: "a" },
    call({}, "y".repeat(70)),
    differs(NAME_HEADER, "a", "y".repeat(70)),
    "a message repeats at most 64 characters of a value",
  );
  const pair = `${"y".repeat(63)}😀z`;
  add(
    "match/cut-inside-a-pair",
    { ...CALL, [NAME_HEADER]: "a" },
    call({}, pair),
    differs(NAME_HEADER, "a", pair),
    "64 UTF-16 code units, even where that cuts a surrogate pair (written as its escape)",
  );

  // The version.
  const unsupported = { ...H, [VERSION_HEADER]: "2099-01-01" };
  const future = request("tools/list", {}, { ...META, [PROTOCOL_VERSION]: "2099-01-01" });
  add(
    "version/unsupported",
    unsupported,
    future,
    fail("unsupportedProtocolVersion", undefined, { supported: [P], requested: "2099-01-01" }),
    "a version the server does not serve: its own by default",
  );
  const noVersion = (version: string) =>
    fail("unsupportedProtocolVersion", undefined, { supported: [P], requested: version });
  add(
    "version/before-header-rules",
    { [VERSION_HEADER]: "1999-01-01" },
    request("server/discover", {}, { ...META, [PROTOCOL_VERSION]: "1999-01-01" }),
    noVersion("1999-01-01"),
    "a version the server does not serve is answered before that version's header rules (basic/versioning.mdx:48-52)",
  );
  add(
    "version/header-without-meta",
    { [VERSION_HEADER]: "1999-01-01" },
    withoutMeta,
    noVersion("1999-01-01"),
    "the header names the version where _meta is missing",
  );
  add(
    "version/meta-without-headers",
    {},
    future,
    noVersion("2099-01-01"),
    "_meta names the version where the header is missing",
  );
  add(
    "version/header-repeated-meta-unsupported",
    { ...H, [VERSION_HEADER]: ["2099-01-01", "2099-01-01"] },
    future,
    noVersion("2099-01-01"),
    "_meta names the version, whatever the header's form",
  );
  add(
    "version/header-repeated-without-meta",
    { ...H, [VERSION_HEADER]: ["2099-01-01", "2099-01-01"] },
    withoutMeta,
    mismatch(CHECK_MESSAGES.malformed(VERSION_HEADER)),
    "a header sent twice names no version: the header rules apply",
  );
  add(
    "version/header-unsupported-meta-served",
    { ...H, [VERSION_HEADER]: "2099-01-01" },
    list,
    differs(VERSION_HEADER, "2099-01-01", P),
    "_meta declares a served version, so the header rules apply: the header disagrees with the body",
  );
  add(
    "version/header-served-meta-unsupported",
    H,
    future,
    differs(VERSION_HEADER, P, "2099-01-01"),
    "a header that names another version than _meta is a header mismatch, which the server MUST reject as one (streamable-http.mdx:257-261)",
  );
  add("version/served-by-option", unsupported, future, null, "the versions the server says it serves", {
    supportedVersions: [P, "2099-01-01"],
  });
  add(
    "version/option-names-others",
    H,
    list,
    fail("unsupportedProtocolVersion", undefined, { supported: ["2025-11-25"], requested: P }),
    "the server's list replaces the revision's own",
    { supportedVersions: ["2025-11-25"] },
  );
  add(
    "version/option-empty",
    H,
    list,
    fail("unsupportedProtocolVersion", undefined, { supported: [], requested: P }),
    "an empty list serves no version",
    { supportedVersions: [] },
  );

  // An earlier client's handshake: the failure names the server's versions.
  const legacy = {
    jsonrpc: "2.0",
    id: 0,
    method: "initialize",
    params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "c", version: "1" } },
  };
  add(
    "initialize/legacy",
    {},
    legacy,
    mismatch(CHECK_MESSAGES.naming(CHECK_MESSAGES.missing(firstHeader), [P])),
    "a failure answering initialize names the server's versions",
  );
  add(
    "initialize/legacy-with-versions",
    {},
    legacy,
    mismatch(CHECK_MESSAGES.naming(CHECK_MESSAGES.missing(firstHeader), [P, "2025-11-25"])),
    "the versions the server says it serves",
    { supportedVersions: [P, "2025-11-25"] },
  );
  const modern = { ...legacy, params: { ...legacy.params, _meta: META } };
  const initHeaders = { [VERSION_HEADER]: P, [METHOD_HEADER]: "initialize" };
  add(
    "initialize/meta-invalid",
    initHeaders,
    { ...modern, params: { ...modern.params, _meta: { ...META, [LOG_LEVEL]: 3 } } },
    fail("invalidParams", CHECK_MESSAGES.naming(CHECK_MESSAGES.invalidMeta(LOG_LEVEL, "a string"), [P])),
    "any failure answering initialize names them",
  );
  add(
    "initialize/legacy-version-header",
    { [VERSION_HEADER]: "2025-11-25", [METHOD_HEADER]: "initialize" },
    legacy,
    noVersion("2025-11-25"),
    "a legacy initialize whose header names a version the server does not serve: the error names the server's versions in its data",
  );
  add(
    "initialize/unsupported-version",
    { ...initHeaders, [VERSION_HEADER]: "2099-01-01" },
    { ...modern, params: { ...modern.params, _meta: { ...META, [PROTOCOL_VERSION]: "2099-01-01" } } },
    fail("unsupportedProtocolVersion", undefined, { supported: [P], requested: "2099-01-01" }),
    "the unsupported-version error names them in its data already",
  );

  // A listed tool's Mcp-Param headers.
  if (r.toolParamHeaders !== undefined) {
    const prefix = r.toolParamHeaders.prefix;
    const tools = { tools: [TOOL as unknown as Json] };
    const region = `${prefix}Region`;
    const param = (
      name: string,
      args: Json,
      headers: Headers,
      expect: Json,
      why: string,
      options: Options = tools,
    ) => add(`params/${name}`, { ...CALL, ...headers }, call(args), expect, why, options);
    param("match", { region: "us-west1" }, { [region]: "us-west1" }, null, "the header matches its argument");
    param(
      "differs",
      { region: "us-west1" },
      { [region]: "eu-west1" },
      differs(region, "eu-west1", "us-west1"),
      "the header disagrees with its argument",
    );
    param(
      "missing",
      { region: "us-west1" },
      {},
      mismatch(CHECK_MESSAGES.missing(region)),
      "an argument with a value needs its header",
    );
    param(
      "null-argument-with-header",
      { region: null },
      { [region]: "us-west1" },
      mismatch(CHECK_MESSAGES.noBodyValue(region)),
      "our choice: a header for a null argument claims a value the body lacks",
    );
    param(
      "absent-argument-with-header",
      {},
      { [region]: "us-west1" },
      mismatch(CHECK_MESSAGES.noBodyValue(region)),
      "our choice: a header for an absent argument claims a value the body lacks",
    );
    param("null-argument", { region: null }, {}, null, "no header expected for a null argument");
    param(
      "base64",
      { region: "Hello, 世界" },
      { [region]: base64("Hello, 世界") },
      null,
      "a Base64 header is decoded first",
    );
    param(
      "bad-base64",
      { region: "us-west1" },
      { [region]: "=?base64?@@?=" },
      mismatch(CHECK_MESSAGES.malformed(region)),
      "a broken Base64 sentinel",
    );
    param(
      "not-ascii",
      { region: "Zürich" },
      { [region]: "Zürich" },
      mismatch(CHECK_MESSAGES.malformed(region)),
      "a character no header value may hold",
    );
    param(
      "sentinel-literal",
      { region: "=?base64?literal?=" },
      { [region]: base64("=?base64?literal?=") },
      null,
      "a value that looks like the sentinel travels encoded",
    );
    param(
      "lower-case-name",
      { region: "us-west1" },
      { [region.toLowerCase()]: "us-west1" },
      null,
      "header names compare case-insensitively",
    );
    const count = `${prefix}Count`;
    for (const [name, header, matches] of [
      ["42", "42", true],
      ["42.0", "42.0", true],
      ["4.2e1", "4.2e1", true],
      ["042", "042", true],
      ["base64", base64("42"), true],
      ["+42", "+42", false],
      ["42.5", "42.5", false],
      ["43", "43", false],
      ["x", "x", false],
      ["1e400", "1e400", false],
      ["space-42", " 42", false],
    ] as const)
      param(
        `integer/${name}`,
        { region: "us-west1", count: 42 },
        { [region]: "us-west1", [count]: header },
        matches ? null : differs(count, header, 42),
        matches ? "an integer compares numerically: any decimal form of 42" : "not a decimal form of 42",
      );
    param(
      "number-fraction",
      { region: "us-west1", count: 1.5 },
      { [region]: "us-west1", [count]: "1.50" },
      null,
      "a number the schema calls an integer still compares numerically",
    );
    const dry = `${prefix}DryRun`;
    param(
      "boolean/true",
      { region: "us-west1", dryRun: true },
      { [region]: "us-west1", [dry]: "true" },
      null,
      "a boolean is true or false",
    );
    param(
      "boolean/false",
      { region: "us-west1", dryRun: false },
      { [region]: "us-west1", [dry]: "false" },
      null,
      "a boolean is true or false",
    );
    param(
      "boolean/capitalised",
      { region: "us-west1", dryRun: true },
      { [region]: "us-west1", [dry]: "True" },
      differs(dry, "True", true),
      "in lower case",
    );
    param(
      "boolean/one",
      { region: "us-west1", dryRun: true },
      { [region]: "us-west1", [dry]: "1" },
      differs(dry, "1", true),
      "1 is no boolean",
    );
    const zone = `${prefix}Zone`;
    param(
      "nested/match",
      { region: "us-west1", opts: { zone: "z1" } },
      { [region]: "us-west1", [zone]: "z1" },
      null,
      "a property reached through properties keys alone",
    );
    param(
      "nested/differs",
      { region: "us-west1", opts: { zone: "z1" } },
      { [region]: "us-west1", [zone]: "z2" },
      differs(zone, "z2", "z1"),
      "a nested argument is checked too",
    );
    param(
      "nested/missing",
      { region: "us-west1", opts: { zone: "z1" } },
      { [region]: "us-west1" },
      mismatch(CHECK_MESSAGES.missing(zone)),
      "a nested argument needs its header",
    );
    param(
      "object-argument",
      { region: "us-west1", filter: { a: 1 } },
      { [region]: "us-west1", [`${prefix}Filter`]: "a" },
      differs(`${prefix}Filter`, "a", { a: 1 }),
      "our choice: no header carries an object",
    );
    param(
      "under-items",
      { region: "us-west1", tags: ["a"] },
      { [region]: "us-west1", [`${prefix}Tag`]: "b" },
      null,
      "an annotation under items is out of reach: its header is not checked",
    );
    param(
      "arguments-not-an-object",
      "x",
      { [region]: "us-west1" },
      mismatch(CHECK_MESSAGES.noBodyValue(region)),
      "arguments that are no object hold no value",
    );
    add(
      "params/tool-not-listed",
      { ...CALL, [NAME_HEADER]: "other_tool" },
      call({ region: "us-west1" }, "other_tool"),
      null,
      "a tool the server does not list: dispatch answers it",
      tools,
    );
    param(
      "no-tools-given",
      { region: "us-west1" },
      {},
      null,
      "without the server's tools the headers are not checked",
      {},
    );
    param(
      "first-by-property-name",
      { region: "us-west1", count: 42 },
      { [count]: "7" },
      differs(count, "7", 42),
      "the first failing argument by property name: a JSON object's members have no order",
    );
  }
  return cases;
}

export function checkRequestCases(view: ModelView): CorpusCase[] {
  const legacy = view.revisions.find((r) => r.checkOrder === undefined);
  return [
    ...view.revisions.filter((r) => r.checkOrder !== undefined).flatMap((r) => revisionCases(view, r)),
    ...(legacy === undefined
      ? []
      : [
          corpusCase(
            "checkRequest",
            legacy.id,
            "no-request-checks",
            { revision: legacy.id, headers: {}, body: "{}" },
            { refused: true },
            "a revision without request checks",
          ),
        ]),
    corpusCase(
      "checkRequest",
      "any",
      "unknown-revision",
      { revision: "1999-01-01", headers: {}, body: "{}" },
      { refused: true },
      "an unknown revision",
    ),
  ];
}
