/**
 * Where the last release lives: spec/release/baseline.json holds its version, its public surface
 * and the changelog entries released so far, newest first. It is committed, so the next version and changelog are a function of the working tree: `gen` is
 * deterministic and `gen --check` compares against the same thing on every machine. `release`
 * (without --dry-run) is the only writer.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";
import { readProjectFile } from "../inputs/read-schema.ts";
import { writeFileAtomic } from "../util/write-file-atomic.ts";
import { generatorVersion } from "../util/generator-root.ts";
import { stableJson } from "../util/stable-json.ts";
import type { ChangelogEntry, ReleaseBaseline } from "./plan-release.ts";

export const BASELINE_PATH = "spec/release/baseline.json";

export interface ReleaseRecord extends Omit<ReleaseBaseline, "surface"> {
  /** Undefined before the first release. */
  surface: ReleaseBaseline["surface"] | undefined;
  /** Released changelog entries, newest first. */
  history: ChangelogEntry[];
}

export function loadReleaseRecord(projectRoot: string): ReleaseRecord {
  const path = join(projectRoot, BASELINE_PATH);
  // A project that has never released (a scratch copy, the benchmarks' synthetic projects) is at
  // the generator's version with nothing to compare; `release` records its first baseline.
  if (!existsSync(path)) return { version: generatorVersion(), surface: undefined, history: [] };
  const { text } = readProjectFile(projectRoot, BASELINE_PATH);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return fail(
      "release/baseline-invalid",
      { path: BASELINE_PATH, reason: (error as Error).message },
      { file: BASELINE_PATH },
    );
  }
  const record = parsed as Partial<ReleaseRecord>;
  if (
    typeof record.version !== "string" ||
    typeof record.surface !== "object" ||
    record.surface === null ||
    !Array.isArray(record.history)
  )
    fail(
      "release/baseline-invalid",
      { path: BASELINE_PATH, reason: "it needs a version, a surface and a history" },
      { file: BASELINE_PATH },
    );
  return {
    version: record.version,
    surface: record.surface as ReleaseBaseline["surface"],
    history: record.history,
  };
}

/** Records a release: its surface becomes the baseline, its entry the top of the history. */
export function writeReleaseRecord(projectRoot: string, record: ReleaseRecord): void {
  writeFileAtomic(projectRoot, BASELINE_PATH, stableJson(record));
}
