/** spec/revisions.yaml as data: which revisions exist, where their schema lives, and its pinned hash. */
import type { Era, RevisionStatus } from "../model/merged-model.ts";

export interface SpecRootDef {
  name: string;
  flag: string;
  env: string;
  /** Relative to the project root. */
  default: string;
  description: string;
  /** Position of `default` in the manifest (spec:sync refuses a default it does not own there). */
  at: { line: number; column: number };
}

export interface ManifestRevision {
  id: string;
  status: RevisionStatus;
  era: Era;
  root: string;
  /** Relative to the root. */
  schema: string;
  sha256: string;
  upstreamCommit?: string;
  /** Position of the entry in spec/revisions.yaml. */
  line: number;
}

export interface Manifest {
  file: string;
  upstream: { repository: string; commit: string };
  roots: SpecRootDef[];
  /** In canonical order (see compareRevisions), whatever order the file lists them in. */
  revisions: ManifestRevision[];
}

const STATUS_RANK: Record<RevisionStatus, number> = { final: 0, prerelease: 1, draft: 2 };

/** Canonical order: finals oldest first, then pre-release snapshots by date, then drafts. */
export function compareRevisions(
  a: Pick<ManifestRevision, "id" | "status">,
  b: Pick<ManifestRevision, "id" | "status">,
): number {
  return STATUS_RANK[a.status] - STATUS_RANK[b.status] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** How a schema path is shown in locations: root-prefixed unless the root is "spec". */
export function displayPath(root: string, path: string): string {
  return root === "spec" ? path : `${root}:${path}`;
}
