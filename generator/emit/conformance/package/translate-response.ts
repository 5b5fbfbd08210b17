/**
 * Package cases for translateResponse, the proxy's whole-response call: bodies that are no
 * response, error responses (the request's id on the answer, the status the error arrived with),
 * the change of form of a tool's input error between a -32602 error and a tool result, and
 * results, with the `resultType` a destination requires added where the source has none.
 */
import type { RevisionModel } from "../../../model/merged-model.ts";
import { corpusCase, type CorpusCase, type Json } from "../corpus-case.ts";
import type { ErrorJson, ModelView } from "../model-view.ts";
import { INVALID_TOOL_INPUT, RESPONSE_REASONS, TRANSLATE_REASONS, UPSTREAM_MESSAGES } from "./texts.ts";

type Request = { id?: Json; method?: string; params?: { [key: string]: Json } };
type Body = { [key: string]: Json };

function responseCase(
  from: RevisionModel,
  to: RevisionModel,
  name: string,
  input: { status?: number; body: string; request: Request; toolInputError?: boolean },
  expect: Json,
  why: string,
): CorpusCase {
  const { status, body, request, toolInputError } = input;
  return corpusCase(
    "translateResponse",
    from.id,
    `${to.id}/${name}`,
    {
      from: from.id,
      to: to.id,
      response: { ...(status === undefined ? {} : { status }), body },
      request,
      ...(toolInputError === undefined ? {} : { toolInputError }),
    },
    expect,
    why,
  );
}

/** The destination's internal error from the proxy itself, for a body it could not carry. */
function fallback(
  view: ModelView,
  to: RevisionModel,
  id: Json | undefined,
  reason: string,
  message?: string,
  data?: Json,
): Json {
  const g = view.generic(to);
  return {
    ok: false,
    status: g.httpStatus.status,
    body: view.body(to, id, {
      code: g.code,
      message: message ?? g.message,
      ...(data === undefined ? {} : { data }),
    }),
    condition: null,
    reason,
  };
}

/** An error response carried by the translation table's outcome of its condition. */
function carried(
  view: ModelView,
  from: RevisionModel,
  to: RevisionModel,
  key: string,
  error: ErrorJson,
  id: Json | undefined,
): Json {
  const o = view.outcome(from, to, key);
  if (o === undefined) throw new Error(`no translation of ${key} from ${from.id} to ${to.id}`);
  if (o.kind === "untranslatable")
    return {
      ok: false,
      status: o.httpStatus,
      body: view.body(to, id, { code: o.fallback.code, message: error.message }),
      condition: key,
      reason: o.reason,
    };
  const sent = {
    code: o.code,
    message: error.message,
    ...(error.data === undefined ? {} : { data: error.data }),
  };
  return { ok: true, status: o.httpStatus, body: view.body(to, id, sent), condition: key };
}

const text = (body: Json) => JSON.stringify(body);
const errorBody = (error: Json, id: Json = "up-1"): Body => ({ jsonrpc: "2.0", id, error });

function shapeCases(view: ModelView, from: RevisionModel, to: RevisionModel): CorpusCase[] {
  const request = { id: 7, method: "tools/call" };
  const invalid = UPSTREAM_MESSAGES["invalid-response"];
  const g = view.generic(to);
  const bodies: [string, string, string, string | undefined][] = [
    ["not-json", "{not json", RESPONSE_REASONS.notJson, invalid],
    ["empty-body", "", RESPONSE_REASONS.notJson, invalid],
    ["array", "[]", RESPONSE_REASONS.notAResponse, invalid],
    ["neither-error-nor-result", '{"jsonrpc":"2.0","id":1}', RESPONSE_REASONS.notAResponse, invalid],
    ["json-string", '"Internal error"', RESPONSE_REASONS.notAResponse, invalid],
  ];
  return [
    ...bodies.map(([name, body, reason, message]) =>
      responseCase(
        from,
        to,
        `no-response/${name}`,
        { body, request },
        fallback(view, to, 7, reason, message),
        `${reason}: the proxy's own internal error, with the request's id`,
      ),
    ),
    ...(
      [
        ["error-string", "Internal error", g.message],
        ["error-without-message", { code: -32603 }, g.message],
        ["error-code-string", { code: "x", message: "m" }, "m"],
      ] as [string, Json, string][]
    ).map(([name, error, message]) =>
      responseCase(
        from,
        to,
        `not-an-error/${name}`,
        { body: text(errorBody(error)), request },
        fallback(view, to, 7, TRANSLATE_REASONS.notAnError, message),
        "a response whose error is no error object gets the generic error",
      ),
    ),
    ...(
      [
        ["id-absent", { jsonrpc: "2.0", error: { code: -32700, message: "Parse error" } }],
        ["id-null", { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } }],
      ] as [string, Json][]
    ).map(([name, body]) =>
      responseCase(
        from,
        to,
        `upstream-parse-error/${name}`,
        { body: text(body), request },
        fallback(view, to, 7, RESPONSE_REASONS.upstream("parse-error"), UPSTREAM_MESSAGES["parse-error"], {
          upstream: "parse-error",
        }),
        "an id-less parse error is the upstream's failure to parse the proxy's frame: the proxy's own internal error, marked data.upstream",
      ),
    ),
  ];
}

