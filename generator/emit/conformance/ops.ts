/**
 * The corpus's operations, each defined once: its layer, what it asks, the shape of its input and
 * of its answer (zod; the corpus's JSON Schema and the check of every case at gen come from them),
 * and how the runner compares an answer with the expected one.
 */
import { z } from "zod";

export const json = z.json();
const revision = z
  .string()
  .describe("A revision id, as the MCP schema folders name them: 2025-11-25, draft.");
const int = z.int();
const status = int.nullable().describe("An HTTP status; null where the answer gives none.");

/** A JSON-RPC error object. */
const errorObject = z.strictObject({ code: int, message: z.string(), data: json.optional() });

/** What the request an answer goes to gives: its id (as a value, or as exact JSON text), method and params. */
const request = z.strictObject({
  id: json.optional().describe("The request's id as the client sent it; absent: the request had none."),
  idText: z
    .string()
    .optional()
    .describe("The id as exact JSON text, for ids no JSON value written by the corpus can hold (1e400)."),
  method: z.string().optional(),
  params: z.record(z.string(), json).optional(),
});

/** An HTTP response as it arrived: its status where known, and its body's text. */
const response = z.strictObject({ status: int.optional(), body: z.string() });

const hints = z.strictObject({
  method: z.string().optional(),
  params: json.optional(),
  httpStatus: int.optional(),
});

/** An HTTP request a modern server checks: header values (a list where a header came more than once) and body text. */
const checked = {
  revision,
  headers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  body: z.string(),
  tools: z.array(json).optional().describe("The server's tools as tools/list gives them."),
  supportedVersions: z.array(z.string()).optional(),
};

const refused = z
  .strictObject({ refused: z.literal(true) })
  .describe("The call refuses its arguments: a thrown error (TypeScript), a returned error (Go).");
/** The whole answer: the status to send and the JSON-RPC body. */
const wireAnswer = z.strictObject({ status, body: z.record(z.string(), json) });
/** What the wire layer expects of it: the status only where the spec gives one, the body's members the spec decides. */
const wireExpect = z.strictObject({ status: int.optional(), body: z.record(z.string(), json) });

const translation = z.union([
  z.strictObject({
    ok: z.literal(true),
    error: errorObject,
    rule: z.enum(["passthrough", "renumber", "mapped"]),
    condition: z.string().nullable(),
    toCondition: z.string().nullable(),
    httpStatus: status,
    body: z.record(z.string(), json),
  }),
  z.strictObject({
    ok: z.literal(false),
    reason: z.string(),
    condition: z.string().nullable(),
    fallback: errorObject,
    fallbackCondition: z.string(),
    httpStatus: status,
    transportFailure: z.string().optional(),
    body: z.record(z.string(), json),
  }),
]);

const carried = z.strictObject({
  ok: z.boolean(),
  status,
  body: json,
  condition: z.string().nullable(),
  reason: z.string().optional(),
});

export type Layer = "wire" | "package";

export interface OpDefinition {
  layer: Layer;
  summary: string;
  input: z.ZodType;
  answer: z.ZodType;
  /** What a case may expect, where it names part of the answer ("subset"); else the answer's shape. */
  expect?: z.ZodType;
  /**
   * "exact": the answer is the expected value, compared as canonical JSON. "subset": every member
   * the expected value names is in the answer with that value (at every depth; arrays compare
   * whole), and the answer may hold more: the wire layer names only what the spec decides.
   */
  match: "exact" | "subset";
}

