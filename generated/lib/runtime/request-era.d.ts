// Compiled by mcp-errgen from runtime/mcp-errors/request-era.ts; do not edit.
/**
 * Which era a request to a dual-era server belongs to, by the revision's REQUEST_ERA rule: its
 * steps in order, the first signal the request shows naming the era (the register's
 * policy.requestEra, from the spec's own text on how a dual-era server selects its behaviour).
 */
import { type HeaderSource } from "./check-request.js";
import type { RequestEraRule } from "./types.js";
export interface RequestToPlace {
  headers?: HeaderSource | undefined;
  /**
   * The request body: its text, or the value it parsed to. Leave it out before the body is read:
   * then only the header steps apply.
   */
  body?: unknown;
}
/** The era of a request under `rule`. Never throws: a request it cannot read shows no signal. */
export declare function requestEraIn(rule: RequestEraRule, request: RequestToPlace): "legacy" | "modern";
