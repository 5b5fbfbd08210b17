/** gen's modes and the options that go with them: read by its declaration (help) and by its run. */
export const MODES = ["--check", "--dump-model", "--dump-merged", "--update-pins", "--add-revision"] as const;
export const REVISION_MODES = new Set<string>(["--dump-model", "--dump-merged", "--update-pins"]);
export const ADD_REVISION_OPTIONS = ["--schema", "--status", "--era", "--like"];
