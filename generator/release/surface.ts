/**
 * The public surface of the mcp-errors package, as data a release compares: what each module
 * exports (read from the emitted declaration files), the table values each revision's exports
 * carry (codes, statuses, match rules, data types, translations), and the wording (messages,
 * reasons), which changes no behaviour.
 */
import type { MergedModel, TranslationOutcome } from "../model/merged-model.ts";
import { stableJson } from "../util/stable-json.ts";

export type SurfaceValue =
  string | number | boolean | null | SurfaceValue[] | { [key: string]: SurfaceValue };

export interface PackageSurface {
  /** Module path ("lib/index.d.ts") -> exported names, sorted. */
  exports: Record<string, string[]>;
  /** Revision id -> its tables. */
  tables: Record<string, RevisionTables>;
  /** "from -> to" -> condition key -> outcome. */
  translations: Record<string, Record<string, string>>;
  /** Revision id -> condition key -> default message; and translation reasons. */
  wording: Record<string, Record<string, string>>;
}

export interface RevisionTables {
  status: string;
  era: string;
  constants: Record<string, number>;
  conditions: Record<string, { [key: string]: SurfaceValue }>;
  /** Pre-dispatch transport failure -> its status ("400", "unspecified"). */
  transportFailures: Record<string, string>;
  reserved: number[];
}

export function packageSurface(model: MergedModel, files: ReadonlyMap<string, string>): PackageSurface {
  const exports: Record<string, string[]> = {};
  for (const [path, text] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    // cjs/ holds copies of the same declarations (commonjs.ts): lib/ is the surface.
    if (path.startsWith("lib/") && path.endsWith(".d.ts")) exports[path] = exportedNames(text);
  const tables: Record<string, RevisionTables> = {};
  const wording: Record<string, Record<string, string>> = {};
  for (const revision of model.revisions) {
    const conditions: RevisionTables["conditions"] = {};
    const messages: Record<string, string> = {};
    for (const c of revision.conditions) {
      conditions[c.key] = {
        code: c.code,
        constant: c.constant,
        http: c.httpStatus.status === null ? "unspecified" : String(c.httpStatus.status),
        recognition: stableJson(c.recognition),
        interface: c.interface?.name ?? null,
        data: c.data
          ? { optional: c.data.optional, exact: c.data.exact, type: stableJson(c.data.type) }
          : null,
      };
      messages[c.key] = c.message;
    }
    tables[revision.id] = {
      status: revision.status,
      era: revision.era,
      constants: Object.fromEntries(revision.constants.map((c) => [c.name, c.value])),
      conditions,
      transportFailures: Object.fromEntries(
        revision.transportFailures.map((f) => [f.key, f.status === null ? "unspecified" : String(f.status)]),
      ),
      reserved: revision.reserved.map((r) => r.code).sort((a, b) => a - b),
    };
    wording[revision.id] = messages;
  }
  const translations: PackageSurface["translations"] = {};
  for (const pair of model.translations) {
    const outcomes: Record<string, string> = {};
    const reasons: Record<string, string> = {};
    for (const outcome of pair.outcomes) {
      outcomes[outcome.condition] = describeOutcome(outcome);
      if (outcome.kind === "untranslatable") reasons[outcome.condition] = outcome.reason;
    }
    translations[`${pair.from} -> ${pair.to}`] = outcomes;
    if (Object.keys(reasons).length > 0) wording[`${pair.from} -> ${pair.to}`] = reasons;
  }
  return { exports, tables, translations, wording };
}

function describeOutcome(outcome: TranslationOutcome): string {
  const status = outcome.httpStatus === null ? "HTTP unspecified" : `HTTP ${outcome.httpStatus}`;
  return `${describeOutcomeCode(outcome)}, ${status}`;
}

function describeOutcomeCode(outcome: TranslationOutcome): string {
  switch (outcome.kind) {
    case "passthrough":
      return `passthrough ${outcome.code}`;
    case "renumber":
      return `renumber ${outcome.fromCode} -> ${outcome.code}`;
    case "mapped":
      return `carried as ${outcome.toCondition} ${outcome.code}`;
    case "untranslatable":
      return `untranslatable, falls back to ${outcome.fallback.condition} ${outcome.fallback.code}`;
  }
}

/** Names a declaration file exports: declarations, export lists (`a as b` counts as b), re-exports. */
export function exportedNames(text: string): string[] {
  const names = new Set<string>();
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/[^\n]*/g, "");
  for (const m of code.matchAll(
    /\bexport\s+(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:const|let|var|function|class|type|interface|enum|namespace)\s+([A-Za-z_$][\w$]*)/g,
  ))
    names.add(m[1] as string);
  for (const m of code.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}/g))
    for (const part of (m[1] as string).split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  for (const m of code.matchAll(/\bexport\s+\*\s+(?:as\s+([\w$]+)\s+)?from\s+["']([^"']+)["']/g))
    names.add(m[1] ?? `* from ${m[2]}`);
  return [...names].sort();
}
