// Compiled by mcp-errgen from runtime/mcp-errors/classify.ts; do not edit.
/** The class of a code in a revision: defined, reserved, or the class of the band it falls in. */
import { type Revision } from "./revision.js";
import type { CodeClass, RevisionTables } from "./types.js";
export declare function classify(revision: Revision<RevisionTables>, code: unknown): CodeClass;
