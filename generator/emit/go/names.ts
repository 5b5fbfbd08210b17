/** Go names of constants and data fields; those of revisions and conditions are in model/go-names.ts. */
import { exported } from "../../model/go-names.ts";

/** The Go module's path; the npm package's repository field names the same repository. */
export const MODULE_PATH = "github.com/mcp-errgen/mcp-errgen/generated/go";

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
