/**
 * Every register citation must still quote the spec text at its line, give or take
 * CITATION_TOLERANCE lines, and a cited range must cover the whole quote. Each cited file is
 * read once.
 */
import { lstatSync } from "node:fs";
import { join } from "node:path";
import { GenError, diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import { readInputFile } from "../inputs/read-schema.ts";
import type { ResolvedRoot } from "../inputs/resolve-roots.ts";
import { formatPath, locate } from "../util/yaml-document.ts";
import { citationDisplay } from "../register/parse-citation.ts";
import { QuoteIndex } from "./quote-index.ts";
import { allCitations } from "../register/walk-register.ts";
import type { Register } from "../register/register-types.ts";

/** How far (in lines) a quote may sit from its cited line before the citation counts as drifted. */
export const CITATION_TOLERANCE = 5;

/** Refusals of a cited path that are the citation's fault, so they are shown at the citation. */
const PATH_PROBLEMS = new Set<string>(["spec/not-a-file", "spec/outside-root"]);

/** `only`: check just the citations into these roots (a command that needs only some roots). */
export function checkCitations(
  register: Register,
  roots: Map<string, ResolvedRoot>,
  only?: ReadonlySet<string>,
): void {
  const indexes = new Map<string, QuoteIndex | "missing" | "refused">();
  const problems: Diagnostic[] = [];
  for (const citation of allCitations(register)) {
    if (only && !only.has(citation.root)) continue;
    const { line, endLine, quote, source } = citation;
    const file = citationDisplay(citation.root, citation.file);
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
    const nearest = spans.sort(
      (a, b) => Math.abs(a.start - line) - Math.abs(b.start - line) || a.start - b.start,
    )[0];
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
    const foundAt = index.find(quote).sort((a, b) => Math.abs(a - line) - Math.abs(b - line) || a - b)[0];
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
