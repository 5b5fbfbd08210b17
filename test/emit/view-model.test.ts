/** The view model refuses models the emitted package could not express safely. */
import { describe, expect, it } from "vitest";
import { buildPackageView } from "../../generator/emit/mcp-errors/view-model.ts";
import type { MergedModel, RevisionModel } from "../../generator/model/merged-model.ts";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";
import { must } from "../helpers/must.ts";

const clone = (): MergedModel => structuredClone(fourRevisionModel);
const build = (model: MergedModel) => buildPackageView(model, { version: "1.0.0" });
const revision = (model: MergedModel, id: string): RevisionModel =>
  must(model.revisions.find((r) => r.id === id));

describe("buildPackageView", () => {
  it("is deterministic", () => {
    expect(JSON.stringify(build(clone()))).toBe(JSON.stringify(build(clone())));
  });

  it("puts finals first and previews under their own subpaths", () => {
    const view = build(clone());
    expect(view.finals.map((r) => r.exportPath)).toEqual(["./2025-06-18", "./2025-11-25", "./2026-07-28"]);
    expect(view.previews.map((r) => [r.exportPath, r.moduleBase])).toEqual([
      ["./prerelease/draft-2026-06-07", "lib/prerelease/draft-2026-06-07"],
    ]);
    expect(view.latest.id).toBe("2026-07-28");
  });

  it("writes each shared code's try order and fallback as the model gives them", () => {
    const model = clone();
    const modern = must(build(model).revisions.find((r) => r.id === "2026-07-28"));
    const shared = JSON.parse(modern.tables.SHARED_CODES.text) as Record<string, unknown>;
    const fromModel = must(revision(model, "2026-07-28").sharedCodes.find((s) => s.code === -32602));
    expect(shared["-32602"]).toEqual({ tryInOrder: fromModel.tryInOrder, fallback: "invalidParams" });
    expect(fromModel.tryInOrder).toEqual(expect.arrayContaining(["resourceNotFound", "missingRequestMeta"]));
  });

  it.each([
    [
      "a condition key that is not an identifier",
      (m: MergedModel) => (must(revision(m, "2026-07-28").conditions[0]).key = "bad-key"),
    ],
    [
      "a reserved word as a condition key",
      (m: MergedModel) => (must(revision(m, "2026-07-28").conditions[0]).key = "delete"),
    ],
    [
      "a constant name with code in it",
      (m: MergedModel) => (must(revision(m, "2026-07-28").constants[0]).name = "X = 1; alert()"),
    ],
    ["a revision id that cannot name a file", (m: MergedModel) => (revision(m, "2026-07-28").id = "../x")],
    [
      "a declaration that clashes with an export",
      (m: MergedModel) => (must(revision(m, "2026-07-28").declarations[0]).name = "ErrorCode"),
    ],
    [
      "a revision without internalError",
      (m: MergedModel) => {
        const r = revision(m, "2025-06-18");
        r.conditions = r.conditions.filter((c) => c.key !== "internalError");
      },
    ],
    ["a missing translation pair", (m: MergedModel) => (m.translations = m.translations.slice(1))],
    [
      "an outcome whose code the destination does not use",
      (m: MergedModel) => {
        const pair = must(m.translations.find((t) => t.from === "2026-07-28" && t.to === "2025-11-25"));
        const o = must(pair.outcomes.find((x) => x.condition === "resourceNotFound"));
        if (o.kind === "renumber") o.code = -32602;
      },
    ],
    [
      "an outcome that lands on an absent condition",
      (m: MergedModel) => {
        const pair = must(m.translations.find((t) => t.from === "2025-11-25" && t.to === "2026-07-28"));
        const o = must(pair.outcomes.find((x) => x.condition === "urlElicitationRequired"));
        if (o.kind === "untranslatable") o.fallback = { condition: "noSuchCondition", code: -32603 };
      },
    ],
    ["a reference to an undeclared type", (m: MergedModel) => (revision(m, "2026-07-28").declarations = [])],
    [
      "a check order without the request _meta keys",
      (m: MergedModel) => delete revision(m, "2026-07-28").requestMeta,
    ],
    [
      "a check order without the standard headers",
      (m: MergedModel) => delete revision(m, "2026-07-28").requestHeaders,
    ],
    ["a version that is not semver", () => undefined, "latest"],
  ])("refuses %s", (_, change, version = "1.0.0") => {
    const model = clone();
    change(model);
    expect(() => buildPackageView(model, { version })).toThrow();
  });

  it("refuses a code that the code alone would read as two conditions", () => {
    const model = clone();
    const resource = must(revision(model, "2026-07-28").conditions.find((c) => c.key === "resourceNotFound"));
    // Read from -32602 alone, as invalidParams (the code's fallback) is.
    resource.recognition = { ...resource.recognition, codes: [-32602], rules: [] };
    expect(() => build(model)).toThrow(
      "revision 2026-07-28: code -32602 is read from the code alone as invalidParams and resourceNotFound",
    );
  });

  it("writes META_KEYS and HEADERS from the model's request checks, with their sources", () => {
    const model = clone();
    const modern = must(build(model).revisions.find((r) => r.id === "2026-07-28"));
    const checks = must(modern.requestChecks);
    expect(JSON.parse(checks.META_KEYS.text)).toEqual({
      "io.modelcontextprotocol/clientCapabilities": { required: true, type: "object" },
      "io.modelcontextprotocol/clientInfo": { required: false, type: "object" },
      "io.modelcontextprotocol/logLevel": { required: false, type: "string" },
      "io.modelcontextprotocol/protocolVersion": { required: true, type: "string" },
    });
    expect(JSON.parse(checks.HEADERS.text)).toEqual({
      "MCP-Protocol-Version": {
        bodyField: { "*": ["params", "_meta", "io.modelcontextprotocol/protocolVersion"] },
        base64: false,
      },
      "Mcp-Method": { bodyField: { "*": ["method"] }, base64: false },
      "Mcp-Name": {
        bodyField: {
          "prompts/get": ["params", "name"],
          "resources/read": ["params", "uri"],
          "tools/call": ["params", "name"],
        },
        base64: true,
      },
    });
    expect(checks.headerNames).toEqual(["MCP-Protocol-Version", "Mcp-Method", "Mcp-Name"]);
    // Schema lines in file order (the interface, then its keys), then the register entry.
    expect(checks.see.META_KEYS).toEqual([
      "schema/2026-07-28/schema.ts:63",
      "schema/2026-07-28/schema.ts:76",
      "schema/2026-07-28/schema.ts:90",
      "schema/2026-07-28/schema.ts:98",
      "schema/2026-07-28/schema.ts:110",
      "spec/errors.yaml fixture.entries[705], citing docs/specification/2026-07-28/basic/index.mdx:367",
    ]);
    expect(checks.see.HEADERS).toEqual([
      "spec/errors.yaml:706 (cites docs/specification/2026-07-28/basic/transports/streamable-http.mdx:252)",
      "spec/errors.yaml:707 (cites docs/specification/2026-07-28/basic/transports/streamable-http.mdx:290)",
      "spec/errors.yaml:708 (cites docs/specification/2026-07-28/basic/transports/streamable-http.mdx:490)",
    ]);
    expect(checks.see.CHECK_ORDER).toEqual(["spec/errors.yaml:700"]);
  });

  it("gives a revision without a check order no request checks, whatever else it has", () => {
    const model = clone();
    const legacy = revision(model, "2025-11-25");
    legacy.requestHeaders = revision(model, "2026-07-28").requestHeaders;
    const view = must(build(model).revisions.find((r) => r.id === "2025-11-25"));
    expect(view.requestChecks).toBeNull();
  });
});
