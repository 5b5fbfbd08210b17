/**
 * The Go example server (examples/go-server/): gofmt and go vet clean, and its go test, which runs
 * the official Go SDK client (pinned in its go.sum, from the Go module proxy) against it over
 * 127.0.0.1 for every condition of the peers matrix in both eras. The conformance suite's runs
 * against it are `npm run conformance:go` (.ci/run).
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, runGo } from "./go-tool.ts";

const EXAMPLE = join(PROJECT_ROOT, "examples/go-server");

describe("the Go example server", () => {
  it("is gofmt-clean and go vet clean", async () => {
    const format = await runGo(["-l", EXAMPLE], { cwd: EXAMPLE, command: "gofmt" });
    expect(format.stdout + format.stderr).toBe("");
    const vet = await runGo(["vet", "./..."], { cwd: EXAMPLE });
    expect(vet.code, vet.stdout + vet.stderr).toBe(0);
  }, 300_000);

  it("gives the Go SDK client each condition as its revision says it", async () => {
    const run = await runGo(["test", "-count=1", "-v", "./..."], { cwd: EXAMPLE });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    for (const name of [
      "UnknownTool",
      "UnknownMethod",
      "MissingResource",
      "InvalidToolInput",
      "MissingNameOrURI",
      "CapabilityOnlyIn2026",
      "UnsupportedProtocolVersion",
      "ExpiredSession",
      "TransportFailures",
    ])
      expect(run.stdout).toContain(`--- PASS: TestSDKClient${name}`);
  }, 300_000);
});
