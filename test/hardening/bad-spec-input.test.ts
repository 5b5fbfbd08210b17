/**
 * The bad-input catalogue, spec-input half: spec roots, schema files, the manifest and the command
 * line. Spec files are altered only in overlay roots (copies of the snapshot with the one
 * altered file); every case runs `gen` in-process against an output directory that holds a real
 * generated tree, and must exit 2 with a located, fixable diagnostic and leave the output alone,
 * except what is wrong inside a schema's text, which the extraction of that one schema refuses with
 * the diagnostic gen prints (the syntax error goes through gen as well).
 */
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import { extractSchema } from "../../generator/extract/extract-schema.ts";
import { MAX_INPUT_BYTES, readSchema } from "../../generator/inputs/read-schema.ts";
import { sha256 } from "../../generator/util/files.ts";
import {
  cleanupTempDirs,
  PRERELEASE_DIR,
  PROJECT_ROOT,
  SPEC_DIR,
  SPEC_ENV,
  tempDir,
} from "../cli/support/temp-project.ts";
import { diagnosticsOf } from "../helpers/diagnostics-of.ts";
import { must } from "../helpers/must.ts";
import { overlayRoot, type OverlayEntry } from "../helpers/spec-overlay.ts";
import { specRoots } from "../register/register-fixtures.ts";
import {
  caseProject,
  expectPrinted,
  expectRefusal,
  baselineOutput,
  printedOf,
  type CaseProject,
  type Expected,
  type Printed,
} from "./support/refusal.ts";
import { columnOf, editLine, swap } from "./support/text-edit.ts";

const MANIFEST = "spec/revisions.yaml";
const REVISION = "2026-07-28";
const SCHEMA = `schema/${REVISION}/schema.ts`;
const KNOWN = loadManifest(PROJECT_ROOT)
  .revisions.map((r) => r.id)
  .join(", ");

let baseline: string;
let schemaText: string;

beforeAll(async () => {
  baseline = baselineOutput();
  schemaText = readFileSync(join(SPEC_DIR, SCHEMA), "utf8");
});
afterAll(cleanupTempDirs);

/** A case whose spec root is the snapshot with `entries` replaced. */
async function refuseWithSpec(
  entries: Record<string, OverlayEntry>,
  expected: Expected,
  prepare?: (project: CaseProject) => void,
) {
  const project = caseProject(baseline);
  prepare?.(project);
  const spec = overlayRoot(SPEC_DIR, entries);
  return expectRefusal(project, ["gen"], expected, { ...SPEC_ENV, MCP_SPEC_DIR: spec });
}

/**
 * `text` as the 2026-07-28 schema, through the stage that reads it (extraction), with its real path
 * and pin: for what is wrong inside a schema file, whose diagnostics gen prints as they are (one
 * case below, the syntax error, goes through gen and leaves the output alone).
 */
function refuseSchemaText(text: string, expected: Expected): Printed[] {
  const revision = must(loadManifest(PROJECT_ROOT).revisions.find((r) => r.id === REVISION));
  const source = { ...readSchema(revision, specRoots(), { verifyPin: true }), text, sha256: sha256(text) };
  const printed = printedOf(diagnosticsOf(() => extractSchema(source)));
  const shown = printed.map((d) => `${d.where}: error[${d.kind}]: ${d.message}\n  hint: ${d.hint}`);
  return expectPrinted(printed, expected, shown.join("\n"));
}

/** Points the project's pin for `revision` at `bytes`, so a deliberately edited schema passes the pin check. */
function repin(project: CaseProject, revision: string, bytes: string | Uint8Array): void {
  const path = join(project.dir, MANIFEST);
  const pinned = loadManifest(project.dir).revisions.find((r) => r.id === revision)?.sha256;
  if (!pinned) throw new Error(`no pin for ${revision}`);
  writeFileSync(path, readFileSync(path, "utf8").replace(pinned, sha256(bytes)));
}

/** The schema with the first `from` replaced by `to`, and where `to` starts. */
function editedSchema(from: string, to: string): { text: string; line: number; column: number } {
  const at = schemaText.indexOf(from);
  if (at === -1) throw new Error(`"${from}" is not in ${SCHEMA}`);
  const text = schemaText.slice(0, at) + to + schemaText.slice(at + from.length);
  const before = text.slice(0, at).split("\n");
  return { text, line: before.length, column: (before.at(-1) ?? "").length + 1 };
}

