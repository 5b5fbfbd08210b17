/**
 * The options of the project's tools (bench, peers, conformance), read the way the generator reads
 * its own: `--help` answers first and says what to install, an unknown option is an error with a
 * "did you mean", a missing value is named. Exits the process on help (0) and on a usage error (2).
 */
import { parseArgs } from "node:util";
import { suggest } from "../generator/util/did-you-mean.ts";

export interface ToolOption {
  /** Without its leading dashes. */
  name: string;
  /** Placeholder for the option's value; absent for a flag. */
  value?: string;
  default?: string;
  description: string;
}

export interface ToolSpec {
  /** The npm script that runs it: "bench", "peers". */
  script: string;
  summary: string;
  options: readonly ToolOption[];
  /** What has to be installed before it runs, where anything beyond `npm ci` is. */
  install?: string;
  /** Lines after the options: what it writes, how long it takes. */
  notes?: readonly string[];
}

export function toolHelp(spec: ToolSpec): string {
  const options = [...spec.options, { name: "help", description: "show this help" }];
  const labels = options.map((o) => `--${o.name}${o.value ? ` ${o.value}` : ""}`);
  const width = Math.max(...labels.map((label) => label.length)) + 2;
  const rows = options.map((o, i) => {
    const fallback = o.default === undefined ? "" : ` (default: ${o.default})`;
    return `  ${(labels[i] ?? "").padEnd(width)}${o.description}${fallback}`;
  });
  return [
    `Usage: npm run ${spec.script} -- [options]`,
    "",
    spec.summary,
    "",
    ...(spec.install ? [`First: ${spec.install}`, ""] : []),
    "Options:",
    ...rows,
    "",
    ...(spec.notes ? [...spec.notes, ""] : []),
  ].join("\n");
}

/** The values of `argv` by option name (flags as "true"); prints help or a usage error and exits. */
export function toolArgs(spec: ToolSpec, argv: readonly string[]): Map<string, string> {
  const usageError = (message: string): never => {
    process.stderr.write(
      `error: ${message}\n  hint: run "npm run ${spec.script} -- --help" for its options\n`,
    );
    process.exit(2);
  };
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(toolHelp(spec));
    process.exit(0);
  }
  const declared = Object.fromEntries(
    spec.options.map((o) => [o.name, { type: o.value ? "string" : "boolean" } as const]),
  );
  const { tokens, positionals } = parseArgs({
    args: [...argv],
    options: declared,
    strict: false,
    tokens: true,
  });
  const values = new Map(spec.options.flatMap((o) => (o.default === undefined ? [] : [[o.name, o.default]])));
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const option = spec.options.find((o) => o.name === token.name);
    if (!option) {
      const meant = suggest(
        `--${token.name}`,
        spec.options.map((o) => `--${o.name}`),
      );
      usageError(`unknown option --${token.name}${meant ? ` (did you mean ${meant}?)` : ""}`);
    } else if (option.value && (token.value === undefined || token.value === "")) {
      usageError(`option --${option.name} needs a value (--${option.name} ${option.value})`);
    } else if (!option.value && token.value !== undefined) {
      usageError(`option --${option.name} takes no value`);
    }
    values.set(token.name, token.value ?? "true");
  }
  if (positionals.length > 0) usageError(`unexpected argument "${positionals[0]}"`);
  return values;
}
