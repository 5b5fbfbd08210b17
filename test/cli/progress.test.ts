/**
 * Stage progress on stderr: on a terminal only, only once a run has taken longer than a second or
 * two, never under --quiet, never on stdout, and cleared before the command's own output. The time
 * comes from a fake clock, so nothing here waits.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Clock, CommandContext } from "../../generator/commands/command.ts";
import { parseArgs } from "../../generator/commands/parse-args.ts";
import { genCommand } from "../../generator/commands/gen-command.ts";
import { SHOW_AFTER_MS, startProgress } from "../../generator/commands/progress.ts";
import { runCli } from "./support/run-cli.ts";
import { cleanupTempDirs, makeTempProject, SPEC_ENV } from "./support/temp-project.ts";

afterAll(cleanupTempDirs);

const CLEAR = "\r\u001b[K";

/** A clock moved by hand, whose ticker runs only when the test says. */
function manualClock() {
  let now = 0;
  const ticks = new Set<() => void>();
  const clock: Clock = {
    now: () => now,
    every(_ms, tick) {
      ticks.add(tick);
      return { stop: () => ticks.delete(tick) };
    },
  };
  return {
    clock,
    advance(ms: number) {
      now += ms;
      for (const tick of ticks) tick();
    },
    running: () => ticks.size,
  };
}

/** A clock on which every reading is two seconds later than the one before: past the threshold at once. */
function racingClock(): Clock {
  let now = 0;
  return { now: () => (now += 2000), every: () => ({ stop() {} }) };
}

function context(argv: string[], tty: boolean, clock: Clock) {
  let stderr = "";
  const io = {
    stdout: { write: () => true },
    stderr: { write: (t: string) => (stderr += t), isTTY: tty },
    env: {},
    cwd: "/",
    clock,
  };
  const args = parseArgs(genCommand, argv);
  const ctx = { io, args } as unknown as CommandContext;
  return { ctx, stderr: () => stderr };
}

describe("the progress line", () => {
  it("stays silent while a run is quicker than the threshold, then names the stage and the time", async () => {
    const time = manualClock();
    const { ctx, stderr } = context([], true, time.clock);
    const progress = startProgress(ctx, "gen");
    await progress.timings.time("load", () => time.advance(SHOW_AFTER_MS - 100));
    expect(stderr()).toBe("");
    await progress.timings.time("extract", () => time.advance(200));
    expect(stderr()).toBe(`${CLEAR}gen: extract… 1 s`);
    progress.part("origin/main's model");
    time.advance(1000);
    expect(stderr().endsWith(`${CLEAR}gen: origin/main's model, extract… 2 s`)).toBe(true);
    progress.done();
    expect(stderr().endsWith(CLEAR)).toBe(true);
    expect(time.running()).toBe(0);
    const before = stderr();
    progress.done();
    time.advance(5000);
    expect(stderr()).toBe(before);
  });

  it("is never shown when stderr is not a terminal", async () => {
    const time = manualClock();
    const { ctx, stderr } = context([], false, time.clock);
    const progress = startProgress(ctx, "gen");
    await progress.timings.time("emit", () => time.advance(10_000));
    progress.done();
    expect(stderr()).toBe("");
    expect(time.running()).toBe(0);
  });

  it("is never shown under --quiet", async () => {
    const time = manualClock();
    const { ctx, stderr } = context(["--quiet"], true, time.clock);
    const progress = startProgress(ctx, "gen");
    await progress.timings.time("emit", () => time.advance(10_000));
    progress.done();
    expect(stderr()).toBe("");
  });

  it("clears nothing when it never showed", () => {
    const { ctx, stderr } = context([], true, manualClock().clock);
    startProgress(ctx, "gen").done();
    expect(stderr()).toBe("");
  });

  it("still times every stage for --timings", async () => {
    const time = manualClock();
    const { ctx } = context([], true, time.clock);
    const progress = startProgress(ctx, "gen");
    await progress.timings.time("load", () => 1);
    await progress.timings.time("extract", () => 2);
    expect(Object.keys(progress.timings.toJSON())).toEqual(["load", "extract"]);
  });
});

describe("the commands, on a terminal", () => {
  const project = makeTempProject();

  it("gen shows its stages on stderr and clears the line before its output", async () => {
    const run = await runCli(["gen", "--dump-model", "--revision", "2026-07-28"], {
      cwd: project,
      env: SPEC_ENV,
      tty: true,
      clock: racingClock(),
    });
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stderr.split(CLEAR);
    expect(lines[0]).toBe("");
    expect(lines[1]).toMatch(/^gen --dump-model: load… \d+ s$/);
    expect(lines[2]).toMatch(/^gen --dump-model: extract… \d+ s$/);
    expect(run.stderr.endsWith(CLEAR)).toBe(true);
    expect(run.stdout).not.toContain("\u001b");
    expect(JSON.parse(run.stdout)).toHaveLength(1);
  });

  it("diff names the model each stage builds", async () => {
    const run = await runCli(["diff", "2025-11-25", "2026-07-28", "--format", "json"], {
      cwd: project,
      env: SPEC_ENV,
      tty: true,
      clock: racingClock(),
    });
    expect(run.code, run.stderr).toBe(0);
    for (const stage of ["load", "extract", "register", "merge"])
      expect(run.stderr).toContain(`${CLEAR}diff: the working tree, ${stage}… `);
    expect(run.stderr.endsWith(CLEAR)).toBe(true);
    expect(JSON.parse(run.stdout)).toHaveProperty("changes");
  });

  it("prints no progress under --quiet, nor when stderr is not a terminal", async () => {
    const argv = ["gen", "--dump-model", "--revision", "2026-07-28"];
    const quiet = await runCli([...argv, "--quiet"], {
      cwd: project,
      env: SPEC_ENV,
      tty: true,
      clock: racingClock(),
    });
    const piped = await runCli(argv, { cwd: project, env: SPEC_ENV, tty: false, clock: racingClock() });
    expect(quiet.stderr).toBe("");
    expect(piped.stderr).toBe("");
    expect(quiet.stdout).toBe(piped.stdout);
  });
});
