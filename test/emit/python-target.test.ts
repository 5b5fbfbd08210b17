/**
 * The Python target's pieces: its names, its data types for a rule, the surface it reads from the
 * modules it writes, and its refusal of a module that would declare a name twice.
 */
import { describe, expect, it } from "vitest";
import type { DataRule } from "../../runtime/mcp-errors/types.js";
import { DataTypes } from "../../generator/emit/python/data-types.ts";
import {
  isIdentifier,
  moduleName,
  pascalName,
  snakeName,
  upperName,
} from "../../generator/emit/python/names.ts";
import { pythonTarget } from "../../generator/emit/python/target.ts";
import { wrapPythonComments } from "../../generator/emit/python/wrap-comments.ts";

describe("Python names", () => {
  it.each([
    ["2025-11-25", "rev_2025_11_25"],
    ["draft", "rev_draft"],
    ["draft-2026-05-20", "rev_draft_2026_05_20"],
  ])("revision %s is module %s", (id, name) => {
    expect(moduleName(id)).toBe(name);
  });

  it.each([
    ["resourceNotFound", "resource_not_found", "RESOURCE_NOT_FOUND", "ResourceNotFound"],
    [
      "urlElicitationRequired",
      "url_elicitation_required",
      "URL_ELICITATION_REQUIRED",
      "UrlElicitationRequired",
    ],
    [
      "URL_ELICITATION_REQUIRED",
      "url_elicitation_required",
      "URL_ELICITATION_REQUIRED",
      "UrlElicitationRequired",
    ],
  ])("%s is %s, %s and %s", (name, snake, upper, pascal) => {
    expect(snakeName(name, "key")).toBe(snake);
    expect(upperName(name, "key")).toBe(upper);
    expect(pascalName(name)).toBe(pascal);
  });

  it("refuses a name that is a keyword, empty or starts with a digit", () => {
    for (const name of ["class", "import", "0day", "_"])
      expect(() => snakeName(name, "condition key")).toThrow(/Python name/);
    expect(isIdentifier("None")).toBe(false);
    expect(isIdentifier("io.modelcontextprotocol/x")).toBe(false);
    expect(isIdentifier("requested")).toBe(true);
  });
});

describe("Python data types", () => {
  it("writes a TypedDict per object, optional fields in a total=False class over the required base", () => {
    const types = new DataTypes();
    const rule = {
      required: true,
      exact: false,
      fields: {
        requested: { type: "string", required: true },
        supported: { type: "array", required: true, items: "string" },
        hint: { type: "integer", required: false },
        mode: { type: "string", required: false, enum: ["url"] },
      },
    } as unknown as DataRule;
    expect(types.ofRule("VersionData", rule, "the data")).toBe("VersionData");
    expect(types.declarations).toEqual([
      "class _VersionDataRequired(TypedDict):\n    requested: str\n    supported: List[str]\n\n\n" +
        '# VersionData: the data.\nclass VersionData(_VersionDataRequired, total=False):\n    hint: int\n    mode: Literal["url"]',
    ]);
  });

  it("uses the functional form for field names that are no identifiers, and a dict where that cannot mix", () => {
    const types = new DataTypes();
    const all = { fields: { "io.x/y": { type: "string", required: true } } } as unknown as DataRule;
    expect(types.ofRule("OddData", all, "odd")).toBe("OddData");
    expect(types.declarations.at(-1)).toBe(
      '# OddData: odd.\nOddData = TypedDict("OddData", {"io.x/y": str})',
    );
    const mixed = {
      fields: { "io.x/y": { type: "string", required: true }, z: { type: "string", required: false } },
    } as unknown as DataRule;
    expect(types.ofRule("MixedData", mixed, "mixed")).toBe("Dict[str, Any]");
    const union = { fields: { id: { type: ["string", "integer"], required: true } } } as unknown as DataRule;
    types.ofRule("UnionData", union, "union");
    expect(types.declarations.at(-1)).toContain("    id: Any");
  });
});

describe("the Python target's surface and checks", () => {
  const module = [
    "REVISION = 1",
    "_private = 2",
    "class Condition(str, enum.Enum):",
    "    X = 1",
    "def http_status(condition: Union[Condition, str]) -> Optional[int]:",
    "def check_request(",
    "    headers: Headers,",
    "    body: bytes,",
    ") -> Optional[CheckFailure]:",
  ].join("\n");

  it("reads the public names a module declares, a function with its signature over several lines", () => {
    const files = new Map([
      ["python/mcp_errors/rev_x.py", module],
      ["python/mcp_errors/_engine.py", "def hidden() -> None:"],
      ["python/mcp_errors/__init__.py", '__all__ = [\n    "VERSION",\n    "rev_x",\n]'],
    ]);
    expect(pythonTarget.api(files)).toEqual({
      "python/mcp_errors": { VERSION: null, rev_x: null },
      "python/mcp_errors/rev_x": {
        Condition: null,
        REVISION: null,
        check_request: "check_request(headers: Headers, body: bytes) -> Optional[CheckFailure]",
        http_status: "http_status(condition: Union[Condition, str]) -> Optional[int]",
      },
    });
  });

  it("refuses a module that would declare a name twice", () => {
    const files = new Map([["python/mcp_errors/rev_x.py", `${module}\nREVISION = 2`]]);
    expect(() => pythonTarget.validate?.(files)).toThrow(/would declare REVISION twice/);
  });
});

describe("Python comments wrapped to the print width", () => {
  it("cuts a long comment between words at its own indentation, and leaves pragmas, code and the header", () => {
    const long = `    # ${"word ".repeat(40).trim()}`;
    const wrapped = wrapPythonComments(long, 50).split("\n");
    expect(wrapped.length).toBeGreaterThan(3);
    expect(wrapped.every((line) => line.startsWith("    # ") && line.length <= 50)).toBe(true);
    expect(wrapped.map((line) => line.slice(6)).join(" ")).toBe("word ".repeat(40).trim());
    const kept = [
      `# Generated by mcp-errgen from ${"x".repeat(80)}; DO NOT EDIT.`,
      `# pyright: ${"reportUnknownMemberType=false, ".repeat(3)}`,
      `    # type: ignore[${"y".repeat(80)}]`,
      `#!${"z".repeat(80)}`,
      `x = "${"z".repeat(80)}"  # ${"trailing ".repeat(8)}`,
    ].join("\n");
    expect(wrapPythonComments(kept, 50)).toBe(kept);
  });
});
