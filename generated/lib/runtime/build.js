// Compiled by mcp-errgen from templates/mcp-errors/runtime/build.ts; do not edit.
/** Constructors, guards and envelopes of a revision's errors. */
import { isRecord } from "./data-shape.js";
import { mark } from "./mark.js";
import { conditionOfError } from "./revision.js";
export function errorObject(code, message, data) {
  return data === undefined ? { code, message } : { code, message, data };
}
/**
 * A constructor: (data, message?) for a condition with a data shape, else (message?, data?). The
 * error it builds carries its condition (mark.ts).
 */
export function builder(revision, key) {
  const condition = revision.conditions.get(key);
  if (condition === undefined) throw new Error(`${revision.id} has no condition ${key}`);
  const { code, message: defaultMessage } = condition;
  const build = (message, data) => mark(errorObject(code, message, data), revision.id, key);
  return condition.data !== null
    ? (data, message = defaultMessage) => build(message, data)
    : (message = defaultMessage, data) => build(message, data);
}
/** A guard: whether a value is an error object the revision reads as the condition. Never throws. */
export function guard(revision, key) {
  const condition = revision.conditions.get(key);
  return (value, options) => {
    try {
      if (!isRecord(value) || typeof value.message !== "string") return false;
    } catch {
      return false;
    }
    return conditionOfError(revision, value, options) === condition;
  };
}
/** The error in the revision's envelope; an undefined id is left out. */
export function envelope(revision, id, error) {
  const jsonrpc = revision.tables.ENVELOPE.jsonrpc;
  return id === undefined ? { jsonrpc, error } : { jsonrpc, id, error };
}
/** The answer to a tool call whose arguments fail validation, in the revision's form. */
export function toolInput(revision, message) {
  const form = revision.tables.TOOL_INPUT_ERROR;
  if (form.form === "protocol-error") return errorObject(form.code, message);
  const result = { content: [{ type: "text", text: message }], isError: true };
  return form.resultType === null ? result : { ...result, resultType: form.resultType };
}
