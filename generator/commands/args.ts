/**
 * A small, strict argument parser: every command declares its options, and anything else is a
 * usage error (exit 2) rather than something silently ignored.
 */
import { fail } from "../diagnostics/gen-error.ts";

export interface OptionSpec {
  name: `--${string}`;
  /** Placeholder for the option's value; absent for a flag. */
  value?: string;
  repeatable?: boolean;
  choices?: readonly string[];
  description: string;
}

export interface PositionalSpec {
  name: string;
  description: string;
}

export interface ParsedArgs {
  positionals: string[];
  flag(name: string): boolean;
  value(name: string): string | undefined;
  values(name: string): string[];
  /** Options given, in the order first seen. */
  given: string[];
}

/** True when --help or -h appears before any `--`. */
export function wantsHelp(argv: readonly string[]): boolean {
  for (const arg of argv) {
    if (arg === "--") return false;
    if (arg === "--help" || arg === "-h") return true;
  }
  return false;
}

export function parseArgs(
  command: string,
  options: readonly OptionSpec[],
  positionalSpecs: readonly PositionalSpec[],
  argv: readonly string[],
): ParsedArgs {
  const byName = new Map(options.map((o) => [o.name, o]));
  const seen = new Map<string, string[]>();
  const positionals: string[] = [];
  let onlyPositionals = false;

  const queue = [...argv];
  for (let arg = queue.shift(); arg !== undefined; arg = queue.shift()) {
    if (onlyPositionals || !arg.startsWith("-") || arg === "-") {
      positionals.push(arg);
      continue;
    }
    if (arg === "--") {
      onlyPositionals = true;
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq >= 0 ? arg.slice(0, eq) : arg;
    const spec = byName.get(name as OptionSpec["name"]);
    if (!spec) fail("usage/unknown-option", { option: name, command });
    let value = "";
    if (spec.value === undefined) {
      if (eq >= 0) fail("usage/bad-value", { option: name, value: arg.slice(eq + 1), allowed: "no value" });
    } else if (eq >= 0) {
      value = arg.slice(eq + 1);
    } else {
      const next = queue[0];
      if (next === undefined || (next.startsWith("--") && next.length > 2))
        fail("usage/missing-value", { option: name });
      value = next;
      queue.shift();
    }
    if (spec.value !== undefined && value === "") fail("usage/missing-value", { option: name });
    if (spec.choices && !spec.choices.includes(value))
      fail("usage/bad-value", { option: name, value, allowed: spec.choices.join(", ") });
    const list = seen.get(name) ?? [];
    if (list.length > 0 && !spec.repeatable)
      fail("usage/conflicting-options", { option: name, reason: "is given more than once" });
    list.push(value);
    seen.set(name, list);
  }

  const [extra] = positionals.slice(positionalSpecs.length);
  if (extra !== undefined) fail("usage/unexpected-argument", { argument: extra, command });

  return {
    positionals,
    flag: (name) => seen.has(name),
    value: (name) => seen.get(name)?.[0],
    values: (name) => seen.get(name) ?? [],
    given: [...seen.keys()],
  };
}
