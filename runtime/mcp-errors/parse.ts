/** Reads a JSON-RPC error response, or a bare error object, without throwing. */
import { dataFits, hasOwn, isRecord } from "./data-shape.js";
import { conditionOfError, type Reader } from "./revision.js";
import type { ErrorObject, ParseFailure, ParseFailureReason, Parsed, RecognitionOptions } from "./types.js";

function failure(reason: ParseFailureReason): ParseFailure {
  return Object.freeze({ ok: false, reason });
}

// Shared, so a rejected input allocates nothing.
const NOT_AN_OBJECT = /* @__PURE__ */ failure("not-an-object");
const ERROR_NOT_AN_OBJECT = /* @__PURE__ */ failure("error-not-an-object");
const BAD_ID = /* @__PURE__ */ failure("bad-id");
const BAD_CODE = /* @__PURE__ */ failure("bad-code");
const BAD_MESSAGE = /* @__PURE__ */ failure("bad-message");
const UNREADABLE = /* @__PURE__ */ failure("unreadable");
export const UNKNOWN_REVISION: ParseFailure = /* @__PURE__ */ failure("unknown-revision");

/** Allocates the result and nothing else. */
export function parse(
  revision: Reader,
  value: unknown,
  options?: RecognitionOptions,
): ParseFailure | Parsed<string | null, ErrorObject> {
  try {
    if (!isRecord(value)) return NOT_AN_OBJECT;
    let error: Record<string, unknown> = value;
    let id: unknown;
    if (hasOwn(value, "error")) {
      const inner = value.error;
      if (!isRecord(inner)) return ERROR_NOT_AN_OBJECT;
      error = inner;
      id = value.id;
      if (id !== undefined && id !== null && typeof id !== "string" && typeof id !== "number") return BAD_ID;
    }
    const code = error.code;
    if (!Number.isInteger(code)) return BAD_CODE;
    if (typeof error.message !== "string") return BAD_MESSAGE;
    const condition = conditionOfError(revision, error, options);
    let fits: boolean;
    try {
      fits = condition === undefined || dataFits(condition.data, error.data);
    } catch {
      // Data too deep or too hostile to walk: it does not fit, though the code still names the condition.
      fits = false;
    }
    return {
      ok: true,
      condition: condition === undefined ? null : condition.key,
      error: error as unknown as ErrorObject,
      id: id as string | number | null | undefined,
      dataFits: fits,
    };
  } catch {
    return UNREADABLE;
  }
}
