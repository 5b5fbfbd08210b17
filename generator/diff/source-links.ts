/**
 * Where a report's rule ids and source locations link to, and which locations are files of this
 * repository (the only ones a GitHub annotation may name). Register lines link into the project;
 * schema lines of the "spec" root link to the upstream repository at the pinned commit. Other
 * roots ("prerelease:…") and a git ref's register ("origin/main:spec/errors.yaml") get no link.
 */
import { isAbsolute, normalize } from "node:path";
import type { ChangeLocation } from "./locations.ts";

export const RULES_DOC_PATH = "docs/diff-rules.md";

export interface ReportLinks {
  /** Whether a project-relative path is a file of the repository. */
  isProjectFile: (file: string) => boolean;
  /** Prefix for project files: a blob URL ("https://github.com/o/r/blob/<sha>/") in CI, else "". */
  projectBase: string;
  /** The upstream spec repository and the commit its "spec" root is pinned to. */
  upstream?: { repository: string; commit: string };
}

/** Links that only know the rules document; for reports rendered without a project at hand. */
export const RELATIVE_LINKS: ReportLinks = {
  isProjectFile: (file) => file.startsWith("spec/") && !file.startsWith("spec/upstream"),
  projectBase: "",
};

export function ruleLink(links: ReportLinks, id: string): string {
  return `${links.projectBase}${RULES_DOC_PATH}#${id}`;
}

export function inRepository(links: ReportLinks, location: ChangeLocation): boolean {
  return isPlain(location.file) && links.isProjectFile(location.file);
}

/** A link to the location's line, or undefined when there is none to give. */
export function sourceLink(links: ReportLinks, location: ChangeLocation): string | undefined {
  const path = `${location.file}#L${location.line}`;
  if (inRepository(links, location)) return `${links.projectBase}${path}`;
  const upstream = links.upstream;
  // A "spec" root path is written without a root prefix.
  if (upstream && isPlain(location.file) && /^https:\/\//.test(upstream.repository))
    return `${upstream.repository.replace(/\/$/, "")}/blob/${upstream.commit}/${path}`;
  return undefined;
}

/** No root prefix ("prerelease:…"), no git ref ("HEAD:…"), no absolute path or "..". */
function isPlain(file: string): boolean {
  return !file.includes(":") && !isAbsolute(file) && !normalize(file).startsWith("..");
}
