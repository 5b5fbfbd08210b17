/**
 * spec/errors.yaml -> Register: register-schema.ts's shape, each problem a diagnostic at its YAML
 * position, then the YAML path of every fact. Checks that span entries or inputs are in check/.
 */
import { z } from "zod";
import { diagnostic, GenError, type Diagnostic } from "../diagnostics/gen-error.ts";
import { readProjectFile } from "../inputs/read-schema.ts";
import { suggest } from "../util/did-you-mean.ts";
import { formatPath, locate, parseYaml, type LocatedYaml, type YamlPath } from "../util/yaml-document.ts";
import { schemaAt, shapeIssues, valueAt } from "../util/zod-paths.ts";
import { RegisterProblems } from "./problems.ts";
import { code, httpStatus, parseCitationSource, registerSchema, show } from "./register-schema.ts";
import { REGISTER_VERSION, type CitationSource, type Register } from "./register-schema.ts";
import type { RegisterCondition, RegisterFact, RegisterPolicy, RegisterShape } from "./register-schema.ts";

export const REGISTER_PATH = "spec/errors.yaml";

/** The project's register file, parsed with positions (not yet read as a register). */
export function loadRegisterYaml(projectRoot: string, file = REGISTER_PATH): LocatedYaml {
  return parseYaml(readProjectFile(projectRoot, file).text, file);
}

/**
 * The register in `yaml`, read with `schema` (the register's definition; a test passes an extended
 * copy). Every fact is located by the definition, not by a list: an object whose definition can hold
 * `cite` is a fact, gets its YAML path, its citations parsed, and a place in `facts`.
 */
export function readRegister(yaml: LocatedYaml, schema: z.ZodType = registerSchema): Register {
  refuseOldVersion(yaml);
  const result = schema.safeParse(yaml.value);
  if (!result.success) throw new GenError(shapeProblems(yaml, result.error.issues, schema));
  const facts: RegisterFact[] = [];
  const read = readFacts(schema, result.data, [], facts) as RegisterShape;
  const { registerVersion, revisions, conditions, policy } = read;
  return {
    file: yaml.file,
    registerVersion,
    revisions,
    conditions: Object.entries(conditions).map(([key, condition]) => {
      const path = ["conditions", key];
      return { key, ...(condition as Omit<RegisterCondition, "key" | "path">), path };
    }),
    policy: policy as RegisterPolicy,
    facts,
    yaml,
  };
}

/** Every fact of the register (an object its definition lets hold a `cite` list), in file order. */
export function allFacts(register: Register): RegisterFact[] {
  return register.facts;
}

/**
 * `value` as its definition `schema` reads it, each fact (an object whose definition has a `cite`
 * field) given its path and its citations parsed, and pushed to `facts` before the facts inside it.
 */
function readFacts(schema: z.ZodType, value: unknown, path: YamlPath, facts: RegisterFact[]): unknown {
  const definition = unwrapped(schema);
  if (definition instanceof z.ZodArray && Array.isArray(value))
    return value.map((item: unknown, i) =>
      readFacts(definition.element as z.ZodType, item, [...path, i], facts),
    );
  if (value === null || typeof value !== "object") return value;
  if (definition instanceof z.ZodRecord) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value))
      out[key] = readFacts(definition.valueType as z.ZodType, field, [...path, key], facts);
    return out;
  }
  if (!(definition instanceof z.ZodObject)) return value;
  const shape = definition.shape as Record<string, z.ZodType>;
  const out: Record<string, unknown> = {};
  if ("cite" in shape) facts.push(out as RegisterFact);
  for (const [key, field] of Object.entries(value)) {
    out[key] =
      key === "cite" && "cite" in shape
        ? (field as { source: string; quote: string }[]).map((c, i) => citationAt(c, [...path, key, i]))
        : readFacts(shape[key] ?? z.unknown(), field, [...path, key], facts);
  }
  if ("cite" in shape) out.path = path;
  return out;
}

