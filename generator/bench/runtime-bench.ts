/**
 * Operations per second of the emitted runtime's hot paths, each beside a plain object lookup
 * measured in the same run, so results compare across machines as ratios.
 */
import { pathToFileURL } from "node:url";
import { Bench } from "tinybench";
import { resolveExport } from "./package-entries.ts";

export interface RuntimeResult {
  name: string;
  opsPerSecond: number;
  /** Time per operation relative to the plain-lookup baseline (1 = as fast). */
  ratioToBaseline: number;
}

interface RootModule {
  httpStatus(rev: string, code: number, origin: "transport" | "handler"): number;
  translate(error: unknown, options: { from: string; to: string }): unknown;
  parseErrorResponse(rev: string, value: unknown): unknown;
}

interface RevisionModule {
  unsupportedProtocolVersion(data: { supported: string[]; requested: string }): unknown;
  errorResponse(id: string | number, error: unknown): unknown;
}

const BASELINE = "plain object lookup";
/**
 * Each task runs its operation this many times per sample: a single call takes nanoseconds,
 * below the timer's resolution, and timing calls one by one would measure the timer instead.
 */
const BATCH = 1000;

export async function runtimeBench(packageDir: string, options: { time: number }): Promise<RuntimeResult[]> {
  const root = (await import(pathToFileURL(resolveExport(packageDir, ".")).href)) as RootModule;
  const modern = (await import(
    pathToFileURL(resolveExport(packageDir, "./2026-07-28")).href
  )) as RevisionModule;

  // The baseline does the least a status lookup could: one keyed read in a nested table.
  const table: Record<string, Record<number, { transport: number; handler: number }>> = {
    "2026-07-28": { [-32022]: { transport: 400, handler: 400 }, [-32601]: { transport: 404, handler: 404 } },
  };
  const codes: [number, number] = [-32022, -32601];
  const versionError = {
    code: -32022,
    message: "Unsupported protocol version",
    data: { supported: ["2026-07-28"], requested: "2024-01-01" },
  };
  const response = {
    jsonrpc: "2.0",
    id: 1,
    error: { code: -32602, message: "Resource not found", data: { uri: "file:///x" } },
  };
  let i = 0;
  let sink: unknown;

  const bench = new Bench({ time: options.time, warmupTime: Math.min(100, options.time) });
  bench
    .add(BASELINE, () => {
      for (let n = 0; n < BATCH; n++) sink = table["2026-07-28"]?.[codes[i++ & 1] as number]?.transport;
    })
    .add("httpStatus", () => {
      for (let n = 0; n < BATCH; n++)
        sink = root.httpStatus("2026-07-28", codes[i++ & 1] as number, "transport");
    })
    .add("translate (2026-07-28 -> 2025-11-25)", () => {
      for (let n = 0; n < BATCH; n++)
        sink = root.translate(versionError, { from: "2026-07-28", to: "2025-11-25" });
    })
    .add("parseErrorResponse", () => {
      for (let n = 0; n < BATCH; n++) sink = root.parseErrorResponse("2026-07-28", response);
    })
    .add("constructor + errorResponse", () => {
      for (let n = 0; n < BATCH; n++)
        sink = modern.errorResponse(
          i++,
          modern.unsupportedProtocolVersion({ supported: ["2026-07-28"], requested: "x" }),
        );
    });
  await bench.run();
  void sink;

  const results = bench.tasks.map((task) => {
    const r = task.result as { period?: number } | undefined;
    return { name: task.name, opsPerSecond: r?.period ? (1000 * BATCH) / r.period : 0 };
  });
  const baseline = results.find((r) => r.name === BASELINE)?.opsPerSecond ?? 0;
  return results.map((r) => ({
    ...r,
    ratioToBaseline: r.opsPerSecond > 0 ? baseline / r.opsPerSecond : Infinity,
  }));
}
