/** One fixture per bad input: each must fail with the right catalogue kind at the exact line:col. */
import { describe, expect, it } from "vitest";
import { extractSchema } from "../../generator/extract/extract-schema.ts";
import { diagnosticsOf, extractFixture, fixtureSource, where } from "./fixture-source.ts";

const at = (fixture: string, line: number, column: number) =>
  `fixtures:${fixture}.schema.ts:${line}:${column}`;

describe("bad schemas", () => {
  it("a schema that does not parse: schema/syntax at the first bad token", () => {
    const diagnostics = diagnosticsOf(() => extractFixture("bad-syntax"));
    expect(diagnostics.every((d) => d.kind === "schema/syntax")).toBe(true);
    expect(diagnostics.map(where)[0]).toBe(`schema/syntax @ ${at("bad-syntax", 15, 27)}`);
    expect(diagnostics[0]?.message).toBe("schema does not parse: ';' expected.");
  });

  it("constants meant as error codes but not integer literals: schema/constant-not-integer at the value", () => {
    const diagnostics = diagnosticsOf(() => extractFixture("bad-constant-not-integer"));
    expect(diagnostics.map(where)).toEqual([
      `schema/constant-not-integer @ ${at("bad-constant-not-integer", 16, 32)}`,
      `schema/constant-not-integer @ ${at("bad-constant-not-integer", 17, 31)}`,
      // A string is an error constant here only because `code: typeof NAMED_ERROR` binds it;
      // the binding is not reported a second time as an unknown constant.
      `schema/constant-not-integer @ ${at("bad-constant-not-integer", 18, 28)}`,
    ]);
    expect(diagnostics[0]?.message).toBe(
      "error constant HEADER_MISMATCH has value -32001.5, not a negative integer literal",
    );
  });

  it("two constants with one value: schema/duplicate-code at the second", () => {
    const diagnostics = diagnosticsOf(() => extractFixture("bad-duplicate-code"));
    expect(diagnostics.map(where)).toEqual([`schema/duplicate-code @ ${at("bad-duplicate-code", 12, 17)}`]);
    expect(diagnostics[0]?.message).toBe(
      "error constants INVALID_PARAMS and UNKNOWN_TOOL both have value -32602",
    );
  });

  it("an interface binding an undeclared constant: schema/unknown-constant at the name", () => {
    const diagnostics = diagnosticsOf(() => extractFixture("bad-unknown-constant"));
    expect(diagnostics.map(where)).toEqual([
      `schema/unknown-constant @ ${at("bad-unknown-constant", 22, 33)}`,
    ]);
    expect(diagnostics[0]?.message).toBe(
      "error interface TimeoutError binds unknown constant REQUEST_TIMEOUT",
    );
  });

  it("data referencing undeclared types, directly or transitively: schema/unknown-reference at each", () => {
    const diagnostics = diagnosticsOf(() => extractFixture("bad-unknown-reference"));
    expect(diagnostics.map(where)).toEqual([
      `schema/unknown-reference @ ${at("bad-unknown-reference", 18, 14)}`,
      `schema/unknown-reference @ ${at("bad-unknown-reference", 24, 43)}`,
    ]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      "Capabilities.sampling references SamplingCapability, which the schema does not declare",
      "CapabilityMissingError.error.data.hint references ClientHint, which the schema does not declare",
    ]);
  });

  it("data using types that are not JSON data: schema/unsupported-type", () => {
    const diagnostics = diagnosticsOf(() => extractFixture("bad-unsupported-type"));
    expect(diagnostics.map(where)).toEqual([
      `schema/unsupported-type @ ${at("bad-unsupported-type", 20, 12)}`,
      `schema/unsupported-type @ ${at("bad-unsupported-type", 21, 10)}`,
    ]);
    expect(diagnostics[0]?.message).toBe(
      "CallbackError.data.retry uses a type the generator cannot represent: () => void",
    );
  });

  it("a file that is no MCP schema: missing versions and envelope, all reported together", () => {
    const diagnostics = diagnosticsOf(() => extractFixture("bad-not-a-schema"));
    expect(diagnostics.map(where)).toEqual([
      `schema/missing-envelope @ ${at("bad-not-a-schema", 1, 1)}`,
      `schema/missing-version @ ${at("bad-not-a-schema", 1, 1)}`,
      // JSONRPC_VERSION exists but is a number, so it is reported where it is declared.
      `schema/missing-version @ ${at("bad-not-a-schema", 3, 14)}`,
    ]);
    expect(diagnostics[1]?.message).toContain("LATEST_PROTOCOL_VERSION");
  });

  it("an envelope without `id` or `error`: schema/envelope-member-missing at the envelope", () => {
    const diagnostics = diagnosticsOf(() => extractFixture("bad-envelope-members"));
    expect(diagnostics.map(where)).toEqual([
      `schema/envelope-member-missing @ ${at("bad-envelope-members", 4, 18)}`,
      `schema/envelope-member-missing @ ${at("bad-envelope-members", 4, 18)}`,
    ]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      "error envelope JSONRPCErrorResponse has no `id` member",
      "error envelope JSONRPCErrorResponse has no `error` member",
    ]);
  });

  it("every diagnostic carries a hint", () => {
    const diagnostics = diagnosticsOf(() => extractFixture("bad-unknown-reference"));
    for (const d of diagnostics) expect(d.hint).not.toBe("");
  });
  it("request _meta keys that are no JSON data or no JavaScript key: located at each key", () => {
    const diagnostics = diagnosticsOf(() => extractFixture("bad-request-meta"));
    expect(diagnostics.map(where)).toEqual([
      `schema/unsupported-type @ ${at("bad-request-meta", 18, 39)}`,
      `schema/unknown-reference @ ${at("bad-request-meta", 19, 36)}`,
      `schema/reserved-field @ ${at("bad-request-meta", 20, 3)}`,
    ]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      "RequestMetaObject.io.modelcontextprotocol/callback uses a type the generator cannot represent: () => void",
      "RequestMetaObject.io.modelcontextprotocol/level references Level, which the schema does not declare",
      'RequestMetaObject.__proto__: a field named "__proto__" cannot be represented in JavaScript data',
    ]);
    expect(diagnostics.every((d) => d.hint !== "")).toBe(true);
  });
});

