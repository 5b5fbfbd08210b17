/** What each output target declares about names: those it keeps, and how it forms one from an id or key. */

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
