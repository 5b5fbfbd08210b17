/**
 * Shared test vectors: inputs generated from the tables (generated/json/mcp-errors.json) and the
 * hand-written spec facts' example data, each with the answer the TypeScript runtime gives, as
 * canonical JSON. The Go module must give the same bytes (test/go/vectors_test.go).
 *
 * The cases written for every branch (each condition's status, construction and reading, every
 * translation of every pair, the uri rule, upstream failures, transport failures, request checks
 * step by step) are the conformance corpus's (generated/conformance, test/conformance/); these
 * are the generated ones, which no one writes by hand: a few thousand error responses, hostile
 * ones included (wrong types, odd ids, numbers past a double's range, deep and wide data,
 * "__proto__" keys), through parse, translate, translateResponse and respond, and 2026-era
 * requests broken one rule at a time, through checkRequest. Request ids beyond 2^53 go through
 * respond, translate and translateResponse too: canonical JSON compares numbers as JavaScript
 * reads them, so such a vector also carries the id's text as TypeScript writes it from the
 * request's text (requestIdText, stringifyMessage), which the Go module's body must hold byte
 * for byte.
 *
 * Deterministic: one seeded generator, so the same tables give the same vectors.
 *
 * Left out, as differences of the languages rather than of the answers (docs/go.md says so; the
 * corpus names them): codes beyond ±2^63 (an int cannot hold them), lone surrogates (a Go string
 * cannot), an empty method hint (Go's zero value means "unknown"), and a response body given as a
 * parsed value (Go takes the body's bytes, so the vectors give TypeScript the text).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { requestIdText, stringifyMessage } from "mcp-errors";
import * as typedRoot from "mcp-errors";
import * as typedTranslate from "mcp-errors/translate";
import { EXAMPLE_DATA } from "../../spec/facts/spec-facts.ts";
import { canonical } from "./canonical.ts";

/** The runtime's functions, called with any revision id and value as a peer's would be. */
const root = typedRoot as unknown as {
  REVISIONS: readonly string[];
  parseErrorResponse(revision: string, value: unknown, options?: object): Record<string, unknown>;
  respond(revision: string, id: unknown, error: unknown): unknown;
  checkRequest(
    revision: string,
    request: { headers: Record<string, string>; body: string },
    options?: object,
  ): null | { status: unknown; error: unknown };
  requestEra(revision: string, request: { headers: Record<string, string>; body?: string }): string;
  isMethod(revision: string, method: string, options?: { from?: string; kind?: string }): boolean;
  isRemovedMethod(revision: string, method: string): boolean;
};
const { translate, translateResponse } = typedTranslate as unknown as {
  translate(error: unknown, options: object): unknown;
  translateResponse(response: object, options: object): unknown;
};

export interface Vector {
  kind: "parse" | "translate" | "translateResponse" | "respond" | "checkRequest" | "requestEra" | "method";
  input: Record<string, unknown>;
  /** The TypeScript runtime's answer, as canonical JSON. */
  expect: string;
  /**
   * For an id beyond 2^53, which canonical JSON (JavaScript's numbers) rounds: the id's text in
   * the answer's body as TypeScript writes it with the request's id text (stringifyMessage), which
   * the Go module's body must hold byte for byte.
   */
  expectIdText?: string;
}

/** Whether an id's JSON text is an integer a double may not hold: 2^53 or beyond. */
function beyondDoubles(idText: string | undefined): idText is string {
  return idText !== undefined && /^-?\d+$/.test(idText) && !Number.isSafeInteger(Number(idText));
}

/** The text of the id an answer to the request goes out with: the request's own, else the upstream's. */
function answeredWith(requestId: string | undefined, upstreamText: string): string | undefined {
  const value: unknown = requestId === undefined ? undefined : JSON.parse(requestId);
  return typeof value === "string" || (typeof value === "number" && Number.isFinite(value))
    ? requestId
    : requestIdText(upstreamText);
}

/**
 * The id's text in an answer's body, written as a server that has the request's text writes it
 * (stringifyMessage with requestIdText of that text); undefined where the body has none.
 */
function bodyIdText(answer: unknown, idText: string): string | undefined {
  const body = (answer as { body?: unknown } | null)?.body;
  return requestIdText(stringifyMessage(body, idText));
}