/** A fixture with text appended (or one piece replaced), its lines counted for locations. */
function variant(fixture: string, append: string, replace?: [string, string]) {
  const source = fixtureSource(fixture);
  let text = source.text;
  if (replace) {
    if (!text.includes(replace[0])) throw new Error(`${fixture} has no ${replace[0]}`);
    text = text.replace(replace[0], replace[1]);
  }
  const lines = text.split("\n").length;
  return { source: { ...source, text: `${text}\n${append}\n` }, line: (n: number) => lines + n };
}

const chain = (count: number, link: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => link(i)).join("\n");

describe("names the schema declares as something other than a data type", () => {
  it("data naming an enum, a function or an import alias is unsupported, not an unknown reference", () => {
    const { source, line } = variant(
      "envelope-interface",
      [
        "export enum Level { Low }",
        "export function helper(): void {}",
        "import Alias = Level;",
        "export interface OtherError extends Error {",
        "  code: typeof HEADER_MISMATCH;",
        "  data: { level: Level; helper: helper; alias: Alias };",
        "}",
      ].join("\n"),
    );
    const diagnostics = diagnosticsOf(() => extractSchema(source));
    expect(diagnostics.map(where)).toEqual(
      [18, 33, 48].map(
        (column) => `schema/unsupported-type @ fixtures:envelope-interface.schema.ts:${line(6)}:${column}`,
      ),
    );
  });
});

describe("a __proto__ key, which a table literal cannot hold", () => {
  it("in a Record's literal keys: schema/reserved-field at the keys, the other keys kept", () => {
    const { source, line } = variant(
      "envelope-interface",
      [
        "export interface ProtoError extends Error {",
        "  code: typeof HEADER_MISMATCH;",
        '  data: { nested: Record<"a" | "__proto__", string> };',
        "}",
      ].join("\n"),
    );
    const diagnostics = diagnosticsOf(() => extractSchema(source));
    expect(diagnostics.map(where)).toEqual([
      `schema/reserved-field @ fixtures:envelope-interface.schema.ts:${line(3)}:26`,
    ]);
    expect(diagnostics[0]?.message).toBe(
      'ProtoError.data.nested.__proto__: a field named "__proto__" cannot be represented in JavaScript data',
    );
  });
});

