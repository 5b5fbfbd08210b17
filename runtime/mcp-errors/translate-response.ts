/**
 * A whole HTTP response, status and JSON-RPC body, from one revision to another, for a proxy: the
 * error's code and data (translate.ts), the status to send (never a legacy 404 for a JSON-RPC
 * error), the destination's rule for the id, a result's `resultType` where the destination requires
 * one and the source has none, and, only when the caller says the response answers a tool call
 * whose input was invalid, the change of form between a -32602 error (up to 2025-06-18) and a
 * CallToolResult with `isError: true` (from 2025-11-25). -32602 also means "unknown tool", so that
 * change cannot be made from the code alone.
 */
import { errorObject } from "./build.js";
import { hasOwn, isRecord } from "./data-shape.js";
import { envelope } from "./envelope.js";
import { conditionIn, conditionKeyOf, methodIn, type Revision } from "./revision.js";
import { statusOf, statusOfCondition } from "./status.js";
import { toolInput } from "./tool-input.js";
import { GENERIC, translateBetween } from "./translate.js";
import type { ContentBlock, RecognitionOptions, TranslatingTables } from "./types.js";

export interface ResponseToTranslate {
  /** The HTTP status the response arrived with. */
  status?: number | null | undefined;
  /** The JSON-RPC response, parsed. */
  body: unknown;
}

export interface TranslateResponseOptions {
  method?: string | undefined;
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

function fallback(to: Revision, id: unknown, reason: string): TranslatedResponse {
  const generic = conditionIn(to, GENERIC);
  const error = errorObject(generic.code, generic.message);
  return {
    ok: false,
    status: statusOfCondition(to, GENERIC),
    body: envelope(to, id, error),
    condition: null,
    reason,
  };
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
  let id: unknown;
  try {
    const body = isRecord(response) ? response.body : undefined;
    const arrived = isRecord(response) ? response.status : undefined;
    const method = methodIn(options as RecognitionOptions | undefined);
    const toolInputAsked = isRecord(options) && options.toolInputError === true;
    if (!isRecord(body) || (!hasOwn(body, "error") && !hasOwn(body, "result")))
      return fallback(to, undefined, "not a JSON-RPC response");
    id = body.id;
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
      const t = translateBetween(from, to, error, {
        ...(method === undefined ? {} : { method }),
        ...(typeof arrived === "number" && Number.isInteger(arrived) ? { httpStatus: arrived } : {}),
      });
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
        const error = toolInput(to, { content: blocks.length > 0 ? blocks : "Invalid tool input" });
        return { ok: true, status: statusOf(to, error), body: envelope(to, id, error), condition: null };
      }
      const converted: Record<string, unknown> = { ...result };
      if (toForm.resultType === null) delete converted.resultType;
      else converted.resultType = toForm.resultType;
      return {
        ok: true,
        status: null,
        body: { ...body, jsonrpc: to.tables.ENVELOPE.jsonrpc, result: converted },
        condition: null,
      };
    }
    const carried = destinationResult(from, to, result);
    return {
      ok: true,
      status: null,
      body: carried === result ? body : { ...body, result: carried },
      condition: null,
    };
  } catch {
    return fallback(to, id, "the response could not be read (a property threw)");
  }
}
