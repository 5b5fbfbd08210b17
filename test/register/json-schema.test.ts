/**
 * The JSON Schema for editors is derived from the register's one definition: a standard
 * validator (Ajv, draft-07) reads it, accepts the project's register and refuses what the
 * reader refuses.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { REGISTER_SCHEMA_PATH, registerSchemaFile } from "../../generator/pipeline/derived-files.ts";
import { registerJsonSchema } from "../../generator/register/register-schema.ts";
import { diagnosticsOf, fixtureText, patched, PROJECT_ROOT, registerFrom } from "./register-fixtures.ts";

const schema = registerJsonSchema() as { $schema: string; definitions: object; title: string };
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

describe("the register's JSON Schema", () => {
  it("is a draft-07 schema with named definitions, the same on every call", () => {
    expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
    expect(schema.title).toBe("mcp-errgen error register (spec/errors.yaml)");
    expect(Object.keys(schema.definitions)).toEqual(
      expect.arrayContaining(["citation", "code", "codeEntry", "condition", "revision"]),
    );
    expect(JSON.stringify(registerJsonSchema())).toBe(JSON.stringify(schema));
  });

  it("accepts the project's register and the base fixture", () => {
    const real = readFileSync(join(PROJECT_ROOT, "spec/errors.yaml"), "utf8");
    expect(validate(parse(real)), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(parse(fixtureText("base"))), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each([
    ["a misspelt key", "summary: The resource", "sumary: The resource"],
    ["a code that is not an integer", "code: -32700", "code: -32700.5"],
    ["an HTTP status out of range", "status: 400", "status: 4000"],
    ["a value outside its enum", "match: fallback", "match: fallbak"],
    ["a revision id of the wrong form", "absent: [2025-11-25]", "absent: [2025_11_25]"],
    ["a registerVersion this generator does not read", "registerVersion: 3", "registerVersion: 4"],
  ])("refuses %s, as the reader does", (_, from, to) => {
    const text = patched(from, to);
    expect(diagnosticsOf(() => registerFrom(text)).length).toBeGreaterThan(0);
    expect(validate(parse(text))).toBe(false);
  });
});

describe("spec/errors.schema.json", () => {
  it("is the derived schema, as npm run gen writes it for editors", async () => {
    const committed = readFileSync(join(PROJECT_ROOT, REGISTER_SCHEMA_PATH), "utf8");
    expect(committed).toBe(await registerSchemaFile());
    expect(JSON.parse(committed)).toEqual(JSON.parse(JSON.stringify(schema)));
  });
});
