// Compiled by mcp-errgen from runtime/conformance/lib/corpus.ts; do not edit.
/** Reads a corpus folder: its index (ops, language differences, files) and the cases of its files. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
/** A problem with the corpus itself: the runner's usage error. */
export class CorpusError extends Error {}
function readJson(path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new CorpusError(`cannot read ${path}: ${error.message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CorpusError(`${path} is not JSON: ${error.message}`);
  }
}
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
export function loadCorpus(dir) {
  const index = readJson(join(dir, "index.json"));
  if (!isObject(index) || index.format !== 1 || !Array.isArray(index.files) || !isObject(index.ops))
    throw new CorpusError(`${join(dir, "index.json")} is no corpus index of format 1`);
  const cases = [];
  for (const file of index.files) {
    const path = isObject(file) && typeof file.path === "string" ? join(dir, file.path) : undefined;
    if (path === undefined) throw new CorpusError(`${join(dir, "index.json")} lists a file without a path`);
    const content = readJson(path);
    if (!isObject(content) || !Array.isArray(content.cases)) throw new CorpusError(`${path} holds no cases`);
    for (const c of content.cases) {
      if (!isObject(c) || typeof c.id !== "string" || typeof c.op !== "string" || !(c.op in index.ops))
        throw new CorpusError(`${path} holds a case without an id or a known op`);
      cases.push(c);
    }
  }
  return {
    version: String(index.version),
    ops: index.ops,
    differences: isObject(index.differences) ? index.differences : {},
    layers: isObject(index.layers) ? index.layers : {},
    cases,
  };
}
