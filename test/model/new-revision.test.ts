/**
 * A "next revision" that the register does not cover yet: a copy of the 2026-07-28 schema that
 * adds a code in -32020..-32099, renumbers one, drops one and changes a data shape. The build
 * refuses with one report listing all of it, each finding with file:line, plus a YAML stub.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { extractSchema } from "../../generator/extract/extract-schema.ts";
import { compareRevisions, type Manifest } from "../../generator/inputs/manifest.ts";
import { newRevisionReports } from "../../generator/check/check-schemas.ts";
import { checkRegister } from "../../generator/check/check-register.ts";
import { loadRegisterYaml } from "../../generator/register/load-register.ts";
import { parseYaml } from "../../generator/util/yaml-document.ts";
import { readSchema } from "../../generator/inputs/read-schema.ts";
import { sha256 } from "../../generator/util/files.ts";
import {
  diagnosticsOf,
  manifest,
  positionOf,
  PROJECT_ROOT,
  SPEC_DIR,
} from "../register/register-fixtures.ts";
import { must } from "../helpers/must.ts";
import { realSchemas } from "../helpers/suite-inputs.ts";

const NEXT = "2027-01-15";
const FILE = `schema/${NEXT}/schema.ts`;

function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at === -1 || text.indexOf(from, at + 1) !== -1) throw new Error(`expected one "${from.slice(0, 40)}"`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

const NEW_CODE = `/**
 * Error code returned when a request body exceeds the server's size limit.
 *
 * @category Errors
 */
export const REQUEST_TOO_LARGE = -32023;

/**
 * Returned when a request body exceeds the server's size limit.
 *
 * @category Errors
 */
export interface RequestTooLargeError extends Omit<JSONRPCErrorResponse, "error"> {
  error: Error & {
    code: typeof REQUEST_TOO_LARGE;
    data: { limit: number };
  };
}

