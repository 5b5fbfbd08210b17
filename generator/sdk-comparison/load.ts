/** spec/sdk-comparison.yaml: the points where mcp-errors and the official SDK v2 disagree. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { DiagnosticKind, DiagnosticParams } from "../diagnostics/catalogue.ts";
import { fail } from "../diagnostics/gen-error.ts";
import { parseYaml, locate, formatPath, type LocatedYaml, type YamlPath } from "../util/yaml-document.ts";
import { OUR_FACT_KEYS, type OurFactKey } from "./our-facts.ts";

export const COMPARISON_FILE = "spec/sdk-comparison.yaml";

export interface ComparisonPoint {
  id: string;
  title: string;
  sdk: string;
  /** Facts about the installed SDK, each observed by the probe it names. */
  observed: { probe: string; facts: Record<string, string | number | boolean> }[];
  ours: OurFactKey;
  choice: string;
  /** True where the spec does not settle the point, so our choice is the project's own. */
  silent: boolean;
  /** `at`: where the citation sits in the YAML file, for error messages. */
  cite: { source: string; quote: string; at: { file: string; line: number; column: number } }[];
}

export interface Comparison {
  packages: string[];
  points: ComparisonPoint[];
}

export function loadComparison(projectRoot: string): Comparison {
  const text = readFileSync(join(projectRoot, COMPARISON_FILE), "utf8");
  return readComparison(parseYaml(text, COMPARISON_FILE));
}

/** The typed comparison; a field of the wrong shape is a GenError located at its line. */
export function readComparison(yaml: LocatedYaml): Comparison {
  const wrong = (path: YamlPath, expected: string): never =>
    failAt(yaml, path, "sdk-comparison/wrong-type", { expected });
  const record = (value: unknown, path: YamlPath): Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : wrong(path, "a mapping");
  const list = (value: unknown, path: YamlPath): unknown[] =>
    Array.isArray(value) ? value : wrong(path, "a list");
  const text = (value: unknown, path: YamlPath): string =>
    typeof value === "string" && value.trim() !== "" ? value : wrong(path, "a non-empty string");

  const root = record(yaml.value, []);
  const sdk = record(root.sdk, ["sdk"]);
  const packages = list(sdk.packages, ["sdk", "packages"]).map((p, i) => text(p, ["sdk", "packages", i]));
  const ids = new Set<string>();
  const points = list(root.points, ["points"]).map((raw, i): ComparisonPoint => {
    const at = (...rest: (string | number)[]): YamlPath => ["points", i, ...rest];
    const point = record(raw, at());
    const id = text(point.id, at("id"));
    if (ids.has(id)) failAt(yaml, at("id"), "sdk-comparison/duplicate-id", { id });
    ids.add(id);
    const ours = text(point.ours, at("ours"));
    if (!(OUR_FACT_KEYS as readonly string[]).includes(ours))
      failAt(yaml, at("ours"), "sdk-comparison/unknown-fact", { fact: ours, known: OUR_FACT_KEYS });
    const silent = point.silent === undefined ? false : point.silent;
    if (typeof silent !== "boolean") wrong(at("silent"), "true or false");
    const cite = (point.cite === undefined ? [] : list(point.cite, at("cite"))).map((c, j) => {
      const entry = record(c, at("cite", j));
      return {
        source: text(entry.source, at("cite", j, "source")),
        quote: text(entry.quote, at("cite", j, "quote")),
        at: locate(yaml, at("cite", j, "source")),
      };
    });
    if (!silent && cite.length === 0) failAt(yaml, at(), "sdk-comparison/uncited", {});
    const observed = list(point.observed, at("observed")).map((o, j) => {
      const { probe, ...facts } = record(o, at("observed", j));
      for (const [key, value] of Object.entries(facts))
        if (!["string", "number", "boolean"].includes(typeof value))
          wrong(at("observed", j, key), "a string, number or boolean");
      return {
        probe: text(probe, at("observed", j, "probe")),
        facts: facts as Record<string, string | number | boolean>,
      };
    });
    if (observed.length === 0) failAt(yaml, at("observed"), "sdk-comparison/unobserved", {});
    return {
      id,
      title: text(point.title, at("title")),
      sdk: text(point.sdk, at("sdk")),
      observed,
      ours: ours as OurFactKey,
      choice: text(point.choice, at("choice")),
      silent: silent as boolean,
      cite,
    };
  });
  return { packages, points };
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
