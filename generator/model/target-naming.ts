/** What each output target declares about names: those it keeps, and how it forms one from an id or key. */

/**
 * The lower-case words of a name in any case (camelCase, PascalCase, kebab, snake, an initialism
 * run such as "HTTPStatus"), from which the Go and Python targets each join theirs.
 */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== "")
    .map((w) => w.toLowerCase());
}

/** The names a condition takes in one revision of a target's output. */
export interface ConditionNames {
  names: string[];
  /** Every name that starts with one of these is the condition's too (its data types, say). */
  prefixes: string[];
}

export interface TargetNaming {
  /** The target's name in the registry, generator/pipeline/targets.ts. */
  target: string;
  /** How a message names the target's output: "the Go module". */
  output: string;
  /** Why the target cannot name a revision `id` at all (a name it keeps), or undefined. */
  revisionIdClash(id: string): string | undefined;
  /** The names a revision takes in the output (a module, a package): two revisions may not share one. */
  revisionNames(id: string): string[];
  /** Why the target cannot name a condition `key` at all, or undefined. */
  conditionKeyClash(key: string): string | undefined;
  /** The names a condition takes in a revision's output: two conditions may not share one. */
  conditionNames(key: string, interfaces: readonly string[]): ConditionNames;
}
