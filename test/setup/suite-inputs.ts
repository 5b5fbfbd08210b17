/**
 * Global setup of the unit lane: what several test files read, made once per run in a temporary
 * directory. The fixture package is the four-revision model rendered, formatted and validated (as
 * renderPackage does); the real model is the merged model of the project's own inputs (register and
 * spec snapshot), for tests that pair the committed package (`mcp-errors`) with the facts behind it.
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
  /** The fixture package's directory. */
  fixturePackage: string;
  /** The real merged model, v8-serialized (it keeps what JSON would drop). */
  realModel: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    suiteInputs: SuiteInputs;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "mcp-errgen-suite-"));
  const inputs: SuiteInputs = {
    fixturePackage: join(dir, "fixture-package"),
    realModel: join(dir, "real-model.v8"),
  };
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    writeFiles(inputs.fixturePackage, await renderPackageFiles(fourRevisionModel));
    const ctx = { projectRoot: PROJECT_ROOT, cwd: PROJECT_ROOT, env: SPEC_ENV, rootFlags: {} };
    writeFileSync(inputs.realModel, serialize((await buildModel(ctx)).model));
  } catch (error) {
    cleanup();
    throw error;
  }
  project.provide("suiteInputs", inputs);
  return cleanup;
}
