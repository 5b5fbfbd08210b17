// What spec/revisions.yaml pins upstream, for the workflows, which run before `npm ci` has installed
// a YAML parser: the block-style YAML the generator writes (`--add-revision` keeps that form) is read
// line by line. A pull request writes these values, so each is checked against the grammar
// `gen` holds it to before it reaches $GITHUB_OUTPUT, git or the file system.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";

const COMMIT = /^[0-9a-f]{40}$/;
const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
/** A relative path of plain segments, none starting with a dot (generator/inputs/manifest.ts). */
const RELATIVE_PATH = /^[A-Za-z0-9_@+][A-Za-z0-9._@+-]*(?:\/[A-Za-z0-9_@+][A-Za-z0-9._@+-]*)*$/;

/** Ends the step with a message that names the file; the workflow's log shows it. */
export function refuse(message) {
  process.stderr.write(`error: spec/revisions.yaml: ${message}\n`);
  process.exit(1);
}

/**
 * The upstream repository (owner/name on GitHub) and commit, and every pre-release revision that
 * pins an upstream commit of its own: its id, the path of its schema.ts in its root, the commit.
 */
export function readPins(projectDir) {
  const text = readFileSync(join(projectDir, "spec/revisions.yaml"), "utf8").replace(/\r\n/g, "\n");
  const url = /^ {2}repository: (\S+)$/m.exec(text)?.[1] ?? "";
  const repository = /^https:\/\/github\.com\/(.+?)(?:\.git)?\/?$/.exec(url)?.[1] ?? "";
  if (!REPOSITORY.test(repository))
    refuse(`upstream.repository is not a GitHub repository URL: ${JSON.stringify(url)}`);
  const commit = /^ {2}commit: (\S+)$/m.exec(text)?.[1] ?? "";
  if (!COMMIT.test(commit))
    refuse(`upstream.commit is not 40 lower-case hex digits: ${JSON.stringify(commit)}`);

  const list = text.split(/^revisions:\n/m)[1] ?? refuse("no revisions list");
  const prereleases = [];
  for (const entry of list.split(/^ {2}- /m).slice(1)) {
    const field = (name) => new RegExp(`^(?: {4})?${name}: (\\S+)$`, "m").exec(entry)?.[1];
    const id = field("id");
    if (field("root") !== "prerelease") continue;
    const schema = field("schema") ?? "";
    const upstreamCommit = field("upstreamCommit");
    if (upstreamCommit === undefined) continue;
    if (!COMMIT.test(upstreamCommit))
      refuse(
        `revision ${id}: upstreamCommit is not 40 lower-case hex digits: ${JSON.stringify(upstreamCommit)}`,
      );
    if (!RELATIVE_PATH.test(schema) || !schema.endsWith("/schema.ts"))
      refuse(`revision ${id}: schema is not a relative path to a schema.ts: ${JSON.stringify(schema)}`);
    prereleases.push({ id, schema, upstreamCommit });
  }
  return { repository, commit, prereleases };
}