function errorCases(view: ModelView, from: RevisionModel, to: RevisionModel): CorpusCase[] {
  const cases: CorpusCase[] = [];
  const add = (name: string, input: Parameters<typeof responseCase>[3], expect: Json, why: string) =>
    cases.push(responseCase(from, to, name, input, expect, why));
  const generic: ErrorJson = { code: view.generic(from).code, message: "Upstream failed" };
  add(
    "error/request-id",
    { body: text(errorBody(generic)), request: { id: 7, method: "tools/call" } },
    carried(view, from, to, view.generic(from).key, generic, 7),
    "the answer carries the request's id, not the upstream's",
  );
  for (const [name, id] of [
    ["request-id-absent", undefined],
    ["request-id-null", null],
    ["request-id-object", {}],
  ] as [string, Json | undefined][])
    add(
      `error/${name}`,
      {
        body: text(errorBody(generic)),
        request: { ...(id === undefined ? {} : { id }), method: "tools/call" },
      },
      carried(view, from, to, view.generic(from).key, generic, "up-1"),
      "no request id to carry: the upstream's id goes on",
    );
  add(
    "error/no-id-anywhere",
    { body: text({ jsonrpc: "2.0", error: generic }), request: { method: "tools/call" } },
    carried(view, from, to, view.generic(from).key, generic, undefined),
    "neither the request nor the upstream gives an id: the destination's envelope rule",
  );
  const rnf = view.condition(from, "resourceNotFound");
  if (rnf !== undefined && view.condition(to, "resourceNotFound") !== undefined) {
    const error = { code: rnf.code, message: rnf.message, data: { uri: "file:///a.txt" } };
    add(
      "error/resource-not-found",
      { body: text(errorBody(error)), request: { id: 7, method: "resources/read" } },
      carried(view, from, to, "resourceNotFound", error, 7),
      "the request's method tells a missing resource from other -32602s",
    );
  }
  const meta = view.condition(from, "missingRequestMeta");
  if (meta?.httpStatus.status !== null && meta !== undefined) {
    const error = { code: meta.code, message: meta.message };
    add(
      "error/arrived-with-status",
      {
        status: meta.httpStatus.status,
        body: text(errorBody(error)),
        request: { id: 7, method: "tools/list" },
      },
      carried(view, from, to, meta.key, error, 7),
      "the status the error arrived with tells a missing _meta from invalid params",
    );
    add(
      "error/arrived-without-status",
      { body: text(errorBody(error)), request: { id: 7, method: "tools/list" } },
      carried(view, from, to, "invalidParams", error, 7),
      "without the status it is invalid params",
    );
  }
  const capability = view.condition(from, "missingRequiredClientCapability");
  if (capability !== undefined) {
    const error = {
      code: capability.code,
      message: capability.message,
      data: { requiredCapabilities: { elicitation: {} } },
    };
    add(
      "error/capability",
      {
        status: capability.httpStatus.status ?? undefined,
        body: text(errorBody(error)),
        request: { id: 7, method: "tools/call" },
      },
      carried(view, from, to, capability.key, error, 7),
      "as the translation table says",
    );
  }
  return cases;
}

/** The revisions that tell the tool-input forms apart: a -32602 error, a tool result, and one that must carry resultType. */
function forms(view: ModelView) {
  const protocolError = view.revisions.filter((r) => r.toolInputError.form === "protocol-error").at(-1);
  const toolResult = view.revisions.find(
    (r) => r.toolInputError.form === "tool-result" && !r.resultType.required,
  );
  const typed = view.revisions.find((r) => r.toolInputError.form === "tool-result" && r.resultType.required);
  return { protocolError, toolResult, typed };
}

