/**
 * The committed output reads like the project's own code: every line of the npm package's modules
 * and declarations within Prettier's print width (long table strings are written in pieces), and
 * every line of the Go module, godoc and code, within the same width.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GO_PRINT_WIDTH, goLineWidth } from "../../generator/emit/go/wrap-comments.ts";

const generated = join(import.meta.dirname, "../../generated");
const prettier = JSON.parse(readFileSync(join(import.meta.dirname, "../../.prettierrc.json"), "utf8")) as {
  printWidth: number;
};

const filesUnder = (dir: string, ending: RegExp): string[] =>
  readdirSync(join(generated, dir), { recursive: true, encoding: "utf8" })
    .filter((path) => ending.test(path))
    .map((path) => join(dir, path));

/** `file:line (width)` for each line wider than `width`. */
function wideLines(
  files: string[],
  width: number,
  measure: (line: string) => number,
  only = (_: string) => true,
) {
  return files.flatMap((file) =>
    readFileSync(join(generated, file), "utf8")
      .split("\n")
      .flatMap((line, i) =>
        only(line) && measure(line) > width ? [`${file}:${i + 1} (${measure(line)})`] : [],
      ),
  );
}

describe("the print width of the generated output", () => {
  it("holds for every line of lib/ (.js and .d.ts)", () => {
    const files = filesUnder("lib", /\.(js|d\.ts)$/);
    expect(files.length).toBeGreaterThan(20);
    expect(wideLines(files, prettier.printWidth, (line) => line.length)).toEqual([]);
  });

  it("holds for every comment line of the Go module, the generated-code header aside", () => {
    const files = filesUnder("go", /\.go$/);
    expect(GO_PRINT_WIDTH).toBe(prettier.printWidth);
    const comment = (line: string) =>
      /^\s*\/\//.test(line) && !/^\/\/ Code generated .* DO NOT EDIT\.$/.test(line);
    expect(wideLines(files, GO_PRINT_WIDTH, goLineWidth, comment)).toEqual([]);
  });

  it("holds for every code line of the Go module, but a struct field Go cannot break", () => {
    const files = filesUnder("go", /\.go$/);
    // gofmt pads a struct's fields into columns; a field is measured as written, without the padding.
    const field = /^(\t+)(\w+) +(\S+) +(`[^`]*`)$/;
    const unpadded = (line: string) => goLineWidth(line.replace(field, "$1$2 $3 $4"));
    const code = (line: string) => !/^\s*\/\//.test(line);
    const wide = wideLines(files, GO_PRINT_WIDTH, unpadded, code);
    // A field's name, type and tag must share a line, and a data type's name is the module's API:
    // missingRequiredClientCapability's data names its nested objects by their path.
    const unbreakable = `\tElicitation *MissingRequiredClientCapabilityDataRequiredCapabilitiesElicitation`;
    const lineAt = (at: string) => {
      const [, file = "", line = "0"] = /^(.*):(\d+) /.exec(at) ?? [];
      return readFileSync(join(generated, file), "utf8").split("\n")[Number(line) - 1] ?? "";
    };
    expect(wide.filter((at) => !lineAt(at).replace(field, "$1$2 $3").startsWith(unbreakable))).toEqual([]);
  });
});
