/** The extractor on the real spec snapshot: every final, the draft and both pre-release drafts. */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { extractSchema } from "../../generator/extract/extract-schema.ts";
import { stableJson } from "../../generator/util/stable-json.ts";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import type { ErrorInterface, SchemaModel, TypeShape } from "../../generator/model/schema-model.ts";
import { readSchema, type SchemaSource } from "../../generator/inputs/read-schema.ts";
import { resolveRoots } from "../../generator/inputs/resolve-roots.ts";
import { PRERELEASE_DIR, SPEC_DIR } from "../helpers/spec-roots.ts";

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const JSONRPC = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
};
const MODERN = {
  ...JSONRPC,
  HEADER_MISMATCH: -32020,
  MISSING_REQUIRED_CLIENT_CAPABILITY: -32021,
  UNSUPPORTED_PROTOCOL_VERSION: -32022,
};
const EXPECTED_CONSTANTS: Record<string, Record<string, number>> = {
  "2024-11-05": JSONRPC,
  "2025-03-26": JSONRPC,
  "2025-06-18": JSONRPC,
  "2025-11-25": { ...JSONRPC, URL_ELICITATION_REQUIRED: -32042 },
  "2026-07-28": MODERN,
  draft: MODERN,
  // The pre-release drafts still used the old draft numbers; 05-20 had no header check yet.
  "draft-2026-05-20": {
    ...JSONRPC,
    MISSING_REQUIRED_CLIENT_CAPABILITY: -32003,
    UNSUPPORTED_PROTOCOL_VERSION: -32004,
  },
  "draft-2026-06-07": {
    ...JSONRPC,
    HEADER_MISMATCH: -32001,
    MISSING_REQUIRED_CLIENT_CAPABILITY: -32003,
    UNSUPPORTED_PROTOCOL_VERSION: -32004,
  },
};

let sources: SchemaSource[];
const models = new Map<string, SchemaModel>();

beforeAll(() => {
  const manifest = loadManifest(projectRoot);
  const roots = resolveRoots(
    manifest,
    manifest.revisions.map((r) => r.root),
    {
      flags: {},
      env: {
        MCP_SPEC_DIR: SPEC_DIR,
        MCP_SPEC_PRERELEASE_DIR: PRERELEASE_DIR,
      },
      cwd: projectRoot,
      projectRoot,
    },
  );
  sources = manifest.revisions.map((revision) => readSchema(revision, roots, { verifyPin: true }));
  for (const source of sources) models.set(source.revision.id, extractSchema(source));
});

function model(revision: string): SchemaModel {
  const found = models.get(revision);
  if (!found) throw new Error(`revision ${revision} was not extracted`);
  return found;
}

function iface(revision: string, name: string): ErrorInterface {
  const found = model(revision).interfaces.find((i) => i.name === name);
  if (!found) throw new Error(`${revision} has no error interface ${name}`);
  return found;
}

function dataFields(i: ErrorInterface): Record<string, { optional: boolean; type: TypeShape }> {
  const type = i.data?.type;
  if (type?.kind !== "object") throw new Error(`${i.name} has no object data`);
  return Object.fromEntries(type.fields.map((f) => [f.name, { optional: f.optional, type: f.type }]));
}

