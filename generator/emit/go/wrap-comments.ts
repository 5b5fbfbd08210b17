/** Go line comments wrapped to the print width (../wrap-comments.ts), tabs counted as an editor shows them. */
import { PRINT_WIDTH, wrapLineComments } from "../wrap-comments.ts";

/** The width the JavaScript and TypeScript output keep to (Prettier's printWidth). */
export const GO_PRINT_WIDTH = PRINT_WIDTH;
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
  return wrapLineComments(
    source,
    { marker: "//", width: goLineWidth, keep: (line) => GENERATED_HEADER.test(line) },
    width,
  );
}
