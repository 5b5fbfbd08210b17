/**
 * The runtime's TypeScript sources (runtime/mcp-errors), tested directly on small
 * hand-made tables: recognition order and evidence, data rules, statuses, marks, McpError,
 * classification, parsing and translation.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { builder, guard } from "../../runtime/mcp-errors/build.ts";
import { classify } from "../../runtime/mcp-errors/classify.ts";
import { dataCarries, dataFault, dataMatches, projectData } from "../../runtime/mcp-errors/data-shape.ts";
import { mark, markOf, CONDITION } from "../../runtime/mcp-errors/mark.ts";
import { isMcpError, McpError } from "../../runtime/mcp-errors/mcp-error.ts";
import { parse } from "../../runtime/mcp-errors/parse.ts";
import { conditionKeyOf, defineRevision, recognise } from "../../runtime/mcp-errors/revision.ts";
import { statusOf } from "../../runtime/mcp-errors/status.ts";
import { table } from "../../runtime/mcp-errors/table.ts";
import { translateBetween } from "../../runtime/mcp-errors/translate.ts";
import type { ConditionEntry, DataRule, TranslatingTables } from "../../runtime/mcp-errors/types.ts";

const uriRule: DataRule = {
  required: true,
  exact: true,
  fields: { uri: { type: "string", required: true } },
};
const byCode = (code: number, message: string, extra: Partial<ConditionEntry> = {}): ConditionEntry => ({
  code,
  message,
  data: null,
  acceptedCodes: [],
  recognition: { codes: [code], rules: [] },
  ...extra,
});

function tables(id: string, overrides: Partial<TranslatingTables> = {}): TranslatingTables {
  return table({
    REVISION: id,
    PROTOCOL_VERSION: id,
    ERA: "modern",
    GENERIC_CONDITION: "internalError",
    CONDITIONS: {
      internalError: byCode(-32603, "Internal error"),
      invalidParams: byCode(-32602, "Invalid params"),
      methodNotFound: byCode(-32601, "Method not found"),
      missingMeta: byCode(-32602, "Missing meta", {
        recognition: { codes: [], rules: [{ code: -32602, httpStatus: 400 }] },
      }),
      notFound: byCode(-32602, "Not found", {
        data: uriRule,
        acceptedCodes: [-32002],
        recognition: {
          codes: [-32002],
          rules: [{ code: -32602, method: "resources/read", methodUnknown: "no-match" }],
        },
      }),
    },
    HTTP_STATUS: {
      internalError: null,
      invalidParams: null,
      methodNotFound: 404,
      missingMeta: 400,
      notFound: null,
    },
    SHARED_CODES: { "-32602": { tryInOrder: ["missingMeta", "notFound"], fallback: "invalidParams" } },
    TRANSLATIONS: {},
    UNDEFINED_CODES: {},
    CODE_BANDS: [
      { from: -32099, to: -32000, undefinedCodes: "implementation-defined" },
      { from: -32768, to: -32100, undefinedCodes: "jsonrpc-reserved" },
    ],
    RESERVED_CODES: [
      { code: -32042, formerCondition: "urlElicitationRequired", formerly: "urlElicitationRequired" },
    ],
    ENVELOPE: { jsonrpc: "2.0", idOptional: true },
    TOOL_INPUT_ERROR: { form: "tool-result", resultType: "complete" },
    RESULT_TYPE: { required: true, complete: "complete" },
    ...overrides,
  });
}

const modern = defineRevision(tables("m"));

describe("defineRevision", () => {
  it("indexes the same tables once", () => {
    const t = tables("x");
    expect(defineRevision(t)).toBe(defineRevision(t));
    expect(defineRevision(tables("y"))).not.toBe(defineRevision(t));
  });

  it("freezes the tables all the way down", () => {
    const t = tables("z");
    expect(Object.isFrozen(t.CONDITIONS.notFound?.recognition.rules[0])).toBe(true);
  });
});

describe("recognise", () => {
  const read = (code: number, data?: unknown, method?: string, status?: number) =>
    recognise(modern, code, data, method, status)?.key;

  it("tries the shared code's rules in order, then the code's own meaning", () => {
    expect(read(-32602)).toBe("invalidParams");
    expect(read(-32602, undefined, undefined, 400)).toBe("missingMeta");
    expect(read(-32602, undefined, "resources/read")).toBe("notFound");
    expect(read(-32602, undefined, "resources/read", 400)).toBe("missingMeta");
    expect(read(-32602, { uri: "u" })).toBe("invalidParams");
    expect(read(-32602, undefined, "tools/call")).toBe("invalidParams");
  });

  it("reads an accepted code by itself, with or without data", () => {
    expect(read(-32002)).toBe("notFound");
    expect(read(-32002, { other: 1 })).toBe("notFound");
    expect(read(-32001)).toBeUndefined();
    expect(read(Number.NaN)).toBeUndefined();
  });

  it("holds a method rule without a method only when it says so", () => {
    const loose = defineRevision(
      tables("loose", {
        CONDITIONS: {
          internalError: byCode(-32603, "Internal error"),
          notFound: byCode(-32602, "Not found", {
            recognition: {
              codes: [],
              rules: [{ code: -32602, method: "resources/read", methodUnknown: "match" }],
            },
          }),
        },
        HTTP_STATUS: { internalError: null, notFound: null },
        SHARED_CODES: { "-32602": { tryInOrder: ["notFound"], fallback: null } },
      }),
    );
    expect(recognise(loose, -32602, undefined, undefined, undefined)?.key).toBe("notFound");
    expect(recognise(loose, -32602, undefined, "tools/call", undefined)).toBeUndefined();
  });

  it("requires data only where a rule asks for it", () => {
    const strict = defineRevision(
      tables("strict", {
        CONDITIONS: {
          internalError: byCode(-32603, "Internal error"),
          version: byCode(-32602, "Unsupported", {
            data: { required: true, exact: false, fields: { supported: { type: "array", required: true } } },
            recognition: { codes: [], rules: [{ code: -32602, requiresData: true }] },
          }),
          invalidParams: byCode(-32602, "Invalid params"),
        },
        HTTP_STATUS: { internalError: null, version: null, invalidParams: null },
        SHARED_CODES: { "-32602": { tryInOrder: ["version"], fallback: "invalidParams" } },
      }),
    );
    expect(recognise(strict, -32602, { supported: [] }, undefined, undefined)?.key).toBe("version");
    expect(recognise(strict, -32602, { supported: "x" }, undefined, undefined)?.key).toBe("invalidParams");
    expect(recognise(strict, -32602, undefined, undefined, undefined)?.key).toBe("invalidParams");
  });
});

describe("data rules", () => {
  it("check kinds, required fields and exact shapes one level deep", () => {
    expect(dataMatches(uriRule, { uri: "u" })).toBe(true);
    expect(dataMatches(uriRule, { uri: "u", x: 1 })).toBe(false);
    expect(dataMatches(uriRule, { uri: 1 })).toBe(false);
    expect(dataMatches(uriRule, {})).toBe(false);
    expect(dataMatches(uriRule, undefined)).toBe(false);
    expect(dataMatches({ ...uriRule, required: false }, undefined)).toBe(true);
    expect(dataMatches(uriRule, ["u"])).toBe(false);
    expect(dataMatches(null, 42)).toBe(true);
    expect(dataMatches(uriRule, Object.assign(Object.create({ uri: "inherited" }) as object, {}))).toBe(
      false,
    );
  });

  it("project data onto an exact shape, and carry it between rules naming the same fields", () => {
    expect(projectData(uriRule, { uri: "u", x: 1 })).toEqual({ uri: "u" });
    const same = { uri: "u" };
    expect(projectData(uriRule, same)).toBe(same);
    expect(dataCarries(uriRule, { ...uriRule, exact: false })).toBe(true);
    expect(dataCarries(uriRule, null)).toBe(true);
    expect(
      dataCarries(uriRule, {
        required: true,
        exact: false,
        fields: { url: { type: "string", required: true } },
      }),
    ).toBe(false);
  });
});

/** A rule as deep as the schemas' data goes: an array of objects with literal, union, integer and JSON members. */
const deepRule: DataRule = {
  required: true,
  exact: false,
  fields: {
    items: {
      type: "array",
      required: true,
      items: {
        type: "object",
        fields: {
          id: { type: "string", required: true },
          mode: { type: "string", required: true, enum: ["url", "form"] },
          size: { type: "integer", required: false },
          ratio: { type: "number", required: false },
          token: { type: ["string", "integer"], required: false },
          settings: { type: "object", required: false, values: "json" },
          tags: { type: "object", required: false, values: { type: "array", items: "string" } },
        },
      },
    },
  },
};
const item = { id: "a", mode: "url" };
/** What the constructor's check says of `data`: "" when it passes. */
const fault = (data: unknown, rule: DataRule = deepRule) => dataFault(rule, data, Infinity, "deep");

