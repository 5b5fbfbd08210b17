import { GenError, diagnostic, fail, type Diagnostic } from "../diagnostics/gen-error.ts";
import { COMMIT_ID } from "../util/git.ts";
import { MAX_REVISION_ID_LENGTH, REVISION_ID, revisionIdClash } from "../model/names.ts";
import { suggest } from "../util/did-you-mean.ts";
import { readProjectFile } from "./read-schema.ts";
import { locate, parseYaml, type LocatedYaml, type YamlPath } from "../util/yaml-document.ts";
import { compareRevisions, type Manifest, type ManifestRevision, type SpecRootDef } from "./manifest.ts";

export const MANIFEST_PATH = "spec/revisions.yaml";

const REVISION_KEYS = new Set(["id", "status", "era", "root", "schema", "sha256", "upstreamCommit"]);
/** The manifest lists a few dozen revisions at most; 256 KB is generous. */
export const MAX_MANIFEST_BYTES = 256 * 1024;

const ROOT_NAME = /^[a-z][a-z0-9-]*$/;
const FLAG = /^--[a-z][a-z0-9-]*$/;
/** The project's own variables only: a root naming HOME would let citations read (and probe) any file under it. */
const ENV_NAME = /^MCP_[A-Z0-9_]+$/;
const REPOSITORY = /^https:\/\/[A-Za-z0-9.-]+(?::[0-9]+)?(?:\/[A-Za-z0-9._~-]+)+\/?$/;
/** A relative path of plain segments: none empty, none starting with a dot (so no "." or ".."). */
const RELATIVE_PATH = /^[A-Za-z0-9_@+][A-Za-z0-9._@+-]*(?:\/[A-Za-z0-9_@+][A-Za-z0-9._@+-]*)*$/;

export function loadManifest(projectRoot: string, file = MANIFEST_PATH): Manifest {
  const { text } = readProjectFile(projectRoot, file, MAX_MANIFEST_BYTES);
  return parseManifest(parseYaml(text, file));
}

/** Why a manifest id is not a usable revision id, or undefined. */
export function revisionIdProblem(id: string): { reason: string; clash?: string } | undefined {
  if (id.length > MAX_REVISION_ID_LENGTH)
    return { reason: `id is longer than ${MAX_REVISION_ID_LENGTH} characters` };
  if (!REVISION_ID.test(id))
    return {
      reason:
        "id must be lower-case letters and digits, joined by single '.' or '-' (such as 2027-01-15 or draft-2027-01-01)",
    };
  const clash = revisionIdClash(id);
  return clash ? { reason: `id clashes with ${clash}`, clash } : undefined;
}

type Raw = Record<string, unknown>;

