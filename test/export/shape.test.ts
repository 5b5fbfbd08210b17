/**
 * The export's one definition (generator/export/shape.ts): its JSON Schema compiles under ajv's
 * strict mode with no option to relax it, and gen's check of the export (check-export.ts) reports a
 * missing or an unknown field, or a bad value, at its line and column in the text to be written.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GenError } from "../../generator/diagnostics/gen-error.ts";
import { checkExport } from "../../generator/export/check-export.ts";
import { exportJsonSchema, exportShape } from "../../generator/export/shape.ts";

const committed = join(import.meta.dirname, "../../generated/json");
const document = JSON.parse(readFileSync(join(committed, "mcp-errors.json"), "utf8")) as {
  revisions: Record<string, unknown>[];
};

/** The diagnostics checkExport throws for `value` (written as gen writes the export), or []. */
function problems(value: unknown, shape?: z.ZodType) {
  try {
    checkExport(value, `${JSON.stringify(value, null, 2)}\n`, "json/mcp-errors.json", shape);
    return [];
  } catch (error) {
    if (!(error instanceof GenError)) throw error;
    return error.diagnostics.map((d) => ({ kind: d.kind, message: d.message, location: d.location }));
  }
}

describe("the export's JSON Schema", () => {
  it("is the committed one", () => {
    const text = readFileSync(join(committed, "mcp-errors.schema.json"), "utf8");
    expect(JSON.parse(text)).toEqual(exportJsonSchema());
  });

  it("compiles under ajv's strict mode with no other option, and accepts the committed export", () => {
    const validate = new Ajv({ strict: true }).compile(exportJsonSchema());
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    // Ajv's defaults (strict types only logged) give the same answer.
    expect(new Ajv().compile(exportJsonSchema())(document)).toBe(true);
  });

  it("writes no list of types, which strict ajv refuses without allowUnionTypes", () => {
    expect(JSON.stringify(exportJsonSchema())).not.toMatch(/"type":\[/);
  });

  it("refuses what the zod shape refuses: a missing field, an extra one", () => {
    const validate = new Ajv({ strict: true }).compile(exportJsonSchema());
    const missing = structuredClone(document);
    delete missing.revisions[0]?.era;
    const extra = structuredClone(document);
    if (extra.revisions[0]) extra.revisions[0].colour = "blue";
    for (const broken of [missing, extra]) {
      expect(validate(broken)).toBe(false);
      expect(exportShape.safeParse(broken).success).toBe(false);
    }
  });
});

describe("gen's check of the export", () => {
  const small = z.strictObject({
    format: z.literal(1),
    revisions: z.array(z.strictObject({ id: z.string(), code: z.int(), note: z.string().nullable() })),
  });

  it("accepts an export that fits its shape", () => {
    expect(problems({ format: 1, revisions: [{ id: "a", code: -32600, note: null }] }, small)).toEqual([]);
  });

  it("reports a missing field at the object that lacks it", () => {
    // Lines: 1 {, 2 "format", 3 "revisions": [, 4 {, 5 "id", 6 "note" ...
    expect(problems({ format: 1, revisions: [{ id: "a", note: null }] }, small)).toEqual([
      {
        kind: "export/missing-field",
        message: `the export's revisions[0] has no "code", which its shape requires`,
        location: { file: "json/mcp-errors.json", line: 4, column: 5 },
      },
    ]);
  });

  it("reports an extra field at its key", () => {
    expect(
      problems({ format: 1, revisions: [{ id: "a", code: 1, note: null, colour: "blue" }] }, small),
    ).toEqual([
      {
        kind: "export/unknown-field",
        message: `the export's revisions[0] has "colour", which its shape does not define`,
        location: { file: "json/mcp-errors.json", line: 8, column: 7 },
      },
    ]);
  });

  it("reports a value of the wrong kind at the value", () => {
    const found = problems({ format: 1, revisions: [{ id: "a", code: "-32600", note: null }] }, small);
    expect(found).toHaveLength(1);
    expect(found[0]?.kind).toBe("export/bad-value");
    expect(found[0]?.message).toMatch(
      /^the export's revisions\[0\]\.code does not fit its shape: expected number, received string$/,
    );
    expect(found[0]?.location).toEqual({ file: "json/mcp-errors.json", line: 6, column: 15 });
  });

  it("holds the real export to the real shape: a field dropped or added in one revision", () => {
    expect(problems(document)).toEqual([]);
    const broken = structuredClone(document);
    const revision = broken.revisions[1] as { envelope: Record<string, unknown>; extra?: unknown };
    delete revision.envelope.idOptional;
    revision.extra = true;
    const found = problems(broken);
    expect(found.map((p) => [p.kind, p.message])).toEqual([
      [
        "export/missing-field",
        `the export's revisions[1].envelope has no "idOptional", which its shape requires`,
      ],
      ["export/unknown-field", `the export's revisions[1] has "extra", which its shape does not define`],
    ]);
    expect(found.every((p) => (p.location?.line ?? 0) > 1)).toBe(true);
  });
});
