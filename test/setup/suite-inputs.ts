/**
 * Global setup of the unit lane: what several test files read, made once per run in a temporary
 * directory. The fixture package is the four-revision model rendered, formatted and validated (as
 * renderPackage does); the real model is the merged model of the project's own inputs (register and
 * spec snapshot), for tests that pair the committed package (`mcp-errors`) with the facts behind it;
 * the real schemas are the schema models it was merged from, for tests of the stages after extraction
 * (extracting the eight schemas with ts-morph is most of a model build).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serialize } from "node:v8";
import type { TestProject } from "vitest/node";
import { buildModel } from "../../generator/pipeline/pipeline.ts";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";
import { PROJECT_ROOT, SPEC_ENV } from "../cli/support/temp-project.ts";
import { renderPackageFiles, writeFiles } from "../runtime/render-package.ts";

export interface SuiteInputs {
  /** The fixture package's directory; "" where the lane has no test that reads it (integration). */
  fixturePackage: string;
  /** The real merged model, v8-serialized (it keeps what JSON would drop). */
  realModel: string;
  /** The schema model of each revision the real model was merged from, in manifest order, v8-serialized. */
  realSchemas: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    suiteInputs: SuiteInputs;
  }
}

/** The unit lane's setup: the fixture package and the real model. */
export default async function setup(project: TestProject) {
  return setupInputs(project, { fixturePackage: true });
}

/**
 * Makes the inputs and provides them to the project's test files; returns the cleanup. The
 * integration lane's setup (test/setup/real-model.ts) leaves the fixture package out: none of its
 * files reads it, and rendering it (emit, Prettier, a type-check) is most of this setup's work.
 */
export async function setupInputs(project: TestProject, options: { fixturePackage: boolean }) {
  const dir = mkdtempSync(join(tmpdir(), "mcp-errgen-suite-"));
  const inputs: SuiteInputs = {
    fixturePackage: options.fixturePackage ? join(dir, "fixture-package") : "",
    realModel: join(dir, "real-model.v8"),
    realSchemas: join(dir, "real-schemas.v8"),
  };
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    if (inputs.fixturePackage) writeFiles(inputs.fixturePackage, await renderPackageFiles(fourRevisionModel));
    const ctx = { projectRoot: PROJECT_ROOT, cwd: PROJECT_ROOT, env: SPEC_ENV, rootFlags: {} };
    const { model, schemas } = await buildModel(ctx);
    writeFileSync(inputs.realModel, serialize(model));
    writeFileSync(inputs.realSchemas, serialize(schemas));
  } catch (error) {
    cleanup();
    throw error;
  }
  project.provide("suiteInputs", inputs);
  return cleanup;
}
