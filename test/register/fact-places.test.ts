/**
 * Where facts live is read from the register's definition: a field added to it with a `cite` list
 * has its citations located and their quotes checked, with no list of places to keep in step.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkCitations } from "../../generator/check/check-citations.ts";
import { allFacts, readRegister } from "../../generator/register/load-register.ts";
import { citations, registerSchema } from "../../generator/register/register-schema.ts";
import { parseYaml } from "../../generator/util/yaml-document.ts";
import { must } from "../helpers/must.ts";
import { diagnosticsOf, fixtureText, positionOf, specRoots, where } from "./register-fixtures.ts";

/** The register's definition with one more cited policy field, `greetings`, nested one level in. */
const extended = registerSchema.extend({
  policy: registerSchema.shape.policy.extend({
    greetings: z
      .array(
        z.strictObject({ word: z.string(), detail: z.strictObject({ text: z.string(), cite: citations }) }),
      )
      .default([]),
  }),
});

const greeting = (quote: string) => `  greetings:
    - word: hello
      detail:
        text: nested
        cite:
          - source: docs/specification/2026-07-28/basic/index.mdx:124-125
            quote: ${quote}
`;
const withGreeting = (quote: string) => `${fixtureText("base")}${greeting(quote)}`;
const read = (text: string) => readRegister(parseYaml(text, "extended.yaml"), extended);

describe("facts found from the register's definition", () => {
  it("finds the added field's fact, its path and its parsed citation", () => {
    const register = read(withGreeting("Implementations MUST NOT emit any code from this sub-range"));
    const fact = must(allFacts(register).at(-1));
    expect(fact.path).toEqual(["policy", "greetings", 0, "detail"]);
    expect(fact.cite).toEqual([
      {
        source: "docs/specification/2026-07-28/basic/index.mdx:124-125",
        root: "spec",
        file: "docs/specification/2026-07-28/basic/index.mdx",
        line: 124,
        endLine: 125,
        quote: "Implementations MUST NOT emit any code from this sub-range",
        path: ["policy", "greetings", 0, "detail", "cite", 0],
      },
    ]);
    expect(() => checkCitations(register, specRoots())).not.toThrow();
  });

  it("checks the added field's quote, and refuses one the spec does not hold", () => {
    const text = withGreeting("Implementations MAY emit any code from this sub-range");
    const found = diagnosticsOf(() => checkCitations(read(text), specRoots()));
    expect(found).toHaveLength(1);
    const { line, column } = positionOf(
      text,
      "source: docs/specification/2026-07-28/basic/index.mdx:124-125",
      2,
    );
    expect(where(must(found[0]))).toBe(`register/citation-drifted @ extended.yaml:${line}:${column + 8}`);
    expect(must(found[0]).message).toContain("policy.greetings[0].detail.cite[0]: quote not found");
  });

  it("reads the real definition's facts the same way: an object is a fact when it can hold cite", () => {
    const register = read(fixtureText("base"));
    const paths = allFacts(register).map((fact) => fact.path);
    expect(paths.length).toBeGreaterThan(0);
    for (const fact of allFacts(register)) expect(Array.isArray(fact.cite)).toBe(true);
    expect(paths).toContainEqual(["policy", "bands", 1]);
    expect(paths).toContainEqual(["conditions", "resourceNotFound", "codes", 0]);
  });
});