const INVALID = "Invalid arguments: count must be an integer";

/** A -32602 answering a tools/call whose input failed validation, to a revision that answers with a tool result. */
function toToolResult(view: ModelView, from: RevisionModel, to: RevisionModel): CorpusCase[] {
  const code = from.toolInputError.code ?? -32602;
  const error = { code, message: INVALID };
  const resultType = to.toolInputError.resultType?.value;
  const result = {
    content: [{ type: "text", text: INVALID }],
    isError: true,
    ...(resultType === undefined ? {} : { resultType }),
  };
  const converted = (id: Json) => ({
    ok: true,
    status: null,
    body: { jsonrpc: to.jsonrpcVersion, id, result },
    condition: "invalidParams",
  });
  return [
    responseCase(
      from,
      to,
      "tool-input/error-to-result",
      { body: text(errorBody(error)), request: { id: 7, method: "tools/call" }, toolInputError: true },
      converted(7),
      "the caller says it is a tool's input error: it becomes a tool result with isError",
    ),
    responseCase(
      from,
      to,
      "tool-input/error-to-result-without-method",
      { body: text(errorBody(error)), request: { id: 7 }, toolInputError: true },
      converted(7),
      "read as a tools/call's error",
    ),
    responseCase(
      from,
      to,
      "tool-input/error-not-flagged",
      { body: text(errorBody(error)), request: { id: 7, method: "tools/call" } },
      carried(view, from, to, "invalidParams", error, 7),
      "-32602 also means an unknown tool: without the caller's word it stays an error",
    ),
    responseCase(
      from,
      to,
      "tool-input/other-code",
      {
        body: text(errorBody({ code: -32603, message: INVALID })),
        request: { id: 7, method: "tools/call" },
        toolInputError: true,
      },
      carried(view, from, to, view.generic(from).key, { code: -32603, message: INVALID }, 7),
      "only the code of the source's form changes form",
    ),
  ];
}

