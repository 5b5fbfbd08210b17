/**
 * `gen` after an edit of the register, as a developer runs it while writing one: before each run,
 * one condition's summary gets a text no earlier run had, so no cache holds what it changes. The
 * summary lands in every revision module that has the condition, its declarations and reference
 * page, and the package README, so gen formats those again and type-checks the package again,
 * and finds the rest in its caches.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSyntheticProject } from "./synthetic-project.ts";
import { timeProcess, type ProcessRun } from "./time-process.ts";

export interface EditedGen {
  /** Edits the register, then times `gen`. */
  run(): ProcessRun;
  dispose(): void;
}

/** The register's text with `suffix` added to its first summary line; throws where there is none. */
export function editSummary(register: string, suffix: string): string {
  let found = false;
  const edited = register.replace(/^([ \t]+summary: )(.+)$/m, (_, key: string, text: string) => {
    found = true;
    return `${key}${text} ${suffix}`;
  });
  if (!found) throw new Error("the register has no summary line to edit");
  return edited;
}

/**
 * A copy of the project (its own generated/, its own cache directory, warmed by an untimed run) in
 * which each `run()` edits the register and times `gen`.
 */
export function editedGen(
  projectRoot: string,
  specRootDir: string,
  cli: readonly string[],
  env: NodeJS.ProcessEnv,
): EditedGen {
  const project = buildSyntheticProject(projectRoot, specRootDir, 0);
  const dispose = () => rmSync(project.dir, { recursive: true, force: true });
  const registerPath = join(project.dir, "spec/errors.yaml");
  const original = readFileSync(registerPath, "utf8");
  const args = [...cli, "gen", "--out", join(project.dir, "generated"), "--timings"];
  const options = {
    cwd: project.dir,
    env: { ...env, MCP_SPEC_DIR: project.specRoot },
  };
  try {
    timeProcess(args, options);
  } catch (error) {
    dispose();
    throw error;
  }
  let edits = 0;
  return {
    run() {
      edits += 1;
      writeFileSync(registerPath, editSummary(original, `(Edit ${edits}.)`));
      return timeProcess(args, options);
    },
    dispose,
  };
}
