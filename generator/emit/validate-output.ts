/** Before anything is written: every emitted file parses, and the package type-checks. */
export function validateOutput(files: Map<string, string>): void {
  throw new Error(`validateOutput is not implemented yet (${files.size})`);
}
