/** The root's types.go, rendered from the engine's definitions: copied with their comments, converted where a field is a root type. */
import { describe, expect, it } from "vitest";
import { ROOT_TYPES, renderRootTypes } from "../../generator/emit/go/root-types.ts";

/** An engine file defining every root type, each with a field; `extra` replaces Request's body. */
function engine(extra = "\t// ID is its id.\n\tID any\n"): Map<string, string> {
  const structs = ROOT_TYPES.map((name) => {
    if (name === "Request") return `// Request is a request.\ntype Request struct {\n${extra}}\n`;
    if (name === "ResponseOptions")
      return "// ResponseOptions says things.\ntype ResponseOptions struct {\n\t// Request is it.\n\tRequest Request\n\tToolInputError bool\n}\n";
    return `// ${name} is a thing.\ntype ${name} struct {\n\t// Body is JSON.\n\tBody json.RawMessage\n}\n`;
  });
  return new Map([["runtime/go/internal/engine/x.go", `package engine\n\n${structs.join("\n")}`]]);
}

describe("the Go root's own types", () => {
  it("copies each definition with its comments, and converts a field of a root type by name", () => {
    const text = renderRootTypes(engine());
    expect(text).toContain(
      "// Request is a request.\ntype Request struct {\n\t// ID is its id.\n\tID any\n}",
    );
    expect(text).toContain(
      'import (\n\t"encoding/json"\n\n\t"github.com/mcp-errgen/mcp-errgen/generated/go/internal/engine"\n)',
    );
    expect(text).toContain(
      "func (v ResponseOptions) engine() engine.ResponseOptions {\n\treturn engine.ResponseOptions{\n" +
        "\t\tRequest:        engine.Request(v.Request),\n\t\tToolInputError: v.ToolInputError,\n\t}\n}",
    );
  });

  it("refuses an unexported field, which the root could not convert", () => {
    expect(() => renderRootTypes(engine("\tid any\n"))).toThrow(/Request\.id is unexported/);
  });

  it("refuses a field type the root does not spell", () => {
    expect(() => renderRootTypes(engine("\tShape *Shape\n"))).toThrow(/Request\.Shape has type \*Shape/);
  });

  it("refuses a type the engine does not define", () => {
    const files = engine();
    const text = files.get("runtime/go/internal/engine/x.go") ?? "";
    files.set("runtime/go/internal/engine/x.go", text.replace("type Parsed struct", "type Other struct"));
    expect(() => renderRootTypes(files)).toThrow(/defines no struct Parsed/);
  });
});
