/**
 * The register's data for checkRequest: a revision with a check order needs the `_meta` keys it
 * reads (policy.requestMeta) and the headers it compares with the body (policy.requestHeaders),
 * and tool-argument headers (policy.toolParamHeaders) need a check order to run in;
 * each header once per revision, each method once per header; and, against the schemas, the
 * request `_meta` object those rules read, with every `_meta` key a header mirrors.
 */
import type { SchemaModel } from "../model/schema-model.ts";
import { formatPath } from "../util/yaml-document.ts";
import type { RegisterProblems } from "../register/problems.ts";
import type { Register } from "../register/register-types.ts";

/** Load-time: what a check order needs is there, and no header or method is given twice. */
export function checkRequestRules(register: Register, problems: RegisterProblems): void {
  const { policy } = register;
  for (const rule of policy.checkOrder)
    rule.revisions.forEach((revision, i) => {
      if (!register.revisions.includes(revision)) return;
      const at = [...rule.path, "revisions", i];
      for (const name of ["requestMeta", "requestHeaders"] as const)
        if (!policy[name].some((r) => r.revisions.includes(revision)))
          problems.add(
            "register/request-checks-incomplete",
            { path: formatPath(at), revision, rule: name },
            at,
          );
    });

  // The tool-argument headers are checked in the headerMismatch step, so they need a check order.
  for (const rule of policy.toolParamHeaders)
    rule.revisions.forEach((revision, i) => {
      if (!register.revisions.includes(revision)) return;
      if (policy.checkOrder.some((r) => r.revisions.includes(revision))) return;
      const at = [...rule.path, "revisions", i];
      problems.add("register/tool-param-headers-unchecked", { path: formatPath(at), revision }, at);
    });

  // Header names are case-insensitive (RFC 9110), so "Mcp-Name" and "MCP-Name" are one header.
  const headers = new Map<string, Set<string>>();
  for (const rule of policy.requestHeaders) {
    const name = rule.header.toLowerCase();
    for (const revision of rule.revisions) {
      const seen = headers.get(revision) ?? new Set<string>();
      if (seen.has(name)) {
        const at = [...rule.path, "header"];
        problems.add(
          "register/invalid-value",
          {
            path: formatPath(at),
            reason: `"${rule.header}" is listed twice for ${revision} (header names are case-insensitive)`,
          },
          at,
        );
      }
      seen.add(name);
      headers.set(revision, seen);
    }
    const methods = new Set<string>();
    rule.bodyField.forEach((field, i) => {
      if (methods.has(field.method)) {
        const at = [...rule.path, "bodyField", i, "method"];
        problems.add(
          "register/invalid-value",
          { path: formatPath(at), reason: `"${field.method}" is listed twice` },
          at,
        );
      }
      methods.add(field.method);
    });
  }
}

/** Against one schema: the request `_meta` object the rules read exists, with every key they name. */
export function checkRequestMeta(register: Register, schema: SchemaModel, problems: RegisterProblems): void {
  const revision = schema.revision;
  const meta = schema.requestMeta;
  const where = meta ? `${meta.location.file}:${meta.location.line}` : "";
  for (const rule of register.policy.requestMeta) {
    const i = rule.revisions.indexOf(revision);
    if (i < 0) continue;
    const at = [...rule.path, "revisions", i];
    const found = !meta
      ? "declares no RequestMetaObject"
      : meta.keys.some((k) => k.name.startsWith(rule.keyPrefix))
        ? undefined
        : `declares ${meta.name} (${where}) with no key under ${rule.keyPrefix}`;
    if (found !== undefined)
      problems.add(
        "register/request-meta-missing",
        { path: formatPath(at), revision, schema: schema.file, found },
        at,
      );
  }
  for (const rule of register.policy.requestHeaders) {
    if (!rule.revisions.includes(revision)) continue;
    rule.bodyField.forEach((field, i) => {
      const [params, metaField, key, ...rest] = field.path;
      if (params !== "params" || metaField !== "_meta" || key === undefined || rest.length > 0) return;
      if (meta?.keys.some((k) => k.name === key)) return;
      const at = [...rule.path, "bodyField", i, "path"];
      problems.add(
        "register/schema-claim-false",
        {
          path: formatPath(at),
          revision,
          claim: `a request _meta key "${key}"`,
          actual: meta ? `${meta.name} without it (${where})` : "no RequestMetaObject",
        },
        at,
      );
    });
  }
}
