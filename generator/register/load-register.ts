/**
 * spec/errors.yaml -> Register: register-schema.ts's shape, each problem at its YAML position, then
 * the YAML path of every entry. Checks that span entries or other inputs are in generator/check/.
 */
import { diagnostic, GenError } from "../diagnostics/gen-error.ts";
import { readProjectFile } from "../inputs/read-schema.ts";
import { locate, parseYaml, type LocatedYaml, type YamlPath } from "../util/yaml-document.ts";
import { parseCitationSource } from "./parse-citation.ts";
import { REGISTER_VERSION, registerSchema } from "./register-schema.ts";
import type { Register, RegisterCitation, RegisterCondition, RegisterPolicy } from "./register-types.ts";
import { shapeProblems } from "./shape-problems.ts";

export const REGISTER_PATH = "spec/errors.yaml";

/** The project's register file, parsed with positions (not yet read as a register). */
export function loadRegisterYaml(projectRoot: string, file = REGISTER_PATH): LocatedYaml {
  return parseYaml(readProjectFile(projectRoot, file).text, file);
}

/** The register in `text`; `file` is how positions name it. */
export function parseRegister(text: string, file: string): Register {
  return readRegister(parseYaml(text, file));
}

export function readRegister(yaml: LocatedYaml): Register {
  refuseOldVersion(yaml);
  const result = registerSchema.safeParse(yaml.value);
  if (!result.success) throw new GenError(shapeProblems(yaml, result.error.issues));
  const { registerVersion, revisions, conditions, policy } = result.data;
  return {
    file: yaml.file,
    registerVersion,
    revisions,
    conditions: Object.entries(conditions).map(([key, condition]) => {
      const path = ["conditions", key];
      return { key, ...(located(condition, path) as Omit<RegisterCondition, "key" | "path">), path };
    }),
    policy: located(policy, ["policy"]) as RegisterPolicy,
    yaml,
  };
}

/**
 * Versions 1 and 2 said less than version 3 (request headers and `_meta` keys came from built-in
 * tables); reading them as version 3 would put facts in the register's mouth, so they are refused.
 */
function refuseOldVersion(yaml: LocatedYaml): void {
  const value = yaml.value as { registerVersion?: unknown } | null;
  const version = typeof value === "object" ? value?.registerVersion : undefined;
  if (version !== 1 && version !== 2) return;
  const at = locate(yaml, ["registerVersion"]);
  throw new GenError([diagnostic("register/old-version", { version, current: REGISTER_VERSION }, at)]);
}

/** The value with every fact's path (an object with a `cite` list) and every citation parsed. */
function located(value: unknown, path: YamlPath): unknown {
  if (Array.isArray(value)) return value.map((item: unknown, i) => located(item, [...path, i]));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value))
    out[key] = key === "cite" ? citations(field as Raw[], [...path, key]) : located(field, [...path, key]);
  if ("cite" in value) out.path = path;
  return out;
}

type Raw = { source: string; quote: string };

function citations(list: Raw[], path: YamlPath): RegisterCitation[] {
  return list.map(({ source, quote }, i) => {
    const parsed = parseCitationSource(source);
    // The shape check has parsed each source already.
    if ("error" in parsed) throw new Error(`unchecked citation source ${source}`);
    return { source, ...parsed, quote, path: [...path, i] };
  });
}
