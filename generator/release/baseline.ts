/**
 * Where the last release lives: spec/release/baseline.json holds its version, its public surface
 * and the changelog entries released so far, newest first. It is committed, so the next version
 * and changelog are a function of the working tree: `gen` is deterministic and `gen --check`
 * compares against the same thing on every machine. `release` (without --dry-run) is the only writer.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";
import { readProjectFile } from "../inputs/read-schema.ts";
import { generatorVersion, writeFileAtomic } from "../util/files.ts";
import { stableJson } from "../util/stable-json.ts";
import type { ChangelogEntry } from "./plan-release.ts";
import type { PackageSurface } from "./surface.ts";

export const BASELINE_PATH = "spec/release/baseline.json";

export interface ReleaseRecord {
  version: string;
  /** Undefined before the first release. */
  surface: PackageSurface | undefined;
  /** Newest first. */
  history: ChangelogEntry[];
}

export function loadReleaseRecord(projectRoot: string): ReleaseRecord {
  // A project that has never released (a scratch copy, the benchmarks' synthetic projects) is at
  // the generator's version with nothing to compare; `release` records its first baseline.
  if (!existsSync(join(projectRoot, BASELINE_PATH)))
    return { version: generatorVersion(), surface: undefined, history: [] };
  const invalid = (reason: string): never =>
    fail("release/baseline-invalid", { path: BASELINE_PATH, reason }, { file: BASELINE_PATH });
  const { text } = readProjectFile(projectRoot, BASELINE_PATH);
  let record: Partial<ReleaseRecord>;
  try {
    record = JSON.parse(text) as Partial<ReleaseRecord>;
  } catch (error) {
    return invalid((error as Error).message);
  }
  const { version, surface, history } = record;
  if (
    typeof version !== "string" ||
    typeof surface !== "object" ||
    surface === null ||
    !Array.isArray(history)
  )
    return invalid("it needs a version, a surface and a history");
  return { version, surface, history };
}

/** Records a release: its surface becomes the baseline, its entry the top of the history. */
export function writeReleaseRecord(projectRoot: string, record: ReleaseRecord): void {
  writeFileAtomic(projectRoot, BASELINE_PATH, stableJson(record));
}
