"use strict";
// Shared engine of mcp-errors: compiles the per-revision tables and answers lookups from them.
// Internal module: import the package root or a revision subpath instead.
Object.defineProperty(exports, "__esModule", { value: true });
exports.McpError = exports.UNKNOWN_REVISION = void 0;
exports.statusIndex = statusIndex;
exports.revisionTable = revisionTable;
exports.withBands = withBands;
exports.recognise = recognise;
exports.status = status;
exports.classify = classify;
exports.parse = parse;
exports.errorObject = errorObject;
exports.builder = builder;
exports.guard = guard;
exports.linkPair = linkPair;
exports.translateWith = translateWith;
// A condition is its row of the revision's table: [transport status, handler status, key, code,
// told apart from others with its code by the HTTP status (0/1), data spec (0 or left out: any
// data), further codes read as it (may be left out)]. The statuses come first so that a
// revision's default statuses, [transport, handler], read the same way.
const TRANSPORT = 0;
const HANDLER = 1;
const KEY = 2;
const CODE = 3;
const BY_STATUS = 4;
const SPEC = 5;
const ACCEPTS = 6;
const hasOwn = Object.hasOwn;
/**
 * Where a condition (or the defaults) keeps its status for an origin. An unknown origin is a
 * caller's mistake, not a lookup miss.
 */
function statusIndex(origin) {
  if (origin !== "transport" && origin !== "handler")
    throw new TypeError('origin must be "transport" or "handler"');
  return origin === "handler" ? HANDLER : TRANSPORT;
}
/** A JSON value's kind: its typeof name, but "null" for null and "array" for an array. */
function kindOf(value) {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}
function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
/**
 * A data spec is 0 or undefined (any data) or [required 0/1, exact 0/1, ...(field, kind,
 * required 0/1)]; a field's kind is a kindOf name or "*" (anything).
 */
function dataOk(spec, data) {
  if (!spec) return true;
  if (data === undefined) return !spec[0];
  if (!isRecord(data)) return false;
  let present = 0;
  for (let i = 2; i < spec.length; i += 3) {
    if (hasOwn(data, spec[i])) {
      present++;
      if (spec[i + 1] !== "*" && kindOf(data[spec[i]]) !== spec[i + 1]) return false;
    } else if (spec[i + 2]) return false;
  }
  // An exact shape allows no own key beyond the fields found.
  if (spec[1]) for (const key in data) if (hasOwn(data, key) && --present < 0) return false;
  return true;
}
/**
 * Builds a revision's lookup table from its conditions (rows as above) in recognition order:
 * data matches first, then status matches, then the code's own meaning.
 */
function revisionTable(id, era, conditions, defaults) {
  const byCode = new Map();
  const byKey = new Map();
  // The condition whose statuses a code travels with: the last with the code, which is its
  // unique or fallback condition when it has one. `defaults` for any other code.
  const statusOf = new Map();
  for (const c of conditions) {
    byKey.set(c[KEY], c);
    statusOf.set(c[CODE], c);
    for (const read of [c[CODE], ...(c[ACCEPTS] ?? [])]) byCode.set(read, [...(byCode.get(read) ?? []), c]);
  }
  return { id, era, conditions, byCode, byKey, statusOf, defaults };
}
/**
 * Adds what only the root needs: the code bands, narrowest first, as [from, to, class of an
 * undefined code in the band, JSON-RPC standard band (0/1)]; the reserved codes; and the
 * condition that stands in for an error that names no condition and cannot be forwarded.
 */
