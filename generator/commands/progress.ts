/**
 * Stage progress on stderr for the long commands: one line, rewritten in place, naming the stage
 * and the time so far. Shown only on a terminal and only once a run has taken longer than
 * SHOW_AFTER_MS, so a quick run and anything piped or captured print nothing; never on stdout.
 */
import { StageTimings, type Stage } from "../pipeline/pipeline.ts";
import type { Clock, CommandContext } from "./command.ts";

/** Runs shorter than this print no progress at all. */
export const SHOW_AFTER_MS = 1500;
/** How often the line's time is brought up to date while a stage runs (when the event loop is free). */
const TICK_MS = 500;
/** Erase the line: back to its start, then clear to its end. */
const CLEAR_LINE = "\r\u001b[K";

export interface Progress {
  /** A StageTimings whose stages this progress reports as they start. */
  readonly timings: StageTimings;
  /** What the stages belong to from now on, shown before the stage ("origin/main's model"). */
  part(name: string): void;
  /** Clears the line; later calls do nothing. Call it before anything else is written to stderr. */
  done(): void;
}

const realClock: Clock = {
  now: () => performance.now(),
  every(ms, tick) {
    const timer = setInterval(tick, ms);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  },
};

/** `label` is the command as typed ("gen --check"); off unless stderr is a terminal, and under --quiet. */
export function startProgress(ctx: CommandContext, label: string): Progress {
  const { io, args } = ctx;
  if (io.stderr.isTTY !== true || args.flag("--quiet"))
    return { timings: new StageTimings(), part() {}, done() {} };
  const clock = io.clock ?? realClock;
  const started = clock.now();
  let part = "";
  let stage = "starting";
  let shown = false;
  let finished = false;
  const render = () => {
    const elapsed = clock.now() - started;
    if (finished || elapsed < SHOW_AFTER_MS) return;
    const seconds = Math.floor(elapsed / 1000);
    io.stderr.write(`${CLEAR_LINE}${label}: ${part ? `${part}, ` : ""}${stage}… ${seconds} s`);
    shown = true;
  };
  const ticker = clock.every(TICK_MS, render);
  return {
    timings: new ReportingTimings((name) => {
      stage = name;
      render();
    }),
    part(name) {
      part = name;
    },
    done() {
      if (finished) return;
      finished = true;
      ticker.stop();
      if (shown) io.stderr.write(CLEAR_LINE);
    },
  };
}

/** Stage timings that also say when each stage starts. */
class ReportingTimings extends StageTimings {
  constructor(private readonly onStart: (stage: Stage) => void) {
    super();
  }

  override time<T>(stage: Stage, run: () => T | Promise<T>): Promise<T> {
    this.onStart(stage);
    return super.time(stage, run);
  }
}
