/**
 * The bad-input catalogue, hostile half: inputs written to attack the generator or its host rather
 * than by mistake. Manifest values that would reach git as options, names that would break the
 * emitted package, files that are not regular files or lead out of their root, bytes that are not
 * UTF-8 text, YAML features that change what a value is, and nesting deep enough to exhaust a
 * stack. Every case must exit 2 with a located diagnostic and a hint, and leave generated/ alone
 * (links planted inside generated/ are tested at the write layer: test/output/tree.test.ts).
 */
import { execFileSync } from "node:child_process";
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import { readSchema } from "../../generator/inputs/read-schema.ts";
import { MAX_CITATION_LINES } from "../../generator/register/register-schema.ts";
import { checkoutCommit } from "../../generator/util/git.ts";
import { sha256 } from "../../generator/util/files.ts";
import { cleanupTempDirs, PROJECT_ROOT, SPEC_DIR, SPEC_ENV, tempDir } from "../cli/support/temp-project.ts";
import { must } from "../helpers/must.ts";
import { overlayRoot, type OverlayEntry } from "../helpers/spec-overlay.ts";
import {
  caseProject,
  expectRefusal,
  baselineOutput,
  type CaseProject,
  type Expected,
} from "./support/refusal.ts";
import { columnOf, editLine } from "./support/text-edit.ts";

const MANIFEST = "spec/revisions.yaml";
const REGISTER = "spec/errors.yaml";
const SCHEMA = "schema/2026-07-28/schema.ts";
const MANIFEST_HINT = "see the manifest section of README.md for its fields";
const ENCODING_HINT = "save the file as UTF-8 with LF (or CRLF) line endings";
const NOT_A_FILE_HINT =
  "point the path at a regular file; FIFOs, devices, sockets and directories are refused";
const OUTSIDE_HINT =
  "replace the symbolic link with the file itself; inputs are read only from inside their root";
const RESERVED_HINT =
  "rename the condition; see generator/model/target-names.ts for the names each target keeps";

let baseline: string;
let manifest: string;
let register: string;
let schema: string;

beforeAll(async () => {
  baseline = baselineOutput();
  manifest = readFileSync(join(PROJECT_ROOT, MANIFEST), "utf8");
  register = readFileSync(join(PROJECT_ROOT, REGISTER), "utf8");
  schema = readFileSync(join(SPEC_DIR, SCHEMA), "utf8");
});
afterAll(cleanupTempDirs);

async function refuseFile(path: string, content: string | Uint8Array, expected: Expected, argv = ["gen"]) {
  const project = caseProject(baseline);
  writeFileSync(join(project.dir, path), content);
  return expectRefusal(project, argv, expected);
}

async function refuseWithSpec(
  entries: Record<string, OverlayEntry>,
  expected: Expected,
  prepare?: (project: CaseProject, spec: string) => void,
) {
  const project = caseProject(baseline);
  const spec = overlayRoot(SPEC_DIR, entries);
  prepare?.(project, spec);
  return expectRefusal(project, ["gen"], expected, { ...SPEC_ENV, MCP_SPEC_DIR: spec });
}

/** Pins `revision` to `bytes` in the case's manifest, so an edited schema passes the pin check. */
function repin(project: CaseProject, revision: string, bytes: string): void {
  const path = join(project.dir, MANIFEST);
  const pinned = loadManifest(project.dir).revisions.find((r) => r.id === revision)?.sha256;
  if (!pinned) throw new Error(`no pin for ${revision}`);
  writeFileSync(path, readFileSync(path, "utf8").replace(pinned, sha256(bytes)));
}

/** The first line of the register, 1-based, that matches `pattern`. */
function lineOf(text: string, pattern: RegExp): number {
  const index = text.split("\n").findIndex((line) => pattern.test(line));
  if (index < 0) throw new Error(`no line matches ${pattern}`);
  return index + 1;
}

