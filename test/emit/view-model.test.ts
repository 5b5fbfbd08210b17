/** The view model: what the templates print; names the package cannot hold never reach it valid. */
import { describe, expect, it } from "vitest";
import { renderMcpErrors } from "../../generator/emit/mcp-errors/target.ts";
import { validateOutput } from "../../generator/emit/mcp-errors/validate.ts";
import { buildPackageView } from "../../generator/emit/mcp-errors/view-model.ts";
import type { MergedModel, RevisionModel } from "../../generator/model/merged-model.ts";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";
import { must } from "../helpers/must.ts";
import { PROJECT_ROOT } from "../cli/support/temp-project.ts";

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
    ["a reference to an undeclared type", (m: MergedModel) => (revision(m, "2026-07-28").declarations = [])],
    ["a version that is not semver", () => undefined, "latest"],
  ])("never renders %s as a valid package", (_, change, version = "1.0.0") => {
    // The check stage refuses these in the register; past it, the escaping helpers and the
    // validate stage still keep them out of the package.
    const model = clone();
    change(model);
    expect(() => {
      buildPackageView(model, { version });
      validateOutput(renderMcpErrors(model, PROJECT_ROOT));
    }).toThrow();
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
      "spec/errors.yaml fixture.entries[706], citing docs/specification/2026-07-28/basic/transports/streamable-http.mdx:252",
      "spec/errors.yaml fixture.entries[707], citing docs/specification/2026-07-28/basic/transports/streamable-http.mdx:290",
      "spec/errors.yaml fixture.entries[708], citing docs/specification/2026-07-28/basic/transports/streamable-http.mdx:490",
    ]);
    expect(checks.see.CHECK_ORDER).toEqual(["spec/errors.yaml fixture.entries[700]"]);
  });

  it("gives a revision without a check order no request checks, whatever else it has", () => {
    const model = clone();
    const legacy = revision(model, "2025-11-25");
    legacy.requestHeaders = revision(model, "2026-07-28").requestHeaders;
    const view = must(build(model).revisions.find((r) => r.id === "2025-11-25"));
    expect(view.requestChecks).toBeNull();
  });
});