describe("data rules at every depth", () => {
  it("pass data that holds every nested rule, leaving out optional members and allowing others", () => {
    expect(fault({ items: [] })).toBe("");
    expect(fault({ items: [item], extra: [null] })).toBe("");
    expect(
      fault({
        items: [
          item,
          {
            ...item,
            mode: "form",
            size: 3,
            ratio: 0.5,
            token: 7,
            settings: { a: [1, "b", true, { c: [] }] },
            tags: { x: ["y"] },
            other: null,
            size2: undefined,
          },
        ],
      }),
    ).toBe("");
    // A named member set to undefined is absent, as JSON.stringify leaves it out.
    expect(fault({ items: [{ ...item, size: undefined }] })).toBe("");
  });

  it("name the path of the first fault, at any depth", () => {
    expect(fault({ items: [{}] })).toBe(".items[0].id is required");
    expect(fault({ items: [item, { id: "b" }] })).toBe(".items[1].mode is required");
    expect(fault({ items: [{ ...item, mode: "sms" }] })).toBe(
      '.items[0].mode must be "url" or "form", got the string "sms"',
    );
    expect(fault({ items: [{ ...item, size: 1.5 }] })).toBe(
      ".items[0].size must be an integer, got number 1.5",
    );
    expect(fault({ items: [{ ...item, ratio: Number.NaN }] })).toBe(
      ".items[0].ratio must be a number, got number NaN",
    );
    expect(fault({ items: [{ ...item, token: null }] })).toBe(
      ".items[0].token must be a string or an integer, got null",
    );
    expect(fault({ items: [{ ...item, tags: { "a b": [1] } }] })).toBe(
      '.items[0].tags["a b"][0] must be a string, got number 1',
    );
    expect(fault({ items: ["x"] })).toBe('.items[0] must be an object, got the string "x"');
    expect(fault({ items: {} })).toBe(".items must be an array, got object");
    expect(fault([])).toBe(" must be an object, got array");
  });

  it("take a JSON value as schema.json's JSONValue: no null, no fraction, no undefined, at any depth", () => {
    const settings = (value: unknown) => fault({ items: [{ ...item, settings: { value } }] });
    expect(settings({ a: [[["deep"]]] })).toBe("");
    expect(settings(null)).toBe(
      ".items[0].settings.value must be a string, integer, boolean, array or object, got null",
    );
    expect(settings([1, 2.5])).toMatch(/^\.items\[0\]\.settings\.value\[1\] must be .*, got number 2\.5$/);
    expect(settings({ a: { b: undefined } })).toMatch(
      /^\.items\[0\]\.settings\.value\.a\.b must be .*, got undefined$/,
    );
    expect(settings([() => 1])).toMatch(/got function$/);
  });

  it("forbid fields an exact rule does not name, naming the condition", () => {
    expect(fault({ uri: "u", x: 1 }, uriRule)).toBe(".x is not a field of deep's data");
    expect(fault({ uri: "u", "x-y": 1 }, uriRule)).toBe('["x-y"] is not a field of deep\'s data');
  });

  it("carry data between rules whose fields have the same kinds, lists of kinds included", () => {
    const token = (type: DataRule["fields"][string]["type"]): DataRule => ({
      required: true,
      exact: false,
      fields: { token: { type, required: true } },
    });
    expect(dataCarries(token(["string", "integer"]), token(["string", "integer"]))).toBe(true);
    expect(dataCarries(token(["string", "integer"]), token("string"))).toBe(false);
  });

  it("look only at the kinds of the fields when recognising, as they did before", () => {
    expect(dataMatches(deepRule, { items: [{}] })).toBe(true);
    expect(dataMatches(deepRule, { items: ["x", 1] })).toBe(true);
    expect(dataMatches(deepRule, { items: {} })).toBe(false);
    expect(dataMatches(deepRule, {})).toBe(false);
    expect(
      dataMatches(
        { required: true, exact: false, fields: { n: { type: "integer", required: true } } },
        { n: 1.5 },
      ),
    ).toBe(false);
  });

  it("make a constructor throw a TypeError with the path, and build what passes", () => {
    const revision = defineRevision(
      tables("deep", {
        CONDITIONS: {
          internalError: byCode(-32603, "Internal error"),
          deep: byCode(-32050, "Deep", { data: deepRule }),
        },
        HTTP_STATUS: { internalError: null, deep: null },
        SHARED_CODES: {},
      }),
    );
    const build = builder(revision, "deep");
    expect(() => build({ data: { items: [{}] } })).toThrow(
      new TypeError("deep: options.data.items[0].id is required"),
    );
    expect(() => build({ data: undefined })).toThrow(new TypeError("deep: options.data is required"));
    const built = build({ data: { items: [item] } });
    expect(built).toEqual({ code: -32050, message: "Deep", data: { items: [item] } });
    expect(guard(revision, "deep")(built)).toBe(true);
  });
});

