/** Prettier, in-process, so `gen --check` compares exactly what `gen` would write. */
export async function formatFiles(files: Map<string, string>): Promise<Map<string, string>> {
  throw new Error(`formatFiles is not implemented yet (${files.size})`);
}