interface ExportedRevision {
  id: string;
  conditions: Record<string, { code: number; data: unknown; acceptedCodes: number[] }>;
  reserved: { code: number }[];
  requestChecks: null | { headers: { name: string }[] };
  requestEra: null | object;
  methods: { method: string }[];
}

const exported = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../generated/json/mcp-errors.json"), "utf8"),
) as { revisions: ExportedRevision[] };

const revisions = exported.revisions;
const ids = revisions.map((r) => r.id);

/** A revision module, by id. */
async function moduleOf(id: string): Promise<Record<string, unknown>> {
  const sub = root.REVISIONS.includes(id) ? id : id === "draft" ? "draft" : `prerelease/${id}`;
  return (await import(`mcp-errors/${sub}`)) as Record<string, unknown>;
}

/** Runs a TypeScript call; a throw is an answer too. */
function answer(run: () => unknown): string {
  try {
    return canonical(run());
  } catch {
    return canonical({ throws: true });
  }
}

function errorFields(error: unknown): unknown {
  if (error === null || typeof error !== "object") return error;
  const e = error as Record<string, unknown>;
  return { code: e.code, message: e.message, ...(Object.hasOwn(e, "data") ? { data: e.data } : {}) };
}

/** mulberry32: a small seeded generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function buildVectors(options: { randomResponses?: number } = {}): Promise<Vector[]> {
  const vectors: Vector[] = [];
  const add = (kind: Vector["kind"], input: Record<string, unknown>, expect: string, expectIdText?: string) =>
    vectors.push({ kind, input, expect, ...(expectIdText === undefined ? {} : { expectIdText }) });
  /** The TypeScript answer as canonical JSON, and the exact id of its body where a double cannot hold it. */
  const exactly = (run: () => unknown, idText: string | undefined): [string, string | undefined] => {
    const expect = answer(run);
    if (!beyondDoubles(idText)) return [expect, undefined];
    return [expect, bodyIdText(run(), idText)];
  };
  const modules = new Map<string, Record<string, unknown>>();
  for (const id of ids) modules.set(id, await moduleOf(id));

  const parseAnswer = (revision: string, text: string, hints: Hints) => {
    const parsed = root.parseErrorResponse(revision, JSON.parse(text), hints);
    return parsed.ok === true ? { ...parsed, error: errorFields(parsed.error) } : parsed;
  };
  const addParse = (revision: string, text: string, hints: Hints) =>
    add(
      "parse",
      { revision, text, hints },
      answer(() => parseAnswer(revision, text, hints)),
    );
  const addTranslate = (
    from: string,
    to: string,
    error: unknown,
    request: WireRequest,
    httpStatus?: number,
  ) =>
    add(
      "translate",
      {
        from,
        to,
        error: JSON.stringify(error),
        request,
        ...(httpStatus === undefined ? {} : { httpStatus }),
      },
      ...exactly(
        () =>
          translate(JSON.parse(JSON.stringify(error)), {
            from,
            to,
            request: requestOf(request),
            ...(httpStatus === undefined ? {} : { httpStatus }),
          }),
        request.id,
      ),
    );
  const uriParams = [
    undefined,
    { uri: "file:///a.txt" },
    { uri: "file:///b.txt" },
    { uri: { href: "file:///a.txt" } },
    { name: "x" },
  ];

  // Ids beyond 2^53 through respond, translate and translateResponse, in every revision.
  for (const r of revisions)
    for (const id of BIG_IDS) {
      const other = r.id === ids[0] ? (ids[1] as string) : (ids[0] as string);
      addTranslate(r.id, other, { code: -32603, message: "m" }, { id, method: "tools/call" });
      add(
        "respond",
        { revision: r.id, id, idAbsent: false, error: '{"code":-32603,"message":"m"}' },
        ...exactly(() => root.respond(r.id, JSON.parse(id), { code: -32603, message: "m" }), id),
      );
      for (const text of [
        `{"jsonrpc":"2.0","id":${id},"result":{}}`,
        `{"jsonrpc":"2.0","id":${id},"error":{"code":-32603,"message":"m","data":{"big":${id}}}}`,
      ]) {
        for (const request of [{ id, method: "tools/call" }, { method: "tools/call" }])
          add(
            "translateResponse",
            { from: r.id, to: other, status: 200, text, request },
            ...exactly(
              () =>
                translateResponse(
                  { status: 200, body: text },
                  { from: r.id, to: other, request: requestOf(request) },
                ),
              id,
            ),
          );
      }
    }

  // Generated error responses, hostile ones included.
  const next = random(0x6d637065);
  const count = options.randomResponses ?? 3000;
  const codes = [
    ...new Set(
      revisions.flatMap((r) => [
        ...Object.values(r.conditions).flatMap((c) => [c.code, ...c.acceptedCodes]),
        ...r.reserved.map((x) => x.code),
      ]),
    ),
  ];
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const gen = new Generator(next, codes);
  for (let i = 0; i < count; i++) {
    const revision = pick(ids);
    const other = pick(ids);
    const hints = pick(HINT_CHOICES);
    const text = gen.responseText();
    addParse(revision, text, hints);
    const status = pick([undefined, null, 200, 400, 404, 0]);
    const toolInputError = next() < 0.2;
    const request: WireRequest = {
      ...(next() < 0.6 ? { id: gen.idText() } : {}),
      ...(hints.method !== undefined ? { method: hints.method } : {}),
      ...(next() < 0.3 ? { params: pick(uriParams) } : {}),
    };
    add(
      "translateResponse",
      { from: revision, to: other, status, text, request, ...(toolInputError ? { toolInputError } : {}) },
      ...exactly(
        () =>
          translateResponse(
            { ...(status !== undefined ? { status } : {}), body: text },
            {
              from: revision,
              to: other,
              request: requestOf(request),
              ...(toolInputError ? { toolInputError } : {}),
            },
          ),
        answeredWith(request.id, text),
      ),
    );
    const error = gen.errorObject();
    if (error !== undefined) addTranslate(revision, other, error, request, hints.httpStatus);
    if (i % 4 === 0) {
      const id = gen.id();
      const respondError = error ?? { code: -32603, message: "x" };
      add(
        "respond",
        {
          revision,
          id: id?.text ?? "null",
          idAbsent: id === undefined,
          error: JSON.stringify(respondError),
        },
        ...exactly(
          () => root.respond(revision, id?.value, JSON.parse(JSON.stringify(respondError))),
          id?.text,
        ),
      );
    }
  }

  // Request checks of every modern revision: generated requests, broken one rule at a time.
  for (const r of revisions.filter((x) => x.requestChecks !== null))
    for (const request of gen.requests(String(modules.get(r.id)?.PROTOCOL_VERSION), 150))
      add(
        "checkRequest",
        { revision: r.id, ...request },
        answer(() => {
          const failure = root.checkRequest(
            r.id,
            { headers: request.headers, body: request.body },
            {
              ...(request.supportedVersions !== undefined
                ? { supportedVersions: request.supportedVersions }
                : {}),
              ...(request.tools !== undefined ? { tools: request.tools } : {}),
            },
          );
          return failure === null ? null : { status: failure.status, error: errorFields(failure.error) };
        }),
      );

  // The era of a request to a dual-era server: every mix of the signals, with and without a body.
  for (const r of revisions.filter((x) => x.requestEra !== null))
    for (const headers of eraHeaders(String(modules.get(r.id)?.PROTOCOL_VERSION)))
      for (const body of eraBodies(String(modules.get(r.id)?.PROTOCOL_VERSION)))
        add(
          "requestEra",
          { revision: r.id, headers, ...(body === undefined ? { bodyAbsent: true } : { body }) },
          answer(() => root.requestEra(r.id, { headers, ...(body === undefined ? {} : { body }) })),
        );

  // Every method of any revision, and a few of none, in every revision, by sender and kind.
  const methods = [...new Set(revisions.flatMap((r) => r.methods.map((m) => m.method)))];
  methods.push("", "tools/frob", "Ping", "ping ");
  for (const r of revisions)
    for (const method of methods)
      for (const from of ["", "client", "server"])
        for (const kind of ["", "request", "notification"])
          add(
            "method",
            { revision: r.id, method, from, kind },
            answer(() => ({
              isMethod: root.isMethod(r.id, method, {
                ...(from === "" ? {} : { from }),
                ...(kind === "" ? {} : { kind }),
              }),
              removed: root.isRemovedMethod(r.id, method),
            })),
          );
  return vectors;
}

