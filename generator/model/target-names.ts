/**
 * Every target's naming rules, which the check stage applies to the manifest's revision ids and the
 * register's condition keys: an id or key that would clash in any target's output is refused there,
 * at its line, before any emitter runs. The target registry (pipeline/targets.ts) lists the same rules.
 */
import { goNaming } from "./go-names.ts";
import { packageNaming } from "./names.ts";
import { pythonNaming } from "./python-names.ts";
import type { TargetNaming } from "./target-naming.ts";

/** The export names revisions and conditions by their ids and keys, as JSON member names. */
export const jsonNaming: TargetNaming = {
  target: "json",
  output: "the JSON export",
  // Any string is a JSON member name; a member JavaScript reads specially is refused by the package's rules.
  revisionIdClash: () => undefined,
  revisionNames: (id) => [`member revisions["${id}"]`],
  conditionKeyClash: () => undefined,
  conditionNames: (key) => ({ names: [key], prefixes: [] }),
};

/** The corpus names revisions and conditions in its cases' JSON, by their ids and keys. */
export const conformanceNaming: TargetNaming = {
  ...jsonNaming,
  target: "conformance",
  output: "the conformance corpus",
};

export const TARGET_NAMINGS: readonly TargetNaming[] = [
  packageNaming,
  jsonNaming,
  goNaming,
  pythonNaming,
  conformanceNaming,
];

/** Why some target cannot name a revision `id`, or undefined. */
export function clashOfRevisionId(id: string): string | undefined {
  for (const naming of TARGET_NAMINGS) {
    const clash = naming.revisionIdClash(id);
    if (clash !== undefined) return clash;
  }
  return undefined;
}

/** Why some target cannot name a condition `key`, or undefined. */
export function clashOfConditionKey(key: string): string | undefined {
  for (const naming of TARGET_NAMINGS) {
    const clash = naming.conditionKeyClash(key);
    if (clash !== undefined) return clash;
  }
  return undefined;
}

/** The names revision ids take in every target's output, to find two ids that would share one. */
export class RevisionNamesTaken {
  private readonly taken = new Map<string, string>();

  /** The earlier id that `id` would share a name with, and where; else undefined, `id`'s names recorded. */
  claim(id: string): { other: string; name: string; output: string } | undefined {
    const all = TARGET_NAMINGS.flatMap((naming) =>
      naming.revisionNames(id).map((name) => ({ naming, name })),
    );
    for (const { naming, name } of all) {
      const other = this.taken.get(`${naming.target}\0${name}`);
      if (other !== undefined && other !== id) return { other, name, output: naming.output };
    }
    for (const { naming, name } of all) this.taken.set(`${naming.target}\0${name}`, id);
    return undefined;
  }
}

/** The names condition keys take in every target's output, to find two keys that would share one. */
export class ConditionNamesTaken {
  /** Target and name -> the key that takes it. */
  private readonly names = new Map<string, string>();
  /** Target and every leading part of a name taken -> the name and its key (to find a name a prefix covers). */
  private readonly starts = new Map<string, { name: string; key: string }>();
  /** Target and prefix -> the key whose names start so. */
  private readonly prefixes = new Map<string, string>();

  /** Why `key` cannot be a condition beside those claimed before, or undefined, its names recorded. */
  claim(key: string, interfaces: readonly string[]): string | undefined {
    const own = clashOfConditionKey(key);
    if (own !== undefined) return own;
    const claimed = TARGET_NAMINGS.map((naming) => ({ naming, ...naming.conditionNames(key, interfaces) }));
    for (const { naming, names, prefixes } of claimed) {
      const at = (name: string) => `${naming.target}\0${name}`;
      const other = names.map((name) => this.names.get(at(name))).find((o) => o !== undefined);
      if (other !== undefined) {
        const both = names.filter((name) => this.names.get(at(name)) === other).join(" and ");
        return `condition "${other}": both would be exported as ${both}${where(naming)}`;
      }
      for (const name of names)
        for (let end = 1; end <= name.length; end++) {
          const owner = this.prefixes.get(at(name.slice(0, end)));
          if (owner !== undefined)
            return `condition "${owner}": ${name} would be one of its ${name.slice(0, end)}… names${where(naming)}`;
        }
      for (const prefix of prefixes) {
        const covered = this.starts.get(at(prefix));
        if (covered !== undefined)
          return `condition "${covered.key}": its ${covered.name} would be one of this condition's ${prefix}… names${where(naming)}`;
      }
    }
    for (const { naming, names, prefixes } of claimed) {
      const at = (name: string) => `${naming.target}\0${name}`;
      for (const name of names) {
        this.names.set(at(name), key);
        for (let end = 1; end <= name.length; end++) this.starts.set(at(name.slice(0, end)), { name, key });
      }
      for (const prefix of prefixes) this.prefixes.set(at(prefix), key);
    }
    return undefined;
  }
}

// The npm package's messages name no target: its names are the ones every user sees first.
const where = (naming: TargetNaming) => (naming.target === "mcp-errors" ? "" : ` in ${naming.output}`);
