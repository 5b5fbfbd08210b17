/**
 * What a modern server checks in a request before dispatch, besides the order: each request
 * `_meta` key (whether it is required, the JSON kind of its value) and each standard header (the
 * body field it must match, whether it may come Base64-encoded), and the tool-argument headers of
 * a tools/call. One finding per key, header or tool-argument rule.
 */
import type {
  RequestHeader,
  RequestMetaKey,
  RevisionModel,
  ToolParamHeaders,
} from "../model/merged-model.ts";
import type { DetailValue, Finding } from "./change.ts";
import { pickLocation } from "./locations.ts";

export function compareRequestChecks(base: RevisionModel, head: RevisionModel): Finding[] {
  return [...metaKeys(base, head), ...headers(base, head), ...paramHeaders(base, head)];
}

const ARTICLE: Record<string, string> = { object: "an object", array: "an array", any: "any JSON value" };

function describeKey(k: RequestMetaKey): string {
  return `${k.required ? "required" : "optional"}, ${ARTICLE[k.kind] ?? `a ${k.kind}`}`;
}

function keyValue(k: RequestMetaKey): { [key: string]: DetailValue } {
  return { required: k.required, kind: k.kind };
}

function metaKeys(base: RevisionModel, head: RevisionModel): Finding[] {
  const before = new Map((base.requestMeta?.keys ?? []).map((k) => [k.key, k]));
  const after = new Map((head.requestMeta?.keys ?? []).map((k) => [k.key, k]));
  const findings: Finding[] = [];
  for (const key of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const b = before.get(key);
    const a = after.get(key);
    const field = `_meta.${key}`;
    if (!b && a)
      findings.push({
        ruleId: "request-checks-changed",
        message: `request _meta key ${key} is checked: ${describeKey(a)}`,
        location: pickLocation(a.provenance, "schema"),
        details: { field, from: null, to: keyValue(a) },
      });
    else if (b && !a)
      findings.push({
        ruleId: "request-checks-changed",
        message: `request _meta key ${key} (${describeKey(b)}) is no longer checked`,
        location: pickLocation(b.provenance, "schema"),
        details: { field, from: keyValue(b), to: null },
      });
    else if (b && a && (b.required !== a.required || b.kind !== a.kind))
      findings.push({
        ruleId: "request-checks-changed",
        message: `request _meta key ${key}: ${describeKey(b)} → ${describeKey(a)}`,
        location: pickLocation(a.provenance, "schema"),
        details: { field, from: keyValue(b), to: keyValue(a) },
      });
  }
  return findings;
}

function describeHeader(h: RequestHeader): string {
  const fields = h.bodyField
    .map((f) => `${f.path.join(".")} ${f.method === "*" ? "on every request" : `on ${f.method}`}`)
    .join(", ");
  return `matches the body's ${fields}${h.base64 ? ", may be Base64-encoded" : ""}`;
}

function headerValue(h: RequestHeader): { [key: string]: DetailValue } {
  return {
    bodyField: Object.fromEntries(h.bodyField.map((f) => [f.method, [...f.path]])),
    base64: h.base64,
  };
}

/** Header names are case-insensitive: "MCP-Name" in one revision is "Mcp-Name" in another. */
function headers(base: RevisionModel, head: RevisionModel): Finding[] {
  const before = new Map((base.requestHeaders ?? []).map((h) => [h.name.toLowerCase(), h]));
  const after = new Map((head.requestHeaders ?? []).map((h) => [h.name.toLowerCase(), h]));
  const findings: Finding[] = [];
  for (const name of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const b = before.get(name);
    const a = after.get(name);
    const field = `header ${name}`;
    if (!b && a)
      findings.push({
        ruleId: "request-checks-changed",
        message: `header ${a.name} is checked: ${describeHeader(a)}`,
        location: pickLocation(a.provenance, "register"),
        details: { field, from: null, to: headerValue(a) },
      });
    else if (b && !a)
      findings.push({
        ruleId: "request-checks-changed",
        message: `header ${b.name} (${describeHeader(b)}) is no longer checked`,
        location: pickLocation(b.provenance, "register"),
        details: { field, from: headerValue(b), to: null },
      });
    else if (b && a && JSON.stringify(headerValue(b)) !== JSON.stringify(headerValue(a)))
      findings.push({
        ruleId: "request-checks-changed",
        message: `header ${a.name}: ${describeHeader(b)} → ${describeHeader(a)}`,
        location: pickLocation(a.provenance, "register"),
        details: { field, from: headerValue(b), to: headerValue(a) },
      });
  }
  return findings;
}

function describeParams(p: ToolParamHeaders): string {
  return `${p.prefix}{name} for each tool argument whose property has ${p.annotation}: {name}${p.base64 ? ", may be Base64-encoded" : ""}`;
}

function paramsValue(p: ToolParamHeaders): { [key: string]: DetailValue } {
  return { prefix: p.prefix, annotation: p.annotation, base64: p.base64 };
}

function paramHeaders(base: RevisionModel, head: RevisionModel): Finding[] {
  const b = base.toolParamHeaders;
  const a = head.toolParamHeaders;
  const field = "tool-argument headers";
  if (!b && a)
    return [
      {
        ruleId: "request-checks-changed",
        message: `tools/call headers are checked: ${describeParams(a)}`,
        location: pickLocation(a.provenance, "register"),
        details: { field, from: null, to: paramsValue(a) },
      },
    ];
  if (b && !a)
    return [
      {
        ruleId: "request-checks-changed",
        message: `tools/call headers (${describeParams(b)}) are no longer checked`,
        location: pickLocation(b.provenance, "register"),
        details: { field, from: paramsValue(b), to: null },
      },
    ];
  if (b && a && JSON.stringify(paramsValue(b)) !== JSON.stringify(paramsValue(a)))
    return [
      {
        ruleId: "request-checks-changed",
        message: `tools/call headers: ${describeParams(b)} → ${describeParams(a)}`,
        location: pickLocation(a.provenance, "register"),
        details: { field, from: paramsValue(b), to: paramsValue(a) },
      },
    ];
  return [];
}
