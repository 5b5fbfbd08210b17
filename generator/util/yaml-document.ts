/** YAML with source positions for file:line:col; syntax errors and the YAML refused below are GenErrors. */
import { isAlias, isMap, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument, visit } from "yaml";
import type { Node } from "yaml";
import { GenError, diagnostic, fail, type Diagnostic } from "../diagnostics/gen-error.ts";

export type LocatedYaml = ReturnType<typeof parseYaml>;

export type YamlPath = readonly (string | number)[];

/** Deeper than any register or manifest entry needs (they reach 8), far below what overflows a stack. */
export const MAX_YAML_DEPTH = 32;

/** Tags of plain JSON-like data; any other tag (!!binary, !!set, !custom) would be read as a string. */
const PLAIN_TAGS = new Set(
  ["str", "int", "float", "bool", "null", "map", "seq"].map((name) => `tag:yaml.org,2002:${name}`),
);

/** Keys that would change an object's prototype or shadow its behaviour once the YAML is plain JS. */
const MAGIC_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export function parseYaml(text: string, file: string) {
  const lineCounter = new LineCounter();
  // The library's own duplicate check compares each key with every earlier one (minutes for
  // 100,000 keys); the pass below finds repeats with a set instead.
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
  const at = (offset = 0) => {
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

  // Top-down, and never below the depth limit: the input decides the depth, not the stack.
  const problems: Diagnostic[] = [];
  let firstAlias: number | undefined;
  visit(doc, {
    Node(_, node, path) {
      const where = at(node.range?.[0]);
      if (isAlias(node)) firstAlias ??= node.range?.[0];
      if (node.tag !== undefined && !PLAIN_TAGS.has(node.tag)) {
        const tag = node.tag.replace("tag:yaml.org,2002:", "!!");
        problems.push(diagnostic("yaml/unknown-tag", { tag }, where));
      }
      if (!isMap(node) && !isSeq(node)) return;
      if (path.filter((parent) => isMap(parent) || isSeq(parent)).length >= MAX_YAML_DEPTH) {
        problems.push(diagnostic("yaml/too-deep", { limit: MAX_YAML_DEPTH }, where));
        return visit.SKIP;
      }
      const keys = new Set<unknown>();
      for (const item of node.items as unknown[]) {
        if (!isPair(item) || !isScalar(item.key)) continue;
        const { value, range } = item.key;
        const key = String(value);
        if (keys.has(value)) problems.push(diagnostic("yaml/duplicate-key", { key }, at(range?.[0])));
        if (MAGIC_KEYS.has(key)) problems.push(diagnostic("yaml/reserved-key", { key }, at(range?.[0])));
        keys.add(value);
      }
    },
  });
  const order = (d: Diagnostic) => (d.location?.line ?? 0) * 1e6 + (d.location?.column ?? 0);
  if (problems.length > 0) throw new GenError(problems.sort((a, b) => order(a) - order(b)));

  try {
    return { file, doc, lineCounter, at, value: doc.toJS({ maxAliasCount: 100 }) as unknown };
  } catch (error) {
    // Aliases that expand too far (a "billion laughs" bomb) are reported at the first alias.
    if (!(error instanceof ReferenceError)) throw error;
    return fail("yaml/alias", { reason: error.message }, at(firstAlias));
  }
}

/** file:line:col of the node at `path` (or of its key, with `key`), else of its nearest ancestor. */
export function locate(yaml: LocatedYaml, path: YamlPath, options: { key?: boolean } = {}) {
  let node: unknown = yaml.doc.contents;
  let found: Node | undefined = isNode(node) ? node : undefined;
  for (const [i, segment] of path.entries()) {
    const pair = isMap(node)
      ? node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment))
      : undefined;
    if (pair && options.key && i === path.length - 1) node = pair.key;
    else if (pair) node = pair.value ?? pair.key;
    else if (isSeq(node) && typeof segment === "number") node = node.items[segment];
    else break;
    if (isNode(node)) found = node;
    else break;
  }
  return yaml.at(found?.range?.[0]);
}

/** "conditions.resourceNotFound.codes[0].code" */
export function formatPath(path: YamlPath): string {
  const join = (text: string, segment: string | number) =>
    text + (typeof segment === "number" ? `[${segment}]` : text === "" ? segment : `.${segment}`);
  return path.reduce(join, "") || "(document)";
}
