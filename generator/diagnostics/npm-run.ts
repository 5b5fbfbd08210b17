/**
 * How a command line is typed: the CLI has no binary of its own and runs through npm scripts, so
 * "gen --check" is `npm run gen -- --check`. Alternatives separated by " | " are each rewritten.
 */
export function npmRun(commandLine: string): string {
  return commandLine
    .split(" | ")
    .map((alternative) => {
      const [name, ...rest] = alternative.trim().split(" ");
      return rest.length === 0 ? `npm run ${name}` : `npm run ${name} -- ${rest.join(" ")}`;
    })
    .join(" | ");
}
