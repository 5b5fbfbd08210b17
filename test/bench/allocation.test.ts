/**
 * The allocation probe on the generated package: figures are exact heap counts, not timings, so
 * these are facts about what the parser builds, whatever the machine's speed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allocatesOnlyResult,
  allocationBench,
  allocationGroups,
  GROUP_CONDITIONS,
  GROUP_REJECTED,
  probeAllocation,
  type AllocationRow,
} from "../../tools/bench/allocation.ts";
import { resolveExport } from "../../tools/bench/package-entries.ts";
import { loadRuntimeInputs } from "../../tools/bench/runtime-bench.ts";
import { PROJECT_ROOT as projectRoot } from "../helpers/spec-roots.ts";

const packageDir = join(projectRoot, "generated");
// Small windows keep the test quick; the count is exact at any size, since no collection runs.
const options = { iterations: 20_000, windows: 3 };

describe("allocationBench on the generated package", () => {
  let rows: AllocationRow[] = [];
  beforeAll(async () => {
    rows = await allocationBench(packageDir, options);
  });

  it("measures every input group in both modes, with no collection inside a window", () => {
    expect(rows.map((r) => `${r.mode}: ${r.group}`)).toEqual(
      ["interpreted", "optimised"].flatMap((mode) =>
        [GROUP_CONDITIONS, "other accepted input", GROUP_REJECTED].map((group) => `${mode}: ${group}`),
      ),
    );
    for (const r of rows) {
      expect(r.gcs).toBe(0);
      for (const figure of [r.bytesPerCall, r.resultBytesPerCall]) {
        expect(Number.isFinite(figure)).toBe(true);
        expect(figure).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("sees the result objects of accepted input", () => {
    // A result holds at least a header and four fields, eight bytes each or four when compressed.
    for (const r of rows.filter((row) => row.group !== GROUP_REJECTED)) {
      expect(r.accepted).toBe(r.inputs);
      expect(r.resultBytesPerCall).toBeGreaterThanOrEqual(20);
      expect(r.bytesPerCall).toBeGreaterThanOrEqual(20);
    }
  });

  it("counts nothing for rejected input, whose results are shared", () => {
    for (const r of rows.filter((row) => row.group === GROUP_REJECTED)) {
      expect(r).toMatchObject({ accepted: 0, shared: r.inputs });
      // Any object allocated on a call would add at least 8 bytes per pass through the inputs.
      expect(r.bytesPerCall * r.inputs).toBeLessThan(8);
      expect(r.resultBytesPerCall).toBe(0);
    }
  });

  it("finds no allocation beyond the result", () => {
    expect(rows.filter((r) => !allocatesOnlyResult(r))).toEqual([]);
  });
});

describe("probeAllocation", () => {
  const dir = mkdtempSync(join(tmpdir(), "mcp-errgen-allocation-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("sees an allocation the parser makes beyond its result", async () => {
    cpSync(packageDir, dir, { recursive: true });
    const runtimeFile = join(dir, "lib/runtime/parse.js");
    const runtime = readFileSync(runtimeFile, "utf8");
    // An array built and dropped on every call that reaches the code: the interpreter keeps it.
    const wasteful = runtime.replace("const code = error.code;", "const code = [error.code][0];");
    expect(wasteful).not.toBe(runtime);
    writeFileSync(runtimeFile, wasteful);

    const groups = allocationGroups(await loadRuntimeInputs(dir)).filter((g) => g.name === GROUP_CONDITIONS);
    const [row] = probeAllocation(resolveExport(dir, "."), groups, { ...options, modes: ["interpreted"] });
    expect(row?.gcs).toBe(0);
    expect(row && allocatesOnlyResult(row)).toBe(false);
    expect(row?.excessPerCall).toBeGreaterThanOrEqual(16);
  });
});
