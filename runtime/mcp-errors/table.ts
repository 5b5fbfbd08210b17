/** The tables of a revision module are plain data, frozen all the way down once, when the module loads. */

/** Freezes a table and everything in it, and returns it with its literal types. */
export function table<const T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) table((value as Record<string, unknown>)[key]);
  }
  return value;
}
