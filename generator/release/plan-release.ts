/**
 * The next release of mcp-errors, from the last release's surface and the current one: the
 * version (semver, with the 0.x convention below) and the changelog entry, both from the same
 * surface comparison.
 *
 * Before 1.0.0, as npm's caret ranges read versions (^0.1.0 means >=0.1.0 <0.2.0): a breaking
 * change bumps the minor number (0.1.0 -> 0.2.0) and anything else the patch number
 * (0.1.0 -> 0.1.1). From 1.0.0 on: breaking -> major, additions -> minor, wording -> patch.
 */
import { markdownItem } from "../emit/template-helpers.ts";
import {
  compareSurfaces,
  highestImpact,
  type ChangelogItem,
  type Impact,
  type SurfaceChange,
} from "./compare-surface.ts";
import type { PackageSurface } from "./surface.ts";

export interface ReleaseBaseline {
  /** The version of the last release. */
  version: string;
  /** Its public surface. */
  surface: PackageSurface;
}

export interface ReleasePlan {
  /** The last release's version. */
  previous: string;
  /** The version generated/package.json carries: `previous` when nothing changed. */
  version: string;
  impact?: Impact;
  changes: SurfaceChange[];
  /** The changelog entry for `version`, or undefined when nothing changed. */
  entry?: ChangelogEntry;
}

export interface ChangelogEntry {
  version: string;
  sections: { title: string; items: ChangelogItem[] }[];
}

const SECTION_TITLES: Record<Impact, string> = {
  major: "Breaking changes",
  minor: "Added",
  patch: "Wording",
};

/** Without a baseline surface (nothing released yet) nothing has changed. */
export function planRelease(
  baseline: { version: string; surface: PackageSurface | undefined },
  surface: PackageSurface,
): ReleasePlan {
  const changes = baseline.surface ? compareSurfaces(baseline.surface, surface) : [];
  const impact = highestImpact(changes);
  if (impact === undefined) return { previous: baseline.version, version: baseline.version, changes };
  const version = nextVersion(baseline.version, impact);
  const sections = (["major", "minor", "patch"] as const)
    .map((i) => ({
      title: SECTION_TITLES[i],
      items: changes.filter((c) => c.impact === i).map((c) => c.text),
    }))
    .filter((s) => s.items.length > 0);
  return { previous: baseline.version, version, impact, changes, entry: { version, sections } };
}

export function nextVersion(version: string, impact: Impact): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`release version ${JSON.stringify(version)} is not major.minor.patch`);
  const [major, minor, patch] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (major === 0) return impact === "major" ? `0.${minor + 1}.0` : `0.${minor}.${patch + 1}`;
  if (impact === "major") return `${major + 1}.0.0`;
  if (impact === "minor") return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** The entry as markdown, as CHANGELOG.md and `release --dry-run` show it. */
export function renderEntry(entry: ChangelogEntry): string {
  const lines = [`## ${entry.version}`];
  for (const section of entry.sections)
    lines.push("", `### ${section.title}`, "", ...section.items.map((i) => `- ${markdownItem(i)}`));
  return lines.join("\n") + "\n";
}
