/**
 * Every register check, each step reporting all its problems at their YAML positions; a step whose
 * problems would only echo an earlier one's (a bad revision id, a value a schema contradicts) follows it.
 * The checks of the register alone (its shape, its lists, its citations into the prose) need no
 * extracted schema, so gen runs them first and refuses a register typo before it reads a schema
 * with ts-morph.
 */
import { isMap, isPair, isScalar, visit } from "yaml";
import { GenError, diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { Manifest } from "../inputs/manifest.ts";
import type { ResolvedRoot } from "../inputs/resolve-roots.ts";
import type { SchemaModel } from "../model/schema-model.ts";
import { allFacts, readRegister } from "../register/load-register.ts";
import { RegisterProblems } from "../register/problems.ts";
import type { Register, RegisterCitation } from "../register/register-schema.ts";
import type { LocatedYaml } from "../util/yaml-document.ts";
import { checkCitations, checkQuotedValues } from "./check-citations.ts";
import { checkConditions, checkPolicy, checkRevisionList, checkRevisionLists } from "./check-conditions.ts";
import { checkNewRevisions, crossCheckSchemas } from "./check-schemas.ts";

type RegisterInputs = {
  manifest: Manifest;
  // Without it citations are not checked: a git ref's register was checked when it was committed.
  roots?: (names: readonly string[]) => Map<string, ResolvedRoot>;
  /** Check only the citations into these roots (a build of some revisions loads only their roots). */
  only?: ReadonlySet<string>;
};

/** The register in `yaml`, once every check has passed (those against `schemas` where given). */
export function checkRegister(
  yaml: LocatedYaml,
  inputs: RegisterInputs & { schemas?: readonly SchemaModel[] },
): Register {
  return checkRegisterAgainstSchemas(checkRegisterAlone(yaml, inputs), inputs);
}

/** The checks that read the register, the manifest and the cited spec text, and no schema model. */
export function checkRegisterAlone(yaml: LocatedYaml, inputs: RegisterInputs): Register {
  checkOnboardingStubs(yaml);
  const register = readRegister(yaml);
  const problems = new RegisterProblems(yaml);
  const { manifest } = inputs;

  const known = manifest.revisions.map((r) => r.id);
  checkRevisionList(problems, register.revisions, ["revisions"], known);
  problems.throwIfAny();

  checkRevisionLists(register, problems);
  checkConditions(register, problems);
  checkPolicy(register, problems);
  const rootNames = manifest.roots.map((r) => r.name);
  const citations = allFacts(register).flatMap((fact) => fact.cite);
  for (const citation of citations)
    if (!rootNames.includes(citation.root))
      problems.invalid(
        [...citation.path, "source"],
        `unknown spec root "${citation.root}" (roots: ${rootNames.join(", ")})`,
      );
  problems.throwIfAny();

  checkCitationsOf(register, inputs, (citation) => !citesSchema(manifest, citation));
  return register;
}

/**
 * Whether a citation quotes a schema file the manifest lists. Those are checked with the schemas:
 * a schema that cannot be read as one is reported as itself, not as quotes that moved in it.
 */
function citesSchema(manifest: Manifest, citation: RegisterCitation): boolean {
  return manifest.revisions.some((r) => r.root === citation.root && r.schema === citation.file);
}

/** The citations `which` accepts, into the roots they name (none without `roots`). */
function checkCitationsOf(
  register: Register,
  { roots, only }: RegisterInputs,
  which: (citation: RegisterCitation) => boolean,
): void {
  if (!roots) return;
  const cited = new Set(allFacts(register).flatMap((fact) => fact.cite.filter(which).map((c) => c.root)));
  const names = [...cited].filter((root) => !only || only.has(root)).sort();
  if (names.length > 0) checkCitations(register, roots(names), only, which);
}

/**
 * The rest, on a register that passed checkRegisterAlone: its citations into the schema files, its
 * claims against the schemas where given, then the values its quotes name (after the schemas,
 * whose contradiction says more).
 */
export function checkRegisterAgainstSchemas(
  register: Register,
  inputs: RegisterInputs & { schemas?: readonly SchemaModel[] },
): Register {
  const { manifest, schemas } = inputs;
  checkCitationsOf(register, inputs, (citation) => citesSchema(manifest, citation));
  if (schemas) {
    const problems = new RegisterProblems(register.yaml);
    checkNewRevisions(register, schemas, manifest);
    crossCheckSchemas(register, schemas, problems);
    problems.throwIfAny();
  }
  checkQuotedValues(register);
  return register;
}

/** A `--like` stub's `todo:` keys, refused before the shape so the message says what they need. */
function checkOnboardingStubs(yaml: LocatedYaml): void {
  const problems: Diagnostic[] = [];
  visit(yaml.doc, {
    Map(_, map) {
      if (!isMap(map)) return;
      const todo = map.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === "todo");
      if (!todo || !isScalar(todo.key)) return;
      const { line, col } = yaml.lineCounter.linePos(todo.key.range?.[0] ?? 0);
      const what = String(isScalar(todo.value) ? todo.value.value : todo.value);
      problems.push(diagnostic("register/onboarding-stub", { what }, { file: yaml.file, line, column: col }));
    },
  });
  if (problems.length > 0) throw new GenError(problems);
}