describe("manifest values that would reach git", () => {
  const commitLine = () => lineOf(manifest, /^ {2}commit: /);

  it.each([
    ["an option", "--upload-pack=touch /tmp/pwned"],
    ["a short id", "b0f60ba"],
    ["upper-case hex", "B0F60BA5409DB7A6582440A7B473CC0398890F15"],
    ["a ref name", "main"],
  ])("upstream.commit that is %s is refused by gen and by spec:sync before git runs", async (_, value) => {
    const text = manifest.replace(/^ {2}commit: .*$/m, `  commit: "${value}"`);
    const expected: Expected = {
      kind: "manifest/invalid",
      where: `${MANIFEST}:${commitLine()}:11`,
      message: [/upstream\.commit must be (a full git commit id|written in lower-case hex)/],
      hint: MANIFEST_HINT,
    };
    await refuseFile(MANIFEST, text, expected);
    await refuseFile(MANIFEST, text, expected, ["spec:sync", "--from", "https://example.invalid/spec.git"]);
  });

  it("an upstreamCommit that is not a string is refused, not dropped", async () => {
    const e = editLine(
      manifest,
      "  - id: draft-2026-05-20",
      /^ {4}upstreamCommit: /,
      () => "    upstreamCommit: 1234",
    );
    await refuseFile(MANIFEST, e.text, {
      kind: "manifest/invalid",
      where: `${MANIFEST}:${e.line}:21`,
      message: ["upstreamCommit must be a string of 40 hex digits"],
      hint: MANIFEST_HINT,
    });
  });

  it("an upstreamCommit that starts with a dash is refused", async () => {
    const e = editLine(
      manifest,
      "  - id: draft-2026-06-07",
      /^ {4}upstreamCommit: /,
      () => '    upstreamCommit: "--output=/tmp/x"',
    );
    await refuseFile(MANIFEST, e.text, {
      kind: "manifest/invalid",
      where: `${MANIFEST}:${e.line}:21`,
      message: ["upstreamCommit must be a full git commit id"],
      hint: MANIFEST_HINT,
    });
  });

  it("a repository that is not an https URL is refused", async () => {
    const text = manifest.replace(/^ {2}repository: .*$/m, '  repository: "-oProxyCommand=x"');
    await refuseFile(MANIFEST, text, {
      kind: "manifest/invalid",
      where: `${MANIFEST}:${lineOf(text, /^ {2}repository: /)}:15`,
      message: ["upstream.repository must be an https:// URL"],
      hint: MANIFEST_HINT,
    });
  });

  it("a root's env that is not a variable name, and a default that climbs out", async () => {
    const env = manifest.replace("env: MCP_SPEC_DIR", "env: MCP SPEC");
    await refuseFile(MANIFEST, env, {
      kind: "manifest/invalid",
      where: `${MANIFEST}:${lineOf(env, /env: MCP SPEC/)}:10`,
      message: ["env must be an environment variable name"],
      hint: MANIFEST_HINT,
    });
    const out = manifest.replace("default: spec/upstream\n", "default: ../../elsewhere\n");
    await refuseFile(MANIFEST, out, {
      kind: "manifest/invalid",
      where: `${MANIFEST}:${lineOf(out, /default: \.\.\/\.\.\/elsewhere/)}:14`,
      message: ["default must be a relative path inside the project"],
      hint: MANIFEST_HINT,
    });
  });

  it("git is never given a commit, URL or path it could read as an option", () => {
    const work = tempDir();
    expect(() => checkoutCommit("https://example.invalid/x", "--upload-pack=x", ["schema"], work)).toThrow(
      /refusing to pass/,
    );
    expect(() => checkoutCommit("--upload-pack=x", "a".repeat(40), ["schema"], work)).toThrow(
      /refusing to pass/,
    );
    expect(() => checkoutCommit("https://example.invalid/x", "a".repeat(40), ["-p"], work)).toThrow(
      /refusing to pass/,
    );
  });

  it("spec:sync refuses a --from that git would read as an option", async () => {
    const project = caseProject(baseline);
    await expectRefusal(project, ["spec:sync", "--from=--upload-pack=x@y:z"], {
      kind: "usage/bad-value",
      where: "",
      message: ['option --from does not accept "--upload-pack=x@y:z"'],
      hint: /^use one of: a directory, or a git URL that does not start with '-'/,
    });
  });
});

