/**
 * The next release of mcp-errors from the last release's surface and the current one: the changelog
 * entry and the version. Before 1.0.0, as npm's caret ranges read versions (^0.1.0 means <0.2.0), a
 * breaking change bumps the minor number and anything else the patch; from 1.0.0 on, plain semver.
 */
import type { ChangelogLine, ChangelogView } from "../emit/target.ts";
import { markdownItem } from "../emit/template-helpers.ts";
import { stableJson } from "../util/stable-json.ts";
import type { PackageSurface, TranslationValue } from "./surface.ts";

export type ChangelogEntry = ChangelogView["entries"][number];
type ChangelogItem = ChangelogEntry["sections"][number]["items"][number];
type ChangelogPart = Exclude<ChangelogLine, string>[number];
export type SurfaceChange = ReturnType<typeof compareSurfaces>[number];

/** Each impact's changelog section, in the order the entry lists them. */
const SECTIONS = { major: "Breaking changes", minor: "Added", patch: "Wording" };
export type Impact = keyof typeof SECTIONS;
const IMPACTS = Object.keys(SECTIONS) as Impact[];

/**
 * `previous`: the last release's version; `version`: the one generated/package.json carries, `previous`
 * when nothing changed (then no impact and no entry). Without a baseline surface nothing has changed.
 */
export function planRelease(
  baseline: { version: string; surface: PackageSurface | undefined },
  surface: PackageSurface,
) {
  const changes = baseline.surface ? compareSurfaces(baseline.surface, surface) : [];
  const impact = IMPACTS.find((i) => changes.some((c) => c.impact === i));
  if (impact === undefined) return { previous: baseline.version, version: baseline.version };
  const version = nextVersion(baseline.version, impact);
  const sections = IMPACTS.map((i) => ({
    title: SECTIONS[i],
    items: changelogItems(
      changes.filter((c) => c.impact === i),
      surface,
    ),
  })).filter((s) => s.items.length > 0);
  return { previous: baseline.version, version, impact, entry: { version, sections } };
}

export function nextVersion(version: string, impact: Impact): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`release version ${JSON.stringify(version)} is not major.minor.patch`);
  const [major, minor, patch] = match.slice(1).map(Number) as [number, number, number];
  // Before 1.0.0 every bump moves one place to the right.
  const bump = major > 0 ? impact : impact === "major" ? "minor" : "patch";
  if (bump === "major") return `${major + 1}.0.0`;
  if (bump === "minor") return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/**
 * A section's items: a change that names its own subject is a line; changes to the same modules,
 * revisions or translations are one item naming them once, with a line per change below it (one
 * change alone is one line, "scope: change"). Where those are every revision module, or every
 * revision, the item says so instead of listing them.
 */
export function changelogItems(changes: readonly SurfaceChange[], surface: PackageSurface): ChangelogItem[] {
  // In the order of each scope's first change; lines without a scope stand where they are.
  const items: ChangelogItem[] = [];
  const byScope = new Map<string, ChangelogItem>();
  for (const change of changes) {
    const scope = change.scopes.length === 0 ? null : scopeLabel(change.scopes, surface);
    const item = scope === null ? undefined : byScope.get(scope);
    if (item) item.lines.push(change.text);
    else {
      const added = { scope, lines: [change.text] };
      items.push(added);
      if (scope !== null) byScope.set(scope, added);
    }
  }
  // A scope with one change is one line: "scope: change".
  return items.map((item) => {
    const [only] = item.lines;
    if (item.scope === null || item.lines.length > 1 || only === undefined) return item;
    return {
      scope: null,
      lines: [plain([`${item.scope}: `, ...(typeof only === "string" ? [only] : only)])],
    };
  });
}

/**
 * Scopes as one name: every revision module of a folder (a module that exports the `REVISION` it
 * speaks), every revision, translations as "sources → destinations", or the list.
 */
function scopeLabel(scopes: readonly string[], surface: PackageSurface): string {
  const folders = new Map<string, string[]>();
  for (const [module, names] of Object.entries(surface.exports))
    if ("REVISION" in names) {
      const folder = module.split("/")[0] ?? "";
      folders.set(folder, [...(folders.get(folder) ?? []), module]);
    }
  let rest = [...scopes];
  const names: string[] = [];
  const every = (all: readonly string[], name: string) => {
    if (all.length < 2 || !all.every((scope) => rest.includes(scope))) return;
    names.push(name);
    rest = rest.filter((scope) => !all.includes(scope));
  };
  for (const [folder, modules] of folders) every(modules, `every revision module of ${folder}/`);
  every(Object.keys(surface.tables), "every revision");
  return [...names, ...translationLabels(rest)].join(", ");
}

/** Translation directions ("from → to") as "sources → destinations" where they are every pair; the rest as they are. */
function translationLabels(scopes: readonly string[]): string[] {
  const pairs = scopes.map((scope) => scope.split(" → "));
  if (pairs.length < 2 || pairs.some((pair) => pair.length !== 2)) return [...scopes];
  const sources = [...new Set(pairs.map(([from]) => from ?? ""))];
  const destinations = [...new Set(pairs.map(([, to]) => to ?? ""))];
  if (sources.length * destinations.length !== scopes.length) return [...scopes];
  return [`${sources.join(", ")} → ${destinations.join(", ")}`];
}

/** The entry as markdown, as CHANGELOG.md and `release --dry-run` show it. */
export function renderEntry(entry: ChangelogEntry): string {
  const lines = [`## ${entry.version}`];
  for (const section of entry.sections) {
    lines.push("", `### ${section.title}`, "");
    for (const { scope, lines: said } of section.items)
      if (scope === null) lines.push(...said.map((line) => `- ${markdownItem(line)}`));
      else lines.push(`- ${markdownItem(scope)}:`, ...said.map((line) => `  - ${markdownItem(line)}`));
  }
  return lines.join("\n") + "\n";
}

