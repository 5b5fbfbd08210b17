/**
 * Collects every problem found in one schema file, so a user sees them all in one run instead of
 * fixing them one at a time. Problems are reported in source order.
 */
import type { DiagnosticKind, DiagnosticParams } from "../diagnostics/catalogue.ts";
import { diagnostic, GenError, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { SourceLocation } from "../model/schema-model.ts";

export class Problems {
  private readonly found: Diagnostic[] = [];

  add<K extends DiagnosticKind>(kind: K, params: DiagnosticParams<K>, location: SourceLocation): void {
    this.found.push(diagnostic(kind, params, location));
  }

  get size(): number {
    return this.found.length;
  }

  /** Throws one GenError holding every problem, ordered by position, when there is any. */
  throwIfAny(): void {
    if (this.found.length === 0) return;
    const ordered = [...this.found].sort(
      (a, b) =>
        (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
        (a.location?.column ?? 0) - (b.location?.column ?? 0) ||
        (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0),
    );
    throw new GenError(ordered);
  }
}
