/** node:util's tokens, checked here so that each usage mistake is a catalogue diagnostic. */
import { parseArgs as nodeParseArgs } from "node:util";
import { fail } from "../diagnostics/gen-error.ts";
import { suggest } from "../util/did-you-mean.ts";
import { HELP_OPTION, type Command, type ParsedArgs } from "./command.ts";

/** `argv` against the command's options (anything undeclared is a usage error) and positionals. */
export function parseArgs(command: Command, argv: readonly string[]): ParsedArgs {
  const declared = [...command.options, HELP_OPTION];
  const options = Object.fromEntries(
    declared.map((o) => [o.name.slice(2), { type: o.value ? "string" : "boolean" } as const]),
  );
  const { tokens, positionals } = nodeParseArgs({ args: [...argv], options, strict: false, tokens: true });
  const seen = new Map<string, string[]>();
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    // As written, up to any "=": node splits a short group (-xyz) into options of its own.
    const name = String(argv[token.index]).replace(/=.*/s, "");
    const spec = declared.find((o) => o.name === name);
    if (!spec) {
      const suggestion = suggest(
        name,
        declared.map((o) => o.name),
      );
      fail("usage/unknown-option", {
        option: name,
        command: command.name,
        ...(suggestion && { suggestion }),
      });
    }
    const value = token.value ?? "";
    if (spec.value === undefined && token.value !== undefined)
      fail("usage/bad-value", { option: name, value, allowed: "no value" });
    // node takes the next argument as the value even when it is another option (`--out --check`).
    if (spec.value !== undefined && (value === "" || (!token.inlineValue && /^--./.test(value))))
      fail("usage/missing-value", { option: name });
    if (spec.choices && !spec.choices.includes(value)) {
      const suggestion = suggest(value, spec.choices);
      fail("usage/bad-value", {
        option: name,
        value,
        allowed: spec.choices.join(", "),
        ...(suggestion && { suggestion }),
      });
    }
    if (seen.has(name) && !spec.repeatable)
      fail("usage/conflicting-options", { option: name, reason: "is given more than once" });
    seen.set(name, [...(seen.get(name) ?? []), value]);
  }
  const extra = positionals[command.positionals?.length ?? 0];
  if (extra !== undefined) fail("usage/unexpected-argument", { argument: extra, command: command.name });
  return {
    positionals,
    flag: (name: string) => seen.has(name),
    value: (name: string) => seen.get(name)?.[0],
    values: (name: string) => seen.get(name) ?? [],
  };
}
