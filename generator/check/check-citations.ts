/**
 * Citations and their quotes: each quote is still in the spec at its cited line, give or take
 * CITATION_TOLERANCE lines (a range covers all of it), and no fact contradicts its own quotes.
 */
import { lstatSync } from "node:fs";
import { join } from "node:path";
import { GenError, diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import { displayPath } from "../inputs/manifest.ts";
import { positionsAt, readInputFile } from "../inputs/read-schema.ts";
import type { ResolvedRoot } from "../inputs/resolve-roots.ts";
import { allFacts } from "../register/load-register.ts";
import { RegisterProblems } from "../register/problems.ts";
import type { Register, RegisterCitation, RegisterFact } from "../register/register-schema.ts";
import { formatPath, locate } from "../util/yaml-document.ts";

/** How far (in lines) a quote may sit from its cited line before the citation counts as drifted. */
export const CITATION_TOLERANCE = 5;

/** Refusals of a cited path that are the citation's fault, so they are shown at the citation. */
const PATH_PROBLEMS = new Set<string>(["spec/not-a-file", "spec/outside-root"]);

/**
 * `only`: check just the citations into these roots (a command that needs only some roots);
 * `which`: just the citations it accepts.
 */
export function checkCitations(
  register: Register,
  roots: Map<string, ResolvedRoot>,
  only?: ReadonlySet<string>,
  which: (citation: RegisterCitation) => boolean = () => true,
): void {
  const indexes = new Map<string, QuoteIndex | "missing" | "refused">();
  const problems: Diagnostic[] = [];
  for (const citation of allFacts(register).flatMap((fact) => fact.cite)) {
    if ((only && !only.has(citation.root)) || !which(citation)) continue;
    const { line, endLine, quote, source } = citation;
    const file = displayPath(citation.root, citation.file);
    const entry = formatPath(citation.path);
    const at = locate(register.yaml, [...citation.path, "source"]);
    let index = indexes.get(file);
    if (index === undefined) {
      const read = indexFile(roots.get(citation.root), citation.file, file);
      // A refused file is reported once; a problem with its content, at the file.
      if (read instanceof GenError)
        for (const d of read.diagnostics)
          problems.push(PATH_PROBLEMS.has(d.kind) ? { ...d, location: at } : d);
      index = read instanceof GenError ? "refused" : read;
      indexes.set(file, index);
    }
    if (index === "missing") problems.push(diagnostic("register/citation-file-missing", { entry, file }, at));
    if (!(index instanceof QuoteIndex)) continue;

    const spans = index.spansWithin(quote, line - CITATION_TOLERANCE, endLine + CITATION_TOLERANCE);
    const byNearness = (a: number, b: number) => Math.abs(a - line) - Math.abs(b - line) || a - b;
    const nearest = spans.sort((a, b) => byNearness(a.start, b.start))[0];
    if (nearest) {
      // A range must cover its whole quote: as many lines as the quote runs over and, since a
      // range is a precise claim, exactly where it is. A single line names where the quote
      // starts and keeps the drift tolerance.
      const lines = endLine - line + 1;
      const covers = (span: { start: number; end: number }) =>
        span.end - span.start + 1 <= lines && (lines === 1 || (span.start >= line && span.end <= endLine));
      const { start, end } = nearest;
      if (!spans.some(covers))
        problems.push(diagnostic("register/citation-range-short", { entry, file, source, start, end }, at));
      continue;
    }
    const foundAt = index.find(quote).sort(byNearness)[0];
    const params = { entry, file, line, quote, ...(foundAt !== undefined && { foundAt }) };
    problems.push(diagnostic("register/citation-drifted", params, at));
  }
  if (problems.length > 0) throw new GenError(problems);
}

/** The quote index of a cited file, "missing" when it (or its root) does not exist, or the refusal. */
function indexFile(
  root: ResolvedRoot | undefined,
  file: string,
  display: string,
): QuoteIndex | "missing" | GenError {
  if (!root) return "missing";
  const path = join(root.dir, file);
  try {
    lstatSync(path);
  } catch {
    return "missing";
  }
  try {
    return new QuoteIndex(readInputFile(path, display, { root: root.dir }).text);
  } catch (error) {
    if (error instanceof GenError) return error;
    throw error;
  }
}

// Quotes ignore markdown emphasis, backticks and line breaks (the prose writes `**MUST**` and wraps
// sentences; a quote writes MUST on one line); everything else, case included, must match. Both
// sides are compared in NFC: "é" as one code point and as "e" plus a combining accent look the
// same, and an editor may save either.
export function normaliseQuote(text: string): string {
  return text.normalize("NFC").replace(/[*_`]/g, "").replace(/\s+/g, " ").trim();
}

/** One cited file, normalised once, so that each quote is found by a plain text search. */
export class QuoteIndex {
  private readonly text: string;
  /** starts[i]: offset in `text` where line i + 1 begins. */
  private readonly starts: number[] = [];
  private readonly positionOf = positionsAt(this.starts);

  constructor(source: string) {
    // Built from parts: asking a string grown by `+=` whether it ends with a space flattens it
    // each time, which made indexing a prose file quadratic in its length.
    const parts: string[] = [];
    let length = 0;
    let endsInSpace = false;
    for (const line of source.split("\n")) {
      // The line break before this line is whitespace too: one space between words.
      if (length !== 0 && !endsInSpace) {
        parts.push(" ");
        length += 1;
        endsInSpace = true;
      }
      this.starts.push(length);
      // Trimmed: a line that is not blank ends in no space.
      const normal = normaliseQuote(line);
      parts.push(normal);
      length += normal.length;
      if (normal !== "") endsInSpace = false;
    }
    this.text = parts.join("");
  }

  find(quote: string): number[] {
    return this.spansWithin(quote, 1, this.starts.length).map((span) => span.start);
  }

  /** Lines of each occurrence starting in [from, to]: where it starts and where it ends. */
  spansWithin(quote: string, from: number, to: number): { start: number; end: number }[] {
    const needle = normaliseQuote(quote);
    const spans: { start: number; end: number }[] = [];
    if (needle === "" || from > this.starts.length) return spans;
    const begin = this.starts[Math.max(1, from) - 1] ?? 0;
    for (let at = this.text.indexOf(needle, begin); at !== -1; at = this.text.indexOf(needle, at + 1)) {
      const start = this.positionOf(at).line;
      if (start > to) break;
      spans.push({ start, end: this.positionOf(at + needle.length - 1).line });
    }
    return spans;
  }
}

/** "404 Not Found", "400 Bad Request", "200 OK"; "HTTP 404", "status 400", "status code MUST be 400". */
const STATUS_WITH_REASON = /\b([1-5]\d\d) (?:[A-Z][A-Za-z-]*|OK)\b/g;
const STATUS_AFTER_WORD =
  /\b(?:HTTP|status)(?: (?:status|code))*(?: (?:MUST|SHOULD|MAY) be| is| of)? ([1-5]\d\d)\b/gi;
/** A JSON-RPC error code as the spec writes it: "-32601", "−32601", "code 32601" is not one. */
const ERROR_CODE = /(?<![\w.-])[-−](3\d{4})\b/g;

export function statusesNamed(quote: string): Set<number> {
  const text = quote.replace(/\s+/g, " ");
  const found = new Set<number>();
  for (const pattern of [STATUS_WITH_REASON, STATUS_AFTER_WORD])
    for (const match of text.matchAll(pattern)) found.add(Number(match[1]));
  return found;
}

export function codesNamed(quote: string): Set<number> {
  const found = new Set<number>();
  for (const match of quote.matchAll(ERROR_CODE)) found.add(-Number(match[1]));
  return found;
}

/**
 * Where a fact's quotes name HTTP statuses or JSON-RPC codes, its own is among them: quotes may name
 * others too ("-32002 … replaced by -32602" backs both facts), and quotes naming none say nothing.
 */
export function checkQuotedValues(register: Register): void {
  const problems = new RegisterProblems(register.yaml);
  const check = (fact: RegisterFact, field: "status" | "code", value: number) => {
    const extract = field === "status" ? statusesNamed : codesNamed;
    const named = new Set(fact.cite.flatMap((c) => [...extract(c.quote)]));
    if (named.size === 0 || named.has(value)) return;
    const what = field === "status" ? `HTTP status ${value}` : `code ${value}`;
    // Codes are negative: -32601 before -32602.
    const list = [...named].sort((a, b) => (field === "code" ? b - a : a - b)).map(String);
    const quoted = fact.cite.map((c) => c.quote.replace(/\s+/g, " ")).join(" … ");
    const quote = quoted.length > 160 ? `${quoted.slice(0, 157)}...` : quoted;
    const params = { what, field, named: list, quote };
    problems.add("register/quote-contradicts-fact", params, [...fact.path, field]);
  };
  // Condition statuses only: a revision's default status is argued by exclusion, its quotes
  // naming the statuses that travel outside JSON-RPC (a legacy 400 for a missing session).
  for (const fact of register.conditions.flatMap((c) => c.http)) check(fact, "status", fact.status);
  for (const fact of [...register.conditions.flatMap((c) => c.codes), ...register.policy.reserved])
    check(fact, "code", fact.code);
  problems.throwIfAny();
}
