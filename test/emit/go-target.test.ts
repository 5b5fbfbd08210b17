/**
 * The Go target's pieces: its names, its data types, the escaping helpers for Go source, and the
 * format stage's pass-through for files Prettier has no parser for.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatFiles } from "../../generator/emit/format.ts";
import { DataTypes } from "../../generator/emit/go/data-types.ts";
import { isTagName } from "../../generator/emit/go/names.ts";
import { exported, packageName } from "../../generator/model/go-names.ts";
import { goTarget } from "../../generator/emit/go/target.ts";
import { goLineWidth, wrapGoComments } from "../../generator/emit/go/wrap-comments.ts";
import { revisionJson, withoutSources } from "../../generator/export/export-model.ts";
import { goComment, goString, templateHelpers } from "../../generator/emit/template-helpers.ts";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";

describe("Go names", () => {
  it.each([
    ["2025-11-25", "mcp20251125"],
    ["2026-07-28", "mcp20260728"],
    ["draft", "mcpdraft"],
    ["draft-2026-05-20", "mcpdraft20260520"],
  ])("revision %s is package %s", (id, name) => {
    expect(packageName(id)).toBe(name);
  });

  it.each([
    ["resourceNotFound", "ResourceNotFound"],
    ["urlElicitationRequired", "URLElicitationRequired"],
    ["elicitationId", "ElicitationID"],
    ["_meta", "Meta"],
    ["ttl", "TTL"],
    ["URL_ELICITATION_REQUIRED", "URLElicitationRequired"],
    ["x-mcp-header", "XMCPHeader"],
  ])("%s is exported as %s", (name, goName) => {
    expect(exported(name)).toBe(goName);
  });

  it("has no exported name for a name without letters, or one starting with a digit", () => {
    expect(exported("_")).toBeUndefined();
    expect(exported("0day")).toBeUndefined();
  });

  it("accepts as a tag name only what encoding/json reads from a tag", () => {
    expect(isTagName("elicitationId")).toBe(true);
    expect(isTagName("io.modelcontextprotocol/x")).toBe(true);
    for (const name of ["", 'a"b', "a`b", "a,b", "a\\b", "é"]) expect(isTagName(name), name).toBe(false);
  });
});

describe("Go data types", () => {
  it("writes a struct per object with aligned fields, pointers for optional scalars and structs", () => {
    const types = new DataTypes();
    const name = types.ofRule(
      "XData",
      {
        required: true,
        exact: false,
        fields: {
          uri: { type: "string", required: true },
          supported: { type: "array", required: true, items: "string" },
          ttl: { type: "integer", required: false },
          nested: { type: "object", required: false, fields: { a: { type: "boolean", required: true } } },
          free: { type: ["string", "integer"], required: false },
          extra: { type: "object", required: false, values: "json" },
        },
      },
      "the data of x errors",
    );
    expect(name).toBe("XData");
    expect(types.declarations).toEqual([
      '// XDataNested is the data of x errors nested.\ntype XDataNested struct {\n\tA bool `json:"a"`\n}',
      "// XData is the data of x errors.\ntype XData struct {\n" +
        '\tURI       string         `json:"uri"`\n' +
        '\tSupported []string       `json:"supported"`\n' +
        '\tTTL       *int64         `json:"ttl,omitempty"`\n' +
        '\tNested    *XDataNested   `json:"nested,omitempty"`\n' +
        '\tFree      any            `json:"free,omitempty"`\n' +
        '\tExtra     map[string]any `json:"extra,omitempty"`\n' +
        "}",
    ]);
  });

  it("falls back to a map where a field name cannot be a Go field or a tag", () => {
    const types = new DataTypes();
    const rule = (fields: Record<string, { type: "string"; required: boolean }>) => ({
      required: true,
      exact: false,
      fields,
    });
    expect(types.ofRule("A", rule({ 'say "hi"': { type: "string", required: true } }), "a")).toBe(
      "map[string]any",
    );
    expect(
      types.ofRule(
        "B",
        rule({ a_b: { type: "string", required: true }, aB: { type: "string", required: true } }),
        "b",
      ),
    ).toBe("map[string]any");
    expect(types.declarations).toEqual([]);
  });

  it("keeps a hostile description on one comment line", () => {
    const types = new DataTypes();
    types.ofRule(
      "C",
      { required: true, exact: false, fields: { a: { type: "string", required: true } } },
      "x\n*/ y\r\u2028z",
    );
    expect(types.declarations[0]?.split("\n")[0]).toBe("// C is x */ y  z.");
  });
});

