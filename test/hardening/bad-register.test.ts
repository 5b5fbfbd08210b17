/**
 * The bad-input catalogue, register half: each case breaks one thing in a copy of spec/errors.yaml
 * and runs the register checks gen runs on it, in memory (parseYaml, then checkRegister with the
 * real spec roots and the real schemas, extracted once per run by the unit lane's setup), or, for the file itself, the register's
 * reader on a file. Every case must be refused with a diagnostic (a GenError, which the CLI prints
 * and exits 2 for) of the right kind, at the right file:line:col, with a hint. One case goes through
 * `gen` itself, against an output directory that holds a real generated tree, which it must leave
 * byte-identical.
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkRegister } from "../../generator/check/check-register.ts";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import { displayPath } from "../../generator/inputs/manifest.ts";
import { MAX_INPUT_BYTES } from "../../generator/inputs/read-schema.ts";
import type { SchemaModel } from "../../generator/model/schema-model.ts";
import { loadRegisterYaml } from "../../generator/register/load-register.ts";
import { parseYaml } from "../../generator/util/yaml-document.ts";
import { runCli } from "../cli/support/run-cli.ts";
import { cleanupTempDirs, PROJECT_ROOT, SPEC_ENV, tempDir } from "../cli/support/temp-project.ts";
import { diagnosticsOf } from "../helpers/diagnostics-of.ts";
import { realSchemas } from "../helpers/suite-inputs.ts";
import { positionOf, specRoots } from "../register/register-fixtures.ts";
import {
  caseProject,
  expectPrinted,
  expectRefusal,
  baselineOutput,
  printedOf,
  type Expected,
  type Printed,
} from "./support/refusal.ts";
import { columnOf, editLine, removeBlock, swap } from "./support/text-edit.ts";

const REGISTER = "spec/errors.yaml";
const manifest = loadManifest(PROJECT_ROOT);
const KNOWN = manifest.revisions.map((r) => r.id).join(", ");

let original: string;
let schemas: SchemaModel[];

beforeAll(() => {
  original = readFileSync(join(PROJECT_ROOT, REGISTER), "utf8");
  schemas = realSchemas();
});
afterAll(cleanupTempDirs);

const at = (line: number, column: number) => `${REGISTER}:${line}:${column}`;
const onLine = (line: number) => new RegExp(`^spec/errors\\.yaml:${line}:\\d+$`);

/** The refusal's diagnostics, checked as the catalogue checks what gen prints. */
function expectRefused(run: () => unknown, expected: Expected): Printed[] {
  const printed = printedOf(diagnosticsOf(run));
  const shown = printed.map((d) => `${d.where}: error[${d.kind}]: ${d.message}\n  hint: ${d.hint}`);
  return expectPrinted(printed, expected, shown.join("\n"));
}

/** `text` as spec/errors.yaml, through every register check gen runs, in gen's order. */
async function refuse(text: string, expected: Expected): Promise<Printed[]> {
  const check = () => checkRegister(parseYaml(text, REGISTER), { manifest, roots: specRoots, schemas });
  return Promise.resolve(expectRefused(check, expected));
}

/** A project directory holding `text` as its spec/errors.yaml, and nothing else. */
function registerProject(text: string): string {
  const project = tempDir("mcp-errgen-register-");
  mkdirSync(join(project, "spec"));
  writeFileSync(join(project, REGISTER), text);
  return project;
}

/** `text` as the project's spec/errors.yaml, read by the register's reader. */
function refuseFile(text: string, expected: Expected): Printed[] {
  const project = registerProject(text);
  return expectRefused(() => loadRegisterYaml(project), expected);
}

/** The first code line of a condition, rewritten to `value`. */
const codeOf = (condition: string, value: string) =>
  editLine(original, `  ${condition}:`, /^ {6}- code: /, () => `      - code: ${value}`);

