/** Paths as messages show them: relative to where the user stands, and never kilobytes long. */
import { relative } from "node:path";

/** Longer than this, a path is shown by its two ends and its length. */
const SHOWN_LENGTH = 120;

/** `path` relative to `base` ("." for `base` itself), shortened to its ends when it is very long. */
export function shownPath(base: string, path: string): string {
  return shortened(relative(base, path) || ".");
}

export function shortened(path: string): string {
  if (path.length <= SHOWN_LENGTH) return path;
  return `${path.slice(0, 40)}…${path.slice(-60)} (${path.length} characters)`;
}

/** Whether a file-system error is the system refusing a path or a name in it as too long. */
export function isNameTooLong(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENAMETOOLONG";
}