export function parseManifest(yaml: LocatedYaml): Manifest {
  const problems: Diagnostic[] = [];
  const bad = (path: YamlPath, reason: string) => {
    problems.push(diagnostic("manifest/invalid", { reason }, locate(yaml, path)));
  };
  const doc = yaml.value as Raw | null;
  if (!doc || typeof doc !== "object")
    fail("manifest/invalid", { reason: "expected a mapping" }, { file: yaml.file });

  const upstream = doc.upstream as Raw | undefined;
  if (!upstream || typeof upstream !== "object" || Array.isArray(upstream))
    bad(["upstream"], "upstream needs string `repository` and `commit`");
  else {
    if (typeof upstream.repository !== "string" || !REPOSITORY.test(upstream.repository))
      bad(["upstream", "repository"], "upstream.repository must be an https:// URL of a git repository");
    if (typeof upstream.commit !== "string" || !COMMIT_ID.test(upstream.commit))
      bad(["upstream", "commit"], commitReason("upstream.commit", upstream.commit));
  }

  const roots: SpecRootDef[] = [];
  const rootsValue = (doc.roots ?? {}) as Record<string, Raw>;
  if (typeof rootsValue !== "object" || Array.isArray(rootsValue)) bad(["roots"], "roots must be a mapping");
  for (const [name, def] of Object.entries(typeof rootsValue === "object" ? rootsValue : {})) {
    const at = (key?: string) => (key ? ["roots", name, key] : ["roots", name]);
    if (!ROOT_NAME.test(name)) bad(at(), `root name "${name}" must be lower-case letters, digits and '-'`);
    else if (
      !def ||
      typeof def.env !== "string" ||
      typeof def.default !== "string" ||
      typeof def.flag !== "string"
    )
      bad(at(), `root "${name}" needs string \`flag\`, \`env\` and \`default\``);
    else if (!FLAG.test(def.flag)) bad(at("flag"), "flag must look like --name");
    else if (!ENV_NAME.test(def.env))
      bad(at("env"), "env must be an environment variable name of the project: MCP_ and then A-Z, 0-9 or _");
    else if (!RELATIVE_PATH.test(def.default))
      bad(at("default"), "default must be a relative path inside the project, without '..'");
    else {
      const { flag, env, default: dir } = def;
      const description = typeof def.description === "string" ? def.description : "";
      roots.push({ name, flag, env, default: dir, description, at: locate(yaml, at("default")) });
    }
  }
  if (!roots.some((r) => r.name === "spec")) bad(["roots"], 'a root named "spec" is required');

  const revisions: ManifestRevision[] = [];
  const list = doc.revisions;
  if (!Array.isArray(list)) bad(["revisions"], "revisions must be a list");
  const seen = new Set<string>();
  (Array.isArray(list) ? list : []).forEach((raw: Raw, i: number) => {
    const at = (key?: string) => (key ? ["revisions", i, key] : ["revisions", i]);
    if (!raw || typeof raw !== "object") return bad(at(), "each revision must be a mapping");
    for (const key of Object.keys(raw)) {
      if (REVISION_KEYS.has(key)) continue;
      const near = suggest(key, REVISION_KEYS);
      const reason = `unknown key "${key}"${near ? ` (did you mean "${near}"?)` : ""}`;
      problems.push(diagnostic("manifest/invalid", { reason }, locate(yaml, at(key), { key: true })));
    }
    const { id, status, era, root, schema, sha256, upstreamCommit } = raw;
    if (typeof id !== "string") return bad(at("id"), "id must be a string, such as 2027-01-15");
    const idProblem = revisionIdProblem(id);
    if (idProblem?.clash) {
      const clash = { what: "revision id", name: id, clash: idProblem.clash };
      return problems.push(diagnostic("manifest/reserved-name", clash, locate(yaml, at("id"))));
    }
    if (idProblem) return bad(at("id"), idProblem.reason);
    if (seen.has(id))
      problems.push(diagnostic("manifest/duplicate-revision", { revision: id }, locate(yaml, at("id"))));
    seen.add(id);
    if (status !== "final" && status !== "draft" && status !== "prerelease")
      return bad(at("status"), "status must be final, draft or prerelease");
    if (era !== "legacy" && era !== "modern") return bad(at("era"), "era must be legacy or modern");
    if (typeof root !== "string" || !roots.some((r) => r.name === root))
      return bad(at("root"), `root must name one of: ${roots.map((r) => r.name).join(", ")}`);
    if (typeof schema !== "string" || schema === "")
      return bad(at("schema"), "schema must be the path of the revision's schema.ts inside its root");
    if (!RELATIVE_PATH.test(schema))
      return bad(
        at("schema"),
        "schema must be a relative path inside its root: plain segments separated by '/', none starting with '.'",
      );
    if (!schema.endsWith(".ts")) return bad(at("schema"), "schema must name a TypeScript file (.ts)");
    if (typeof sha256 !== "string" || !/^[0-9a-fA-F]{64}$/.test(sha256))
      return bad(at("sha256"), "sha256 must be 64 hex digits");
    if (!/^[0-9a-f]{64}$/.test(sha256))
      return bad(at("sha256"), "sha256 must be written in lower-case hex (as sha256sum prints it)");
    if (
      upstreamCommit !== undefined &&
      (typeof upstreamCommit !== "string" || !COMMIT_ID.test(upstreamCommit))
    )
      return bad(at("upstreamCommit"), commitReason("upstreamCommit", upstreamCommit));
    // Every key was checked above; an unknown one has been reported.
    revisions.push({ ...(raw as unknown as ManifestRevision), line: locate(yaml, at()).line });
  });
  if (problems.length > 0) throw new GenError(problems);
  const { repository, commit } = upstream as { repository: string; commit: string };
  return {
    file: yaml.file,
    upstream: { repository, commit },
    roots: roots.sort((a, b) => (a.name < b.name ? -1 : 1)),
    revisions: revisions.sort(compareRevisions),
  };
}

function commitReason(field: string, value: unknown): string {
  if (typeof value !== "string") return `${field} must be a string of 40 hex digits (quote it in YAML)`;
  if (/^[0-9a-fA-F]{40}$/.test(value)) return `${field} must be written in lower-case hex`;
  return `${field} must be a full git commit id: 40 lower-case hex digits`;
}
