/**
 * The data checkRequest reads in a modern revision: the register's check order (policy.checkOrder),
 * and the request `_meta` keys and standard headers it checks. The order is the register's; the
 * keys and headers are written here from the 2026-07-28 spec, where the register has no entry for
 * them yet:
 * - META_KEYS: schema/2026-07-28/schema.ts:63-111 (RequestMetaObject: protocolVersion and
 *   clientCapabilities required, clientInfo and logLevel optional), basic/index.mdx:373-382;
 * - HEADERS: basic/transports/streamable-http.mdx:252-253 (MCP-Protocol-Version on every POST,
 *   matching the _meta protocol version), 288-291 (Mcp-Method for every request; Mcp-Name from
 *   params.name or params.uri for tools/call, resources/read, prompts/get), 490-495 (Base64
 *   sentinel for Mcp-Name).
 */
import type { RevisionModel } from "../../model/merged-model.ts";
import type { HeaderRule, MetaKey } from "../../../templates/mcp-errors/runtime/types.js";
import type { ConditionView } from "./view-model.ts";

/** The conditions checkRequest knows how to test for. */
const CHECKABLE = new Set([
  "parseError",
  "missingRequestMeta",
  "headerMismatch",
  "unsupportedProtocolVersion",
]);

const PROTOCOL_VERSION_KEY = "io.modelcontextprotocol/protocolVersion";

const META_KEYS: Record<string, MetaKey> = {
  "io.modelcontextprotocol/clientCapabilities": { required: true, type: "object" },
  "io.modelcontextprotocol/clientInfo": { required: false, type: "object" },
  "io.modelcontextprotocol/logLevel": { required: false, type: "string" },
  [PROTOCOL_VERSION_KEY]: { required: true, type: "string" },
};

const HEADERS: Record<string, HeaderRule> = {
  "MCP-Protocol-Version": { bodyField: { "*": ["params", "_meta", PROTOCOL_VERSION_KEY] }, base64: false },
  "Mcp-Method": { bodyField: { "*": ["method"] }, base64: false },
  "Mcp-Name": {
    bodyField: {
      "prompts/get": ["params", "name"],
      "resources/read": ["params", "uri"],
      "tools/call": ["params", "name"],
    },
    base64: true,
  },
};

export interface RequestChecks {
  META_KEYS: Record<string, MetaKey>;
  HEADERS: Record<string, HeaderRule>;
  CHECK_ORDER: string[];
}

/** The request checks of a revision the register gives a check order, else null. */
export function requestChecks(r: RevisionModel, conditions: ConditionView[]): RequestChecks | null {
  if (!r.checkOrder) return null;
  const order = r.checkOrder.steps.map((s) => s.condition);
  for (const key of order) {
    if (!CHECKABLE.has(key))
      throw new Error(`revision ${r.id}: the check order names ${key}, which checkRequest cannot test for`);
    if (!conditions.some((c) => c.key === key))
      throw new Error(`revision ${r.id}: the check order names ${key}, which it does not define`);
  }
  if (!conditions.some((c) => c.key === "invalidRequest"))
    throw new Error(`revision ${r.id}: checkRequest answers a body that is no request with invalidRequest`);
  return {
    META_KEYS: Object.fromEntries(Object.entries(META_KEYS).sort(([a], [b]) => (a < b ? -1 : 1))),
    HEADERS,
    CHECK_ORDER: order,
  };
}
