/** Shared setup for register tests: the project manifest, spec roots, fixture registers and small schema models. */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Diagnostic } from "../../generator/diagnostics/gen-error.ts";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import type { ErrorInterface, RequestMeta, SchemaModel } from "../../generator/model/schema-model.ts";
import { checkRegister } from "../../generator/check/check-register.ts";
import { buildMergedModel } from "../../generator/merge/build-merged.ts";
import type { MergedModel } from "../../generator/model/merged-model.ts";
import type { Register } from "../../generator/register/register-schema.ts";
import type { ResolvedRoot } from "../../generator/inputs/resolve-roots.ts";
import { parseYaml } from "../../generator/util/yaml-document.ts";

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export { SPEC_DIR, PRERELEASE_DIR } from "../helpers/spec-roots.ts";
import { SPEC_DIR, PRERELEASE_DIR } from "../helpers/spec-roots.ts";

export const manifest = loadManifest(PROJECT_ROOT);

export function specRoots(): Map<string, ResolvedRoot> {
  return new Map([
    ["spec", { name: "spec", dir: SPEC_DIR, via: "test" }],
    ["prerelease", { name: "prerelease", dir: PRERELEASE_DIR, via: "test" }],
  ]);
}

export function fixtureFile(name: string): string {
  return `test/fixtures/registers/${name}.yaml`;
}

export function fixtureText(name: string): string {
  return readFileSync(resolve(PROJECT_ROOT, fixtureFile(name)), "utf8");
}

/** A fixture register, read and checked on its own (without schemas or the spec). */
export function loadFixture(name: string): Register {
  return checkRegister(parseYaml(fixtureText(name), fixtureFile(name)), { manifest });
}

