/**
 * The answer to a tool call whose arguments fail the tool's own validation, in the revision's
 * form: a -32602 protocol error up to 2025-06-18, a CallToolResult with `isError: true` from
 * 2025-11-25 (plus the `resultType` 2026 requires on every result).
 */
import { errorObject } from "./build.js";
import { isRecord, jsonFault } from "./data-shape.js";
import { mark } from "./mark.js";
import type { Revision } from "./revision.js";
import type { ContentBlock, ErrorObject, RevisionTables, TextBlock, ToolErrorResult } from "./types.js";

/** `C`: the type of the blocks given as `content`, which the result keeps. */
export interface ToolInputErrorOptions<C extends ContentBlock = TextBlock> {
  /** A text for the model, or the content blocks to return. */
  content: string | readonly C[];
  structuredContent?: { [key: string]: unknown } | undefined;
  _meta?: { [key: string]: unknown } | undefined;
}

const NAME = "toolInputError";

function blocksOf(content: unknown): ContentBlock[] {
  if (typeof content === "string") return [{ type: "text", text: content }];
  if (!Array.isArray(content) || content.length === 0)
    throw new TypeError(`${NAME}: options.content must be a string or a non-empty array of content blocks`);
  return content.map((block: unknown, i) => {
    if (!isRecord(block) || typeof block.type !== "string")
      throw new TypeError(`${NAME}: options.content[${i}] must be a content block { type, ... }`);
    if (block.type === "text" && typeof block.text !== "string")
      throw new TypeError(`${NAME}: options.content[${i}].text must be a string`);
    return block as ContentBlock;
  });
}

/** The text a protocol error carries: the text blocks, one per line. */
export function textOf(blocks: readonly ContentBlock[]): string {
  return blocks
    .filter((b) => b.type === "text" && typeof b.text === "string")
    .map((b) => b.text as string)
    .join("\n");
}

/** Throws TypeError on options that are not `{ content, structuredContent?, _meta? }`. */
export function toolInput(
  revision: Revision<RevisionTables>,
  options: ToolInputErrorOptions<ContentBlock>,
): ErrorObject | (ToolErrorResult & { resultType?: string }) {
  if (!isRecord(options))
    throw new TypeError(
      `${NAME}: the argument must be an options object { content, structuredContent?, _meta? }`,
    );
  for (const field of Object.keys(options))
    if (field !== "content" && field !== "structuredContent" && field !== "_meta")
      throw new TypeError(
        `${NAME}: options.${field} is not an option; pass { content, structuredContent?, _meta? }`,
      );
  const content = blocksOf(options.content);
  const { structuredContent, _meta } = options;
  if (structuredContent !== undefined && !isRecord(structuredContent))
    throw new TypeError(`${NAME}: options.structuredContent must be an object`);
  if (_meta !== undefined && !isRecord(_meta))
    throw new TypeError(`${NAME}: options._meta must be an object`);
  for (const [field, value] of [
    ["content", content],
    ["structuredContent", structuredContent],
    ["_meta", _meta],
  ] as const) {
    let fault: string;
    try {
      fault = jsonFault(value);
    } catch {
      fault = " could not be read (a property threw)";
    }
    if (fault !== "") throw new TypeError(`${NAME}: options.${field}${fault}`);
  }
  const form = revision.tables.TOOL_INPUT_ERROR;
  if (form.form === "protocol-error") {
    const condition = [...revision.conditions.values()].find(
      (c) => c.code === form.code && c.recognition.codes.includes(form.code),
    );
    const error = errorObject(form.code, textOf(content));
    return condition === undefined ? error : mark(error, revision.id, condition.key);
  }
  const result: ToolErrorResult & { resultType?: string } = { content, isError: true };
  if (structuredContent !== undefined) result.structuredContent = structuredContent;
  if (_meta !== undefined) result._meta = _meta;
  if (form.resultType !== null) result.resultType = form.resultType;
  return result;
}
