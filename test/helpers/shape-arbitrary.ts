/**
 * fast-check arbitraries for values of a schema TypeShape (error data), following references
 * into the revision's declarations. Objects carry exactly their declared fields (plus entries of
 * an index signature), so a value never has members its shape does not name. Depth is bounded:
 * past it, optional fields, arrays and index signatures stay empty and unions take a member that
 * does not recurse.
 */
import fc from "fast-check";
import type { RevisionModel } from "../../generator/model/merged-model.ts";
import type { Declaration, TypeShape } from "../../generator/model/schema-model.ts";

const MAX_DEPTH = 4;

const JSON_NUMBER = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** `maxDepth`: how many shapes deep values are drawn in full (4 unless given). */
export function shapeArbitrary(
  shape: TypeShape,
  revision: RevisionModel,
  options: { maxDepth?: number } = {},
): fc.Arbitrary<unknown> {
  const declarations = new Map(revision.declarations.map((d) => [d.name, d]));
  return arbitrary(shape, declarations, 0, options.maxDepth ?? MAX_DEPTH);
}

function arbitrary(
  shape: TypeShape,
  decls: Map<string, Declaration>,
  depth: number,
  maxDepth: number,
): fc.Arbitrary<unknown> {
  const deeper = (s: TypeShape) => arbitrary(s, decls, depth + 1, maxDepth);
  const shallow = depth >= maxDepth;
  switch (shape.kind) {
    case "primitive":
      switch (shape.name) {
        case "string":
          return fc.string();
        case "number":
          return JSON_NUMBER;
        case "boolean":
          return fc.boolean();
        case "null":
          return fc.constant(null);
        case "unknown":
          return shallow ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
        case "never":
          return fc.constant(undefined);
      }
      break;
    case "literal":
      return fc.constant(shape.value);
    case "array":
      return shallow ? fc.constant([]) : fc.array(deeper(shape.element), { maxLength: 3 });
    case "tuple":
      return fc.tuple(...shape.elements.map(deeper));
    case "union": {
      const members = shallow ? shape.members.filter((m) => !recursive(m)) : shape.members;
      return fc.oneof(...(members.length > 0 ? members : shape.members.slice(0, 1)).map(deeper));
    }
    case "intersection":
      return fc.tuple(...shape.members.map(deeper)).map((parts) => Object.assign({}, ...parts) as unknown);
    case "object": {
      const fields = fc.record(Object.fromEntries(shape.fields.map((f) => [f.name, deeper(f.type)])), {
        requiredKeys: shape.fields.filter((f) => !f.optional).map((f) => f.name),
      });
      const index = shape.index;
      if (!index || shallow) return shallow ? fc.record(required(shape, decls, depth, maxDepth)) : fields;
      const names = new Set(shape.fields.map((f) => f.name));
      const key = index.key === "number" ? fc.nat().map(String) : fc.string().filter((k) => !names.has(k));
      const entries = fc.dictionary(key, deeper(index.value), { maxKeys: 2 });
      return fc.tuple(entries, fields).map(([extra, own]) => ({ ...extra, ...own }) as unknown);
    }
    case "ref": {
      const declaration = decls.get(shape.name);
      if (!declaration) throw new Error(`no declaration ${shape.name}`);
      const own = deeper(declaration.type);
      if (declaration.kind !== "interface" || declaration.extends.length === 0) return own;
      return fc
        .tuple(own, ...declaration.extends.map(deeper))
        .map(([first, ...rest]) => Object.assign({}, ...rest, first) as unknown);
    }
  }
  throw new Error(`unsupported shape ${JSON.stringify(shape)}`);
}

/** Past the depth limit an object keeps only its required fields. */
function required(
  shape: Extract<TypeShape, { kind: "object" }>,
  decls: Map<string, Declaration>,
  depth: number,
  maxDepth: number,
): Record<string, fc.Arbitrary<unknown>> {
  return Object.fromEntries(
    shape.fields
      .filter((f) => !f.optional)
      .map((f) => [f.name, arbitrary(f.type, decls, depth + 1, maxDepth)]),
  );
}

/** Whether a shape can contain itself (through references, arrays or objects). */
function recursive(shape: TypeShape): boolean {
  return shape.kind === "ref" || shape.kind === "array" || shape.kind === "object" || shape.kind === "tuple";
}

/** What a near miss puts in place of a value: every JSON kind, and values a shape is apt to refuse. */
const REPLACEMENTS: unknown[] = [null, 1.5, -1, 0, "", "x", true, {}, [], [{}], [null], { x: null }];

/** Put in place of a member, deletes it (at the top: leaves no value). */
const DELETE = Symbol("delete");

/** A place in a value: the keys and indices that lead to it from the top. */
type Path = (string | number)[];

function pathsIn(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => pathsIn(item, [...path, i], out));
  else if (value !== null && typeof value === "object")
    for (const [key, member] of Object.entries(value)) pathsIn(member, [...path, key], out);
  return out;
}

/** A copy of `value` with the member at `path` replaced, or deleted where `replacement` is `DELETE`. */
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement === DELETE ? undefined : replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (replacement === DELETE && rest.length === 0) copy.splice(Number(key), 1);
    else copy[Number(key)] = replaceAt(copy[Number(key)], rest, replacement);
    return copy;
  }
  // Entries, not assignment, so that a key such as "__proto__" stays an own member.
  const entries = Object.entries(value as Record<string, unknown>);
  return Object.fromEntries(
    replacement === DELETE && rest.length === 0
      ? entries.filter(([name]) => name !== key)
      : entries.map(([name, member]) => [name, name === key ? replaceAt(member, rest, replacement) : member]),
  );
}

/**
 * Values one change away from a valid one, at any depth: a member deleted, or a value replaced by
 * one of another kind or an odd one of the same kind (so `elicitations: [{}]`, a float where an
 * integer goes, a literal changed, a null inside a JSON value).
 */
export function nearMissArbitrary(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom<unknown>(DELETE, ...REPLACEMENTS))
    .map(([value, at, replacement]) => {
      const paths = pathsIn(value);
      return replaceAt(value, paths[at % paths.length] ?? [], replacement);
    });
}
