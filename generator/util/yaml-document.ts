/**
 * YAML reading that keeps source positions, so every register or manifest error can name
 * file:line:col. Syntax errors and duplicate keys become GenErrors here.
 */
import {
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node,
} from "yaml";
import { GenError, diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";

export interface LocatedYaml {
  file: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** Plain JS value of the document. */
  value: unknown;
}

export type YamlPath = readonly (string | number)[];

export function parseYaml(text: string, file: string): LocatedYaml {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {
    lineCounter,
    // The library's own check compares each key with every earlier one (minutes for 100,000
    // keys); checkNodes finds repeats with a set instead.
    uniqueKeys: false,
    prettyErrors: false,
    keepSourceTokens: false,
  });
  const diagnostics: Diagnostic[] = doc.errors.map((error) => {
    const pos = error.linePos?.[0] ?? (error.pos ? lineCounter.linePos(error.pos[0]) : undefined);
    const location = { file, line: pos?.line, column: pos?.col };
    if (error.message.startsWith("Maximum call stack size exceeded"))
      return diagnostic("yaml/too-deep", { limit: MAX_YAML_DEPTH }, location);
    return diagnostic("yaml/syntax", { reason: error.message.split("\n")[0] ?? error.message }, location);
  });
  if (diagnostics.length > 0) throw new GenError(diagnostics);
  const problems = checkNodes(doc, lineCounter, file);
  if (problems.length > 0) throw new GenError(problems);
  return { file, doc, lineCounter, value: toPlainValue(doc, lineCounter, file) };
}

/** Deeper than any register or manifest entry needs (they reach 8), far below what overflows a stack. */
export const MAX_YAML_DEPTH = 32;

/** Tags of plain JSON-like data; any other tag (!!binary, !!set, !custom) would be read as a string. */
const PLAIN_TAGS = new Set(
  ["str", "int", "float", "bool", "null", "map", "seq"].map((name) => `tag:yaml.org,2002:${name}`),
);

/** Keys that would change an object's prototype or shadow its behaviour once the YAML is plain JS. */
const MAGIC_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * One pass over the parsed nodes, without recursion (the input decides the depth): nesting
 * deeper than MAX_YAML_DEPTH, tags other than the plain ones, and magic keys are refused.
 */
function checkNodes(doc: Document.Parsed, lineCounter: LineCounter, file: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const at = (node: Node | undefined) => {
    const pos = lineCounter.linePos(node?.range?.[0] ?? 0);
    return { file, line: pos.line, column: pos.col };
  };
  const stack: { node: unknown; depth: number }[] = [{ node: doc.contents, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (!isNode(node)) continue;
    if (node.tag !== undefined && !PLAIN_TAGS.has(node.tag))
      problems.push(
        diagnostic("yaml/unknown-tag", { tag: node.tag.replace("tag:yaml.org,2002:", "!!") }, at(node)),
      );
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth >= MAX_YAML_DEPTH) {
      problems.push(diagnostic("yaml/too-deep", { limit: MAX_YAML_DEPTH }, at(node)));
      continue;
    }
    const keys = new Set<unknown>();
    for (const item of node.items as unknown[]) {
      if (isPair(item) && isScalar(item.key)) {
        if (keys.has(item.key.value))
          problems.push(diagnostic("yaml/duplicate-key", { key: String(item.key.value) }, at(item.key)));
        keys.add(item.key.value);
      }
      if (isPair(item)) {
        if (isScalar(item.key) && MAGIC_KEYS.has(String(item.key.value)))
          problems.push(diagnostic("yaml/reserved-key", { key: String(item.key.value) }, at(item.key)));
        stack.push({ node: item.key, depth: depth + 1 }, { node: item.value, depth: depth + 1 });
      } else stack.push({ node: item, depth: depth + 1 });
    }
  }
  return problems.sort(
    (a, b) =>
      (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
      (a.location?.column ?? 0) - (b.location?.column ?? 0),
  );
}

/** The document as plain JS; aliases that expand too far (a "billion laughs" bomb) are an input error. */
function toPlainValue(doc: Document.Parsed, lineCounter: LineCounter, file: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    let offset = 0;
    visit(doc, {
      Alias(_, node) {
        offset = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    const pos = lineCounter.linePos(offset);
    throw new GenError([
      diagnostic("yaml/alias", { reason: error.message }, { file, line: pos.line, column: pos.col }),
    ]);
  }
}

/** The YAML node at `path`, or the nearest existing ancestor. */
export function nodeAt(yaml: LocatedYaml, path: YamlPath): Node | undefined {
  let node: unknown = yaml.doc.contents;
  let last: Node | undefined = (node as Node | null) ?? undefined;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => isScalar(item.key) && String(item.key.value) === String(segment),
      );
      if (!pair) return last;
      node = pair.value ?? pair.key;
    } else if (isSeq(node) && typeof segment === "number") {
      node = node.items[segment];
    } else {
      return last;
    }
    if (node && typeof node === "object" && "range" in node) last = node as Node;
  }
  return last;
}

/** The key node of the last path segment (for "unknown key" errors), falling back to nodeAt. */
export function keyNodeAt(yaml: LocatedYaml, path: YamlPath): Node | undefined {
  const parent = nodeAt(yaml, path.slice(0, -1));
  const segment = path[path.length - 1];
  if (isMap(parent) && segment !== undefined) {
    const pair = parent.items.find(
      (item) => isScalar(item.key) && String(item.key.value) === String(segment),
    );
    if (pair && isScalar(pair.key)) return pair.key;
  }
  return nodeAt(yaml, path);
}

/** file:line:col of the node at `path` (or the key, when `key` is set). */
export function locate(
  yaml: LocatedYaml,
  path: YamlPath,
  options: { key?: boolean } = {},
): { file: string; line: number; column: number } {
  const node = options.key ? keyNodeAt(yaml, path) : nodeAt(yaml, path);
  const offset = node?.range?.[0] ?? 0;
  const pos = yaml.lineCounter.linePos(offset);
  return { file: yaml.file, line: pos.line, column: pos.col };
}

/** "conditions.resourceNotFound.codes[0].code" */
export function formatPath(path: YamlPath): string {
  let text = "";
  for (const segment of path) {
    text += typeof segment === "number" ? `[${segment}]` : text === "" ? segment : `.${segment}`;
  }
  return text || "(document)";
}
