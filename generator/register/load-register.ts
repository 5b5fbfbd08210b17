/**
 * Stage 2: spec/errors.yaml -> Register. Parses with positions, validates the shape against
 * register.schema.json, then checks the register's own consistency. All problems of a stage are
 * reported together, each at its YAML line:col.
 */
import { join } from "node:path";
import { GenError } from "../diagnostics/gen-error.ts";
import type { Manifest } from "../inputs/manifest.ts";
import { readInputFile } from "../inputs/read-schema.ts";
import { formatPath, parseYaml, type LocatedYaml } from "../util/yaml-document.ts";
import { checkConditions } from "../check/check-conditions.ts";
import { checkConditionNames } from "../check/check-names.ts";
import { checkPolicy } from "../check/check-policy.ts";
import { RegisterProblems } from "./problems.ts";
import { readRegister } from "./read-register.ts";
import type { Register } from "./register-types.ts";
import { upgradeRegister } from "./upgrade-register.ts";
import { validateShape } from "./validate-shape.ts";

export const REGISTER_PATH = "spec/errors.yaml";

/** YAML the caller has already parsed from `text` (nothing mutates a parsed document). */
export interface ParsedText {
  text: string;
  yaml: LocatedYaml;
}

/**
 * The register in `file`. A caller that has parsed the file already passes what it parsed, which
 * is used when it is the text read here, instead of parsing the same text twice.
 */
export function loadRegister(
  projectRoot: string,
  manifest: Manifest,
  file = REGISTER_PATH,
  parsed?: ParsedText,
): Register {
  const { text } = readInputFile(join(projectRoot, file), file);
  if (parsed && parsed.text === text && parsed.yaml.file === file)
    return registerFromYaml(parsed.yaml, manifest);
  return parseRegister(text, file, manifest);
}

/** The register from YAML text; `file` is how positions name it. */
export function parseRegister(text: string, file: string, manifest: Manifest): Register {
  return registerFromYaml(parseYaml(text, file), manifest);
}

function registerFromYaml(parsed: LocatedYaml, manifest: Manifest): Register {
  // A register of an older version (a git ref) is read as today's.
  const yaml = { ...parsed, value: upgradeRegister(parsed.value) };
  const shape = validateShape(yaml);
  if (shape.length > 0) throw new GenError(shape);

  const { register, problems: citationProblems } = readRegister(
    yaml,
    manifest.roots.map((r) => r.name),
  );
  const problems = new RegisterProblems(yaml);
  problems.list.push(...citationProblems);
  checkConditionNames(
    register.conditions.map((c) => c.key),
    problems,
  );

  const known = manifest.revisions.map((r) => r.id);
  const before = problems.list.length;
  const listed = new Set<string>();
  register.revisions.forEach((revision, i) => {
    const at = ["revisions", i];
    if (!known.includes(revision))
      problems.add("register/unknown-revision", { path: formatPath(at), revision, known }, at);
    else if (listed.has(revision))
      problems.add(
        "register/invalid-value",
        { path: formatPath(at), reason: `${revision} is listed twice` },
        at,
      );
    listed.add(revision);
  });
  // Every entry is checked against this list: with a bad id in it, the rest would only echo it.
  if (problems.list.length > before) throw new GenError(problems.sorted());

  checkConditions(register, problems);
  checkPolicy(register, problems);
  if (problems.list.length > 0) throw new GenError(problems.sorted());
  return register;
}
