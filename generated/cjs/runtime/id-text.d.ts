// Compiled by mcp-errgen from runtime/mcp-errors/id-text.ts; do not edit.
/**
 * The JSON text of a JSON-RPC message's top-level `id` when it is a string or a number (the last
 * one, where the key repeats, as JSON.parse reads it); undefined for any other id, no id, or text
 * that is not a JSON object. It reads the text once, in time in proportion to its length. Never
 * throws.
 */
export declare function requestIdText(text: unknown): string | undefined;
/**
 * JSON.stringify of a message (an answer this package built), with its top-level `id` written as
 * `idText`, the id's JSON text as requestIdText read it, where that text reads as the message's
 * id: an id JSON.parse rounded goes out as it came. Otherwise, and without `idText`, it is
 * JSON.stringify(message). Throws where JSON.stringify throws.
 */
export declare function stringifyMessage(message: unknown, idText?: unknown): string;
