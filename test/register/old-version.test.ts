/**
 * A register written for an older registerVersion is refused at its version line, with how to
 * upgrade it, and never read as today's: versions 1 and 2 left request headers and `_meta` keys
 * to built-in tables, which would put facts in the register's mouth. `diff --against` a commit
 * from before version 3 gets the same refusal, naming the ref's file.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GenError } from "../../generator/diagnostics/gen-error.ts";
import { createModelLoader } from "../../generator/pipeline/pipeline.ts";
import { readRegister } from "../../generator/register/load-register.ts";
import { parseYaml } from "../../generator/util/yaml-document.ts";
import { pipelineContext } from "../diff/real-spec.ts";
import { diagnosticsOf, PROJECT_ROOT, positionOf } from "./register-fixtures.ts";

const REAL = readFileSync(join(PROJECT_ROOT, "spec/errors.yaml"), "utf8");
const versioned = (version: number) => REAL.replace(/^registerVersion: 3$/m, `registerVersion: ${version}`);
const versionAt = (text: string) => positionOf(text, "registerVersion: ").line;

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe("an older registerVersion", () => {
  it.each([1, 2])("version %i is refused at its version, saying how to upgrade", (version) => {
    const found = diagnosticsOf(() => readRegister(parseYaml(versioned(version), "spec/errors.yaml")));
    expect(found.map((d) => [d.kind, d.message, d.location])).toEqual([
      [
        "register/old-version",
        `registerVersion ${version} is an older register format; this generator reads version 3`,
        { file: "spec/errors.yaml", line: versionAt(REAL), column: 18 },
      ],
    ]);
    expect(found[0]?.hint).toContain("add policy.requestMeta and policy.requestHeaders rules");
    expect(found[0]?.hint).toContain("set registerVersion: 3");
  });

  it("is refused by diff --against a commit that holds one, at the ref's file", async () => {
    const root = mkdtempSync(join(tmpdir(), "mcp-errgen-old-register-"));
    temporary.push(root);
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("GIT_")));
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
        cwd: root,
        env,
        stdio: "ignore",
      });
    mkdirSync(join(root, "spec"));
    writeFileSync(join(root, "spec/revisions.yaml"), readFileSync(join(PROJECT_ROOT, "spec/revisions.yaml")));
    writeFileSync(join(root, "spec/errors.yaml"), versioned(2));
    git("init", "-q");
    git("add", "-A");
    git("-c", "commit.gpgsign=false", "commit", "-q", "-m", "version 2");
    git("-c", "tag.gpgsign=false", "tag", "old");

    const error = await createModelLoader(pipelineContext(root))({ gitRef: "old" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenError);
    expect((error as GenError).diagnostics.map((d) => [d.kind, d.location])).toEqual([
      ["register/old-version", { file: "old:spec/errors.yaml", line: versionAt(REAL), column: 18 }],
    ]);
  });
});
