// Compiled by mcp-errgen from runtime/mcp-errors/data-shape.ts; do not edit.
/** Checks a value against a condition's data rule, at any depth, without throwing on plain JSON. */
import type { DataKind, DataRule, DataShape, JsonKind } from "./types.js";
export declare const hasOwn: (value: object, key: PropertyKey) => boolean;
export declare function isRecord(value: unknown): value is Record<string, unknown>;
/** A JSON value's kind: its typeof name, but "null" for null and "array" for an array. */
export declare function kindOf(value: unknown): JsonKind | "undefined" | "bigint" | "symbol" | "function";
/**
 * Whether an error's data fits a condition's data rule at every depth, as its typed error promises
 * (no rule: anything fits; no data: fits unless the rule requires it). May throw on hostile objects.
 */
export declare function dataFits(rule: DataRule | null, data: unknown): boolean;
/**
 * What keeps a value from going out as JSON, "" when nothing does: a BigInt (JSON.stringify throws
 * on one), a cycle (it throws there too), or nesting deeper than MAX_JSON_DEPTH levels. Named by
 * its path below the value. What JSON leaves out (undefined, functions, symbols) is no fault.
 * May throw on hostile objects.
 */
export declare function jsonFault(
  value: unknown,
  path?: string,
  depth?: number,
  ancestors?: unknown[],
): string;
/** A value as a message names it: `the string "x"`, `number 1.5`, `object`. */
export declare function describe(value: unknown): string;
/**
 * What is wrong with `value` as `shape`: "" when nothing is, else the path below the value and
 * the problem (`.elicitations[0].url is required`, ` must be an object, got string`).
 * `depth` is how many levels below the value are looked at: its elements and members at 1,
 * theirs at 2, ... `name` names the condition in the message on a field an exact rule forbids.
 * Allocates nothing unless it finds a fault. May throw on hostile objects.
 */
export declare function dataFault(
  shape: DataShape | DataRule | DataKind,
  value: unknown,
  depth: number,
  name: string,
): string;
/**
 * Whether `data` (undefined when the error has none) passes the rule as recognition reads it: the
 * required fields present, each field of its kind (and literal value, where the rule lists them),
 * and none beyond them where the rule is exact.
 * What lies inside a field is left to the constructors (recognition needs evidence, not a full
 * check, and a peer's error is read even if a nested value is off). A boolean apart from
 * dataFault, so that reading a peer's error allocates nothing (no fault message) and the package
 * root, which builds no error, carries no messages. May throw on hostile objects.
 */
export declare function dataMatches(rule: DataRule | null, data: unknown): boolean;
/** Keeps only the fields an exact data rule names; any other data is returned as it is. */
export declare function projectData(rule: DataRule | null, data: unknown): unknown;
/** A table's own entry for a key, never one inherited from Object.prototype. */
export declare function own<T>(
  table: {
    readonly [key: string]: T;
  },
  key: string,
): T | undefined;
/**
 * Whether data of one rule can be sent under the other: either is free, or both name the same
 * fields with the same kinds (a list of kinds compares by its text). What lies inside the fields
 * is not compared: in every revision a condition's nested rules agree.
 */
export declare function dataCarries(a: DataRule | null, b: DataRule | null): boolean;
