/** spec/sdk-comparison.yaml: the points where mcp-errors and the official SDK v2 disagree. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { DiagnosticKind, DiagnosticParams } from "../diagnostics/catalogue.ts";
import { fail } from "../diagnostics/gen-error.ts";
import { parseYaml, locate, formatPath, type LocatedYaml, type YamlPath } from "../util/yaml-document.ts";
import { OUR_FACT_KEYS, type OurFactKey } from "./our-facts.ts";

export const COMPARISON_FILE = "spec/sdk-comparison.yaml";

// Each message completes sdk-comparison/wrong-type's "must be …".
const text = z.string({ error: "a non-empty string" }).refine((s) => s.trim() !== "", "a non-empty string");
const list = <T extends z.ZodType>(item: T) => z.array(item, { error: "a list" });
const mapping = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: "a mapping" });
const fact = z.union([z.string(), z.number(), z.boolean()], { error: "a string, number or boolean" });

/** A point's fields in the order they are checked, so the first problem reported is the first one read. */
const comparisonSchema = mapping({
  sdk: mapping({ packages: list(text) }),
  points: list(
    mapping({
      id: text,
      ours: text,
      /** True where the spec does not settle the point, so our choice is the project's own. */
      silent: z.boolean({ error: "true or false" }).default(false),
      cite: list(mapping({ source: text, quote: text })).default([]),
      /** Facts about the installed SDK, each observed by the probe it names. */
      observed: list(mapping({ probe: text }).catchall(fact)),
      title: text,
      sdk: text,
      choice: text,
    }),
  ),
});

export type Comparison = ReturnType<typeof readComparison>;

export function loadComparison(projectRoot: string): Comparison {
  const text = readFileSync(join(projectRoot, COMPARISON_FILE), "utf8");
  return readComparison(parseYaml(text, COMPARISON_FILE));
}

/** The project's comparison, or undefined for a project without one (a scratch copy of the inputs). */
export function loadComparisonIfAny(projectRoot: string): Comparison | undefined {
  return existsSync(join(projectRoot, COMPARISON_FILE)) ? loadComparison(projectRoot) : undefined;
}

/** The typed comparison; the first problem is a GenError located at its line. */
export function readComparison(yaml: LocatedYaml) {
  const parsed = comparisonSchema.safeParse(yaml.value);
  if (!parsed.success) {
    const [{ path, message }] = parsed.error.issues as [z.core.$ZodIssue];
    return failAt(yaml, path as YamlPath, "sdk-comparison/wrong-type", { expected: message });
  }
  const ids = new Set<string>();
  const points = parsed.data.points.map((point, i) => {
    const at = (...rest: (string | number)[]): YamlPath => ["points", i, ...rest];
    const { id, ours } = point;
    if (ids.has(id)) failAt(yaml, at("id"), "sdk-comparison/duplicate-id", { id });
    ids.add(id);
    if (!(OUR_FACT_KEYS as readonly string[]).includes(ours))
      failAt(yaml, at("ours"), "sdk-comparison/unknown-fact", { fact: ours, known: OUR_FACT_KEYS });
    if (!point.silent && point.cite.length === 0) failAt(yaml, at(), "sdk-comparison/uncited", {});
    if (point.observed.length === 0) failAt(yaml, at("observed"), "sdk-comparison/unobserved", {});
    return {
      ...point,
      ours: ours as OurFactKey,
      observed: point.observed.map(({ probe, ...facts }) => ({ probe, facts })),
      /** `at`: where the citation sits in the YAML file, for error messages. */
      cite: point.cite.map((c, j) => ({ ...c, at: locate(yaml, at("cite", j, "source")) })),
    };
  });
  return { packages: parsed.data.sdk.packages, points };
}

/** Throws `kind` located at `path`, which its message names too. */
function failAt<K extends DiagnosticKind>(
  yaml: LocatedYaml,
  path: YamlPath,
  kind: K,
  params: Omit<DiagnosticParams<K>, "path">,
): never {
  return fail(kind, { ...params, path: formatPath(path) } as DiagnosticParams<K>, locate(yaml, path));
}