describe("hostile schemas: located problems, never a stack overflow", () => {
  it("a helper over interfaces that extend each other reports the cycle where it closes", () => {
    const { source, line } = variant(
      "envelope-interface",
      [
        'export interface CycleA extends Omit<CycleB, "x"> { a: string }',
        "export interface CycleB extends CycleA { x: string }",
        "export interface CycleError extends Error { code: typeof HEADER_MISMATCH; data: Partial<CycleA> }",
      ].join("\n"),
    );
    const diagnostics = diagnosticsOf(() => extractSchema(source));
    // Once where the data's Partial<CycleA> meets CycleA again, once where collecting CycleA meets CycleB.
    expect(diagnostics.map(where)).toEqual([
      `schema/unsupported-type @ fixtures:envelope-interface.schema.ts:${line(1)}:38`,
      `schema/unsupported-type @ fixtures:envelope-interface.schema.ts:${line(2)}:33`,
    ]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      "CycleA extends uses a type the generator cannot represent: CycleB",
      "CycleError.data uses a type the generator cannot represent: CycleA",
    ]);
  });

  it("an interface whose fields spell out helpers over itself is read once per field", () => {
    const fields = ["w", "x", "y", "z"].map((f) => `${f}: Omit<Loop, "${f}">`).join("; ");
    const { source } = variant(
      "envelope-interface",
      `export interface Loop { ${fields} }\n` +
        "export interface LoopError extends Error { code: typeof HEADER_MISMATCH; data: Loop }",
    );
    // Each field expands Loop once, inside which each field meets Loop again: 4 x 4 problems, not 4^64.
    const diagnostics = diagnosticsOf(() => extractSchema(source));
    expect(diagnostics.length).toBe(16);
    expect(new Set(diagnostics.map((d) => d.kind))).toEqual(new Set(["schema/unsupported-type"]));
  });

  const tooDeep = "types nest 65 levels deep here, over the limit of 64";

  it("an envelope that extends a chain of thousands of interfaces", () => {
    const { source, line } = variant(
      "envelope-interface",
      `${chain(5000, (i) => `export interface Base${i} extends Base${i + 1} { f${i}?: string }`)}\n` +
        "export interface Base5000 {}",
      ["export interface JSONRPCErrorResponse {", "export interface JSONRPCErrorResponse extends Base0 {"],
    );
    const diagnostics = diagnosticsOf(() => extractSchema(source));
    // The 64th interface down is as deep as types go: both what it extends and its field's type are refused.
    expect(diagnostics.map(where)).toEqual([
      `schema/too-deep @ fixtures:envelope-interface.schema.ts:${line(64)}:33`,
      `schema/too-deep @ fixtures:envelope-interface.schema.ts:${line(64)}:48`,
    ]);
    expect(diagnostics.every((d) => d.message === tooDeep)).toBe(true);
  });

  it("a Result that extends a chain of thousands of interfaces", () => {
    const { source } = variant(
      "result-type",
      `${chain(5000, (i) => `export interface Step${i} extends Step${i + 1} {}`)}\n` +
        "export interface Step5000 extends ResultBase {}",
      ["export interface Result extends ResultBase {", "export interface Result extends Step0 {"],
    );
    const diagnostics = diagnosticsOf(() => extractSchema(source));
    expect(diagnostics.map((d) => [d.kind, d.message])).toEqual([["schema/too-deep", tooDeep]]);
  });

  it("data that spells out a chain of thousands of Omit aliases", () => {
    const { source } = variant(
      "envelope-interface",
      `${chain(5000, (i) => `export type Less${i} = Omit<Less${i + 1}, "x">;`)}\n` +
        "export type Less5000 = { a: string };\n" +
        "export interface LessError extends Error { code: typeof HEADER_MISMATCH; data: Partial<Less0> }",
    );
    const diagnostics = diagnosticsOf(() => extractSchema(source));
    expect(diagnostics.map((d) => [d.kind, d.message])).toEqual([["schema/too-deep", tooDeep]]);
  });
});