describe("YAML", () => {
  it("a syntax error (an unclosed quote) names its line", async () => {
    const e = editLine(original, "  invalidRequest:", /^ {4}summary: /, (l) =>
      swap(l, "summary: ", 'summary: "'),
    );
    await refuse(e.text, {
      kind: "yaml/syntax",
      where: onLine(e.line),
      message: ['Missing closing "quote'],
      hint: "fix the YAML at the position shown",
    });
  });

  it("a tab used for indentation", async () => {
    const e = editLine(original, "  invalidRequest:", /^ {4}summary: /, (l) => l.replace(/^ {4}/, "\t"));
    await refuse(e.text, {
      kind: "yaml/syntax",
      where: at(e.line, 1),
      message: ["Tabs are not allowed as indentation"],
      hint: "fix the YAML at the position shown",
    });
  });

  it("a value of the wrong type", async () => {
    const e = editLine(
      original,
      "  invalidRequest:",
      /^ {4}message: /,
      () => "    message: [Invalid, Request]",
    );
    await refuse(e.text, {
      kind: "register/wrong-type",
      where: at(e.line, columnOf(e.text, e.line, "[")),
      message: ["conditions.invalidRequest.message must be a string"],
      hint: "change conditions.invalidRequest.message to a string",
    });
  });

  it("a document that is not a mapping", async () => {
    await refuse("# only a comment\n", {
      kind: "register/wrong-type",
      where: at(1, 1),
      message: ["(document) must be a mapping"],
      hint: "change (document) to a mapping",
    });
  });

  it("a typo of a real key gets a did-you-mean", async () => {
    const e = editLine(original, "  invalidRequest:", /^ {4}message: /, (l) =>
      swap(l, "message:", "mesage:"),
    );
    await refuse(e.text, {
      kind: "register/unknown-key",
      where: at(e.line, 5),
      message: ['unknown key "mesage" in conditions.invalidRequest'],
      hint: 'did you mean "message"?',
    });
  });

  it("a typo, through gen itself: refused before any schema is extracted, generated/ untouched", async () => {
    const e = editLine(original, "  invalidRequest:", /^ {4}message: /, (l) =>
      swap(l, "message:", "mesage:"),
    );
    const project = caseProject(baselineOutput());
    writeFileSync(join(project.dir, REGISTER), e.text);
    const expected: Expected = {
      kind: "register/unknown-key",
      where: at(e.line, 5),
      message: ['unknown key "mesage" in conditions.invalidRequest'],
      hint: 'did you mean "message"?',
    };
    await expectRefusal(project, ["gen"], expected);
    const timed = await runCli(["gen", "--timings"], { cwd: project.dir, env: SPEC_ENV });
    const line = timed.stderr.split("\n").find((l) => l.startsWith('{"timings":')) ?? "";
    const { timings } = JSON.parse(line) as { timings: Record<string, number> };
    expect(Object.keys(timings)).toEqual(["load", "register"]);
  });

  it("a typo of a nested key gets a did-you-mean too", async () => {
    const e = editLine(original, "  methodNotFound:", /^ {8}revisions: /, (l) =>
      swap(l, "revisions:", "revisons:"),
    );
    await refuse(e.text, {
      kind: "register/unknown-key",
      where: at(e.line, 9),
      message: ['unknown key "revisons" in conditions.methodNotFound.codes[0]'],
      hint: 'did you mean "revisions"?',
    });
  });

  it("a duplicate key points at the second one", async () => {
    const e = editLine(
      original,
      "  invalidRequest:",
      /^ {4}summary: /,
      (l) => `${l}\n    summary: A second summary.`,
    );
    await refuse(e.text, {
      kind: "yaml/duplicate-key",
      where: at(e.line + 1, 5),
      message: ['duplicate key "summary"'],
      hint: "each key may appear once in a mapping; merge the two entries",
    });
  });

  it("a duplicate condition key", async () => {
    const text = editLine(original, "  parseError:", /^ {2}methodNotFound:$/, () => "  parseError:").text;
    const second = positionOf(text, "\n  parseError:\n", 2);
    await refuse(text, {
      kind: "yaml/duplicate-key",
      where: at(second.line + 1, 3),
      message: ['duplicate key "parseError"'],
      hint: "each key may appear once in a mapping; merge the two entries",
    });
  });

  it("an alias bomb is refused at its first alias instead of being expanded", async () => {
    const laughs = [
      "lol0: &l0 [x, x, x, x, x, x, x, x, x, x]",
      ...Array.from(
        { length: 6 },
        (_, i) => `lol${i + 1}: &l${i + 1} [${Array(10).fill(`*l${i}`).join(", ")}]`,
      ),
    ];
    const text = `${laughs.join("\n")}\n${original}`;
    await refuse(text, {
      kind: "yaml/alias",
      where: at(2, columnOf(text, 2, "*l0")),
      message: ["Excessive alias count"],
      hint: "write the value out instead of referring to it with an alias (*name)",
    });
  });

  it("a wrong registerVersion", async () => {
    const e = editLine(original, null, /^registerVersion: /, () => "registerVersion: 4");
    await refuse(e.text, {
      kind: "register/invalid-value",
      where: at(e.line, 18),
      message: ["registerVersion: must be 3"],
      hint: "see the register's definition (generator/register/register-schema.ts)",
    });
  });

  it.each([
    [2, /^upgrade it by hand: add policy\.requestMeta and policy\.requestHeaders rules/],
    [1, /^upgrade it by hand: give each http rule one `status`/],
  ])("a register of the older version %i is refused, saying how to upgrade it", async (version, hint) => {
    // Read as today's, it would lose its own facts to built-in tables; refusing keeps them.
    const e = editLine(original, null, /^registerVersion: /, () => `registerVersion: ${version}`);
    await refuse(e.text, {
      kind: "register/old-version",
      where: at(e.line, 18),
      message: [`registerVersion ${version} is an older register format; this generator reads version 3`],
      hint,
    });
  });

  it("a condition without a required key", async () => {
    const e = editLine(original, "  methodNotFound:", /^ {4}message: /, () => null);
    const condition = positionOf(e.text, "  methodNotFound:\n");
    await refuse(e.text, {
      kind: "register/missing-key",
      where: at(condition.line + 1, 5),
      message: ['conditions.methodNotFound is missing required key "message"'],
      hint: 'add "message" to conditions.methodNotFound',
    });
  });
});

