/**
 * Output that changes only where a fact changed: a register edit that changes no fact changes no
 * generated file, and an edit of one fact changes only the lines that show it. Each edited register
 * is rendered and formatted in a copy of the project, as gen renders it, and compared with the
 * committed generated/, which is what gen writes for the unedited one (`gen --check` vouches for
 * it, and test/pipeline/gen.test.ts writes it byte for byte); gen's type-check of the rendered
 * package changes no byte, so it is left out.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatFiles } from "../../generator/emit/format.ts";
import { buildModel, renderRelease } from "../../generator/pipeline/pipeline.ts";
import { readTree } from "../../generator/write/tree.ts";
import { cleanupTempDirs, makeTempProject, PROJECT_ROOT, SPEC_ENV } from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

const REGISTER = "spec/errors.yaml";

/** What gen writes to generated/ for a copy of the project whose register is `edit` of the real one. */
async function genWith(edit: (register: string) => string): Promise<Map<string, string>> {
  const project = makeTempProject();
  const path = join(project, REGISTER);
  writeFileSync(path, edit(readFileSync(path, "utf8")));
  const ctx = { projectRoot: project, cwd: project, env: SPEC_ENV, rootFlags: {} };
  const { model } = await buildModel(ctx);
  return formatFiles((await renderRelease(ctx, model)).files);
}

const committed = new Map(
  [...readTree(join(PROJECT_ROOT, "generated"))].map(([path, bytes]) => [path, bytes.toString("utf8")]),
);

/** Paths whose content differs, and the lines that differ in each. */
function changes(a: Map<string, string>, b: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const path of new Set([...a.keys(), ...b.keys()])) {
    const before = a.get(path)?.split("\n") ?? [];
    const after = b.get(path)?.split("\n") ?? [];
    const changed = after.filter((line, i) => line !== before[i]);
    if (changed.length > 0 || before.length !== after.length) out.set(path, changed);
  }
  return out;
}

describe("diff-stable output", () => {
  it("does not change for comment lines and blank lines added to the register", async () => {
    const edited = await genWith((register) =>
      register
        .replace("conditions:\n", "# A comment a reviewer added.\n\nconditions:\n")
        .replace("policy:\n", "\n# Another one, further down.\npolicy:\n"),
    );
    expect(changes(committed, edited)).toEqual(new Map());
  });

  it("changes only the lines that show a fact when one fact changes", async () => {
    const summary = "The receiver hit an unexpected fault of its own while handling a valid request.";
    const edited = await genWith((register) => {
      if (!register.includes(`summary: ${summary}`)) throw new Error("the summary to edit is gone");
      return register.replace(`summary: ${summary}`, "summary: The receiver failed on its own.");
    });
    const changed = changes(committed, edited);
    expect(changed.size).toBeGreaterThan(0);
    for (const [path] of changed) {
      expect(path).toMatch(/^(lib|cjs|docs|go|json|python)\/|^README\.md$/);
      // The lines the edit brings, wherever they fall: each shows the new summary, or is a comment
      // line its paragraph wraps onto (godoc and doc comments are wrapped to the print width).
      const before = new Set(committed.get(path)?.split("\n") ?? []);
      const added = (edited.get(path) ?? "").split("\n").filter((line) => !before.has(line));
      expect(
        added.some((line) => line.includes("The receiver failed on its own.")),
        path,
      ).toBe(true);
      for (const line of added)
        if (!line.includes("The receiver failed on its own.")) expect(line, path).toMatch(/^\s*(\/\/|#|\*)/);
    }
  });
});