describe("the real spec snapshot", () => {
  it("covers every revision of the manifest", () => {
    expect([...models.keys()].sort()).toEqual(Object.keys(EXPECTED_CONSTANTS).sort());
  });

  it.each(Object.entries(EXPECTED_CONSTANTS))("%s has exactly its error constants", (revision, expected) => {
    const actual = Object.fromEntries(model(revision).constants.map((c) => [c.name, c.value]));
    expect(actual).toEqual(expected);
  });

  it("tags URL_ELICITATION_REQUIRED internal in 2025-11-25, and records where it is", () => {
    const constant = model("2025-11-25").constants.find((c) => c.name === "URL_ELICITATION_REQUIRED");
    expect(constant?.doc.internal).toBe(true);
    expect(constant?.location).toEqual({ file: "schema/2025-11-25/schema.ts", line: 181, column: 14 });
    expect(
      model("2025-11-25")
        .constants.filter((c) => c.doc.internal)
        .map((c) => c.name),
    ).toEqual(["URL_ELICITATION_REQUIRED"]);
  });

  it("reads the protocol and JSON-RPC versions", () => {
    for (const [revision, m] of models) {
      expect(m.jsonrpcVersion).toBe("2.0");
      expect(m.revision).toBe(revision);
    }
    expect(model("2024-11-05").protocolVersion).toBe("2024-11-05");
    expect(model("2026-07-28").protocolVersion).toBe("2026-07-28");
    expect(model("draft-2026-05-20").protocolVersion).toBe("DRAFT-2026-v1");
    expect(model("draft-2026-06-07").file).toBe("prerelease:draft-2026-06-07/schema.ts");
  });

  it("uses JSONRPCError with a required id up to 2025-06-18, JSONRPCErrorResponse with an optional id after", () => {
    for (const revision of ["2024-11-05", "2025-03-26", "2025-06-18"]) {
      const { envelope } = model(revision);
      expect(envelope).toMatchObject({ name: "JSONRPCError", idOptional: false });
      expect(envelope.error.kind === "object" && envelope.error.fields.map((f) => f.name)).toEqual([
        "code",
        "message",
        "data",
      ]);
    }
    for (const revision of ["2025-11-25", "2026-07-28", "draft", "draft-2026-05-20", "draft-2026-06-07"]) {
      const { envelope, declarations } = model(revision);
      expect(envelope).toMatchObject({ name: "JSONRPCErrorResponse", idOptional: true });
      expect(envelope.error).toEqual({ kind: "ref", name: "Error" });
      expect(declarations.map((d) => d.name)).toContain("Error");
    }
  });

  it("reads whether Result requires resultType, and the value of a complete result, from each schema", () => {
    // Up to 2025-11-25 Result has no resultType member: its line is all there is to cite.
    const legacyResult: Record<string, number> = {
      "2024-11-05": 42,
      "2025-03-26": 61,
      "2025-06-18": 63,
      "2025-11-25": 91,
    };
    for (const [revision, line] of Object.entries(legacyResult))
      expect(model(revision).resultType).toEqual({
        required: false,
        complete: null,
        location: { file: `schema/${revision}/schema.ts`, line, column: 18 },
      });
    // From 2026-07-28 (and in every draft of it) the member is required, and its doc comment
    // reads a result without it, from an earlier revision's server, as "complete".
    const modern: Record<string, [string, number]> = {
      "2026-07-28": ["schema/2026-07-28/schema.ts", 234],
      draft: ["schema/draft/schema.ts", 234],
      "draft-2026-05-20": ["prerelease:draft-2026-05-20/schema.ts", 182],
      "draft-2026-06-07": ["prerelease:draft-2026-06-07/schema.ts", 208],
    };
    for (const [revision, [file, line]] of Object.entries(modern))
      expect(model(revision).resultType).toEqual({
        required: true,
        complete: "complete",
        location: { file, line, column: 3 },
        completeLocation: { file, line: line - 2, column: 63 },
      });
    const source = sources.find((s) => s.revision.id === "2026-07-28");
    expect(source?.text.split("\n")[231]).toContain(
      'the client MUST treat the absent field as `"complete"`.',
    );
  });

  it("binds the five JSON-RPC codes to error-object interfaces from 2026-07-28 on", () => {
    for (const revision of ["2026-07-28", "draft", "draft-2026-05-20", "draft-2026-06-07"]) {
      const direct = model(revision)
        .interfaces.filter((i) => i.describes === "error")
        .map((i) => [i.name, i.constant]);
      expect(direct).toEqual([
        ["InternalError", "INTERNAL_ERROR"],
        ["InvalidParamsError", "INVALID_PARAMS"],
        ["InvalidRequestError", "INVALID_REQUEST"],
        ["MethodNotFoundError", "METHOD_NOT_FOUND"],
        ["ParseError", "PARSE_ERROR"],
      ]);
    }
    expect(model("2025-06-18").interfaces).toEqual([]);
  });

  it("reads the data of UnsupportedProtocolVersionError and MissingRequiredClientCapabilityError", () => {
    for (const revision of ["2026-07-28", "draft", "draft-2026-05-20", "draft-2026-06-07"]) {
      const unsupported = iface(revision, "UnsupportedProtocolVersionError");
      expect(unsupported).toMatchObject({ constant: "UNSUPPORTED_PROTOCOL_VERSION", describes: "response" });
      expect(dataFields(unsupported)).toEqual({
        supported: {
          optional: false,
          type: { kind: "array", element: { kind: "primitive", name: "string" } },
        },
        requested: { optional: false, type: { kind: "primitive", name: "string" } },
      });
      const missing = iface(revision, "MissingRequiredClientCapabilityError");
      expect(missing).toMatchObject({
        constant: "MISSING_REQUIRED_CLIENT_CAPABILITY",
        describes: "response",
      });
      expect(dataFields(missing)).toEqual({
        requiredCapabilities: { optional: false, type: { kind: "ref", name: "ClientCapabilities" } },
      });
      const capabilities = model(revision).declarations.find((d) => d.name === "ClientCapabilities");
      expect(capabilities?.kind).toBe("interface");
      // ClientCapabilities refers to JSONObject, which is followed into the JSON value types.
      expect(model(revision).declarations.map((d) => d.name)).toEqual(
        expect.arrayContaining(["JSONObject", "JSONValue", "JSONArray"]),
      );
    }
  });

  it("reads HeaderMismatchError, which carries no data, where it exists", () => {
    for (const revision of ["2026-07-28", "draft", "draft-2026-06-07"]) {
      const header = iface(revision, "HeaderMismatchError");
      expect(header).toMatchObject({ constant: "HEADER_MISMATCH", describes: "response" });
      expect(header.data).toBeUndefined();
    }
    expect(model("draft-2026-05-20").interfaces.map((i) => i.name)).not.toContain("HeaderMismatchError");
  });

  it("reads URLElicitationRequiredError in 2025-11-25 and follows ElicitRequestURLParams", () => {
    const url = iface("2025-11-25", "URLElicitationRequiredError");
    expect(url).toMatchObject({ constant: "URL_ELICITATION_REQUIRED", describes: "response" });
    expect(url.doc.internal).toBe(true);
    expect(url.data?.type).toMatchObject({
      kind: "object",
      fields: [
        {
          name: "elicitations",
          optional: false,
          type: { kind: "array", element: { kind: "ref", name: "ElicitRequestURLParams" } },
        },
      ],
      index: { keyName: "key", key: "string", value: { kind: "primitive", name: "unknown" } },
    });
    const declarations = new Map(model("2025-11-25").declarations.map((d) => [d.name, d]));
    expect(declarations.get("ElicitRequestURLParams")?.extends).toEqual([
      { kind: "ref", name: "TaskAugmentedRequestParams" },
    ]);
    expect(declarations.get("TaskAugmentedRequestParams")?.extends).toEqual([
      { kind: "ref", name: "RequestParams" },
    ]);
    for (const name of ["RequestParams", "TaskMetadata", "ProgressToken"])
      expect(declarations.has(name)).toBe(true);
  });

  it("reads the request _meta object of the modern schemas, key by key, and none of the legacy ones", () => {
    for (const revision of ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"])
      expect(model(revision).requestMeta, revision).toBeUndefined();
    const meta = model("2026-07-28").requestMeta;
    expect(meta?.location).toEqual({ file: "schema/2026-07-28/schema.ts", line: 63, column: 18 });
    expect(meta?.keys.map((k) => [k.name, k.optional, k.kind, k.location.line])).toEqual([
      ["progressToken", true, "any", 67],
      ["io.modelcontextprotocol/protocolVersion", false, "string", 76],
      ["io.modelcontextprotocol/clientInfo", true, "object", 90],
      ["io.modelcontextprotocol/clientCapabilities", false, "object", 98],
      ["io.modelcontextprotocol/logLevel", true, "string", 110],
    ]);
    // The first pre-release still required clientInfo.
    expect(
      model("draft-2026-05-20").requestMeta?.keys.find((k) => k.name === "io.modelcontextprotocol/clientInfo")
        ?.optional,
    ).toBe(false);
  });

  it("never writes `any`, and every ref names a collected declaration", () => {
    for (const m of models.values()) {
      const json = JSON.stringify(m);
      expect(json).not.toContain('"name":"any"');
      const declared = new Set(m.declarations.map((d) => d.name));
      for (const [, name] of json.matchAll(/"kind":"ref","name":"([^"]+)"/g))
        expect(declared.has(name ?? ""), name).toBe(true);
      const names = m.declarations.map((d) => d.name);
      expect(names).toEqual([...names].sort());
    }
  });

  it("dumps the same bytes when extracted again", () => {
    const again = sources.map((source) => extractSchema(source));
    expect(stableJson(again)).toBe(stableJson(sources.map((s) => model(s.revision.id))));
  });
});
