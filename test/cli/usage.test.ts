import { afterAll, describe, expect, it } from "vitest";
import { COMMANDS } from "../../generator/commands/main.ts";
import { runCli } from "./support/run-cli.ts";
import { cleanupTempDirs, makeTempProject, SPEC_ENV } from "./support/temp-project.ts";

const ESC = "\u001b[";
const project = makeTempProject();
afterAll(cleanupTempDirs);

describe("help", () => {
  it("lists every command and the exit codes", async () => {
    const run = await runCli(["--help"], { cwd: project });
    expect(run.code).toBe(0);
    for (const command of COMMANDS) expect(run.stdout).toContain(`  ${command.name} `);
    expect(run.stdout).toMatch(/Exit codes:\n\s+0\s+success\n\s+1\s+a check failed/);
    expect(run.stdout).toContain("NO_COLOR");
  });

  it.each(COMMANDS.map((c) => [c.name, c] as const))(
    "%s --help prints its usage, and each option with its value and description",
    async (name, command) => {
      const run = await runCli([name, "--help"], { cwd: project });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Usage: npm run ${name} -- `);
      expect(run.stdout).not.toContain("mcp-errgen ");
      expect(run.stdout).toMatch(/\n {2}--help +show this help\n/);
      for (const option of command.options) {
        const value = option.choices?.join("|") ?? option.value;
        expect(run.stdout).toContain(value ? `${option.name} ${value}` : option.name);
        expect(run.stdout).toContain(option.description);
      }
    },
  );

  it("`help <command>` is the same as `<command> --help`, and --help wins over bad options", async () => {
    const viaHelp = await runCli(["help", "gen"], { cwd: project });
    const viaFlag = await runCli(["gen", "--bogus", "--help"], { cwd: project });
    expect(viaHelp.code).toBe(0);
    expect(viaFlag.code).toBe(0);
    expect(viaHelp.stdout).toBe(viaFlag.stdout);
  });

  it("prints the version", async () => {
    const run = await runCli(["--version"], { cwd: project });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^mcp-errgen \d+\.\d+\.\d+\n$/);
  });

  it("without a command prints the help on stderr and exits 2", async () => {
    const run = await runCli([], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("Commands:");
  });
});

describe("usage errors exit 2 with a typed message and a hint", () => {
  const cases: [string, string[], string][] = [
    ["unknown command", ["generate"], 'error[usage/unknown-command]: unknown command "generate"'],
    ["unknown option", ["gen", "--chek"], 'error[usage/unknown-option]: unknown option --chek for "gen"'],
    ["missing value", ["gen", "--out"], "error[usage/missing-value]: option --out needs a value"],
    ["value that is an option", ["gen", "--out", "--check"], "error[usage/missing-value]"],
    ["flag with a value", ["gen", "--check=yes"], "error[usage/bad-value]"],
    [
      "bad choice",
      ["diff", "--format", "html"],
      'error[usage/bad-value]: option --format does not accept "html"',
    ],
    ["stray argument", ["gen", "extra"], 'error[usage/unexpected-argument]: unexpected argument "extra"'],
    [
      "two modes",
      ["gen", "--check", "--dump-model"],
      "error[usage/conflicting-options]: option --dump-model",
    ],
    [
      "--revision on a full gen",
      ["gen", "--revision", "draft"],
      "error[usage/conflicting-options]: option --revision",
    ],
    ["--schema without --add-revision", ["gen", "--schema", "x.ts"], "only applies with --add-revision"],
    ["repeated option", ["gen", "--out", "a", "--out", "b"], "is given more than once"],
    ["unknown help topic", ["help", "nope"], "error[usage/unknown-command]"],
    ["spec:sync without --from", ["spec:sync"], "error[usage/missing-argument]: missing --from"],
  ];
  it.each(cases)("%s", async (_name, argv, expected) => {
    const run = await runCli(argv, { cwd: project, env: SPEC_ENV });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(expected);
    expect(run.stderr).toMatch(/\n {2}hint: \S/);
  });
});

describe("did you mean", () => {
  it.each([
    [["gen", "--chek"], "did you mean --check? "],
    [["diff", "--formt", "markdown"], "did you mean --format? "],
    [["diff", "--formt=markdown"], "did you mean --format? "],
    [["gen", "--quite"], "did you mean --quiet? "],
  ])("suggests the option meant for %j", async (argv, hint) => {
    const run = await runCli(argv, { cwd: project, env: SPEC_ENV });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`  hint: ${hint}run "npm run ${argv[0]} -- --help" to list its options`);
  });

  it("suggests the value meant for an option with choices", async () => {
    const run = await runCli(["diff", "--format", "markdwn"], { cwd: project, env: SPEC_ENV });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      "  hint: did you mean --format markdown? use one of: text, json, markdown, github\n",
    );
  });

  it("suggests nothing for an option far from every one declared", async () => {
    const run = await runCli(["gen", "--zzzzzzzz"], { cwd: project, env: SPEC_ENV });
    expect(run.stderr).toContain('  hint: run "npm run gen -- --help" to list its options\n');
  });

  it("suggests the command meant", async () => {
    const run = await runCli(["gne"], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '  hint: did you mean "gen"? (npm run gen); run with --help to list the commands',
    );
  });
});

describe("colour", () => {
  const argv = ["gen", "--nope"];

  it("is used on a terminal", async () => {
    const run = await runCli(argv, { cwd: project, tty: true });
    expect(run.stderr).toContain(ESC);
  });

  it("is off when NO_COLOR is set, even on a terminal", async () => {
    const run = await runCli(argv, { cwd: project, tty: true, env: { NO_COLOR: "1" } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("error[usage/unknown-option]");
    expect(run.stderr).not.toContain(ESC);
  });

  it("is off when the stream is not a terminal", async () => {
    const run = await runCli(argv, { cwd: project, tty: false });
    expect(run.stderr).not.toContain(ESC);
  });
});
