/**
 * Every register check, in one order, each step reporting all its problems at its YAML positions:
 * `--like` stubs before the shape (the message then says what a stub needs, not that `todo` is
 * unknown); the revision list before the entries, which would only echo a bad id in it; the
 * register's own consistency; citations; coverage of new revisions; claims against the schemas;
 * values against their own quotes last, so a value a schema contradicts is reported as such.
 */
import type { Manifest } from "../inputs/manifest.ts";
import type { ResolvedRoot } from "../inputs/resolve-roots.ts";
import type { SchemaModel } from "../model/schema-model.ts";
import { readRegister } from "../register/load-register.ts";
import { RegisterProblems } from "../register/problems.ts";
import type { Register } from "../register/register-types.ts";
import { allCitations } from "../register/walk-register.ts";
import type { LocatedYaml } from "../util/yaml-document.ts";
import { checkCitations } from "./check-citations.ts";
import { checkConditions, checkRevisionList, checkRevisionLists } from "./check-conditions.ts";
import { checkConditionNames } from "./check-names.ts";
import { checkOnboardingStubs } from "./check-onboarding-stubs.ts";
import { checkPolicy } from "./check-policy.ts";
import { checkQuotedValues } from "./check-quoted-values.ts";
import { checkNewRevisions } from "./coverage-report.ts";
import { crossCheckSchemas } from "./cross-check.ts";

export interface CheckInputs {
  manifest: Manifest;
  schemas?: readonly SchemaModel[];
  /**
   * The spec roots of these names; without it citations are not checked (a git ref's register was
   * checked when it was committed, and the roots may have moved on since).
   */
  roots?: (names: readonly string[]) => Map<string, ResolvedRoot>;
  /** Check only the citations into these roots (a build of some revisions loads only their roots). */
  only?: ReadonlySet<string>;
}

/** The register in `yaml`, once every check has passed. */
export function checkRegister(yaml: LocatedYaml, inputs: CheckInputs): Register {
  checkOnboardingStubs(yaml);
  const register = readRegister(yaml);
  const problems = new RegisterProblems(yaml);
  const { manifest, schemas, roots, only } = inputs;

  const known = manifest.revisions.map((r) => r.id);
  checkRevisionList(problems, register.revisions, ["revisions"], known);
  problems.throwIfAny();

  checkConditionNames(register, problems);
  checkRevisionLists(register, problems);
  checkConditions(register, problems);
  checkPolicy(register, problems);
  const rootNames = manifest.roots.map((r) => r.name);
  for (const citation of allCitations(register))
    if (!rootNames.includes(citation.root))
      problems.invalid(
        [...citation.path, "source"],
        `unknown spec root "${citation.root}" (roots: ${rootNames.join(", ")})`,
      );
  problems.throwIfAny();

  if (roots) {
    const cited = new Set(allCitations(register).map((c) => c.root));
    checkCitations(register, roots([...cited].filter((root) => !only || only.has(root)).sort()), only);
  }
  if (schemas) {
    checkNewRevisions(register, schemas, manifest);
    crossCheckSchemas(register, schemas, problems);
    problems.throwIfAny();
  }
  checkQuotedValues(register);
  return register;
}
