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
import { surfaceSchema, type PackageSurface } from "./surface.ts";

export const BASELINE_PATH = "spec/release/baseline.json";

const line = z.union([z.string(), z.array(z.union([z.string(), z.object({ code: z.string() })]))]);
/** An entry's item; one recorded before items named their scope once is a line of its own. */
const item = z.union([
  z.object({ scope: z.string().nullable(), lines: z.array(line) }),
  line.transform((said) => ({ scope: null, lines: [said] })),
]);
const entryShape = z.object({
  version: z.string(),
  sections: z.array(z.object({ title: z.string(), items: z.array(item) })),
}) satisfies z.ZodType<ChangelogEntry, unknown>;

const recordShape = z.object({
  version: z.string(),
  /** Undefined before the first release (a file always has one). */
  surface: z.custom<PackageSurface | undefined>((value) => surfaceSchema.safeParse(value).success),
  /** Newest first. */
  history: z.array(entryShape),
});

export type ReleaseRecord = z.infer<typeof recordShape>;

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
  const reason = "it needs a version, a history, and a surface with signatures and transport failures";
  return recordShape.safeParse(record).data ?? invalid(reason);
}

/** Records a release: its surface becomes the baseline, its entry the top of the history. */
export function writeReleaseRecord(projectRoot: string, record: ReleaseRecord): void {
  writeFileAtomic(projectRoot, BASELINE_PATH, stableJson(record));
}