describe("codes and values", () => {
  it.each([
    ["a fraction", "-32601.5", "-32601.5"],
    ["a string", '"-32601"', '"-32601"'],
    ["an infinity", "-.inf", "-Infinity"],
  ])("a code that is %s is not an integer", async (_, value, shown) => {
    const e = codeOf("methodNotFound", value);
    await refuse(e.text, {
      kind: "register/code-not-integer",
      where: at(e.line, 15),
      message: [`conditions.methodNotFound.codes[0].code: error code ${shown} is not an integer`],
      hint: "JSON-RPC error codes are integers",
    });
  });

  it.each(["-2147483649", "2147483648"])("code %s is outside JSON-RPC's integer range", async (value) => {
    const e = codeOf("methodNotFound", value);
    await refuse(e.text, {
      kind: "register/code-out-of-range",
      where: at(e.line, 15),
      message: [`error code ${value} is outside JSON-RPC's integer range`],
      hint: "use a code between -2147483648 and 2147483647",
    });
  });

  it.each([
    ["4040", "4040"],
    ["99", "99"],
    ['"404"', '"404"'],
  ])("HTTP status %s is not a valid status", async (value, shown) => {
    const e = editLine(original, "  methodNotFound:", /^ {8}status: /, () => `        status: ${value}`);
    await refuse(e.text, {
      kind: "register/bad-http-status",
      where: at(e.line, 17),
      message: [`conditions.methodNotFound.http[0].status: ${shown} is not an HTTP status`],
      hint: "use a status between 100 and 599",
    });
  });
});

