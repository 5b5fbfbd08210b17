// Compiled by mcp-errgen from runtime/mcp-errors/root.ts; do not edit.
/**
 * The package root's functions, over every revision module's TABLES. They take a revision id, so
 * they cover every revision at once; a revision's own module has the same answers for its
 * revision. Translation between revisions is mcp-errors/translate (translator.ts), so that the
 * root carries no TRANSLATIONS table.
 */
import { type CheckFailure, type CheckOptions, type RequestToCheck } from "./check-request.js";
import { type Response } from "./envelope.js";
import { type MethodOptions } from "./methods.js";
import { type RequestToPlace } from "./request-era.js";
import { type TransportFailureResponse } from "./transport-failure.js";
import type {
  CodeClass,
  ErrorObject,
  ParseFailure,
  Parsed,
  RecognitionOptions,
  RevisionTables,
} from "./types.js";
export interface PackageRoot {
  isRevision(value: unknown): boolean;
  eraOf(revision: string): "legacy" | "modern";
  httpStatusOf(revision: string, errorOrCondition: unknown, options?: RecognitionOptions): number | null;
  conditionOf(revision: string, error: unknown, options?: RecognitionOptions): string | null;
  classifyCode(revision: string, code: unknown): CodeClass;
  parseErrorResponse(
    revision: string,
    value: unknown,
    options?: RecognitionOptions,
  ): ParseFailure | Parsed<string | null, ErrorObject>;
  respond(revision: string, id: unknown, error: unknown): Response;
  checkRequest(revision: string, request: RequestToCheck, options?: CheckOptions): CheckFailure | null;
  requestEra(revision: string, request: RequestToPlace): "legacy" | "modern";
  isMethod(revision: string, method: unknown, options?: MethodOptions): boolean;
  isRemovedMethod(revision: string, method: unknown): boolean;
  transportFailureResponse(revision: string, key: unknown, id?: unknown): TransportFailureResponse;
}
/** The root's functions over the revision modules, given as [id, TABLES] pairs. */
export declare function packageRoot(list: readonly (readonly [string, RevisionTables])[]): PackageRoot;
