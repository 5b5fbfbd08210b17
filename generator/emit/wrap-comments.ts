/**
 * Line comments wrapped to the print width, as the npm package's JSDoc is: gofmt and Python leave
 * comments alone, and a comment line of 300 characters is as hard to review as a JSDoc one.
 */

/** The width the JavaScript and TypeScript output keep to (Prettier's printWidth). */
export const PRINT_WIDTH = 110;

export interface CommentStyle {
  /** What opens a line comment: `//`, `#`. */
  readonly marker: string;
  /** A line's width on screen. */
  readonly width: (line: string) => number;
  /** A comment line to leave as it is, however wide (a header a tool looks for, a directive). */
  readonly keep: (line: string) => boolean;
}

/**
 * Each `<marker> text` line wider than the width, cut between words into lines of the same
 * indentation. A comment whose marker is not followed by a space (a directive such as `//go:embed`,
 * a godoc code block `//\t…`) stays as it is, and so does a line the style keeps.
 */
export function wrapLineComments(source: string, style: CommentStyle, width = PRINT_WIDTH): string {
  const escaped = style.marker.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const comment = new RegExp(`^(\\s*)${escaped} (\\S.*)$`);
  return source
    .split("\n")
    .flatMap((line) => {
      const match = comment.exec(line);
      if (!match || style.width(line) <= width || style.keep(line)) return [line];
      const [, indent = "", text = ""] = match;
      const room = width - style.width(`${indent}${style.marker} `);
      const out: string[] = [];
      let current = "";
      for (const word of text.split(" ").filter((w) => w !== "")) {
        if (current !== "" && current.length + 1 + word.length > room) {
          out.push(current);
          current = word;
        } else current = current === "" ? word : `${current} ${word}`;
      }
      if (current !== "") out.push(current);
      return out.map((part) => `${indent}${style.marker} ${part}`);
    })
    .join("\n");
}