describe("spec roots", () => {
  it("a spec dir that does not exist names the path and how to supply one", async () => {
    const missing = join(tempDir(), "no-such-spec");
    const project = caseProject(baseline);
    await expectRefusal(
      project,
      ["gen"],
      {
        kind: "spec/root-missing",
        where: "",
        message: [`spec root "spec" not found at ${missing} (from $MCP_SPEC_DIR)`],
        hint: /^pass --spec DIR, set MCP_SPEC_DIR, or fill spec\/upstream\//,
      },
      { ...SPEC_ENV, MCP_SPEC_DIR: missing },
    );
  });

  it("a spec root that is a file, given with --spec", async () => {
    const file = join(tempDir(), "spec.txt");
    writeFileSync(file, "not a directory\n");
    const project = caseProject(baseline);
    await expectRefusal(project, ["gen", "--spec", file], {
      kind: "spec/root-missing",
      where: "",
      message: [`spec root "spec" not found at ${file} (from --spec)`],
      hint: /^pass --spec DIR/,
    });
  });

  it("a pre-release root that does not exist names its own flag and variable", async () => {
    const missing = join(tempDir(), "gone");
    const project = caseProject(baseline);
    await expectRefusal(
      project,
      ["gen"],
      {
        kind: "spec/root-missing",
        where: "",
        message: [`spec root "prerelease" not found at ${missing} (from $MCP_SPEC_PRERELEASE_DIR)`],
        hint: "pass --prerelease-spec DIR or set MCP_SPEC_PRERELEASE_DIR",
      },
      { ...SPEC_ENV, MCP_SPEC_PRERELEASE_DIR: missing },
    );
  });
});

