// Compiled by mcp-errgen from runtime/mcp-errors/request-era.ts; do not edit.
/**
 * Which era a request to a dual-era server belongs to, by the revision's REQUEST_ERA rule: its
 * steps in order, the first signal the request shows naming the era (the register's
 * policy.requestEra, from the spec's own text on how a dual-era server selects its behaviour).
 */
import { headerValue } from "./check-request.js";
import { hasOwn, isRecord } from "./data-shape.js";
/** The era of a request under `rule`. Never throws: a request it cannot read shows no signal. */
export function requestEraIn(rule, request) {
  const headers = read(() => (isRecord(request) ? request.headers : undefined));
  let body = read(() => (isRecord(request) ? request.body : undefined));
  if (typeof body === "string") body = read(() => JSON.parse(body));
  const params = isRecord(body) ? read(() => body.params) : undefined;
  const meta = isRecord(params) ? read(() => params._meta) : undefined;
  for (const step of rule.steps) {
    const shown = read(() => {
      switch (step.signal) {
        case "metaKey":
          return isRecord(meta) && hasOwn(meta, step.name) && meta[step.name] !== undefined;
        case "method":
          return isRecord(body) && body.method === step.name;
        case "header":
          return headerValue(headers, step.name) !== undefined;
        case "legacyVersionHeader": {
          const value = headerValue(headers, step.name);
          return typeof value === "string" && rule.legacyVersions.includes(value);
        }
      }
    });
    if (shown === true) return step.era;
  }
  return rule.otherwise;
}
/** A read of the caller's value (a getter, a Proxy, a Headers' get) that may throw: undefined then. */
function read(get) {
  try {
    return get();
  } catch {
    return undefined;
  }
}
