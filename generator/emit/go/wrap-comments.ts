/**
 * Go line comments wrapped to the print width, as the npm package's JSDoc is: gofmt leaves comments
 * alone, and a godoc line of 300 characters is as hard to review as a JSDoc one.
 */

/** The width the JavaScript and TypeScript output keep to (Prettier's printWidth). */
export const GO_PRINT_WIDTH = 110;
/** How wide a reader's editor shows a tab: gofmt indents with tabs. */
const TAB_WIDTH = 4;

/** A line's width on screen, a tab counting TAB_WIDTH. */
export const goLineWidth = (line: string): number => line.replace(/\t/g, " ".repeat(TAB_WIDTH)).length;

/** The header `go generate` and linters look for must stay on one line. */
const GENERATED_HEADER = /^\/\/ Code generated .* DO NOT EDIT\.$/;

/**
 * Each `// text` line wider than the width, cut between words into lines of the same indentation;
 * directives (`//go:embed`), godoc code blocks (`//\t…`) and the generated-code header stay as they are.
 */
export function wrapGoComments(source: string, width = GO_PRINT_WIDTH): string {
  return source
    .split("\n")
    .flatMap((line) => {
      const match = /^(\s*)\/\/ (\S.*)$/.exec(line);
      if (!match || goLineWidth(line) <= width || GENERATED_HEADER.test(line)) return [line];
      const [, indent = "", text = ""] = match;
      const room = width - goLineWidth(`${indent}// `);
      const out: string[] = [];
      let current = "";
      for (const word of text.split(" ").filter((w) => w !== "")) {
        if (current !== "" && current.length + 1 + word.length > room) {
          out.push(current);
          current = word;
        } else current = current === "" ? word : `${current} ${word}`;
      }
      if (current !== "") out.push(current);
      return out.map((part) => `${indent}// ${part}`);
    })
    .join("\n");
}
