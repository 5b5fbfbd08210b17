/** Go names of revisions, conditions, constants and data fields. */

/** The Go module's path; the npm package's repository field names the same repository. */
export const MODULE_PATH = "github.com/mcp-errgen/mcp-errgen/generated/go";

/** Words Go writes in capitals (Effective Go's initialisms, those MCP names use). */
const INITIALISMS = new Set("id uri url http json rpc jsonrpc ttl api mcp sse utf8 ip".split(" "));

const IDENTIFIER = /^[A-Z][A-Za-z0-9]*$/;

/** 2025-11-25 -> mcp20251125: a Go package name cannot start with a digit, hold a `-` or be a keyword. */
export const packageName = (revisionId: string): string =>
  `mcp${revisionId.toLowerCase().replace(/[^a-z0-9]/g, "")}`;

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== "")
    .map((w) => w.toLowerCase());
}

/** An exported Go identifier from a name in any case; undefined where none can be made. */
export function exported(name: string): string | undefined {
  const out = words(name)
    .map((w) => (INITIALISMS.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join("");
  return IDENTIFIER.test(out) ? out : undefined;
}

export function mustExport(name: string, what: string): string {
  const out = exported(name);
  if (out === undefined) throw new Error(`${what} ${JSON.stringify(name)} gives no exported Go name`);
  return out;
}

/** Whether a JSON member name can be written in a Go struct tag as encoding/json reads tags. */
export function isTagName(name: string): boolean {
  // encoding/json's isValidTag: letters, digits and these punctuation characters, no comma.
  return name !== "" && /^[A-Za-z0-9!#$%&()*+\-./:;<=>?@[\]^_{|}~ ]+$/.test(name);
}
