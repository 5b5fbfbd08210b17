import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fail, GenError, diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import { suggest } from "../register/did-you-mean.ts";
import { locate, parseYaml, type LocatedYaml } from "../util/yaml-document.ts";
import { compareRevisions, type Manifest, type ManifestRevision, type SpecRootDef } from "./manifest.ts";

export const MANIFEST_PATH = "spec/revisions.yaml";

const REVISION_KEYS = new Set(["id", "status", "era", "root", "schema", "sha256", "upstreamCommit"]);
export const ID_PATTERN = /^[a-z0-9][a-z0-9.-]*$/;

export function loadManifest(projectRoot: string, file = MANIFEST_PATH): Manifest {
  let text: string;
  try {
    text = readFileSync(join(projectRoot, file), "utf8");
  } catch (error) {
    fail("spec/file-unreadable", { path: file, reason: (error as Error).message }, { file });
  }
  return parseManifest(parseYaml(text, file));
}

export function parseManifest(yaml: LocatedYaml): Manifest {
  const problems: Diagnostic[] = [];
  const bad = (path: (string | number)[], reason: string) =>
    problems.push(diagnostic("manifest/invalid", { reason }, locate(yaml, path)));
  const doc = yaml.value as Record<string, unknown> | null;
  if (!doc || typeof doc !== "object")
    fail("manifest/invalid", { reason: "expected a mapping" }, { file: yaml.file });

  const upstream = doc.upstream as Record<string, unknown> | undefined;
  if (!upstream || typeof upstream.repository !== "string" || typeof upstream.commit !== "string")
    bad(["upstream"], "upstream needs string `repository` and `commit`");

  const roots: SpecRootDef[] = [];
  const rootsValue = (doc.roots ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, def] of Object.entries(rootsValue)) {
    if (
      !def ||
      typeof def.env !== "string" ||
      typeof def.default !== "string" ||
      typeof def.flag !== "string"
    ) {
      bad(["roots", name], `root "${name}" needs string \`flag\`, \`env\` and \`default\``);
      continue;
    }
    roots.push({
      name,
      flag: def.flag,
      env: def.env,
      default: def.default,
      description: typeof def.description === "string" ? def.description : "",
    });
  }
  if (!roots.some((r) => r.name === "spec")) bad(["roots"], 'a root named "spec" is required');

  const revisions: ManifestRevision[] = [];
  const list = doc.revisions;
  if (!Array.isArray(list)) bad(["revisions"], "revisions must be a list");
  const seen = new Set<string>();
  (Array.isArray(list) ? list : []).forEach((raw: Record<string, unknown>, i: number) => {
    const at = (key?: string) => (key ? ["revisions", i, key] : ["revisions", i]);
    if (!raw || typeof raw !== "object") return bad(at(), "each revision must be a mapping");
    for (const key of Object.keys(raw)) {
      if (REVISION_KEYS.has(key)) continue;
      const near = suggest(key, REVISION_KEYS);
      const reason = `unknown key "${key}"${near ? ` (did you mean "${near}"?)` : ""}`;
      problems.push(diagnostic("manifest/invalid", { reason }, locate(yaml, at(key), { key: true })));
    }
    const { id, status, era, root, schema, sha256, upstreamCommit } = raw;
    if (typeof id !== "string" || !ID_PATTERN.test(id))
      return bad(at("id"), "id must be a lowercase revision id");
    if (seen.has(id))
      problems.push(diagnostic("manifest/duplicate-revision", { revision: id }, locate(yaml, at("id"))));
    seen.add(id);
    if (status !== "final" && status !== "draft" && status !== "prerelease")
      return bad(at("status"), "status must be final, draft or prerelease");
    if (era !== "legacy" && era !== "modern") return bad(at("era"), "era must be legacy or modern");
    if (typeof root !== "string" || !roots.some((r) => r.name === root))
      return bad(at("root"), `root must name one of: ${roots.map((r) => r.name).join(", ")}`);
    if (typeof schema !== "string" || schema.startsWith("/") || schema.split("/").includes(".."))
      return bad(at("schema"), "schema must be a path inside its root");
    if (typeof sha256 !== "string" || !/^[0-9a-f]{64}$/.test(sha256))
      return bad(at("sha256"), "sha256 must be 64 hex digits");
    revisions.push({
      id,
      status,
      era,
      root,
      schema,
      sha256,
      ...(typeof upstreamCommit === "string" ? { upstreamCommit } : {}),
      line: locate(yaml, at()).line,
    });
  });
  if (problems.length > 0) throw new GenError(problems);
  revisions.sort(compareRevisions);
  return {
    file: yaml.file,
    upstream: { repository: String(upstream?.repository), commit: String(upstream?.commit) },
    roots: roots.sort((a, b) => (a.name < b.name ? -1 : 1)),
    revisions,
  };
}
