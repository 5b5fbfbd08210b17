// Compiled by mcp-errgen from runtime/mcp-errors/methods.ts; do not edit.
import type { MethodEntry } from "./types.js";
export interface MethodOptions {
  /** Only a method this side sends: "client" (a server receives it) or "server". */
  from?: "client" | "server" | undefined;
  /** Only a request, or only a notification. */
  kind?: "request" | "notification" | undefined;
}
/** Whether `method` is one of the table's, for the options' sender and kind. Never throws. */
export declare function isMethodIn(
  table: {
    readonly [method: string]: MethodEntry;
  },
  method: unknown,
  options?: MethodOptions,
): boolean;
/** Whether `method` is one the revision removed. Never throws. */
export declare function isRemovedMethodIn(removed: readonly string[], method: unknown): boolean;
