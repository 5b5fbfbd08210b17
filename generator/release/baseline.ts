/**
 * spec/release/baseline.json, the last release: its version, its surface and the changelog so far.
 * Committed, so the next version is a function of the working tree; only `release` writes it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
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

const recordShape = z.object({
  version: z.string(),
  surface: z.custom<PackageSurface>((value) => typeof value === "object" && value !== null),
  history: z.array(z.custom<ChangelogEntry>()),
});

export function loadReleaseRecord(projectRoot: string): ReleaseRecord {
  // A project that has never released (a scratch copy, the benchmarks' synthetic projects) is at
  // the generator's version with nothing to compare; `release` records its first baseline.
  if (!existsSync(join(projectRoot, BASELINE_PATH)))
    return { version: generatorVersion(), surface: undefined, history: [] };
  const invalid = (reason: string): never =>
    fail("release/baseline-invalid", { path: BASELINE_PATH, reason }, { file: BASELINE_PATH });
  const { text } = readProjectFile(projectRoot, BASELINE_PATH);
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (error) {
    return invalid((error as Error).message);
  }
  return recordShape.safeParse(record).data ?? invalid("it needs a version, a surface and a history");
}

/** Records a release: its surface becomes the baseline, its entry the top of the history. */
export function writeReleaseRecord(projectRoot: string, record: ReleaseRecord): void {
  writeFileAtomic(projectRoot, BASELINE_PATH, stableJson(record));
}
