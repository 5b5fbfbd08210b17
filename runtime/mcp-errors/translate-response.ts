/**
 * A whole HTTP response, status and JSON-RPC body, from one revision to another, for a proxy: the
 * error's code and data (translate.ts), the status to send (never a legacy 404 for a JSON-RPC
 * error), the destination's rule for the id, a result's `resultType` where the destination requires
 * one and the source has none, and, only when the caller says the response answers a tool call
 * whose input was invalid, the change of form between a -32602 error (up to 2025-06-18) and a
 * CallToolResult with `isError: true` (from 2025-11-25). -32602 also means "unknown tool", so that
 * change cannot be made from the code alone.
 *
 * Every answer carries the id of the request it answers, as the caller gives it, whatever the
 * upstream sent or failed to send: error responses must carry the request's id (basic/index.mdx
 * of every revision), and a client matches answers by it.
 */
import { errorObject } from "./build.js";
import { hasOwn, isRecord } from "./data-shape.js";
import { envelope, isRequestId } from "./envelope.js";
import { conditionIn, conditionKeyOf, type Revision } from "./revision.js";
import { statusOf, statusOfCondition } from "./status.js";
import { toolInput } from "./tool-input.js";
import { genericOf, translateBetween } from "./translate.js";
import type {
  ContentBlock,
  ErrorObject,
  RecognitionOptions,
  ToolErrorResult,
  TranslatingTables,
} from "./types.js";

/** The request an answer goes to, as the client sent it. */
export interface AnsweredRequest {
  /**
   * Its id, as it came: a string or a finite number is kept; anything else (an id that could not
   * be read) is left out, or null, by the destination's envelope rule.
   */
  id: unknown;
  /** Its method, e.g. "resources/read": it tells apart conditions that share a code. */
  method: string;
  /** Its params, where known: the data of an error about the request is read against them. */
  params?: unknown;
}

export interface ResponseToTranslate {
  /** The HTTP status the response arrived with. */
  status?: number | null | undefined;
  /**
   * The JSON-RPC response: the value it parsed to, or its text (a text that is not JSON is answered
   * as an upstream failure). For an SSE stream, the data of the event that carries the response.
   */
  body: unknown;
}

export interface TranslateResponseOptions {
  /** The request the response answers; its id goes on every answer. */
  request: AnsweredRequest;
  /** The response answers a tools/call whose arguments failed the tool's validation. */
  toolInputError?: boolean | undefined;
}

export interface TranslatedResponse {
  /**
   * False when the destination cannot express the error (a fallback is sent) or the body was not
   * a response.
   */
  ok: boolean;
  /** The HTTP status to send; null where the destination's spec gives none (unspecified). */
  status: number | null;
  body: unknown;
  /** The error's condition in the source revision; null for a result, or a code that names none. */
  condition: string | null;
  /** Why the response could not be carried over as it was. */
  reason?: string;
}

function fallback(to: Revision, id: unknown, reason: string, message?: string): TranslatedResponse {
  const generic = conditionIn(to, genericOf(to));
  const error = errorObject(generic.code, message ?? generic.message);
  return {
    ok: false,
    status: statusOfCondition(to, genericOf(to)),
    body: envelope(to, id, error),
    condition: null,
    reason,
  };
}

/** What the caller says of the request: its id, method and params; what cannot be read is left out. */
export function requestIn(options: unknown): { id: unknown; method?: string; params?: unknown } {
  try {
    const request = isRecord(options) ? options.request : undefined;
    if (!isRecord(request)) {
      // Before requests were taken: { method } alone, and the id the upstream answered with.
      const method = isRecord(options) ? options.method : undefined;
      return typeof method === "string" ? { id: undefined, method } : { id: undefined };
    }
    const { id, method, params } = request;
    return { id, ...(typeof method === "string" ? { method } : {}), ...(isRecord(params) ? { params } : {}) };
  } catch {
    return { id: undefined };
  }
}

/** Why a tool result whose content breaks the content block rules cannot become a protocol error. */
const CONTENT_NOT_BLOCKS = "the tool result's content is not a list of content blocks";

/** How a proxy failed to get an answer from its upstream. */
export type UpstreamFailure = "unreachable" | "timeout" | "invalid-response";

const UPSTREAM_MESSAGES: { readonly [failure in UpstreamFailure]: string } = {
  unreachable: "Internal error: the upstream server could not be reached",
  timeout: "Internal error: the upstream server did not answer in time",
  "invalid-response": "Internal error: the upstream server's answer was not a JSON-RPC response",
};

/**
 * The answer to a request whose upstream gave none: the destination's internal error, from the
 * proxy itself (a local failure must not pass for the upstream's error), with the request's id and
 * the destination's status for it.
 */
