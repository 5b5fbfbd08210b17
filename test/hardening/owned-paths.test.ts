/**
 * The bad-input catalogue, third round, for what the generator reads and writes: folders a
 * command does not own, links planted where a write goes, environment variables that are not the
 * project's, text that hides itself (bidi overrides, C1 controls), files that are not regular or
 * not small, and an onboarding that fails half-way (a gen killed between its two renames is tested
 * at the write layer: test/output/leftovers-and-lock.test.ts). Each refusal exits 2 with a located
 * diagnostic and a hint, and changes nothing outside generated/.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_INPUT_BYTES } from "../../generator/inputs/read-schema.ts";
import { sha256 } from "../../generator/util/files.ts";
import { runCli } from "../cli/support/run-cli.ts";
import {
  cleanupTempDirs,
  hashTree,
  PROJECT_ROOT,
  SPEC_DIR,
  SPEC_ENV,
  tempDir,
} from "../cli/support/temp-project.ts";
import { overlayRoot } from "../helpers/spec-overlay.ts";
import { caseProject, expectRefusal, baselineOutput, type CaseProject } from "./support/refusal.ts";
import { columnOf, editLine } from "./support/text-edit.ts";

const MANIFEST = "spec/revisions.yaml";
const REGISTER = "spec/errors.yaml";
const BASELINE = "spec/release/baseline.json";
const SCHEMA = "schema/2026-07-28/schema.ts";
const MANIFEST_HINT = "see the manifest section of README.md for its fields";
const CONTROL_HINT = "remove it; inputs may hold tabs and line breaks, but no other control characters";
const NOT_A_FILE_HINT =
  "point the path at a regular file; FIFOs, devices, sockets and directories are refused";
const OUTSIDE_HINT =
  "replace the symbolic link with the file itself; inputs are read only from inside their root";
const NOT_OWNED_HINT = "point --out at an empty or new directory, or at an earlier output of gen";

let baseline: string;
let manifest: string;
let register: string;

beforeAll(async () => {
  baseline = baselineOutput();
  manifest = readFileSync(join(PROJECT_ROOT, MANIFEST), "utf8");
  register = readFileSync(join(PROJECT_ROOT, REGISTER), "utf8");
});
afterAll(cleanupTempDirs);

/** The project's own folders (spec/ without generated scratch), to show a refusal left them alone. */
function inputsOf(project: CaseProject): string {
  return ["spec", "templates"].map((folder) => hashTree(join(project.dir, folder))).join();
}

function lineOf(text: string, pattern: RegExp): number {
  const index = text.split("\n").findIndex((line) => pattern.test(line));
  if (index < 0) throw new Error(`no line matches ${pattern}`);
  return index + 1;
}

describe("spec:sync replaces only a folder of its own", () => {
  it.each(["spec", "templates", "generated"])("a root whose default is %s/ is refused", async (folder) => {
    const project = caseProject(baseline);
    const text = manifest.replace("default: spec/upstream\n", `default: ${folder}\n`);
    writeFileSync(join(project.dir, MANIFEST), text);
    const before = inputsOf(project);
    await expectRefusal(project, ["spec:sync", "--from", SPEC_DIR], {
      kind: "spec/sync-target-refused",
      where: `${MANIFEST}:${lineOf(text, new RegExp(`default: ${folder}$`))}:14`,
      message: [`root "spec" names ${folder}/: that is one of the project's own folders`],
      hint: /^point roots\.spec\.default at a git-ignored folder/,
    });
    expect(inputsOf(project)).toBe(before);
  });

  it("a folder git does not ignore, and a project git cannot speak for, are refused", async () => {
    const project = caseProject(baseline);
    const text = manifest.replace("default: spec/upstream\n", "default: docs/spec\n");
    writeFileSync(join(project.dir, MANIFEST), text);
    const where = `${MANIFEST}:${lineOf(text, /default: docs\/spec$/)}:14`;
    const hint = /^point roots\.spec\.default at a git-ignored folder/;
    const kind = "spec/sync-target-refused";
    await expectRefusal(project, ["spec:sync", "--from", SPEC_DIR], {
      kind,
      where,
      message: ["git cannot tell whether it is ignored"],
      hint,
    });
    execFileSync("git", ["init", "-q"], { cwd: project.dir });
    writeFileSync(join(project.dir, ".gitignore"), "spec/upstream/\n");
    const entries = readdirSync(project.dir).sort();
    await expectRefusal({ ...project, entries }, ["spec:sync", "--from", SPEC_DIR], {
      kind,
      where,
      message: ["git does not ignore it, so it may hold committed files"],
      hint,
    });
    expect(existsSync(join(project.dir, "docs"))).toBe(false);
  });
});