describe("manifest values with misleading messages before", () => {
  it("an upper-case sha256 is asked for in lower case", async () => {
    const e = editLine(manifest, "  - id: 2025-06-18", /^ {4}sha256: /, (l) =>
      l.toUpperCase().replace("SHA256", "sha256"),
    );
    await refuseFile(MANIFEST, e.text, {
      kind: "manifest/invalid",
      where: `${MANIFEST}:${e.line}:13`,
      message: ["sha256 must be written in lower-case hex"],
      hint: MANIFEST_HINT,
    });
  });

  it('an empty schema path (schema: "") names the field, not EISDIR', async () => {
    const e = editLine(manifest, "  - id: 2025-06-18", /^ {4}schema: /, () => '    schema: ""');
    await refuseFile(MANIFEST, e.text, {
      kind: "manifest/invalid",
      where: `${MANIFEST}:${e.line}:13`,
      message: ["schema must be the path of the revision's schema.ts inside its root"],
      hint: MANIFEST_HINT,
    });
  });

  it("a manifest over its size limit is refused before it is parsed", async () => {
    await refuseFile(MANIFEST, manifest + `# ${"x".repeat(300 * 1024)}\n`, {
      kind: "spec/file-too-large",
      where: MANIFEST,
      message: [/over the 262144-byte limit/],
      hint: "check that the path points at the right file",
    });
  });
});

describe("names that would break the emitted package", () => {
  it.each([
    ["index", "the package's own file or export"],
    ["runtime", "the package's own file or export"],
    ["tables", "the package's own file or export"],
    ["package.json", "the package's own file or export"],
    ["then", "the JavaScript property"],
    ["constructor", "the JavaScript property"],
    ["con", "the Windows device name"],
  ])("revision id %s", async (id, clash) => {
    const e = editLine(manifest, "revisions:", /^ {2}- id: 2025-06-18$/, () => `  - id: ${id}`);
    await refuseFile(MANIFEST, e.text, {
      kind: "manifest/reserved-name",
      where: `${MANIFEST}:${e.line}:9`,
      message: [`revision id "${id}" clashes with ${clash}`],
      hint: "choose another name; see generator/model/target-names.ts for the names each target keeps",
    });
  });

  it.each(["a..b", "draft-", "Draft", "x".repeat(65)])("revision id %s breaks the id grammar", async (id) => {
    const e = editLine(manifest, "revisions:", /^ {2}- id: 2025-06-18$/, () => `  - id: "${id}"`);
    await refuseFile(MANIFEST, e.text, {
      kind: "manifest/invalid",
      where: `${MANIFEST}:${e.line}:9`,
      message: [/id (must be lower-case letters and digits|is longer than 64)/],
      hint: MANIFEST_HINT,
    });
  });

  it.each([
    ["then", "the JavaScript property"],
    ["class", "the JavaScript reserved word"],
    ["await", "the JavaScript reserved word"],
    ["builder", "the package's own binding"],
    ["httpStatus", "the package's own binding"],
    ["toString", "the JavaScript property"],
  ])("condition key %s", async (key, clash) => {
    const e = editLine(register, null, /^ {2}urlElicitationRequired:$/, () => `  ${key}:`);
    await refuseFile(REGISTER, e.text, {
      kind: "register/reserved-name",
      where: `${REGISTER}:${e.line}:3`,
      message: [`conditions.${key}: condition key "${key}" clashes with ${clash}`],
      hint: RESERVED_HINT,
    });
  });

  it("a condition key that another condition's guard already takes", async () => {
    // Renamed everywhere, so the register is otherwise consistent and only the names clash.
    const text = register.replace(/\burlElicitationRequired\b/g, "isParseError");
    const line = lineOf(text, /^ {2}isParseError:$/);
    await refuseFile(REGISTER, text, {
      kind: "register/reserved-name",
      where: `${REGISTER}:${line}:3`,
      message: ['conditions.isParseError: condition key "isParseError" clashes with condition "parseError"'],
      hint: RESERVED_HINT,
    });
  });

  it("a condition key whose error type is one the package declares", async () => {
    const text = register.replace(/\burlElicitationRequired\b/g, "any");
    await refuseFile(REGISTER, text, {
      kind: "register/reserved-name",
      where: `${REGISTER}:${lineOf(text, /^ {2}any:$/)}:3`,
      message: ['clashes with the package\'s own type "AnyError"'],
      hint: RESERVED_HINT,
    });
  });

  it("two condition keys that would export the same type and guard", async () => {
    const e = editLine(register, null, /^ {2}urlElicitationRequired:$/, () => "  internal:");
    await refuseFile(REGISTER, e.text, {
      kind: "register/reserved-name",
      where: `${REGISTER}:${e.line}:3`,
      message: ['condition "internalError": both would be exported as InternalError and isInternalError'],
      hint: RESERVED_HINT,
    });
  });
});