/** A tool result with isError, to a revision that answers a tool's input error with -32602. */
function toProtocolError(view: ModelView, from: RevisionModel, to: RevisionModel): CorpusCase[] {
  const code = to.toolInputError.code ?? -32602;
  const reader = to.conditions.find((c) => c.code === code && c.recognition.codes.includes(code));
  const status = reader?.httpStatus.status ?? null;
  const result = (content: Json) => text({ jsonrpc: "2.0", id: "up-1", result: { content, isError: true } });
  const request = { id: 7, method: "tools/call" };
  const answer = (message: string) => ({
    ok: true,
    status,
    body: view.body(to, 7, { code, message }),
    condition: null,
  });
  const blocks: Json[] = [
    { type: "text", text: "count must be an integer" },
    { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" },
    { type: "text", text: "query is required" },
  ];
  return [
    responseCase(
      from,
      to,
      "tool-input/result-to-error",
      { body: result(blocks), request, toolInputError: true },
      answer("count must be an integer\nquery is required"),
      "the text blocks, one per line, become the error's message",
    ),
    responseCase(
      from,
      to,
      "tool-input/result-without-text",
      { body: result([blocks[1] ?? null]), request, toolInputError: true },
      answer(""),
      "no text block: an empty message",
    ),
    responseCase(
      from,
      to,
      "tool-input/result-empty-content",
      { body: result([]), request, toolInputError: true },
      answer(INVALID_TOOL_INPUT),
      "no content at all: the package's default message",
    ),
    responseCase(
      from,
      to,
      "tool-input/result-content-not-a-list",
      { body: result("oops"), request, toolInputError: true },
      answer(INVALID_TOOL_INPUT),
      "content that is no list counts as none",
    ),
    responseCase(
      from,
      to,
      "tool-input/result-block-not-an-object",
      { body: result([5]), request, toolInputError: true },
      fallback(view, to, 7, RESPONSE_REASONS.contentNotBlocks),
      "a block that is no content block cannot be carried, and the reason says so",
    ),
  ];
}

/** Tool results between two revisions that both answer with one: the destination's resultType rule. */
function resultToResult(from: RevisionModel, to: RevisionModel): CorpusCase[] {
  const untyped = { content: [{ type: "text", text: INVALID }], isError: true };
  const result = { ...untyped, resultType: "complete" };
  const resultType = to.toolInputError.resultType?.value;
  const sent = resultType === undefined ? untyped : { ...untyped, resultType };
  return [
    responseCase(
      from,
      to,
      "tool-input/result-to-result",
      {
        body: text({
          jsonrpc: "2.0",
          id: "up-1",
          result: from.resultType.required ? result : untyped,
          extra: 1,
        }),
        request: { id: 7, method: "tools/call" },
        toolInputError: true,
      },
      {
        ok: true,
        status: null,
        body: { jsonrpc: to.jsonrpcVersion, id: 7, result: sent, extra: 1 },
        condition: null,
      },
      "the result keeps its form; its resultType is the destination's",
    ),
  ];
}

/** Results without the tool-input flag: carried as they are, with the destination's resultType where it requires one and the source has none. */
function resultCases(from: RevisionModel, to: RevisionModel): CorpusCase[] {
  const adds = to.resultType.required && to.resultType.complete !== null && !from.resultType.required;
  const request = { id: 7, method: "tools/list" };
  const ok = (body: Json) => ({ ok: true, status: null, body, condition: null });
  const withType = (result: Body): Body =>
    adds ? { resultType: to.resultType.complete as string, ...result } : result;
  return [
    responseCase(
      from,
      to,
      "result/plain",
      { body: text({ jsonrpc: "2.0", id: "up-1", result: { tools: [] } }), request },
      ok({ jsonrpc: "2.0", id: 7, result: withType({ tools: [] }) }),
      adds
        ? "the destination requires resultType and the source's results have none: complete"
        : "carried as it is, with the request's id",
    ),
    responseCase(
      from,
      to,
      "result/own-result-type",
      {
        body: text({
          jsonrpc: "2.0",
          id: "up-1",
          result: { resultType: "input_required", inputRequests: {} },
        }),
        request,
      },
      ok({ jsonrpc: "2.0", id: 7, result: { resultType: "input_required", inputRequests: {} } }),
      "a result that has a resultType keeps it, whatever it says",
    ),
    responseCase(
      from,
      to,
      "result/not-an-object",
      { body: text({ jsonrpc: "2.0", id: "up-1", result: 5 }), request },
      ok({ jsonrpc: "2.0", id: 7, result: 5 }),
      "a result that is no object is carried as it is",
    ),
    ...(adds
      ? []
      : [
          responseCase(
            from,
            to,
            "result/same-id",
            { body: text({ jsonrpc: "2.0", id: 7, result: { tools: [] }, extra: true }), request },
            ok({ jsonrpc: "2.0", id: 7, result: { tools: [] }, extra: true }),
            "nothing to change: the body as it came",
          ),
        ]),
    responseCase(
      from,
      to,
      "result/tool-error-not-flagged",
      {
        body: text({ jsonrpc: "2.0", id: "up-1", result: { content: [], isError: true } }),
        request: { id: 7, method: "tools/call" },
      },
      ok({ jsonrpc: "2.0", id: 7, result: withType({ content: [], isError: true }) }),
      "without the caller's word a tool result with isError is a result like any other",
    ),
  ];
}

export function translateResponseCases(view: ModelView): CorpusCase[] {
  const { protocolError, toolResult, typed } = forms(view);
  const cases: CorpusCase[] = [];
  const pairs: [RevisionModel | undefined, RevisionModel | undefined][] = [
    [typed, toolResult],
    [toolResult, typed],
    [protocolError, toolResult],
    [toolResult, protocolError],
    [protocolError, typed],
    [typed, protocolError],
    [typed, typed],
  ];
  for (const [from, to] of pairs) {
    if (from === undefined || to === undefined) continue;
    cases.push(...shapeCases(view, from, to), ...errorCases(view, from, to), ...resultCases(from, to));
    if (from.toolInputError.form === "protocol-error" && to.toolInputError.form === "tool-result")
      cases.push(...toToolResult(view, from, to));
    if (from.toolInputError.form === "tool-result" && to.toolInputError.form === "protocol-error")
      cases.push(...toProtocolError(view, from, to));
    if (from.toolInputError.form === "tool-result" && to.toolInputError.form === "tool-result" && from !== to)
      cases.push(...resultToResult(from, to));
  }
  return cases;
}
