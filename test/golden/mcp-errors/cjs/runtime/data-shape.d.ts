// Compiled by mcp-errgen from templates/mcp-errors/runtime/data-shape.ts; do not edit.
/** Checks a value against a condition's data rule, one level deep, without throwing on plain JSON. */
import type { DataRule, JsonKind } from "./types.js";
export declare const hasOwn: (value: object, key: PropertyKey) => boolean;
export declare function isRecord(value: unknown): value is Record<string, unknown>;
/** A JSON value's kind: its typeof name, but "null" for null and "array" for an array. */
export declare function kindOf(value: unknown): JsonKind | "undefined" | "bigint" | "symbol" | "function";
/** Whether `data` (undefined when the error has none) passes the rule. May throw on hostile objects. */
export declare function dataMatches(rule: DataRule | null, data: unknown): boolean;
/** Keeps only the fields an exact data rule names; any other data is returned as it is. */
export declare function projectData(rule: DataRule | null, data: unknown): unknown;
/** A table's own entry for a key, never one inherited from Object.prototype. */
export declare function own<T>(table: {
    readonly [key: string]: T;
}, key: string): T | undefined;
/** Whether data of one rule can be sent under the other: either is free, or both name the same fields with the same kinds. */
export declare function dataCarries(a: DataRule | null, b: DataRule | null): boolean;
