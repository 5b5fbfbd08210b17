// Compiled by mcp-errgen from runtime/mcp-errors/revision.ts; do not edit.
import type { ConditionEntry, ModuleTables, RecognitionOptions, RecognitionRule, RecognitionTables, RevisionTables } from "./types.js";
/** A condition with its key. */
export interface Condition extends ConditionEntry {
    readonly key: string;
}
/** One way to read a code: a condition, and the rule that must hold (none: the code alone). */
interface Reading {
    readonly condition: Condition;
    readonly rule: RecognitionRule | null;
}
export interface Revision<T extends RecognitionTables = ModuleTables> {
    readonly id: string;
    readonly era: "legacy" | "modern";
    readonly tables: T;
    readonly conditions: ReadonlyMap<string, Condition>;
    /** Code -> the readings a receiver tries, in order; the first that holds names the condition. */
    readonly readings: ReadonlyMap<number, readonly Reading[]>;
}
/** A revision indexed from its recognition tables alone: what reading errors needs. */
export type Reader = Revision<RecognitionTables>;
/** The indexed form of a revision's tables (the same object for the same tables). */
export declare function defineRevision<T extends RecognitionTables>(tables: T): Revision<T>;
/** A condition the package's own code names; the generator guarantees it exists, so a miss is a bug. */
export declare function conditionIn(revision: Reader, key: string): Condition;
/**
 * The error an unknown revision id gives the functions that take one. The id is named without
 * converting it (a null-prototype object or a Proxy has no safe string form): a string as bounded
 * JSON, anything else by its type.
 */
export declare function unknownRevision(revision: unknown): RangeError;
/**
 * A caller's value as a message names it, without calling anything on it: a string as JSON, cut to 64
 * characters.
 */
export declare function nameOf(value: unknown): string;
/** Revisions by id, from [id, tables] pairs: each indexed on first use, then one map lookup a call. */
export declare function revisionsById<T extends RevisionTables>(list: readonly (readonly [string, T])[]): {
    has(id: unknown): boolean;
    find(id: unknown): Revision<T> | undefined;
    /** Throws RangeError on an unknown id. */
    get(id: unknown): Revision<T>;
};
/** Whether the revision sends a condition with this code. */
export declare function defines(revision: Reader, code: number): boolean;
/** Whether the revision retired this code. */
export declare function reserves(revision: Revision<RevisionTables>, code: number): boolean;
/**
 * The condition an error with this code and data names in the revision, if any. A rule that asks
 * for both the request's method and the error's data reads the data as being about that request:
 * given the request's `params`, a data field they also carry must hold the same value (a missing
 * resource's uri is the uri the request named). Reads `data` and `params`, so it may throw on a
 * hostile object; callers catch.
 */
export declare function recognise(revision: Reader, code: unknown, data: unknown, method: string | undefined, httpStatus: number | undefined, params?: unknown): Condition | undefined;
/**
 * The condition an error names in the revision: the package's own mark where the revision built
 * it, else what its code, data, method and HTTP status say. Never throws: a value that cannot be
 * read names nothing.
 */
export declare function conditionOfError(revision: Reader, value: unknown, options: RecognitionOptions | undefined): Condition | undefined;
/** The request method the options give; anything but a string (or options that throw) gives none. */
export declare function methodIn(options: RecognitionOptions | undefined): string | undefined;
/** The request params the options give; anything but an object (or options that throw) gives none. */
export declare function paramsIn(options: RecognitionOptions | undefined): Record<string, unknown> | undefined;
/** The HTTP status the options give; anything but an integer (or options that throw) gives none. */
export declare function statusIn(options: RecognitionOptions | undefined): number | undefined;
/** The key of the condition an error names in the revision, or null. Never throws. */
export declare function conditionKeyOf(revision: Reader, value: unknown, options: RecognitionOptions | undefined): string | null;
export {};
