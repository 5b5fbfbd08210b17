/** The escaping helpers keep any text inert in a JS literal, a comment, or markdown. */
import fc from "fast-check";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  Code,
  code,
  commentText,
  identifier,
  integer,
  jsLiteral,
  jsString,
  jsTableLiteral,
  markdownCode,
  markdownText,
} from "../../generator/emit/template-helpers.ts";

const nasty = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "*/",
    "</script>",
    "\u2028",
    "\u2029",
    "${x}",
    "`",
    "\\",
    '"',
    "'",
    "\n",
    "\r\n",
    "<!--",
    "@param",
  ),
);
const text = fc.array(nasty, { maxLength: 8 }).map((parts) => parts.join(""));

function parseErrors(source: string): number {
  const file = ts.createSourceFile("x.js", source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  return (file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length;
}

describe("jsString", () => {
  it("round-trips any string through a module as a literal (and through JSON)", () => {
    fc.assert(
      fc.property(text, (value) => {
        const literal = jsString(value);
        expect(JSON.parse(literal)).toBe(value);
        expect(literal).not.toMatch(/[\u2028\u2029<>]/);
        const source = `export const x = ${literal};`;
        expect(parseErrors(source)).toBe(0);
        const file = ts.createSourceFile("x.js", source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
        const decl = (file.statements[0] as ts.VariableStatement).declarationList.declarations[0];
        if (!decl) throw new Error("no declaration parsed");
        expect((decl.initializer as ts.StringLiteral).text).toBe(value);
      }),
    );
  });

  it("refuses non-strings and values JSON cannot hold", () => {
    expect(() => jsString(1 as never)).toThrow(TypeError);
    expect(() => jsLiteral(undefined)).toThrow(TypeError);
    expect(jsLiteral({ a: ["<b>"] })).toBe('{"a":["\\u003cb\\u003e"]}');
  });
});

describe("jsTableLiteral", () => {
  /** What a module that exports `literal` gives, evaluated as JavaScript. */
  const evaluate = (literal: string): unknown => new Function(`return (${literal});`)() as unknown;

  it("writes any table as a literal of the same value, a long string in pieces of at most 60", () => {
    const table = fc.dictionary(
      fc.string(),
      fc.oneof(text, fc.array(text, { maxLength: 3 }), fc.integer(), fc.constant(null), fc.boolean()),
    );
    fc.assert(
      fc.property(table, (value) => {
        const literal = jsTableLiteral(value);
        expect(literal).not.toMatch(/[\u2028\u2029<>]/);
        expect(parseErrors(`export const x = ${literal};`)).toBe(0);
        expect(evaluate(literal)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
    // A "__proto__" member in a literal would set the prototype, not an own property.
    expect(Object.keys(evaluate(jsTableLiteral({ ["__proto__"]: false, a: 1 })) as object)).toEqual([
      "__proto__",
      "a",
    ]);
    const reason = "word ".repeat(40).trim();
    const pieces = jsTableLiteral({ reason }).slice('{"reason":'.length, -1).split(" + ");
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.every((piece) => JSON.parse(piece).length <= 60)).toBe(true);
    expect(pieces.map((piece) => JSON.parse(piece)).join("")).toBe(reason);
  });

  it("cuts a long word anywhere, but never inside a surrogate pair", () => {
    const value = `${"x".repeat(59)}\u{1f600}${"y".repeat(70)}`;
    const pieces = jsTableLiteral(value)
      .split(" + ")
      .map((piece) => JSON.parse(piece) as string);
    expect(pieces.join("")).toBe(value);
    expect(pieces.every((piece) => !/[\ud800-\udbff]$/.test(piece))).toBe(true);
  });
});

describe("commentText", () => {
  it("cannot end a block or line comment, start a tag, or close a script", () => {
    fc.assert(
      fc.property(text, (value) => {
        const escaped = commentText(value);
        expect(escaped).not.toContain("*/");
        expect(escaped).not.toMatch(/[\n\r\u2028\u2029]/);
        expect(escaped).not.toMatch(/<|>|(^|[^\\])@/);
        expect(parseErrors(`/** ${escaped} */\n// ${escaped}\nexport const y = 1;`)).toBe(0);
      }),
    );
  });
});

describe("markdown helpers", () => {
  it("keep text on one line with no live markdown or HTML", () => {
    expect(markdownText("a|b *c* <script> `x`\nnext")).toBe("a\\|b \\*c\\* &lt;script&gt; \\`x\\` next");
    // A quote outside a tag is inert, so the raw page shows it as written.
    expect(markdownText('a version of "1.0.0" & <b>')).toBe('a version of "1.0.0" &amp; &lt;b&gt;');
    fc.assert(
      fc.property(text, (value) => {
        const escaped = markdownText(value);
        expect(escaped).not.toMatch(/[\n\r\u2028\u2029<>]/);
        expect(escaped).not.toMatch(/(^|[^\\])[`|*_[\]]/);
      }),
    );
  });

  it("fence code spans with more backticks than the text holds", () => {
    expect(markdownCode("a")).toBe("`a`");
    expect(markdownCode("a``b")).toBe("```a``b```");
    expect(markdownCode("`x`")).toBe("`` `x` ``");
    expect(markdownCode("a|b")).toBe("`a\\|b`");
  });
});

describe("identifiers, integers and code fragments", () => {
  it("pass only what they promise", () => {
    expect(identifier("isFoo")).toBe("isFoo");
    expect(() => identifier("a-b")).toThrow(TypeError);
    expect(() => identifier("x; alert(1)")).toThrow(TypeError);
    expect(integer(-32602)).toBe("-32602");
    expect(() => integer(1.5)).toThrow(TypeError);
    expect(() => integer(Number.NaN)).toThrow(TypeError);
    expect(code(new Code("let a;"))).toBe("let a;");
    expect(() => code("let a;" as never)).toThrow(TypeError);
  });
});
