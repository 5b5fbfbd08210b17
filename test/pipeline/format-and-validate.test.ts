/** The format and validate stages run side by side; the result is formatted, and validation errors win. */
import { describe, expect, it } from "vitest";
import { GenError } from "../../generator/diagnostics/gen-error.ts";
import { renderMcpErrors } from "../../generator/emit/mcp-errors/target.ts";
import { formatFiles } from "../../generator/emit/format.ts";
import { formatAndValidate, StageTimings } from "../../generator/pipeline.ts";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";
import { templatesRoot } from "../runtime/render-package.ts";

const rendered = renderMcpErrors(fourRevisionModel, { templatesRoot, version: "1.0.0" });

function withFile(path: string, text: string): Map<string, string> {
  return new Map([...rendered, [path, text]]);
}

describe("formatAndValidate", () => {
  it("returns every file formatted, and times both stages", async () => {
    const timings = new StageTimings();
    const result = await formatAndValidate(rendered, timings);
    expect(result).toEqual(await formatFiles(rendered));
    expect([...result.keys()].sort()).toEqual([...rendered.keys()].sort());
    expect(Object.keys(timings.toJSON())).toEqual(["format", "validate"]);
  });

  it("reports the validation error when a file neither formats nor validates", async () => {
    const broken = withFile("lib/broken.js", "export const = ;\n");
    const error = await formatAndValidate(broken).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GenError);
    expect((error as GenError).diagnostics[0]).toMatchObject({
      kind: "output/invalid",
      location: { file: "lib/broken.js" },
    });
  });

  it("reports a Prettier failure on a file validation does not read", async () => {
    await expect(formatAndValidate(withFile("styles.css", "a {{ "))).rejects.toThrow(
      /^Prettier could not format styles\.css: /,
    );
  });

  it("writes a file Prettier has no parser for as rendered, as prettier --check skips it", async () => {
    const result = await formatAndValidate(withFile("notes.unknown-kind", "text  as  written"));
    expect(result.get("notes.unknown-kind")).toBe("text  as  written");
  });
});