/* Empty result */`;

function nextSchemaText(): string {
  let text = readFileSync(join(SPEC_DIR, "schema/2026-07-28/schema.ts"), "utf8");
  // Drop MISSING_REQUIRED_CLIENT_CAPABILITY with its interface.
  text = replaceOnce(
    text,
    "/**\n * Error code returned when a server requires a client capability that was\n * not declared in the request's `clientCapabilities`.\n *\n * @category Errors\n */\nexport const MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;\n\n",
    "",
  );
  const start = text.indexOf("/**\n * Returned when processing a request requires a capability");
  const end = text.indexOf("/* Empty result */");
  text = text.slice(0, start) + text.slice(end);
  // Renumber one code, change one data shape, add one code in the specification band.
  text = replaceOnce(
    text,
    "UNSUPPORTED_PROTOCOL_VERSION = -32022;",
    "UNSUPPORTED_PROTOCOL_VERSION = -32024;",
  );
  text = replaceOnce(
    text,
    "      requested: string;\n",
    "      requested: string;\n      /** Why the server refused it. */\n      reason?: string;\n",
  );
  return replaceOnce(text, "/* Empty result */", NEW_CODE);
}

const dir = mkdtempSync(join(tmpdir(), "mcp-errgen-next-"));
mkdirSync(join(dir, `schema/${NEXT}`), { recursive: true });
const nextText = nextSchemaText();
writeFileSync(join(dir, FILE), nextText);
const nextEntry = {
  id: NEXT,
  status: "final" as const,
  era: "modern" as const,
  root: "spec",
  schema: FILE,
  sha256: sha256(nextText),
  line: 1,
};
const withNext: Manifest = {
  ...manifest,
  revisions: [...manifest.revisions, nextEntry].sort(compareRevisions),
};
const schemas = [
  ...realSchemas(),
  extractSchema(
    readSchema(nextEntry, new Map([["spec", { name: "spec", dir, via: "test" }]]), { verifyPin: true }),
  ),
];
const registerYaml = loadRegisterYaml(PROJECT_ROOT);
const register = checkRegister(registerYaml, { manifest: withNext });
const checkAgainstSchemas = () => checkRegister(registerYaml, { manifest: withNext, schemas });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const registerText = readFileSync(join(PROJECT_ROOT, "spec/errors.yaml"), "utf8");
const lineOf = (needle: string) => positionOf(nextText, needle).line;
const line2026 = (needle: string) =>
  positionOf(readFileSync(join(SPEC_DIR, "schema/2026-07-28/schema.ts"), "utf8"), needle).line;

describe("a revision the register does not cover yet", () => {
  it("refuses to build, with one report", () => {
    const found = diagnosticsOf(checkAgainstSchemas);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: "register/new-revision-uncovered",
      location: { file: "spec/errors.yaml", ...positionOf(registerText, "revisions:\n") },
    });
    expect(found[0]?.message.split("\n")[0]).toBe(`the register does not cover revision ${NEXT} yet:`);
  });

  it("lists each new, renumbered and removed constant, new interface and changed data shape with file:line", () => {
    const [report] = newRevisionReports(register, schemas, withNext);
    expect(report?.previous).toBe("2026-07-28");
    expect(report?.findings.map((f) => [f.kind, f.name, `${f.location.file}:${f.location.line}`])).toEqual([
      ["new-constant", "REQUEST_TOO_LARGE", `${FILE}:${lineOf("export const REQUEST_TOO_LARGE")}`],
      [
        "renumbered-constant",
        "UNSUPPORTED_PROTOCOL_VERSION",
        `${FILE}:${lineOf("export const UNSUPPORTED_PROTOCOL_VERSION")}`,
      ],
      [
        "removed-constant",
        "MISSING_REQUIRED_CLIENT_CAPABILITY",
        `schema/2026-07-28/schema.ts:${line2026("export const MISSING_REQUIRED_CLIENT_CAPABILITY")}`,
      ],
      ["new-interface", "RequestTooLargeError", `${FILE}:${lineOf("export interface RequestTooLargeError")}`],
      [
        "changed-data",
        "UnsupportedProtocolVersionError",
        `${FILE}:${lineOf("export interface UnsupportedProtocolVersionError")}`,
      ],
    ]);
    expect(report?.findings.find((f) => f.kind === "changed-data")?.detail).toBe(
      "UnsupportedProtocolVersionError data { requested: string; supported: string[] } -> { reason?: string; requested: string; supported: string[] }",
    );
    const message = must(diagnosticsOf(checkAgainstSchemas)[0]).message;
    expect(message).toContain(
      `    ${FILE}:${lineOf("export const REQUEST_TOO_LARGE")}  REQUEST_TOO_LARGE = -32023`,
    );
    expect(message).toContain(
      "UNSUPPORTED_PROTOCOL_VERSION = -32024 (was -32022 at schema/2026-07-28/schema.ts:450)",
    );
  });

  it("suggests YAML that parses and stubs the new and renumbered codes", () => {
    const report = must(newRevisionReports(register, schemas, withNext)[0]);
    const stub = parse(report.stub) as {
      conditions: Record<string, { codes: Record<string, unknown>[]; absent?: string[] }>;
    };
    expect(stub.conditions.requestTooLarge?.codes).toEqual([
      { code: -32023, constant: "REQUEST_TOO_LARGE", interface: "RequestTooLargeError", revisions: [NEXT] },
    ]);
    expect(stub.conditions.requestTooLarge?.absent).toEqual(register.revisions);
    expect(stub.conditions.unsupportedProtocolVersion?.codes).toEqual([
      {
        code: -32024,
        constant: "UNSUPPORTED_PROTOCOL_VERSION",
        interface: "UnsupportedProtocolVersionError",
        revisions: [NEXT],
      },
    ]);
    expect(report.stub).toContain(`# Add ${NEXT} to the top-level \`revisions\` list.`);
    expect(report.stub).toContain("#   conditions.parseError.codes[1]  PARSE_ERROR = -32700");
    expect(report.stub).toContain(
      "#   conditions.missingRequiredClientCapability  (MISSING_REQUIRED_CLIENT_CAPABILITY removed; add a whenAbsent rule)",
    );
    expect(report.stub).toContain(
      "#   conditions.urlElicitationRequired (absent from 2026-07-28 too; extend its whenAbsent rule)",
    );
    expect(report.stub).toMatch(/policy\.transportFailures\[\d+\]/);
  });

  it("reports a revision listed in the register that no condition mentions yet the same way", () => {
    const text = registerText.replace("  - draft\n", `  - draft\n  - ${NEXT}\n`);
    const listed = parseYaml(text, "spec/errors.yaml");
    const found = diagnosticsOf(() => checkRegister(listed, { manifest: withNext, schemas }));
    expect(found.map((d) => d.kind)).toEqual(["register/new-revision-uncovered"]);
    expect(found[0]?.message).not.toContain("to the top-level `revisions` list");
  });
});
