/**
 * `gen --update-pins` and `spec:sync --update-pins`: accept the schema files as they are now by
 * rewriting their sha256 pins in spec/revisions.yaml. Only those scalars change.
 */
import { MAX_MANIFEST_BYTES, parseManifest } from "../inputs/load-manifest.ts";
import { readProjectFile, type SchemaSource } from "../inputs/read-schema.ts";
import { writeFileAtomic } from "../util/files.ts";
import { YamlEditor } from "../util/yaml-edit.ts";
import { parseYaml } from "../util/yaml-document.ts";

export interface PinUpdate {
  revision: string;
  /** Schema file as shown in locations. */
  file: string;
  from: string;
  to: string;
}

/** The pins that differ from the files read (read without verifying pins). */
export function pinUpdates(sources: readonly SchemaSource[]): PinUpdate[] {
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