function withBands(table, bands, reserved, generic) {
  table.defined = new Set(table.conditions.map((c) => c[CODE]));
  table.bands = bands;
  table.reserved = new Set(reserved);
  table.generic = table.byKey.get(generic);
  table.pairs = new Map();
  return table;
}
/** The condition an error with this code and data names in the table's revision, if any. */
function recognise(table, code, data, httpStatus) {
  const candidates = table.byCode.get(code);
  if (candidates)
    for (let i = 0; i < candidates.length; i++) {
      const c = candidates[i];
      if (c[BY_STATUS] && httpStatus !== c[TRANSPORT] && httpStatus !== c[HANDLER]) continue;
      if (dataOk(c[SPEC], data)) return c;
    }
  return undefined;
}
/** HTTP status of a code (or, given its key, of one condition) for an origin. */
function status(table, code, origin, key) {
  const at = statusIndex(origin);
  const holder = (key !== undefined && table.byKey.get(key)) || table.statusOf.get(code) || table.defaults;
  return holder[at];
}
function bandOf(table, code) {
  const bands = table.bands;
  for (let i = 0; i < bands.length; i++) {
    if (code >= bands[i][0] && code <= bands[i][1]) return bands[i];
  }
  return undefined;
}
function classify(table, code) {
  if (!Number.isInteger(code)) return "invalid";
  const band = bandOf(table, code);
  if (table.defined.has(code)) return band !== undefined && band[3] === 1 ? "standard" : "defined";
  if (table.reserved.has(code)) return "reserved";
  return band === undefined ? "application" : band[2];
}
function failure(reason) {
  return Object.freeze({ ok: false, reason });
}
const NOT_AN_OBJECT = /* @__PURE__ */ failure("not-an-object");
const ERROR_NOT_AN_OBJECT = /* @__PURE__ */ failure("error-not-an-object");
const BAD_ID = /* @__PURE__ */ failure("bad-id");
const BAD_CODE = /* @__PURE__ */ failure("bad-code");
const BAD_MESSAGE = /* @__PURE__ */ failure("bad-message");
const UNREADABLE = /* @__PURE__ */ failure("unreadable");
exports.UNKNOWN_REVISION = failure("unknown-revision");
/**
 * Reads a JSON-RPC error response, or a bare error object, without throwing and without
 * allocating anything but the result.
 */
function parse(table, value, options) {
  try {
    if (!isRecord(value)) return NOT_AN_OBJECT;
    let error = value;
    let id;
    if (hasOwn(value, "error")) {
      error = value.error;
      if (!isRecord(error)) return ERROR_NOT_AN_OBJECT;
      id = value.id;
      if (id !== undefined && id !== null && typeof id !== "string" && typeof id !== "number") return BAD_ID;
    }
    const code = error.code;
    if (!Number.isInteger(code)) return BAD_CODE;
    if (typeof error.message !== "string") return BAD_MESSAGE;
    const httpStatus = options === undefined ? undefined : options.httpStatus;
    const condition = recognise(table, code, error.data, httpStatus);
    return { ok: true, condition: condition ? condition[KEY] : null, error, id };
  } catch {
    return UNREADABLE;
  }
}
function errorObject(code, message, data) {
  return data === undefined ? { code, message } : { code, message, data };
}
/** A constructor: (data, message?) for conditions with a data shape (dataFirst), else (message?, data?). */
function builder(code, defaultMessage, dataFirst) {
  return dataFirst
    ? (data, message = defaultMessage) => errorObject(code, message, data)
    : (message = defaultMessage, data) => errorObject(code, message, data);
}
/** A guard: whether a value is an error object that names the table's condition at `index`. */
function guard(table, index) {
  return (value) => {
    try {
      if (!isRecord(value) || typeof value.message !== "string") return false;
      return recognise(table, value.code, value.data) === table.conditions[index];
    } catch {
      return false;
    }
  };
}
/** An Error that carries a JSON-RPC error object, so it can be thrown and sent as is. */
class McpError extends Error {
  constructor(error, options) {
    super(error.message, options);
    this.name = "McpError";
    this.code = error.code;
    this.data = error.data;
    this.error = error;
  }
  toJSON() {
    return this.error;
  }
}
exports.McpError = McpError;
const KINDS = ["passthrough", "renumber", "mapped", "untranslatable"];
/**
 * Registers the translation outcomes from one revision to another. `outcomes` maps a source
 * condition to [kind, destination condition, carry data (0/1), reason index]; a condition it
 * leaves out passes through unchanged. `refused` lists the ranges of codes no condition names
 * that cannot be forwarded, as [from, to, fallback condition, reason index]; other such codes
 * pass through.
 */
