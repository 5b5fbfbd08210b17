/**
 * Bytes parseErrorResponse allocates per call, beside the bytes of its result alone, measured by
 * allocation-probe.js in a fresh Node process. Each figure is the heap's growth over a window of
 * calls divided by the number of calls, so it is exact rather than timed.
 */
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { resolveExport } from "./package-entries.ts";
import { errorResponses, loadRuntimeInputs, type RuntimeInputs } from "./runtime-bench.ts";

/**
 * A service runs the parser both cold and hot, and the two tiers allocate differently, so both are
 * measured. interpreted: Ignition alone (--no-opt --no-sparkplug --no-maglev), which builds every
 * object the code names, each literal followed by an allocation memento. optimised: Node's default
 * tiers after warm-up, where escape analysis may remove an allocation that never leaves the
 * function; the results do leave it (the probe stores each in a variable outside its loop), so both
 * modes count what a caller that holds the result pays.
 */
export type AllocationMode = "interpreted" | "optimised";
export const ALLOCATION_MODES: readonly AllocationMode[] = ["interpreted", "optimised"];

const MODE_FLAGS: Record<AllocationMode, string[]> = {
  interpreted: ["--no-opt", "--no-sparkplug", "--no-maglev"],
  optimised: [],
};

/**
 * Young generation semi-space, in MB, fixed at both ends so it neither starts small nor grows:
 * a window of calls must fit in it, or a scavenge runs inside the window and the count is lost.
 * Results are tens of bytes, so 64 MB holds a window of well over 100,000 calls.
 */
const SEMI_SPACE_MB = 64;

const PROBE = join(dirname(fileURLToPath(import.meta.url)), "allocation-probe.js");

/** A set of inputs measured together: the probe cycles through them. */
export interface InputGroup {
  name: string;
  inputs: { revision: string; value: unknown }[];
}

export interface AllocationRow {
  group: string;
  mode: AllocationMode;
  /** Distinct inputs the calls cycle through. */
  inputs: number;
  /** Inputs the parser accepts (`ok: true`). */
  accepted: number;
  /** Inputs whose result is the same object on every call (the parser's shared failures). */
  shared: number;
  /** Heap bytes per parseErrorResponse call. */
  bytesPerCall: number;
  /** Heap bytes per call of building a copy of each result with the same layout. */
  resultBytesPerCall: number;
  /** bytesPerCall - resultBytesPerCall: what the parser allocates beyond its result. */
  excessPerCall: number;
  /** Collections that ran inside a measured window (0, or the figures are not trustworthy). */
  gcs: number;
}

export interface AllocationOptions {
  /** Calls per measured window. */
  iterations: number;
  /** Measured windows per input group and mode, after as many warm-up windows. */
  windows: number;
  modes?: readonly AllocationMode[];
}

interface ProbeBytes {
  young: number;
  old: number;
}

interface ProbeGroup {
  name: string;
  inputs: number;
  ok: number;
  shared: number;
  windows: { parse: ProbeBytes; result: ProbeBytes; gcs: number }[];
}

/** Not a code any revision defines. */
const UNDEFINED_CODE = -31999;
/** Not a revision of the package. */
const UNKNOWN_REVISION = "1999-01-01";

export const GROUP_CONDITIONS = "an error of every condition";
export const GROUP_OTHER_ACCEPTED = "other accepted input";
export const GROUP_REJECTED = "rejected input";

/**
 * The inputs measured: the runtime benchmark's responses (an error of every condition of every
 * revision); other input the parser accepts (codes no condition names, a bare error object, a
 * jsonrpc other than "2.0", which it does not check); and input it rejects, for which it returns
 * shared frozen failures and so should allocate nothing at all.
 */
