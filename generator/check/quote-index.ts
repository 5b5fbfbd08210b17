/**
 * Quote matching that ignores markdown emphasis, backticks and line breaks: the prose writes
 * `**MUST**` and wraps sentences, while a register quote writes MUST on one line. Everything
 * else, case included, must match exactly.
 *
 * A citation is checked against the few lines around it, so a file is only normalised whole
 * when a quote has drifted and the error wants to say where it went.
 */

const IGNORED = /[*_`]/g;
const WHITESPACE = /\s+/g;

/** A quote as compared: markup removed, whitespace runs collapsed to one space, trimmed. */
export function normaliseQuote(text: string): string {
  return text.replace(IGNORED, "").replace(WHITESPACE, " ").trim();
}

interface NormalisedRange {
  text: string;
  /** starts[i]: offset in `text` where line `first + i` begins. */
  starts: number[];
  first: number;
}

/** The lines of one cited file, normalised on demand. */
export class QuoteIndex {
  private readonly lines: string[];
  private whole: NormalisedRange | undefined;

  constructor(source: string) {
    this.lines = source.split("\n");
  }

  /** Lines (1-based) where the quote starts, anywhere in the file, in file order. */
  find(quote: string): number[] {
    this.whole ??= this.normalise(1, this.lines.length);
    return occurrences(this.whole, normaliseQuote(quote));
  }

  /** Whether the quote starts on a line in [from, to]. */
  startsWithin(quote: string, from: number, to: number): boolean {
    return this.spansWithin(quote, from, to).length > 0;
  }

  /** Lines of each occurrence starting in [from, to]: where it starts and where it ends. */
  spansWithin(quote: string, from: number, to: number): { start: number; end: number }[] {
    const needle = normaliseQuote(quote);
    if (needle === "") return [];
    const range = this.normalise(Math.max(1, from), Math.min(this.lines.length, to + needle.length));
    const spans: { start: number; end: number }[] = [];
    for (let at = range.text.indexOf(needle); at !== -1; at = range.text.indexOf(needle, at + 1)) {
      const start = range.first + lineIndexOf(range.starts, at);
      if (start >= from && start <= to)
        spans.push({ start, end: range.first + lineIndexOf(range.starts, at + needle.length - 1) });
    }
    return spans;
  }

  private normalise(first: number, last: number): NormalisedRange {
    let text = "";
    const starts: number[] = [];
    for (let n = first; n <= last; n++) {
      const segment = (this.lines[n - 1] ?? "").replace(IGNORED, "").replace(WHITESPACE, " ");
      // The line break before this line is whitespace too: keep exactly one space between words.
      if (text !== "" && !text.endsWith(" ")) text += " ";
      starts.push(text.length);
      text += text === "" || text.endsWith(" ") ? segment.trimStart() : segment;
    }
    return { text, starts, first };
  }
}

function occurrences(range: NormalisedRange, needle: string): number[] {
  if (needle === "") return [];
  const found: number[] = [];
  for (let at = range.text.indexOf(needle); at !== -1; at = range.text.indexOf(needle, at + 1))
    found.push(range.first + lineIndexOf(range.starts, at));
  return found;
}

/** Index of the last line starting at or before `offset` (binary search). */
function lineIndexOf(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
