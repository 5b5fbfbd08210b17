import { configDefaults, defineConfig } from "vitest/config";

/**
 * The integration lane (`npm run test:integration`): tests that drive other toolchains or installs
 * (the consumer matrix and the SDK v1 from test/consumers, the Go toolchain, Python, npm pack, the
 * bench end to end). Every other test file is in the unit lane (`npm run test:unit`).
 */
export const INTEGRATION = [
  "test/emit/package-consumers.test.ts",
  "test/emit/packed-package.test.ts",
  "test/docs/with-the-sdk.test.ts",
  "test/runtime/sdk-tool-result.test.ts",
  "test/workflows/workflow-scripts.test.ts",
  "test/go-target/**/*.test.ts",
  "test/conformance/go-testee.test.ts",
  "test/conformance/constants.test.ts",
  "test/conformance/docs.test.ts",
  "test/hardening/hostile-text-go.test.ts",
  "test/bench/run-bench.test.ts",
  "test/bench/synthetic-project.test.ts",
  "test/export/schema-python.test.ts",
];

/** Made once per run by the global setup, for every file of the lane that reads it. */
const globalSetup = ["test/setup/suite-inputs.ts"];

export default defineConfig({
  test: {
    // Bounds that catch a hang without failing a correct test on a loaded 2-core machine.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: "forks",
    // A test that stubs a global (fetch) or fakes the clock leaves neither to the next file.
    unstubGlobals: true,
    setupFiles: ["test/setup/real-timers.ts"],
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
          globalSetup,
        },
      },
      {
        extends: true,
        test: { name: "integration", include: INTEGRATION, globalSetup },
      },
    ],
  },
});