export function allocationGroups(inputs: RuntimeInputs): InputGroup[] {
  const revisions = [...inputs.errors.keys()];
  const sample = (revision: string) => inputs.errors.get(revision)?.[0] ?? { code: -32603, message: "x" };
  const other = revisions.flatMap((revision) => [
    { revision, value: { jsonrpc: "2.0", id: "a", error: { code: UNDEFINED_CODE, message: "x" } } },
    { revision, value: { jsonrpc: "2.0", id: null, error: { code: 1, message: "x", data: [1] } } },
    { revision, value: sample(revision) },
    { revision, value: { jsonrpc: "1.0", id: 1, error: sample(revision) } },
  ]);
  const envelope = (error: unknown, id: unknown = 1) => ({ jsonrpc: "2.0", id, error });
  const rejected = revisions.flatMap((revision) =>
    [
      null,
      42,
      "error",
      true,
      [],
      envelope("boom"),
      envelope(null),
      envelope([]),
      envelope(sample(revision), {}),
      envelope(sample(revision), true),
      envelope({ code: "-32600", message: "x" }),
      envelope({ code: 1.5, message: "x" }),
      envelope({ message: "x" }),
      envelope({ code: -32600 }),
      envelope({ code: -32600, message: 5 }),
    ].map((value) => ({ revision, value })),
  );
  rejected.push({ revision: UNKNOWN_REVISION, value: envelope(sample(revisions[0] ?? "")) });
  return [
    { name: GROUP_CONDITIONS, inputs: errorResponses(inputs) },
    { name: GROUP_OTHER_ACCEPTED, inputs: other },
    { name: GROUP_REJECTED, inputs: rejected },
  ];
}

/** Runs the probe once per mode over every group of inputs. */
export function probeAllocation(
  rootEntry: string,
  groups: InputGroup[],
  options: AllocationOptions,
): AllocationRow[] {
  const request = JSON.stringify({
    root: rootEntry,
    iterations: options.iterations,
    windows: options.windows,
    groups,
  });
  // The probe's heap is its own: flags inherited through NODE_OPTIONS would change what it counts.
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return (options.modes ?? ALLOCATION_MODES).flatMap((mode) => {
    const args = [
      "--expose-gc",
      `--min-semi-space-size=${SEMI_SPACE_MB}`,
      `--max-semi-space-size=${SEMI_SPACE_MB}`,
      ...MODE_FLAGS[mode],
      PROBE,
    ];
    const run = spawnSync(process.execPath, args, {
      input: request,
      env,
      encoding: "utf8",
      maxBuffer: 16 << 20,
    });
    if (run.status !== 0) throw new Error(`allocation probe failed (exit ${run.status}):\n${run.stderr}`);
    const { groups: measured } = JSON.parse(run.stdout) as { groups: ProbeGroup[] };
    return measured.map((g) => toRow(g, mode, options.iterations));
  });
}

/**
 * The fewest bytes any window allocated, per call. The heap's own activity (compiling, feedback)
 * only ever adds to a window, so the least is the calls' own cost; the young generation count
 * itself is exact, the same in every window once warm.
 */
function toRow(group: ProbeGroup, mode: AllocationMode, iterations: number): AllocationRow {
  const perCall = (pick: (w: ProbeGroup["windows"][number]) => ProbeBytes) =>
    Math.min(...group.windows.map((w) => (pick(w).young + pick(w).old) / iterations));
  const bytesPerCall = perCall((w) => w.parse);
  const resultBytesPerCall = perCall((w) => w.result);
  return {
    group: group.name,
    mode,
    inputs: group.inputs,
    accepted: group.ok,
    shared: group.shared,
    bytesPerCall,
    resultBytesPerCall,
    excessPerCall: bytesPerCall - resultBytesPerCall,
    gcs: group.windows.reduce((sum, w) => sum + w.gcs, 0),
  };
}

/**
 * Whether a row shows no allocation beyond the result. Calls cycle through the row's inputs, so an
 * object allocated for even one input adds its size (at least 8 bytes: a heap object is a header
 * word and more) once per pass; excess that adds up to less than a word per pass is not an object.
 */
export function allocatesOnlyResult(row: AllocationRow): boolean {
  return row.excessPerCall * row.inputs < 8;
}

/** Measures the emitted package's parseErrorResponse over every input group, in every mode. */
export async function allocationBench(
  packageDir: string,
  options: AllocationOptions,
): Promise<AllocationRow[]> {
  const groups = allocationGroups(await loadRuntimeInputs(packageDir));
  const rows = probeAllocation(resolveExport(packageDir, "."), groups, options);
  const disturbed = rows.filter((r) => r.gcs > 0);
  if (disturbed.length > 0)
    throw new Error(
      `a garbage collection ran inside an allocation window (${disturbed.map((r) => `${r.group}, ${r.mode}`).join("; ")}): ` +
        `lower the iteration count below ${options.iterations} or raise the semi-space size`,
    );
  return rows;
}
