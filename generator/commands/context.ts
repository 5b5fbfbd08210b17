/** The context a command runs with, built once its arguments have parsed. */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { MANIFEST_PATH } from "../inputs/load-manifest.ts";
import {
  ROOT_OPTIONS,
  type CliIo,
  type Command,
  type CommandContext,
  type Painter,
  type ParsedArgs,
} from "./command.ts";

export function commandContext(
  command: Command,
  args: ParsedArgs,
  io: CliIo,
  paint: Painter,
): CommandContext {
  const rootFlags = Object.fromEntries(ROOT_OPTIONS.map((o) => [o.name, args.value(o.name)]));
  const { cwd, env } = io;
  return { projectRoot: findProjectRoot(cwd), cwd, env, rootFlags, command, io, args, paint };
}

/** The nearest directory, from the cwd upwards, that holds spec/revisions.yaml. */
function findProjectRoot(cwd: string): string {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, MANIFEST_PATH))) return dir;
    // At the file-system root: fall back to the cwd, so the error names the manifest it expected there.
    if (dirname(dir) === dir) return cwd;
  }
}