/** Header sets that show the era signals alone and together (names in the case a peer may send). */
function eraHeaders(modern: string): Record<string, string>[] {
  const versions = [undefined, "2025-11-25", "2025-03-26", modern, "1999-01-01", ""];
  const out: Record<string, string>[] = [];
  for (const version of versions)
    for (const session of [false, true])
      for (const method of [undefined, "initialize", "tools/list"]) {
        const headers: Record<string, string> = {};
        if (version !== undefined)
          headers[session ? "mcp-protocol-version" : "MCP-Protocol-Version"] = version;
        if (session) headers["Mcp-Session-Id"] = "s-1";
        if (method !== undefined) headers["Mcp-Method"] = method;
        out.push(headers);
      }
  return out;
}

/** Bodies with and without the modern _meta, initialize or not; undefined: not read yet. */
function eraBodies(modern: string): (string | undefined)[] {
  const meta = { "io.modelcontextprotocol/protocolVersion": modern };
  return [
    undefined,
    "{not json",
    "[]",
    JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25" },
    }),
    JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { _meta: meta } }),
    JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list", params: { _meta: meta } }),
    JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list", params: { _meta: { progressToken: 1 } } }),
    JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/list" }),
    JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }),
    JSON.stringify({
      jsonrpc: "2.0",
      id: 4,
      method: "ping",
      params: { _meta: { "io.modelcontextprotocol/protocolVersion": null } },
    }),
  ];
}

