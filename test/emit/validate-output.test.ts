/** validateOutput refuses a package that does not parse or type-check, naming the file. */
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GenError } from "../../generator/diagnostics/gen-error.ts";
import { renderMcpErrors } from "../../generator/emit/mcp-errors/target.ts";
import { validateOutput, verdictKey } from "../../generator/emit/validate-output.ts";
import { DiskCache } from "../../generator/util/disk-cache.js";
import { cleanupTempDirs, tempDir } from "../cli/support/temp-project.ts";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";
import { templatesRoot } from "../runtime/render-package.ts";
import { must } from "../helpers/must.ts";

const files = renderMcpErrors(fourRevisionModel, { templatesRoot, version: "1.0.0" });

afterAll(cleanupTempDirs);

function problems(
  changed: Map<string, string>,
  cache = new DiskCache(undefined),
): { file?: string; message: string }[] {
  try {
    validateOutput(changed, { cache });
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

describe("validateOutput's remembered passes", () => {
  const broken = edit("lib/2025-11-25.d.ts", (t) => `${t}\nexport type Broken = NoSuchType;\n`);

  it("remembers a package that passed, and never one that failed", () => {
    const dir = join(tempDir(), "validate");
    const cache = new DiskCache(dir);
    expect(problems(files, cache)).toEqual([]);
    expect(cache.get(verdictKey(files))).toBe("passed\n");
    expect(readdirSync(dir)).toHaveLength(1);
    // Checked, and reported, each time.
    expect(problems(broken, cache)).toHaveLength(1);
    expect(problems(broken, cache)).toHaveLength(1);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it("takes a remembered pass for exactly the files it was given", () => {
    const cache = new DiskCache(join(tempDir(), "validate"));
    // A pass found under a package's key is believed: that is what the key is for.
    cache.set(verdictKey(broken), "passed\n");
    expect(problems(broken, cache)).toEqual([]);
    // Any other byte, or a file more or less, is another key.
    expect(verdictKey(edit("lib/2025-11-25.d.ts", (t) => `${t} `))).not.toBe(verdictKey(files));
    expect(verdictKey(new Map([...files, ["lib/extra.js", ""]]))).not.toBe(verdictKey(files));
    expect(verdictKey(new Map([...files].filter(([path]) => path !== "lib/index.js")))).not.toBe(
      verdictKey(files),
    );
    // Files the check does not read do not count.
    expect(verdictKey(edit("README.md", (t) => `${t}\nMore.\n`))).toBe(verdictKey(files));
  });

  it("checks afresh over a damaged entry, and without a usable directory", () => {
    const cache = new DiskCache(join(tempDir(), "validate"));
    cache.set(verdictKey(broken), "passed\n");
    writeFileSync(cache.pathOf(verdictKey(broken)), "0".repeat(64) + "\npassed\n");
    expect(problems(broken, cache)).toHaveLength(1);

    const blocked = join(tempDir(), "blocked");
    writeFileSync(blocked, "");
    expect(problems(broken, new DiskCache(join(blocked, "validate")))).toHaveLength(1);
    expect(problems(files, new DiskCache(join(blocked, "validate")))).toEqual([]);
  });
});
