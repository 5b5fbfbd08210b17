/**
 * spec/revisions.yaml, defined once: the revisions, where each schema lives, its pinned hash. Each message
 * says what a field must be. The grammars are security checks (docs/security.md): commits, the repository
 * and paths reach git and the file system, and a root's variable names say where a citation may read.
 */
import { z } from "zod";
import { COMMIT_ID } from "../util/git.ts";
import { MAX_REVISION_ID_LENGTH, REVISION_ID } from "../model/names.ts";
import { clashOfRevisionId } from "../model/target-names.ts";

/** A string of `pattern`'s form; `message` is the reason for any other value. */
const form = (pattern: RegExp, message: string) =>
  z.string({ error: message }).regex(pattern, { error: message, abort: true });

const commit = (field: string) =>
  z
    .string({ error: `${field} must be a string of 40 hex digits (quote it in YAML)` })
    .regex(/^[0-9a-fA-F]{40}$/, {
      error: `${field} must be a full git commit id: 40 lower-case hex digits`,
      abort: true,
    })
    .regex(COMMIT_ID, `${field} must be written in lower-case hex`);

/** A relative path of plain segments: none empty, none starting with a dot (so no "." or ".."). */
const RELATIVE_PATH = /^[A-Za-z0-9_@+][A-Za-z0-9._@+-]*(?:\/[A-Za-z0-9_@+][A-Za-z0-9._@+-]*)*$/;

/** Why a manifest id is not a usable revision id, or undefined. */
export function revisionIdProblem(id: string): { reason: string; clash?: string } | undefined {
  if (id.length > MAX_REVISION_ID_LENGTH)
    return { reason: `id is longer than ${MAX_REVISION_ID_LENGTH} characters` };
  if (!REVISION_ID.test(id))
    return {
      reason:
        "id must be lower-case letters and digits, joined by single '.' or '-' (such as 2027-01-15 or draft-2027-01-01)",
    };
  const clash = clashOfRevisionId(id);
  return clash ? { reason: `id clashes with ${clash}`, clash } : undefined;
}

const revisionId = z.string({ error: "id must be a string, such as 2027-01-15" }).superRefine((id, ctx) => {
  const problem = revisionIdProblem(id);
  if (problem) ctx.addIssue({ code: "custom", message: problem.reason, params: { clash: problem.clash } });
});

const revisionSchema = z.strictObject({
  id: revisionId,
  status: z.enum(["final", "draft", "prerelease"], { error: "status must be final, draft or prerelease" }),
  era: z.enum(["legacy", "modern"], { error: "era must be legacy or modern" }),
  /** One of the manifest's roots. */
  root: z.string({ error: "root must name one of the manifest's roots" }),
  /** Relative to the root. */
  schema: z
    .string({ error: "schema must be the path of the revision's schema.ts inside its root" })
    .min(1, { error: "schema must be the path of the revision's schema.ts inside its root", abort: true })
    .regex(RELATIVE_PATH, {
      error:
        "schema must be a relative path inside its root: plain segments separated by '/', none starting with '.'",
      abort: true,
    })
    .endsWith(".ts", "schema must name a TypeScript file (.ts)"),
  sha256: form(/^[0-9a-fA-F]{64}$/, "sha256 must be 64 hex digits").regex(
    /^[0-9a-f]{64}$/,
    "sha256 must be written in lower-case hex (as sha256sum prints it)",
  ),
  upstreamCommit: commit("upstreamCommit").optional(),
});

const rootSchema = z.object({
  flag: form(/^--[a-z][a-z0-9-]*$/, "flag must look like --name"),
  /** The project's own variables only: a root naming HOME would let citations read any file under it. */
  env: form(
    /^MCP_[A-Z0-9_]+$/,
    "env must be an environment variable name of the project: MCP_ and then A-Z, 0-9 or _",
  ),
  /** Relative to the project root. */
  default: form(RELATIVE_PATH, "default must be a relative path inside the project, without '..'"),
  description: z.string({ error: "description must be a string" }).default(""),
});

export const manifestSchema = z.object(
  {
    upstream: z.object(
      {
        repository: form(
          /^https:\/\/[A-Za-z0-9.-]+(?::[0-9]+)?(?:\/[A-Za-z0-9._~-]+)+\/?$/,
          "upstream.repository must be an https:// URL of a git repository",
        ),
        commit: commit("upstream.commit"),
      },
      { error: "upstream needs string `repository` and `commit`" },
    ),
    roots: z.record(
      z.string().regex(/^[a-z][a-z0-9-]*$/, {
        error: (issue) =>
          `root name ${JSON.stringify(issue.input)} must be lower-case letters, digits and '-'`,
      }),
      rootSchema,
      { error: "roots must be a mapping" },
    ),
    revisions: z.array(revisionSchema, { error: "revisions must be a list" }),
  },
  { error: "expected a mapping" },
);

export type SpecRootDef = z.infer<typeof rootSchema> & {
  name: string;
  /** Position of `default` in the manifest (spec:sync refuses a default it does not own there). */
  at: { line: number; column: number };
};

export type ManifestRevision = z.infer<typeof revisionSchema> & {
  /** Position of the entry in spec/revisions.yaml. */
  line: number;
};

/** Roots by name; revisions in canonical order (see compareRevisions), whatever order the file has. */
export type Manifest = Pick<z.infer<typeof manifestSchema>, "upstream"> & {
  file: string;
  roots: SpecRootDef[];
  revisions: ManifestRevision[];
};

const STATUS_RANK: Record<ManifestRevision["status"], number> = { final: 0, prerelease: 1, draft: 2 };

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