interface Hints {
  method?: string;
  httpStatus?: number;
  params?: unknown;
}

/** An answered request as a vector carries it: its id as JSON text (absent: none), method and params. */
interface WireRequest {
  id?: string | undefined;
  method?: string | undefined;
  params?: unknown;
}

/** The request a TypeScript call is given. */
function requestOf(wire: WireRequest): { id: unknown; method?: string; params?: unknown } {
  return {
    id: wire.id === undefined ? undefined : JSON.parse(wire.id),
    ...(wire.method === undefined ? {} : { method: wire.method }),
    ...(wire.params === undefined ? {} : { params: wire.params }),
  } as { id: unknown; method?: string; params?: unknown };
}

/** Integer ids a double cannot hold (RequestId is string | number): each must come back as sent. */
const BIG_IDS = [
  "9007199254740993",
  "-9007199254740993",
  "12345678901234567890",
  "123456789012345678901234567890",
];

const HINT_CHOICES: Hints[] = [
  {},
  { method: "resources/read" },
  { method: "tools/call" },
  { httpStatus: 400 },
  { method: "resources/read", httpStatus: 400 },
  { httpStatus: 404 },
];

const STRINGS = [
  "",
  "x",
  "file:///a.txt",
  "tools/call",
  "héllo wörld",
  "日本語",
  "emoji 😀",
  "<b>&amp;</b>",
  "line\nbreak",
  'tab\t"quote" \\',
  "\u2028",
  "\u0000\u001f\u007f",
];
const HOSTILE_NUMBERS = [
  "1e400",
  "-1e400",
  "1e-400",
  "-0",
  "0.1",
  "1.5",
  "1e21",
  "123456789012345678",
  "-32602.0",
  "1E3",
];

