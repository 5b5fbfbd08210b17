/** `gen --update-pins`, `spec:sync --update-pins`: rewrite only the sha256 pins in spec/revisions.yaml. */
import { MAX_MANIFEST_BYTES, parseManifest } from "../inputs/load-manifest.ts";
import { readProjectFile, type SchemaSource } from "../inputs/read-schema.ts";
import { writeFileAtomic } from "../util/files.ts";
import { YamlEditor } from "../util/yaml-edit.ts";
import { parseYaml } from "../util/yaml-document.ts";

/** `file`: the schema file as shown in locations. */
export type PinUpdate = ReturnType<typeof pinUpdates>[number];

/** The pins that differ from the files read (read without verifying pins). */
export function pinUpdates(sources: readonly Pick<SchemaSource, "revision" | "display" | "sha256">[]) {
  return sources
    .filter((s) => s.sha256 !== s.revision.sha256)
    .map((s) => ({ revision: s.revision.id, file: s.display, from: s.revision.sha256, to: s.sha256 }));
}

/** The manifest text with each update's sha256 replaced, in its own quoting, and nothing else touched. */
export function applyPinUpdates(text: string, file: string, updates: readonly PinUpdate[]): string {
  const edit = new YamlEditor(text, file);
  const listed = (edit.yaml.value as { revisions?: { id?: unknown }[] }).revisions ?? [];
  for (const update of updates) {
    const index = listed.findIndex((entry) => String(entry?.id) === update.revision);
    edit.setScalar(["revisions", index, "sha256"], update.to);
  }
  return edit.apply();
}

/** Rewrite the manifest with the updates; the result is validated before it is written. */
export function writePinUpdates(projectRoot: string, file: string, updates: readonly PinUpdate[]): void {
  if (updates.length === 0) return;
  const text = applyPinUpdates(readProjectFile(projectRoot, file, MAX_MANIFEST_BYTES).text, file, updates);
  parseManifest(parseYaml(text, file));
  writeFileAtomic(projectRoot, file, text);
}
