/**
 * The Go engine's table structs, written from a zod shape: one struct per object, named by one
 * rule, each member's Go type and tag from its schema, sources left out. gofmt and go vet check
 * the real file in test/go-target/cross-language.test.ts; test/go/tables_test.go checks that the
 * engine refuses a member the structs do not know.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { renderTableStructs } from "../../generator/emit/go/table-structs.ts";
import { exportShape } from "../../generator/export/shape.ts";

/** The struct called name in a rendered file, as its lines (fields with gofmt's spacing squeezed). */
function struct(text: string, name: string): string[] {
  const start = text.indexOf(`type ${name} struct {\n`);
  expect(start, `no struct ${name} in:\n${text}`).toBeGreaterThanOrEqual(0);
  const body = text.slice(start, text.indexOf("\n}\n", start));
  return body
    .split("\n")
    .slice(1)
    .map((line) => line.trim().replace(/ +/g, " "));
}

describe("the table structs", () => {
  it("gives each JSON kind its Go type, and null a pointer where Go's zero value would not tell", () => {
    const text = renderTableStructs(
      z
        .strictObject({
          id: z.string(),
          count: z.int(),
          ratio: z.number(),
          on: z.boolean(),
          era: z.enum(["legacy", "modern"]),
          format: z.literal(1),
          status: z.int().nullable(),
          tags: z.array(z.string()).nullable(),
          byCode: z.record(z.string(), z.array(z.int())),
        })
        .meta({ id: "fixtureKinds" }),
    );
    expect(struct(text, "fixtureKindsJSON")).toEqual([
      'ID string `json:"id"`',
      'Count int `json:"count"`',
      'Ratio float64 `json:"ratio"`',
      'On bool `json:"on"`',
      'Era string `json:"era"`',
      'Format int `json:"format"`',
      'Status *int `json:"status"`',
      'Tags []string `json:"tags"`',
      'ByCode map[string][]int `json:"byCode"`',
    ]);
  });

  it("writes an optional member with omitempty: its zero value where the shape never holds it, a pointer elsewhere", () => {
    const text = renderTableStructs(
      z
        .strictObject({
          method: z.string().optional(),
          methodUnknown: z.enum(["match", "no-match"]).optional(),
          requiresData: z.literal(true).optional(),
          httpStatus: z.int().optional(),
          names: z.array(z.string()).optional(),
        })
        .meta({ id: "fixtureOptional" }),
    );
    expect(struct(text, "fixtureOptionalJSON")).toEqual([
      'Method *string `json:"method,omitempty"`',
      'MethodUnknown string `json:"methodUnknown,omitempty"`',
      'RequiresData bool `json:"requiresData,omitempty"`',
      'HTTPStatus *int `json:"httpStatus,omitempty"`',
      'Names []string `json:"names,omitempty"`',
    ]);
  });

  it("names a definition by its id and an unnamed object by the path to it, leaving sources out", () => {
    const named = z.strictObject({ code: z.int() }).meta({ id: "fixtureNamed" });
    const text = renderTableStructs(
      z
        .strictObject({
          envelope: z.strictObject({ jsonrpc: z.string(), sources: z.array(z.string()) }),
          rows: z.array(z.strictObject({ from: z.int() })),
          byKey: z.record(z.string(), named),
          httpStatusSources: z.array(z.string()),
        })
        .meta({ id: "fixturePaths" }),
    );
    expect(struct(text, "fixturePathsJSON")).toEqual([
      'Envelope fixturePathsEnvelopeJSON `json:"envelope"`',
      'Rows []fixturePathsRowsJSON `json:"rows"`',
      'ByKey map[string]fixtureNamedJSON `json:"byKey"`',
    ]);
    expect(struct(text, "fixturePathsEnvelopeJSON")).toEqual(['JSONRPC string `json:"jsonrpc"`']);
    expect(struct(text, "fixturePathsRowsJSON")).toEqual(['From int `json:"from"`']);
    expect(struct(text, "fixtureNamedJSON")).toEqual(['Code int `json:"code"`']);
  });

  it("refuses two members that one Go name would hold, and two objects one struct name would", () => {
    expect(() =>
      renderTableStructs(
        z.strictObject({ httpStatus: z.int(), HTTPStatus: z.int() }).meta({ id: "fixtureTwice" }),
      ),
    ).toThrow(
      "fixtureTwice.HTTPStatus and fixtureTwice.httpStatus would both be fixtureTwiceJSON.HTTPStatus",
    );
    expect(() =>
      renderTableStructs(
        z
          .strictObject({
            a: z.strictObject({ x: z.int() }).meta({ id: "fixtureSame" }),
            b: z.strictObject({ y: z.int() }).meta({ id: "fixtureSame" }),
          })
          .meta({ id: "fixtureClash" }),
      ),
    ).toThrow("two objects of the export's shape would be named fixtureSameJSON");
  });

  it("refuses a schema it has no Go type for, naming where it is", () => {
    expect(() =>
      renderTableStructs(
        z.strictObject({ either: z.union([z.string(), z.int()]) }).meta({ id: "fixtureUnion" }),
      ),
    ).toThrow("fixtureUnionEither: a union in the export's shape has no Go type");
  });

  it("writes a struct member for every member of the export's revisions but their sources", () => {
    const text = renderTableStructs();
    expect(text.startsWith("// Code generated by mcp-errgen from generator/export/shape.ts")).toBe(true);
    const revision = exportShape.shape.revisions.element;
    const members = Object.keys(revision.shape).filter((k) => k !== "sources" && !k.endsWith("Sources"));
    const tags = struct(text, "revisionJSON").map((line) => /`json:"([^,"]+)/.exec(line)?.[1]);
    expect(tags).toEqual(members);
    expect(struct(text, "conditionJSON")).toContain('Data json.RawMessage `json:"data"`');
  });
});
