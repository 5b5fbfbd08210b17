/**
 * Prettier, in-process, so `gen --check` compares exactly what `gen` would write. It runs on a
 * worker thread (format-worker.js) with the project's own config: the thread loads Prettier and
 * warms its parsers while the main thread extracts, then formats while the main thread validates.
 * One thread serves the whole process, and it keeps the process alive only while it has work.
 */
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

type FileEntry = [path: string, text: string];
type Reply = { id: number; files: FileEntry[] } | { id: number; failed: { path: string; message: string } };

interface Pending {
  resolve(files: Map<string, string>): void;
  reject(error: Error): void;
}

class Formatter {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private broken: Error | undefined;

  constructor() {
    this.worker = new Worker(new URL("./format-worker.js", import.meta.url), {
      // Resolved as if for a file in generated/, so the output matches `prettier --check .`.
      workerData: { configFile: `${PROJECT_ROOT}generated/package.json` },
      // Plain JavaScript: the thread needs none of the parent's loaders.
      execArgv: [],
    });
    this.worker.on("message", (reply: Reply) => this.settle(reply));
    this.worker.on("error", (error) => this.fail(error));
    this.worker.on("exit", (code) => this.fail(new Error(`the Prettier thread exited with code ${code}`)));
    // After the listeners: adding a "message" listener refs the worker again.
    this.worker.unref();
  }

  format(files: Map<string, string>): Promise<Map<string, string>> {
    if (this.broken) return Promise.reject(this.broken);
    const id = ++this.nextId;
    const result = new Promise<Map<string, string>>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
    });
    this.worker.ref();
    this.worker.postMessage({ id, files: [...files] });
    return result;
  }

  private settle(reply: Reply): void {
    const request = this.pending.get(reply.id);
    if (!request) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if ("failed" in reply)
      request.reject(new Error(`Prettier could not format ${reply.failed.path}: ${reply.failed.message}`));
    else request.resolve(new Map(reply.files));
  }

  private fail(error: Error): void {
    this.broken ??= error;
    for (const request of this.pending.values()) request.reject(error);
    this.pending.clear();
    // The next request starts a fresh thread.
    if (formatter === this) formatter = undefined;
  }
}

let formatter: Formatter | undefined;

/** Starts the Prettier thread now, so its start-up overlaps other work. Idempotent. */
export function startFormatter(): void {
  formatter ??= new Formatter();
}

/** Formats every file by its extension; the paths decide the parser, the project config the style. */
export function formatFiles(files: Map<string, string>): Promise<Map<string, string>> {
  formatter ??= new Formatter();
  return formatter.format(files);
}
