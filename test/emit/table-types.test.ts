/**
 * The TypeScript runtime's table types, written from a zod shape: one interface per object, named
 * by one rule, each member's type from its schema, readonly, sources left out, descriptions as doc
 * comments. `npm run typecheck` holds the real file to the shape's inferred type
 * (test/export/runtime-types.test-d.ts); `gen --check` holds the committed file to the shape.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { renderTableTypes } from "../../generator/emit/mcp-errors/table-types.ts";
import { exportShape } from "../../generator/export/shape.ts";

/** The members of the interface called name in a rendered file, one line each, doc comments left out. */
function members(text: string, name: string): string[] {
  const start = text.indexOf(`export interface ${name} {\n`);
  expect(start, `no interface ${name} in:\n${text}`).toBeGreaterThanOrEqual(0);
  const body = text.slice(text.indexOf("\n", start) + 1, text.indexOf("\n}\n", start));
  return body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("readonly "));
}

describe("the table types", () => {
  it("gives each kind of schema its TypeScript type, readonly at every depth", () => {
    const text = renderTableTypes(
      z
        .strictObject({
          id: z.string(),
          count: z.int(),
          on: z.boolean(),
          era: z.enum(["legacy", "modern"]),
          format: z.literal(1),
          status: z.int().nullable(),
          tags: z.array(z.string()).nullable(),
          mixed: z.array(z.union([z.string(), z.int()])),
          byCode: z.record(z.string(), z.array(z.int())),
          method: z.string().optional(),
        })
        .meta({ id: "fixtureKinds" }),
    );
    expect(members(text, "FixtureKindsJson")).toEqual([
      "readonly id: string;",
      "readonly count: number;",
      "readonly on: boolean;",
      'readonly era: "legacy" | "modern";',
      "readonly format: 1;",
      "readonly status: number | null;",
      "readonly tags: readonly string[] | null;",
      "readonly mixed: readonly (string | number)[];",
      "readonly byCode: { readonly [key: string]: readonly number[] };",
      "readonly method?: string;",
    ]);
  });

  it("names a definition by its id and an unnamed object by the path to it, leaving sources out", () => {
    const named = z.strictObject({ code: z.int() }).meta({ id: "fixtureNamed" });
    const kind = z.enum(["a", "b"]).meta({ id: "fixtureKind", description: "A kind." });
    const text = renderTableTypes(
      z
        .strictObject({
          envelope: z.strictObject({ jsonrpc: z.string(), sources: z.array(z.string()) }),
          rows: z.array(z.strictObject({ from: z.int() })),
          byKey: z.record(z.string(), named),
          kind,
          httpStatusSources: z.array(z.string()),
        })
        .meta({ id: "fixturePaths" }),
    );
    expect(members(text, "FixturePathsJson")).toEqual([
      "readonly envelope: FixturePathsEnvelopeJson;",
      "readonly rows: readonly FixturePathsRowsJson[];",
      "readonly byKey: { readonly [key: string]: FixtureNamedJson };",
      "readonly kind: FixtureKindJson;",
    ]);
    expect(members(text, "FixturePathsEnvelopeJson")).toEqual(["readonly jsonrpc: string;"]);
    expect(members(text, "FixturePathsRowsJson")).toEqual(["readonly from: number;"]);
    expect(members(text, "FixtureNamedJson")).toEqual(["readonly code: number;"]);
    expect(text).toContain('/** A kind. */\nexport type FixtureKindJson = "a" | "b";\n');
  });

  it("names a recursive definition in its own members", () => {
    type Node = { readonly children?: readonly Node[] | undefined };
    const node: z.ZodType<Node> = z
      .strictObject({
        get children() {
          return z.array(node).optional();
        },
      })
      .meta({ id: "fixtureNode" });
    expect(members(renderTableTypes(node), "FixtureNodeJson")).toEqual([
      "readonly children?: readonly FixtureNodeJson[];",
    ]);
  });

  it("writes a member's description as its doc comment, escaped, an optional one's too", () => {
    const text = renderTableTypes(
      z
        .strictObject({
          code: z.int().describe("The code; */ ends no comment, and @see starts no tag."),
          reason: z.string().optional().describe("Why."),
        })
        .meta({ id: "fixtureDocs" }),
    );
    expect(text).toContain(
      "  /** The code; *\\/ ends no comment, and \\@see starts no tag. */\n  readonly code: number;\n",
    );
    expect(text).toContain("  /** Why. */\n  readonly reason?: string;\n");
  });

  it("refuses two objects one name would hold, and a member no identifier names", () => {
    expect(() =>
      renderTableTypes(
        z
          .strictObject({
            a: z.strictObject({ x: z.int() }).meta({ id: "fixtureSame" }),
            b: z.strictObject({ y: z.int() }).meta({ id: "fixtureSame" }),
          })
          .meta({ id: "fixtureClash" }),
      ),
    ).toThrow("two types of the export's shape would be named FixtureSameJson");
    expect(() => renderTableTypes(z.strictObject({ "a-b": z.int() }).meta({ id: "fixtureOdd" }))).toThrow(
      "fixtureOdd.a-b is no TypeScript identifier",
    );
  });

  it("writes a member for every member of the export's revisions but their sources", () => {
    const text = renderTableTypes();
    expect(text.startsWith("// Generated by mcp-errgen from generator/export/shape.ts")).toBe(true);
    const revision = exportShape.shape.revisions.element;
    const keys = Object.keys(revision.shape).filter((k) => k !== "sources" && !k.endsWith("Sources"));
    const names = members(text, "RevisionJson").map((line) => /^readonly (\w+)\??:/.exec(line)?.[1]);
    expect(names).toEqual(keys);
  });
});
