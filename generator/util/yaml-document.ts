/**
 * YAML reading that keeps source positions, so every register or manifest error can name
 * file:line:col. Syntax errors and duplicate keys become GenErrors here.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from "yaml";
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
    uniqueKeys: true,
    prettyErrors: false,
    keepSourceTokens: false,
  });
  const diagnostics: Diagnostic[] = doc.errors.map((error) => {
    const pos = error.linePos?.[0] ?? (error.pos ? lineCounter.linePos(error.pos[0]) : undefined);
    const location = { file, line: pos?.line, column: pos?.col };
    if (error.code === "DUPLICATE_KEY") {
      const key = /"([^"]*)"|'([^']*)'|key:? (\S+)/.exec(error.message);
      // yaml 2 says only "Map keys must be unique"; the error's range starts at the repeated key.
      const at = error.pos ? /^(?:"([^"]*)"|'([^']*)'|([^:\n]*?))\s*:/.exec(text.slice(error.pos[0])) : null;
      const source = at?.[1] ?? at?.[2] ?? at?.[3] ?? "";
      return diagnostic(
        "yaml/duplicate-key",
        { key: key?.[1] ?? key?.[2] ?? key?.[3] ?? (source || "?") },
        location,
      );
    }
    return diagnostic("yaml/syntax", { reason: error.message.split("\n")[0] ?? error.message }, location);
  });
  if (diagnostics.length > 0) throw new GenError(diagnostics);
  return { file, doc, lineCounter, value: toPlainValue(doc, lineCounter, file) };
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
