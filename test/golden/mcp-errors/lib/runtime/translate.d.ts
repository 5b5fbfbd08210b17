// Compiled by mcp-errgen from templates/mcp-errors/runtime/translate.ts; do not edit.
import { type Revision } from "./revision.js";
import type { ErrorObject, Origin } from "./types.js";
export interface Translated {
  ok: true;
  error: ErrorObject;
  rule: "passthrough" | "renumber" | "mapped";
  condition: string | null;
  toCondition: string | null;
  httpStatus?: number;
}
export interface Untranslatable {
  ok: false;
  reason: string;
  condition: string | null;
  fallback: ErrorObject;
  fallbackCondition: string;
  httpStatus?: number;
}
export type Translation = Translated | Untranslatable;
export declare function translateBetween(
  from: Revision,
  to: Revision,
  error: unknown,
  origin: Origin,
  httpStatus: number | undefined,
): Translation;
