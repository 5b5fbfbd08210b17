/** One fixture schema per pattern the extractor recognises. */
import { describe, expect, it } from "vitest";
import type { FieldShape, TypeShape } from "../../generator/model/schema-model.ts";
import { extractSchema } from "../../generator/extract/extract-schema.ts";
import { extractFixture, fixtureSource, withoutLocations } from "./fixture-source.ts";

const string: TypeShape = { kind: "primitive", name: "string" };
const number: TypeShape = { kind: "primitive", name: "number" };
const unknown: TypeShape = { kind: "primitive", name: "unknown" };

function fieldsOf(shape: TypeShape | undefined): FieldShape[] {
  if (shape?.kind !== "object") throw new Error(`expected an object shape, got ${shape?.kind}`);
  return shape.fields;
}

describe("direct binding: `code: typeof X` on the error object", () => {
  const model = extractFixture("direct-binding");

  it("reads the versions and the negative integer constants only", () => {
    expect(model.protocolVersion).toBe("2099-01-01");
    expect(model.jsonrpcVersion).toBe("2.0");
    expect(model.constants.map((c) => [c.name, c.value])).toEqual([
      ["INVALID_PARAMS", -32602],
      ["PARSE_ERROR", -32700],
    ]);
    expect(model.constants[1]?.location).toEqual({
      file: "fixtures:direct-binding.schema.ts",
      line: 19,
      column: 14,
    });
  });

  it("records each binding as describing the error object", () => {
    expect(model.interfaces.map((i) => [i.name, i.constant, i.describes])).toEqual([
      ["InvalidParamsError", "INVALID_PARAMS", "error"],
      ["ParseError", "PARSE_ERROR", "error"],
    ]);
    const parse = model.interfaces.find((i) => i.name === "ParseError");
    expect(parse?.data).toBeUndefined();
    expect(parse?.location).toEqual({ file: "fixtures:direct-binding.schema.ts", line: 22, column: 18 });
    const invalid = model.interfaces.find((i) => i.name === "InvalidParamsError");
    expect(invalid?.data?.optional).toBe(true);
    expect(withoutLocations(invalid?.data?.type)).toEqual({
      kind: "object",
      fields: [{ name: "argument", optional: false, type: string }],
    });
  });

  it("does not take `jsonrpc: typeof JSONRPC_VERSION` for a binding", () => {
    expect(model.interfaces.map((i) => i.name)).not.toContain("JSONRPCNotification");
  });
});

describe('response binding: an interface extending Omit<JSONRPCErrorResponse, "error">', () => {
  const model = extractFixture("envelope-interface");

  it("records the binding as describing the whole response, with its data shape", () => {
    const byName = new Map(model.interfaces.map((i) => [i.name, i]));
    expect(byName.get("HeaderMismatchError")).toMatchObject({
      constant: "HEADER_MISMATCH",
      describes: "response",
    });
    expect(byName.get("HeaderMismatchError")?.data).toBeUndefined();
    const unsupported = byName.get("UnsupportedProtocolVersionError");
    expect(unsupported).toMatchObject({ constant: "UNSUPPORTED_PROTOCOL_VERSION", describes: "response" });
    expect(unsupported?.data?.optional).toBe(false);
    expect(withoutLocations(unsupported?.data?.type)).toEqual({
      kind: "object",
      fields: [
        { name: "supported", optional: false, type: { kind: "array", element: string } },
        { name: "requested", optional: false, type: string },
      ],
    });
    expect(fieldsOf(unsupported?.data?.type)[1]?.location).toEqual({
      file: "fixtures:envelope-interface.schema.ts",
      line: 39,
      column: 7,
    });
  });
});

describe("type-alias bindings", () => {
  const model = extractFixture("type-alias-envelope");

  it("reads `type X = Omit<...> & { error: Error & { code: typeof Y } }` as a response", () => {
    const missing = model.interfaces.find((i) => i.name === "ResourceMissingError");
    expect(missing).toMatchObject({ constant: "RESOURCE_MISSING", describes: "response" });
    expect(missing?.data?.optional).toBe(true);
    expect(withoutLocations(missing?.data?.type)).toEqual({
      kind: "object",
      fields: [{ name: "uri", optional: false, type: string }],
    });
  });

  it("reads `type X = Error & { code: typeof Y }` as an error object", () => {
    expect(model.interfaces.find((i) => i.name === "TooLargeError")).toMatchObject({
      constant: "TOO_LARGE",
      describes: "error",
    });
  });
});

