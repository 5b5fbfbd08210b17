/** spec/sdk-comparison.yaml: the points where mcp-errors and the official SDK v2 disagree. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseYaml, locate, formatPath, type LocatedYaml, type YamlPath } from "../util/yaml-document.ts";
import { OUR_FACT_KEYS, type OurFactKey } from "./our-facts.ts";

export const COMPARISON_FILE = "spec/sdk-comparison.yaml";

export interface SpecCitation {
  source: string;
  quote: string;
  /** Where the citation sits in the YAML file, for error messages. */
  at: { file: string; line: number; column: number };
}

/** One fact about the installed SDK, observed by the probe it names. */
export interface Observation {
  probe: string;
  facts: Record<string, string | number | boolean>;
}

export interface ComparisonPoint {
  id: string;
  title: string;
  sdk: string;
  observed: Observation[];
  ours: OurFactKey;
  choice: string;
  /** True where the spec does not settle the point, so our choice is the project's own. */
  silent: boolean;
  cite: SpecCitation[];
}

export interface Comparison {
  packages: string[];
  points: ComparisonPoint[];
}

export function loadComparison(projectRoot: string): Comparison {
  const text = readFileSync(join(projectRoot, COMPARISON_FILE), "utf8");
  return readComparison(parseYaml(text, COMPARISON_FILE));
}

/** The typed comparison; a field of the wrong shape throws an Error naming file:line. */
export function readComparison(yaml: LocatedYaml): Comparison {
  const fail = (path: YamlPath, message: string): never => {
    const { file, line, column } = locate(yaml, path);
    throw new Error(`${file}:${line}:${column}: ${formatPath(path)}: ${message}`);
  };
  const root = asRecord(yaml.value, [], fail);
  const sdk = asRecord(root.sdk, ["sdk"], fail);
  const packages = asList(sdk.packages, ["sdk", "packages"], fail).map((p, i) =>
    asText(p, ["sdk", "packages", i], fail),
  );
  const ids = new Set<string>();
  const points = asList(root.points, ["points"], fail).map((raw, i): ComparisonPoint => {
    const at = (...rest: (string | number)[]): YamlPath => ["points", i, ...rest];
    const point = asRecord(raw, at(), fail);
    const id = asText(point.id, at("id"), fail);
    if (ids.has(id)) fail(at("id"), `the id ${id} is used twice`);
    ids.add(id);
    const ours = asText(point.ours, at("ours"), fail);
    if (!(OUR_FACT_KEYS as readonly string[]).includes(ours))
      fail(at("ours"), `unknown fact ${ours}; one of: ${OUR_FACT_KEYS.join(", ")}`);
    const silent = point.silent === undefined ? false : point.silent;
    if (typeof silent !== "boolean") fail(at("silent"), "must be true or false");
    const cite = (point.cite === undefined ? [] : asList(point.cite, at("cite"), fail)).map((c, j) => {
      const entry = asRecord(c, at("cite", j), fail);
      return {
        source: asText(entry.source, at("cite", j, "source"), fail),
        quote: asText(entry.quote, at("cite", j, "quote"), fail),
        at: locate(yaml, at("cite", j, "source")),
      };
    });
    if (!silent && cite.length === 0) fail(at(), "cite the spec, or mark the point silent: true");
    const observed = asList(point.observed, at("observed"), fail).map((o, j) => {
      const { probe, ...facts } = asRecord(o, at("observed", j), fail);
      for (const [key, value] of Object.entries(facts))
        if (!["string", "number", "boolean"].includes(typeof value))
          fail(at("observed", j, key), "must be a string, number or boolean");
      return {
        probe: asText(probe, at("observed", j, "probe"), fail),
        facts: facts as Record<string, string | number | boolean>,
      };
    });
    if (observed.length === 0) fail(at("observed"), "name at least one probe that observes the SDK");
    return {
      id,
      title: asText(point.title, at("title"), fail),
      sdk: asText(point.sdk, at("sdk"), fail),
      observed,
      ours: ours as OurFactKey,
      choice: asText(point.choice, at("choice"), fail),
      silent: silent as boolean,
      cite,
    };
  });
  return { packages, points };
}

type Fail = (path: YamlPath, message: string) => never;

function asRecord(value: unknown, path: YamlPath, fail: Fail): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return fail(path, "must be a mapping");
  return value as Record<string, unknown>;
}

function asList(value: unknown, path: YamlPath, fail: Fail): unknown[] {
  if (!Array.isArray(value)) return fail(path, "must be a list");
  return value;
}

function asText(value: unknown, path: YamlPath, fail: Fail): string {
  if (typeof value !== "string" || value.trim() === "") return fail(path, "must be a non-empty string");
  return value;
}
