/** Behaviour of the emitted runtime for the four-revision fixture: statuses, codes, parsing, builders. */
import { beforeAll, describe, expect, it } from "vitest";
import { fourRevisionModel as model } from "../fixtures/models/four-revisions.ts";
import { fixturePackage } from "../helpers/suite-inputs.ts";
import type { RenderedPackage } from "./render-package.ts";
import { sampleError } from "./sample-data.ts";
import { readByCode, statusOf, tellingStatus } from "../helpers/condition-status.ts";

type Root = typeof import("mcp-errors");
type AnyRevision = import("mcp-errors").AnyRevision;
type Legacy = typeof import("mcp-errors/2025-06-18");
type Mid = typeof import("mcp-errors/2025-11-25");
type Modern = typeof import("mcp-errors/2026-07-28");
type Pre = typeof import("mcp-errors/prerelease/draft-2026-06-07");

let pkg: RenderedPackage;
let root: Root;
let legacy: Legacy;
let mid: Mid;
let modern: Modern;
let pre: Pre;

/** A well-formed URL elicitation of 2025-11-25. */
const elicitation = {
  mode: "url",
  message: "Sign in",
  elicitationId: "e1",
  url: "https://example.com/sign-in",
} as const;

beforeAll(async () => {
  pkg = fixturePackage();
  root = await pkg.load<Root>("lib/index.js");
  legacy = await pkg.load<Legacy>("lib/2025-06-18.js");
  mid = await pkg.load<Mid>("lib/2025-11-25.js");
  modern = await pkg.load<Modern>("lib/2026-07-28.js");
  pre = await pkg.load<Pre>("lib/prerelease/draft-2026-06-07.js");
});

describe("revision lists", () => {
  it("lists finals oldest first, previews apart, and the latest final", () => {
    expect(root.REVISIONS).toEqual(model.revisions.filter((r) => r.status === "final").map((r) => r.id));
    expect(root.PREVIEW_REVISIONS).toEqual(["draft-2026-06-07"]);
    expect(root.LATEST_REVISION).toBe("2026-07-28");
    expect(Object.isFrozen(root.REVISIONS)).toBe(true);
  });

  it("knows each revision's era and rejects unknown ids", () => {
    for (const r of model.revisions) expect(root.eraOf(r.id as AnyRevision)).toBe(r.era);
    expect(() => root.eraOf("1999-01-01" as AnyRevision)).toThrow(RangeError);
    expect(root.isRevision("2025-11-25")).toBe(true);
    expect(root.isRevision("__proto__")).toBe(false);
    expect(root.isRevision(42)).toBe(false);
  });

  it("gives each revision's TABLES to the root, and leaves TRANSLATIONS to mcp-errors/translate", async () => {
    for (const r of model.revisions) {
      const mod = await pkg.loadRevision<Record<string, unknown>>(r.id);
      const tables = mod.TABLES as Record<string, unknown>;
      expect(tables.REVISION).toBe(r.id);
      expect(tables.CONDITIONS).toBe(mod.CONDITIONS);
      expect(tables.HTTP_STATUS).toBe(mod.HTTP_STATUS);
      expect(Object.isFrozen(tables)).toBe(true);
      expect(tables).not.toHaveProperty("TRANSLATIONS");
    }
    expect(root).not.toHaveProperty("translate");
    expect(root).not.toHaveProperty("loadRevision");
  });
});

