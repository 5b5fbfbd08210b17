import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    typecheck: { enabled: true, include: ["test/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
    // Bounds that catch a hang without failing a correct test on a loaded 2-core machine.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: "forks",
  },
});
