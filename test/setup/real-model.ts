/** Global setup of the integration lane: the real model only (see test/setup/suite-inputs.ts). */
import type { TestProject } from "vitest/node";
import { setupInputs } from "./suite-inputs.ts";

export default async function setup(project: TestProject) {
  return setupInputs(project, { fixturePackage: false });
}
