/** What the generator keeps of a JSDoc comment: the first sentence and three tags. */
import { Node } from "ts-morph";
import type { JsDocInfo } from "../model/schema-model.ts";

const NO_DOC: JsDocInfo = { summary: "", internal: false, deprecated: false };

/**
 * JSDoc of a declaration, from the comment closest to it (as TypeDoc reads it). Nodes that
 * cannot carry JSDoc, or carry none, get an empty summary and no tags.
 */
export function readJsDoc(node: Node): JsDocInfo {
  if (!Node.isJSDocable(node)) return { ...NO_DOC };
  const doc = node.getJsDocs().at(-1);
  if (!doc) return { ...NO_DOC };
  const info: JsDocInfo = {
    summary: firstSentence(doc.getDescription()),
    internal: false,
    deprecated: false,
  };
  for (const tag of doc.getTags()) {
    const name = tag.getTagName();
    if (name === "internal") info.internal = true;
    else if (name === "deprecated") info.deprecated = true;
    else if (name === "category") {
      const category = collapse(tag.getCommentText() ?? "");
      if (category !== "") info.category = category;
    }
  }
  return info;
}

/**
 * The type a `@TJS-type` tag gives the node in schema.json, which the spec generates from
 * schema.ts with typescript-json-schema; undefined when the JSDoc has none.
 */
export function readSchemaJsonType(node: Node): string | undefined {
  if (!Node.isJSDocable(node)) return undefined;
  for (const tag of node.getJsDocs().at(-1)?.getTags() ?? [])
    if (tag.getTagName() === "TJS-type") {
      const type = collapse(tag.getCommentText() ?? "");
      if (type !== "") return type;
    }
  return undefined;
}

/** `{@link Target | text}` reads as "text", `{@link Target}` as "Target". */
function renderInlineTags(text: string): string {
  return text.replace(
    /\{@link(?:code|plain)?\s+([^}|]*?)\s*(?:\|\s*([^}]*?))?\s*\}/g,
    (_all, target: string, label?: string) => (label !== undefined && label !== "" ? label : target),
  );
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The first sentence of a description, whitespace collapsed. A sentence ends at `.`, `!` or `?`
 * followed by a space and a character that is not lower case, outside parentheses and code
 * spans, so "e.g. detailed" or "(e.g. x)" do not end it. It never runs past the first paragraph.
 */
export function firstSentence(description: string): string {
  const paragraph = description.trim().split(/\n\s*\n/)[0] ?? "";
  const text = collapse(renderInlineTags(paragraph));
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
      if (next.toLowerCase() === next && next.toUpperCase() !== next) continue;
      return text.slice(0, i + 1);
    }
  }
  return text;
}
