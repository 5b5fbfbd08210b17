/** Applies `--like` to the project's register: reads both schemas, edits spec/errors.yaml in place. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileAtomic } from "../util/write-file-atomic.ts";
import { loadInputs, type PipelineContext } from "../pipeline/pipeline.ts";
import { REGISTER_PATH } from "../register/load-register.ts";
import { onboardRevision, type OnboardResult } from "./onboard-revision.ts";

export async function onboardLike(ctx: PipelineContext, id: string, like: string): Promise<OnboardResult> {
  const { extractSchema } = await import("../extract/extract-schema.ts");
  const inputs = loadInputs(ctx, { revisions: [id, like], verifyPins: true });
  const schemaOf = (revision: string) => {
    const source = inputs.sources.find((s) => s.revision.id === revision);
    if (!source) throw new Error(`no schema for ${revision}`);
    return extractSchema(source);
  };
  const path = join(ctx.projectRoot, REGISTER_PATH);
  const result = onboardRevision(readFileSync(path, "utf8"), {
    id,
    like,
    schema: schemaOf(id),
    previous: schemaOf(like),
  });
  writeFileAtomic(path, result.text);
  return result;
}
