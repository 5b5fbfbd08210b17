/**
 * YAML reading that keeps source positions, so every register or manifest error can name
 * file:line:col. Syntax errors, duplicate keys, and YAML features that change what a value is
 * become GenErrors here.
 */
import { isMap, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Node } from "yaml";
import type { Document } from "yaml";
import { GenError, diagnostic, type Diagnostic, type DiagnosticLocation } from "../diagnostics/gen-error.ts";

export interface LocatedYaml {
  file: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** Plain JS value of the document. */
  value: unknown;
}

export type YamlPath = readonly (string | number)[];

/** Deeper than any register or manifest entry needs (they reach 8), far below what overflows a stack. */
export const MAX_YAML_DEPTH = 32;

/** Tags of plain JSON-like data; any other tag (!!binary, !!set, !custom) would be read as a string. */
const PLAIN_TAGS = new Set(
  ["str", "int", "float", "bool", "null", "map", "seq"].map((name) => `tag:yaml.org,2002:${name}`),
);

/** Keys that would change an object's prototype or shadow its behaviour once the YAML is plain JS. */
const MAGIC_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export function parseYaml(text: string, file: string): LocatedYaml {
  const lineCounter = new LineCounter();
  // The library's own duplicate check compares each key with every earlier one (minutes for
  // 100,000 keys); the pass below finds repeats with a set instead.
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
  const at = (offset = 0): DiagnosticLocation => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  const syntax = doc.errors.map((error) => {
    const where = at(error.pos[0]);
    if (error.message.startsWith("Maximum call stack size exceeded"))
      return diagnostic("yaml/too-deep", { limit: MAX_YAML_DEPTH }, where);
    return diagnostic("yaml/syntax", { reason: error.message.split("\n")[0] ?? error.message }, where);
  });
  if (syntax.length > 0) throw new GenError(syntax);

  // One pass without recursion (the input decides the depth): too deep, unknown tags, repeated or
  // magic keys.
  const problems: Diagnostic[] = [];
  const stack: { node: unknown; depth: number }[] = [{ node: doc.contents, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node, depth } = next;
    if (!isNode(node)) continue;
    const where = at(node.range?.[0]);
    if (node.tag !== undefined && !PLAIN_TAGS.has(node.tag))
      problems.push(
        diagnostic("yaml/unknown-tag", { tag: node.tag.replace("tag:yaml.org,2002:", "!!") }, where),
      );
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth >= MAX_YAML_DEPTH) {
      problems.push(diagnostic("yaml/too-deep", { limit: MAX_YAML_DEPTH }, where));
      continue;
    }
    const keys = new Set<unknown>();
    for (const item of node.items as unknown[]) {
      const key = isPair(item) && isScalar(item.key) ? item.key : undefined;
      if (key) {
        const where = at(key.range?.[0]);
        if (keys.has(key.value))
          problems.push(diagnostic("yaml/duplicate-key", { key: String(key.value) }, where));
        if (MAGIC_KEYS.has(String(key.value)))
          problems.push(diagnostic("yaml/reserved-key", { key: String(key.value) }, where));
        keys.add(key.value);
      }
      for (const child of isPair(item) ? [item.key, item.value] : [item])
        stack.push({ node: child, depth: depth + 1 });
    }
  }
  const order = (d: Diagnostic) => (d.location?.line ?? 0) * 1e6 + (d.location?.column ?? 0);
  if (problems.length > 0) throw new GenError(problems.sort((a, b) => order(a) - order(b)));

  try {
    return { file, doc, lineCounter, value: doc.toJS({ maxAliasCount: 100 }) };
  } catch (error) {
    // Aliases that expand too far (a "billion laughs" bomb) are reported at the first alias.
    if (!(error instanceof ReferenceError)) throw error;
    let offset = 0;
    visit(doc, {
      Alias(_, node) {
        offset = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    throw new GenError([diagnostic("yaml/alias", { reason: error.message }, at(offset))]);
  }
}

/** file:line:col of the node at `path` (or of its key, with `key`), else of its nearest ancestor. */
export function locate(
  yaml: LocatedYaml,
  path: YamlPath,
  options: { key?: boolean } = {},
): { file: string; line: number; column: number } {
  let node: unknown = yaml.doc.contents;
  let found: Node | undefined = isNode(node) ? node : undefined;
  for (const [i, segment] of path.entries()) {
    const pair = isMap(node)
      ? node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment))
      : undefined;
    if (pair && options.key && i === path.length - 1 && isScalar(pair.key)) node = pair.key;
    else if (pair) node = pair.value ?? pair.key;
    else if (isSeq(node) && typeof segment === "number") node = node.items[segment];
    else break;
    if (isNode(node)) found = node;
    else break;
  }
  const { line, col } = yaml.lineCounter.linePos(found?.range?.[0] ?? 0);
  return { file: yaml.file, line, column: col };
}

/** "conditions.resourceNotFound.codes[0].code" */
export function formatPath(path: YamlPath): string {
  let text = "";
  for (const segment of path) {
    text += typeof segment === "number" ? `[${segment}]` : text === "" ? segment : `.${segment}`;
  }
  return text || "(document)";
}
