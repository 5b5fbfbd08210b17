// Compiled by mcp-errgen from runtime/mcp-errors/tool-input.ts; do not edit.
import type { Revision } from "./revision.js";
import type { ContentBlock, ErrorObject, RevisionTables, TextBlock, ToolErrorResult } from "./types.js";
/** `C`: the type of the blocks given as `content`, which the result keeps. */
export interface ToolInputErrorOptions<C extends ContentBlock = TextBlock> {
    /** A text for the model, or the content blocks to return. */
    content: string | readonly C[];
    structuredContent?: {
        [key: string]: unknown;
    } | undefined;
    _meta?: {
        [key: string]: unknown;
    } | undefined;
}
/** The text a protocol error carries: the text blocks, one per line. */
export declare function textOf(blocks: readonly ContentBlock[]): string;
/** Throws TypeError on options that are not `{ content, structuredContent?, _meta? }`. */
export declare function toolInput(revision: Revision<RevisionTables>, options: ToolInputErrorOptions<ContentBlock>): ErrorObject | (ToolErrorResult & {
    resultType?: string;
});