/** Readable names of a condition's surface fields, where the key is not one. */
const FIELD_NAMES: Record<string, string> = {
  http: "HTTP status",
  recognition: "recognised by",
  interface: "schema interface",
  data: "error data",
};

/**
 * The changes a release note lists: "major" for what can break a consumer (a removed or changed
 * export, table value or translation), "minor" for what adds, "patch" for wording. Each thing is said
 * once: one line per condition; one line for the same change in several revisions or translations;
 * none for a translation whose only change is the status its target revision's own line reports.
 */
export function compareSurfaces(before: PackageSurface, after: PackageSurface) {
  // Scoped changes, merged below: the scope is the revision, translation direction or module.
  const found: { impact: Impact; scope: string; body: ChangelogPart[] }[] = [];
  const add = (impact: Impact, scope: string, ...body: ChangelogPart[]) =>
    found.push({ impact, scope, body });
  /** Gone is major, new is minor, a different value is major where `changed` says what changed. */
  function table<T>(
    scope: string,
    b: Record<string, T>,
    a: Record<string, T>,
    words: {
      gone: (key: string, from: T) => ChangelogPart[];
      added: (key: string, to: T) => ChangelogPart[];
      changed: (key: string, from: T, to: T) => ChangelogPart[] | undefined;
    },
  ): void {
    for (const key of keys(b, a)) {
      const [from, to] = [b[key], a[key]];
      if (to === undefined) add("major", scope, ...words.gone(key, from as T));
      else if (from === undefined) add("minor", scope, ...words.added(key, to));
      else if (stableJson(from) !== stableJson(to)) {
        const body = words.changed(key, from, to);
        if (body) add("major", scope, ...body);
      }
    }
  }

  table("", before.exports, after.exports, {
    gone: (module) => [`module ${module} is gone`],
    added: (module) => [`new module ${module}`],
    changed: (module, b, a) => {
      table(module, b, a, {
        gone: (name) => ["no longer exports ", code(name)],
        added: (name) => ["exports ", code(name)],
        // Null: not a function, so no signature.
        changed: (name, from, to) =>
          from !== null && to !== null ? [`${name}: signature `, code(from), " → ", code(to)] : undefined,
      });
      return undefined;
    },
  });

  table("", before.tables, after.tables, {
    gone: (revision) => [`revision ${revision} is gone`],
    added: (revision, a) => [`revision ${revision} (${a.status}) is new`],
    changed: (revision, b, a) => {
      for (const field of ["status", "era"] as const)
        if (b[field] !== a[field]) add("major", revision, `${field} `, code(b[field]), " → ", code(a[field]));
      table(revision, b.constants, a.constants, {
        gone: (name, from) => [`constant ${name} `, code(from), " is gone"],
        added: (name, to) => [`new constant ${name} `, code(to)],
        changed: (name, from, to) => [`${name} `, code(from), " → ", code(to)],
      });
      table(revision, b.conditions, a.conditions, {
        gone: (key) => [`condition ${key} is gone`],
        added: (key, to) => [`new condition ${key} `, code(to.code)],
        changed: (key, from, to) => {
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
          // A field only one side has, as null: an older baseline, not a change.
          return parts.length > 0 ? [`${key}: `, ...parts] : undefined;
        },
      });
      table(revision, b.transportFailures, a.transportFailures, {
        gone: (key) => [`transport failure ${key} is gone`],
        added: (key, to) => [`new transport failure ${key}, HTTP status `, code(to)],
        changed: (key, from, to) => [`transport failure ${key}: HTTP status `, code(from), " → ", code(to)],
      });
      for (const reserved of a.reserved.filter((c) => !b.reserved.includes(c)))
        add("minor", revision, "code ", code(reserved), " is reserved");
      for (const reserved of b.reserved.filter((c) => !a.reserved.includes(c)))
        add("major", revision, "code ", code(reserved), " is no longer reserved");
      return undefined;
    },
  });

  for (const direction of keys(before.translations, after.translations)) {
    const target = direction.split(" -> ")[1] ?? "";
    table(
      direction.replace(" -> ", " → "),
      before.translations[direction] ?? {},
      after.translations[direction] ?? {},
      {
        gone: (key) => [`${key} is no longer translated`],
        added: (key, to) => [`${key} translated as `, code(outcomeText(to))],
        changed: (key, from, to) =>
          from.outcome === to.outcome &&
          from.carriedAs === to.carriedAs &&
          before.tables[target]?.conditions[from.carriedAs]?.http === from.http &&
          after.tables[target]?.conditions[to.carriedAs]?.http === to.http
            ? undefined
            : [`${key} translated as `, code(outcomeText(to)), ", was ", code(outcomeText(from))],
      },
    );
  }

  for (const scope of keys(before.wording, after.wording)) {
    const [b, a] = [before.wording[scope] ?? {}, after.wording[scope] ?? {}];
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
    scopes: scopes.filter((scope) => scope !== ""),
    text: plain(body),
  }));
}

function outcomeText(value: TranslationValue): string {
  return `${value.outcome}, HTTP ${value.http}`;
}

function code(value: unknown): ChangelogPart {
  if (value === undefined || value === null) return { code: "none" };
  return { code: typeof value === "object" ? JSON.stringify(JSON.parse(stableJson(value))) : String(value) };
}

/** Adjacent text parts joined, and a line without values as a plain string. */
function plain(parts: ChangelogPart[]): ChangelogLine {
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
