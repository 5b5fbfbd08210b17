/**
 * The order in which each lane starts its files: the ones `SLOWEST_FIRST` names, in that order, then the rest as Vitest orders them (by the durations of the last run it
 * has cached, and in a fresh clone, which has none, largest file first). Started last, a long file
 * runs on alone while the other workers have nothing left; started first, the short ones fill in
 * beside it.
 */
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Each lane's slowest files, slowest first, by their times in a run of `.ci/run` on a quiet 2-core
 * machine (docs/benchmarks.md, "The test suite"); a file missing here only starts later.
 */
export const SLOWEST_FIRST = [
  // The integration lane.
  "test/bench/run-bench.test.ts",
  "test/emit/package-consumers.test.ts",
  "test/go-target/gen-check.test.ts",
  "test/bench/synthetic-project.test.ts",
  "test/python-target/checks.test.ts",
  "test/workflows/workflow-scripts.test.ts",
  "test/python-target/packaging.test.ts",
  "test/python-target/python-server.test.ts",
  "test/hardening/hostile-text.test.ts",
  "test/diff/against-git-ref.test.ts",
  // The unit lane.
  "test/pipeline/gen.test.ts",
  "test/hardening/hostile-inputs.test.ts",
  "test/cli/onboard-like.test.ts",
  "test/hardening/bad-register.test.ts",
  "test/release/release.test.ts",
  "test/hardening/owned-paths.test.ts",
  "test/conformance/runner.test.ts",
];

export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (spec: TestSpecification) => {
      const at = SLOWEST_FIRST.indexOf(relative(root, spec.moduleId));
      return at === -1 ? SLOWEST_FIRST.length : at;
    };
    const position = new Map(sorted.map((spec, i) => [spec, i]));
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    // Within a project only: the lanes keep their order.
    return sorted.sort(
      (a, b) =>
        group(a) - group(b) ||
        (a.project.name === b.project.name ? rank(a) - rank(b) : 0) ||
        (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}
