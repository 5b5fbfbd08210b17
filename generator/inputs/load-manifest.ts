/**
 * spec/revisions.yaml -> Manifest by manifest.ts's definition, every problem a diagnostic at its YAML
 * position; then what spans entries (duplicate ids, each revision's root, the "spec" root).
 */
import type { z } from "zod";
import { GenError, diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import { formatPath, locate, parseYaml, type LocatedYaml, type YamlPath } from "../util/yaml-document.ts";
import { shapeIssues, valueAt } from "../util/zod-paths.ts";
import { readProjectFile } from "./read-schema.ts";
import { RevisionNamesTaken } from "../model/target-names.ts";
import { compareRevisions, manifestSchema, type Manifest } from "./manifest.ts";

export const MANIFEST_PATH = "spec/revisions.yaml";

/** The manifest lists a few dozen revisions at most; 256 KB is generous. */
export const MAX_MANIFEST_BYTES = 256 * 1024;

export function loadManifest(projectRoot: string, file = MANIFEST_PATH): Manifest {
  const { text } = readProjectFile(projectRoot, file, MAX_MANIFEST_BYTES);
  return parseManifest(parseYaml(text, file));
}

export function parseManifest(yaml: LocatedYaml): Manifest {
  const result = manifestSchema.safeParse(yaml.value);
  if (!result.success) throw new GenError(shapeProblems(yaml, result.error.issues));

  const problems: Diagnostic[] = [];
  const { upstream, roots: rootMap, revisions: list } = result.data;
  const roots = Object.entries(rootMap).map(([name, def]) => {
    return { name, ...def, at: locate(yaml, ["roots", name, "default"]) };
  });
  if (!roots.some((r) => r.name === "spec"))
    problems.push(invalid(yaml, ["roots"], 'a root named "spec" is required'));
  const seen = new Set<string>();
  const names = new RevisionNamesTaken();
  const revisions = list.map((revision, i) => {
    const at = locate(yaml, ["revisions", i, "id"]);
    if (seen.has(revision.id))
      problems.push(diagnostic("manifest/duplicate-revision", { revision: revision.id }, at));
    else {
      const clash = names.claim(revision.id);
      if (clash)
        problems.push(diagnostic("manifest/revision-name-clash", { revision: revision.id, ...clash }, at));
    }
    seen.add(revision.id);
    if (!Object.hasOwn(rootMap, revision.root)) {
      const reason = `root must name one of: ${roots.map((r) => r.name).join(", ")}`;
      problems.push(invalid(yaml, ["revisions", i, "root"], reason));
    }
    return { ...revision, line: locate(yaml, ["revisions", i]).line };
  });
  if (problems.length > 0) throw new GenError(problems);
  return {
    file: yaml.file,
    upstream,
    roots: roots.sort((a, b) => (a.name < b.name ? -1 : 1)),
    revisions: revisions.sort(compareRevisions),
  };
}

function invalid(yaml: LocatedYaml, path: YamlPath, reason: string, key = false): Diagnostic {
  return diagnostic("manifest/invalid", { reason }, locate(yaml, path, { key }));
}

/** Zod's issues as diagnostics: the definition's message at the value, the key, or the mapping at fault. */
function shapeProblems(yaml: LocatedYaml, zodIssues: readonly z.core.$ZodIssue[]): Diagnostic[] {
  const { unknown, issues } = shapeIssues(manifestSchema, yaml.value, zodIssues);
  const problems = unknown.map(({ path, key, suggestion }) => {
    const reason = `unknown key "${key}"${suggestion ? ` (did you mean "${suggestion}"?)` : ""}`;
    return invalid(yaml, [...path, key], reason, true);
  });
  for (const { issue, path, at, message } of issues) {
    const clash = issue.code === "custom" ? (issue.params?.clash as string | undefined) : undefined;
    // A root name: the reason is the key definition's own message.
    if (at === "key") problems.push(invalid(yaml, path, message, true));
    else if (clash) {
      const params = { what: "revision id", name: String(valueAt(yaml.value, path)), clash };
      problems.push(diagnostic("manifest/reserved-name", params, locate(yaml, path)));
    } else if (at === "missing") {
      const parent = path.slice(0, -1);
      const where = parent.length > 0 ? ` in ${formatPath(parent)}` : "";
      problems.push(invalid(yaml, parent, `missing "${String(path.at(-1))}"${where}: ${message}`));
    } else problems.push(invalid(yaml, path, message));
  }
  return problems;
}
