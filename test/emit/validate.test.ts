/** validateOutput refuses a package that does not parse or type-check, naming the file. */
import { describe, expect, it } from "vitest";
import { GenError } from "../../generator/diagnostics/gen-error.ts";
import { validateOutput } from "../../generator/emit/mcp-errors/validate.ts";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";
import { renderUnformatted } from "../runtime/render-package.ts";
import { must } from "../helpers/must.ts";

const files = renderUnformatted(fourRevisionModel);

function problems(changed: Map<string, string>): { file?: string; message: string }[] {
  try {
    validateOutput(changed);
  } catch (error) {
    if (!(error instanceof GenError)) throw error;
    return error.diagnostics.map((d) => ({ file: d.location?.file, message: d.message }));
  }
  return [];
}

function edit(path: string, change: (text: string) => string): Map<string, string> {
  const copy = new Map(files);
  copy.set(path, change(must(copy.get(path), path)));
  return copy;
}

describe("validateOutput", () => {
  it("accepts the rendered package", () => {
    expect(problems(files)).toEqual([]);
  });

  it("reports a syntax error in a module", () => {
    const found = problems(edit("lib/2026-07-28.js", (t) => `${t}\nexport const broken = "unterminated;\n`));
    expect(found[0]).toMatchObject({
      file: "lib/2026-07-28.js",
      message: expect.stringMatching(/failed validation: \d+:\d+: /),
    });
  });

  it("reports a comment that escaped its escaping", () => {
    const found = problems(
      edit("lib/index.d.ts", (t) => t.replace("/** The final revisions", "/** */ The final revisions")),
    );
    expect(found.some((p) => p.file === "lib/index.d.ts")).toBe(true);
  });

  it("answers the same files again with the same problems, and changed files with their own", () => {
    // Bad JSON is refused before the type-check, which keeps this test to parsing.
    const broken = edit("package.json", (t) => `${t}}`);
    const first = problems(broken);
    expect(first).toEqual([
      { file: "package.json", message: expect.stringContaining("invalid JSON") as string },
    ]);
    expect(problems(new Map(broken))).toEqual(first);
    const other = problems(edit("package.json", (t) => `[${t}`));
    expect(other).toHaveLength(1);
    expect(other[0]?.message).not.toBe(first[0]?.message);
    expect(problems(files)).toEqual([]);
  });

  it("reports a type error in a declaration file", () => {
    const found = problems(edit("lib/2025-11-25.d.ts", (t) => `${t}\nexport type Broken = NoSuchType;\n`));
    expect(found).toEqual([
      expect.objectContaining({
        file: "lib/2025-11-25.d.ts",
        message: expect.stringContaining("NoSuchType"),
      }),
    ]);
  });

  it("reports a module that calls what the runtime does not export", () => {
    const found = problems(
      edit("lib/2026-07-28.js", (t) => t.replace("import {", "import {\n  noSuchHelper,")),
    );
    expect(found[0]).toMatchObject({
      file: "lib/2026-07-28.js",
      message: expect.stringContaining("noSuchHelper"),
    });
  });

  it("reports invalid JSON", () => {
    expect(problems(edit("package.json", (t) => t.replace("{", "{,")))[0]).toMatchObject({
      file: "package.json",
    });
  });

  it("checks the CommonJS declarations once one is not a copy of its ESM one", () => {
    const found = problems(edit("cjs/2025-11-25.d.ts", (t) => `${t}\nexport type Broken = NoSuchType;\n`));
    expect(found).toEqual([
      expect.objectContaining({
        file: "cjs/2025-11-25.d.ts",
        message: expect.stringContaining("NoSuchType"),
      }),
    ]);
    // A declaration missing from cjs/ breaks the copies that import it.
    const missing = new Map([...files].filter(([path]) => path !== "cjs/runtime/types.d.ts"));
    expect(
      problems(missing).some((p) => p.file?.startsWith("cjs/") && p.message.includes("./runtime/types.js")),
    ).toBe(true);
  });
});
