/**
 * The corpus's shape, defined once in zod: a case file, the index, and the two lines of the
 * protocol between runner and testee. `gen` checks every case against its op's input and answer
 * shapes, and writes the JSON Schema SDK authors and the runner's users read.
 */
import { z } from "zod";
import { DIFFERENCES } from "./differences.ts";
import { json, OPS, type OpDefinition, type OpName } from "./ops.ts";

const names = Object.keys(OPS) as [OpName, ...OpName[]];
const difference = z.enum(
  Object.keys(DIFFERENCES) as [keyof typeof DIFFERENCES, ...(keyof typeof DIFFERENCES)[]],
);
const id = z
  .string()
  .regex(/^(wire|package)\/[A-Za-z.]+\/[^/]+\/.+$/)
  .describe("<layer>/<op>/<group>/<name>: stable, never a position");

/** A case of one op: its input and expected answer have that op's shapes. */
function caseOf(op: OpName) {
  const definition: OpDefinition = OPS[op];
  return z.strictObject({
    id,
    layer: z.literal(definition.layer),
    op: z.literal(op),
    input: definition.input,
    expect: definition.expect ?? definition.answer,
    why: z.string().describe("What the case shows, and the spec text or register entry behind it."),
    differences: z
      .array(difference)
      .optional()
      .describe("Language differences under which a testee may declare this case skipped (--skip)."),
  });
}

export const caseSchema = z.discriminatedUnion(
  "op",
  names.map(caseOf) as unknown as [ReturnType<typeof caseOf>, ...ReturnType<typeof caseOf>[]],
);

export const caseFileSchema = z.strictObject({
  $schema: z.string(),
  cases: z.array(caseSchema),
});

export const indexSchema = z.strictObject({
  $schema: z.string(),
  format: z.literal(1).describe("Bumped when a runner of an older corpus would misread this one."),
  version: z.string().describe("The mcp-errors release the corpus holds the answers of."),
  layers: z.strictObject({ wire: z.string(), package: z.string() }),
  ops: z.strictObject(
    Object.fromEntries(
      names.map((op) => [
        op,
        z.strictObject({
          layer: z.enum(["wire", "package"]),
          match: z.enum(["exact", "subset"]),
          summary: z.string(),
        }),
      ]),
    ),
  ),
  differences: z.strictObject(Object.fromEntries(Object.keys(DIFFERENCES).map((name) => [name, z.string()]))),
  files: z.array(z.strictObject({ path: z.string(), cases: z.int() })),
  cases: z.strictObject({ wire: z.int(), package: z.int() }),
});

/** What the runner writes to the testee's stdin, one line per case. */
export const caseLineSchema = z.strictObject({ id: z.string(), op: z.enum(names), input: json });

/** What the testee writes back, one line per case: its answer, or why it has none. */
export const answerLineSchema = z.union([
  z.strictObject({ id: z.string(), answer: json }),
  z.strictObject({ id: z.string(), error: z.string() }),
]);

/** The JSON Schema of the corpus: a case file, or the index; the protocol's lines as named definitions. */
export function corpusJsonSchema(): object {
  const registry = z.registry<{ id: string }>();
  registry.add(json, { id: "jsonValue" });
  registry.add(caseFileSchema, { id: "caseFile" });
  registry.add(indexSchema, { id: "index" });
  registry.add(caseLineSchema, { id: "caseLine" });
  registry.add(answerLineSchema, { id: "answerLine" });
  const { schemas } = z.toJSONSchema(registry, { target: "draft-7", uri: (name) => `#/definitions/${name}` });
  const definitions: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const own: Record<string, unknown> = { ...schema };
    delete own.$schema;
    delete own.$id;
    definitions[name] = own;
  }
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "mcp-errors conformance corpus: a case file (corpus/<layer>/<op>/<group>.json) or its index",
    anyOf: [{ $ref: "#/definitions/caseFile" }, { $ref: "#/definitions/index" }],
    definitions,
  };
}
