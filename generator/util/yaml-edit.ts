/** Edits YAML at its nodes' source ranges, keeping every other byte; new scalar lists are flow, unpadded. */
import { join } from "node:path";
import { Document, isCollection, isMap, isScalar, isSeq, Scalar, visit, type Node } from "yaml";
import { GENERATOR_ROOT } from "./files.ts";
import { parseYaml, type LocatedYaml, type YamlPath } from "./yaml-document.ts";

export class YamlEditor {
  readonly yaml: LocatedYaml;
  /** `column`: lines inserted at one place go innermost (deepest indented) first. */
  private readonly splices: { at: number; end: number; text: string; column: number }[] = [];

  constructor(
    readonly text: string,
    file: string,
  ) {
    this.yaml = parseYaml(text, file);
  }

  private node(path: YamlPath): Node | undefined {
    return this.yaml.doc.getIn(path, true) as Node | undefined;
  }

  /** Replaces the scalar at `path`, in its own quoting. */
  setScalar(path: YamlPath, value: string): void {
    const node = this.node(path);
    if (!isScalar(node) || !node.range) throw new Error(`no scalar at ${path.join(".")}`);
    const [at, end] = node.range;
    this.splices.push({ at, end, text: scalarText(value, node.type), column: 0 });
  }

  /** Adds `value` right after `after` in the list at `path`; false when the list lacks `after` or has `value`. */
  insertAfter(path: YamlPath, after: string, value: string): boolean {
    const seq = this.node(path);
    const names = isSeq(seq) ? seq.items.map((item) => (isScalar(item) ? String(item.value) : "")) : [];
    if (!names.includes(after) || names.includes(value)) return false;
    this.insertItem(path, names.indexOf(after) + 1, value);
    return true;
  }

  insertItem(path: YamlPath, index: number, value: unknown): void {
    const seq = this.node(path);
    if (!isSeq(seq) || !seq.range) throw new Error(`no list at ${path.join(".")}`);
    const previous = (seq.items as Node[])[index - 1];
    if (!seq.flow) {
      const at = previous ? this.endOfNode(previous) : this.lineStart(seq.range[0]);
      const lines =
        value !== null && typeof value === "object" ? render([value]) : [`- ${scalarText(value)}`];
      return this.insertLines(at, seq.range[0] - this.lineStart(seq.range[0]), lines);
    }
    const at = previous?.range ? previous.range[1] : seq.range[0] + 1;
    const item = scalarText(value);
    const text = previous ? `, ${item}` : `${item}${seq.items.length > 0 ? ", " : ""}`;
    this.splices.push({ at, end: at, text, column: 0 });
  }

  /** Appends `values` to the list at `path`, which is created (as its mapping's last key) if need be. */
  append(path: YamlPath, ...values: unknown[]): void {
    const seq = this.node(path);
    if (!isSeq(seq)) return this.addPair(path.slice(0, -1), String(path.at(-1)), values);
    for (const value of values) this.insertItem(path, seq.items.length, value);
  }

  /** Adds `key: value` as the last pair of the mapping at `path`, after a blank line if `spaced`. */
  addPair(path: YamlPath, key: string, value: unknown, spaced = false): void {
    const map = this.node(path);
    if (!isMap(map) || !map.range) throw new Error(`no mapping at ${path.join(".")}`);
    const lines = render({ [key]: value });
    const column = map.range[0] - this.lineStart(map.range[0]);
    this.insertLines(this.endOfNode(map), column, spaced ? ["", ...lines] : lines);
  }

  /** The text with every edit applied; edits at one place in the order they were made, innermost first. */
  apply(): string {
    const ordered = [...this.splices].sort((a, b) => a.at - b.at || b.column - a.column);
    let out = "";
    let from = 0;
    for (const splice of ordered) {
      out += this.text.slice(from, splice.at) + splice.text;
      from = splice.end;
    }
    return out + this.text.slice(from);
  }

  private insertLines(at: number, column: number, lines: string[]): void {
    const block = lines.map((line) => (line === "" ? "" : " ".repeat(column) + line)).join("\n") + "\n";
    const text = at === this.text.length && !this.text.endsWith("\n") ? `\n${block}` : block;
    this.splices.push({ at, end: at, text, column });
  }

  /** The start of the line after the node: a block collection's range ends there, a scalar's at its value. */
  private endOfNode(node: Node): number {
    const newline = this.text.indexOf("\n", (node.range?.[1] ?? 0) - (isCollection(node) ? 1 : 0));
    return newline === -1 ? this.text.length : newline + 1;
  }

  private lineStart(offset: number): number {
    return this.text.lastIndexOf("\n", offset - 1) + 1;
  }
}

/** A scalar as YAML text: in the given quoting, or plain where YAML reads it back as the same value. */
function scalarText(value: unknown, type?: Scalar.Type): string {
  return render(Object.assign(new Scalar(value), { type })).join("\n");
}

/** Block YAML lines for `value`. */
function render(value: unknown): string[] {
  const doc = new Document(value);
  visit(doc, {
    Seq(_, seq) {
      if (seq.items.every((item) => isScalar(item))) seq.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false }).trimEnd().split("\n");
}

/** Edited text as `npm run format` would leave it (a long flow list wraps), if it left the original so. */
export async function formatEdited(original: string, edited: string, file: string): Promise<string> {
  // Loaded here, not with the module: gen imports this writer, and most runs never edit YAML.
  const prettier = await import("prettier");
  const filepath = join(GENERATOR_ROOT, file);
  const options = { ...(await prettier.resolveConfig(filepath, { editorconfig: false })), filepath };
  return (await prettier.check(original, options)) ? prettier.format(edited, options) : edited;
}
