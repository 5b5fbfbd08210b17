// The upstream spec repository and commit spec/revisions.yaml pins, as step outputs for
// actions/checkout: `repository=<owner>/<name>` and `commit=<sha>`, appended to $GITHUB_OUTPUT.
//
//   node .github/scripts/read-spec-pin.mjs <project-dir>
import { appendFileSync } from "node:fs";
import { readPins } from "./spec-pins.mjs";
import process from "node:process";

const [projectDir = "."] = process.argv.slice(2);
const output = process.env.GITHUB_OUTPUT;
if (!output) {
  process.stderr.write("error: GITHUB_OUTPUT is not set: this runs as a step of a GitHub workflow\n");
  process.exit(1);
}
const { repository, commit } = readPins(projectDir);
appendFileSync(output, `repository=${repository}\ncommit=${commit}\n`);
process.stdout.write(`spec repository ${repository} at ${commit}\n`);
