/**
 * The walk of a condition's data rule that the Go and Python targets render types from: one walk,
 * which decides what each node of the shape is (a JSON value of any kind, a scalar, a list, a map,
 * an object with named fields), and a language per target, which writes each node's type.
 */
import type { DataKind, DataRule, DataShape } from "../../runtime/mcp-errors/types.js";
import { kindsOf } from "../export/data-rule.ts";

/** A field of an object, its type written. */
export interface WrittenField {
  readonly json: string;
  readonly type: string;
  readonly required: boolean;
}

/** How a target writes the types of a data rule's nodes. */
export interface DataTypeLanguage {
  /** A value of any kind, or of several. */
  readonly any: string;
  /** A scalar's type; undefined for a kind that is none. */
  scalar(kind: DataKind, shape: DataShape): string | undefined;
  list(item: string): string;
  map(value: string): string;
  /**
   * The names of the types of an object's fields, from the object's name; undefined where the
   * object cannot be a type of its own (its fields are then not walked, and it is a map of any).
   */
  fieldNames(name: string, keys: readonly string[]): readonly string[] | undefined;
  /** An object's type, and its declaration where it has one. */
  object(name: string, what: string, fields: readonly WrittenField[]): { type: string; declaration?: string };
}

type Shape = DataShape | DataKind;

export class DataTypeWalk {
  /** Each named type's declaration, dependencies first. */
  readonly declarations: string[] = [];

  constructor(private readonly language: DataTypeLanguage) {}

  /** The type of a condition's data; name: the type an object is declared as; what: its doc's subject. */
  ofRule(name: string, rule: DataRule, what: string): string {
    return this.ofShape({ ...rule, type: "object" }, name, what);
  }

  private ofShape(shape: Shape, name: string, what: string): string {
    const l = this.language;
    const s = typeof shape === "string" ? { type: shape } : shape;
    const kinds = kindsOf(s);
    const [kind] = kinds;
    if (kinds.length !== 1 || kind === undefined) return l.any;
    const scalar = l.scalar(kind, s);
    if (scalar !== undefined) return scalar;
    if (kind === "array")
      return l.list(s.items === undefined ? l.any : this.ofShape(s.items, `${name}Item`, `${what} item`));
    if (kind !== "object") return l.any;
    const fields = Object.entries(s.fields ?? {});
    if (fields.length === 0)
      return l.map(s.values === undefined ? l.any : this.ofShape(s.values, `${name}Value`, `${what} member`));
    if (s.values !== undefined) return l.map(l.any);
    const names = l.fieldNames(
      name,
      fields.map(([json]) => json),
    );
    if (names === undefined) return l.map(l.any);
    const written = fields.map(([json, field], i) => ({
      json,
      type: this.ofShape(field, names[i] as string, `${what} ${json}`),
      required: field.required,
    }));
    const { type, declaration } = l.object(name, what, written);
    if (declaration !== undefined) this.declarations.push(declaration);
    return type;
  }
}