// The definition has refused every source it cannot parse.
function citationAt({ source, quote }: { source: string; quote: string }, path: YamlPath) {
  return { source, ...(parseCitationSource(source) as CitationSource), quote, path };
}

function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  return inner;
}

// Versions 1 and 2 took request headers and `_meta` keys from built-in tables: read as version 3,
// they would put facts in the register's mouth.
function refuseOldVersion(yaml: LocatedYaml): void {
  const version = valueAt(yaml.value, ["registerVersion"]);
  if (version !== 1 && version !== 2) return;
  const at = locate(yaml, ["registerVersion"]);
  throw new GenError([diagnostic("register/old-version", { version, current: REGISTER_VERSION }, at)]);
}

// More problems would only repeat themselves; stopping also keeps 100,000 unknown keys from taking
// minutes (each position is found by a walk of its mapping).
const MAX_SHAPE_PROBLEMS = 10;

/** zod's issues as diagnostics at the key or value at fault, with a did-you-mean for a misspelling. */
function shapeProblems(
  yaml: LocatedYaml,
  zodIssues: readonly z.core.$ZodIssue[],
  definition: z.ZodType,
): Diagnostic[] {
  const problems = new RegisterProblems(yaml);
  const { unknown, issues } = shapeIssues(definition, yaml.value, zodIssues, MAX_SHAPE_PROBLEMS);
  for (const { issue, path, at, message } of issues.slice(0, MAX_SHAPE_PROBLEMS)) {
    const where = formatPath(path);
    const value = valueAt(yaml.value, path);
    const schema = schemaAt(definition, path);
    const numeric = issue.code === "invalid_type" || issue.code === "too_small" || issue.code === "too_big";
    if (at === "key") {
      // A condition key: the reason is the key schema's own message.
      const shown = formatPath([...path.slice(0, -1), String(path.at(-1)).slice(0, 80)]);
      problems.add("register/invalid-value", { path: shown, reason: message }, path, { key: true });
    } else if (at === "missing") problems.missing(path.slice(0, -1), String(path.at(-1)));
    else if (numeric && schema === httpStatus)
      problems.add("register/bad-http-status", { path: where, value: show(value) }, path);
    else if (issue.code === "invalid_type" && schema === code)
      problems.add("register/code-not-integer", { path: where, value: show(value) }, path);
    else if (numeric && schema === code)
      problems.add("register/code-out-of-range", { path: where, value: Number(value) }, path);
    else if (issue.code === "invalid_type")
      problems.add("register/wrong-type", { path: where, expected: typeName(issue.expected) }, path);
    else problems.invalid(path, reason(issue, value));
  }
  const room = Math.max(1, MAX_SHAPE_PROBLEMS - problems.list.length);
  unknown.slice(0, room).forEach(({ path, key, suggestion }, i) => {
    const more = i === room - 1 ? unknown.length - room : 0;
    const params = { path: formatPath(path), key, ...(suggestion && { suggestion }) };
    problems.add("register/unknown-key", { ...params, ...(more > 0 && { more }) }, [...path, key], {
      key: true,
    });
  });
  return problems.sorted();
}

function reason(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case "invalid_value": {
      if (issue.values.length === 1) return `must be ${show(issue.values[0])}`;
      const allowed = issue.values.map(String);
      const near = typeof value === "string" ? suggest(value, allowed) : undefined;
      const list = issue.values.map(show).join(", ");
      return `${show(value)} is not one of: ${list}${near ? `; did you mean "${near}"?` : ""}`;
    }
    case "too_small":
      if (issue.origin === "array") return "must not be empty";
      return `must be at least ${issue.minimum} characters`;
    case "too_big":
      if (issue.origin === "array") return `must have at most ${issue.maximum} items`;
      return `must be at most ${issue.maximum} characters`;
    default:
      // Patterns and checks of the definition: their messages say what the value is not.
      return issue.message;
  }
}

function typeName(expected: string): string {
  const names: Record<string, string> = { int: "an integer", boolean: "true or false", array: "a list" };
  return names[expected] ?? (expected === "object" || expected === "record" ? "a mapping" : `a ${expected}`);
}
