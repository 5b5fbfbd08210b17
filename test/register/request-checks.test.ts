/**
 * The register's data for checkRequest (policy.requestMeta, policy.requestHeaders): the load-time
 * checks, the checks against the schemas, and what the merged model makes of both, on the small
 * base fixture and hand-built schema models.
 */
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../generator/diagnostics/gen-error.ts";
import { checkCitations } from "../../generator/check/check-citations.ts";
import type { SchemaModel } from "../../generator/model/schema-model.ts";
import { must } from "../helpers/must.ts";
import {
  baseSchemas,
  diagnosticsOf,
  mergedFrom,
  patched,
  positionOf,
  registerFrom,
  CHECK_ORDER,
  REQUEST_RULES,
  requestMeta,
  specRoots,
} from "./register-fixtures.ts";

/** The base fixture with a check order for 2026-07-28, followed by `rules`. */
const withChecks = (rules = REQUEST_RULES) =>
  patched("  translateUndefined: []\n", `  translateUndefined: []\n${CHECK_ORDER}${rules}`);

function summary(d: Diagnostic) {
  return { kind: d.kind, message: d.message, hint: d.hint, at: `${d.location?.line}:${d.location?.column}` };
}

const loading = (text: string) => diagnosticsOf(() => registerFrom(text)).map(summary);
const merging = (text: string, schemas: SchemaModel[] = baseSchemas()) =>
  diagnosticsOf(() => mergedFrom(text, schemas)).map(summary);

function at(text: string, needle: string, nth = 1, skip = 0): string {
  const p = positionOf(text, needle, nth);
  return `${p.line}:${p.column + skip}`;
}

/** The base schemas with 2026-07-28's request `_meta` object replaced (or left out). */
function schemasWith(meta: SchemaModel["requestMeta"]): SchemaModel[] {
  const [legacy, modern] = baseSchemas();
  const changed: SchemaModel = { ...must(modern) };
  if (meta) changed.requestMeta = meta;
  else delete changed.requestMeta;
  return [must(legacy), changed];
}

