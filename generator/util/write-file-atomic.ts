/**
 * Replaces one file of the project (the manifest, the register, the release baseline). The new
 * bytes go to a sibling created exclusively under a random name, so a link planted at a name the
 * run would use is never followed, and are then renamed over the file. The file must be a regular
 * file, or absent, in a folder whose real path is inside the project.
 */
import { randomBytes } from "node:crypto";
import { lstatSync, realpathSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fail, GenError } from "../diagnostics/gen-error.ts";
import { isInside } from "./inside.ts";

export function writeFileAtomic(projectRoot: string, file: string, content: string): void {
  const path = join(projectRoot, file);
  const refuse = (reason: string) => fail("spec/write-failed", { path: file, reason }, { file });
  // Named like the other scratch paths (.gitignore: .*.errgen-*).
  const temp = join(dirname(path), `.${basename(path)}.errgen-${randomBytes(8).toString("hex")}.tmp`);
  try {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) refuse("it is a symbolic link");
    if (stat && !stat.isFile()) refuse("it is not a regular file");
    if (!isInside(realpathSync(projectRoot), realpathSync(dirname(path))))
      refuse("its folder leads out of the project");
    writeFileSync(temp, content, { flag: "wx" });
    renameSync(temp, path);
  } catch (error) {
    if (error instanceof GenError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    refuse(code === "EACCES" || code === "EPERM" ? "permission denied" : (error as Error).message);
  } finally {
    rmSync(temp, { force: true });
  }
}
