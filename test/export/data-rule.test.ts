/**
 * The data rule a condition's CONDITIONS entry carries, from small schemas: nested fields, kinds,
 * literal values, array elements and object members, JSON values, and where schema.json (generated
 * from schema.ts) is stricter than the TypeScript: integers, and JSONValue without null.
 */
import { describe, expect, it } from "vitest";
import { dataRule } from "../../generator/export/data-rule.ts";
import type { RevisionCondition } from "../../generator/model/merged-model.ts";
import type { Declaration, FieldShape, TypeShape } from "../../generator/model/schema-model.ts";
import { extractFixture } from "../extract/fixture-source.ts";
import { must } from "../helpers/must.ts";

const at = { file: "schema.ts", line: 1, column: 1 };
const string: TypeShape = { kind: "primitive", name: "string" };
const number: TypeShape = { kind: "primitive", name: "number" };
const ref = (name: string): TypeShape => ({ kind: "ref", name });
const lit = (value: string | number | boolean): TypeShape => ({ kind: "literal", value });
const field = (name: string, type: TypeShape, extra: Partial<FieldShape> = {}): FieldShape => ({
  name,
  optional: false,
  type,
  location: at,
  ...extra,
});
const object = (...fields: FieldShape[]): TypeShape => ({ kind: "object", fields });
const declaration = (name: string, type: TypeShape, kind: Declaration["kind"] = "type"): Declaration => ({
  name,
  kind,
  extends: [],
  type,
  doc: { summary: "", internal: false, deprecated: false },
  location: at,
});

function ruleOf(
  type: TypeShape,
  decls: Declaration[] = [],
  data: Partial<NonNullable<RevisionCondition["data"]>> = {},
) {
  return dataRule(
    { optional: false, type, source: "schema", exact: false, ...data },
    new Map(decls.map((d) => [d.name, d])),
  );
}

describe("dataRule", () => {
  it("follows the data of a real-shaped schema to every depth it declares", () => {
    const model = extractFixture("transitive-refs");
    const data = must(model.interfaces.find((i) => i.name === "CapabilityMissingError")?.data);
    const decls = new Map(model.declarations.map((d) => [d.name, d]));
    expect(dataRule({ ...data, source: "schema", exact: false }, decls)).toEqual({
      required: true,
      exact: false,
      fields: {
        requiredCapabilities: {
          type: "object",
          required: true,
          fields: {
            elicitation: {
              type: "object",
              required: false,
              fields: {
                _meta: { type: "object", required: false },
                mode: { type: "string", required: true, enum: ["url"] },
                task: {
                  type: "object",
                  required: false,
                  fields: { ttl: { type: "integer", required: false } },
                },
              },
            },
            experimental: { type: "object", required: false, values: { type: "object", values: "json" } },
          },
        },
      },
    });
  });

  it("reads a schema number as an integer, as schema.json does, unless @TJS-type says number", () => {
    const rule = ruleOf(object(field("count", number), field("ratio", number, { schemaJsonType: "number" })));
    expect(rule?.fields).toEqual({
      count: { type: "integer", required: true },
      ratio: { type: "number", required: true },
    });
    // The register's shapes describe prose, not schema.json: a number there is any number.
    expect(ruleOf(object(field("count", number)), [], { source: "register" })?.fields).toEqual({
      count: { type: "number", required: true },
    });
  });

  it("gives unions their kinds, and literal values where every member is one", () => {
    const rule = ruleOf(
      object(
        field("mode", { kind: "union", members: [lit("strict"), lit("lenient")] }),
        field("loose", { kind: "union", members: [lit("strict"), string] }),
        field("token", { kind: "union", members: [string, ref("Count")] }),
        field("maybe", { kind: "union", members: [string, { kind: "primitive", name: "null" }] }),
        field("free", { kind: "union", members: [string, { kind: "primitive", name: "unknown" }] }),
        field("either", {
          kind: "union",
          members: [{ kind: "array", element: string }, object(field("id", string))],
        }),
      ),
      [declaration("Count", number)],
    );
    expect(rule?.fields).toEqual({
      either: {
        type: ["array", "object"],
        required: true,
        items: "string",
        fields: { id: { type: "string", required: true } },
      },
      free: { type: "any", required: true },
      loose: { type: "string", required: true },
      maybe: { type: ["string", "null"], required: true },
      mode: { type: "string", required: true, enum: ["strict", "lenient"] },
      token: { type: ["string", "integer"], required: true },
    });
  });

  it("names array elements and object members, as a bare kind where that is all there is", () => {
    const rule = ruleOf(
      object(
        field("names", { kind: "array", element: string }),
        field("anything", { kind: "array", element: { kind: "primitive", name: "unknown" } }),
        field("people", { kind: "array", element: ref("Person") }),
        field("labels", {
          kind: "object",
          fields: [],
          index: { keyName: "k", key: "string", value: string },
        }),
      ),
      [
        declaration(
          "Person",
          object(field("name", string), field("age", number, { optional: true })),
          "interface",
        ),
      ],
    );
    expect(rule?.fields).toEqual({
      anything: { type: "array", required: true },
      labels: { type: "object", required: true, values: "string" },
      names: { type: "array", required: true, items: "string" },
      people: {
        type: "array",
        required: true,
        items: {
          type: "object",
          fields: { age: { type: "integer", required: false }, name: { type: "string", required: true } },
        },
      },
    });
  });

  it("reads a JSON value, with or without null, as json, and checks a recursive type to its kind where it recurs", () => {
    const decls = [
      declaration("Value", {
        kind: "union",
        members: [string, number, { kind: "primitive", name: "boolean" }, ref("Map"), ref("List")],
      }),
      declaration("Map", {
        kind: "object",
        fields: [],
        index: { keyName: "k", key: "string", value: ref("Value") },
      }),
      declaration("List", { kind: "array", element: ref("Value") }),
      declaration("Scalar", {
        kind: "union",
        members: [string, number, { kind: "primitive", name: "boolean" }],
      }),
      declaration("Tree", object(field("children", { kind: "array", element: ref("Tree") })), "interface"),
    ];
    const rule = ruleOf(
      object(
        field("value", ref("Value")),
        field("settings", ref("Map")),
        field("scalar", ref("Scalar")),
        field("tree", ref("Tree")),
      ),
      decls,
    );
    expect(rule?.fields).toEqual({
      scalar: { type: ["string", "integer", "boolean"], required: true },
      settings: { type: "object", required: true, values: "json" },
      tree: {
        type: "object",
        required: true,
        fields: { children: { type: "array", required: true, items: "object" } },
      },
      value: { type: "json", required: true },
    });
  });

  it("keeps an exact shape exact and checks the members of an index signature at the top", () => {
    expect(ruleOf(object(field("uri", string)), [], { exact: true, source: "register" })).toEqual({
      required: true,
      exact: true,
      fields: { uri: { type: "string", required: true } },
    });
    const open: TypeShape = {
      kind: "object",
      fields: [field("uri", string)],
      index: { keyName: "k", key: "string", value: string },
    };
    expect(ruleOf(open, [], { exact: true, optional: true })).toEqual({
      required: false,
      exact: false,
      fields: { uri: { type: "string", required: true } },
      values: "string",
    });
    expect(ruleOf(string)).toBeNull();
  });
});