describe("request-check rules, on their own", () => {
  it("a check order without them names each missing rule at the revision that has the order", () => {
    const text = withChecks("");
    const revision = at(text, "2026-07-28]\n      steps");
    const found = loading(text);
    expect(found).toContainEqual({
      kind: "register/request-checks-incomplete",
      message:
        "policy.checkOrder[0].revisions[0] gives 2026-07-28 request checks, but no policy.requestHeaders entry lists 2026-07-28 (which headers they compare with the body)",
      hint: "add 2026-07-28 to the revisions of the policy.requestHeaders entries (a header, the body field it must match, a cite), or remove it from the check order",
      at: revision,
    });
    expect(found).toContainEqual({
      kind: "register/request-checks-incomplete",
      message:
        "policy.checkOrder[0].revisions[0] gives 2026-07-28 request checks, but no policy.requestMeta entry lists 2026-07-28 (which _meta keys they read)",
      hint: "add 2026-07-28 to the revisions of a policy.requestMeta entry (the _meta key prefix, with a cite), or remove it from the check order",
      at: revision,
    });
    // The sentinel, the version's key and the messages are each named too.
    expect(found.map((d) => /no policy\.(\w+) entry/.exec(d.message)?.[1]).sort()).toEqual([
      "base64Sentinel",
      "checkMessages",
      "requestHeaders",
      "requestMeta",
      "versionNegotiation",
    ]);
    for (const d of found) expect([d.kind, d.at]).toEqual(["register/request-checks-incomplete", revision]);
  });

  it("rules without a check order are accepted", () => {
    const text = patched("  translateUndefined: []\n", `  translateUndefined: []\n${REQUEST_RULES}`);
    expect(registerFrom(text).policy.requestHeaders.map((h) => h.header)).toEqual([
      "Mcp-Name",
      "MCP-Protocol-Version",
    ]);
  });

  it("a header listed twice for a revision, in another case, is one header twice", () => {
    const text = withChecks(
      REQUEST_RULES.replace("      header: MCP-Protocol-Version\n", "      header: mcp-name\n"),
    );
    expect(loading(text)).toEqual([
      {
        kind: "register/invalid-value",
        message:
          'policy.requestHeaders[1].header: "mcp-name" is listed twice for 2026-07-28 (header names are case-insensitive)',
        hint: "see the register's definition (generator/register/register-schema.ts)",
        at: at(text, "mcp-name", 1),
      },
    ]);
  });

  it("a method listed twice for one header", () => {
    const text = withChecks(REQUEST_RULES.replace("method: resources/read", "method: tools/call"));
    expect(loading(text)).toEqual([
      {
        kind: "register/invalid-value",
        message: 'policy.requestHeaders[0].bodyField[1].method: "tools/call" is listed twice',
        hint: "see the register's definition (generator/register/register-schema.ts)",
        at: at(text, "tools/call", 2),
      },
    ]);
  });

  it("a second requestMeta entry for a revision", () => {
    const second = REQUEST_RULES.split("  requestHeaders:\n")[0]?.replace("  requestMeta:\n", "") ?? "";
    const text = withChecks(REQUEST_RULES.replace("  requestHeaders:\n", `${second}  requestHeaders:\n`));
    expect(loading(text).map((d) => [d.kind, d.message, d.at])).toEqual([
      [
        "register/policy-revision-twice",
        "policy.requestMeta lists revision 2026-07-28 in more than one entry",
        at(text, "2026-07-28]\n      keyPrefix", 2),
      ],
    ]);
  });

  it.each([
    [
      "a header name with a space",
      "header: Mcp-Name",
      "header: Mcp Name",
      "Mcp Name",
      'policy.requestHeaders[0].header: "Mcp Name" is not an HTTP header name (letters, digits and "-", starting with a letter)',
    ],
    [
      "a method that is no method name",
      "method: tools/call",
      "method: Tools/Call",
      "Tools/Call",
      'policy.requestHeaders[0].bodyField[0].method: "Tools/Call" is not a method name (e.g. tools/call), nor "*" for every method',
    ],
    [
      "a key prefix without its slash",
      "keyPrefix: io.modelcontextprotocol/",
      "keyPrefix: io.modelcontextprotocol",
      "io.modelcontextprotocol",
      'policy.requestMeta[0].keyPrefix: "io.modelcontextprotocol" is not a _meta key prefix (dot-separated labels and a final "/", e.g. io.modelcontextprotocol/)',
    ],
  ])("%s is refused by the shape check", (_, from, to, value, message) => {
    const text = withChecks(REQUEST_RULES.replace(from, to));
    expect(loading(text).map((d) => [d.kind, d.message, d.at])).toEqual([
      ["register/invalid-value", message, at(text, value)],
    ]);
  });

  it("a header rule without base64 is missing a required key", () => {
    const text = withChecks(REQUEST_RULES.replace("      base64: true\n", ""));
    expect(loading(text).map((d) => [d.kind, d.message])).toEqual([
      ["register/missing-key", 'policy.requestHeaders[0] is missing required key "base64"'],
    ]);
  });
});

describe("request-check rules against the schemas", () => {
  it("a schema without RequestMetaObject: the requestMeta entry's revision, and each header that mirrors a _meta key", () => {
    const text = withChecks();
    expect(merging(text, schemasWith(undefined))).toEqual([
      {
        kind: "register/request-meta-missing",
        message:
          "policy.requestMeta[0].revisions[0] reads the request _meta keys of 2026-07-28, but schema/2026-07-28/schema.ts declares no RequestMetaObject",
        hint: "check that schema/2026-07-28/schema.ts is a modern MCP schema (it declares interface RequestMetaObject with the per-request keys), or remove 2026-07-28 from this entry and from policy.checkOrder",
        at: at(text, "2026-07-28]\n      keyPrefix", 1),
      },
      {
        kind: "register/schema-claim-false",
        message:
          'policy.requestHeaders[1].bodyField[0].path claims a request _meta key "io.modelcontextprotocol/protocolVersion" in 2026-07-28, but the schema has no RequestMetaObject',
        hint: "correct the register entry to match the schema",
        at: at(text, "[params, _meta", 1),
      },
    ]);
  });

  it("a RequestMetaObject with no key under the prefix", () => {
    const meta = requestMeta("2026-07-28");
    const text = withChecks();
    const found = merging(
      text,
      schemasWith({ ...meta, keys: meta.keys.filter((k) => k.name === "progressToken") }),
    );
    expect(found.map((d) => [d.kind, d.message])).toEqual([
      [
        "register/request-meta-missing",
        "policy.requestMeta[0].revisions[0] reads the request _meta keys of 2026-07-28, but schema/2026-07-28/schema.ts declares RequestMetaObject (schema/2026-07-28/schema.ts:60) with no key under io.modelcontextprotocol/",
      ],
      [
        "register/schema-claim-false",
        'policy.requestHeaders[1].bodyField[0].path claims a request _meta key "io.modelcontextprotocol/protocolVersion" in 2026-07-28, but the schema has RequestMetaObject without it (schema/2026-07-28/schema.ts:60)',
      ],
    ]);
  });

  it("a header that mirrors a _meta key the schema does not declare", () => {
    const text = withChecks(REQUEST_RULES.replace("/protocolVersion]", "/version]"));
    expect(merging(text).map((d) => [d.kind, d.message, d.at])).toEqual([
      [
        "register/schema-claim-false",
        'policy.requestHeaders[1].bodyField[0].path claims a request _meta key "io.modelcontextprotocol/version" in 2026-07-28, but the schema has RequestMetaObject without it (schema/2026-07-28/schema.ts:60)',
        at(text, "[params, _meta"),
      ],
    ]);
  });
});

