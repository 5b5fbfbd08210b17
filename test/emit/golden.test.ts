/**
 * Golden files: the model-dependent files of the package the four-revision fixture model renders
 * to. `npm run gen` writes them (generator/pipeline/derived-files.ts); this shows any difference.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GOLDEN_DIR, renderGoldens } from "../../generator/pipeline/derived-files.ts";
import { readTree } from "../../generator/write/tree.ts";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";
import { projectRoot } from "../runtime/render-package.ts";

const dir = join(projectRoot, GOLDEN_DIR);

describe("golden output for the four-revision fixture", async () => {
  const files = await renderGoldens(fourRevisionModel, projectRoot);

  it("emits exactly the golden file set: no runtime, CommonJS copy, licence or changelog", () => {
    expect([...files.keys()].sort()).toEqual([...readTree(dir).keys()].sort());
    expect(
      [...files.keys()].filter((p) => /^(lib\/runtime|cjs)\/|^LICENSE$|^CHANGELOG\.md$/.test(p)),
    ).toEqual([]);
  });

  it.each([...files.keys()])("%s matches its golden file (npm run gen rewrites it)", (path) => {
    expect(files.get(path)).toBe(readFileSync(join(dir, path), "utf8"));
  });
});
