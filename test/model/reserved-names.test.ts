/**
 * The reserved-name lists against the committed package: every file, subpath export and binding
 * of generated/ that is not derived from a revision id or a condition key must be in the lists,
 * so a name the emitter starts to use cannot drift out of what the register and manifest refuse.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import {
  conditionKeyClash,
  derivedTypeName,
  PACKAGE_BINDINGS,
  PACKAGE_FILE_NAMES,
  PACKAGE_TYPES,
  revisionIdClash,
} from "../../generator/model/names.ts";
import {
  GO_CONSTANT_PREFIX,
  GO_PACKAGE_NAMES,
  goConditionIdentifiers,
  goNaming,
  packageName,
} from "../../generator/model/go-names.ts";
import { must } from "../helpers/must.ts";
import { PROJECT_ROOT } from "../helpers/spec-roots.ts";

const GENERATED = join(PROJECT_ROOT, "generated");
const revisions = loadManifest(PROJECT_ROOT).revisions.map((r) => r.id);
const conditionKeys = Object.keys(
  (parse(readFileSync(join(PROJECT_ROOT, "spec/errors.yaml"), "utf8")) as { conditions: object }).conditions,
);

/** Top-level bindings of a revision module: imported names (after `as`) and declarations. */
function bindings(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/^import \{([^}]*)\} from/gm))
    for (const part of (match[1] ?? "").split(","))
      names.push(
        part
          .trim()
          .split(/\s+as\s+/)
          .at(-1) ?? "",
      );
  for (const match of source.matchAll(
    /^(?:export )?(?:const|let|function|class|async function) ([A-Za-z_$][\w$]*)/gm,
  ))
    names.push(match[1] ?? "");
  return names.filter(Boolean);
}

/** What a module exports (the runtime's and the root's own helpers stay private to them). */
function exportedNames(source: string): string[] {
  return [...source.matchAll(/^export (?:const|let|function|class|async function) ([A-Za-z_$][\w$]*)/gm)].map(
    (match) => match[1] ?? "",
  );
}

const stem = (name: string) => name.replace(/\.d\.ts$|\.js$|\.md$/, "");

