/**
 * `gen` after an edit of the register, as a developer runs it while writing one: before each run,
 * one condition's summary gets a text no earlier run had. The summary lands in every revision
 * module that has the condition, its declarations and reference page, and the package README, so
 * each run writes those files again.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { copyProject } from "./synthetic-project.ts";
import { timeProcess, type ProcessRun } from "./measure.ts";

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
 * A copy of the project, brought up to date by an untimed run (unless `warmUp` is false: each run
 * writes anyway, the first one a little more), in which each `run()` edits the register and times `gen`.
 */
export function editedGen(
  projectRoot: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { warmUp = true } = {},
): EditedGen {
  const dir = copyProject(projectRoot, "edit");
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  const registerPath = join(dir, "spec/errors.yaml");
  const original = readFileSync(registerPath, "utf8");
  try {
    if (warmUp) timeProcess(args, { cwd: dir, env });
  } catch (error) {
    dispose();
    throw error;
  }
  let edits = 0;
  return {
    run() {
      edits += 1;
      writeFileSync(registerPath, editSummary(original, `(Edit ${edits}.)`));
      return timeProcess(args, { cwd: dir, env });
    },
    dispose,
  };
}