describe("httpStatus", () => {
  it("gives every condition's status by its name, at the root and in its module", async () => {
    for (const r of model.revisions) {
      const mod = await pkg.loadRevision<Modern>(r.id);
      for (const c of r.conditions) {
        expect(mod.httpStatus(c.key as never), `${r.id} ${c.key}`).toBe(statusOf(c));
        expect(root.httpStatusOf(r.id as AnyRevision, c.key as never), `${r.id} ${c.key}`).toBe(statusOf(c));
        if (readByCode(c))
          expect(
            root.httpStatusOf(r.id as AnyRevision, { code: c.code, message: "m" }),
            `${r.id} ${c.key}`,
          ).toBe(statusOf(c));
      }
    }
  });

  it("says null (unspecified) for a code no condition names, never a guessed 200", () => {
    expect(root.httpStatusOf("2026-07-28", { code: 12345, message: "m" })).toBeNull();
    // A name the revision does not define is a mistake, not "no status": RangeError.
    expect(() => root.httpStatusOf("2026-07-28", "noSuchCondition" as never)).toThrow(RangeError);
    expect(root.httpStatusOf("2026-07-28", { code: -32601, message: "m" })).toBe(404);
    expect(root.httpStatusOf("2025-06-18", { code: -32601, message: "m" })).toBeNull();
    expect(() => root.httpStatusOf("1999-01-01" as AnyRevision, "parseError")).toThrow(RangeError);
  });

  it("finds an error's status again from its condition where the code alone is ambiguous", () => {
    const error = modern.missingRequestMeta();
    expect(error.code).toBe(-32602);
    expect(modern.httpStatus(error)).toBe(400);
    expect(modern.conditionOf(error)).toBe("missingRequestMeta");
    const thrown = new root.McpError(error);
    expect(root.httpStatusOf("2026-07-28", thrown)).toBe(400);
    expect(root.conditionOf("2026-07-28", thrown)).toBe("missingRequestMeta");
    // The same code and message, not built by the package: only the HTTP status tells it apart.
    const copy = { code: error.code, message: error.message };
    expect(modern.conditionOf(copy)).toBe("invalidParams");
    expect(modern.conditionOf(copy, { httpStatus: 400 })).toBe("missingRequestMeta");
    expect(JSON.stringify(error)).toBe(JSON.stringify(copy));
  });
});

describe("classifyCode", () => {
  it.each([
    ["2026-07-28", -32700, "standard"],
    ["2026-07-28", -32602, "standard"],
    ["2026-07-28", -32020, "defined"],
    ["2026-07-28", -32002, "reserved"],
    ["2026-07-28", -32042, "reserved"],
    ["2026-07-28", -32001, "implementation-defined"],
    ["2026-07-28", -32050, "unassigned"],
    ["2026-07-28", -32500, "jsonrpc-reserved"],
    ["2026-07-28", -32604, "jsonrpc-reserved"],
    ["2026-07-28", 42, "application"],
    ["2026-07-28", -40000, "application"],
    ["2025-11-25", -32002, "defined"],
    ["2025-11-25", -32042, "defined"],
    ["2025-11-25", -32020, "implementation-defined"],
    ["2025-06-18", -32042, "implementation-defined"],
    ["draft-2026-06-07", -32001, "defined"],
    ["draft-2026-06-07", -32020, "unassigned"],
  ] as const)("%s %d is %s", (rev, code, expected) => {
    expect(root.classifyCode(rev, code)).toBe(expected);
  });

  it("calls anything but an integer invalid, without throwing", () => {
    for (const value of [1.5, Number.NaN, Infinity, "-32602", null, undefined, {}, [], -32602n])
      expect(root.classifyCode("2026-07-28", value)).toBe("invalid");
  });
});

