// Compiled by mcp-errgen from runtime/mcp-errors/parse.ts; do not edit.
import { type Reader } from "./revision.js";
import type { ErrorObject, ParseFailure, Parsed, RecognitionOptions } from "./types.js";
export declare const UNKNOWN_REVISION: ParseFailure;
/** Allocates the result and nothing else. */
export declare function parse(
  revision: Reader,
  value: unknown,
  options?: RecognitionOptions,
): ParseFailure | Parsed<string | null, ErrorObject>;
