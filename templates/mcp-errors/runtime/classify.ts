/** The class of a code in a revision: defined, reserved, or the class of the band it falls in. */
import type { Revision } from "./revision.js";
import type { CodeClass } from "./types.js";

export function classify(revision: Revision, code: unknown): CodeClass {
  if (typeof code !== "number" || !Number.isInteger(code)) return "invalid";
  const band = revision.bands.find((b) => code >= b.from && code <= b.to);
  // A code a revision defines in JSON-RPC's reserved range can only be one of JSON-RPC's own.
  if (revision.defined.has(code)) return band?.undefinedCodes === "jsonrpc-reserved" ? "standard" : "defined";
  if (revision.reserved.has(code)) return "reserved";
  return band === undefined ? "application" : band.undefinedCodes;
}
