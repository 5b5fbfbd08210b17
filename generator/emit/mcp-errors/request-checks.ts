/**
 * The data checkRequest reads in a modern revision, each table with the sources it comes from:
 * - CHECK_ORDER: the register's check order (policy.checkOrder), the project's choice;
 * - META_KEYS: the keys of the schema's request `_meta` object (RequestMetaObject) under the
 *   register's prefix (policy.requestMeta), each required unless the schema marks it optional, of
 *   the JSON kind its type gives;
 * - HEADERS: the register's standard headers (policy.requestHeaders), each with the body field it
 *   must match and whether it may come Base64-encoded;
 * - PARAM_HEADERS: the tool-argument headers of a tools/call (policy.toolParamHeaders), where the
 *   register gives them: the header prefix, the inputSchema annotation and the Base64 rule.
 * The register's checks make sure a revision with a check order has both (generator/check/check-policy.ts).
 */
import type { Provenance, RevisionModel } from "../../model/merged-model.ts";
import type { HeaderRule, MetaKey, ParamHeaderRule } from "../../../templates/mcp-errors/runtime/types.js";
import { seeRefs } from "./provenance.ts";
import type { ConditionView } from "./view-model.ts";

/** The conditions checkRequest knows how to test for. */
const CHECKABLE = new Set([
  "parseError",
  "missingRequestMeta",
  "headerMismatch",
  "unsupportedProtocolVersion",
]);

export interface RequestChecks {
  META_KEYS: Record<string, MetaKey>;
  HEADERS: Record<string, HeaderRule>;
  /** Null where the register gives the revision no tool-argument headers. */
  PARAM_HEADERS: ParamHeaderRule | null;
  CHECK_ORDER: string[];
  /** `@see` references of each table. */
  see: { META_KEYS: string[]; HEADERS: string[]; PARAM_HEADERS: string[]; CHECK_ORDER: string[] };
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
  const { requestMeta, requestHeaders, toolParamHeaders } = r;
  if (!requestMeta || !requestHeaders)
    throw new Error(`revision ${r.id}: a check order needs the request _meta keys and the standard headers`);
  return {
    META_KEYS: Object.fromEntries(
      requestMeta.keys.map((k): [string, MetaKey] => [k.key, { required: k.required, type: k.kind }]),
    ),
    HEADERS: Object.fromEntries(
      requestHeaders.map((h): [string, HeaderRule] => [
        h.name,
        { bodyField: Object.fromEntries(h.bodyField.map((f) => [f.method, [...f.path]])), base64: h.base64 },
      ]),
    ),
    PARAM_HEADERS: toolParamHeaders
      ? {
          prefix: toolParamHeaders.prefix,
          annotation: toolParamHeaders.annotation,
          base64: toolParamHeaders.base64,
        }
      : null,
    CHECK_ORDER: order,
    see: {
      META_KEYS: seeRefs(
        schemaLinesFirst([...requestMeta.provenance, ...requestMeta.keys.flatMap((k) => k.provenance)]),
      ),
      HEADERS: seeRefs(requestHeaders.flatMap((h) => h.provenance)),
      PARAM_HEADERS: seeRefs(toolParamHeaders?.provenance ?? []),
      CHECK_ORDER: seeRefs(r.checkOrder.provenance),
    },
  };
}

/** Schema lines in file order (the interface, then its keys), then register entries. */
function schemaLinesFirst(provenance: Provenance[]): Provenance[] {
  const schema = provenance.filter((p) => p.kind === "schema");
  return [
    ...schema.sort((a, b) => a.location.line - b.location.line),
    ...provenance.filter((p) => p.kind !== "schema"),
  ];
}
