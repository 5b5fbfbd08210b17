/** A fact must not contradict its own quotes: statuses and codes the quotes name. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkQuotedValues, codesNamed, statusesNamed } from "../../generator/check/check-citations.ts";
import { readRegister } from "../../generator/register/load-register.ts";
import { parseYaml } from "../../generator/util/yaml-document.ts";
import { must } from "../helpers/must.ts";
import { diagnosticsOf, patched, positionOf, PROJECT_ROOT, where } from "./register-fixtures.ts";

const REAL = readFileSync(resolve(PROJECT_ROOT, "spec/errors.yaml"), "utf8");
const load = (text: string) => readRegister(parseYaml(text, "spec/errors.yaml"));

describe("values a quote names", () => {
  it("finds HTTP statuses written with a reason phrase or after HTTP/status", () => {
    expect(
      statusesNamed("it MUST respond with\n404 Not Found and a JSON-RPC error with code -32601"),
    ).toEqual(new Set([404]));
    expect(statusesNamed("servers MUST return HTTP status 400 Bad Request")).toEqual(new Set([400]));
    expect(statusesNamed("the response status code MUST be 400.")).toEqual(new Set([400]));
    expect(statusesNamed("Server-->>Client: 200 OK, application/json")).toEqual(new Set([200]));
    expect(statusesNamed("retry after 300 seconds; revision 2025")).toEqual(new Set());
  });

  it("finds JSON-RPC codes, but not other negative numbers or ranges' words", () => {
    expect(codesNamed("-32002 (resource not found) is replaced by −32602")).toEqual(
      new Set([-32002, -32602]),
    );
    expect(codesNamed("UnsupportedProtocolVersion -32004 → -32022")).toEqual(new Set([-32004, -32022]));
    expect(codesNamed("x-32002 and 1-32002 and -1 and -3200")).toEqual(new Set());
  });
});

describe("checkQuotedValues", () => {
  it("accepts the project's register, where quotes also name other codes and statuses", () => {
    expect(() => checkQuotedValues(load(REAL))).not.toThrow();
  });

  it("reports a status the quote does not name, at the status", () => {
    // methodNotFound's 2026 status, whose quote names 404 Not Found.
    const text = patched(
      "revisions: [2026-07-28, draft]\n        status: 404",
      "revisions: [2026-07-28, draft]\n        status: 405",
      REAL,
    );
    const found = diagnosticsOf(() => checkQuotedValues(load(text)));
    expect(found).toHaveLength(1);
    const d = must(found[0]);
    const at = positionOf(text, "405");
    expect(where(d)).toBe(`register/quote-contradicts-fact @ spec/errors.yaml:${at.line}:${at.column}`);
    expect(d.message).toMatch(
      /^status is 405, but its quotes name 404 and not HTTP status 405: "If the server/,
    );
  });

  it("reports a code the quotes do not name, even when they name several others", () => {
    // The draft code's quote names -32004 and -32022; -32005 is neither.
    const text = patched("      - code: -32004\n", "      - code: -32005\n", REAL);
    const d = must(diagnosticsOf(() => checkQuotedValues(load(text)))[0]);
    const at = positionOf(text, "-32005");
    expect(where(d)).toBe(`register/quote-contradicts-fact @ spec/errors.yaml:${at.line}:${at.column}`);
    expect(d.message).toContain("code is -32005, but its quotes name -32004, -32022");
  });

  it("checks reserved codes the same way", () => {
    const text = patched("code: -32042\n      formerCondition", "code: -32043\n      formerCondition", REAL);
    const d = must(diagnosticsOf(() => checkQuotedValues(load(text)))[0]);
    expect(d.message).toContain("code is -32043, but its quotes name -32042");
  });
});