describe("dataMatches, as recognition reads data", () => {
  const flatRule: DataRule = {
    required: true,
    exact: true,
    fields: {
      mode: { type: "string", required: true, enum: ["url", "form"] },
      size: { type: "integer", required: false },
      token: { type: ["string", "integer"], required: false },
    },
  };
  const openRule: DataRule = { required: false, exact: false, fields: {}, values: "integer" };
  const value = fc.oneof(
    fc.constantFrom("url", "form", "other", 1, 1.5, null, true),
    fc.array(fc.integer(), { maxLength: 2 }),
  );
  const data = fc.oneof(
    fc.anything(),
    fc.dictionary(fc.constantFrom("mode", "size", "token", "x"), value),
    fc.record({ mode: value, size: value }, { requiredKeys: ["mode"] }),
  );

  it("agrees with the constructors' check read one level deep, on any value", () => {
    for (const rule of [flatRule, openRule, deepRule])
      fc.assert(
        fc.property(data, (d) => {
          expect(dataMatches(rule, d)).toBe(
            d === undefined ? !rule.required : dataFault(rule, d, 1, "") === "",
          );
        }),
        { numRuns: 500 },
      );
  });
});

describe("marks, statuses and McpError", () => {
  it("finds a marked error's condition and status where the code alone says otherwise", () => {
    const error = mark({ code: -32602, message: "meta" }, "m", "missingMeta");
    expect(Object.keys(error)).toEqual(["code", "message"]);
    expect(JSON.stringify(error)).toBe('{"code":-32602,"message":"meta"}');
    expect(markOf(error)).toEqual({ revision: "m", condition: "missingMeta" });
    expect(conditionKeyOf(modern, error, undefined)).toBe("missingMeta");
    expect(statusOf(modern, error)).toBe(400);
    // Another revision's mark, or a code changed since, falls back to recognition.
    expect(
      conditionKeyOf(modern, mark({ code: -32602, message: "m" }, "other", "missingMeta"), undefined),
    ).toBe("invalidParams");
    expect(conditionKeyOf(modern, Object.assign(error, { code: -32601 }), undefined)).toBe("methodNotFound");
  });

  it("gives a condition's status by name, null for an error that names none, and refuses other names", () => {
    expect(statusOf(modern, "methodNotFound")).toBe(404);
    expect(statusOf(modern, "invalidParams")).toBeNull();
    expect(() => statusOf(modern, "toString")).toThrow(RangeError);
    expect(statusOf(modern, { code: 7, message: "m" })).toBeNull();
  });

  it("keeps the mark in an McpError, recognises McpErrors by brand, and refuses a non-error", () => {
    const thrown = new McpError(mark({ code: -32602, message: "meta" }, "m", "missingMeta"), { cause: 1 });
    expect(thrown.message).toBe("meta");
    expect(thrown.cause).toBe(1);
    expect(conditionKeyOf(modern, thrown, undefined)).toBe("missingMeta");
    expect(thrown instanceof McpError).toBe(true);
    expect(isMcpError(thrown)).toBe(true);
    // An McpError from another copy of the package carries the same registered brand.
    const foreign = Object.create({ [Symbol.for("mcp-errors.McpError")]: true }) as object;
    expect(foreign instanceof McpError).toBe(true);
    expect(isMcpError(new Error("x"))).toBe(false);
    class Sub extends McpError {}
    expect(thrown instanceof Sub).toBe(false);
    expect(new Sub({ code: 1, message: "m" }) instanceof Sub).toBe(true);
    expect(() => new McpError({ code: "1", message: "m" } as never)).toThrow(TypeError);
    expect(CONDITION).toBe(Symbol.for("mcp-errors.condition"));
  });
});

