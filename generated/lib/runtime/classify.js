// Compiled by mcp-errgen from templates/mcp-errors/runtime/classify.ts; do not edit.
export function classify(revision, code) {
  if (typeof code !== "number" || !Number.isInteger(code)) return "invalid";
  const band = revision.bands.find((b) => code >= b.from && code <= b.to);
  // A code a revision defines in JSON-RPC's reserved range can only be one of JSON-RPC's own.
  if (revision.defined.has(code)) return band?.undefinedCodes === "jsonrpc-reserved" ? "standard" : "defined";
  if (revision.reserved.has(code)) return "reserved";
  return band === undefined ? "application" : band.undefinedCodes;
}
