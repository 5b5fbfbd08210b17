/**
 * docs/conformance.md as a reader uses it: its example adapter, in Python, run under the runner with
 * the page's own command, passes the cases it names; the page's protocol lines are lines the
 * corpus's schema takes.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv } from "ajv";
import { afterAll, describe, expect, it } from "vitest";
import { docBlocks } from "../helpers/doc-blocks.ts";
import { cases } from "./corpus-files.ts";
import { PROJECT_ROOT, RUNNER, summaryOf } from "./run-runner.ts";

const page = readFileSync(join(PROJECT_ROOT, "docs/conformance.md"), "utf8");
const blocks = docBlocks(page);
const dir = mkdtempSync(join(tmpdir(), "conformance-docs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("docs/conformance.md", () => {
  it("runs its example adapter with its own command, and the adapter passes the cases it names", async () => {
    const adapter = blocks.find((b) => b.lang === "python");
    const command = blocks.find((b) => b.lang === "sh" && b.code.includes("python3 adapter.py"));
    expect(adapter).toBeDefined();
    expect(command).toBeDefined();
    writeFileSync(join(dir, "adapter.py"), adapter?.code ?? "");
    // The page's command, with npx's mcp-errors-conformance as the committed runner.
    const args = [...(command?.code.replace(/\\\n/g, " ").matchAll(/'[^']*'|\S+/g) ?? [])]
      .map((m) => m[0].replace(/^'|'$/g, ""))
      .slice(2);
    const run = await new Promise<{ code: number | null; stdout: string }>((resolve) =>
      execFile(process.execPath, [RUNNER, ...args], { cwd: dir }, (error, stdout) =>
        resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : null, stdout }),
      ),
    );
    expect(run.code, run.stdout).toBe(0);
    const named = cases.filter((c) =>
      /^wire\/server\.transportFailure\/(2025-11-25|2026-07-28)\//.test(c.id),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(summaryOf(run.stdout)).toMatchObject({ cases: named.length, passed: named.length, failed: 0 });
  });

  it("shows protocol lines the corpus's schema takes", () => {
    const schema = JSON.parse(
      readFileSync(join(PROJECT_ROOT, "generated/conformance/corpus.schema.json"), "utf8"),
    ) as {
      definitions: Record<string, object>;
    };
    const ajv = new Ajv({ strict: true });
    ajv.addSchema(schema, "corpus");
    const lines = blocks.filter((b) => b.lang === "text").flatMap((b) => b.code.trim().split("\n"));
    const [sent, ...answers] = lines
      .filter((l) => l.startsWith('{"id"'))
      .map((l) => JSON.parse(l) as unknown);
    expect(ajv.validate("corpus#/definitions/caseLine", sent), JSON.stringify(ajv.errors)).toBe(true);
    expect(answers.length).toBe(2);
    for (const answer of answers) expect(ajv.validate("corpus#/definitions/answerLine", answer)).toBe(true);
  });
});