describe("schema files", () => {
  it("a schema that differs from its pin names the file and both hashes", async () => {
    const edited = `${schemaText}\n// edited after pinning\n`;
    const pinned = loadManifest(PROJECT_ROOT).revisions.find((r) => r.id === REVISION)?.sha256;
    await refuseWithSpec(
      { [SCHEMA]: edited },
      {
        kind: "spec/hash-mismatch",
        where: SCHEMA,
        message: [`pinned sha256: ${pinned}`, `actual sha256: ${sha256(edited)}`],
        hint: /npm run gen -- --update-pins/,
      },
    );
  });

  it("a pre-release schema that differs from its pin is named with its root", async () => {
    const file = "draft-2026-06-07/schema.ts";
    const edited = `${readFileSync(join(PRERELEASE_DIR, file), "utf8")} `;
    const project = caseProject(baseline);
    await expectRefusal(
      project,
      ["gen"],
      {
        kind: "spec/hash-mismatch",
        where: `prerelease:${file}`,
        message: [`schema for draft-2026-06-07 does not match its pin`, `actual sha256: ${sha256(edited)}`],
        hint: /--update-pins/,
      },
      { ...SPEC_ENV, MCP_SPEC_PRERELEASE_DIR: overlayRoot(PRERELEASE_DIR, { [file]: edited }) },
    );
  });

  it("a missing schema file names the revision and the path", async () => {
    await refuseWithSpec(
      { [SCHEMA]: null },
      {
        kind: "spec/file-missing",
        where: SCHEMA,
        message: [`schema file for revision ${REVISION} is missing: `, SCHEMA],
        hint: "check the spec root, or the entry's `schema` path in spec/revisions.yaml",
      },
    );
  });

  it("an unreadable schema file", async () => {
    const spec = overlayRoot(SPEC_DIR, { [SCHEMA]: schemaText });
    const path = join(spec, SCHEMA);
    chmodSync(path, 0o000);
    let readable = true;
    try {
      readFileSync(path);
    } catch {
      readable = false;
    }
    // Running as root, permissions do not stop reads: put a directory where the file goes instead.
    const blocked = readable ? overlayRoot(SPEC_DIR, { [SCHEMA]: { directory: true } }) : spec;
    const project = caseProject(baseline);
    await expectRefusal(
      project,
      ["gen"],
      readable
        ? {
            kind: "spec/not-a-file",
            where: SCHEMA,
            message: [`${SCHEMA} is a directory, not a regular file`],
            hint: "point the path at a regular file; FIFOs, devices, sockets and directories are refused",
          }
        : {
            kind: "spec/file-unreadable",
            where: SCHEMA,
            message: [`cannot read ${SCHEMA}: permission denied`],
            hint: "check the file's permissions",
          },
      { ...SPEC_ENV, MCP_SPEC_DIR: blocked },
    );
  });

  it("an empty schema file", async () => {
    await refuseWithSpec(
      { [SCHEMA]: "" },
      {
        kind: "spec/file-empty",
        where: SCHEMA,
        message: [`${SCHEMA} is empty`],
        hint: "restore the file from the spec repository (npm run spec:sync)",
      },
    );
  });

  it("a schema file over the size limit is refused before it is read", async () => {
    const size = MAX_INPUT_BYTES + 1;
    await refuseWithSpec(
      { [SCHEMA]: Buffer.alloc(size, 0x20) },
      {
        kind: "spec/file-too-large",
        where: SCHEMA,
        message: [`${SCHEMA} is ${size} bytes, over the ${MAX_INPUT_BYTES}-byte limit for an input file`],
        hint: "check that the path points at the right file",
      },
    );
  });

  it("a schema with a syntax error names line and column", async () => {
    const edit = editedSchema(
      "export const INTERNAL_ERROR = -32603;",
      "export const INTERNAL_ERROR = -32603 +;",
    );
    await refuseWithSpec(
      { [SCHEMA]: edit.text },
      {
        kind: "schema/syntax",
        where: `${SCHEMA}:${edit.line}:${edit.column + "export const INTERNAL_ERROR = -32603 +".length}`,
        message: ["schema does not parse: Expression expected."],
        hint: "the file must be valid TypeScript; re-sync it from the spec repository",
      },
      (project) => repin(project, REVISION, edit.text),
    );
  });

  it("an error constant that is not an integer literal", () => {
    const edit = editedSchema(
      "export const INTERNAL_ERROR = -32603;",
      "export const INTERNAL_ERROR = -32603.5;",
    );
    refuseSchemaText(edit.text, {
      kind: "schema/constant-not-integer",
      where: new RegExp(`^${SCHEMA.replace(/\./g, "\\.")}:${edit.line}:\\d+$`),
      message: ["error constant INTERNAL_ERROR has value -32603.5, not a negative integer literal"],
      hint: "error code constants must be written as integer literals",
    });
  });

  it("a Result.resultType whose doc comment no longer names the value of a complete result", () => {
    const edit = editedSchema(
      'the client MUST treat the absent field as `"complete"`.',
      "the client MUST treat the absent field as complete.",
    );
    refuseSchemaText(edit.text, {
      kind: "schema/result-type-unreadable",
      where: new RegExp(`^${SCHEMA.replace(/\./g, "\\.")}:${edit.line + 2}:3$`),
      message: ["Result.resultType: its doc comment names no value for a result that lacks the field"],
      hint: "the value of a complete result is read from the sentence of the member's doc comment that says how to treat an absent field (`\"complete\"` in 2026-07-28), and must be a string literal of the member's type; check that the file is an MCP schema.ts",
    });
  });

  it("valid TypeScript that is not an MCP schema", () => {
    const text = "export const ANSWER = 42;\n";
    refuseSchemaText(text, {
      kind: "schema/missing-envelope",
      where: /^schema\/2026-07-28\/schema\.ts/,
      message: [`schema ${REVISION} declares neither JSONRPCError nor JSONRPCErrorResponse`],
      hint: "check that the file is an MCP schema.ts",
    });
  });

  it("a modern schema without RequestMetaObject, whose request _meta keys the register reads", async () => {
    const text = schemaText.replaceAll("RequestMetaObject", "RequestMetadata");
    const register = readFileSync(join(PROJECT_ROOT, "spec/errors.yaml"), "utf8");
    const rule = editLine(register, "  requestMeta:", /^ {4}- revisions: \[/, (l) => l);
    await refuseWithSpec(
      { [SCHEMA]: text },
      {
        kind: "register/request-meta-missing",
        where: `spec/errors.yaml:${rule.line}:${columnOf(register, rule.line, REVISION)}`,
        message: [
          `policy.requestMeta[0].revisions[0] reads the request _meta keys of ${REVISION}, but ${SCHEMA} declares no RequestMetaObject`,
        ],
        hint: `check that ${SCHEMA} is a modern MCP schema (it declares interface RequestMetaObject with the per-request keys), or remove ${REVISION} from this entry and from policy.checkOrder`,
      },
      (project) => repin(project, REVISION, text),
    );
  });

  it("a request _meta key whose type is no JSON data", () => {
    const edit = editedSchema(
      '"io.modelcontextprotocol/logLevel"?: LoggingLevel;',
      '"io.modelcontextprotocol/logLevel"?: () => LoggingLevel;',
    );
    refuseSchemaText(edit.text, {
      kind: "schema/unsupported-type",
      where: `${SCHEMA}:${edit.line}:${edit.column + '"io.modelcontextprotocol/logLevel"?: '.length}`,
      message: [
        "RequestMetaObject.io.modelcontextprotocol/logLevel uses a type the generator cannot represent: () => LoggingLevel",
      ],
      hint: "use plain object, array, union, literal and reference types in error data and request _meta keys",
    });
  });

  it("helpers over interfaces that extend each other: a located error, not a stack overflow", () => {
    const cycle =
      'export interface CycleA extends Omit<CycleB, "x"> { a: string }\n' +
      "export interface CycleB extends CycleA { x: string }\n";
    const text =
      editedSchema("requiredCapabilities: ClientCapabilities;", "requiredCapabilities: Partial<CycleA>;")
        .text + cycle;
    const line = text.split("\n").length - 1;
    refuseSchemaText(text, {
      kind: "schema/unsupported-type",
      where: `${SCHEMA}:${line}:33`,
      message: [
        "MissingRequiredClientCapabilityError.error.data.requiredCapabilities uses a type the generator cannot represent: CycleA",
      ],
      hint: "use plain object, array, union, literal and reference types in error data and request _meta keys",
    });
  });

  it("an emptied spec page that the register cites", async () => {
    const register = readFileSync(join(PROJECT_ROOT, "spec/errors.yaml"), "utf8");
    const cited = /source: (docs\/specification\/\S+?\.mdx):\d/.exec(register)?.[1];
    if (!cited) throw new Error("the register cites no spec page");
    await refuseWithSpec(
      { [cited]: "" },
      {
        kind: "spec/file-empty",
        where: cited,
        message: [`${cited} is empty`],
        hint: "restore the file from the spec repository (npm run spec:sync)",
      },
    );
  });
});

describe("the manifest", () => {
  const manifestText = () => readFileSync(join(PROJECT_ROOT, MANIFEST), "utf8");

  async function refuseManifest(text: string, expected: Expected) {
    const project = caseProject(baseline);
    writeFileSync(join(project.dir, MANIFEST), text);
    return expectRefusal(project, ["gen"], expected);
  }

  it("a revision listed twice", async () => {
    const e = editLine(manifestText(), "revisions:", /^ {2}- id: 2025-03-26$/, () => "  - id: 2024-11-05");
    await refuseManifest(e.text, {
      kind: "manifest/duplicate-revision",
      where: `${MANIFEST}:${e.line}:9`,
      message: ['revision "2024-11-05" is listed twice'],
      hint: "keep one entry per revision id",
    });
  });

  it("an unknown key in a revision entry", async () => {
    const e = editLine(manifestText(), "revisions:", /^ {4}era: /, (l) => swap(l, "era:", "erra:"));
    await refuseManifest(e.text, {
      kind: "manifest/invalid",
      where: `${MANIFEST}:${e.line}:5`,
      message: ['unknown key "erra" (did you mean "era"?)'],
      hint: "see the manifest section of README.md for its fields",
    });
  });

  it("a pin that is not a sha256", async () => {
    const e = editLine(manifestText(), "revisions:", /^ {4}sha256: /, () => "    sha256: not-a-hash");
    await refuseManifest(e.text, {
      kind: "manifest/invalid",
      where: `${MANIFEST}:${e.line}:${columnOf(e.text, e.line, "not-a-hash")}`,
      message: ["spec/revisions.yaml: sha256 must be 64 hex digits"],
      hint: "see the manifest section of README.md for its fields",
    });
  });

  it("a schema path that climbs out of its root", async () => {
    const e = editLine(manifestText(), "revisions:", /^ {4}schema: /, () => "    schema: ../../etc/passwd");
    await refuseManifest(e.text, {
      kind: "manifest/invalid",
      where: `${MANIFEST}:${e.line}:13`,
      message: ["schema must be a relative path inside its root"],
      hint: "see the manifest section of README.md for its fields",
    });
  });

  it("a manifest with a YAML syntax error", async () => {
    const e = editLine(manifestText(), "revisions:", /^ {4}schema: /, (l) => `${l}\n   status: final`);
    await refuseManifest(e.text, {
      kind: "yaml/syntax",
      where: new RegExp(`^spec/revisions\\.yaml:${e.line + 1}:\\d+$`),
      hint: "fix the YAML at the position shown",
    });
  });
});

describe("the command line", () => {
  async function refuseUsage(argv: string[], expected: Expected) {
    return expectRefusal(caseProject(baseline), argv, expected);
  }

  it("an unknown revision lists the known ones", async () => {
    await refuseUsage(["gen", "--dump-merged", "--revision", "2026-07-29"], {
      kind: "usage/unknown-revision",
      where: "",
      message: ['unknown revision "2026-07-29"'],
      hint: `known revisions: ${KNOWN}; add a new one with "npm run gen -- --add-revision <id> --schema <path>"`,
    });
  });

  it("an unknown option", async () => {
    await refuseUsage(["gen", "--chek"], {
      kind: "usage/unknown-option",
      where: "",
      message: ['unknown option --chek for "gen"'],
      hint: 'did you mean --check? run "npm run gen -- --help" to list its options',
    });
  });

  it("an option without its value", async () => {
    await refuseUsage(["gen", "--out"], {
      kind: "usage/missing-value",
      where: "",
      message: ["option --out needs a value"],
      hint: "write --out <value>",
    });
  });

  it("options that do not go together", async () => {
    await refuseUsage(["gen", "--check", "--dump-model"], {
      kind: "usage/conflicting-options",
      where: "",
      message: ["option --dump-model cannot be combined with --check"],
      hint: "run with --help to see which options go together",
    });
  });

  it("a value outside an option's choices", async () => {
    await refuseUsage(["gen", "--add-revision", "2027-01-01", "--schema", SCHEMA, "--era", "future"], {
      kind: "usage/bad-value",
      where: "",
      message: ['option --era does not accept "future"'],
      hint: "use one of: legacy, modern",
    });
  });

  it("an unknown command", async () => {
    await refuseUsage(["generate"], {
      kind: "usage/unknown-command",
      where: "",
      message: ['unknown command "generate"'],
      hint: "run with --help to list the commands",
    });
  });

  it("a stray argument", async () => {
    await refuseUsage(["gen", "generated"], {
      kind: "usage/unexpected-argument",
      where: "",
      message: ['unexpected argument "generated" for "gen"'],
      hint: 'run "npm run gen -- --help" for its usage',
    });
  });

  it("an output path that is a file is refused before anything is rendered", async () => {
    const project = caseProject(baseline);
    const file = join(project.dir, "generated", "package.json");
    const shown = relative(project.dir, file);
    await expectRefusal(project, ["gen", "--out", file], {
      kind: "output/not-a-directory",
      where: shown,
      message: [`cannot use ${shown} as the output directory: ${shown} is not a directory`],
      hint: "point --out at a directory, or at a path that does not exist yet",
    });
  });

  it("an output path below a file", async () => {
    const project = caseProject(baseline);
    await expectRefusal(project, ["gen", "--check", "--out", "generated/package.json/lib"], {
      kind: "output/not-a-directory",
      where: "generated/package.json",
      message: ["cannot use generated/package.json/lib as the output directory"],
      hint: "point --out at a directory, or at a path that does not exist yet",
    });
  });
});
