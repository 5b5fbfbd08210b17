/**
 * Quote matching that ignores markdown emphasis, backticks and line breaks: the prose writes
 * `**MUST**` and wraps sentences, while a register quote writes MUST on one line. Everything
 * else, case included, must match exactly.
 */

const IGNORED = /[*_`]/g;
const WHITESPACE = /\s+/g;

/** A quote as compared: markup removed, whitespace runs collapsed to one space, trimmed. */
export function normaliseQuote(text: string): string {
  return text.replace(IGNORED, "").replace(WHITESPACE, " ").trim();
}

/** One cited file, normalised once, so that each quote is found by a plain text search. */
export class QuoteIndex {
  private readonly text: string;
  /** starts[i]: offset in `text` where line i + 1 begins. */
  private readonly starts: number[] = [];

  constructor(source: string) {
    let text = "";
    for (const line of source.split("\n")) {
      const segment = line.replace(IGNORED, "").replace(WHITESPACE, " ");
      // The line break before this line is whitespace too: keep exactly one space between words.
      if (text !== "" && !text.endsWith(" ")) text += " ";
      this.starts.push(text.length);
      text += text === "" || text.endsWith(" ") ? segment.trimStart() : segment;
    }
    this.text = text;
  }

  /** Lines (1-based) where the quote starts, anywhere in the file, in file order. */
  find(quote: string): number[] {
    return this.spansWithin(quote, 1, this.starts.length).map((span) => span.start);
  }

  /** Whether the quote starts on a line in [from, to]. */
  startsWithin(quote: string, from: number, to: number): boolean {
    return this.spansWithin(quote, from, to).length > 0;
  }

  /** Lines of each occurrence starting in [from, to]: where it starts and where it ends. */
  spansWithin(quote: string, from: number, to: number): { start: number; end: number }[] {
    const needle = normaliseQuote(quote);
    const spans: { start: number; end: number }[] = [];
    if (needle === "" || from > this.starts.length) return spans;
    const begin = this.starts[Math.max(1, from) - 1] ?? 0;
    for (let at = this.text.indexOf(needle, begin); at !== -1; at = this.text.indexOf(needle, at + 1)) {
      const start = this.lineOf(at);
      if (start > to) break;
      spans.push({ start, end: this.lineOf(at + needle.length - 1) });
    }
    return spans;
  }

  /** The line `offset` is on: the last one starting at or before it (binary search). */
  private lineOf(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
}
