/**
 * The bad-input catalogue for spec/sdk-comparison.yaml: `gen` renders docs/sdk-comparison.md from
 * it, so a malformed point must stop gen with a located diagnostic and leave the output alone.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { cleanupTempDirs, PROJECT_ROOT } from "../cli/support/temp-project.ts";
import { caseProject, expectRefusal, baselineOutput } from "./support/refusal.ts";
import { editLine, swap } from "./support/text-edit.ts";

const FILE = "spec/sdk-comparison.yaml";

let baseline: string;
beforeAll(async () => {
  baseline = baselineOutput();
});
afterAll(cleanupTempDirs);

describe(`gen refuses a bad ${FILE}`, () => {
  it("a point that shows an unknown fact of ours", async () => {
    const text = readFileSync(join(PROJECT_ROOT, FILE), "utf8");
    const e = editLine(text, "points:", /^ {4}ours: /, (l) => swap(l, /ours: \S+/, "ours: nothing"));
    const project = caseProject(baseline);
    writeFileSync(join(project.dir, FILE), e.text);
    await expectRefusal(project, ["gen"], {
      kind: "sdk-comparison/unknown-fact",
      where: `${FILE}:${e.line}:11`,
      message: ["points[0].ours: unknown fact nothing; one of: resourceNotFoundCodes"],
      hint: "name a key of generator/sdk-comparison/our-facts.ts, or add the fact there",
    });
  });
});