describe("a register of many keys", () => {
  it("100,000 unknown keys are reported by the first few, without reading every one's position", async () => {
    const keys = Array.from({ length: 100_000 }, (_, i) => `k${i}: 1`).join("\n");
    const text = `${register}${keys}\n`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(1_000_000);
    const first = lineOf(text, /^k0: 1$/);
    const printed = await refuseFile(REGISTER, text, {
      kind: "register/unknown-key",
      where: `${REGISTER}:${first}:1`,
      message: ['unknown key "k0" in (document)'],
      hint: "remove it, or check the register schema",
    });
    expect(printed.length).toBeLessThanOrEqual(10);
    expect(printed.at(-1)?.message).toMatch(/\(and \d+ more unknown keys\)$/);
  });
});

describe("YAML that changes what a value is", () => {
  it("an unknown tag is refused rather than read as a string", async () => {
    const e = editLine(register, "  invalidRequest:", /^ {4}summary: /, (l) =>
      l.replace("summary: ", "summary: !!binary "),
    );
    await refuseFile(REGISTER, e.text, {
      kind: "yaml/unknown-tag",
      where: new RegExp(`^spec/errors\\.yaml:${e.line}:\\d+$`),
      message: ["unknown YAML tag !!binary"],
      hint: "remove the tag; the register and the manifest use plain YAML values only",
    });
  });

  it("a custom tag in the manifest", async () => {
    const e = editLine(manifest, "  - id: 2025-06-18", /^ {4}era: /, () => "    era: !js/function legacy");
    await refuseFile(MANIFEST, e.text, {
      kind: "yaml/unknown-tag",
      where: new RegExp(`^spec/revisions\\.yaml:${e.line}:\\d+$`),
      message: ["unknown YAML tag !js/function"],
      hint: "remove the tag; the register and the manifest use plain YAML values only",
    });
  });

  it("a __proto__ key is refused at its position", async () => {
    const e = editLine(
      register,
      "  invalidRequest:",
      /^ {4}summary: /,
      (l) => `    __proto__: { polluted: true }\n${l}`,
    );
    await refuseFile(REGISTER, e.text, {
      kind: "yaml/reserved-key",
      where: `${REGISTER}:${e.line}:5`,
      message: ['the key "__proto__" is not allowed'],
      hint: /^rename the key; __proto__, constructor and prototype/,
    });
  });

  it("nesting deeper than the limit, in flow and in block style", async () => {
    const flow = editLine(
      register,
      "  invalidRequest:",
      /^ {4}summary: /,
      () => `    summary: ${"[".repeat(5000)}${"]".repeat(5000)}`,
    );
    await refuseFile(REGISTER, flow.text, {
      kind: "yaml/too-deep",
      where: new RegExp(`^spec/errors\\.yaml:${flow.line}:\\d+$`),
      message: ["YAML nesting goes deeper than the limit of 32 levels"],
      hint: "flatten the structure; no register or manifest entry nests this deep",
    });
    const block = Array.from({ length: 40 }, (_, i) => `${" ".repeat(4 + 2 * i)}k${i}:`).join("\n") + " x";
    const nested = editLine(
      register,
      "  invalidRequest:",
      /^ {4}summary: /,
      (l) => `${l}\n    extra:\n${block}`,
    );
    await refuseFile(REGISTER, nested.text, {
      kind: "yaml/too-deep",
      where: /^spec\/errors\.yaml:\d+:\d+$/,
      hint: "flatten the structure; no register or manifest entry nests this deep",
    });
  });
});