/** The base fixture with `from` replaced by `to` (which must occur exactly once). */
export function patched(from: string, to: string, text = fixtureText("base")): string {
  const at = text.indexOf(from);
  if (at === -1 || text.indexOf(from, at + 1) !== -1)
    throw new Error(`"${from}" must occur once in the fixture`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** A register read from text and checked on its own, named like an in-memory fixture. */
export function registerFrom(text: string): Register {
  return checkRegister(parseYaml(text, "patched.yaml"), { manifest });
}

/** The merged model of a register read from text, checked against `schemas` first. */
export function mergedFrom(text: string, schemas: SchemaModel[], file = "patched.yaml"): MergedModel {
  const register = checkRegister(parseYaml(text, file), { manifest, schemas });
  return buildMergedModel(manifest, schemas, register);
}

/** 1-based line and column where `needle` starts in `text` (its `nth` occurrence). */
export function positionOf(text: string, needle: string, nth = 1): { line: number; column: number } {
  let at = -1;
  for (let i = 0; i < nth; i++) {
    at = text.indexOf(needle, at + 1);
    if (at === -1) throw new Error(`"${needle}" not found`);
  }
  const before = text.slice(0, at).split("\n");
  return { line: before.length, column: (before.at(-1) ?? "").length + 1 };
}

export { diagnosticsOf } from "../helpers/diagnostics-of.ts";

/** "kind @ file:line:col" for compact comparison. */
export function where(d: Diagnostic): string {
  return `${d.kind} @ ${d.location?.file}:${d.location?.line}:${d.location?.column}`;
}

const doc = { summary: "", internal: false, deprecated: false };

/** A hand-built schema model: constants by name and value, interfaces binding them, and the envelope rule. */
export function schemaModel(
  revision: string,
  constants: Record<string, number>,
  options: { interfaces?: Partial<ErrorInterface>[]; idOptional?: boolean; requestMeta?: RequestMeta } = {},
): SchemaModel {
  const file = `schema/${revision}/schema.ts`;
  return {
    revision,
    file,
    protocolVersion: revision,
    jsonrpcVersion: "2.0",
    constants: Object.entries(constants)
      .map(([name, value], i) => ({ name, value, doc, location: { file, line: 100 + i, column: 14 } }))
      .sort((a, b) => (a.name < b.name ? -1 : 1)),
    interfaces: (options.interfaces ?? []).map((iface, i) => ({
      name: "Unnamed",
      constant: "UNNAMED",
      describes: "response" as const,
      doc,
      location: { file, line: 200 + i, column: 18 },
      ...iface,
    })),
    envelope: {
      name: "JSONRPCErrorResponse",
      idOptional: options.idOptional ?? true,
      error: { kind: "ref", name: "Error" },
      location: { file, line: 50, column: 18 },
    },
    resultType: { required: false, complete: null },
    ...(options.requestMeta ? { requestMeta: options.requestMeta } : {}),
    declarations: [],
  };
}

/**
 * A request `_meta` object as a modern schema declares it (RequestMetaObject at line 60): a key
 * outside the protocol prefix, two required protocol keys and an optional one, in declaration order.
 */
export function requestMeta(revision: string): RequestMeta {
  const file = `schema/${revision}/schema.ts`;
  const at = (line: number) => ({ file, line, column: 3 });
  return {
    name: "RequestMetaObject",
    keys: [
      { name: "progressToken", optional: true, kind: "any", location: at(61) },
      { name: "io.modelcontextprotocol/protocolVersion", optional: false, kind: "string", location: at(62) },
      { name: "io.modelcontextprotocol/logLevel", optional: true, kind: "string", location: at(63) },
      {
        name: "io.modelcontextprotocol/clientCapabilities",
        optional: false,
        kind: "object",
        location: at(64),
      },
    ],
    location: { file, line: 60, column: 18 },
  };
}

/** A check order for 2026-07-28, to insert after the policy key of a patched fixture. */
export const CHECK_ORDER = `  checkOrder:
    - revisions: [2026-07-28]
      steps:
        - { step: headerMatch, check: the headers match the body, condition: headerMismatch, http: 400 }
      notARequest: invalidParams
      metaInvalid: invalidParams
      cite:
        - source: docs/specification/2026-07-28/basic/index.mdx:380
          quote: A request missing any required field is malformed
`;

/**
 * policy.requestMeta and policy.requestHeaders for 2026-07-28 in the base fixture's style, to
 * insert after the policy key of a patched fixture that gives 2026-07-28 a check order.
 */
export const REQUEST_RULES = `  requestMeta:
    - revisions: [2026-07-28]
      keyPrefix: io.modelcontextprotocol/
      cite:
        - source: docs/specification/2026-07-28/basic/index.mdx:367
          quote: Client requests carry the following
  requestHeaders:
    - revisions: [2026-07-28]
      header: Mcp-Name
      bodyField:
        - { method: tools/call, path: [params, name] }
        - { method: resources/read, path: [params, uri] }
      base64: true
      cite:
        - source: docs/specification/2026-07-28/basic/transports/streamable-http.mdx:490
          quote: The same encoding rule applies to the Mcp-Name header value.
    - revisions: [2026-07-28]
      header: MCP-Protocol-Version
      bodyField:
        - { method: "*", path: [params, _meta, io.modelcontextprotocol/protocolVersion] }
      base64: false
      cite:
        - source: docs/specification/2026-07-28/basic/transports/streamable-http.mdx:252
          quote: Every POST request to the MCP endpoint
  base64Sentinel:
    - revisions: [2026-07-28]
      prefix: "=?base64?"
      suffix: "?="
      cite:
        - source: docs/specification/2026-07-28/basic/transports/streamable-http.mdx:498
          quote: The prefix =?base64? and suffix ?= indicate
  versionNegotiation:
    - revisions: [2026-07-28]
      versionKey: io.modelcontextprotocol/protocolVersion
      versionsMethod: initialize
      cite:
        - source: docs/specification/2026-07-28/basic/versioning.mdx:155
          quote: the protocol versions it supports in any error it returns
  checkMessages:
    - revisions: [2026-07-28]
      messages:
        notARequest: not a request
        unreadable: unreadable
        jsonrpcVersion: "jsonrpc must be {jsonrpc}"
        idNotScalar: bad id
        metaMissing: "missing {key}"
        metaMistyped: "{key} must be {kind}"
        metaInvalid: "{key} must be {kind}"
        metaNotListed: "{key} is {value}, not one of {values}"
        headerMissing: "{header} is missing"
        headerMalformed: "{header} is malformed"
        headerDiffers: "{header} is {value}, not {expected}"
        headerWithoutValue: "{header} has no value"
        annotationNotAHeader: "{annotation} {name} is no header"
        annotationTwice: "{annotation} {first} and {second} are one header"
        versionsNamed: "{message}; versions {versions}"
      kinds: { object: an object }
      note: A fixture's wording.
`;

/** Schema models matching the base fixture register. */
export function baseSchemas(): SchemaModel[] {
  return [
    schemaModel("2025-11-25", { PARSE_ERROR: -32700, INVALID_PARAMS: -32602 }),
    schemaModel(
      "2026-07-28",
      { PARSE_ERROR: -32700, INVALID_PARAMS: -32602, HEADER_MISMATCH: -32020 },
      {
        interfaces: [{ name: "HeaderMismatchError", constant: "HEADER_MISMATCH" }],
        requestMeta: requestMeta("2026-07-28"),
      },
    ),
  ];
}
