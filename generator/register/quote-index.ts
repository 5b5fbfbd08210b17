/**
 * Quote matching that ignores markdown emphasis, backticks and line breaks: the prose writes
 * `**MUST**` and wraps sentences, while a register quote writes MUST on one line. Everything
 * else, case included, must match exactly.
 */

const IGNORED = new Set(["*", "_", "`"]);

/** A quote as compared: markup removed, whitespace runs collapsed to one space, trimmed. */
export function normaliseQuote(text: string): string {
  let out = "";
  for (const char of text) {
    if (IGNORED.has(char)) continue;
    if (/\s/.test(char)) {
      if (out !== "" && !out.endsWith(" ")) out += " ";
      continue;
    }
    out += char;
  }
  return out.trimEnd();
}

/** A file normalised as one string, remembering the source line of each kept character. */
export class QuoteIndex {
  private readonly text: string;
  private readonly lines: number[];

  constructor(source: string) {
    let text = "";
    const lines: number[] = [];
    let line = 1;
    for (const char of source) {
      if (char === "\n") line++;
      if (IGNORED.has(char)) continue;
      if (/\s/.test(char)) {
        if (text !== "" && !text.endsWith(" ")) {
          text += " ";
          lines.push(line);
        }
        continue;
      }
      text += char;
      // Characters outside the BMP take two UTF-16 units; keep the map aligned with `text`.
      for (let i = 0; i < char.length; i++) lines.push(line);
    }
    this.text = text;
    this.lines = lines;
  }

  /** Lines where the normalised quote starts, in file order. */
  find(quote: string): number[] {
    const needle = normaliseQuote(quote);
    if (needle === "") return [];
    const found: number[] = [];
    for (let at = this.text.indexOf(needle); at !== -1; at = this.text.indexOf(needle, at + 1))
      found.push(this.lines[at] ?? 0);
    return found;
  }
}
