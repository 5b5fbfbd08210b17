/**
 * Every register check, behind one entry and in one order:
 *
 * 1. stubs left by `--add-revision --like`, before the shape, so the message says what a stub
 *    needs rather than that `todo` is not a register field;
 * 2. the shape (reading the register);
 * 3. the revision list against the manifest: every entry is checked against it, so with a bad id
 *    in it the rest would only echo it;
 * 4. the register's own consistency: names, conditions, policy, citation roots;
 * 5. citations against the spec;
 * 6. coverage of revisions the register does not speak for yet;
 * 7. claims against the schemas;
 * 8. values against their own quotes, last, so a value the schema contradicts is reported as such.
 *
 * Each step reports all its problems at once, each at its YAML position.
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
  /** The schemas being built; without them nothing is checked against schemas. */
  schemas?: readonly SchemaModel[];
  /**
   * The spec roots of these names, for the citations; without it citations are not checked (a git
   * ref's register was checked when it was committed, and the roots may have moved on since).
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
