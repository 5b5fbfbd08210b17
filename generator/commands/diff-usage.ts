/** What diff's declaration (help) and its run both say: its usage line and its formats. */
export const DIFF_USAGE = "diff [<from> [<to>]] | diff --against <git-ref> [<revision>...]";
export const FORMATS = ["text", "json", "markdown", "github"] as const;
