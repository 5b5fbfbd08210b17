// Compiled by mcp-errgen from templates/mcp-errors/runtime/status.ts; do not edit.
import type { Revision } from "./revision.js";
import type { Origin } from "./types.js";
/** An unknown origin is a caller's mistake, not a lookup miss. */
export declare function checkOrigin(origin: unknown): Origin;
/**
 * The status of a condition, named by its key, or else of the condition a receiver reads from the
 * code alone; the revision's default for any other code.
 */
export declare function status(revision: Revision, code: number, origin: Origin, key?: string): number;
