/** Reads a corpus folder: its index (ops, language differences, files) and the cases of its files. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Match } from "./compare.js";

export interface Case {
  id: string;
  layer: string;
  op: string;
  input: unknown;
  expect: unknown;
  why: string;
  differences?: string[];
}

export interface Corpus {
  version: string;
  ops: Record<string, { layer: string; match: Match; summary: string }>;
  differences: Record<string, string>;
  layers: Record<string, string>;
  cases: Case[];
}

/** A problem with the corpus itself: the runner's usage error. */
export class CorpusError extends Error {}

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new CorpusError(`cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CorpusError(`${path} is not JSON: ${(error as Error).message}`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export function loadCorpus(dir: string): Corpus {
  const index = readJson(join(dir, "index.json"));
  if (!isObject(index) || index.format !== 1 || !Array.isArray(index.files) || !isObject(index.ops))
    throw new CorpusError(`${join(dir, "index.json")} is no corpus index of format 1`);
  const cases: Case[] = [];
  for (const file of index.files as unknown[]) {
    const path = isObject(file) && typeof file.path === "string" ? join(dir, file.path) : undefined;
    if (path === undefined) throw new CorpusError(`${join(dir, "index.json")} lists a file without a path`);
    const content = readJson(path);
    if (!isObject(content) || !Array.isArray(content.cases)) throw new CorpusError(`${path} holds no cases`);
    for (const c of content.cases as unknown[]) {
      if (!isObject(c) || typeof c.id !== "string" || typeof c.op !== "string" || !(c.op in index.ops))
        throw new CorpusError(`${path} holds a case without an id or a known op`);
      cases.push(c as unknown as Case);
    }
  }
  return {
    version: String(index.version),
    ops: index.ops as Corpus["ops"],
    differences: (isObject(index.differences) ? index.differences : {}) as Record<string, string>,
    layers: (isObject(index.layers) ? index.layers : {}) as Record<string, string>,
    cases,
  };
}
