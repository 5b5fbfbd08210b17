/**
 * Hostile text through the Go target: `gen` on a register whose every free text would break out
 * of a Go string or comment if it were emitted unescaped. The emitted module must be gofmt-clean
 * and build (go vet), every planted summary must stay in a `//` comment line, and the default
 * messages must come back exactly through the Go constructors.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MergedModel } from "../../generator/model/merged-model.ts";
import { readTree } from "../../generator/write/tree.ts";
import { generate } from "../../generator/pipeline/pipeline.ts";
import { cleanupTempDirs, makeTempProject, SPEC_ENV } from "../cli/support/temp-project.ts";
import { sampleError } from "../runtime/sample-data.ts";
import { runGo } from "../go-target/go-tool.ts";
import { HOSTILE, hostileRegister, type Planted } from "./support/hostile-register.ts";

let project: string;
let model: MergedModel;
let planted: Planted[];
let goFiles: Map<string, string>;

beforeAll(async () => {
  project = makeTempProject();
  const registerPath = join(project, "spec/errors.yaml");
  const hostile = hostileRegister(readFileSync(registerPath, "utf8"));
  planted = hostile.planted;
  writeFileSync(registerPath, hostile.text);
  // gen's pipeline, which gives back the model it rendered.
  const ctx = { projectRoot: project, cwd: project, env: SPEC_ENV, rootFlags: {} };
  ({ model } = await generate(ctx, { outDir: join(project, "generated"), check: false, derived: true }));
  goFiles = new Map(
    [...readTree(join(project, "generated/go"))]
      .filter(([path]) => path.endsWith(".go"))
      .map(([path, bytes]) => [path, bytes.toString("utf8")]),
  );
}, 240_000);
afterAll(cleanupTempDirs);

describe("a register full of hostile text, through the Go target", () => {
  it("gives a module that gofmt leaves alone and go vet builds", async () => {
    const dir = join(project, "generated/go");
    const format = await runGo(["-l", dir], { cwd: dir, command: "gofmt" });
    expect(format.stdout + format.stderr).toBe("");
    const vet = await runGo(["vet", "./..."], { cwd: dir });
    expect(vet.code, vet.stdout + vet.stderr).toBe(0);
  }, 300_000);

  it("keeps every planted summary and note of a Go file inside a line comment (tables.json holds the rest)", () => {
    const markers = [...planted.filter((p) => p.field === "summary" || p.field === "text")].map((p) =>
      p.value.slice(0, p.value.indexOf(":") + 1),
    );
    let seen = 0;
    for (const [path, text] of goFiles)
      for (const line of text.split("\n"))
        if (markers.some((marker) => line.includes(marker))) {
          seen++;
          expect(line.trimStart().startsWith("//"), `${path}: ${line}`).toBe(true);
        }
    expect(seen).toBeGreaterThan(10);
  });

  it("round-trips every default message exactly through the Go constructors", async () => {
    const messages = new Map(planted.filter((p) => p.field === "message").map((p) => [p.condition, p.value]));
    const cases = model.revisions.flatMap((revision) =>
      revision.conditions
        .filter((c) => messages.has(c.key))
        .map((c) => ({
          revision: revision.id,
          condition: c.key,
          data: c.data ? JSON.stringify(sampleError(c, revision).data) : null,
          message: messages.get(c.key),
        })),
    );
    expect(cases.length).toBeGreaterThan(30);
    const dir = join(project, "go-messages");
    mkdirSync(dir);
    writeFileSync(
      join(dir, "go.mod"),
      `module messages\n\ngo 1.22\n\nrequire github.com/mcp-errgen/mcp-errgen/generated/go v0.0.0\n\n` +
        `replace github.com/mcp-errgen/mcp-errgen/generated/go => ${join(project, "generated/go")}\n`,
    );
    writeFileSync(join(dir, "cases.json"), JSON.stringify(cases));
    writeFileSync(
      join(dir, "main.go"),
      `package main

import (
	"encoding/json"
	"fmt"
	"os"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
)

func main() {
	text, _ := os.ReadFile("cases.json")
	var cases []struct {
		Revision, Condition string
		Data                *string
	}
	if err := json.Unmarshal(text, &cases); err != nil {
		panic(err)
	}
	out := []string{}
	for _, c := range cases {
		var options []mcperrors.Option
		if c.Data != nil {
			options = append(options, mcperrors.WithData(json.RawMessage(*c.Data)))
		}
		e, err := mcperrors.New(c.Revision, c.Condition, options...)
		if err != nil {
			out = append(out, "error: "+err.Error())
			continue
		}
		out = append(out, e.Message)
	}
	result, _ := json.Marshal(out)
	fmt.Print(string(result))
}
`,
    );
    const run = await runGo(["run", "."], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    const got = JSON.parse(run.stdout) as string[];
    expect(got).toEqual(cases.map((c) => c.message));
    expect(got.every((m) => m.endsWith(HOSTILE))).toBe(true);
  }, 300_000);
});