function linkPair(from, to, outcomes, refused, reasons) {
  const row = new Map(
    from.conditions.map((c) => {
      const o = outcomes[c[KEY]];
      if (o === undefined)
        return [c, { rule: "passthrough", untranslatable: false, to: to.byKey.get(c[KEY]), carry: true }];
      return [
        c,
        {
          rule: KINDS[o[0]],
          untranslatable: o[0] === 3,
          to: to.byKey.get(o[1]),
          carry: o[2] === 1,
          reason: reasons[o[3]],
        },
      ];
    }),
  );
  from.pairs.set(to.id, {
    row,
    refused: refused.map(([low, high, fallback, reason]) => ({
      low,
      high,
      to: to.byKey.get(fallback),
      reason: reasons[reason],
    })),
  });
}
function statusChange(result, before, after) {
  if (before !== after) result.httpStatus = after;
  return result;
}
/** A code with a meaning or a reservation on either side is never forwarded as is. */
function meaningful(table, code) {
  return table.byCode.has(code) || table.reserved.has(code);
}
/** `at` is the statusIndex of the origin the error comes from. */
function translateWith(from, to, error, at, httpStatus) {
  const message = error !== null && typeof error === "object" ? error.message : undefined;
  const code = typeof message === "string" ? error.code : undefined;
  if (!Number.isInteger(code)) {
    return {
      ok: false,
      reason: "not a JSON-RPC error object",
      condition: null,
      fallback: { code: to.generic[CODE], message: typeof message === "string" ? message : "" },
      fallbackCondition: to.generic[KEY],
    };
  }
  const data = error.data;
  const source = recognise(from, code, data, httpStatus);
  const pair = from.pairs.get(to.id);
  if (source === undefined) {
    let refusal;
    if (meaningful(from, code) || meaningful(to, code)) {
      refusal = {
        to: to.generic,
        reason: `code ${code} names no condition of ${from.id} and has a meaning or a reservation in ${from.id} or ${to.id}`,
      };
    } else {
      refusal = pair.refused.find((r) => code >= r.low && code <= r.high);
      if (refusal === undefined) {
        return {
          ok: true,
          error: errorObject(code, message, data),
          rule: "passthrough",
          condition: null,
          toCondition: null,
        };
      }
    }
    const g = refusal.to;
    return statusChange(
      {
        ok: false,
        reason: refusal.reason,
        condition: null,
        fallback: { code: g[CODE], message },
        fallbackCondition: g[KEY],
      },
      (from.statusOf.get(code) || from.defaults)[at],
      g[at],
    );
  }
  const o = pair.row.get(source);
  const before = source[at];
  const after = o.to[at];
  if (o.untranslatable) {
    return statusChange(
      {
        ok: false,
        reason: o.reason,
        condition: source[KEY],
        fallback: { code: o.to[CODE], message },
        fallbackCondition: o.to[KEY],
      },
      before,
      after,
    );
  }
  const spec = o.to[SPEC];
  let out = o.carry ? data : undefined;
  if (out !== undefined && spec && spec[1] === 1 && !dataOk(spec, out)) out = project(spec, out);
  // What the destination will read, by its own rules: the data may not carry the intended
  // condition, or may name a more specific one that shares its code.
  const read = recognise(to, o.to[CODE], out, after);
  return statusChange(
    {
      ok: true,
      error: errorObject(o.to[CODE], message, out),
      rule: o.rule,
      condition: source[KEY],
      toCondition: read === undefined ? null : read[KEY],
    },
    before,
    after,
  );
}
/** Keeps only the fields an exact data shape names. */
function project(spec, data) {
  if (!isRecord(data)) return data;
  /** @type {Record<string, unknown>} */
  const out = {};
  for (let i = 2; i < spec.length; i += 3) if (hasOwn(data, spec[i])) out[spec[i]] = data[spec[i]];
  return out;
}
