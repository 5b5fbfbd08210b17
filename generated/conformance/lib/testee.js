// Compiled by mcp-errgen from runtime/conformance/lib/testee.ts; do not edit.
/**
 * The program under test: started on demand, asked one case at a time over its stdin, answered
 * on its stdout one line per case. A case it dies on, or does not answer within the deadline,
 * gets what it printed to stderr; the next case starts it again.
 */
import { spawn } from "node:child_process";
import process from "node:process";
import { clearTimeout, setTimeout } from "node:timers";
/** The testee could not be started at all (no such program, not executable...). */
export class StartError extends Error {}
/** The longest line the runner waits for: an answer is a few kilobytes, so more is no answer. */
const MAX_LINE = 16 * 1024 * 1024;
/** How much of the testee's stderr a failure shows. */
const STDERR_KEPT = 4096;
export class Testee {
  command;
  args;
  child;
  buffer = "";
  lines = [];
  stderr = "";
  waiting;
  exit;
  constructor(command, args) {
    this.command = command;
    this.args = args;
  }
  /** Starts the program; resolves once it runs, rejects when it cannot be started at all. */
  start() {
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
      child.stdout?.on("data", (chunk) => {
        if (!current()) return;
        let from = 0;
        let at;
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
      child.stderr?.on("data", (chunk) => {
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
  deliver() {
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
  async send(line) {
    if (this.child === undefined) await this.start();
    this.child?.stdin?.write(`${line}\n`);
  }
  /** The program's next line, waited for at most `deadline` ms (0: no limit). */
  receive(deadline) {
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
  async stop(deadline) {
    const child = this.child;
    if (child === undefined) return this.exit;
    child.stdin?.end();
    if (this.exit === undefined && child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => {
        const timer = deadline > 0 ? setTimeout(() => (this.kill(), resolve()), deadline) : undefined;
        child.once("close", () => {
          if (timer !== undefined) clearTimeout(timer);
          resolve();
        });
      });
    this.child = undefined;
    return this.exit;
  }
  kill() {
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