export function upstreamFailureIn(
  to: Revision,
  request: unknown,
  failure: unknown,
  message: unknown,
): TranslatedResponse {
  const kind: UpstreamFailure =
    failure === "timeout" || failure === "invalid-response" ? failure : "unreachable";
  const text = typeof message === "string" ? message : UPSTREAM_MESSAGES[kind];
  return fallback(to, requestIn({ request }).id, `upstream failure: ${kind}`, text);
}

/**
 * A result as the destination must see it. Where the destination requires `resultType` on every
 * result and the source's results have none, a result without one gets the destination's complete
 * value: its schema tells a client to read such a result, from an earlier revision's server, as
 * complete, and the proxy is the destination's server, which must send the field. Anything else
 * is kept as it is: a source that requires the field and left it out broke its own revision (the
 * absent-means-complete rule covers earlier revisions only); a destination without the field
 * allows extra fields; and no revision says what a client without `resultType` should get for a
 * value it cannot express ("input_required"), so that is left to the caller.
 */
function destinationResult(
  from: Revision<TranslatingTables>,
  to: Revision<TranslatingTables>,
  result: unknown,
): unknown {
  const wanted = to.tables.RESULT_TYPE;
  if (!wanted.required || wanted.complete === null || from.tables.RESULT_TYPE.required) return result;
  if (!isRecord(result) || hasOwn(result, "resultType")) return result;
  return { resultType: wanted.complete, ...result };
}

export function translateResponseBetween(
  from: Revision<TranslatingTables>,
  to: Revision<TranslatingTables>,
  response: ResponseToTranslate,
  options?: TranslateResponseOptions,
): TranslatedResponse {
  const request = requestIn(options);
  let id: unknown = request.id;
  try {
    let body = isRecord(response) ? response.body : undefined;
    const arrived = isRecord(response) ? response.status : undefined;
    const method = request.method;
    const toolInputAsked = isRecord(options) && options.toolInputError === true;
    if (typeof body === "string") {
      try {
        body = JSON.parse(body);
      } catch {
        return fallback(to, id, "not JSON", UPSTREAM_MESSAGES["invalid-response"]);
      }
    }
    if (!isRecord(body) || (!hasOwn(body, "error") && !hasOwn(body, "result")))
      return fallback(to, id, "not a JSON-RPC response", UPSTREAM_MESSAGES["invalid-response"]);
    // The request's id where the caller gives one; else the id the upstream answered with.
    if (!isRequestId(id)) id = body.id;
    const fromForm = from.tables.TOOL_INPUT_ERROR;
    const toForm = to.tables.TOOL_INPUT_ERROR;
    if (hasOwn(body, "error")) {
      const error = body.error;
      if (
        toolInputAsked &&
        fromForm.form === "protocol-error" &&
        toForm.form === "tool-result" &&
        isRecord(error) &&
        error.code === fromForm.code &&
        typeof error.message === "string"
      )
        return {
          ok: true,
          status: null,
          body: {
            jsonrpc: to.tables.ENVELOPE.jsonrpc,
            id,
            result: toolInput(to, { content: error.message }),
          },
          condition: conditionKeyOf(from, error, { method: method ?? "tools/call" }),
        };
      const recognition: RecognitionOptions = {
        ...(method === undefined ? {} : { method }),
        ...(request.params === undefined ? {} : { params: request.params }),
        ...(typeof arrived === "number" && Number.isInteger(arrived) ? { httpStatus: arrived } : {}),
      };
      const t = translateBetween(from, to, error, recognition);
      const out = t.ok ? t.error : t.fallback;
      return {
        ok: t.ok,
        status: t.httpStatus,
        body: envelope(to, id, out),
        condition: t.condition,
        ...(t.ok ? {} : { reason: t.reason }),
      };
    }
    const result = body.result;
    if (toolInputAsked && isRecord(result) && result.isError === true && fromForm.form === "tool-result") {
      const blocks = Array.isArray(result.content) ? (result.content as ContentBlock[]) : [];
      if (toForm.form === "protocol-error") {
        let error: ErrorObject | ToolErrorResult;
        try {
          error = toolInput(to, { content: blocks.length > 0 ? blocks : "Invalid tool input" });
        } catch {
          // A block that breaks the content block rules: said as such, not as a property that threw.
          return fallback(to, id, CONTENT_NOT_BLOCKS);
        }
        return { ok: true, status: statusOf(to, error), body: envelope(to, id, error), condition: null };
      }
      const converted: Record<string, unknown> = { ...result };
      if (toForm.resultType === null) delete converted.resultType;
      else converted.resultType = toForm.resultType;
      return {
        ok: true,
        status: null,
        body: { ...body, jsonrpc: to.tables.ENVELOPE.jsonrpc, id, result: converted },
        condition: null,
      };
    }
    const carried = destinationResult(from, to, result);
    return {
      ok: true,
      status: null,
      body: carried === result && body.id === id ? body : { ...body, id, result: carried },
      condition: null,
    };
  } catch {
    return fallback(to, id, "the response could not be read (a property threw)");
  }
}
