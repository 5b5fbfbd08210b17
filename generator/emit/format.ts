/**
 * Prettier, in-process, so `gen --check` compares exactly what `gen` would write. It runs on worker
 * threads (format-worker.js) with the project's own config, resolved per file as `prettier --check`
 * resolves it: the threads load Prettier and warm its parsers while the main thread extracts, then
 * format while the main thread validates. A file formatted before, with the same Prettier, options
 * and text, is read back from disk (node_modules/.cache/mcp-errgen/format/) instead. The rest is
 * shared out: every thread claims the next unformatted file from a shared counter until none is
 * left, the largest files first (format-claims.js), and a caller done with its own work can join
 * in (FormatJob.join). One pool serves the whole process, and keeps it alive only while it has work.
 */
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { GENERATOR_ROOT } from "../generator-root.ts";
import { generatorCacheDir } from "../util/generator-cache.ts";
import { helpFormat, stateFor } from "./format-claims.js";

/**
 * One thread per core the main thread leaves free, at most two. Measured on 2 cores: a second
 * thread competes with the main thread (extraction, then validation) and the stage ends no sooner.
 */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));

/** Files resolve their config as if they sat in generated/, so the output matches `prettier --check .`. */
const PACKAGE_DIR = join(GENERATOR_ROOT, "generated");

type FileEntry = [path: string, text: string];

export interface FormatWorkerData {
  packageDir: string;
  /** The thread's place in the pool. */
  index: number;
  /**
   * One Int32: how many threads have warmed up. Thread i starts loading Prettier once i threads
   * have, so start-ups follow one another on the core the main thread leaves free instead of
   * competing with the main thread for both.
   */
  warmed: SharedArrayBuffer;
}

export interface FormatRequest {
  id: number;
  files: FileEntry[];
  /** Indexes into files, in the order threads should look them up and claim them. */
  order: number[];
  /** Int32 slots the threads share: who looks up, the list of files to format, the claim counter (format-claims.js). */
  state: SharedArrayBuffer;
  /** Where formatted files are kept between runs; undefined: nowhere. */
  cacheDir: string | undefined;
}

export interface FormatReply {
  id: number;
  formatted: [index: number, text: string][];
  failed: [index: number, message: string][];
}

/** A request under way. */
export interface FormatJob {
  /** The formatted files, in the order given. */
  readonly done: Promise<Map<string, string>>;
  /**
   * Formats on the calling thread the files no thread has claimed yet, until none is left: for a
   * thread that would otherwise only wait for `done`. It waits for a pool thread to look the
   * files up on disk first; Prettier loads here only if there is a file left to format.
   */
  join(): Promise<void>;
}

interface Pending {
  files: FileEntry[];
  replies: FormatReply[];
  /** Replies to wait for: one per thread the request went to, one per join. */
  expected: number;
  resolve(files: Map<string, string>): void;
  reject(error: Error): void;
}

export interface FormatterPoolOptions {
  /** Where formatted files are kept between runs; undefined: nowhere. Default: the generator's cache. */
  cacheDir?: string | undefined;
}

export class FormatterPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private broken: Error | undefined;
  private readonly cacheDir: string | undefined;

  constructor(size: number, options: FormatterPoolOptions = {}) {
    this.cacheDir = "cacheDir" in options ? options.cacheDir : generatorCacheDir("format");
    const warmed = new SharedArrayBuffer(4);
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL("./format-worker.js", import.meta.url), {
        workerData: {
          packageDir: join(GENERATOR_ROOT, "generated"),
          index: i,
          warmed,
        } satisfies FormatWorkerData,
        // Plain JavaScript: the thread needs none of the parent's loaders.
        execArgv: [],
      });
      worker.on("message", (reply: FormatReply) => this.settle(reply));
      worker.on("error", (error) => this.fail(error));
      worker.on("exit", (code) => this.fail(new Error(`a Prettier thread exited with code ${code}`)));
      // After the listeners: adding a "message" listener refs the worker again.
      worker.unref();
      this.workers.push(worker);
    }
  }

  format(files: Map<string, string>): Promise<Map<string, string>> {
    return this.start(files).done;
  }

  start(files: Map<string, string>): FormatJob {
    if (this.broken) return { done: Promise.reject(this.broken), join: () => Promise.resolve() };
    const id = ++this.nextId;
    const entries = [...files];
    // Largest first, so the last files claimed are small and the threads finish together.
    const sizes = entries.map(([, text]) => text.length);
    const order = sizes.map((_, i) => i).sort((a, b) => (sizes[b] ?? 0) - (sizes[a] ?? 0) || a - b);
    const request: FormatRequest = {
      id,
      files: entries,
      order,
      state: stateFor(entries.length),
      cacheDir: this.cacheDir,
    };
    const done = new Promise<Map<string, string>>((resolve, reject) => {
      this.pending.set(id, { files: entries, replies: [], expected: this.workers.length, resolve, reject });
    });
    for (const worker of this.workers) {
      worker.ref();
      worker.postMessage(request);
    }
    const join = async (): Promise<void> => {
      const pending = this.pending.get(id);
      if (!pending) return;
      pending.expected++;
      this.settle(await helpFormat(request, PACKAGE_DIR, done));
    };
    return { done, join };
  }

  private settle(reply: FormatReply): void {
    const request = this.pending.get(reply.id);
    if (!request) return;
    request.replies.push(reply);
    if (request.replies.length < request.expected) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) for (const worker of this.workers) worker.unref();
    const failed = request.replies.flatMap((r) => r.failed).sort(([a], [b]) => a - b)[0];
    if (failed) {
      const [index, message] = failed;
      request.reject(new Error(`Prettier could not format ${request.files[index]?.[0]}: ${message}`));
      return;
    }
    const texts = new Map(request.replies.flatMap((r) => r.formatted));
    request.resolve(new Map(request.files.map(([path], i) => [path, texts.get(i) ?? ""])));
  }

  /** Stops the threads; pending requests fail. */
  async close(): Promise<void> {
    this.fail(new Error("the Prettier threads were closed"));
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private fail(error: Error): void {
    this.broken ??= error;
    for (const request of this.pending.values()) request.reject(error);
    this.pending.clear();
    for (const worker of this.workers) void worker.terminate();
    // The next request starts a fresh pool.
    if (pool === this) pool = undefined;
  }
}

let pool: FormatterPool | undefined;

/** Starts the Prettier threads now, so their start-up overlaps other work. Idempotent. */
export function startFormatter(): void {
  pool ??= new FormatterPool(POOL_SIZE);
}

/** Formats every file by its extension; the paths decide the parser, the project config the style. */
export function formatFiles(files: Map<string, string>): Promise<Map<string, string>> {
  return startFormatting(files).done;
}

/** As formatFiles, for a caller that can lend its own thread later (FormatJob.join). */
export function startFormatting(files: Map<string, string>): FormatJob {
  pool ??= new FormatterPool(POOL_SIZE);
  return pool.start(files);
}