describe("parseErrorResponse", () => {
  it("recognises every condition from its own sample error, bare and enveloped", () => {
    for (const r of model.revisions) {
      for (const c of r.conditions) {
        const error = sampleError(c, r);
        const options = tellingStatus(c) !== undefined ? { httpStatus: tellingStatus(c) } : undefined;
        const bare = root.parseErrorResponse(r.id as never, error, options);
        expect(bare, `${r.id} ${c.key}`).toEqual({
          ok: true,
          condition: c.key,
          error,
          id: undefined,
          dataFits: true,
        });
        const wrapped = root.parseErrorResponse(r.id as never, { jsonrpc: "2.0", id: 7, error }, options);
        expect(wrapped).toEqual({ ok: true, condition: c.key, error, id: 7, dataFits: true });
      }
    }
  });

  it("reads resource not found from -32002, or from -32602 with exactly { uri }", () => {
    const parse = (code: number, data?: unknown) =>
      root.parseErrorResponse("2026-07-28", { code, message: "m", ...(data === undefined ? {} : { data }) });
    expect(parse(-32002, { uri: "file:///a" })).toMatchObject({ ok: true, condition: "resourceNotFound" });
    expect(parse(-32602, { uri: "file:///a" })).toMatchObject({ ok: true, condition: "resourceNotFound" });
    expect(parse(-32602, { uri: "file:///a", reason: "x" })).toMatchObject({ condition: "invalidParams" });
    expect(parse(-32602, { uri: 5 })).toMatchObject({ condition: "invalidParams" });
    expect(parse(-32602)).toMatchObject({ condition: "invalidParams" });
    expect(root.parseErrorResponse("2025-11-25", { code: -32002, message: "m" })).toMatchObject({
      condition: "resourceNotFound",
    });
  });

  it("reads draft codes as their final condition in the pre-release, and as nothing in the final", () => {
    expect(root.parseErrorResponse("draft-2026-06-07", { code: -32001, message: "m" })).toMatchObject({
      condition: "headerMismatch",
    });
    expect(root.parseErrorResponse("2026-07-28", { code: -32001, message: "m" })).toMatchObject({
      ok: true,
      condition: null,
    });
  });

  it("tells conditions that share a code apart by the HTTP status when given", () => {
    const error = { code: -32602, message: "m" };
    expect(root.parseErrorResponse("2026-07-28", error, { httpStatus: 400 })).toMatchObject({
      condition: "missingRequestMeta",
    });
    expect(root.parseErrorResponse("2026-07-28", error, { httpStatus: 200 })).toMatchObject({
      condition: "invalidParams",
    });
    expect(root.parseErrorResponse("2026-07-28", error)).toMatchObject({ condition: "invalidParams" });
  });

  it("reads a defined code as its condition with or without its data: data refines, it is never required", () => {
    expect(modern.parseErrorResponse({ code: -32022, message: "m", data: { supported: "x" } })).toMatchObject(
      {
        ok: true,
        condition: "unsupportedProtocolVersion",
      },
    );
    expect(modern.parseErrorResponse({ code: -32022, message: "m" })).toMatchObject({
      condition: "unsupportedProtocolVersion",
    });
    expect(
      modern.parseErrorResponse({ code: -32022, message: "m", data: { supported: [], requested: "1" } }),
    ).toMatchObject({ condition: "unsupportedProtocolVersion" });
  });

  it("fails with a reason on anything that is not an error", () => {
    const cases: [unknown, string][] = [
      [null, "not-an-object"],
      ["x", "not-an-object"],
      [[], "not-an-object"],
      [{ jsonrpc: "2.0", id: 1, error: "boom" }, "error-not-an-object"],
      [{ jsonrpc: "2.0", id: {}, error: { code: 1, message: "m" } }, "bad-id"],
      [{ code: "1", message: "m" }, "bad-code"],
      [{ code: 1.5, message: "m" }, "bad-code"],
      [{ code: 1 }, "bad-message"],
      [{ jsonrpc: "2.0", id: 1, result: {} }, "bad-code"],
    ];
    for (const [value, reason] of cases)
      expect(root.parseErrorResponse("2026-07-28", value)).toEqual({ ok: false, reason });
    expect(root.parseErrorResponse("nope" as never, {})).toEqual({ ok: false, reason: "unknown-revision" });
  });

  it("keeps a null id and survives inputs whose properties throw", () => {
    expect(
      root.parseErrorResponse("2026-07-28", {
        jsonrpc: "2.0",
        id: null,
        error: { code: -32700, message: "p" },
      }),
    ).toMatchObject({ ok: true, condition: "parseError", id: null });
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("no");
        },
        has: () => {
          throw new Error("no");
        },
        getOwnPropertyDescriptor: () => {
          throw new Error("no");
        },
      },
    );
    expect(root.parseErrorResponse("2026-07-28", hostile)).toEqual({ ok: false, reason: "unreadable" });
    expect(modern.isInternalError(hostile)).toBe(false);
  });
});

