/**
 * Two package surfaces -> the changes a release note lists, each with its semver impact:
 * "major" for what can break a consumer (a removed export, revision, condition or constant; a
 * changed table value or translation), "minor" for what adds (an export, a revision, a condition,
 * a constant, a translation), "patch" for wording (default messages, untranslatable reasons).
 */
import { stableJson } from "../util/stable-json.ts";
import type { PackageSurface, SurfaceValue } from "./surface.ts";

export type Impact = "major" | "minor" | "patch";

export const IMPACTS: readonly Impact[] = ["major", "minor", "patch"];

export interface SurfaceChange {
  impact: Impact;
  /** One line for the changelog, in plain words. */
  text: string;
}

export function compareSurfaces(before: PackageSurface, after: PackageSurface): SurfaceChange[] {
  const changes: SurfaceChange[] = [];
  const add = (impact: Impact, text: string) => changes.push({ impact, text });

  for (const module of keys(before.exports, after.exports)) {
    const b = before.exports[module];
    const a = after.exports[module];
    if (!a) add("major", `module ${module} is gone`);
    else if (!b) add("minor", `new module ${module}`);
    else {
      for (const name of a.filter((n) => !b.includes(n))) add("minor", `${module} exports ${name}`);
      for (const name of b.filter((n) => !a.includes(n))) add("major", `${module} no longer exports ${name}`);
    }
  }

  for (const revision of keys(before.tables, after.tables)) {
    const b = before.tables[revision];
    const a = after.tables[revision];
    if (!a) {
      add("major", `revision ${revision} is gone`);
      continue;
    }
    if (!b) {
      add("minor", `revision ${revision} (${a.status}) is new`);
      continue;
    }
    for (const field of ["status", "era"] as const)
      if (b[field] !== a[field]) add("major", `${revision}: ${field} ${b[field]} → ${a[field]}`);
    for (const name of keys(b.constants, a.constants)) {
      const from = b.constants[name];
      const to = a.constants[name];
      if (to === undefined) add("major", `${revision}: constant ${name} (${from}) is gone`);
      else if (from === undefined) add("minor", `${revision}: new constant ${name} (${to})`);
      else if (from !== to) add("major", `${revision}: ${name} ${from} → ${to}`);
    }
    for (const key of keys(b.conditions, a.conditions)) {
      const from = b.conditions[key];
      const to = a.conditions[key];
      if (!to) add("major", `${revision}: condition ${key} is gone`);
      else if (!from) add("minor", `${revision}: new condition ${key} (${String(to.code)})`);
      else
        for (const field of keys(from, to))
          if (stableJson(from[field] ?? null) !== stableJson(to[field] ?? null))
            add("major", `${revision}: ${key} ${field} ${show(from[field])} → ${show(to[field])}`);
    }
    // A baseline from before per-condition statuses has no transport failures.
    const failuresBefore = b.transportFailures ?? {};
    for (const key of keys(failuresBefore, a.transportFailures)) {
      const from = failuresBefore[key];
      const to = a.transportFailures[key];
      if (from === undefined) add("minor", `${revision}: new transport failure ${key} (${String(to)})`);
      else if (to === undefined) add("major", `${revision}: transport failure ${key} is gone`);
      else if (from !== to) add("major", `${revision}: transport failure ${key} ${from} → ${to}`);
    }
    for (const code of a.reserved.filter((c) => !b.reserved.includes(c)))
      add("minor", `${revision}: code ${code} is reserved`);
    for (const code of b.reserved.filter((c) => !a.reserved.includes(c)))
      add("major", `${revision}: code ${code} is no longer reserved`);
  }

  for (const direction of keys(before.translations, after.translations)) {
    const b = before.translations[direction] ?? {};
    const a = after.translations[direction] ?? {};
    for (const key of keys(b, a)) {
      if (a[key] === undefined) add("major", `translation ${direction}: ${key} is no longer translated`);
      else if (b[key] === undefined) add("minor", `translation ${direction}: ${key} ${a[key]}`);
      else if (a[key] !== b[key]) add("major", `translation ${direction}: ${key} ${b[key]} → ${a[key]}`);
    }
  }

  for (const scope of keys(before.wording, after.wording)) {
    const b = before.wording[scope] ?? {};
    const a = after.wording[scope] ?? {};
    for (const key of keys(b, a))
      if (a[key] !== undefined && b[key] !== undefined && a[key] !== b[key])
        add("patch", `${scope}: ${key} reads "${a[key]}" (was "${b[key]}")`);
  }
  return changes;
}

/** The largest impact among `changes`, or undefined when there are none. */
export function highestImpact(changes: readonly SurfaceChange[]): Impact | undefined {
  return IMPACTS.find((impact) => changes.some((c) => c.impact === impact));
}

function keys(a: object, b: object): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}

function show(value: SurfaceValue | object | undefined): string {
  if (value === undefined || value === null) return "none";
  return typeof value === "object" ? JSON.stringify(JSON.parse(stableJson(value))) : String(value);
}