describe("reserved names", () => {
  it("cover every file and subpath export of the package that is not a revision", () => {
    const lib = readdirSync(join(GENERATED, "lib")).map(stem);
    const top = readdirSync(GENERATED).map((name) => name.toLowerCase());
    const exportsMap = (
      JSON.parse(readFileSync(join(GENERATED, "package.json"), "utf8")) as { exports: object }
    ).exports;
    const subpaths = Object.keys(exportsMap).flatMap((key) =>
      key === "." ? [] : [key.replace(/^\.\//, "")],
    );
    const own = [...lib, ...top, ...subpaths.filter((p) => !p.includes("/"))].filter(
      (name) => !revisions.includes(name),
    );
    expect(own.length).toBeGreaterThan(3);
    expect(own.filter((name) => !PACKAGE_FILE_NAMES.has(name))).toEqual([]);
    for (const name of own) expect(revisionIdClash(name), name).toBeDefined();
  });

  it("cover every camelCase binding of the revision modules, the runtime and the root module", () => {
    const derived = new Set(conditionKeys.flatMap((key) => [key, `is${derivedTypeName(key)}`]));
    const revisionModules = revisions.map((id) => {
      try {
        return readFileSync(join(GENERATED, "lib", `${id}.js`), "utf8");
      } catch {
        return readFileSync(join(GENERATED, "lib", "prerelease", `${id}.js`), "utf8");
      }
    });
    // A guard is `is` + the error type, which may be the schema's interface name.
    const revisionNames = revisionModules.flatMap(bindings).filter((name) => !/^is[A-Z]/.test(name));
    const runtimeModules = readdirSync(join(GENERATED, "lib", "runtime"))
      .filter((file) => file.endsWith(".js"))
      .map((file) => `runtime/${file}`);
    const helperNames = ["index.js", ...runtimeModules].flatMap((file) =>
      exportedNames(readFileSync(join(GENERATED, "lib", file), "utf8")),
    );
    const camel = new Set(
      [...revisionNames, ...helperNames].filter((name) => /^[a-z]/.test(name) && !derived.has(name)),
    );
    expect(camel.size).toBeGreaterThan(10);
    // Per-destination translation tables (to_2025_11_25) hold an underscore, which no condition
    // key may (CONDITION_KEY), so they cannot collide.
    const missing = [...camel].filter((name) => !/^to_/.test(name) && !PACKAGE_BINDINGS.has(name));
    expect(missing).toEqual([]);
    for (const name of camel) if (!/^to_/.test(name)) expect(conditionKeyClash(name), name).toBeDefined();
  });

  it("hold only types the package declares, and refuse a key whose error type would be one", () => {
    // The newest released revision's module, which declares the schema's own Error too.
    const newest = readdirSync(join(GENERATED, "lib"))
      .filter((file) => /^\d.*\.d\.ts$/.test(file))
      .sort()
      .at(-1);
    const declarations = [`${newest}`, "runtime/mcp-error.d.ts"]
      .map((file) => readFileSync(join(GENERATED, "lib", file), "utf8"))
      .join("\n");
    for (const type of PACKAGE_TYPES)
      expect(declarations, type).toMatch(
        new RegExp(`export (declare )?(type|interface|const|class) ${type}\\b`),
      );
    expect(conditionKeyClash("any")).toBe(
      `the package's own type "AnyError" (its error type would be AnyError)`,
    );
    expect(conditionKeyClash("mcp")).toContain('"McpError"');
  });

  it("leave every revision id and condition key in use free", () => {
    expect(revisions.filter((id) => revisionIdClash(id))).toEqual([]);
    expect(conditionKeys.filter((key) => conditionKeyClash(key))).toEqual([]);
  });
});

describe("the Go module's reserved names", () => {
  const goRoot = join(GENERATED, "go");
  const packages = revisions.map((id) => {
    const pkg = packageName(id);
    const dir = [join(goRoot, pkg), join(goRoot, "prerelease", pkg)].find((d) => existsSync(d));
    return readFileSync(join(must(dir), `${pkg}.go`), "utf8");
  });
  /** Exported top-level names of a Go file, from gofmt's layout (type blocks' members too). */
  const declared = (text: string) => [
    ...[...text.matchAll(/^(?:func|type|const|var) ([A-Z]\w*)/gm)].map((m) => m[1] ?? ""),
    ...[...text.matchAll(/^\t([A-Z]\w*) += engine\./gm)].map((m) => m[1] ?? ""),
  ];

  it("cover every exported name of a revision package that no condition or constant forms", () => {
    const formed = conditionKeys.flatMap((key) => {
      const ids = must(goConditionIdentifiers(key));
      return [ids.condition, ids.constructor, ids.guard];
    });
    const own = new Set(
      packages
        .flatMap(declared)
        .filter((name) => !formed.includes(name) && !name.startsWith(GO_CONSTANT_PREFIX))
        .filter(
          (name) => !conditionKeys.some((key) => name.startsWith(must(goConditionIdentifiers(key)).data)),
        ),
    );
    expect(own.size).toBeGreaterThan(10);
    expect([...own].filter((name) => !GO_PACKAGE_NAMES.has(name))).toEqual([]);
    expect([...GO_PACKAGE_NAMES].filter((name) => !own.has(name))).toEqual([]);
  });

  it("are refused as condition keys, and leave the keys in use free", () => {
    for (const name of GO_PACKAGE_NAMES) {
      const key = name.charAt(0).toLowerCase() + name.slice(1);
      if (goConditionIdentifiers(key)?.condition === name)
        expect(goNaming.conditionKeyClash(key), key).toBeDefined();
    }
    expect(conditionKeys.filter((key) => goNaming.conditionKeyClash(key))).toEqual([]);
  });
});
