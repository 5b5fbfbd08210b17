/**
 * The data-rule walk the Go and Python targets share, with a language of its own that spells each
 * node it is given: what the walk decides (any, scalar, list, map, object), in which order it declares
 * types, and that an object the language cannot name is a map whose fields are not walked.
 */
import { describe, expect, it } from "vitest";
import { DataTypeWalk, type DataTypeLanguage } from "../../generator/emit/data-types.ts";

const spelled = (refuse = new Set<string>()): DataTypeLanguage => ({
  any: "ANY",
  scalar: (kind) => (kind === "string" || kind === "integer" ? kind.toUpperCase() : undefined),
  list: (item) => `LIST<${item}>`,
  map: (value) => `MAP<${value}>`,
  fieldNames: (name, keys) => (keys.some((k) => refuse.has(k)) ? undefined : keys.map((k) => `${name}_${k}`)),
  object: (name, what, fields) => ({
    type: name,
    declaration: `${name} (${what}): ${fields.map((f) => `${f.json}${f.required ? "" : "?"}=${f.type}`).join(" ")}`,
  }),
});

describe("the data-rule walk", () => {
  it("gives each node the language's type, and declares nested objects before the ones holding them", () => {
    const walk = new DataTypeWalk(spelled());
    const type = walk.ofRule(
      "D",
      {
        required: true,
        exact: true,
        fields: {
          uri: { required: true, type: "string" },
          either: { required: false, type: ["string", "integer"] },
          ok: { required: false, type: "boolean" },
          tags: { required: false, type: "array", items: "string" },
          byName: { required: false, type: "object", values: "integer" },
          open: { required: false, type: "object" },
          inner: { required: true, type: "object", fields: { n: { required: true, type: "integer" } } },
        },
      },
      "the data",
    );
    expect(type).toBe("D");
    expect(walk.declarations).toEqual([
      "D_inner (the data inner): n=INTEGER",
      "D (the data): uri=STRING either?=ANY ok?=ANY tags?=LIST<STRING> byName?=MAP<INTEGER> open?=MAP<ANY> inner=D_inner",
    ]);
  });

  it("makes an object the language cannot name a map of any, and walks none of its fields", () => {
    const walk = new DataTypeWalk(spelled(new Set(["a-b"])));
    const rule = {
      required: true,
      exact: false,
      fields: {
        "a-b": {
          required: true,
          type: "object" as const,
          fields: { x: { required: true, type: "string" as const } },
        },
      },
    };
    expect(walk.ofRule("D", rule, "the data")).toBe("MAP<ANY>");
    expect(walk.declarations).toEqual([]);
  });

  it("makes an object with named fields and other members a map of any", () => {
    const walk = new DataTypeWalk(spelled());
    const rule = {
      required: true,
      exact: false,
      fields: { a: { required: true, type: "string" as const } },
      values: "integer" as const,
    };
    expect(walk.ofRule("D", rule, "the data")).toBe("MAP<ANY>");
  });
});
