/**
 * Result's `resultType`: whether every result must carry it, and the value of a complete result,
 * read from the member's doc comment and checked against the member's type, never guessed.
 */
import { describe, expect, it } from "vitest";
import { extractSchema } from "../../generator/extract/extract-schema.ts";
import { diagnosticsOf, extractFixture, fixtureSource, where } from "./fixture-source.ts";

const FIXTURE = "result-type";
const file = `fixtures:${FIXTURE}.schema.ts`;

/** The fixture with one piece of text replaced. */
function variant(from: string, to: string) {
  const source = fixtureSource(FIXTURE);
  if (!source.text.includes(from)) throw new Error(`the fixture has no ${from}`);
  return { ...source, text: source.text.replace(from, to) };
}

describe("Result.resultType", () => {
  it("is required, and a complete result carries the value the doc reads an absent field as", () => {
    expect(extractFixture(FIXTURE).resultType).toEqual({
      required: true,
      complete: "done",
      // Found on ResultBase, which Result extends; the value through two type aliases.
      location: { file, line: 32, column: 3 },
      completeLocation: { file, line: 30, column: 44 },
    });
  });

  it("is optional where the member is", () => {
    const model = extractSchema(variant("  resultType: ResultKind;", "  resultType?: ResultKind;"));
    expect(model.resultType).toMatchObject({ required: false, complete: "done" });
  });

  it("is absent where Result has no such member, with Result's line as the source", () => {
    const model = extractSchema(
      variant("export interface Result extends ResultBase {", "export interface Result {"),
    );
    expect(model.resultType).toEqual({
      required: false,
      complete: null,
      location: { file, line: 35, column: 18 },
    });
  });

  it("is absent, with nothing to cite, in a schema that declares no Result", () => {
    expect(extractFixture("direct-binding").resultType).toEqual({ required: false, complete: null });
  });

  const refused: [string, string, string, string][] = [
    [
      "a doc comment that names no value for an absent field",
      'the absent field as `"done"`.',
      "the field as optional.",
      "Result.resultType: its doc comment names no value for a result that lacks the field",
    ],
    [
      "a doc comment that names two",
      'the absent field as `"done"`.',
      'the absent field as `"done"` or `"pending"`.',
      'Result.resultType: its doc comment names more than one value for a result that lacks the field: "done", "pending"',
    ],
    [
      "a value the member's type does not allow",
      'export type KnownKind = "done" | "pending";',
      'export type KnownKind = "finished" | "pending";',
      'Result.resultType: its doc comment reads a result that lacks the field as "done", which is not a string literal of its type (ResultKind)',
    ],
  ];

  it.each(refused)("refuses %s, at the member", (_name, from, to, message) => {
    const diagnostics = diagnosticsOf(() => extractSchema(variant(from, to)));
    expect(diagnostics.map(where)).toEqual([`schema/result-type-unreadable @ ${file}:32:3`]);
    expect(diagnostics[0]?.message).toBe(message);
  });
});