describe("envelopes", () => {
  it("reads the legacy JSONRPCError: inline error object, id required", () => {
    const { envelope } = extractFixture("legacy-envelope");
    expect(envelope.name).toBe("JSONRPCError");
    expect(envelope.idOptional).toBe(false);
    expect(envelope.location).toEqual({ file: "fixtures:legacy-envelope.schema.ts", line: 13, column: 18 });
    expect(withoutLocations(envelope.error)).toEqual({
      kind: "object",
      fields: [
        { name: "code", optional: false, type: number, doc: "The error type that occurred." },
        { name: "message", optional: false, type: string, doc: "A short description of the error." },
        { name: "data", optional: true, type: unknown },
      ],
    });
  });

  it("reads JSONRPCErrorResponse: optional id, error as a ref to the Error declaration", () => {
    const model = extractFixture("envelope-interface");
    expect(model.envelope).toMatchObject({ name: "JSONRPCErrorResponse", idOptional: true });
    expect(model.envelope.error).toEqual({ kind: "ref", name: "Error" });
    const error = model.declarations.find((d) => d.name === "Error");
    expect(error?.kind).toBe("interface");
    expect(fieldsOf(error?.type).map((f) => [f.name, f.optional])).toEqual([
      ["code", false],
      ["message", false],
      ["data", true],
    ]);
  });

  it("prefers JSONRPCErrorResponse when both are declared, and reads inherited members", () => {
    const { envelope, declarations } = extractFixture("both-envelopes");
    expect(envelope.name).toBe("JSONRPCErrorResponse");
    expect(envelope.idOptional).toBe(true);
    expect(fieldsOf(envelope.error).map((f) => f.name)).toEqual(["code", "message", "data"]);
    // The id's type is followed too, so an emitter can type it.
    expect(declarations.map((d) => d.name)).toEqual(["RequestId"]);
  });
});

