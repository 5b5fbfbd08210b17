/** translate() on the four-revision fixture: the model's tables, and the details around them. */
import { beforeAll, describe, expect, it } from "vitest";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";
import { fixturePackage } from "../helpers/suite-inputs.ts";
import { translationSuite } from "./translation-suite.ts";

type Root = typeof import("mcp-errors/translate");

const loadTranslate = () => fixturePackage().load<Root>("lib/translate.js");

translationSuite("four-revision fixture", () => fourRevisionModel, loadTranslate);

describe("translate details", () => {
  let between: Root;
  beforeAll(async () => {
    between = await loadTranslate();
  });

  /** translate, answering request 7, with the answer it builds checked and set aside. */
  const root = {
    translate(error: unknown, options: Omit<Parameters<Root["translate"]>[1], "request">) {
      const { body, ...rest } = between.translate(error, {
        ...options,
        request: { id: 7, method: "tools/call" },
      } as Parameters<Root["translate"]>[1]);
      expect(body).toEqual({ jsonrpc: "2.0", id: 7, error: rest.ok ? rest.error : rest.fallback });
      return rest;
    },
  };

  it("renumbers resource not found both ways, carries the uri, and says the status to send", () => {
    expect(
      root.translate(
        { code: -32602, message: "gone", data: { uri: "u" } },
        { from: "2026-07-28", to: "2025-11-25" },
      ),
    ).toEqual({
      ok: true,
      error: { code: -32002, message: "gone", data: { uri: "u" } },
      rule: "renumber",
      condition: "resourceNotFound",
      toCondition: "resourceNotFound",
      httpStatus: null,
    });
    expect(
      root.translate(
        { code: -32002, message: "gone", data: { uri: "u", extra: 1 } },
        { from: "2025-11-25", to: "2026-07-28" },
      ),
    ).toMatchObject({
      ok: true,
      error: { code: -32602, data: { uri: "u" } },
      toCondition: "resourceNotFound",
    });
    // Without its data the legacy code keeps its condition; the 2026 receiver reads -32602 alone as invalid params.
    expect(
      root.translate({ code: -32002, message: "gone" }, { from: "2025-11-25", to: "2026-07-28" }),
    ).toMatchObject({
      ok: true,
      error: { code: -32602, message: "gone" },
      condition: "resourceNotFound",
      toCondition: "invalidParams",
      httpStatus: null,
    });
  });

  it("renames draft aliases and always gives the destination's status", () => {
    const data = { supported: ["a"], requested: "b" };
    expect(
      root.translate({ code: -32004, message: "v", data }, { from: "draft-2026-06-07", to: "2026-07-28" }),
    ).toMatchObject({ ok: true, error: { code: -32022, data }, httpStatus: 400 });
    expect(
      root.translate({ code: -32022, message: "v", data }, { from: "2026-07-28", to: "2025-11-25" }),
    ).toEqual({
      ok: true,
      error: { code: -32602, message: "v", data },
      rule: "renumber",
      condition: "unsupportedProtocolVersion",
      toCondition: "unsupportedProtocolVersion",
      httpStatus: null,
    });
  });

  it("never sends a legacy peer a JSON-RPC error with 404, which there means an expired session", () => {
    const t = root.translate(
      { code: -32601, message: "nf" },
      { from: "2026-07-28", to: "2025-11-25", httpStatus: 404 },
    );
    expect(t).toMatchObject({
      ok: true,
      error: { code: -32601 },
      condition: "methodNotFound",
      httpStatus: null,
    });
    expect(
      root.translate({ code: -32601, message: "nf" }, { from: "2025-11-25", to: "2026-07-28" }),
    ).toMatchObject({ ok: true, httpStatus: 404 });
  });

  it("reads a status-told condition by the status it arrived with", () => {
    const meta = { code: -32602, message: "meta" };
    expect(root.translate(meta, { from: "2026-07-28", to: "2025-11-25", httpStatus: 400 })).toMatchObject({
      ok: true,
      rule: "mapped",
      condition: "missingRequestMeta",
      toCondition: "invalidParams",
    });
    expect(root.translate(meta, { from: "2026-07-28", to: "2025-11-25" })).toMatchObject({
      ok: true,
      rule: "passthrough",
      condition: "invalidParams",
    });
  });

  it("forwards application codes with no status and refuses codes with a meaning elsewhere", () => {
    expect(root.translate({ code: 4001, message: "app" }, { from: "2026-07-28", to: "2025-11-25" })).toEqual({
      ok: true,
      error: { code: 4001, message: "app" },
      rule: "passthrough",
      condition: null,
      toCondition: null,
      httpStatus: null,
    });
    expect(
      root.translate({ code: -32042, message: "x" }, { from: "2026-07-28", to: "2025-11-25" }),
    ).toMatchObject({
      ok: false,
      condition: null,
      fallback: { code: -32603 },
      fallbackCondition: "internalError",
    });
    expect(
      root.translate({ code: -32022, message: "x" }, { from: "2025-11-25", to: "2026-07-28" }),
    ).toMatchObject({ ok: false });
    expect(
      root.translate({ code: -32050, message: "x" }, { from: "2025-11-25", to: "2026-07-28" }),
    ).toMatchObject({ ok: false });
  });

  it("treats a non-error as untranslatable and rejects unknown revisions", () => {
    expect(
      root.translate({ code: 1.5, message: "x" }, { from: "2026-07-28", to: "2025-11-25" }),
    ).toMatchObject({
      ok: false,
      fallback: { code: -32603, message: "x" },
    });
    expect(root.translate(null as never, { from: "2026-07-28", to: "2025-11-25" })).toMatchObject({
      ok: false,
    });
    expect(() =>
      root.translate({ code: 1, message: "x" }, { from: "1999" as never, to: "2025-11-25" }),
    ).toThrow(RangeError);
  });
});