describe("references", () => {
  it("an unknown revision in an entry lists the known ones", async () => {
    const e = editLine(original, "  methodNotFound:", /^ {8}revisions: \[/, (l) =>
      swap(l, "2025-03-26", "2025-03-27"),
    );
    await refuse(e.text, {
      kind: "register/unknown-revision",
      where: at(e.line, columnOf(e.text, e.line, "2025-03-27")),
      message: [
        /^conditions\.methodNotFound\.codes\[0\]\.revisions\[\d+\] names unknown revision "2025-03-27"$/,
      ],
      hint: `use one of: ${KNOWN}`,
    });
  });

  it("an unknown revision in the register's own list is reported alone, without echoes", async () => {
    const e = editLine(original, "revisions:", /^ {2}- 2025-03-26$/, () => "  - 2025-3-26");
    const printed = await refuse(e.text, {
      kind: "register/unknown-revision",
      where: at(e.line, 5),
      message: [/^revisions\[\d+\] names unknown revision "2025-3-26"$/],
      hint: `use one of: ${KNOWN}`,
    });
    expect(printed).toHaveLength(1);
  });

  it("a reference to an unknown condition", async () => {
    const e = editLine(original, "  resourceNotFound:", /^ +mapTo: /, (l) =>
      swap(l, /mapTo: (\w+)/, "mapTo: $1x"),
    );
    const name = /mapTo: (\w+)/.exec(e.text.split("\n")[e.line - 1] ?? "")?.[1] ?? "";
    await refuse(e.text, {
      kind: "register/unknown-condition",
      where: at(e.line, columnOf(e.text, e.line, name)),
      message: [`names unknown condition "${name}"`],
      hint: "use the key of a condition defined under `conditions`",
    });
  });

  it("a condition that says nothing about one revision", async () => {
    const e = editLine(original, "  missingRequiredClientCapability:", /^ {4}absent: \[/, (l) =>
      swap(l, ", 2025-11-25", ""),
    );
    const condition = positionOf(e.text, "\n  missingRequiredClientCapability:\n");
    await refuse(e.text, {
      kind: "register/revision-uncovered",
      where: at(condition.line + 1, 3),
      message: ['condition "missingRequiredClientCapability" says nothing about revision 2025-11-25'],
      hint: "add 2025-11-25 to one of its codes' revisions, or to its `absent` list",
    });
  });

  it("a citation to a file missing from the spec snapshot", async () => {
    const e = editLine(original, "  parseError:", /^ +- source: docs\/specification\//, (l) =>
      swap(l, /([\w-]+\.mdx):/, "missing-$1:"),
    );
    const source = /source: (\S+?):\d/.exec(e.text.split("\n")[e.line - 1] ?? "")?.[1] ?? "";
    await refuse(e.text, {
      kind: "register/citation-file-missing",
      where: at(e.line, columnOf(e.text, e.line, "docs/")),
      message: [`cited file ${source} does not exist in the spec snapshot`],
      hint: "fix the `source` path (docs/specification/<rev>/... or schema/<rev>/schema.ts)",
    });
  });

  /** The first one-line quote under parseError, and the `source` line just above it. */
  function firstQuote(edit: (line: string) => string, editSource?: (line: string) => string) {
    const quoted = editLine(original, "  parseError:", /^ +quote: [^>|]/, edit);
    const source = quoted.line - 1;
    const lines = quoted.text.split("\n");
    if (editSource) lines[source - 1] = editSource(lines[source - 1] ?? "");
    const text = lines.join("\n");
    const [, file = "", line = ""] = /source: (\S+):(\d+)/.exec(lines[source - 1] ?? "") ?? [];
    return {
      text,
      where: at(source, columnOf(text, source, "source: ") + "source: ".length),
      file,
      line: Number(line),
    };
  }

  it("a quote that drifted from the spec's wording", async () => {
    const c = firstQuote((l) => swap(l, /quote: .*/, "quote: this sentence is nowhere in the spec"));
    await refuse(c.text, {
      kind: "register/citation-drifted",
      where: c.where,
      message: [
        `quote not found at ${c.file}:${c.line}: "this sentence is nowhere in the spec" (not found anywhere in the file)`,
      ],
      hint: "update the quote to the spec's current wording",
    });
  });

  it("a quote whose line moved says where it is now", async () => {
    const original = firstQuote((l) => l);
    const c = firstQuote(
      (l) => l,
      (l) => swap(l, /:(\d+)(?:-(\d+))?$/, `:${original.line + 40}`),
    );
    const printed = await refuse(c.text, {
      kind: "register/citation-drifted",
      where: c.where,
      message: [`quote not found at ${c.file}:${original.line + 40}`, /\(it is now at line \d+\)$/],
      hint: /^change the source line to \d+$/,
    });
    const now = Number(/it is now at line (\d+)/.exec(printed[0]?.message ?? "")?.[1]);
    expect(Math.abs(now - original.line)).toBeLessThanOrEqual(5);
    expect(printed[0]?.hint).toBe(`change the source line to ${now}`);
  });
});

describe("register against the schemas", () => {
  it("a schema constant missing from the register is reported for every revision", async () => {
    const text = removeBlock(original, "  methodNotFound:", /^ {2}[A-Za-z]+:$/);
    const first = manifest.revisions[0];
    const printed = await refuse(text, {
      kind: "register/schema-code-uncovered",
      where: /^spec\/errors\.yaml:\d+:\d+$/,
      message: [`schema ${first?.id} defines METHOD_NOT_FOUND = -32601 (schema/${first?.id}/schema.ts:`],
      hint: `add a condition whose codes list -32601 (constant METHOD_NOT_FOUND) for ${first?.id}; gen prints a YAML stub`,
    });
    for (const revision of manifest.revisions) {
      const display = displayPath(revision.root, revision.schema);
      expect(printed.map((d) => d.message)).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^schema ${revision.id} defines METHOD_NOT_FOUND = -32601 \\(${display.replace(/\./g, "\\.")}:\\d+\\)`,
          ),
        ),
      );
    }
  });

  it("a register code the schema does not define", async () => {
    const e = codeOf("urlElicitationRequired", "-32043");
    await refuse(e.text, {
      kind: "register/schema-claim-false",
      where: at(e.line + 1, columnOf(e.text, e.line + 1, "URL_ELICITATION_REQUIRED")),
      message: [
        "codes[0].constant claims URL_ELICITATION_REQUIRED = -32043 in 2025-11-25, but the schema has URL_ELICITATION_REQUIRED = -32042",
      ],
      hint: "correct the register entry to match the schema",
    });
  });

  it("a register constant the schema does not have", async () => {
    const e = editLine(original, "  headerMismatch:", /^ {8}constant: /, (l) =>
      swap(l, /constant: (\w+)/, "constant: $1ED"),
    );
    await refuse(e.text, {
      kind: "register/schema-claim-false",
      where: at(e.line, 19),
      message: [
        /constant claims HEADER_MISMATCHED = -32020 in 2026-07-28, but the schema has HEADER_MISMATCH = -32020$/,
      ],
      hint: "correct the register entry to match the schema",
    });
  });

  it("a register error interface the schema does not have", async () => {
    const e = editLine(original, "  headerMismatch:", /^ {8}interface: /, (l) =>
      swap(l, /interface: (\w+)Error/, "interface: $1Failure"),
    );
    await refuse(e.text, {
      kind: "register/schema-claim-false",
      where: at(e.line, 20),
      message: [
        "interface claims error interface HeaderMismatchFailure in 2026-07-28, but the schema has no such interface",
      ],
      hint: "correct the register entry to match the schema",
    });
  });
});

describe("request checks", () => {
  /** The line of the first `revisions:` under the policy rule `rule`, and the column of `revision` on it. */
  function revisionsOf(text: string, rule: string, revision: string) {
    const e = editLine(text, `  ${rule}:`, /^ {4}- revisions: \[/, (l) => l);
    return at(e.line, columnOf(text, e.line, revision));
  }

  it("a check order without the _meta keys it reads", async () => {
    const text = removeBlock(original, "  requestMeta:", /^ {2}[A-Za-z]+:$/);
    await refuse(text, {
      kind: "register/request-checks-incomplete",
      where: revisionsOf(text, "checkOrder", "2026-07-28"),
      message: [
        "policy.checkOrder[0].revisions[0] gives 2026-07-28 request checks, but no policy.requestMeta entry lists 2026-07-28",
      ],
      hint: "add 2026-07-28 to the revisions of a policy.requestMeta entry (the _meta key prefix, with a cite), or remove it from the check order",
    });
  });

  it("a check order without the headers it compares", async () => {
    const text = removeBlock(original, "  requestHeaders:", /^ {2}[A-Za-z]+:$/);
    await refuse(text, {
      kind: "register/request-checks-incomplete",
      where: revisionsOf(text, "checkOrder", "draft"),
      message: ["gives draft request checks, but no policy.requestHeaders entry lists draft"],
      hint: "add draft to the revisions of the policy.requestHeaders entries (a header, the body field it must match, a cite), or remove it from the check order",
    });
  });

  it("a header listed twice for a revision, in another spelling", async () => {
    const renamed = editLine(
      original,
      "  requestHeaders:",
      /^ {6}header: Mcp-Method$/,
      () => "      header: MCP-NAME",
    );
    const second = editLine(renamed.text, "  requestHeaders:", /^ {6}header: Mcp-Name$/, (l) => l);
    await refuse(renamed.text, {
      kind: "register/invalid-value",
      where: at(second.line, columnOf(renamed.text, second.line, "Mcp-Name")),
      message: [/^policy\.requestHeaders\[\d+\]\.header: "Mcp-Name" is listed twice for 2026-07-28/],
      hint: "see the register's definition (generator/register/register-schema.ts)",
    });
  });

  it("a header's quote that the spec no longer says", async () => {
    const quoted = editLine(original, "  requestHeaders:", /^ +quote: Every POST request/, (l) =>
      swap(l, "Every POST request", "Every GET request"),
    );
    const source = quoted.line - 1;
    const [, file = "", line = ""] =
      /source: (\S+):(\d+)/.exec(quoted.text.split("\n")[source - 1] ?? "") ?? [];
    await refuse(quoted.text, {
      kind: "register/citation-drifted",
      where: at(source, columnOf(quoted.text, source, "docs/")),
      message: [/^policy\.requestHeaders\[0\]\.cite\[0\]: quote not found at /, `${file}:${line}`],
      hint: "update the quote to the spec's current wording",
    });
  });

  it("a header name that is no HTTP header name", async () => {
    const e = editLine(
      original,
      "  requestHeaders:",
      /^ {6}header: Mcp-Name$/,
      () => "      header: Mcp Name",
    );
    await refuse(e.text, {
      kind: "register/invalid-value",
      where: at(e.line, columnOf(e.text, e.line, "Mcp Name")),
      message: ['"Mcp Name" is not an HTTP header name'],
      hint: "see the register's definition (generator/register/register-schema.ts)",
    });
  });

  it("a header that mirrors a _meta key the schema does not declare", async () => {
    const e = editLine(original, "  requestHeaders:", /protocolVersion\]$/, (l) =>
      swap(l, "protocolVersion]", "protocolVersoin]"),
    );
    await refuse(e.text, {
      kind: "register/schema-claim-false",
      where: at(e.line, columnOf(e.text, e.line, "[params")),
      message: [
        'claims a request _meta key "io.modelcontextprotocol/protocolVersoin" in 2026-07-28, but the schema has RequestMetaObject without it (schema/2026-07-28/schema.ts:',
      ],
      hint: "correct the register entry to match the schema",
    });
  });
});

describe("the register file itself", () => {
  it.each([
    ["empty", ""],
    ["only whitespace", "\n  \n\n"],
  ])("an %s register", (_, text) => {
    refuseFile(text, {
      kind: "spec/file-empty",
      where: REGISTER,
      message: ["spec/errors.yaml is empty"],
      hint: "restore spec/errors.yaml from version control (git checkout -- spec/errors.yaml)",
    });
  });

  it("a register over the size limit is refused before it is parsed", () => {
    const text = `${original}\n# ${"x".repeat(MAX_INPUT_BYTES)}\n`;
    refuseFile(text, {
      kind: "spec/file-too-large",
      where: REGISTER,
      message: [
        `spec/errors.yaml is ${Buffer.byteLength(text)} bytes, over the ${MAX_INPUT_BYTES}-byte limit`,
      ],
      hint: "check that the path points at the right file",
    });
  });

  it("an unreadable register", () => {
    const project = registerProject(original);
    const path = join(project, REGISTER);
    chmodSync(path, 0o000);
    let readable = true;
    try {
      readFileSync(path);
    } catch {
      readable = false;
    }
    if (readable) {
      // Running as root, permissions do not stop reads: put a directory where the file goes instead.
      rmSync(path);
      mkdirSync(path);
    }
    expectRefused(
      () => loadRegisterYaml(project),
      readable
        ? {
            kind: "spec/not-a-file",
            where: REGISTER,
            message: ["spec/errors.yaml is a directory, not a regular file"],
            hint: "point the path at a regular file; FIFOs, devices, sockets and directories are refused",
          }
        : {
            kind: "spec/file-unreadable",
            where: REGISTER,
            message: ["cannot read spec/errors.yaml: permission denied"],
            hint: "check the file's permissions",
          },
    );
  });
});
