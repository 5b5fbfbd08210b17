/**
 * Two package surfaces -> the changes a release note lists, each with its semver impact:
 * "major" for what can break a consumer (a removed export, revision, condition or constant; a
 * changed table value or translation), "minor" for what adds (an export, a revision, a condition,
 * a constant, a translation), "patch" for wording (default messages, untranslatable reasons).
 *
 * A reviewer reads the entry, so it says each thing once: one line per condition, whatever number
 * of its values changed; the same change in several revisions (or translations) is one line that
 * names them all; and a translation whose only change is the status its target revision now gives
 * the condition it carries is left to that revision's line.
 */
import { stableJson } from "../util/stable-json.ts";
import type { PackageSurface, RevisionTables, SurfaceValue, TranslationValue } from "./surface.ts";

/**
 * One changelog line: plain text, or parts where `{ code }` marks a value (a code, a status, a
 * type), which markdown shows as a code span rather than escaped prose.
 */
export type ChangelogItem = string | ChangelogPart[];
export type ChangelogPart = string | { code: string };

export type Impact = "major" | "minor" | "patch";

export const IMPACTS: readonly Impact[] = ["major", "minor", "patch"];

export interface SurfaceChange {
  impact: Impact;
  /** One line for the changelog, in plain words. */
  text: ChangelogItem;
}

/** Readable names of a condition's surface fields. */
const FIELD_NAMES: Record<string, string> = {
  code: "code",
  constant: "constant",
  http: "HTTP status",
  recognition: "recognised by",
  interface: "schema interface",
  data: "error data",
};

export function compareSurfaces(before: PackageSurface, after: PackageSurface): SurfaceChange[] {
  // Scoped changes, merged below: the scope is the revision, translation direction or module.
  const found: { impact: Impact; scope: string; body: ChangelogPart[] }[] = [];
  const add = (impact: Impact, scope: string, ...body: ChangelogPart[]) =>
    found.push({ impact, scope, body });

  for (const module of keys(before.exports, after.exports)) {
    const b = exportsOf(before.exports[module]);
    const a = exportsOf(after.exports[module]);
    if (!a) add("major", "", `module ${module} is gone`);
    else if (!b) add("minor", "", `new module ${module}`);
    else
      for (const name of keys(b, a)) {
        const from = b[name];
        const to = a[name];
        if (to === undefined) add("major", module, "no longer exports ", code(name));
        else if (from === undefined) add("minor", module, "exports ", code(name));
        // Null on either side: not a function, or a baseline that recorded names alone.
        else if (from !== null && to !== null && from !== to)
          add("major", module, `${name}: signature `, code(from), " → ", code(to));
      }
  }

  for (const revision of keys(before.tables, after.tables)) {
    const b = before.tables[revision];
    const a = after.tables[revision];
    if (!a) {
      add("major", "", `revision ${revision} is gone`);
      continue;
    }
    if (!b) {
      add("minor", "", `revision ${revision} (${a.status}) is new`);
      continue;
    }
    for (const field of ["status", "era"] as const)
      if (b[field] !== a[field]) add("major", revision, `${field} `, code(b[field]), " → ", code(a[field]));
    for (const name of keys(b.constants, a.constants)) {
      const from = b.constants[name];
      const to = a.constants[name];
      if (to === undefined) add("major", revision, `constant ${name} `, code(from), " is gone");
      else if (from === undefined) add("minor", revision, `new constant ${name} `, code(to));
      else if (from !== to) add("major", revision, `${name} `, code(from), " → ", code(to));
    }
    for (const key of keys(b.conditions, a.conditions)) {
      const from = b.conditions[key];
      const to = a.conditions[key];
      if (!to) add("major", revision, `condition ${key} is gone`);
      else if (!from) add("minor", revision, `new condition ${key} `, code(to.code));
      else {
        const parts: ChangelogPart[] = [];
        for (const field of keys(from, to))
          if (stableJson(from[field] ?? null) !== stableJson(to[field] ?? null))
            parts.push(
              parts.length > 0 ? "; " : "",
              `${FIELD_NAMES[field] ?? field} `,
              code(from[field]),
              " → ",
              code(to[field]),
            );
        if (parts.length > 0) add("major", revision, `${key}: `, ...parts);
      }
    }
    // A baseline from before per-condition statuses has no transport failures.
    const failuresBefore = b.transportFailures ?? {};
    for (const key of keys(failuresBefore, a.transportFailures)) {
      const from = failuresBefore[key];
      const to = a.transportFailures[key];
      if (from === undefined) add("minor", revision, `new transport failure ${key}, HTTP status `, code(to));
      else if (to === undefined) add("major", revision, `transport failure ${key} is gone`);
      else if (from !== to)
        add("major", revision, `transport failure ${key}: HTTP status `, code(from), " → ", code(to));
    }
    for (const reserved of a.reserved.filter((c) => !b.reserved.includes(c)))
      add("minor", revision, "code ", code(reserved), " is reserved");
    for (const reserved of b.reserved.filter((c) => !a.reserved.includes(c)))
      add("major", revision, "code ", code(reserved), " is no longer reserved");
  }

  for (const direction of keys(before.translations, after.translations)) {
    const b = before.translations[direction] ?? {};
    const a = after.translations[direction] ?? {};
    const target = direction.split(" -> ")[1] ?? "";
    const scope = direction.replace(" -> ", " → ");
    for (const key of keys(b, a)) {
      const from = b[key];
      const to = a[key];
      if (to === undefined) add("major", scope, `${key} is no longer translated`);
      else if (from === undefined) add("minor", scope, `${key} translated as `, code(outcomeText(to)));
      else if (
        stableJson(from) !== stableJson(to) &&
        !statusFollowsTarget(from, to, before.tables[target], after.tables[target])
      )
        add(
          "major",
          scope,
          `${key} translated as `,
          code(outcomeText(to)),
          ", was ",
          code(outcomeText(from)),
        );
    }
  }

  for (const scope of keys(before.wording, after.wording)) {
    const b = before.wording[scope] ?? {};
    const a = after.wording[scope] ?? {};
    for (const key of keys(b, a))
      if (a[key] !== undefined && b[key] !== undefined && a[key] !== b[key])
        add("patch", scope.replace(" -> ", " → "), `${key} reads “${a[key]}”, was “${b[key]}”`);
  }

  // The same change in several scopes is one line naming them all, at the first one's place.
  const merged = new Map<string, { impact: Impact; scopes: string[]; body: ChangelogPart[] }>();
  for (const { impact, scope, body } of found) {
    const key = `${impact}\u0000${stableJson(body)}`;
    const line = merged.get(key) ?? { impact, scopes: [], body };
    line.scopes.push(scope);
    merged.set(key, line);
  }
  return [...merged.values()].map(({ impact, scopes, body }) => ({
    impact,
    // Lines that name their own subject ("revision draft is gone") have no scope.
    text: plain([scopes[0] === "" ? "" : `${scopes.join(", ")}: `, ...body]),
  }));
}

