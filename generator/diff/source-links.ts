/**
 * Where a report's rule ids and source locations link to, and which locations are files of this
 * repository (the only ones a GitHub annotation may name). Register lines link into the project;
 * schema lines of the "spec" root link to the upstream repository at the pinned commit. Other
 * roots ("prerelease:…") and a git ref's register ("origin/main:spec/errors.yaml") get no link.
 */
import { existsSync, statSync } from "node:fs";
import { isAbsolute, join, normalize } from "node:path";
import type { ChangeLocation } from "./report.ts";

export const RULES_DOC_PATH = "docs/diff-rules.md";

export interface ReportLinks {
  rule(id: string): string;
  /** A link to the location's line, or undefined when there is none to give. */
  source(location: ChangeLocation): string | undefined;
  /** Whether the location names a file of this repository. */
  inRepository(location: ChangeLocation): boolean;
}

export interface LinkSettings {
  /** Whether a project-relative path is a file of the repository. */
  isProjectFile: (file: string) => boolean;
  /** Prefix for project files: a blob URL ("https://github.com/o/r/blob/<sha>/") in CI, else "". */
  projectBase: string;
  /** The upstream spec repository and the commit its "spec" root is pinned to. */
  upstream?: { repository: string; commit: string };
}

export function createReportLinks(settings: LinkSettings): ReportLinks {
  // No root prefix ("prerelease:…"), no git ref ("HEAD:…"), no absolute path or "..".
  const plain = (file: string) =>
    !file.includes(":") && !isAbsolute(file) && !normalize(file).startsWith("..");
  const inRepository = (location: ChangeLocation) =>
    plain(location.file) && settings.isProjectFile(location.file);
  const upstream = settings.upstream;
  return {
    rule: (id) => `${settings.projectBase}${RULES_DOC_PATH}#${id}`,
    inRepository,
    source(location) {
      const path = `${location.file}#L${location.line}`;
      if (inRepository(location)) return `${settings.projectBase}${path}`;
      // A "spec" root path is written without a root prefix.
      if (upstream && plain(location.file) && /^https:\/\//.test(upstream.repository))
        return `${upstream.repository.replace(/\/$/, "")}/blob/${upstream.commit}/${path}`;
      return undefined;
    },
  };
}

/**
 * Link settings for the CLI: blob URLs at the commit under review when GitHub Actions' variables
 * say which, else links relative to the repository root; project files as they are on disk.
 */
export function linkSettingsFromEnv(
  projectRoot: string,
  env: Record<string, string | undefined>,
  upstream?: { repository: string; commit: string },
): LinkSettings {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = env;
  const valid = repository && sha && /^[\w.-]+\/[\w.-]+$/.test(repository) && /^[0-9a-f]{7,64}$/.test(sha);
  return {
    isProjectFile: (file) =>
      existsSync(join(projectRoot, file)) && statSync(join(projectRoot, file)).isFile(),
    projectBase: server && valid ? `${server.replace(/\/$/, "")}/${repository}/blob/${sha}/` : "",
    ...(upstream ? { upstream } : {}),
  };
}

/** Links that only know the rules document; for reports rendered without a project at hand. */
export const RELATIVE_LINKS: ReportLinks = createReportLinks({
  isProjectFile: (file) => file.startsWith("spec/") && !file.startsWith("spec/upstream"),
  projectBase: "",
});
