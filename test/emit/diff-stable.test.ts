/**
 * Output that changes only where a fact changed: a register edit that changes no fact changes no
 * generated file, and an edit of one fact changes only the lines that show it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readTree } from "../../generator/write/tree.ts";
import { runCli } from "../cli/support/run-cli.ts";
import { cleanupTempDirs, makeTempProject, SPEC_ENV } from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

const REGISTER = "spec/errors.yaml";

/** gen into `out` of a copy of the project whose register is `edit` of the real one. */
async function genWith(edit: (register: string) => string): Promise<Map<string, Buffer>> {
  const project = makeTempProject();
  const path = join(project, REGISTER);
  writeFileSync(path, edit(readFileSync(path, "utf8")));
  const run = await runCli(["gen", "--out", join(project, "out")], { cwd: project, env: SPEC_ENV });
  if (run.code !== 0) throw new Error(run.stderr);
  return readTree(join(project, "out"));
}

/** Paths whose content differs, and the lines that differ in each. */
function changes(a: Map<string, Buffer>, b: Map<string, Buffer>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const path of new Set([...a.keys(), ...b.keys()])) {
    const before = a.get(path)?.toString("utf8").split("\n") ?? [];
    const after = b.get(path)?.toString("utf8").split("\n") ?? [];
    const changed = after.filter((line, i) => line !== before[i]);
    if (changed.length > 0 || before.length !== after.length) out.set(path, changed);
  }
  return out;
}

describe("diff-stable output", () => {
  const unchanged = genWith((register) => register);

  it("does not change for comment lines and blank lines added to the register", async () => {
    const edited = await genWith((register) =>
      register
        .replace("conditions:\n", "# A comment a reviewer added.\n\nconditions:\n")
        .replace("policy:\n", "\n# Another one, further down.\npolicy:\n"),
    );
    expect(changes(await unchanged, edited)).toEqual(new Map());
  });

  it("changes only the lines that show a fact when one fact changes", async () => {
    const summary = "The receiver hit an unexpected fault of its own while handling a valid request.";
    const edited = await genWith((register) => {
      if (!register.includes(`summary: ${summary}`)) throw new Error("the summary to edit is gone");
      return register.replace(`summary: ${summary}`, "summary: The receiver failed on its own.");
    });
    const changed = changes(await unchanged, edited);
    expect(changed.size).toBeGreaterThan(0);
    for (const [path, lines] of changed) {
      expect(path).toMatch(/^(lib|cjs|docs|go|json)\/|^README\.md$/);
      for (const line of lines) expect(line).toContain("The receiver failed on its own.");
    }
  });
});