describe("bytes that are not UTF-8 text", () => {
  const bytes = (text: string, at: string, insert: number[]) => {
    const offset = Buffer.byteLength(text.slice(0, text.indexOf(at)));
    const buffer = Buffer.from(text);
    return Buffer.concat([buffer.subarray(0, offset), Buffer.from(insert), buffer.subarray(offset)]);
  };

  it("an invalid UTF-8 byte in the register names its line and column", async () => {
    const line = lineOf(register, /^ {2}invalidRequest:$/);
    await refuseFile(REGISTER, bytes(register, "invalidRequest:", [0xff]), {
      kind: "spec/bad-encoding",
      where: `${REGISTER}:${line}:3`,
      message: ["spec/errors.yaml is not UTF-8 text: byte 0xff at offset"],
      hint: ENCODING_HINT,
    });
  });

  it("a NUL byte and an escape character are refused", async () => {
    const line = lineOf(register, /^ {2}invalidRequest:$/);
    for (const [byte, name] of [
      [0x00, "U+0000 (NUL)"],
      [0x1b, "U+001B"],
    ] as const)
      await refuseFile(REGISTER, bytes(register, "invalidRequest:", [byte]), {
        kind: "spec/control-character",
        where: `${REGISTER}:${line}:3`,
        message: [`spec/errors.yaml contains the control character ${name}`],
        hint: "remove it; inputs may hold tabs and line breaks, but no other control characters",
      });
  });

  it("a UTF-16 manifest, with and without a byte order mark", async () => {
    const utf16 = Buffer.from(manifest, "utf16le");
    for (const content of [Buffer.concat([Buffer.from([0xff, 0xfe]), utf16]), utf16])
      await refuseFile(MANIFEST, content, {
        kind: "spec/bad-encoding",
        where: `${MANIFEST}:1:1`,
        message: [/spec\/revisions\.yaml is not UTF-8 text: it (is|looks like) UTF-16/],
        hint: ENCODING_HINT,
      });
  });

  it("a register with CR-only line endings", async () => {
    await refuseFile(REGISTER, register.replace(/\n/g, "\r"), {
      kind: "spec/bad-encoding",
      where: /^spec\/errors\.yaml:1:\d+$/,
      message: ["its lines end in CR alone"],
      hint: ENCODING_HINT,
    });
  });

  it("invalid UTF-8 in a schema names the schema's line", async () => {
    const broken = bytes(schema, "export interface ParseError", [0xc3, 0x28]);
    const line = lineOf(schema, /^export interface ParseError/);
    await refuseWithSpec(
      { [SCHEMA]: broken },
      {
        kind: "spec/bad-encoding",
        where: `${SCHEMA}:${line}:1`,
        message: ["byte 0xc3"],
        hint: ENCODING_HINT,
      },
      (project) => repin(project, "2026-07-28", broken.toString("latin1")),
    );
  });
});

