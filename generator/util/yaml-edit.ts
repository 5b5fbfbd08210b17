/**
 * Edits YAML text node by node, for every tool that changes an input: each change is spliced in at
 * the source range the parsed document gives for its node, so every other byte (comments, folded
 * quotes, flow lists) stays as it was. New nodes are written in the project's style: flow lists of
 * scalars, block mappings, no padding inside brackets.
 */
import { join } from "node:path";
import * as prettier from "prettier";
import { Document, isCollection, isMap, isScalar, isSeq, parse, visit, type Node, type Scalar } from "yaml";
import { GENERATOR_ROOT } from "./generator-root.ts";
import { parseYaml, type LocatedYaml, type YamlPath } from "./yaml-document.ts";

interface Splice {
  at: number;
  end: number;
  text: string;
  /** Lines inserted at one place go innermost (deepest indented) first. */
  column: number;
}

export class YamlEditor {
  private readonly splices: Splice[] = [];
  readonly yaml: LocatedYaml;

  /** Parses `text` (`file` names it in errors); a syntax error is the input's, with its position. */
  constructor(
    readonly text: string,
    file: string,
  ) {
    this.yaml = parseYaml(text, file);
  }

  node(path: YamlPath): Node | undefined {
    return (path.length === 0 ? this.yaml.doc.contents : this.yaml.doc.getIn(path, true)) as Node | undefined;
  }

  /** Replaces the scalar at `path`, keeping its quoting. */
  setScalar(path: YamlPath, value: string): void {
    const node = this.node(path);
    if (!isScalar(node) || !node.range) throw new Error(`${this.yaml.file}: no scalar at ${path.join(".")}`);
    this.splice(node.range[0], node.range[1], scalarText(value, node.type));
  }

  /** Adds `value` right after `after` in the list at `path`; false when the list lacks `after` or has `value`. */
  insertAfter(path: YamlPath, after: string, value: string): boolean {
    const seq = this.node(path);
    if (!isSeq(seq)) return false;
    const names = seq.items.map((item) => (isScalar(item) ? String(item.value) : undefined));
    if (!names.includes(after) || names.includes(value)) return false;
    this.insertItem(path, names.indexOf(after) + 1, value);
    return true;
  }

  /** Inserts `value` as item `index` of the list at `path`. */
  insertItem(path: YamlPath, index: number, value: unknown): void {
    const seq = this.node(path);
    if (!isSeq(seq) || !seq.range) throw new Error(`${this.yaml.file}: no list at ${path.join(".")}`);
    const items = seq.items as Node[];
    const previous = items[index - 1];
    if (seq.flow) {
      const text = flowText(value);
      if (previous?.range) this.splice(previous.range[1], previous.range[1], `, ${text}`);
      else this.splice(seq.range[0] + 1, seq.range[0] + 1, items.length > 0 ? `${text}, ` : text);
      return;
    }
    const at = previous ? this.endOfNode(previous) : this.lineStart(seq.range[0]);
    this.insertLines(at, this.column(seq.range[0]), renderItem(value));
  }

  /** Appends `values` to the list at `path`, creating the list (as the last key of its mapping) if need be. */
  append(path: YamlPath, ...values: unknown[]): void {
    const seq = this.node(path);
    if (!isSeq(seq)) return this.addPair(path.slice(0, -1), String(path[path.length - 1]), values);
    for (const value of values) this.insertItem(path, seq.items.length, value);
  }

  /** Adds `key: value` as the last pair of the mapping at `path`, after a blank line if `spaced`. */
  addPair(path: YamlPath, key: string, value: unknown, spaced = false): void {
    const map = this.node(path);
    if (!isMap(map) || !map.range) throw new Error(`${this.yaml.file}: no mapping at ${path.join(".")}`);
    const lines = renderValue({ [key]: value });
    this.insertLines(this.endOfNode(map), this.column(map.range[0]), spaced ? ["", ...lines] : lines);
  }

  /** The text with every edit applied; edits at one place in the order they were made, innermost first. */
  apply(): string {
    const ordered = this.splices
      .map((s, i) => ({ ...s, i }))
      .sort((a, b) => a.at - b.at || b.column - a.column || a.i - b.i);
    let out = "";
    let from = 0;
    for (const s of ordered) {
      out += this.text.slice(from, s.at) + s.text;
      from = s.end;
    }
    return out + this.text.slice(from);
  }

  private splice(at: number, end: number, text: string, column = 0): void {
    this.splices.push({ at, end, text, column });
  }

  private insertLines(at: number, column: number, lines: string[]): void {
    const pad = " ".repeat(column);
    const block = lines.map((line) => (line === "" ? "" : pad + line)).join("\n") + "\n";
    const text = at === this.text.length && !this.text.endsWith("\n") ? `\n${block}` : block;
    this.splice(at, at, text, column);
  }

  /** The start of the line after the node: a block node's range ends there, a scalar's at its value. */
  private endOfNode(node: Node): number {
    const end = (node.range?.[1] ?? 0) - (isCollection(node) ? 1 : 0);
    const newline = this.text.indexOf("\n", end);
    return newline === -1 ? this.text.length : newline + 1;
  }

  private lineStart(offset: number): number {
    return this.text.lastIndexOf("\n", offset - 1) + 1;
  }

  private column(offset: number): number {
    return offset - this.lineStart(offset);
  }
}

/** A string as a YAML scalar: in the given quoting, or plain where YAML reads it back as the same string. */
export function scalarText(value: string, type?: Scalar.Type): string {
  if (type === "QUOTE_SINGLE") return `'${value.replaceAll("'", "''")}'`;
  let plain = false;
  try {
    plain = parse(value) === value && !/^\s|\s$|\n/.test(value);
  } catch {
    plain = false;
  }
  return type === "QUOTE_DOUBLE" || !plain ? JSON.stringify(value) : value;
}

/** Block YAML lines for `value`, lists of scalars in flow style. */
function renderValue(value: unknown): string[] {
  const doc = new Document(value);
  visit(doc, {
    Seq(_, seq) {
      if (seq.items.every((item) => isScalar(item))) seq.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false }).trimEnd().split("\n");
}

function renderItem(value: unknown): string[] {
  if (value === null || typeof value !== "object") return [`- ${flowText(value)}`];
  return renderValue([value]);
}

function flowText(value: unknown): string {
  return typeof value === "string" ? scalarText(value) : renderValue(value).join(" ");
}

/**
 * The edited text as `npm run format` would leave it (a flow list that grew past the print width
 * wraps), when the original was formatted; otherwise exactly as edited.
 */
export async function formatEdited(original: string, edited: string, file: string): Promise<string> {
  const filepath = join(GENERATOR_ROOT, file);
  const options = { ...(await prettier.resolveConfig(filepath, { editorconfig: false })), filepath };
  return (await prettier.check(original, options)) ? prettier.format(edited, options) : edited;
}
