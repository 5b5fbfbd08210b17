/** The committed corpus, read as the runner reads it: its index and every case of its files. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "./run-runner.ts";

export const CORPUS_DIR = join(PROJECT_ROOT, "generated/conformance/corpus");

export interface CommittedCase {
  id: string;
  layer: "wire" | "package";
  op: string;
  input: Record<string, unknown>;
  expect: unknown;
  why: string;
  differences?: string[];
}

export interface CommittedIndex {
  version: string;
  ops: Record<string, { layer: string; match: string; summary: string }>;
  differences: Record<string, string>;
  files: { path: string; cases: number }[];
  cases: { wire: number; package: number };
}

export const index = JSON.parse(readFileSync(join(CORPUS_DIR, "index.json"), "utf8")) as CommittedIndex;

export const files = index.files.map((f) => ({
  path: f.path,
  text: readFileSync(join(CORPUS_DIR, f.path), "utf8"),
}));

export const cases: CommittedCase[] = files.flatMap(
  (f) => (JSON.parse(f.text) as { cases: CommittedCase[] }).cases,
);
