// Compiled by mcp-errgen from templates/mcp-errors/runtime/root.ts; do not edit.
import { type Translation } from "./translate.js";
import type {
  CodeClass,
  Origin,
  ParseFailure,
  ParseOptions,
  Parsed,
  ErrorObject,
  RevisionTables,
} from "./types.js";
export interface TranslateOptions {
  from: string;
  to: string;
  origin?: Origin;
  httpStatus?: number;
}
export interface PackageRoot {
  isRevision(value: unknown): boolean;
  eraOf(revision: string): "legacy" | "modern";
  httpStatus(revision: string, code: number, origin: Origin): number;
  classifyCode(revision: string, code: unknown): CodeClass;
  parseErrorResponse(
    revision: string,
    value: unknown,
    options?: ParseOptions,
  ): ParseFailure | Parsed<string | null, ErrorObject>;
  translate(error: unknown, options: TranslateOptions): Translation;
  loadRevision(revision: string): Promise<RevisionTables>;
}
/** The root's functions over the revision modules, given as [id, module] pairs. */
export declare function packageRoot(list: readonly (readonly [string, RevisionTables])[]): PackageRoot;