/** A module's exports by name; a baseline that recorded names alone gives no signatures. */
function exportsOf(
  value: Record<string, string | null> | string[] | undefined,
): Record<string, string | null> | undefined {
  return Array.isArray(value) ? Object.fromEntries(value.map((name) => [name, null])) : value;
}

/** The largest impact among `changes`, or undefined when there are none. */
export function highestImpact(changes: readonly SurfaceChange[]): Impact | undefined {
  return IMPACTS.find((impact) => changes.some((c) => c.impact === impact));
}

/**
 * Whether a translation changed only in the status it travels with, to the status its target
 * revision now gives the condition it is carried as: that revision's own line already says so.
 */
function statusFollowsTarget(
  from: TranslationValue,
  to: TranslationValue,
  targetBefore: RevisionTables | undefined,
  targetAfter: RevisionTables | undefined,
): boolean {
  return (
    from.outcome === to.outcome &&
    from.carriedAs === to.carriedAs &&
    targetBefore?.conditions[from.carriedAs]?.http === from.http &&
    targetAfter?.conditions[to.carriedAs]?.http === to.http
  );
}

function outcomeText(value: TranslationValue): string {
  return `${value.outcome}, HTTP ${value.http}`;
}

function code(value: SurfaceValue | undefined): ChangelogPart {
  return { code: show(value) };
}

/** Adjacent text parts joined, and a line without values as a plain string. */
function plain(parts: ChangelogPart[]): ChangelogItem {
  const joined: ChangelogPart[] = [];
  for (const part of parts) {
    const last = joined[joined.length - 1];
    if (typeof part === "string" && typeof last === "string") joined[joined.length - 1] = last + part;
    else if (part !== "") joined.push(part);
  }
  return joined.length === 1 && typeof joined[0] === "string" ? joined[0] : joined;
}

function keys(a: object, b: object): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}

function show(value: SurfaceValue | undefined): string {
  if (value === undefined || value === null) return "none";
  return typeof value === "object" ? JSON.stringify(JSON.parse(stableJson(value))) : String(value);
}
