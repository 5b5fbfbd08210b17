/**
 * Each kind of malformed register, from a fixture under test/fixtures/registers/: the catalogue
 * kind, the message and the YAML position of the offending key or value.
 */
import { describe, expect, it } from "vitest";
import {
  diagnosticsOf,
  fixtureFile,
  loadFixture,
  patched,
  positionOf,
  registerFrom,
  where,
} from "./register-fixtures.ts";

function problems(name: string) {
  return diagnosticsOf(() => loadFixture(name)).map((d) => ({
    where: where(d),
    message: d.message,
    hint: d.hint,
  }));
}

describe("register shape errors", () => {
  it("accepts the base fixture", () => {
    expect(loadFixture("base").conditions.map((c) => c.key)).toEqual([
      "parseError",
      "invalidParams",
      "resourceNotFound",
      "headerMismatch",
    ]);
  });

  it("reports YAML syntax errors at their position", () => {
    expect(problems("yaml-syntax")).toEqual([
      {
        where: `yaml/syntax @ ${fixtureFile("yaml-syntax")}:7:37`,
        message: 'YAML syntax error: Missing closing "quote',
        hint: "fix the YAML at the position shown",
      },
    ]);
  });

  it("names a misspelt key and suggests the right one", () => {
    expect(problems("unknown-key")).toEqual([
      {
        where: `register/unknown-key @ ${fixtureFile("unknown-key")}:7:5`,
        message: 'unknown key "sumary" in conditions.parseError',
        hint: 'did you mean "summary"?',
      },
    ]);
  });

  it("reports a value of the wrong type", () => {
    expect(problems("wrong-type")).toEqual([
      {
        where: `register/wrong-type @ ${fixtureFile("wrong-type")}:8:14`,
        message: "conditions.parseError.message must be a string",
        hint: "change conditions.parseError.message to a string",
      },
    ]);
  });

  it("reports a duplicate key inside a condition", () => {
    expect(problems("duplicate-key")).toEqual([
      {
        where: `yaml/duplicate-key @ ${fixtureFile("duplicate-key")}:8:5`,
        message: 'duplicate key "message"',
        hint: "each key may appear once in a mapping; merge the two entries",
      },
    ]);
  });

  it("reports a condition key defined twice", () => {
    expect(problems("duplicate-condition")).toEqual([
      {
        where: `yaml/duplicate-key @ ${fixtureFile("duplicate-condition")}:13:3`,
        message: 'duplicate key "parseError"',
        hint: "each key may appear once in a mapping; merge the two entries",
      },
    ]);
  });

  it("rejects a code that is not an integer", () => {
    expect(problems("code-not-integer")).toEqual([
      {
        where: `register/code-not-integer @ ${fixtureFile("code-not-integer")}:10:15`,
        message: "conditions.parseError.codes[0].code: error code -32700.5 is not an integer",
        hint: "JSON-RPC error codes are integers",
      },
    ]);
  });

  it("rejects a code outside JSON-RPC's integer range", () => {
    expect(problems("code-out-of-range")).toEqual([
      {
        where: `register/code-out-of-range @ ${fixtureFile("code-out-of-range")}:10:15`,
        message:
          "conditions.parseError.codes[0].code: error code -3000000000 is outside JSON-RPC's integer range",
        hint: "use a code between -2147483648 and 2147483647",
      },
    ]);
  });

  it("rejects an HTTP status outside 100..599", () => {
    expect(problems("bad-http-status")).toEqual([
      {
        where: `register/bad-http-status @ ${fixtureFile("bad-http-status")}:60:17`,
        message: "conditions.headerMismatch.http[0].status: 4000 is not an HTTP status",
        hint: "use a status between 100 and 599",
      },
    ]);
  });

  it("rejects a revision the register does not cover, and says what the condition now lacks", () => {
    expect(problems("unknown-revision")).toEqual([
      {
        where: `register/revision-uncovered @ ${fixtureFile("unknown-revision")}:5:3`,
        message: 'condition "parseError" says nothing about revision 2026-07-28',
        hint: "add 2026-07-28 to one of its codes' revisions, or to its `absent` list",
      },
      {
        where: `register/unknown-revision @ ${fixtureFile("unknown-revision")}:12:33`,
        message: 'conditions.parseError.codes[0].revisions[1] names unknown revision "2026-07-29"',
        hint: "use one of: 2025-11-25, 2026-07-28",
      },
    ]);
  });

  it("requires every covered revision to be accounted for", () => {
    expect(problems("revision-uncovered")).toEqual([
      {
        where: `register/revision-uncovered @ ${fixtureFile("revision-uncovered")}:5:3`,
        message: 'condition "parseError" says nothing about revision 2025-11-25',
        hint: "add 2025-11-25 to one of its codes' revisions, or to its `absent` list",
      },
    ]);
  });

  it("suggests the closest allowed value for a misspelt enum value", () => {
    const text = patched("match: fallback", "match: fallbak");
    const [d] = diagnosticsOf(() => registerFrom(text));
    expect(d?.message).toBe(
      'conditions.invalidParams.codes[0].match: "fallbak" is not one of: "unique", "data", "status", "method", "fallback"; did you mean "fallback"?',
    );
    const p = positionOf(text, "fallbak");
    expect(d?.location).toEqual({ file: "patched.yaml", line: p.line, column: p.column });
  });

  it("treats a quoted number as a code that is not an integer", () => {
    const [d] = diagnosticsOf(() => registerFrom(patched("code: -32700", 'code: "-32700"')));
    expect(d?.message).toBe('conditions.parseError.codes[0].code: error code "-32700" is not an integer');
  });

  it("keeps hostile text in messages exactly as written", () => {
    const hostile = 'a */ `b` ${c} "q" \\ </script> \u2028 end\nnext line';
    // A JSON string is a valid YAML double-quoted scalar.
    const register = registerFrom(patched("message: Parse error", `message: ${JSON.stringify(hostile)}`));
    expect(register.conditions[0]?.message).toBe(hostile);
  });
});
