/**
 * `gen --add-revision <id> --schema <path>`: adds a revision to spec/revisions.yaml. The schema
 * path tells which spec root the revision belongs to; the entry gets the file's sha256 and goes in
 * at its canonical position, with the rest of the file (comments included) left as it was. The
 * next `gen` then reports what the register does not cover yet.
 */
import { readFileSync, realpathSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { isSeq, parseDocument } from "yaml";
import { fail } from "../diagnostics/gen-error.ts";
import type { Era, RevisionStatus } from "../model/merged-model.ts";
import { writeFileAtomic } from "../util/write-file-atomic.ts";
import { readInputFile } from "../inputs/read-schema.ts";
import type { ResolvedRoot } from "../inputs/resolve-roots.ts";
import { parseYaml } from "../util/yaml-document.ts";
import { parseManifest, revisionIdProblem } from "../inputs/load-manifest.ts";
import { compareRevisions, type Manifest, type ManifestRevision } from "../inputs/manifest.ts";

const DATE_ID = /^\d{4}-\d{2}-\d{2}$/;

export interface NewRevisionRequest {
  id: string;
  /** As given on the command line. */
  schema: string;
  status?: RevisionStatus;
  era?: Era;
}

/** A manifest entry as it is written: no source line yet, no upstream commit of its own. */
export type NewRevisionEntry = Omit<ManifestRevision, "line" | "upstreamCommit">;

/**
 * Work out the new entry. `roots` holds the roots that resolve (missing ones left out); `cwd`
 * anchors a relative schema path.
 */
export function planNewRevision(
  manifest: Manifest,
  roots: readonly ResolvedRoot[],
  request: NewRevisionRequest,
  cwd: string,
): NewRevisionEntry {
  const { id } = request;
  const problem = revisionIdProblem(id);
  if (problem?.clash) fail("manifest/reserved-name", { what: "revision id", name: id, clash: problem.clash });
  if (problem)
    fail("usage/bad-value", {
      option: "--add-revision",
      value: id,
      allowed: `a revision id such as 2027-01-15 or draft-2027-01-01 (${problem.reason})`,
    });
  const existing = manifest.revisions.find((r) => r.id === id);
  if (existing)
    fail("manifest/duplicate-revision", { revision: id }, { file: manifest.file, line: existing.line });
  const status = request.status ?? (DATE_ID.test(id) ? "final" : undefined);
  if (!status)
    fail("usage/missing-argument", {
      what: `--status for revision "${id}" (only date ids default to final)`,
      usage: "gen --add-revision <id> --schema <path> --status final|draft|prerelease",
    });

  const absolute = isAbsolute(request.schema) ? request.schema : resolve(cwd, request.schema);
  const { sha256 } = readInputFile(absolute, request.schema);
  const real = realpathSync(absolute);
  const containing = roots
    .map((root) => ({ root, inside: relative(realpathSync(root.dir), real) }))
    .filter(({ inside }) => inside !== "" && !inside.startsWith(`..${sep}`) && !isAbsolute(inside))
    // Nested roots: the innermost one wins.
    .sort((a, b) => a.inside.length - b.inside.length)[0];
  if (!containing)
    fail("manifest/schema-outside-roots", {
      path: request.schema,
      roots: roots.map((r) => `${r.name}: ${r.dir}`).join("; ") || "none of them resolve",
    });
  return {
    id,
    status,
    era: request.era ?? "modern",
    root: containing.root.name,
    schema: containing.inside.split(sep).join("/"),
    sha256,
  };
}

/** The manifest text with `entry` inserted at its canonical position; everything else unchanged. */
export function insertRevision(text: string, file: string, entry: NewRevisionEntry): string {
  const doc = parseDocument(text);
  const revisions = doc.get("revisions", true);
  if (!isSeq(revisions)) throw new Error(`${file} has no revisions list`);
  const list = revisions.items.map((item) =>
    (item as { toJSON(): { id: string; status: RevisionStatus } }).toJSON(),
  );
  const at = list.findIndex((other) => compareRevisions(entry, other) < 0);
  revisions.items.splice(at < 0 ? list.length : at, 0, doc.createNode({ ...entry }));
  return doc.toString({ lineWidth: 0 });
}

/** Insert the entry into the manifest file, re-validating the result before writing it. */
export function writeNewRevision(projectRoot: string, file: string, entry: NewRevisionEntry): void {
  const path = join(projectRoot, file);
  const text = insertRevision(readFileSync(path, "utf8"), file, entry);
  parseManifest(parseYaml(text, file));
  writeFileAtomic(path, text);
}
