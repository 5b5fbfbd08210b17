/**
 * docs/go.md's examples compile, pass go vet and gofmt, and print what the page says they print:
 * each ```go block that is a whole program (package main) is built in a module that uses the
 * generated one, and run; its `// Output:` comment lines are its expected output.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, runGo } from "./go-tool.ts";

const page = readFileSync(join(PROJECT_ROOT, "docs/go.md"), "utf8");
const programs = [...page.matchAll(/```go\n([\s\S]*?)```/g)]
  .map((m) => m[1] ?? "")
  .filter((block) => block.startsWith("package main"));
const DIR = join(PROJECT_ROOT, ".tmp/docs-go");

function expectedOutput(program: string): string {
  const at = program.indexOf("// Output:\n");
  if (at < 0) return "";
  return program
    .slice(at + "// Output:\n".length)
    .split("\n")
    .filter((line) => line.startsWith("//"))
    .map((line) => line.replace(/^\/\/ ?/, ""))
    .join("\n");
}

describe("docs/go.md", () => {
  it("has whole programs to run", () => {
    expect(programs.length).toBeGreaterThanOrEqual(4);
  });

  it("its programs compile, are gofmt-clean and go vet clean, and print what the page says", async () => {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    writeFileSync(
      join(DIR, "go.mod"),
      `module docs.example\n\ngo 1.22\n\nrequire github.com/mcp-errgen/mcp-errgen/generated/go v0.0.0\n\n` +
        `replace github.com/mcp-errgen/mcp-errgen/generated/go => ${join(PROJECT_ROOT, "generated/go")}\n`,
    );
    programs.forEach((program, i) => {
      mkdirSync(join(DIR, `example${i}`));
      writeFileSync(join(DIR, `example${i}`, "main.go"), program);
    });
    const format = await runGo(["-l", DIR], { cwd: DIR, command: "gofmt" });
    expect(format.stdout + format.stderr).toBe("");
    const vet = await runGo(["vet", "./..."], { cwd: DIR });
    expect(vet.code, vet.stdout + vet.stderr).toBe(0);
    for (const [i, program] of programs.entries()) {
      const run = await runGo(["run", `./example${i}`], { cwd: DIR });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout.trimEnd(), `example ${i}`).toBe(expectedOutput(program));
    }
  }, 300_000);
});
