/** Collects register diagnostics at YAML positions, so every check can report all problems at once. */
import { diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { DiagnosticKind, DiagnosticParams } from "../diagnostics/catalogue.ts";
import { locate, type LocatedYaml, type YamlPath } from "../util/yaml-document.ts";

export class RegisterProblems {
  readonly list: Diagnostic[] = [];

  constructor(private readonly yaml: LocatedYaml) {}

  add<K extends DiagnosticKind>(
    kind: K,
    params: DiagnosticParams<K>,
    path: YamlPath,
    options: { key?: boolean } = {},
  ): void {
    this.list.push(diagnostic(kind, params, locate(this.yaml, path, options)));
  }

  /** Sorted by position, then message, so the output is stable. */
  sorted(): Diagnostic[] {
    return [...this.list].sort(
      (a, b) =>
        (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
        (a.location?.column ?? 0) - (b.location?.column ?? 0) ||
        (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
    );
  }
}