describe("classify and parse", () => {
  it("classifies by definition, reservation and band", () => {
    expect(classify(modern, -32602)).toBe("standard");
    expect(classify(modern, -32042)).toBe("reserved");
    expect(classify(modern, -32050)).toBe("implementation-defined");
    expect(classify(modern, -32500)).toBe("jsonrpc-reserved");
    expect(classify(modern, 7)).toBe("application");
    expect(classify(modern, 1.5)).toBe("invalid");
  });

  it("reads envelopes and bare errors, and shares its failures", () => {
    expect(
      parse(modern, { jsonrpc: "2.0", id: 3, error: { code: -32602, message: "m" } }, { httpStatus: 400 }),
    ).toEqual({
      ok: true,
      condition: "missingMeta",
      error: { code: -32602, message: "m" },
      id: 3,
      dataFits: true,
    });
    expect(parse(modern, null)).toBe(parse(modern, 7));
    expect(parse(modern, { code: 1 })).toEqual({ ok: false, reason: "bad-message" });
  });
});

describe("translateBetween", () => {
  const legacy = defineRevision(
    tables("l", {
      ERA: "legacy",
      CONDITIONS: {
        internalError: byCode(-32603, "Internal error"),
        invalidParams: byCode(-32602, "Invalid params"),
        methodNotFound: byCode(-32601, "Method not found"),
        notFound: byCode(-32002, "Not found", { data: { ...uriRule, exact: false } }),
      },
      HTTP_STATUS: { internalError: null, invalidParams: null, methodNotFound: null, notFound: null },
      SHARED_CODES: {},
    }),
  );
  const down = defineRevision(
    tables("m2", {
      TRANSLATIONS: {
        l: {
          internalError: { kind: "passthrough", code: -32603, condition: "internalError", httpStatus: null },
          invalidParams: { kind: "passthrough", code: -32602, condition: "invalidParams", httpStatus: null },
          methodNotFound: {
            kind: "passthrough",
            code: -32601,
            condition: "methodNotFound",
            httpStatus: null,
          },
          missingMeta: { kind: "mapped", code: -32602, condition: "invalidParams", httpStatus: null },
          notFound: { kind: "renumber", code: -32002, condition: "notFound", httpStatus: null },
        },
      },
      UNDEFINED_CODES: {
        l: [
          {
            from: -32099,
            to: -32020,
            condition: "internalError",
            code: -32603,
            httpStatus: null,
            reason: "no",
          },
        ],
      },
    }),
  );

  it("follows the table, carries data, and gives the destination's status", () => {
    expect(
      translateBetween(
        down,
        legacy,
        { code: -32602, message: "gone", data: { uri: "u" } },
        { method: "resources/read" },
      ),
    ).toEqual({
      ok: true,
      error: { code: -32002, message: "gone", data: { uri: "u" } },
      rule: "renumber",
      condition: "notFound",
      toCondition: "notFound",
      httpStatus: null,
    });
    expect(translateBetween(down, legacy, { code: -32601, message: "x" }, { httpStatus: 404 })).toMatchObject(
      {
        ok: true,
        httpStatus: null,
      },
    );
    expect(translateBetween(down, down, { code: -32601, message: "x" })).toMatchObject({
      ok: true,
      httpStatus: 404,
    });
  });

  it("refuses undefined codes the register forbids, and anything unreadable", () => {
    expect(translateBetween(down, legacy, { code: -32050, message: "x" })).toMatchObject({
      ok: false,
      reason: "no",
      fallback: { code: -32603, message: "x" },
    });
    expect(translateBetween(down, legacy, { code: 4000, message: "x" })).toMatchObject({
      ok: true,
      rule: "passthrough",
    });
    expect(translateBetween(down, legacy, { code: -32042, message: "x" })).toMatchObject({ ok: false });
    const hostile = Object.defineProperty({}, "message", {
      get() {
        throw new Error("no");
      },
    });
    expect(translateBetween(down, legacy, hostile)).toMatchObject({ ok: false, fallback: { code: -32603 } });
  });
});