describe("revision modules", () => {
  it("export the schema's constants and the register-only ones", () => {
    for (const r of model.revisions) {
      const mod = { "2025-06-18": legacy, "2025-11-25": mid, "2026-07-28": modern, "draft-2026-06-07": pre }[
        r.id
      ] as unknown as Record<string, unknown>;
      for (const c of r.constants) expect(mod[c.name], `${r.id} ${c.name}`).toBe(c.value);
      const codes = mod.ErrorCode as Record<string, number>;
      for (const c of r.conditions)
        expect(codes[c.key.charAt(0).toUpperCase() + c.key.slice(1)], `${r.id} ErrorCode ${c.key}`).toBe(
          c.code,
        );
      expect(Object.keys(codes).length).toBe(r.conditions.length);
    }
    expect(mid.RESOURCE_NOT_FOUND).toBe(-32002);
    expect(mid.URL_ELICITATION_REQUIRED).toBe(-32042);
    expect("RESOURCE_NOT_FOUND" in modern).toBe(false);
    expect(pre.HEADER_MISMATCH).toBe(-32001);
    expect(modern.ErrorCode.ResourceNotFound).toBe(-32602);
    expect(mid.ErrorCode.ResourceNotFound).toBe(-32002);
  });

  it("have a constructor and a guard exactly where the condition exists", () => {
    for (const r of model.revisions) {
      const mod = { "2025-06-18": legacy, "2025-11-25": mid, "2026-07-28": modern, "draft-2026-06-07": pre }[
        r.id
      ] as unknown as Record<string, unknown>;
      for (const c of r.conditions) expect(typeof mod[c.key], `${r.id} ${c.key}`).toBe("function");
      for (const key of r.absentConditions) expect(mod[key], `${r.id} ${key}`).toBeUndefined();
    }
    expect("urlElicitationRequired" in modern).toBe(false);
    expect("headerMismatch" in legacy).toBe(false);
  });

  it("build errors from one options argument, with default or given messages, and data where given", () => {
    expect(modern.internalError()).toEqual({ code: -32603, message: "Internal error" });
    expect(modern.internalError({ message: "boom", data: { detail: 1 } })).toEqual({
      code: -32603,
      message: "boom",
      data: { detail: 1 },
    });
    const data = { supported: ["2026-07-28"], requested: "1900-01-01" };
    expect(modern.unsupportedProtocolVersion({ data })).toEqual({
      code: -32022,
      message: "Unsupported protocol version",
      data,
    });
    expect(legacy.unsupportedProtocolVersion({ data, message: "no" })).toEqual({
      code: -32602,
      message: "no",
      data,
    });
    expect(pre.unsupportedProtocolVersion({ data })).toMatchObject({ code: -32004 });
    expect(modern.resourceNotFound({ data: { uri: "file:///x" } })).toEqual({
      code: -32602,
      message: "Resource not found",
      data: { uri: "file:///x" },
    });
    // The fixture's 2025-11-25 resource-not-found has optional data; the real package's requires it.
    expect(mid.resourceNotFound({} as { data: { uri: string } })).toEqual({
      code: -32002,
      message: "Resource not found",
    });
    expect(modern.headerMismatch({ message: "Mcp-Method header missing" })).toEqual({
      code: -32020,
      message: "Mcp-Method header missing",
    });
  });

  it.each([
    [
      "a bare message",
      () => modern.headerMismatch("Mcp-Method header missing" as never),
      "headerMismatch: the argument must be an options object",
    ],
    [
      "a bare uri",
      () => modern.resourceNotFound("file:///x" as never),
      "resourceNotFound: the argument must be an options object",
    ],
    [
      "data where options go",
      () => modern.resourceNotFound({ uri: "file:///x" } as never),
      "resourceNotFound: options.uri is not an option",
    ],
    [
      "missing required data",
      () => modern.resourceNotFound({} as never),
      "resourceNotFound: options.data is required",
    ],
    [
      "a field of the wrong kind",
      () => modern.resourceNotFound({ data: { uri: 5 } } as never),
      "resourceNotFound: options.data.uri must be a string, got number",
    ],
    [
      "a field an exact shape does not allow",
      () => modern.resourceNotFound({ data: { uri: "u", extra: 1 } } as never),
      "resourceNotFound: options.data.extra is not a field",
    ],
    [
      "a list that is not a list",
      () => modern.unsupportedProtocolVersion({ data: { supported: "x", requested: "y" } } as never),
      "unsupportedProtocolVersion: options.data.supported must be an array",
    ],
    [
      "a list of the wrong items",
      () => modern.unsupportedProtocolVersion({ data: { supported: [1], requested: "y" } } as never),
      "unsupportedProtocolVersion: options.data.supported[0] must be a string, got number",
    ],
    [
      "a missing required field",
      () => modern.unsupportedProtocolVersion({ data: { supported: [] } } as never),
      "unsupportedProtocolVersion: options.data.requested is required",
    ],
    [
      "data that is not an object",
      () => modern.missingRequiredClientCapability({ data: "elicitation" } as never),
      "missingRequiredClientCapability: options.data must be an object",
    ],
    [
      "an elicitation with none of its required fields",
      () => mid.urlElicitationRequired({ data: { elicitations: [{}] } } as never),
      "urlElicitationRequired: options.data.elicitations[0].elicitationId is required",
    ],
    [
      "an elicitation without its url",
      () =>
        mid.urlElicitationRequired({
          data: { elicitations: [{ ...elicitation, url: undefined }] },
        } as never),
      "urlElicitationRequired: options.data.elicitations[0].url is required",
    ],
    [
      "an elicitation of another mode",
      () =>
        mid.urlElicitationRequired({
          data: { elicitations: [elicitation, { ...elicitation, mode: "form" }] },
        } as never),
      'urlElicitationRequired: options.data.elicitations[1].mode must be "url", got the string "form"',
    ],
    [
      "an elicitation that is not an object",
      () => mid.urlElicitationRequired({ data: { elicitations: ["https://example.com"] } } as never),
      'urlElicitationRequired: options.data.elicitations[0] must be an object, got the string "https://example.com"',
    ],
    [
      "a fraction where the schema takes an integer",
      () => mid.urlElicitationRequired({ data: { elicitations: [{ ...elicitation, task: { ttl: 1.5 } }] } }),
      "urlElicitationRequired: options.data.elicitations[0].task.ttl must be an integer, got number 1.5",
    ],
    [
      "a progress token of neither kind",
      () =>
        mid.urlElicitationRequired({
          data: { elicitations: [{ ...elicitation, _meta: { progressToken: true } }] },
        } as never),
      "urlElicitationRequired: options.data.elicitations[0]._meta.progressToken must be a string or an integer, got boolean",
    ],
    [
      "a capability that is not an object",
      () =>
        modern.missingRequiredClientCapability({
          data: { requiredCapabilities: { elicitation: { url: true } } },
        } as never),
      "missingRequiredClientCapability: options.data.requiredCapabilities.elicitation.url must be an object, got boolean",
    ],
    [
      "a null inside a capability's settings",
      () =>
        modern.missingRequiredClientCapability({
          data: { requiredCapabilities: { extensions: { "io.example/x": { list: [1, null] } } } },
        }),
      'missingRequiredClientCapability: options.data.requiredCapabilities.extensions["io.example/x"].list[1] must be a string, integer, boolean, array or object, got null',
    ],
    [
      "a message that is not a string",
      () => modern.internalError({ message: 42 } as never),
      "internalError: options.message must be a string, got number",
    ],
  ])("throw a TypeError naming the argument for %s", (_, call, message) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(message);
  });

  it("build what passes their data rule at every depth", () => {
    const elicitations = [
      elicitation,
      {
        ...elicitation,
        elicitationId: "e2",
        _meta: { progressToken: 7, other: null },
        task: { ttl: 60_000 },
      },
    ];
    const built = mid.urlElicitationRequired({ data: { elicitations, retry: "later" } });
    expect(built).toEqual({
      code: -32042,
      message: "URL elicitation required",
      data: { elicitations, retry: "later" },
    });
    expect(mid.isURLElicitationRequiredError(built)).toBe(true);
    const requiredCapabilities = {
      elicitation: { url: {} },
      extensions: { "io.example/x": { list: [1, "a", true, { deep: [[]] }] } },
      roots: {},
    };
    expect(modern.missingRequiredClientCapability({ data: { requiredCapabilities } }).data).toEqual({
      requiredCapabilities,
    });
  });

  it("guard what they build and nothing else", () => {
    expect(
      modern.isUnsupportedProtocolVersionError(
        modern.unsupportedProtocolVersion({ data: { supported: [], requested: "x" } }),
      ),
    ).toBe(true);
    // The code names the condition, but the guard narrows to an error whose data it requires.
    expect(modern.conditionOf({ code: -32022, message: "m" })).toBe("unsupportedProtocolVersion");
    expect(modern.isUnsupportedProtocolVersionError({ code: -32022, message: "m" })).toBe(false);
    expect(
      modern.isUnsupportedProtocolVersionError({ code: -32022, message: "m", data: { supported: "x" } }),
    ).toBe(false);
    expect(
      modern.isUnsupportedProtocolVersionError({
        code: -32022,
        message: "m",
        data: { supported: ["a"], requested: "b" },
      }),
    ).toBe(true);
    expect(modern.isUnsupportedProtocolVersionError({ code: -32602, message: "m" })).toBe(false);
    expect(modern.isResourceNotFoundError(modern.resourceNotFound({ data: { uri: "u" } }))).toBe(true);
    expect(modern.isInvalidParamsError(modern.resourceNotFound({ data: { uri: "u" } }))).toBe(false);
    expect(modern.isResourceNotFoundError({ code: -32002, message: "legacy", data: { uri: "u" } })).toBe(
      true,
    );
    expect(pre.isHeaderMismatchError({ code: -32001, message: "m" })).toBe(true);
    expect(modern.isHeaderMismatchError({ code: -32001, message: "m" })).toBe(false);
    for (const value of [null, undefined, 1, "x", [], {}, { code: -32020 }])
      expect(modern.isHeaderMismatchError(value)).toBe(false);
  });

  it.each([
    ["a string id", "a", { id: "a" }, { id: "a" }],
    ["a number id", 3, { id: 3 }, { id: 3 }],
    ["no id", undefined, {}, { id: null }],
    ["a null id", null, {}, { id: null }],
    ["an object as id", { x: 1 }, {}, { id: null }],
    ["NaN as id", Number.NaN, {}, { id: null }],
  ] as const)("wrap errors under each revision's id rule: %s", (_, id, modernId, legacyId) => {
    const error = modern.parseError();
    expect(modern.errorResponse(id, error)).toStrictEqual({ jsonrpc: "2.0", ...modernId, error });
    const old = legacy.parseError();
    expect(legacy.errorResponse(id, old)).toStrictEqual({ jsonrpc: "2.0", ...legacyId, error: old });
  });

  it("respond with the condition's status and the body, and refuse a non-error", () => {
    expect(modern.respond(1, modern.missingRequestMeta())).toEqual({
      status: 400,
      body: { jsonrpc: "2.0", id: 1, error: { code: -32602, message: "Missing required _meta fields" } },
    });
    expect(modern.respond(undefined, modern.methodNotFound())).toMatchObject({
      status: 404,
      body: { jsonrpc: "2.0" },
    });
    expect(legacy.respond(7, legacy.methodNotFound()).status).toBeNull();
    expect(root.respond("2026-07-28", 2, modern.headerMismatch())).toMatchObject({
      status: 400,
      body: { id: 2 },
    });
    expect(() => modern.respond(1, "boom" as never)).toThrow(TypeError);
    expect(() => modern.errorResponse(1, { code: 1.5, message: "m" })).toThrow(TypeError);
    expect(() => root.respond("1999-01-01" as AnyRevision, 1, modern.parseError())).toThrow(RangeError);
  });

  it("answer invalid tool input the way each revision wants", () => {
    expect(legacy.toolInputError({ content: "bad x" })).toEqual({ code: -32602, message: "bad x" });
    expect(legacy.conditionOf(legacy.toolInputError({ content: "bad x" }))).toBe("invalidParams");
    expect(mid.toolInputError({ content: "bad x" })).toEqual({
      content: [{ type: "text", text: "bad x" }],
      isError: true,
    });
    expect(modern.toolInputError({ content: "bad x" })).toEqual({
      content: [{ type: "text", text: "bad x" }],
      isError: true,
      resultType: "complete",
    });
    const blocks = [
      { type: "text", text: "x must be positive" },
      { type: "image", data: "AAAA", mimeType: "image/png" },
    ];
    expect(
      modern.toolInputError({ content: blocks, structuredContent: { field: "x" }, _meta: { trace: "t1" } }),
    ).toEqual({
      content: blocks,
      isError: true,
      structuredContent: { field: "x" },
      _meta: { trace: "t1" },
      resultType: "complete",
    });
    expect(legacy.toolInputError({ content: blocks })).toEqual({
      code: -32602,
      message: "x must be positive",
    });
  });

  it.each([
    ["a bare message", "bad" as never, "toolInputError: the argument must be an options object"],
    ["no content", {} as never, "toolInputError: options.content must be a string or a non-empty array"],
    [
      "an empty list",
      { content: [] },
      "toolInputError: options.content must be a string or a non-empty array",
    ],
    [
      "a block without a type",
      { content: [{ text: "x" }] } as never,
      "toolInputError: options.content[0] must be a content block",
    ],
    [
      "a text block without text",
      { content: [{ type: "text" }] },
      "toolInputError: options.content[0].text must be a string",
    ],
    [
      "structuredContent that is not an object",
      { content: "x", structuredContent: [] } as never,
      "toolInputError: options.structuredContent must be an object",
    ],
    [
      "an unknown option",
      { content: "x", isError: true } as never,
      "toolInputError: options.isError is not an option",
    ],
  ])("refuse tool input errors built from %s", (_, options, message) => {
    expect(() => modern.toolInputError(options)).toThrow(TypeError);
    expect(() => modern.toolInputError(options)).toThrow(message);
  });

  it("carry errors in a throwable McpError that serialises as the error object", () => {
    const error = modern.resourceNotFound({ data: { uri: "u" } });
    const thrown = new root.McpError(error, { cause: "upstream" });
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown.message).toBe("Resource not found");
    expect(thrown.code).toBe(-32602);
    expect(thrown.data).toEqual({ uri: "u" });
    expect(thrown.cause).toBe("upstream");
    expect(JSON.parse(JSON.stringify(modern.errorResponse(1, thrown)))).toEqual({
      jsonrpc: "2.0",
      id: 1,
      error,
    });
  });
});
