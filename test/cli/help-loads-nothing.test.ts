/**
 * `--help` answers from the command declarations alone: what the CLI's entry point imports before
 * a command runs (its static imports, followed through every module) holds none of the pipeline's
 * stages and none of the heavy packages they load. A command's own code is a dynamic import.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./support/temp-project.ts";

/** Value imports as tsx runs them: `import type` and `export type` are erased, `import()` is not static. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm;

function staticGraph(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith(".")) {
        const target = resolve(dirname(file), specifier);
        if (target.endsWith(".ts")) visit(target);
      } else packages.add(specifier);
    }
  };
  visit(join(PROJECT_ROOT, entry));
  return { modules, packages };
}

describe("what the CLI loads before a command runs", () => {
  const { modules, packages } = staticGraph("generator/cli.ts");
  const inGenerator = [...modules].map((file) => file.slice(join(PROJECT_ROOT, "generator/").length));

  it("is the declarations of the commands, and how to print help and diagnostics", () => {
    expect(inGenerator).toContain("commands/gen-command.ts");
    expect(inGenerator).toContain("commands/diff-command.ts");
    expect(inGenerator).toContain("diagnostics/catalogue.ts");
  });

  it("holds no stage of the pipeline", () => {
    const stages =
      /^(pipeline|emit|extract|register|check|merge|diff\/(?!rules\.ts)|edit|write|release|inputs|sdk-comparison)\b/;
    expect(inGenerator.filter((file) => stages.test(file))).toEqual([]);
    expect(inGenerator).not.toContain("commands/gen.ts");
    expect(inGenerator).not.toContain("commands/diff.ts");
  });

  it("loads no package beyond Node's own", () => {
    expect([...packages].filter((name) => !name.startsWith("node:"))).toEqual([]);
  });
});
