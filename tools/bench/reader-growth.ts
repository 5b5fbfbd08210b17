/**
 * How the readers' time grows with a peer's input, in both runtimes: translateResponse of a tool
 * result of N and 4N content blocks, carried to a revision whose answer is one protocol error
 * whose text joins the blocks. Work in proportion to the input takes about 4× as long at 4N; text
 * built by appending once per block (Go's textOf before) took 16×. Timed here, never in a test.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { importFile, resolveExport } from "./package-entries.ts";

export interface GrowthRow {
  language: "TypeScript" | "Go";
  /** Blocks at the smaller size; the larger has four times as many. */
  blocks: number;
  /** Milliseconds per call at N and at 4N: the fastest of the samples, which a loaded machine disturbs least. */
  msAtN: number;
  msAt4N: number;
}

/** The blocks of the smaller size; Go's benchmark (test/go/growth_test.go) uses the same two. */
export const GROWTH_BLOCKS = 25_000;
/** 4N over N at most: linear work (4×) with room for a loaded machine; quadratic work is 16×. */
export const GROWTH_LIMIT = 8;

/** The text of a tool result with isError and n text blocks, as test/go/growth_test.go builds it. */
export function toolResultOfBlocks(n: number): string {
  const blocks = Array.from({ length: n }, (_, i) => `{"type":"text","text":"block ${i}"}`);
  return `{"jsonrpc":"2.0","id":1,"result":{"isError":true,"content":[${blocks.join(",")}]}}`;
}

interface TranslateModule {
  translateResponse(response: { status: number; body: string }, options: object): { ok: boolean };
}

function fastestMs(run: () => void, samples: number): number {
  let fastest = Infinity;
  for (let i = 0; i < samples; i++) {
    const start = process.hrtime.bigint();
    run();
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return fastest;
}

async function typeScriptRow(packageDir: string, samples: number): Promise<GrowthRow> {
  const { translateResponse } = await importFile<TranslateModule>(resolveExport(packageDir, "./translate"));
  const options = {
    from: "2025-11-25",
    to: "2025-06-18",
    request: { id: 1, method: "tools/call" },
    toolInputError: true,
  };
  const time = (n: number) => {
    const body = toolResultOfBlocks(n);
    // Warmed up first, so that neither size pays for the compiler.
    translateResponse({ status: 200, body }, options);
    return fastestMs(() => {
      if (!translateResponse({ status: 200, body }, options).ok)
        throw new Error("the bench's answer is not OK");
    }, samples);
  };
  return {
    language: "TypeScript",
    blocks: GROWTH_BLOCKS,
    msAtN: time(GROWTH_BLOCKS),
    msAt4N: time(4 * GROWTH_BLOCKS),
  };
}

/** Go's figures from `go test -bench` in test/go, one call a run, `samples` runs: the fastest of each size. */
function goRow(projectRoot: string, samples: number): GrowthRow {
  const output = execFileSync(
    "go",
    [
      "test",
      "-run",
      "^$",
      "-bench",
      "^BenchmarkToolResultBlocks$",
      "-benchtime",
      "1x",
      "-count",
      String(samples),
      ".",
    ],
    { cwd: join(projectRoot, "test/go"), env: { ...process.env, GOTOOLCHAIN: "local" }, encoding: "utf8" },
  );
  const msAt = (n: number) => {
    const figures = [...output.matchAll(new RegExp(`blocks=${n}\\S*\\s+\\d+\\s+(\\d+) ns/op`, "g"))];
    if (figures.length === 0) throw new Error(`go test -bench gave no figure for ${n} blocks:\n${output}`);
    return Math.min(...figures.map((m) => Number(m[1]))) / 1e6;
  };
  return {
    language: "Go",
    blocks: GROWTH_BLOCKS,
    msAtN: msAt(GROWTH_BLOCKS),
    msAt4N: msAt(4 * GROWTH_BLOCKS),
  };
}

export async function readerGrowth(
  projectRoot: string,
  packageDir: string,
  samples = 5,
): Promise<GrowthRow[]> {
  return [await typeScriptRow(packageDir, samples), goRow(projectRoot, samples)];
}