/** Random JSON values and error responses. */
class Generator {
  constructor(
    private readonly next: () => number,
    private readonly codes: number[],
  ) {}

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }

  /** A JSON value as text, up to `depth` levels deep. */
  valueText(depth: number): string {
    const r = this.next();
    if (depth <= 0 || r < 0.5) {
      const s = this.next();
      if (s < 0.25) return JSON.stringify(this.pick(STRINGS));
      if (s < 0.45) return this.pick(HOSTILE_NUMBERS);
      if (s < 0.6) return String(Math.floor(this.next() * 2000) - 1000);
      if (s < 0.75) return this.pick(["true", "false", "null"]);
      return JSON.stringify(`s${Math.floor(this.next() * 100)}`);
    }
    if (r < 0.75) {
      const n = Math.floor(this.next() * 4);
      return `[${Array.from({ length: n }, () => this.valueText(depth - 1)).join(",")}]`;
    }
    return this.objectText(depth - 1);
  }

  objectText(depth: number, forced: Record<string, string> = {}): string {
    const members = new Map<string, string>(Object.entries(forced));
    const n = Math.floor(this.next() * 4);
    for (let i = 0; i < n; i++)
      members.set(
        this.pick(["a", "uri", "supported", "requested", "__proto__", "constructor", "x-y", "0", "é"]),
        this.valueText(depth),
      );
    return `{${[...members].map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`;
  }

  code(): string {
    const r = this.next();
    if (r < 0.6) return String(this.pick(this.codes));
    if (r < 0.75) return String(-32768 + Math.floor(this.next() * 800));
    if (r < 0.85) return String(Math.floor(this.next() * 200000) - 100000);
    return this.pick(['"-32602"', "-32602.5", "null", "1e400", "true", "[]", "{}", "1e18", "-0"]);
  }

  dataText(): string | undefined {
    const r = this.next();
    if (r < 0.3) return undefined;
    if (r < 0.45) return JSON.stringify(this.pick(Object.values(EXAMPLE_DATA)));
    if (r < 0.55) return JSON.stringify({ uri: this.pick(STRINGS) });
    if (r < 0.62) return JSON.stringify({ supported: ["2024-11-05"], requested: 5 });
    if (r < 0.68) return `{"uri":"a","extra":${this.valueText(1)}}`;
    if (r < 0.72) return `${"[".repeat(60)}${"]".repeat(60)}`;
    return this.valueText(3);
  }

  errorText(): string {
    const r = this.next();
    if (r < 0.05) return this.valueText(1);
    const members: [string, string][] = [];
    if (this.next() < 0.95) members.push(["code", this.code()]);
    if (this.next() < 0.92)
      members.push(["message", this.next() < 0.9 ? JSON.stringify(this.pick(STRINGS)) : this.valueText(1)]);
    const data = this.dataText();
    if (data !== undefined) members.push(["data", data]);
    if (this.next() < 0.1) members.push(["extra", this.valueText(1)]);
    return `{${members.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`;
  }

  idText(): string | undefined {
    const r = this.next();
    if (r < 0.15) return undefined;
    if (r < 0.5) return String(Math.floor(this.next() * 1000));
    if (r < 0.75) return JSON.stringify(`req-${Math.floor(this.next() * 1000)}`);
    return this.pick(["null", "1.5", "1e400", "-0", "true", "{}", "[1]", '""', "1e21", ...BIG_IDS]);
  }

  /** An id as a value, with the text it was read from. */
  id(): { text: string; value: unknown } | undefined {
    const text = this.idText();
    return text === undefined ? undefined : { text, value: JSON.parse(text) };
  }

  responseText(): string {
    const r = this.next();
    if (r < 0.03) return this.valueText(2);
    const members: [string, string][] = [];
    if (this.next() < 0.9) members.push(["jsonrpc", '"2.0"']);
    const id = this.idText();
    if (id !== undefined) members.push(["id", id]);
    if (r < 0.8) members.push(["error", this.errorText()]);
    else if (r < 0.97) members.push(["result", this.resultText()]);
    if (this.next() < 0.05) members.push(["__proto__", this.valueText(1)]);
    return `{${members.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`;
  }

  resultText(): string {
    const r = this.next();
    if (r < 0.4)
      return `{"content":[{"type":"text","text":${JSON.stringify(this.pick(STRINGS))}}],"isError":true${this.next() < 0.3 ? ',"resultType":"complete"' : ""}}`;
    if (r < 0.5) return `{"content":${this.valueText(2)},"isError":true}`;
    if (r < 0.8) return this.objectText(2);
    return this.valueText(2);
  }

  /** A well-formed error object (integer code, string message), or undefined. */
  errorObject(): Record<string, unknown> | undefined {
    const value: unknown = JSON.parse(this.errorText());
    if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
    const e = value as Record<string, unknown>;
    if (!Number.isInteger(e.code) || typeof e.message !== "string") return undefined;
    if (Math.abs(e.code as number) >= 2 ** 63) return undefined;
    return { code: e.code, message: e.message, ...(Object.hasOwn(e, "data") ? { data: e.data } : {}) };
  }

  /** 2026-era requests, right and wrong one rule at a time, with headers as a server gets them. */
  requests(
    protocol: string,
    count: number,
  ): { headers: Record<string, string>; body: string; supportedVersions?: string[]; tools?: unknown[] }[] {
    const tools = [
      {
        name: "lookup_region",
        inputSchema: { type: "object", properties: { region: { type: "string", "x-mcp-header": "Region" } } },
      },
      {
        name: "add",
        inputSchema: { type: "object", properties: { a: { type: "number", "x-mcp-header": "A" } } },
      },
    ];
    const out = [];
    for (let i = 0; i < count; i++) {
      const method = this.pick(["tools/call", "tools/list", "resources/read", "prompts/get"]);
      const meta: Record<string, unknown> = {
        "io.modelcontextprotocol/protocolVersion":
          this.next() < 0.85 ? protocol : this.pick(["1999-01-01", 5, null]),
        "io.modelcontextprotocol/clientCapabilities": this.next() < 0.9 ? {} : this.pick(["x", [], null]),
      };
      if (this.next() < 0.1) delete meta["io.modelcontextprotocol/protocolVersion"];
      if (this.next() < 0.1) delete meta["io.modelcontextprotocol/clientCapabilities"];
      if (this.next() < 0.1) meta["io.modelcontextprotocol/logLevel"] = this.pick(["debug", 3]);
      const name = this.pick(["lookup_region", "add", "echo", "Zürich"]);
      const params: Record<string, unknown> = { _meta: meta };
      if (method === "resources/read") params.uri = this.pick(["file:///a.txt", "file:///é.txt"]);
      else params.name = name;
      if (method === "tools/call")
        params.arguments = this.pick([
          { region: "eu" },
          { region: "Zürich" },
          { a: 42 },
          { a: 1.5 },
          {},
          { region: null },
        ]);
      const body = { jsonrpc: "2.0", id: i, method, params };
      const headers: Record<string, string> = {
        "MCP-Protocol-Version": String(meta["io.modelcontextprotocol/protocolVersion"] ?? ""),
        "Mcp-Method": method,
      };
      const mirrored = String(params.uri ?? params.name);
      headers["Mcp-Name"] = /^[\x20-\x7e]*$/.test(mirrored)
        ? mirrored
        : `=?base64?${Buffer.from(mirrored).toString("base64")}?=`;
      const args = params.arguments as Record<string, unknown> | undefined;
      if (args?.region !== undefined && args.region !== null)
        headers["Mcp-Param-Region"] = /^[\x20-\x7e]*$/.test(String(args.region))
          ? String(args.region)
          : `=?base64?${Buffer.from(String(args.region)).toString("base64")}?=`;
      if (args?.a !== undefined) headers["Mcp-Param-A"] = String(args.a);
      // Break one thing, most of the time.
      const r = this.next();
      if (r < 0.1) delete headers["Mcp-Method"];
      else if (r < 0.2) headers["Mcp-Method"] = "other/method";
      else if (r < 0.27) headers["Mcp-Name"] = "=?base64?!!!?=";
      else if (r < 0.32) headers["Mcp-Name"] = "bad\u00e9";
      else if (r < 0.37) headers["Mcp-Param-Region"] = "elsewhere";
      else if (r < 0.42) headers["Mcp-Param-A"] = this.pick(["42.0", "4.2e1", "x", "1e400"]);
      else if (r < 0.46) headers["MCP-Protocol-Version"] = "2025-11-25";
      let text = JSON.stringify(body);
      const b = this.next();
      if (b < 0.04) text = "{not json";
      else if (b < 0.07) text = JSON.stringify([body]);
      else if (b < 0.1) text = JSON.stringify({ jsonrpc: "2.0", id: 1 });
      const lowerCase = this.next() < 0.3;
      const sent = Object.fromEntries(
        Object.entries(headers).map(([k, v]) => [lowerCase ? k.toLowerCase() : k, v]),
      );
      out.push({
        headers: sent,
        body: text,
        ...(this.next() < 0.3 ? { supportedVersions: [protocol, "2027-01-01"] } : {}),
        ...(this.next() < 0.7 ? { tools } : {}),
      });
    }
    return out;
  }
}
