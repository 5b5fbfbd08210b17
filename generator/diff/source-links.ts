/**
 * Where a report's rule ids and source locations link to, and which locations are files of this
 * repository (the only ones a GitHub annotation may name). Register lines link into the project;
 * schema lines of the "spec" root link to the upstream repository at the pinned commit. Other
 * roots, and a git ref's register ("origin/main:spec/errors.yaml"), get no link.
 */
import { existsSync, statSync } from "node:fs";
import { isAbsolute, join, normalize } from "node:path";
import type { ChangeLocation } from "./change.ts";
import { RULES_DOC_PATH } from "./rules-doc.ts";

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
  /**
   * Prefix for project files: a blob URL ("https://github.com/o/r/blob/<sha>/") in CI, else ""
   * for links relative to the repository root.
   */
  projectBase: string;
  /** The upstream spec repository and the commit its "spec" root is pinned to. */
  upstream?: { repository: string; commit: string };
}

export function createReportLinks(settings: LinkSettings): ReportLinks {
  const inRepository = (location: ChangeLocation) =>
    isPlainRelative(location.file) && settings.isProjectFile(location.file);
  return {
    rule: (id) => `${settings.projectBase}${RULES_DOC_PATH}#${id}`,
    inRepository,
    source(location) {
      if (inRepository(location)) return `${settings.projectBase}${location.file}#L${location.line}`;
      // A "spec" root path is written without a root prefix (see displayPath).
      if (
        settings.upstream &&
        isPlainRelative(location.file) &&
        /^https:\/\//.test(settings.upstream.repository)
      )
        return `${settings.upstream.repository.replace(/\/$/, "")}/blob/${settings.upstream.commit}/${location.file}#L${location.line}`;
      return undefined;
    },
  };
}

/** No root prefix ("prerelease:…"), no git ref ("HEAD:…"), no absolute path or "..". */
function isPlainRelative(file: string): boolean {
  return !file.includes(":") && !isAbsolute(file) && !normalize(file).startsWith("..");
}

/** Project files as they are on disk under `projectRoot`. */
export function projectFileTest(projectRoot: string): (file: string) => boolean {
  return (file) => {
    const path = join(projectRoot, file);
    return existsSync(path) && statSync(path).isFile();
  };
}

/**
 * Link settings for the CLI: blob URLs at the commit under review when GitHub Actions' variables
 * say which, else links relative to the repository root.
 */
export function linkSettingsFromEnv(
  projectRoot: string,
  env: Record<string, string | undefined>,
  upstream?: { repository: string; commit: string },
): LinkSettings {
  const server = env.GITHUB_SERVER_URL;
  const repository = env.GITHUB_REPOSITORY;
  const sha = env.GITHUB_SHA;
  const projectBase =
    server && repository && sha && /^[\w.-]+\/[\w.-]+$/.test(repository) && /^[0-9a-f]{7,64}$/.test(sha)
      ? `${server.replace(/\/$/, "")}/${repository}/blob/${sha}/`
      : "";
  return { isProjectFile: projectFileTest(projectRoot), projectBase, ...(upstream ? { upstream } : {}) };
}

/** Links that only know the rules document; for reports rendered without a project at hand. */
export const RELATIVE_LINKS: ReportLinks = createReportLinks({
  isProjectFile: (file) => file.startsWith("spec/") && !file.startsWith("spec/upstream"),
  projectBase: "",
});
