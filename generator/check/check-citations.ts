/**
 * Stage 2b: every register citation must still quote the spec text at its line, give or take
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

const PATH_PROBLEMS = new Set<string>(["spec/not-a-file", "spec/outside-root"]);

/** `only`: check just the citations into these roots (a command that needs only some roots). */
export function checkCitations(
  register: Register,
  roots: Map<string, ResolvedRoot>,
  only?: ReadonlySet<string>,
): void {
  const files = new Map<string, QuoteIndex | undefined>();
  const problems: Diagnostic[] = [];
  const reported = new Set<string>();

  for (const citation of allCitations(register)) {
    if (only && !only.has(citation.root)) continue;
    const display = citationDisplay(citation.root, citation.file);
    const entry = formatPath(citation.path);
    const at = locate(register.yaml, [...citation.path, "source"]);
    if (!files.has(display)) {
      const index = indexFile(roots.get(citation.root), citation.file, display);
      if (index instanceof GenError) {
        // Reported once. A path that leads to no regular file inside the root is the citation's
        // fault, so it is shown at the citation; a problem with the file's content, at the file.
        for (const d of index.diagnostics)
          problems.push(PATH_PROBLEMS.has(d.kind) ? { ...d, location: at } : d);
        files.set(display, undefined);
        reported.add(display);
        continue;
      }
      files.set(display, index);
    }
    const index = files.get(display);
    if (!index && reported.has(display)) continue;
    if (!index) {
      problems.push(diagnostic("register/citation-file-missing", { entry, file: display }, at));
      continue;
    }
    const spans = index.spansWithin(
      citation.quote,
      citation.line - CITATION_TOLERANCE,
      citation.endLine + CITATION_TOLERANCE,
    );
    if (spans.length > 0) {
      // A range must cover its whole quote: as many lines as the quote runs over and, since a
      // range is a precise claim, exactly where it is. A single line names where the quote
      // starts and keeps the drift tolerance.
      const lines = citation.endLine - citation.line + 1;
      const covers = (span: { start: number; end: number }) =>
        span.end - span.start + 1 <= lines &&
        (lines === 1 || (span.start >= citation.line && span.end <= citation.endLine));
      const nearest = [...spans].sort(
        (a, b) => Math.abs(a.start - citation.line) - Math.abs(b.start - citation.line) || a.start - b.start,
      )[0];
      if (nearest && !spans.some(covers))
        problems.push(
          diagnostic(
            "register/citation-range-short",
            { entry, file: display, source: citation.source, start: nearest.start, end: nearest.end },
            at,
          ),
        );
      continue;
    }
    const found = index.find(citation.quote);
    const closest = [...found].sort(
      (a, b) => Math.abs(a - citation.line) - Math.abs(b - citation.line) || a - b,
    )[0];
    problems.push(
      diagnostic(
        "register/citation-drifted",
        {
          entry,
          file: display,
          line: citation.line,
          quote: citation.quote,
          ...(closest !== undefined ? { foundAt: closest } : {}),
        },
        at,
      ),
    );
  }
  if (problems.length > 0) throw new GenError(problems);
}

/**
 * The quote index of a cited file; undefined when the file (or its root) does not exist, the
 * refusal when it exists but is not a regular UTF-8 file inside its root.
 */
function indexFile(
  root: ResolvedRoot | undefined,
  file: string,
  display: string,
): QuoteIndex | GenError | undefined {
  if (!root) return undefined;
  const path = join(root.dir, file);
  try {
    lstatSync(path);
  } catch {
    return undefined;
  }
  try {
    return new QuoteIndex(readInputFile(path, display, { root: root.dir }).text);
  } catch (error) {
    if (error instanceof GenError) return error;
    throw error;
  }
}
