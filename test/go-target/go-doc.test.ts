/**
 * `go doc` on the root package shows the fields of the types only the root takes or gives (an
 * alias of an internal/engine type would show none), each with its comment; the types shared with
 * the revision packages name their fields in their comments.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT_TYPES } from "../../generator/emit/go/root-types.ts";
import { PROJECT_ROOT, runGo } from "./go-tool.ts";

const MODULE = join(PROJECT_ROOT, "generated/go");

async function goDoc(name: string): Promise<string> {
  const run = await runGo(["doc", "-all", ".", name], { cwd: MODULE });
  expect(run.code, run.stderr).toBe(0);
  return run.stdout;
}

/** Each field of the engine's struct, with the comment line just above it, as the engine writes them. */
async function engineFields(name: string): Promise<{ field: string; comment: string }[]> {
  const run = await runGo(["doc", "-all", "-u", "./internal/engine", name], { cwd: MODULE });
  expect(run.code, run.stderr).toBe(0);
  const body = /struct \{\n([\s\S]*?)\n\}/.exec(run.stdout)?.[1] ?? "";
  const lines = body.split("\n").map((l) => l.trim());
  return lines.flatMap((line, i) =>
    /^[A-Z]\w*\s/.test(line) ? [{ field: line, comment: lines[i - 1] ?? "" }] : [],
  );
}

describe("go doc on the root package", () => {
  it.each(ROOT_TYPES)("shows every field of %s with its comment", async (name) => {
    const doc = await goDoc(name);
    expect(doc).toContain(`type ${name} struct {`);
    const shown = doc.replace(/[ \t]+/g, " ");
    const fields = await engineFields(name);
    expect(fields.length).toBeGreaterThan(0);
    for (const { field, comment } of fields) {
      expect(comment.startsWith("//"), `${name}: ${field} has no comment`).toBe(true);
      expect(shown).toContain(`${comment.replace(/\s+/g, " ")}\n ${field.replace(/\s+/g, " ")}`);
    }
  });

  it.each([
    ["Error", ["Code", "Message", "Data"]],
    ["Hints", ["Method", "Params", "HTTPStatus"]],
    ["CheckFailure", ["Status", "Error", "Condition"]],
  ])("names every field of %s, shared with the revision packages, in its comment", async (name, fields) => {
    const doc = (await goDoc(name)).replace(/\s+/g, " ");
    for (const field of fields) expect(doc).toMatch(new RegExp(`\\b${field}\\b`));
  });
});