describe("files that are not regular files, or lead out of their root", () => {
  const cited = () => {
    const match = /source: (docs\/specification\/\S+?\.mdx):(\d+)/.exec(register);
    if (!match?.[1]) throw new Error("the register cites no spec page");
    return {
      file: match[1],
      line: lineOf(register, new RegExp(`source: ${match[1].replace(/[./]/g, "\\$&")}:`)),
    };
  };

  it("a schema that is a FIFO is refused without blocking", async () => {
    await refuseWithSpec(
      { [SCHEMA]: null },
      {
        kind: "spec/not-a-file",
        where: SCHEMA,
        message: [`${SCHEMA} is a FIFO (named pipe), not a regular file`],
        hint: NOT_A_FILE_HINT,
      },
      (_, spec) => execFileSync("mkfifo", [join(spec, SCHEMA)]),
    );
  });

  it("a schema that is a device is refused", async () => {
    await refuseWithSpec(
      { [SCHEMA]: null },
      {
        kind: "spec/not-a-file",
        where: SCHEMA,
        message: [`${SCHEMA} is a device, not a regular file`],
        hint: NOT_A_FILE_HINT,
      },
      (_, spec) => symlinkSync("/dev/zero", join(spec, SCHEMA)),
    );
  });

  it("a schema that is a symbolic link out of its root is refused", async () => {
    const outside = join(tempDir(), "schema.ts");
    writeFileSync(outside, schema);
    await refuseWithSpec(
      { [SCHEMA]: null },
      {
        kind: "spec/outside-root",
        where: SCHEMA,
        message: [`${SCHEMA} resolves to ${outside}, outside its root`],
        hint: OUTSIDE_HINT,
      },
      (_, spec) => symlinkSync(outside, join(spec, SCHEMA)),
    );
  });

  it("a cited page that is a symbolic link out of the root is refused at the citation", async () => {
    const { file, line } = cited();
    const outside = join(tempDir(), "page.mdx");
    writeFileSync(outside, readFileSync(join(SPEC_DIR, file)));
    await refuseWithSpec(
      { [file]: null },
      {
        kind: "spec/outside-root",
        where: new RegExp(`^spec/errors\\.yaml:${line}:\\d+$`),
        message: [`${file} resolves to ${outside}`],
        hint: OUTSIDE_HINT,
      },
      (_, spec) => symlinkSync(outside, join(spec, file)),
    );
  });

  it("a cited page that is a FIFO is refused at the citation", async () => {
    const { file, line } = cited();
    await refuseWithSpec(
      { [file]: null },
      {
        kind: "spec/not-a-file",
        where: new RegExp(`^spec/errors\\.yaml:${line}:\\d+$`),
        message: [`${file} is a FIFO (named pipe)`],
        hint: NOT_A_FILE_HINT,
      },
      (_, spec) => execFileSync("mkfifo", [join(spec, file)]),
    );
  });

  it("a symbolic link inside the root to a file inside the root is read", () => {
    const spec = overlayRoot(SPEC_DIR, { [SCHEMA]: null });
    const real = join(spec, "schema", "2026-07-28", "real-schema.ts");
    writeFileSync(real, schema);
    symlinkSync(real, join(spec, SCHEMA));
    // The schema reader follows it and the pin holds, so every later stage sees the same text.
    const revision = must(loadManifest(PROJECT_ROOT).revisions.find((r) => r.schema === SCHEMA));
    const roots = new Map([["spec", { name: "spec", dir: spec, via: "test" }]]);
    expect(readSchema(revision, roots, { verifyPin: true }).text).toBe(schema);
  });
});

