/** The class of a code in a revision: defined, reserved, or the class of the band it falls in. */
import { defines, reserves, type Revision } from "./revision.js";
import type { CodeBand, CodeClass, RevisionTables } from "./types.js";

export function classify(revision: Revision<RevisionTables>, code: unknown): CodeClass {
  if (typeof code !== "number" || !Number.isInteger(code)) return "invalid";
  // Bands nest (JSON-RPC's reserved range holds the specification's bands): the narrowest wins.
  let band: CodeBand | undefined;
  for (const b of revision.tables.CODE_BANDS)
    if (code >= b.from && code <= b.to && (band === undefined || b.to - b.from < band.to - band.from))
      band = b;
  // A code a revision defines in JSON-RPC's reserved range can only be one of JSON-RPC's own.
  if (defines(revision, code)) return band?.undefinedCodes === "jsonrpc-reserved" ? "standard" : "defined";
  if (reserves(revision, code)) return "reserved";
  return band === undefined ? "application" : band.undefinedCodes;
}
