/**
 * The register's data for checkRequest: a revision with a check order needs the `_meta` keys it
 * reads (policy.requestMeta) and the headers it compares with the body (policy.requestHeaders),
 * and tool-argument headers (policy.toolParamHeaders) need a check order to run in; each header
 * once per revision, each method once per header. (Against the schemas: cross-check.ts.)
 */
import { formatPath } from "../util/yaml-document.ts";
import type { RegisterProblems } from "../register/problems.ts";
import type { Register } from "../register/register-types.ts";

/** What a check order needs is there, and no header or method is given twice. */
export function checkRequestRules(register: Register, problems: RegisterProblems): void {
  const { policy } = register;
  const ordered = (revision: string) => policy.checkOrder.some((r) => r.revisions.includes(revision));
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
      if (!register.revisions.includes(revision) || ordered(revision)) return;
      const at = [...rule.path, "revisions", i];
      problems.add("register/tool-param-headers-unchecked", { path: formatPath(at), revision }, at);
    });

  // Header names are case-insensitive (RFC 9110), so "Mcp-Name" and "MCP-Name" are one header.
  const headers = new Set<string>();
  for (const rule of policy.requestHeaders) {
    for (const revision of rule.revisions) {
      const id = `${revision} ${rule.header.toLowerCase()}`;
      if (headers.has(id))
        problems.invalid(
          [...rule.path, "header"],
          `"${rule.header}" is listed twice for ${revision} (header names are case-insensitive)`,
        );
      headers.add(id);
    }
    const methods = new Set<string>();
    rule.bodyField.forEach((field, i) => {
      if (methods.has(field.method))
        problems.invalid([...rule.path, "bodyField", i, "method"], `"${field.method}" is listed twice`);
      methods.add(field.method);
    });
  }
}