describe("citations", () => {
  it("a range so wide it would match anywhere is refused", async () => {
    const e = editLine(register, null, /^ {10}- source: docs\//, (l) =>
      l.replace(/:\d+(-\d+)?$/, ":1-999999999"),
    );
    await refuseFile(REGISTER, e.text, {
      kind: "register/invalid-value",
      where: `${REGISTER}:${e.line}:${columnOf(e.text, e.line, "docs/")}`,
      message: [/line 999999999 is past the end of any spec file/],
      hint: "see the register's definition (generator/register/register-schema.ts)",
    });
    const wide = editLine(register, null, /^ {10}- source: docs\//, (l) =>
      l.replace(/:\d+(-\d+)?$/, ":1-500"),
    );
    await refuseFile(REGISTER, wide.text, {
      kind: "register/invalid-value",
      where: `${REGISTER}:${wide.line}:${columnOf(wide.text, wide.line, "docs/")}`,
      message: [`the range 1-500 spans 500 lines; cite at most ${MAX_CITATION_LINES}`],
      hint: "see the register's definition (generator/register/register-schema.ts)",
    });
  });

  it("a path with a hidden segment is refused", async () => {
    const e = editLine(register, null, /^ {10}- source: docs\//, (l) => l.replace("docs/", "docs/.git/"));
    await refuseFile(REGISTER, e.text, {
      kind: "register/invalid-value",
      where: `${REGISTER}:${e.line}:${columnOf(e.text, e.line, "docs/")}`,
      message: ["each path segment must be"],
      hint: "see the register's definition (generator/register/register-schema.ts)",
    });
  });
});

describe("schema files", () => {
  it("types nested deeper than the limit name the line and column", async () => {
    const deep = `${"{ a: ".repeat(200)}string${" }".repeat(200)}`;
    const text = schema.replace(
      "export interface ParseError extends Error {",
      `export type Deep = ${deep};\nexport interface ParseError extends Error {`,
    );
    const line = lineOf(text, /^export type Deep/);
    await refuseWithSpec(
      { [SCHEMA]: text },
      {
        kind: "schema/too-deep",
        where: new RegExp(`^${SCHEMA}:${line}:\\d+$`),
        message: ["types nest 65 levels deep here, over the limit of 64"],
        hint: "no MCP schema nests types this deep; check that the file is an MCP schema.ts",
      },
      (project) => repin(project, "2026-07-28", text),
    );
  });

  it("array types nested deeper than the limit, which no bracket count sees", async () => {
    const text = schema.replace(
      "      requiredCapabilities: ClientCapabilities;\n",
      `      requiredCapabilities: ClientCapabilities;\n      deep: string${"[]".repeat(20000)};\n`,
    );
    const line = lineOf(text, /^ {6}deep: string\[\]/);
    await refuseWithSpec(
      { [SCHEMA]: text },
      {
        kind: "schema/too-deep",
        where: new RegExp(`^${SCHEMA}:${line}:\\d+$`),
        message: ["over the limit of 64"],
        hint: "no MCP schema nests types this deep; check that the file is an MCP schema.ts",
      },
      (project) => repin(project, "2026-07-28", text),
    );
  });

  it.each(["__proto__", '"__proto__"'])("a data field named %s", async (field) => {
    const text = schema.replace(
      "      requiredCapabilities: ClientCapabilities;\n",
      `      requiredCapabilities: ClientCapabilities;\n      ${field}: string;\n`,
    );
    const line = lineOf(text, new RegExp(`^ {6}${field}: string;$`));
    await refuseWithSpec(
      { [SCHEMA]: text },
      {
        kind: "schema/reserved-field",
        where: `${SCHEMA}:${line}:7`,
        message: ['MissingRequiredClientCapabilityError.error.data.__proto__: a field named "__proto__"'],
        hint: `rename the field; "__proto__" sets an object's prototype instead of holding a value`,
      },
      (project) => repin(project, "2026-07-28", text),
    );
  });

  it("an error interface declared again with another code", async () => {
    const text = `${schema}\nexport interface ParseError extends Error {\n  code: typeof INTERNAL_ERROR;\n}\n`;
    const line = text.split("\n").length - 2;
    await refuseWithSpec(
      { [SCHEMA]: text },
      {
        kind: "schema/duplicate-interface",
        where: `${SCHEMA}:${line}:16`,
        message: [
          /error interface ParseError is declared again with code INTERNAL_ERROR; its declaration at line \d+ has PARSE_ERROR/,
        ],
        hint: "give each error interface one code: rename one of the declarations, or make them agree",
      },
      (project) => repin(project, "2026-07-28", text),
    );
  });
});
