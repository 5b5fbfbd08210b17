/**
 * Which methods a revision has (its METHODS table, from the schema's request and notification
 * unions) and which it removed (REMOVED_METHODS: an earlier final revision's methods it lacks).
 */
import { hasOwn } from "./data-shape.js";
import type { MethodEntry } from "./types.js";

export interface MethodOptions {
  /** Only a method this side sends: "client" (a server receives it) or "server". */
  from?: "client" | "server" | undefined;
  /** Only a request, or only a notification. */
  kind?: "request" | "notification" | undefined;
}

/** Whether `method` is one of the table's, for the options' sender and kind. Never throws. */
export function isMethodIn(
  table: { readonly [method: string]: MethodEntry },
  method: unknown,
  options?: MethodOptions,
): boolean {
  if (typeof method !== "string" || !hasOwn(table, method)) return false;
  const entry = table[method] as MethodEntry;
  const from = options?.from;
  const kind = options?.kind;
  return (from === undefined || entry.from.includes(from)) && (kind === undefined || entry.kind === kind);
}

/** Whether `method` is one the revision removed. Never throws. */
export function isRemovedMethodIn(removed: readonly string[], method: unknown): boolean {
  return typeof method === "string" && removed.includes(method);
}
