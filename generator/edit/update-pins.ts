/**
 * `gen --update-pins`: accept the schema files as they are now by rewriting their sha256 pins in
 * spec/revisions.yaml. Only the hash scalars change; comments, order and layout stay byte-for-byte,
 * because each new value is spliced in at the source range the YAML document gives for the old one.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, isScalar, isSeq, parse, parseDocument, type Scalar } from "yaml";
import { parseManifest } from "../inputs/load-manifest.ts";
import { writeFileAtomic } from "../util/write-file-atomic.ts";
import { parseYaml } from "../util/yaml-document.ts";
import type { SchemaSource } from "../inputs/read-schema.ts";

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

/** The manifest text with each update's sha256 replaced, and nothing else touched. */
export function applyPinUpdates(text: string, file: string, updates: readonly PinUpdate[]): string {
  const doc = parseDocument(text);
  const revisions = doc.get("revisions", true);
  if (!isSeq(revisions)) throw new Error(`${file} has no revisions list`);
  const edits: { start: number; end: number; value: string }[] = [];
  for (const update of updates) {
    const entry = revisions.items.find((item) => isMap(item) && String(item.get("id")) === update.revision);
    const scalar = isMap(entry) ? entry.get("sha256", true) : undefined;
    if (!isScalar(scalar) || !scalar.range) throw new Error(`${file}: no sha256 for ${update.revision}`);
    edits.push({ start: scalar.range[0], end: scalar.range[1], value: scalarSource(scalar, update.to) });
  }
  // Splice from the end so earlier offsets stay valid.
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.value + out.slice(edit.end);
  return out;
}

/** Keep the old scalar's quoting; quote a plain value that YAML would not read back as a string. */
function scalarSource(old: Scalar, value: string): string {
  if (old.type === "QUOTE_SINGLE") return `'${value}'`;
  if (old.type === "QUOTE_DOUBLE" || typeof parse(value) !== "string") return `"${value}"`;
  return value;
}

/** Rewrite the manifest file with the updates; the result is re-validated before it is written. */
export function writePinUpdates(projectRoot: string, file: string, updates: readonly PinUpdate[]): void {
  if (updates.length === 0) return;
  const path = join(projectRoot, file);
  const text = applyPinUpdates(readFileSync(path, "utf8"), file, updates);
  const check = parseManifest(parseYaml(text, file));
  for (const update of updates)
    if (check.revisions.find((r) => r.id === update.revision)?.sha256 !== update.to)
      throw new Error(`rewriting ${file} lost the new pin of ${update.revision}`);
  writeFileAtomic(path, text);
}
