// Lays out the pre-release spec root from a clone of the upstream spec repository: for each
// pre-release revision, schema/draft/schema.ts and docs/specification/draft/ as they were at the
// commit it pins, in the folder of its schema path. The register cites both: the schema for its
// codes, the prose for its quotes, so a layout without the prose fails every citation into it.
//
//   node .github/scripts/lay-out-prerelease.mjs <project-dir> <spec-clone> <target-dir>
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { readPins } from "./spec-pins.mjs";
import process from "node:process";

const [projectDir, specClone, target] = process.argv.slice(2);
if (!projectDir || !specClone || !target) {
  process.stderr.write("usage: node lay-out-prerelease.mjs <project-dir> <spec-clone> <target-dir>\n");
  process.exit(2);
}
const git = (...args) => execFileSync("git", ["-C", specClone, ...args], { maxBuffer: 256 * 1024 * 1024 });

for (const { id, schema, upstreamCommit } of readPins(projectDir).prereleases) {
  const folder = join(target, dirname(schema));
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(target, schema),
    git("show", "--end-of-options", `${upstreamCommit}:schema/draft/schema.ts`),
  );
  const prose = git(
    "archive",
    "--format=tar",
    "--end-of-options",
    upstreamCommit,
    "docs/specification/draft",
  );
  execFileSync("tar", ["-x", "-C", folder], { input: prose });
  process.stdout.write(
    `${id}: ${schema} and ${dirname(schema)}/docs/specification/draft/ at ${upstreamCommit}\n`,
  );
}
