/**
 * The program under test: started on demand, asked one case at a time over its stdin, answered
 * on its stdout one line per case. A case it dies on, or does not answer within the deadline,
 * gets what it printed to stderr; the next case starts it again.
 */
import { spawn, type ChildProcess } from "node:child_process";
import process from "node:process";
import { clearTimeout, setTimeout } from "node:timers";

export type Reply =
  | { kind: "line"; text: string }
  | { kind: "exited"; code: number | null; signal: string | null; stderr: string }
  | { kind: "timeout"; stderr: string };

/** The testee could not be started at all (no such program, not executable...). */
export class StartError extends Error {}

/** The longest line the runner waits for: an answer is a few kilobytes, so more is no answer. */
const MAX_LINE = 16 * 1024 * 1024;

/** How much of the testee's stderr a failure shows. */
const STDERR_KEPT = 4096;

export class Testee {
  private child: ChildProcess | undefined;
  private buffer = "";
  private lines: string[] = [];
  private stderr = "";
  private waiting: ((reply: Reply) => void) | undefined;
  private exit: { code: number | null; signal: string | null } | undefined;

  constructor(
    private readonly command: string,
    private readonly args: readonly string[],
  ) {}

  /** Starts the program; resolves once it runs, rejects when it cannot be started at all. */
  private start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.command, this.args, {
        stdio: ["pipe", "pipe", "pipe"],
        // Its own process group, so that a deadline ends whatever it started too.
        detached: process.platform !== "win32",
      });
      this.child = child;
      this.buffer = "";
      this.lines = [];
      this.stderr = "";
      this.exit = undefined;
      child.stdout?.setEncoding("utf8");
      child.stderr?.setEncoding("utf8");
      // Events of a program already given up on (killed at a deadline) are its own business.
      const current = () => this.child === child;
      child.stdout?.on("data", (chunk: string) => {
        if (!current()) return;
        let from = 0;
        let at: number;
        while ((at = chunk.indexOf("\n", from)) >= 0) {
          this.lines.push((this.buffer + chunk.slice(from, at)).replace(/\r$/, ""));
          this.buffer = "";
          from = at + 1;
        }
        this.buffer += chunk.slice(from);
        if (this.buffer.length > MAX_LINE) {
          // Handed on as a line that fails its case; the testee is started afresh for the next.
          this.lines.push(`[over ${MAX_LINE} characters without a line break] ${this.buffer.slice(0, 100)}`);
          this.buffer = "";
          this.deliver();
          this.kill();
          return;
        }
        this.deliver();
      });
      child.stderr?.on("data", (chunk: string) => {
        if (current()) this.stderr = (this.stderr + chunk).slice(-STDERR_KEPT);
      });
      // A testee that has exited cannot take input: its stdin's errors say nothing more.
      child.stdin?.on("error", () => {});
      child.once("error", (error) => {
        if (current()) this.child = undefined;
        reject(new StartError(error.message));
      });
      child.once("spawn", () => resolve());
      child.once("close", (code, signal) => {
        if (!current()) return;
        this.exit = { code, signal };
        this.deliver();
      });
    });
  }

  private deliver(): void {
    const waiting = this.waiting;
    if (waiting === undefined) return;
    const line = this.lines.shift();
    if (line !== undefined) {
      this.waiting = undefined;
      waiting({ kind: "line", text: line });
    } else if (this.exit !== undefined) {
      this.waiting = undefined;
      const { code, signal } = this.exit;
      this.child = undefined;
      waiting({ kind: "exited", code, signal, stderr: this.stderr });
    }
  }

  /** Sends one line to the program, starting it first where it is not running. */
  async send(line: string): Promise<void> {
    if (this.child === undefined) await this.start();
    this.child?.stdin?.write(`${line}\n`);
  }

  /** The program's next line, waited for at most `deadline` ms (0: no limit). */
  receive(deadline: number): Promise<Reply> {
    const stderrBefore = this.stderr.length;
    return new Promise((resolve) => {
      const timer =
        deadline > 0
          ? setTimeout(() => {
              this.waiting = undefined;
              const stderr = this.stderr.slice(Math.min(stderrBefore, this.stderr.length));
              this.kill();
              resolve({ kind: "timeout", stderr });
            }, deadline)
          : undefined;
      this.waiting = (reply) => {
        if (timer !== undefined) clearTimeout(timer);
        resolve(reply);
      };
      this.deliver();
    });
  }

  /** Ends the program: its stdin closed, then, past the deadline, killed. */
  async stop(deadline: number): Promise<{ code: number | null; signal: string | null } | undefined> {
    const child = this.child;
    if (child === undefined) return this.exit;
    child.stdin?.end();
    if (this.exit === undefined && child.exitCode === null && child.signalCode === null)
      await new Promise<void>((resolve) => {
        const timer = deadline > 0 ? setTimeout(() => (this.kill(), resolve()), deadline) : undefined;
        child.once("close", () => {
          if (timer !== undefined) clearTimeout(timer);
          resolve();
        });
      });
    this.child = undefined;
    return this.exit;
  }

  private kill(): void {
    const child = this.child;
    this.child = undefined;
    if (child?.pid === undefined) return;
    try {
      if (process.platform !== "win32") process.kill(-child.pid, "SIGKILL");
      else child.kill("SIGKILL");
    } catch {
      child.kill("SIGKILL");
    }
  }
}
