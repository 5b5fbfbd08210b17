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
  /** Median milliseconds per call at N and at 4N. */
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

function medianMs(run: () => void, samples: number): number {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
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
    return medianMs(() => {
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

/** Go's figures from `go test -bench` in test/go: ns/op of each size. */
function goRow(projectRoot: string, samples: number): GrowthRow {
  const output = execFileSync(
    "go",
    ["test", "-run", "^$", "-bench", "^BenchmarkToolResultBlocks$", "-benchtime", `${samples}x`, "."],
    { cwd: join(projectRoot, "test/go"), env: { ...process.env, GOTOOLCHAIN: "local" }, encoding: "utf8" },
  );
  const nsAt = (n: number) => {
    const match = new RegExp(`blocks=${n}\\S*\\s+\\d+\\s+(\\d+) ns/op`).exec(output);
    if (match?.[1] === undefined)
      throw new Error(`go test -bench gave no figure for ${n} blocks:\n${output}`);
    return Number(match[1]) / 1e6;
  };
  return {
    language: "Go",
    blocks: GROWTH_BLOCKS,
    msAtN: nsAt(GROWTH_BLOCKS),
    msAt4N: nsAt(4 * GROWTH_BLOCKS),
  };
}

export async function readerGrowth(
  projectRoot: string,
  packageDir: string,
  samples = 5,
): Promise<GrowthRow[]> {
  return [await typeScriptRow(packageDir, samples), goRow(projectRoot, samples)];
}
