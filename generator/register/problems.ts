/** Collects register diagnostics at YAML positions, so every check can report all problems at once. */
import { diagnostic, GenError, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { DiagnosticKind, DiagnosticParams } from "../diagnostics/catalogue.ts";
import { formatPath, locate, type LocatedYaml, type YamlPath } from "../util/yaml-document.ts";

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

  invalid(path: YamlPath, reason: string): void {
    this.add("register/invalid-value", { path: formatPath(path), reason }, path);
  }

  missing(path: YamlPath, key: string): void {
    this.add("register/missing-key", { path: formatPath(path), key }, path);
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

  throwIfAny(): void {
    if (this.list.length > 0) throw new GenError(this.sorted());
  }
}
