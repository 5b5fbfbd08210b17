/** The HTTP status an error travels with in a revision. */
import { own } from "./data-shape.js";
import type { Revision } from "./revision.js";
import type { Origin, StatusByOrigin } from "./types.js";

/** An unknown origin is a caller's mistake, not a lookup miss. */
export function checkOrigin(origin: unknown): Origin {
  if (origin !== "transport" && origin !== "handler") throw new TypeError('origin must be "transport" or "handler"');
  return origin;
}

/**
 * The status of a condition, named by its key, or else of the condition a receiver reads from the
 * code alone; the revision's default for any other code.
 */
export function status(revision: Revision, code: number, origin: Origin, key?: string): number {
  checkOrigin(origin);
  const statuses = revision.tables.HTTP_STATUS;
  let holder: StatusByOrigin | undefined = key === undefined ? undefined : own(statuses, key);
  if (holder === undefined) {
    const readings = revision.readings.get(code);
    const last = readings === undefined ? undefined : readings[readings.length - 1];
    holder = last === undefined ? undefined : own(statuses, last.condition.key);
  }
  return (holder ?? revision.tables.DEFAULT_HTTP_STATUS)[origin];
}
