/**
 * Golden files: the formatted package emitted for the four-revision fixture. UPDATE_GOLDEN=1
 * rewrites test/golden/mcp-errors/ from the current templates.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";
import { projectRoot, renderFiles, writeFiles } from "../runtime/render-package.ts";

const GOLDEN_DIR = join(projectRoot, "test/golden/mcp-errors");

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join("/"))
    .sort();
}

describe("golden output for the four-revision fixture", async () => {
  const files = await renderFiles(fourRevisionModel);

  if (process.env.UPDATE_GOLDEN === "1") {
    rmSync(GOLDEN_DIR, { recursive: true, force: true });
    writeFiles(GOLDEN_DIR, files);
  }

  it("emits exactly the golden file set", () => {
    expect([...files.keys()].sort()).toEqual(listFiles(GOLDEN_DIR));
  });

  it.each([...files.keys()])("%s matches its golden file", (path) => {
    expect(files.get(path)).toBe(readFileSync(join(GOLDEN_DIR, path), "utf8"));
  });
});
