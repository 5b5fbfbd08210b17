// Compiled by mcp-errgen from templates/mcp-errors/runtime/root.ts; do not edit.
import { type Translation } from "./translate.js";
import type {
  CodeClass,
  ErrorObject,
  ParseFailure,
  Parsed,
  RecognitionOptions,
  RevisionTables,
} from "./types.js";
export interface TranslateOptions extends RecognitionOptions {
  from: string;
  to: string;
}
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
  translate(error: unknown, options: TranslateOptions): Translation;
  loadRevision(revision: string): Promise<RevisionTables>;
}
/** The root's functions over the revision modules, given as [id, module] pairs. */
export declare function packageRoot(list: readonly (readonly [string, RevisionTables])[]): PackageRoot;
