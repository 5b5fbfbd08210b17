/** Stage 2b: every register citation must still quote the spec text at (or near) its line. */
import type { ResolvedRoot } from "../spec-source/resolve-roots.ts";
import type { Register } from "./register-types.ts";

export function checkCitations(register: Register, roots: Map<string, ResolvedRoot>): void {
  throw new Error(`checkCitations is not implemented yet (${register.file}, ${roots.size})`);
}
