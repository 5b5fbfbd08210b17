/** What the generator keeps of a JSDoc comment: the first sentence and a few tags. */
import { Node, type JSDoc } from "ts-morph";
import type { JsDocInfo } from "../model/schema-model.ts";

/** The comment closest to a node, as TypeDoc reads it. */
export function lastJsDoc(node: Node): JSDoc | undefined {
  return Node.isJSDocable(node) ? node.getJsDocs().at(-1) : undefined;
}

export function readJsDoc(node: Node): JsDocInfo {
  const info: JsDocInfo = { summary: "", internal: false, deprecated: false };
  const doc = lastJsDoc(node);
  if (!doc) return info;
  info.summary = firstSentence(doc.getDescription());
  for (const tag of doc.getTags()) {
    const name = tag.getTagName();
    const text = collapse(tag.getCommentText() ?? "");
    if (name === "internal") info.internal = true;
    else if (name === "deprecated") info.deprecated = true;
    else if (name === "category" && text !== "") info.category = text;
  }
  return info;
}

/** The type a `@TJS-type` tag gives the node in schema.json, which the spec generates from schema.ts. */
export function readSchemaJsonType(node: Node): string | undefined {
  for (const tag of lastJsDoc(node)?.getTags() ?? []) {
    const type = collapse(tag.getCommentText() ?? "");
    if (tag.getTagName() === "TJS-type" && type !== "") return type;
  }
  return undefined;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The first sentence of a description, whitespace collapsed and `{@link Target | text}` read as
 * its text. A sentence ends at `.`, `!` or `?` followed by a space and a character that is not
 * lower case, outside parentheses and code spans, so "e.g. detailed" or "(e.g. x)" do not end it.
 * It never runs past the first paragraph.
 */
export function firstSentence(description: string): string {
  const paragraph = description.trim().split(/\n\s*\n/)[0] ?? "";
  const text = collapse(
    paragraph.replace(
      /\{@link(?:code|plain)?\s+([^}|]*?)\s*(?:\|\s*([^}]*?))?\s*\}/g,
      (_all, target: string, label?: string) => (label ? label : target),
    ),
  );
  let depth = 0;
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "`") inCode = !inCode;
    else if (inCode) continue;
    else if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if ((ch === "." || ch === "!" || ch === "?") && depth === 0 && text[i + 1] === " ") {
      const next = text[i + 2] ?? "";
      if (next.toLowerCase() !== next || next.toUpperCase() === next) return text.slice(0, i + 1);
    }
  }
  return text;
}
