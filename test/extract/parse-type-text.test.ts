import { describe, expect, it } from "vitest";
import { parseTypeText } from "../../generator/extract/extract-schema.ts";
import { diagnosticsOf, where, withoutLocations } from "./fixture-source.ts";

const context = {
  file: "spec/errors.yaml",
  line: 40,
  column: 13,
  declarations: new Set(["ClientCapabilities"]),
  from: "data shape",
};
const string = { kind: "primitive", name: "string" };

describe("parseTypeText", () => {
  it("converts register data shapes with the schema converter", () => {
    expect(withoutLocations(parseTypeText("{ uri: string }", context))).toEqual({
      kind: "object",
      fields: [{ name: "uri", optional: false, type: string }],
    });
    expect(withoutLocations(parseTypeText("{ supported: string[]; requested: string }", context))).toEqual({
      kind: "object",
      fields: [
        { name: "supported", optional: false, type: { kind: "array", element: string } },
        { name: "requested", optional: false, type: string },
      ],
    });
    expect(parseTypeText('"a" | 1 | null', context)).toEqual({
      kind: "union",
      members: [
        { kind: "literal", value: "a" },
        { kind: "literal", value: 1 },
        { kind: "primitive", name: "null" },
      ],
    });
  });

  it("refers to listed declarations, and spells out Record", () => {
    expect(withoutLocations(parseTypeText("{ requiredCapabilities?: ClientCapabilities }", context))).toEqual(
      {
        kind: "object",
        fields: [
          { name: "requiredCapabilities", optional: true, type: { kind: "ref", name: "ClientCapabilities" } },
        ],
      },
    );
    expect(parseTypeText("Record<string, number>", context)).toEqual({
      kind: "object",
      fields: [],
      index: { keyName: "key", key: "string", value: { kind: "primitive", name: "number" } },
    });
  });

  it("places fields relative to where the text starts", () => {
    const shape = parseTypeText("{ uri: string;\n  size: number }", context);
    const fields = shape.kind === "object" ? shape.fields : [];
    expect(fields.map((f) => f.location)).toEqual([
      { file: "spec/errors.yaml", line: 40, column: 15 },
      { file: "spec/errors.yaml", line: 41, column: 3 },
    ]);
  });

  it("reports references to undeclared types at the text's location", () => {
    const diagnostics = diagnosticsOf(() => parseTypeText("{ caps: ServerCapabilities }", context));
    expect(diagnostics.map(where)).toEqual(["schema/unknown-reference @ spec/errors.yaml:40:13"]);
    expect(diagnostics[0]?.message).toBe(
      "data shape.caps references ServerCapabilities, which the schema does not declare",
    );
  });

  it("reports a problem inside a helper once", () => {
    const diagnostics = diagnosticsOf(() =>
      parseTypeText("Omit<Partial<{ a: Missing; b: string }>, 'b'>", context),
    );
    expect(diagnostics.map((d) => d.kind)).toEqual(["schema/unknown-reference"]);
  });

  it("refuses a __proto__ field, written as a member or as a Record key, at the text's location", () => {
    for (const text of [
      "{ __proto__: string }",
      'Record<"a" | "__proto__", string>',
      "{ x: { '__proto__': 1 } }",
    ]) {
      const diagnostics = diagnosticsOf(() => parseTypeText(text, context));
      expect(diagnostics.map(where), text).toEqual(["schema/reserved-field @ spec/errors.yaml:40:13"]);
      expect(diagnostics[0]?.message, text).toMatch(
        /^data shape(\.x)?\.__proto__: a field named "__proto__"/,
      );
    }
  });

  it("reports syntax it cannot represent, and text that is not exactly one type", () => {
    for (const text of [
      "() => void",
      "{ a: string",
      "",
      "string; export const x = 1",
      "string\n;console.log(1)",
      "Omit<ClientCapabilities, 'roots'>",
    ]) {
      const diagnostics = diagnosticsOf(() => parseTypeText(text, { ...context, from: "conditions.x.data" }));
      expect(diagnostics.map(where), text).toEqual(["schema/unsupported-type @ spec/errors.yaml:40:13"]);
    }
  });
});