describe("writes never follow a planted link", () => {
  /** A spec root whose 2026-07-28 schema changed, so --update-pins has a pin to rewrite. */
  function changedSpec(): { spec: string; hash: string } {
    const text = readFileSync(join(SPEC_DIR, SCHEMA), "utf8") + "\n// a local edit\n";
    return { spec: overlayRoot(SPEC_DIR, { [SCHEMA]: text }), hash: sha256(text) };
  }

  it("links at the temporary names of earlier versions are left alone, and the manifest stays a file", async () => {
    const project = caseProject(baseline);
    const victim = join(tempDir(), "victim.txt");
    writeFileSync(victim, "outside the project\n");
    for (let pid = process.pid - 5; pid < process.pid + 50; pid++)
      symlinkSync(victim, join(project.dir, "spec", `.revisions.yaml.errgen-${pid}.tmp`));
    const { spec, hash } = changedSpec();
    const run = await runCli(["gen", "--update-pins"], {
      cwd: project.dir,
      env: { ...SPEC_ENV, MCP_SPEC_DIR: spec },
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(readFileSync(victim, "utf8")).toBe("outside the project\n");
    expect(lstatSync(join(project.dir, MANIFEST)).isFile()).toBe(true);
    expect(readFileSync(join(project.dir, MANIFEST), "utf8")).toContain(`sha256: ${hash}`);
    expect(readdirSync(join(project.dir, "spec")).filter((name) => name.endsWith(".tmp"))).toHaveLength(55);
  });

  it("a manifest that is a link is read, but not written through", async () => {
    const project = caseProject(baseline);
    const real = join(project.dir, "spec", "manifest.yaml");
    writeFileSync(real, manifest);
    rmSync(join(project.dir, MANIFEST));
    symlinkSync(real, join(project.dir, MANIFEST));
    const entries = readdirSync(project.dir).sort();
    const before = inputsOf(project);
    await expectRefusal(
      { ...project, entries },
      ["gen", "--update-pins"],
      {
        kind: "spec/write-failed",
        where: MANIFEST,
        message: ["could not write spec/revisions.yaml: it is a symbolic link"],
        hint: /^spec\/revisions\.yaml was left as it was; make it a regular file inside the project/,
      },
      { ...SPEC_ENV, MCP_SPEC_DIR: changedSpec().spec },
    );
    expect(inputsOf(project)).toBe(before);
  });
});

// A directory holding another package's package.json is refused by the write layer, after rendering:
// test/output/write-atomic.test.ts.
describe("gen --out replaces only an output of its own", () => {
  it.each([".", "spec", "templates", ".."])(
    "--out %s is refused before anything is rendered",
    async (out) => {
      const project = caseProject(baseline);
      const before = inputsOf(project);
      const parent = dirname(project.dir);
      await expectRefusal(project, ["gen", "--out", out], {
        kind: "output/not-owned",
        where: out,
        message: [`gen replaces only an output of its own, and ${out} is not one`],
        hint: NOT_OWNED_HINT,
      });
      expect(inputsOf(project)).toBe(before);
      expect(existsSync(join(parent, `.${basename(project.dir)}.errgen-lock`))).toBe(false);
    },
  );
});

describe("inputs", () => {
  it("a root may name only the project's own variables", async () => {
    const project = caseProject(baseline);
    const text = manifest.replace("env: MCP_SPEC_DIR", "env: HOME");
    writeFileSync(join(project.dir, MANIFEST), text);
    await expectRefusal(project, ["gen"], {
      kind: "manifest/invalid",
      where: `${MANIFEST}:${lineOf(text, /env: HOME$/)}:10`,
      message: ["env must be an environment variable name of the project: MCP_"],
      hint: MANIFEST_HINT,
    });
  });

  it.each([
    ["U+202E (a bidirectional override)", "\u202e"],
    ["U+2066 (a bidirectional override)", "\u2066"],
    ["U+0085 (a C1 control)", "\u0085"],
    ["U+009B (a C1 control)", "\u009b"],
  ])("%s in the register is refused where it stands", async (described, char) => {
    const e = editLine(register, "  parseError:", /^ {4}summary: /, (line) =>
      line.replace("could", `c${char}ould`),
    );
    const project = caseProject(baseline);
    writeFileSync(join(project.dir, REGISTER), e.text);
    await expectRefusal(project, ["gen"], {
      kind: "spec/control-character",
      where: `${REGISTER}:${e.line}:${columnOf(e.text, e.line, char)}`,
      message: [`contains the control character ${described}`],
      hint: CONTROL_HINT,
    });
  });

  it("a bidi override in a schema is refused at its line", async () => {
    const text = readFileSync(join(SPEC_DIR, SCHEMA), "utf8").replace(
      "PARSE_ERROR = ",
      "PARSE\u202e_ERROR = ",
    );
    const line = lineOf(text, /PARSE\u202e_ERROR/);
    const project = caseProject(baseline);
    const path = join(project.dir, MANIFEST);
    const pinned = /id: 2026-07-28[\s\S]*?sha256: ([0-9a-f]{64})/.exec(manifest)?.[1] ?? "";
    writeFileSync(path, manifest.replace(pinned, sha256(text)));
    await expectRefusal(
      project,
      ["gen"],
      {
        kind: "spec/control-character",
        where: `${SCHEMA}:${line}:${columnOf(text, line, "\u202e")}`,
        message: ["U+202E (a bidirectional override)"],
        hint: CONTROL_HINT,
      },
      { ...SPEC_ENV, MCP_SPEC_DIR: overlayRoot(SPEC_DIR, { [SCHEMA]: text }) },
    );
  });

  it.each([MANIFEST, REGISTER])("%s as a link out of the project is refused", async (file) => {
    const project = caseProject(baseline);
    const outside = join(tempDir(), basename(file));
    writeFileSync(outside, readFileSync(join(project.dir, file)));
    rmSync(join(project.dir, file));
    symlinkSync(outside, join(project.dir, file));
    await expectRefusal(project, ["gen"], {
      kind: "spec/outside-root",
      where: file,
      message: [`${file} resolves to ${outside}, outside its root`],
      hint: OUTSIDE_HINT,
    });
  });

  it.each([
    ["the release baseline", BASELINE],
    ["a template", "templates/mcp-errors/README.md.hbs"],
  ])("%s that is a FIFO is refused without blocking", async (_, file) => {
    const project = caseProject(baseline);
    expect(existsSync(join(project.dir, file))).toBe(true);
    rmSync(join(project.dir, file));
    execFileSync("mkfifo", [join(project.dir, file)]);
    await expectRefusal(project, ["gen"], {
      kind: "spec/not-a-file",
      where: file,
      message: [`${file} is a FIFO (named pipe), not a regular file`],
      hint: NOT_A_FILE_HINT,
    });
  });

  it.each([REGISTER, BASELINE])("%s as a 3 GB sparse file is refused before a byte is read", async (file) => {
    const project = caseProject(baseline);
    truncateSync(join(project.dir, file), 3 * 1024 ** 3);
    await expectRefusal(project, ["gen"], {
      kind: "spec/file-too-large",
      where: file,
      message: [`${file} is ${3 * 1024 ** 3} bytes, over the ${MAX_INPUT_BYTES}-byte limit`],
      hint: "check that the path points at the right file",
    });
  });
});

describe("--add-revision --like checks everything before it writes anything", () => {
  const NEXT = "2027-01-15";
  const addArgs = (spec: string) => [
    "gen",
    "--add-revision",
    NEXT,
    "--schema",
    join(spec, `schema/${NEXT}/schema.ts`),
    "--like",
    "2026-07-28",
  ];
  const nextSpec = () =>
    overlayRoot(SPEC_DIR, { [`schema/${NEXT}/schema.ts`]: readFileSync(join(SPEC_DIR, SCHEMA), "utf8") });

  it("a register with a syntax error is reported at its line, and the manifest is left as it was", async () => {
    const project = caseProject(baseline);
    const e = editLine(register, "  parseError:", /^ {4}message: /, () => '    message: "Parse error');
    writeFileSync(join(project.dir, REGISTER), e.text);
    const before = inputsOf(project);
    const spec = nextSpec();
    await expectRefusal(
      project,
      addArgs(spec),
      { kind: "yaml/syntax", where: new RegExp(`^${REGISTER}:\\d+:\\d+$`), hint: /\S/ },
      { ...SPEC_ENV, MCP_SPEC_DIR: spec },
    );
    expect(inputsOf(project)).toBe(before);
  });

  it("a stub left by an earlier onboarding is reported, and nothing is written", async () => {
    const project = caseProject(baseline);
    const e = editLine(register, "  parseError:", /^ {4}message: /, (line) => `${line}\n    todo: finish me`);
    writeFileSync(join(project.dir, REGISTER), e.text);
    const before = inputsOf(project);
    const spec = nextSpec();
    await expectRefusal(
      project,
      addArgs(spec),
      { kind: "register/onboarding-stub", where: `${REGISTER}:${e.line + 1}:5`, hint: /\S/ },
      { ...SPEC_ENV, MCP_SPEC_DIR: spec },
    );
    expect(inputsOf(project)).toBe(before);
  });
});
