/** Every user-facing failure is a GenError of catalogue diagnostics; the CLI turns it into exit 2. */
import { catalogue, type CatalogueEntry, type DiagnosticKind, type DiagnosticParams } from "./catalogue.ts";

export interface DiagnosticLocation {
  /** Path as the user should see it (relative to the cwd or a spec root). */
  file: string;
  line?: number;
  column?: number;
}

export type Diagnostic = ReturnType<typeof diagnostic>;

export class GenError extends Error {
  override name = "GenError";

  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join("\n"));
  }
}

export function diagnostic<K extends DiagnosticKind>(
  kind: K,
  params: DiagnosticParams<K>,
  location?: DiagnosticLocation,
) {
  // The catalogue's templates are typed per kind; the cast narrows the union for the call.
  const { message, hint } = catalogue[kind] as CatalogueEntry<DiagnosticParams<K>>;
  return { kind, message: message(params), hint: typeof hint === "string" ? hint : hint(params), location };
}

export function fail<K extends DiagnosticKind>(...args: Parameters<typeof diagnostic<K>>): never {
  throw new GenError([diagnostic(...args)]);
}

export function formatLocation(location: DiagnosticLocation | undefined): string {
  if (!location) return "";
  const { file, line, column } = location;
  if (line === undefined) return file;
  return column === undefined ? `${file}:${line}` : `${file}:${line}:${column}`;
}
