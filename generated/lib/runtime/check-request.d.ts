// Compiled by mcp-errgen from runtime/mcp-errors/check-request.ts; do not edit.
import { type Revision } from "./revision.js";
import type { ErrorObject } from "./types.js";
/** Header values as Node gives them (lower-case names; strings or lists), as a fetch Headers, or a Map. */
export type HeaderSource =
  | {
      get(name: string): string | null | undefined;
    }
  | {
      readonly [name: string]: string | readonly string[] | undefined;
    };
export interface RequestToCheck {
  headers?: HeaderSource | undefined;
  /** The request body: its text, or the value it parsed to. */
  body: unknown;
}
/** A tool as the server lists it in tools/list; only its name and inputSchema are read. */
export interface ToolDefinition {
  readonly name: string;
  readonly inputSchema?: unknown;
}
export interface CheckOptions {
  /** Protocol versions the server serves; defaults to the revision's own. */
  supportedVersions?: readonly string[] | undefined;
  /**
   * The server's tools: a tools/call naming one has its tool-argument headers (PARAM_HEADERS)
   * checked. Without them, or for a tool not listed, those headers are not checked (dispatch
   * answers an unknown tool).
   */
  tools?: readonly ToolDefinition[] | undefined;
}
/** The first failure: the error to send and its HTTP status. */
export interface CheckFailure {
  status: number | null;
  error: ErrorObject;
}
/**
 * A header's one value, its name compared case-insensitively (streamable-http.mdx:570-576);
 * undefined when missing, null when unreadable or sent more than once: as a list of values, or
 * under two spellings of its name (two keys of a plain object or a Map, `Mcp-Method` and
 * `mcp-method`), which is the same header twice. A fetch Headers has already joined repeats.
 */
export declare function headerValue(headers: unknown, name: string): string | null | undefined;
/**
 * The first failure in the revision's check order, or null when the request passes. A
 * notification passes once it is well-formed: the revision defines no header requirements for a
 * notification POST (streamable-http.mdx:102-103), and _meta fields are required "on every
 * request" (basic/index.mdx:367-368). Never throws.
 */
export declare function checkRequestIn(
  revision: Revision,
  request: RequestToCheck,
  options?: CheckOptions,
): CheckFailure | null;
