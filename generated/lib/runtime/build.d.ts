// Compiled by mcp-errgen from runtime/mcp-errors/build.ts; do not edit.
import { type Reader } from "./revision.js";
import type { ErrorObject, RecognitionOptions } from "./types.js";
export declare function errorObject(code: number, message: string, data?: unknown): ErrorObject;
export type Builder = (options?: { message?: string | undefined; data?: unknown }) => ErrorObject;
/**
 * A constructor: `name(options?)` with `options = { message?, data? }`, required where the
 * condition's data is. The error it builds carries its condition (mark.ts).
 */
export declare function builder(revision: Reader, key: string): Builder;
/**
 * A guard: whether a value is an error object the revision reads as the condition, with data that
 * fits the condition's shape, so that the type it narrows to holds. Never throws.
 */
export declare function guard(
  revision: Reader,
  key: string,
): (value: unknown, options?: RecognitionOptions) => boolean;
