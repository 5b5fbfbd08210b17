/** A case of the corpus: a situation, an operation and the expected canonical answer, under a stable id. */
import type { Difference } from "./differences.ts";
import { OPS, type Layer, type OpName } from "./ops.ts";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface CorpusCase {
  /** `<layer>/<op>/<group>/<name>`: the group (a revision id, or "any") and the op name the file. */
  id: string;
  layer: Layer;
  op: OpName;
  input: Json;
  expect: Json;
  /** What the case shows, and the spec text or register entry behind it. */
  why: string;
  /** Language differences a testee may declare skipped for this case. */
  differences?: Difference[];
}

/** A case of `op`, in the file of `group`. */
export function corpusCase(
  op: OpName,
  group: string,
  name: string,
  input: Json,
  expect: Json,
  why: string,
  differences?: Difference[],
): CorpusCase {
  const layer = OPS[op].layer;
  return {
    id: `${layer}/${op}/${group}/${name}`,
    layer,
    op,
    input,
    expect,
    why,
    ...(differences === undefined ? {} : { differences }),
  };
}

/** `key=value` pairs joined by commas, the ones left undefined out: a name that says what varies. */
export function caseName(parts: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(parts)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(",");
}

/** A phrase as an id segment: lower case, runs of anything but letters, digits and dots as one hyphen. */
export function slug(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A JSON value as corpus input: what JSON carries of it (undefined members left out). */
export function asJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}