describe("data shapes", () => {
  const model = extractFixture("data-shapes");
  const data = model.interfaces[0]?.data;
  const field = (name: string) => {
    const found = fieldsOf(data?.type).find((f) => f.name === name);
    if (!found) throw new Error(`no field ${name}`);
    return withoutLocations(found.type);
  };

  it("keeps primitives, optional flags and reads `any` as unknown", () => {
    expect(data?.optional).toBe(true);
    expect(
      fieldsOf(data?.type)
        .map((f) => [f.name, f.optional])
        .slice(0, 3),
    ).toEqual([
      ["text", false],
      ["count", true],
      ["flag", false],
    ]);
    expect(field("nothing")).toEqual({ kind: "primitive", name: "null" });
    expect(field("opaque")).toEqual(unknown);
    expect(field("loose")).toEqual(unknown);
    expect(JSON.stringify(model)).not.toContain('"any"');
  });

  it("keeps literals and unions of literals, negative and fractional numbers included", () => {
    expect(field("mode")).toEqual({
      kind: "union",
      members: [
        { kind: "literal", value: "strict" },
        { kind: "literal", value: "lenient" },
      ],
    });
    expect(field("level")).toEqual({
      kind: "union",
      members: [
        { kind: "literal", value: 1 },
        { kind: "literal", value: -1 },
        { kind: "literal", value: 2.5 },
      ],
    });
    expect(field("exact")).toEqual({ kind: "literal", value: true });
    expect(field("version")).toEqual({ kind: "literal", value: "2.0" });
  });

  it("keeps arrays, nested and readonly arrays, tuples and Array<T>", () => {
    expect(field("names")).toEqual({ kind: "array", element: string });
    expect(field("grid")).toEqual({ kind: "array", element: { kind: "array", element: number } });
    expect(field("pair")).toEqual({ kind: "tuple", elements: [string, number] });
    expect(field("list")).toEqual({ kind: "array", element: string });
    expect(field("either")).toEqual({ kind: "array", element: { kind: "union", members: [string, number] } });
  });

  it("keeps index signatures with their key name and key type", () => {
    expect(field("labels")).toEqual({
      kind: "object",
      fields: [],
      index: { keyName: "label", key: "string", value: string },
    });
    expect(field("byIndex")).toEqual({
      kind: "object",
      fields: [],
      index: { keyName: "n", key: "number", value: { kind: "primitive", name: "boolean" } },
    });
    expect(field("anything")).toEqual({
      kind: "object",
      fields: [],
      index: { keyName: "key", key: "string", value: unknown },
    });
  });

  it("spells out built-in helpers instead of referring to them", () => {
    expect(field("meta")).toEqual({
      kind: "object",
      fields: [],
      index: { keyName: "key", key: "string", value: unknown },
    });
    expect(field("corners")).toEqual({
      kind: "object",
      fields: [
        { name: "top", optional: false, type: number },
        { name: "bottom", optional: false, type: number },
      ],
    });
    expect(field("partialLimits")).toEqual({
      kind: "object",
      fields: [
        { name: "max", optional: true, type: number },
        { name: "min", optional: true, type: number },
        { name: "unit", optional: true, type: string },
      ],
    });
    expect(field("maxOnly")).toEqual({
      kind: "object",
      fields: [{ name: "max", optional: false, type: number }],
    });
    expect(field("noUnit")).toEqual({
      kind: "object",
      fields: [
        { name: "max", optional: false, type: number },
        { name: "min", optional: true, type: number },
      ],
    });
    const names = JSON.stringify(model.declarations.map((d) => d.name));
    for (const helper of ["Record", "Partial", "Pick", "Omit", "Array"]) expect(names).not.toContain(helper);
  });

  it("keeps the type a @TJS-type tag gives a field in schema.json, and nothing where there is none", () => {
    const fields = fieldsOf(data?.type);
    expect(fields.find((f) => f.name === "ratio")).toMatchObject({ type: number, schemaJsonType: "number" });
    expect(fields.filter((f) => f.schemaJsonType !== undefined).map((f) => f.name)).toEqual(["ratio"]);
  });

  it("keeps intersections and references, and quoted field names", () => {
    expect(field("both")).toEqual({
      kind: "intersection",
      members: [
        { kind: "ref", name: "Limits" },
        { kind: "object", fields: [{ name: "note", optional: false, type: string }] },
      ],
    });
    expect(field("quoted-name")).toEqual(string);
    expect(model.declarations.map((d) => d.name)).toContain("Limits");
  });
});

describe("referenced declarations", () => {
  const model = extractFixture("transitive-refs");
  const declaration = (name: string) => model.declarations.find((d) => d.name === name);

  it("follows references transitively, through extends and cycles, and nothing else", () => {
    expect(model.declarations.map((d) => d.name)).toEqual([
      "ClientCapabilities",
      "ElicitationParams",
      "Error",
      "JSONArray",
      "JSONObject",
      "JSONValue",
      "RequestId",
      "RequestParams",
      "TaskMetadata",
      "TaskParams",
    ]);
  });

  it("keeps interfaces with their extends and own members, and type aliases with their type", () => {
    expect(declaration("ElicitationParams")).toMatchObject({
      kind: "interface",
      extends: [{ kind: "ref", name: "TaskParams" }],
    });
    expect(withoutLocations(declaration("ElicitationParams")?.type)).toEqual({
      kind: "object",
      fields: [{ name: "mode", optional: false, type: { kind: "literal", value: "url" } }],
    });
    expect(declaration("TaskParams")?.extends).toEqual([{ kind: "ref", name: "RequestParams" }]);
    expect(declaration("JSONObject")).toMatchObject({
      kind: "type",
      extends: [],
      type: {
        kind: "object",
        fields: [],
        index: { keyName: "key", key: "string", value: { kind: "ref", name: "JSONValue" } },
      },
    });
    expect(declaration("JSONArray")?.type).toEqual({
      kind: "array",
      element: { kind: "ref", name: "JSONValue" },
    });
    expect(declaration("ClientCapabilities")?.location).toEqual({
      file: "fixtures:transitive-refs.schema.ts",
      line: 37,
      column: 18,
    });
  });

  it("refers to declarations by name from the error data", () => {
    expect(withoutLocations(model.interfaces[0]?.data?.type)).toEqual({
      kind: "object",
      fields: [
        { name: "requiredCapabilities", optional: false, type: { kind: "ref", name: "ClientCapabilities" } },
      ],
    });
  });
});