describe("the merged model", () => {
  const text = withChecks();
  const model = mergedFrom(text, baseSchemas());
  const modern = must(model.revisions.find((r) => r.id === "2026-07-28"));
  /** Where an entry starting `- <needle>` is: at its first key, after the dash. */
  const register = (needle: string) => {
    const p = positionOf(text, needle);
    return { file: "patched.yaml", line: p.line, column: p.column + "- ".length };
  };

  it("reads the schema's keys under the prefix: sorted, required unless optional, with their kind and line", () => {
    const meta = must(modern.requestMeta);
    expect(meta.interface).toBe("RequestMetaObject");
    expect(meta.keyPrefix).toBe("io.modelcontextprotocol/");
    expect(meta.keys.map((k) => [k.key, k.required, k.kind])).toEqual([
      ["io.modelcontextprotocol/clientCapabilities", true, "object"],
      ["io.modelcontextprotocol/logLevel", false, "string"],
      ["io.modelcontextprotocol/protocolVersion", true, "string"],
    ]);
    expect(meta.keys.map((k) => k.provenance)).toEqual(
      [64, 63, 62].map((line) => [
        { kind: "schema", location: { file: "schema/2026-07-28/schema.ts", line, column: 3 } },
      ]),
    );
    expect(meta.provenance.map((p) => [p.kind, p.location])).toEqual([
      ["schema", { file: "schema/2026-07-28/schema.ts", line: 60, column: 18 }],
      ["register", register("- revisions: [2026-07-28]\n      keyPrefix")],
    ]);
    expect(meta.provenance[1]).toMatchObject({
      citations: [
        {
          file: "docs/specification/2026-07-28/basic/index.mdx",
          line: 367,
          endLine: 367,
          quote: "Client requests carry the following",
        },
      ],
    });
  });

  it("lists the headers by name, each field by method, with the register line behind each", () => {
    expect(modern.requestHeaders?.map((h) => [h.name, h.bodyField, h.base64])).toEqual([
      [
        "MCP-Protocol-Version",
        [{ method: "*", path: ["params", "_meta", "io.modelcontextprotocol/protocolVersion"] }],
        false,
      ],
      [
        "Mcp-Name",
        [
          { method: "resources/read", path: ["params", "uri"] },
          { method: "tools/call", path: ["params", "name"] },
        ],
        true,
      ],
    ]);
    expect(modern.requestHeaders?.map((h) => h.provenance.map((p) => p.location))).toEqual([
      [register("- revisions: [2026-07-28]\n      header: MCP-Protocol-Version")],
      [register("- revisions: [2026-07-28]\n      header: Mcp-Name")],
    ]);
  });

  it("gives a revision no rule lists neither", () => {
    const legacy = must(model.revisions.find((r) => r.id === "2025-11-25"));
    expect(legacy.requestMeta).toBeUndefined();
    expect(legacy.requestHeaders).toBeUndefined();
  });
});

describe("their citations", () => {
  it("are checked against the spec like every other fact's", () => {
    expect(() => checkCitations(registerFrom(withChecks()), specRoots())).not.toThrow();
    const text = withChecks(
      REQUEST_RULES.replace("quote: Every POST request to the MCP endpoint", "quote: Every GET request"),
    );
    expect(
      diagnosticsOf(() => checkCitations(registerFrom(text), specRoots())).map((d) => [
        d.kind,
        d.message,
        `${d.location?.line}:${d.location?.column}`,
      ]),
    ).toEqual([
      [
        "register/citation-drifted",
        'policy.requestHeaders[1].cite[0]: quote not found at docs/specification/2026-07-28/basic/transports/streamable-http.mdx:252: "Every GET request" (not found anywhere in the file)',
        at(text, "docs/specification/2026-07-28/basic/transports/streamable-http.mdx:252", 1),
      ],
    ]);
  });
});
