/**
 * The bad-input catalogue, fourth round, for the write layer: an output path the file system
 * refuses as too long is a located refusal that creates nothing, and an output directory that is
 * itself a symbolic link is never read through: gen --check fails on it, and gen replaces the link
 * (not what it points at) with a directory. Both at the write layer and in the check's report, on a
 * small tree; gen --check's path from the comparison to the report is tested end to end by
 * test/pipeline/gen.test.ts, on a stale tree. Paths are measured against Linux's limits: 4,095 bytes
 * in a path, 255 in a name.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockDirectory, writeTreeAtomic } from "../../generator/write/replace-directory.ts";
import { shortened } from "../../generator/write/shown-path.ts";
import { assertOutputDirectory, compareTree, isUpToDate, type FileTree } from "../../generator/write/tree.ts";
import { painter } from "../../generator/commands/command.ts";
import { staleReport } from "../../generator/commands/stale-report.ts";
import { cleanupTempDirs, hashTree, tempDir } from "../cli/support/temp-project.ts";
import { diagnosticsOf } from "../helpers/diagnostics-of.ts";

afterAll(cleanupTempDirs);

const HINT =
  "nothing was created; choose a shorter --out path (gen needs room below it for its scratch names and the files it writes)";
const FILES: FileTree = new Map([
  ["package.json", '{ "name": "mcp-errors" }\n'],
  ["lib/index.js", "export {};\n"],
]);

/** `base` followed by folders of 200 characters (the last one shorter) up to `length` characters in all. */
function pathOfLength(base: string, length: number): string {
  let path = base;
  while (path.length < length) path += `/${"d".repeat(Math.min(200, length - path.length - 1))}`;
  return path;
}

/** The refusal `run` throws: one path-too-long diagnostic, whose message shows the path shortened. */
function expectTooLong(run: () => unknown, target: string): void {
  const [d, ...more] = diagnosticsOf(run);
  expect(more).toEqual([]);
  expect(d?.kind).toBe("output/path-too-long");
  expect(d?.message).toContain("(ENAMETOOLONG)");
  expect(d?.message).toContain(`(${relative("/", target).length} characters)`);
  expect(d?.message.length).toBeLessThan(300);
  expect(d?.hint).toBe(HINT);
}

describe("an output path the file system refuses as too long", () => {
  it("is refused by the output check before anything is made, and shown by its ends", () => {
    const base = tempDir();
    const target = pathOfLength(base, 5000);
    expectTooLong(() => assertOutputDirectory(target, "/"), target);
    expect(readdirSync(base)).toEqual([]);
  });

  it("leaves none of the folders it made when a folder above the output is too long", () => {
    const base = tempDir();
    const target = pathOfLength(base, 4300);
    expectTooLong(() => lockDirectory(target, "/"), target);
    expect(readdirSync(base)).toEqual([]);
  });

  it("is refused when only the lock's and staging's longer names are too long", () => {
    const base = tempDir();
    const target = join(base, "new", "n".repeat(250));
    expectTooLong(() => lockDirectory(target, "/"), target);
    expect(readdirSync(base)).toEqual([]);
  });

  it("leaves nothing when the files below the staging folder are the first too long", () => {
    const base = tempDir();
    // The lock (13 characters more) and staging (12 more) fit; staging's package.json does not.
    const target = pathOfLength(base, 4075);
    expectTooLong(() => writeTreeAtomic(target, FILES, { displayBase: "/" }), target);
    expect(readdirSync(base)).toEqual([]);
  });

  it("is shown in full up to 120 characters", () => {
    expect(shortened("generated")).toBe("generated");
    const long = `/${"x".repeat(300)}/end`;
    expect(shortened(long)).toBe(`${long.slice(0, 40)}…${long.slice(-60)} (305 characters)`);
  });
});

describe("an output directory that is a symbolic link", () => {
  /** A copy of the files outside the project, and `generated` as a link to it. */
  function linkedOutput() {
    const elsewhere = join(tempDir(), "copy");
    mkdirSync(join(elsewhere, "lib"), { recursive: true });
    for (const [path, content] of FILES) writeFileSync(join(elsewhere, path), content);
    const project = tempDir();
    const output = join(project, "generated");
    symlinkSync(elsewhere, output);
    return { elsewhere, output, before: hashTree(elsewhere) };
  }

  it("is never read through: every file counts as missing, up to date or not", () => {
    const { elsewhere, output } = linkedOutput();
    const comparison = compareTree(output, FILES);
    expect(comparison.link).toBe(elsewhere);
    expect(comparison.missing).toEqual(["lib/index.js", "package.json"]);
    expect(isUpToDate(comparison)).toBe(false);
    expect(isUpToDate(compareTree(elsewhere, FILES))).toBe(true);
  });

  it("is replaced by a directory, and what it pointed at is left as it was", () => {
    const { elsewhere, output, before } = linkedOutput();
    expect(() => assertOutputDirectory(output, "/")).not.toThrow();
    const { warnings } = writeTreeAtomic(output, FILES, { displayBase: "/" });
    expect(warnings).toEqual([]);
    expect(lstatSync(output).isDirectory()).toBe(true);
    expect(readFileSync(join(output, "lib/index.js"), "utf8")).toBe("export {};\n");
    expect(hashTree(elsewhere)).toBe(before);
    expect(readdirSync(join(output, ".."))).toEqual(["generated"]);
  });

  it("a dangling link is replaced as well", () => {
    const project = tempDir();
    const output = join(project, "generated");
    symlinkSync(join(project, "nowhere"), output);
    writeTreeAtomic(output, FILES, { displayBase: "/" });
    expect(lstatSync(output).isDirectory()).toBe(true);
    expect(existsSync(join(project, "nowhere"))).toBe(false);
  });

  it("fails gen --check with one line that names the link, where an up-to-date copy behind it passes", () => {
    const { elsewhere, output } = linkedOutput();
    const paint = painter(false);
    expect(staleReport(compareTree(output, FILES), [], "generated/", paint)).toBe(
      "stale: generated/ does not match what gen would write\n" +
        `  changed  generated/ (a symbolic link to ${elsewhere}, not a directory)\n` +
        "  hint: run `npm run gen` and commit the result\n",
    );
    // gen --check prints a report only for a comparison that is not up to date (generator/commands/gen.ts).
    expect(isUpToDate(compareTree(elsewhere, FILES))).toBe(true);
  });
});