describe("the Go target", () => {
  const root = join(import.meta.dirname, "../..");

  it("renders packages whose names are each declared once", () => {
    expect(() => goTarget.validate?.(goTarget.render(fourRevisionModel, root))).not.toThrow();
  });

  it("embeds each revision's tables from a tables.json beside its package: the export's entry, without sources", () => {
    const files = goTarget.render(fourRevisionModel, root);
    for (const r of fourRevisionModel.revisions) {
      const dir = `go/${r.status === "prerelease" ? "prerelease/" : ""}${packageName(r.id)}`;
      const source = files.get(`${dir}/${packageName(r.id)}.go`) ?? "";
      expect(source).toMatch(/\n\/\/go:embed tables\.json\nvar tables string\n/);
      expect(source).not.toMatch(/const tables = /);
      const text = files.get(`${dir}/tables.json`) ?? "";
      expect(JSON.parse(text)).toEqual(withoutSources(revisionJson(fourRevisionModel, r)));
      // One fact a line, so review shows a changed fact as a changed line.
      expect(Math.max(...text.split("\n").map((line) => line.length))).toBeLessThan(400);
      expect(text.split("\n").length).toBeGreaterThan(50);
    }
  });

  it("reads a signature laid out a parameter a line as the one line it would be", () => {
    const oneLine =
      "func CheckRequest(revision string, body []byte, options CheckOptions) (*CheckFailure, error) {";
    const laidOut =
      "func CheckRequest(\n\trevision string,\n\tbody []byte,\n\toptions CheckOptions,\n) (*CheckFailure, error) {";
    const surface = (text: string) =>
      goTarget.api(
        new Map([["go/x.go", `package x\n\n${text}\n\treturn nil, nil\n}\n\ntype After struct{}\n`]]),
      );
    expect(surface(laidOut)).toEqual(surface(oneLine));
    expect(surface(oneLine)).toEqual({
      go: {
        After: null,
        CheckRequest:
          "CheckRequest(revision string, body []byte, options CheckOptions) (*CheckFailure, error)",
      },
    });
  });

  it("lays a constructor out within the print width: its parameters a line each where one line is too wide", () => {
    const files = goTarget.render(fourRevisionModel, root);
    const sources = [...files].filter(([path]) => path.endsWith(".go"));
    for (const [path, text] of sources)
      for (const line of text.split("\n"))
        if (line.startsWith("func New") || line.startsWith("\treturn revision.Build"))
          expect(goLineWidth(line), `${path}: ${line}`).toBeLessThanOrEqual(110);
    const text = sources.map(([, t]) => t).join("\n");
    expect(text).toMatch(/\tvar Conditions|var Conditions = \[\]Condition\{\n\t\w+,\n/);
    expect(text).toMatch(/\treturn revision\.Build\(\n\t\t"\w+\.New\w+",\n\t\t"\w+",\n\t\t[^\n]+,\n\t\)\n/);
  });

  it("gives a constructor too wide for one line a parameter a line", () => {
    const model = structuredClone(fourRevisionModel);
    const withData = model.revisions.flatMap((r) => r.conditions).find((c) => c.data !== undefined);
    if (!withData) throw new Error("the fixture has a condition with data");
    withData.key = "aConditionWhoseKeyIsLongEnoughToPushItsConstructorPastThePrintWidth";
    const text = [...goTarget.render(model, root).values()].join("\n");
    expect(text).toMatch(
      /\nfunc NewAConditionWhoseKeyIsLongEnoughToPushItsConstructorPastThePrintWidth\(\n\tdata \*?\w+,\n\topts \.\.\.Option,\n\) \(\*Error, error\) \{\n/,
    );
  });

  it("refuses a condition whose Go names a package's own name or another condition's would take", () => {
    const model = structuredClone(fourRevisionModel);
    const [first, second] = model.revisions[0]?.conditions ?? [];
    if (!first || !second) throw new Error("the fixture has two conditions");
    first.key = "error";
    expect(() => goTarget.validate?.(goTarget.render(model, root))).toThrow(/would declare Error twice/);
    first.key = "a_b";
    second.key = "aB";
    expect(() => goTarget.validate?.(goTarget.render(model, root))).toThrow(/would declare AB twice/);
  });
});

describe("Go comments wrapped to the print width", () => {
  it("cuts a long comment between words at its own indentation, and leaves directives, code and the header", () => {
    const long = `\t// ${"word ".repeat(40).trim()}`;
    const wrapped = wrapGoComments(long, 50).split("\n");
    expect(wrapped.length).toBeGreaterThan(3);
    expect(wrapped.every((line) => line.startsWith("\t// ") && goLineWidth(line) <= 50)).toBe(true);
    expect(wrapped.map((line) => line.slice(4)).join(" ")).toBe("word ".repeat(40).trim());
    const kept = [
      `// Code generated by mcp-errgen from ${"x".repeat(80)}; DO NOT EDIT.`,
      `//go:embed ${"y".repeat(80)}`,
      `//\t${"code ".repeat(30)}`,
      `x := "${"z".repeat(80)}"`,
    ].join("\n");
    expect(wrapGoComments(kept, 50)).toBe(kept);
  });
});

describe("the Go escaping helpers", () => {
  it("writes a Go string literal with nothing outside printable ASCII", () => {
    expect(goString('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(goString("line\nbreak\t\u2028é😀")).toBe('"line\\u000abreak\\u0009\\u2028\\u00e9\\U0001f600"');
    expect(goString("`raw` */ {{x}}")).toBe('"`raw` */ {{x}}"');
  });

  it("refuses a lone surrogate, which no Go string can hold", () => {
    expect(() => goString("a\ud800b")).toThrow(/lone surrogate/);
  });

  it("keeps comment text on one line", () => {
    expect(goComment("a\nb\r\nc\u2028d\u0000e\u007f ")).toBe("a b  c d e");
  });

  it("are helpers the templates may call", () => {
    expect(templateHelpers.goString).toBe(goString);
    expect(templateHelpers.goComment).toBe(goComment);
  });
});

describe("the format stage and files Prettier has no parser for", () => {
  it("writes Go source and go.mod as rendered, and formats the rest", async () => {
    const go = "package x\n\nfunc  F( ) {}\n";
    const formatted = await formatFiles(
      new Map([
        ["go/x.go", go],
        ["go/go.mod", "module x\n\ngo 1.22\n"],
        ["json/x.json", '{"a":1,\n"b":2}'],
      ]),
    );
    expect(formatted.get("go/x.go")).toBe(go);
    expect(formatted.get("go/go.mod")).toBe("module x\n\ngo 1.22\n");
    expect(formatted.get("json/x.json")).toBe('{ "a": 1, "b": 2 }\n');
  });
});
