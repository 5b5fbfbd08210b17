/**
 * A request id as the JSON text it came in. JSON.parse reads every number as a double, so an
 * integer id beyond 2^53 (9007199254740993, which the schema's `RequestId = string | number`
 * allows) has already been rounded by the time a request reaches this package, and an answer
 * under the rounded id matches no request: its client waits until it gives up. A server or proxy
 * that has the request's text reads the id's own text from it (requestIdText) and writes its
 * answer with it (stringifyMessage). The Go module keeps every id exact by itself.
 */
import { hasOwn, isRecord } from "./data-shape.js";

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** The index just past the string that opens at `i`, or -1 where it never closes. */
function stringEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x5c) j++;
    else if (c === 0x22) return j + 1;
  }
  return -1;
}

/**
 * The index just past the value that starts at `i`, or -1. A string ends at its closing quote,
 * an object or array at the bracket that closes it (strings inside skipped, depth counted, no
 * recursion), anything else before the next delimiter; JSON.parse has judged the rest.
 */
function valueEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0x22) return stringEnd(text, i);
  if (c === 0x7b || c === 0x5b) {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      const d = text.charCodeAt(j);
      if (d === 0x22) {
        j = stringEnd(text, j) - 1;
        if (j < 0) return -1;
      } else if (d === 0x7b || d === 0x5b) depth++;
      else if (d === 0x7d || d === 0x5d) {
        if (--depth === 0) return j + 1;
      }
    }
    return -1;
  }
  let j = i;
  while (j < text.length) {
    const d = text.charCodeAt(j);
    if (d === 0x2c || d === 0x7d || d === 0x5d || isSpace(d)) break;
    j++;
  }
  return j > i ? j : -1;
}

/** Whether a member's key, as written (quotes included), is "id". */
function isIdKey(key: string): boolean {
  if (key === '"id"') return true;
  if (!key.includes("\\")) return false;
  try {
    return JSON.parse(key) === "id";
  } catch {
    return false;
  }
}

/**
 * The JSON text of a JSON-RPC message's top-level `id` when it is a string or a number (the last
 * one, where the key repeats, as JSON.parse reads it); undefined for any other id, no id, or text
 * that is not a JSON object. It reads the text once, in time in proportion to its length. Never
 * throws.
 */
export function requestIdText(text: unknown): string | undefined {
  if (typeof text !== "string") return undefined;
  let i = skipSpace(text, 0);
  if (text.charCodeAt(i) !== 0x7b) return undefined;
  i = skipSpace(text, i + 1);
  if (text.charCodeAt(i) === 0x7d) return undefined;
  let found: string | undefined;
  for (;;) {
    if (text.charCodeAt(i) !== 0x22) return undefined;
    const keyEnd = stringEnd(text, i);
    if (keyEnd < 0) return undefined;
    const isId = isIdKey(text.slice(i, keyEnd));
    i = skipSpace(text, keyEnd);
    if (text.charCodeAt(i) !== 0x3a) return undefined;
    i = skipSpace(text, i + 1);
    const end = valueEnd(text, i);
    if (end < 0) return undefined;
    if (isId) {
      const value = text.slice(i, end);
      found = value.charCodeAt(0) === 0x22 || NUMBER.test(value) ? value : undefined;
    }
    i = skipSpace(text, end);
    const c = text.charCodeAt(i);
    if (c === 0x7d) break;
    if (c !== 0x2c) return undefined;
    i = skipSpace(text, i + 1);
  }
  return skipSpace(text, i + 1) === text.length ? found : undefined;
}

/**
 * JSON.stringify of a message (an answer this package built), with its top-level `id` written as
 * `idText`, the id's JSON text as requestIdText read it, where that text reads as the message's
 * id: an id JSON.parse rounded goes out as it came. Otherwise, and without `idText`, it is
 * JSON.stringify(message). Throws where JSON.stringify throws.
 */
export function stringifyMessage(message: unknown, idText?: unknown): string {
  const plain = (): string => JSON.stringify(message) as string;
  if (typeof idText !== "string" || !isRecord(message) || !hasOwn(message, "id")) return plain();
  if (typeof (message as { toJSON?: unknown }).toJSON === "function") return plain();
  const text = idText.trim();
  let read: unknown;
  try {
    read = JSON.parse(text);
  } catch {
    return plain();
  }
  if ((typeof read !== "number" && typeof read !== "string") || read !== message.id) return plain();
  const members: string[] = [];
  for (const key of Object.keys(message)) {
    const value = key === "id" ? text : JSON.stringify(message[key]);
    if (value !== undefined) members.push(`${JSON.stringify(key)}:${value}`);
  }
  return `{${members.join(",")}}`;
}
