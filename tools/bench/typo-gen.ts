/**
 * `gen` on a register with a typo, as a developer meets one: a key misspelt, which gen must refuse
 * (exit 2, register/unknown-key) before it reads a schema. Timed against a full `gen`, whose time
 * such a refusal should take at most a third of.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { copyProject } from "./synthetic-project.ts";
import { timeProcess, type ProcessRun } from "./measure.ts";

export interface TypoGen {
  /** Times `gen` on the misspelt register; a run that does not refuse it is an error. */
  run(): ProcessRun;
  dispose(): void;
}

/** The register's text with its first condition's `message:` key misspelt; throws where there is none. */
export function misspellKey(register: string): string {
  let found = false;
  const edited = register.replace(/^( {4})message: /m, (_, indent: string) => {
    found = true;
    return `${indent}mesage: `;
  });
  if (!found) throw new Error("the register has no message key to misspell");
  return edited;
}

/** A copy of the project whose register has a typo, in which each `run()` times the refused `gen`. */
export function typoGen(projectRoot: string, args: string[], env: NodeJS.ProcessEnv): TypoGen {
  const dir = copyProject(projectRoot, "typo");
  const registerPath = join(dir, "spec/errors.yaml");
  writeFileSync(registerPath, misspellKey(readFileSync(registerPath, "utf8")));
  return {
    run() {
      const run = timeProcess(args, { cwd: dir, env, status: 2 });
      if (!run.stderr.includes("error[register/unknown-key]"))
        throw new Error(`gen did not refuse the misspelt key:\n${run.stderr}`);
      return run;
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