export const OPS = {
  "server.respond": {
    layer: "wire",
    summary:
      "A server of the revision answers the request with the condition's error (with the data given): the HTTP status and the JSON-RPC body it sends. Compared: the status where the spec gives one, jsonrpc, id, error.code and error.data.",
    input: z.strictObject({ revision, condition: z.string(), data: json.optional(), request }),
    answer: wireAnswer,
    expect: wireExpect,
    match: "subset",
  },
  "server.check": {
    layer: "wire",
    summary:
      "A modern server's checks of an HTTP POST before dispatch: null when the request goes on to dispatch, else the status and the JSON-RPC body it answers with.",
    input: z.strictObject(checked),
    answer: wireAnswer.nullable(),
    expect: wireExpect.nullable(),
    match: "subset",
  },
  "server.transportFailure": {
    layer: "wire",
    summary:
      "The HTTP status a server of the revision answers one of its transport's failures with, before any JSON-RPC dispatch.",
    input: z.strictObject({ revision, failure: z.string() }),
    answer: z.strictObject({ status: int, body: json.nullable().optional() }),
    match: "subset",
  },
  "server.method": {
    layer: "wire",
    summary:
      "A server of the revision gets a client's request for the method: null when the revision has it (the server dispatches it), else the status and the JSON-RPC body it answers with, the revision's method-not-found error.",
    input: z.strictObject({ revision, method: z.string(), request }),
    answer: wireAnswer.nullable(),
    expect: wireExpect.nullable(),
    match: "subset",
  },
  "client.recognise": {
    layer: "wire",
    summary:
      "A client of the revision reads an error response to its request: the condition it names, or null for an error that names none.",
    input: z.strictObject({
      revision,
      response,
      request: z.strictObject({ method: z.string().optional(), params: json.optional() }),
    }),
    answer: z.strictObject({ condition: z.string().nullable() }),
    match: "subset",
  },
  "proxy.forward": {
    layer: "wire",
    summary:
      "A proxy between an upstream of one revision and a client of another carries the upstream's error response to the client: the status and body it sends the client.",
    input: z.strictObject({ from: revision, to: revision, response, request }),
    answer: wireAnswer,
    expect: wireExpect,
    match: "subset",
  },
  revision: {
    layer: "package",
    summary: "Whether the package knows a revision id, and its era.",
    input: z.strictObject({ id: z.string() }),
    answer: z.strictObject({ known: z.boolean(), era: z.enum(["legacy", "modern"]).nullable() }),
    match: "exact",
  },
  constants: {
    layer: "package",
    summary:
      "The value of each named code constant the package declares for the revision, by the schema's name (null: not declared), and any other it declares.",
    input: z.strictObject({ revision, names: z.array(z.string()) }),
    answer: z.strictObject({ constants: z.record(z.string(), int.nullable()) }),
    match: "exact",
  },
  status: {
    layer: "package",
    summary: "The HTTP status a condition of the revision travels with (httpStatusOf by name).",
    input: z.strictObject({ revision, condition: z.string() }),
    answer: z.union([z.strictObject({ status }), refused]),
    match: "exact",
  },
  construct: {
    layer: "package",
    summary:
      "Builds the condition's error with the options given, and reads it back: the error object, the condition it names and its status.",
    input: z.strictObject({
      revision,
      condition: z.string(),
      message: z.string().optional(),
      data: json.optional(),
    }),
    answer: z.union([
      z.strictObject({ error: errorObject, condition: z.string().nullable(), status }),
      refused,
    ]),
    match: "exact",
  },
  parse: {
    layer: "package",
    summary:
      "parseErrorResponse: reads a JSON-RPC error response (or a bare error object) given as JSON text, with what is known of the request: the condition, the error's code, message and data as received, the response's id, and whether the data fits the condition.",
    input: z.strictObject({ revision, text: z.string(), hints: hints.optional() }),
    answer: z.union([
      z.strictObject({
        ok: z.literal(true),
        condition: z.string().nullable(),
        error: z.record(z.string(), json),
        id: json.optional(),
        dataFits: z.boolean(),
      }),
      z.strictObject({ ok: z.literal(false), reason: z.string() }),
    ]),
    match: "exact",
  },
  classify: {
    layer: "package",
    summary: "classifyCode: the class of an integer code in the revision.",
    input: z.strictObject({ revision, code: int }),
    answer: z.union([z.strictObject({ class: z.string() }), refused]),
    match: "exact",
  },
  respond: {
    layer: "package",
    summary:
      "respond: the status and body that answer a request (by its id) with an error, under the revision's id rule.",
    input: z.strictObject({ revision, request, error: json }),
    answer: z.union([wireAnswer, refused]),
    match: "exact",
  },
  translate: {
    layer: "package",
    summary:
      "translate: what an error of one revision, answering the request, becomes for a peer of another, with the body to send.",
    input: z.strictObject({ from: revision, to: revision, error: json, request, httpStatus: int.optional() }),
    answer: z.union([translation, refused]),
    match: "exact",
  },
  translateResponse: {
    layer: "package",
    summary:
      "translateResponse: a whole upstream response carried to a client of another revision, for a proxy.",
    input: z.strictObject({
      from: revision,
      to: revision,
      response,
      request,
      toolInputError: z.boolean().optional(),
    }),
    answer: z.union([carried, refused]),
    match: "exact",
  },
  upstreamFailure: {
    layer: "package",
    summary: "upstreamFailure: the proxy's own answer to a request its upstream gave no answer to.",
    input: z.strictObject({
      to: revision,
      request,
      failure: z.string().optional(),
      message: z.string().optional(),
    }),
    answer: z.union([carried.required({ reason: true }), refused]),
    match: "exact",
  },
  transportFailures: {
    layer: "package",
    summary: "The failures the revision's HTTP transport answers before any JSON-RPC dispatch, by key.",
    input: z.strictObject({ revision }),
    answer: z.union([
      z.strictObject({
        failures: z.record(
          z.string(),
          z.strictObject({
            status: int,
            condition: z.string().nullable(),
            summary: z.string(),
            clientAction: z.string().nullable(),
            body: z.strictObject({
              form: z.enum(["error", "none"]),
              basis: z.enum(["spec", "project-choice"]),
              reason: z.string(),
            }),
          }),
        ),
      }),
      refused,
    ]),
    match: "exact",
  },
  transportFailureResponse: {
    layer: "package",
    summary:
      "transportFailureResponse: the status and body (a JSON-RPC error with the request's id where given, or null) of a revision's transport failure.",
    input: z.strictObject({
      revision,
      failure: z.string(),
      id: json.optional().describe("The request's id where the server read one; absent: none."),
    }),
    answer: z.union([z.strictObject({ status: int, body: json.nullable() }), refused]),
    match: "exact",
  },
  requestEra: {
    layer: "package",
    summary:
      "requestEra: the era (legacy or modern) of a request to a dual-era server that serves the modern revision, from its headers and its body (left out: not read yet).",
    input: z.strictObject({
      revision,
      headers: checked.headers,
      body: z.string().optional().describe("The body's text; absent: the body is not read yet."),
    }),
    answer: z.union([z.strictObject({ era: z.enum(["legacy", "modern"]) }), refused]),
    match: "exact",
  },
  isMethod: {
    layer: "package",
    summary:
      "isMethod: whether the revision's schema has the method, sent by `from` (client or server) as `kind` (request or notification) where given.",
    input: z.strictObject({
      revision,
      method: z.string(),
      from: z.enum(["client", "server"]).optional(),
      kind: z.enum(["request", "notification"]).optional(),
    }),
    answer: z.union([z.strictObject({ is: z.boolean() }), refused]),
    match: "exact",
  },
  isRemovedMethod: {
    layer: "package",
    summary: "isRemovedMethod: whether an earlier final revision has the method and the revision does not.",
    input: z.strictObject({ revision, method: z.string() }),
    answer: z.union([z.strictObject({ removed: z.boolean() }), refused]),
    match: "exact",
  },
  checkRequest: {
    layer: "package",
    summary: "checkRequest: a modern server's first failed check of a request (status and error), or null.",
    input: z.strictObject(checked),
    answer: z.union([z.strictObject({ status, error: errorObject }), z.null(), refused]),
    match: "exact",
  },
} as const satisfies Record<string, OpDefinition>;

export type OpName = keyof typeof OPS;
