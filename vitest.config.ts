import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { SlowestFirst } from "./test/setup/slowest-first.ts";

/**
 * The integration lane (`npm run test:integration`): tests that drive other toolchains or installs
 * (the consumer matrix and the SDK v1 from test/consumers, the Go toolchain, Python, npm pack, git,
 * the bench end to end), and the consumers' view checked with the TypeScript compiler: docs whose
 * blocks are type-checked and run, a strict consumer, the editor's hover text, hostile text through
 * a type-checked consumer. Every other test file is in the unit lane (`npm run test:unit`).
 */
export const INTEGRATION = [
  "test/emit/package-consumers.test.ts",
  "test/emit/packed-package.test.ts",
  "test/docs/with-the-sdk.test.ts",
  "test/runtime/sdk-tool-result.test.ts",
  "test/workflows/workflow-scripts.test.ts",
  "test/go-target/**/*.test.ts",
  "test/python-target/**/*.test.ts",
  "test/conformance/go-testee.test.ts",
  "test/conformance/constants.test.ts",
  "test/conformance/docs.test.ts",
  "test/hardening/hostile-text-go.test.ts",
  "test/bench/run-bench.test.ts",
  "test/bench/synthetic-project.test.ts",
  "test/export/schema-python.test.ts",
  "test/docs/readme.test.ts",
  "test/runtime/mcp-error-docs.test.ts",
  "test/runtime/strict-consumer.test.ts",
  "test/hardening/hostile-text.test.ts",
  "test/diff/against-git-ref.test.ts",
  "test/spec-source/sync.test.ts",
];

export default defineConfig({
  test: {
    // Bounds that catch a hang without failing a correct test on a loaded 2-core machine.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: "forks",
    // A test that stubs a global (fetch) or fakes the clock leaves neither to the next file.
    unstubGlobals: true,
    setupFiles: ["test/setup/real-timers.ts"],
    // Each lane starts its slowest files first, so that no long file runs on alone at the end.
    sequence: { sequencer: SlowestFirst },
    // The type-level tests (test/**/*.test-d.ts) are type-checked by `npm run typecheck`.
    typecheck: { enabled: false },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...INTEGRATION],
          // Files share a worker's loaded modules (ts-morph, Prettier, the generator), which
          // otherwise every file loads again; none of them changes a module another one reads.
          isolate: false,
          // Vitest's default leaves a core to its main process, which only waits: on two cores that
          // is one worker, and the lane ran file after file. A file's own work is one process's.
          maxWorkers: availableParallelism(),
          // Made once per run, for every file of the lane that reads them.
          globalSetup: ["test/setup/suite-inputs.ts"],
        },
      },
      {
        extends: true,
        // Its own group (run after the unit lane when both run at once), a worker per core as well:
        // its files spend most of their time waiting on the toolchains they start (with one worker,
        // six of its slowest files took 255 s of wall time for 105 s of CPU; with two, 121 s for 94 s).
        test: {
          name: "integration",
          include: INTEGRATION,
          maxWorkers: availableParallelism(),
          globalSetup: ["test/setup/real-model.ts"],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
