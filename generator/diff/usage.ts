/** The diff command's usage line, on its own so the CLI can show it without loading the diff engine. */
export const DIFF_USAGE = "diff [<from> [<to>]] | diff --against <git-ref> [<revision>...]";