describe("the request _meta object", () => {
  const model = extractFixture("request-meta");
  const file = "fixtures:request-meta.schema.ts";

  it("reads every key of RequestMetaObject, inherited and merged, with its kind and line", () => {
    expect(model.requestMeta?.name).toBe("RequestMetaObject");
    expect(model.requestMeta?.location).toEqual({ file, line: 40, column: 18 });
    expect(model.requestMeta?.keys.map((k) => [k.name, k.optional, k.kind, k.location.line])).toEqual([
      ["io.modelcontextprotocol/traceId", true, "string", 37],
      ["progressToken", true, "any", 41],
      ["io.modelcontextprotocol/protocolVersion", false, "string", 42],
      ["io.modelcontextprotocol/clientInfo", true, "object", 43],
      ["io.modelcontextprotocol/logLevel", true, "string", 44],
      ["io.modelcontextprotocol/tags", true, "array", 45],
      ["io.modelcontextprotocol/retries", true, "number", 46],
      ["io.modelcontextprotocol/dryRun", true, "boolean", 47],
      ["io.modelcontextprotocol/clientCapabilities", false, "object", 52],
    ]);
  });

  it("lists the strings a key allows where its type is string literals alone, in the schema's order", () => {
    const values = Object.fromEntries(model.requestMeta?.keys.map((k) => [k.name, k.values]) ?? []);
    expect(values["io.modelcontextprotocol/logLevel"]).toEqual(["debug", "info", "error"]);
    // A plain string, a number and an object allow any value of their kind.
    expect(values["io.modelcontextprotocol/protocolVersion"]).toBeUndefined();
    expect(values["io.modelcontextprotocol/retries"]).toBeUndefined();
    expect(values["io.modelcontextprotocol/clientInfo"]).toBeUndefined();
  });

  it("collects no declaration for the keys' types: they are no error data", () => {
    // The envelope's own, and nothing the keys name (Implementation, LoggingLevel, ProgressToken, Tags).
    expect(model.declarations.map((d) => d.name)).toEqual(["Error", "RequestId"]);
  });

  it("is absent from a schema that declares no RequestMetaObject", () => {
    expect(extractFixture("direct-binding").requestMeta).toBeUndefined();
  });
});

describe("members and literals are read alike wherever they appear", () => {
  /** A fixture with one piece of text replaced, or text appended. */
  function variant(fixture: string, from: string, to: string) {
    const source = fixtureSource(fixture);
    if (!source.text.includes(from)) throw new Error(`${fixture} has no ${from}`);
    return extractSchema({ ...source, text: source.text.replace(from, to) });
  }

  it("finds a binding whose member names are quoted, as TypeScript reads them", () => {
    const model = variant("direct-binding", "code: typeof PARSE_ERROR;", '"code": typeof PARSE_ERROR;');
    expect(model.interfaces.map((i) => [i.name, i.constant])).toContainEqual(["ParseError", "PARSE_ERROR"]);
  });

  it("finds Result's resultType in a type alias written as an intersection", () => {
    const model = variant(
      "result-type",
      "export interface ResultBase {",
      "export type ResultBase = { _meta?: unknown } & {",
    );
    expect(model.resultType).toMatchObject({ required: true, complete: "done" });
  });

  it("reads keys written as template literals in Pick, Omit and Record", () => {
    const model = variant(
      "data-shapes",
      "      text: string;",
      "      text: string;\n      picked: Pick<{ a: string; b: number }, `a`>;\n      keyed: Record<`k`, number>;",
    );
    const fields = fieldsOf(model.interfaces[0]?.data?.type);
    expect(withoutLocations(fields.find((f) => f.name === "picked")?.type)).toEqual({
      kind: "object",
      fields: [{ name: "a", optional: false, type: string }],
    });
    expect(withoutLocations(fields.find((f) => f.name === "keyed")?.type)).toEqual({
      kind: "object",
      fields: [{ name: "k", optional: false, type: number }],
    });
  });

  it("locates fields alike with CRLF line endings", () => {
    const source = fixtureSource("data-shapes");
    const crlf = extractSchema({ ...source, text: source.text.replaceAll("\n", "\r\n") });
    expect(crlf).toEqual(extractFixture("data-shapes"));
  });
});
