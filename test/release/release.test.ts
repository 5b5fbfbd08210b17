/**
 * Versions and changelog from what changed since the last release: the bump rules, the surface
 * comparison on the real model, and a register edit in a scratch project, end to end.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MergedModel } from "../../generator/model/merged-model.ts";
import { buildModel, renderRelease, type PipelineContext } from "../../generator/pipeline/pipeline.ts";
import { targets } from "../../generator/pipeline/targets.ts";
import {
  changelogItems,
  compareSurfaces,
  nextVersion,
  planRelease,
  renderEntry,
} from "../../generator/release/plan-release.ts";
import { runRelease } from "../../generator/edit/record-release.ts";
import { BASELINE_PATH, loadReleaseRecord } from "../../generator/release/baseline.ts";
import { GenError } from "../../generator/diagnostics/gen-error.ts";
import { packageSurface, type PackageSurface } from "../../generator/release/surface.ts";
import { apiSurface } from "../../generator/emit/mcp-errors/api.ts";
import { must } from "../helpers/must.ts";
import { realModel } from "../helpers/suite-inputs.ts";
import { cleanupTempDirs, makeTempProject, PROJECT_ROOT, SPEC_ENV } from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

const context = (projectRoot: string): PipelineContext => ({
  projectRoot,
  cwd: projectRoot,
  env: SPEC_ENV,
  rootFlags: {},
});

function surfaceOf(model: MergedModel): PackageSurface {
  const target = must(targets[0]);
  return packageSurface(model, target.api(target.render(model, PROJECT_ROOT)));
}

describe("nextVersion", () => {
  it("bumps the minor number for breaking changes before 1.0.0, and the patch number otherwise", () => {
    expect(nextVersion("0.1.0", "major")).toBe("0.2.0");
    expect(nextVersion("0.1.3", "minor")).toBe("0.1.4");
    expect(nextVersion("0.1.3", "patch")).toBe("0.1.4");
  });

  it("follows semver from 1.0.0 on", () => {
    expect(nextVersion("1.4.2", "major")).toBe("2.0.0");
    expect(nextVersion("1.4.2", "minor")).toBe("1.5.0");
    expect(nextVersion("1.4.2", "patch")).toBe("1.4.3");
  });
});

describe("apiSurface", () => {
  const files = new Map([
    [
      "lib/a.d.ts",
      [
        "/** export declare function notMe(): void */",
        "export declare const A: 1;",
        "export type B = string;",
        "export interface C {}",
        "/** Docs are not part of a signature. */",
        "export declare function d(options?: {",
        "  message?: string;",
        "}): C;",
        "export declare function e(x: number): string;",
        "export declare function e(x: string): number;",
        'export { f, g as h } from "./runtime/f.js";',
        'export type { H } from "./runtime/f.js";',
      ].join("\n"),
    ],
    [
      "lib/runtime/f.d.ts",
      "export declare function f(): void;\nexport declare function g(x: unknown): boolean;\nexport type H = 1;",
    ],
  ]);

  it("lists every export, with a function's signature as one line without comments", () => {
    expect(apiSurface(files)).toEqual({
      "lib/a.d.ts": {
        A: null,
        B: null,
        C: null,
        H: null,
        d: "d(options?: { message?: string; }): C",
        e: "e(x: number): string; e(x: string): number",
        f: "f(): void",
        h: "g(x: unknown): boolean",
      },
    });
  });
});

describe("a changed function signature", () => {
  it("is a breaking change that names the function and both signatures", () => {
    const surface = (signature: string): PackageSurface => ({
      exports: { "lib/2026-07-28.d.ts": { resourceNotFound: signature, REVISION: null } },
      tables: {},
      translations: {},
      wording: {},
    });
    const before = surface(
      "resourceNotFound(data: ResourceNotFoundErrorData, message?: string): ResourceNotFoundError",
    );
    const after = surface(
      "resourceNotFound(options: { message?: string; data: ResourceNotFoundErrorData; }): ResourceNotFoundError",
    );
    const changes = compareSurfaces(before, after);
    expect(changes).toEqual([
      {
        impact: "major",
        scopes: ["lib/2026-07-28.d.ts"],
        text: [
          "resourceNotFound: signature ",
          {
            code: "resourceNotFound(data: ResourceNotFoundErrorData, message?: string): ResourceNotFoundError",
          },
          " → ",
          {
            code: "resourceNotFound(options: { message?: string; data: ResourceNotFoundErrorData; }): ResourceNotFoundError",
          },
        ],
      },
    ]);
    expect(planRelease({ version: "0.2.0", surface: before }, after).version).toBe("0.3.0");
  });

  it("refuses a baseline in an older format, and says how to re-record it", () => {
    const project = makeTempProject();
    const current = JSON.parse(readFileSync(join(project, BASELINE_PATH), "utf8"));
    const tables = Object.values(current.surface.tables) as { transportFailures?: unknown }[];
    const older = [
      // Exports recorded as names alone, without their signatures.
      { ...current, surface: { ...current.surface, exports: { "lib/x.d.ts": ["f"] } } },
      // Tables from before transport failures.
      {
        ...current,
        surface: { ...current.surface, tables: { x: { ...tables[0], transportFailures: undefined } } },
      },
    ];
    for (const record of older) {
      writeFileSync(join(project, BASELINE_PATH), JSON.stringify(record));
      const error = catchError(() => loadReleaseRecord(project));
      expect(error).toBeInstanceOf(GenError);
      expect((error as GenError).diagnostics).toEqual([
        {
          kind: "release/baseline-invalid",
          message: `${BASELINE_PATH} is not a release baseline: it needs a version, a history, and a surface with signatures and transport failures`,
          hint: 'restore it from git, or delete it and record a new one with "npm run release" (its history starts afresh)',
          location: { file: BASELINE_PATH },
        },
      ]);
    }
    writeFileSync(join(project, BASELINE_PATH), JSON.stringify(current));
    expect(loadReleaseRecord(project).surface).toEqual(current.surface);
  });
});

describe("comparing surfaces of the real model", () => {
  let model: MergedModel;
  let before: PackageSurface;
  beforeAll(() => {
    model = realModel();
    before = surfaceOf(model);
  });

  const edit = (change: (m: MergedModel) => void) => {
    const copy = structuredClone(model);
    change(copy);
    return compareSurfaces(before, surfaceOf(copy));
  };
  const condition = (m: MergedModel, revision: string, key: string) =>
    must(must(m.revisions.find((r) => r.id === revision)).conditions.find((c) => c.key === key));

  it("finds nothing between a model and itself", () => {
    expect(compareSurfaces(before, surfaceOf(structuredClone(model)))).toEqual([]);
  });

  it("calls a changed status a breaking change", () => {
    expect(
      edit((m) => {
        condition(m, "2026-07-28", "methodNotFound").httpStatus.status = 405;
      }),
    ).toEqual([
      {
        impact: "major",
        scopes: ["2026-07-28"],
        text: ["methodNotFound: HTTP status ", { code: "404" }, " → ", { code: "405" }],
      },
    ]);
  });

  it("says a change once: one line for the revisions it touches, none for the translations that follow it", () => {
    const changes = edit((m) => {
      for (const revision of ["2026-07-28", "draft"])
        condition(m, revision, "methodNotFound").httpStatus.status = 405;
      // Translations into those revisions carry the status the revision gives.
      for (const pair of m.translations.filter((t) => t.to === "2026-07-28" || t.to === "draft"))
        for (const outcome of pair.outcomes)
          if (outcome.condition === "methodNotFound" && outcome.kind === "passthrough")
            outcome.httpStatus = 405;
    });
    expect(changes).toEqual([
      {
        impact: "major",
        scopes: ["2026-07-28", "draft"],
        text: ["methodNotFound: HTTP status ", { code: "404" }, " → ", { code: "405" }],
      },
    ]);
    expect(
      renderEntry({
        version: "9.9.9",
        sections: [{ title: "Breaking changes", items: changelogItems(changes, before) }],
      }),
    ).toContain("- 2026-07-28, draft: methodNotFound: HTTP status `404` → `405`\n");
  });

  it("shows values as code spans, unescaped, and text escaped", () => {
    expect(
      renderEntry({
        version: "1.0.0",
        sections: [
          { title: "Added", items: [{ scope: null, lines: [["a <b>: ", { code: '{ "x": 1 }' }]] }] },
        ],
      }),
    ).toBe('## 1.0.0\n\n### Added\n\n- a &lt;b&gt;: `{ "x": 1 }`\n');
  });

  it("calls a removed revision breaking, with everything it exported", () => {
    const changes = edit((m) => {
      m.revisions = m.revisions.filter((r) => r.id !== "2024-11-05");
      m.translations = m.translations.filter((t) => t.from !== "2024-11-05" && t.to !== "2024-11-05");
    });
    expect(changes).toContainEqual({ impact: "major", scopes: [], text: "revision 2024-11-05 is gone" });
    expect(changes).toContainEqual({
      impact: "major",
      scopes: [],
      text: "module lib/2024-11-05.d.ts is gone",
    });
    expect(changes.every((c) => c.impact === "major")).toBe(true);
  });

  it("calls a changed default message wording", () => {
    expect(
      edit((m) => {
        condition(m, "2025-11-25", "methodNotFound").message = "No such method";
      }),
    ).toEqual([
      {
        impact: "patch",
        scopes: ["2025-11-25"],
        text: "methodNotFound reads “No such method”, was “Method not found”",
      },
    ]);
  });
});

describe("changelog items", () => {
  const surface = (modules: string[], revisions: string[]): PackageSurface => ({
    exports: Object.fromEntries(
      modules.map((m): [string, Record<string, string | null>] => [
        m,
        m.includes("index") ? { f: null } : { REVISION: null },
      ]),
    ),
    tables: Object.fromEntries(
      revisions.map((id) => [
        id,
        {
          status: "final",
          era: "modern",
          constants: {},
          conditions: {},
          transportFailures: {},
          reserved: [],
        },
      ]),
    ),
    translations: {},
    wording: {},
  });
  const modules = ["lib/a.d.ts", "lib/b.d.ts", "lib/index.d.ts"];
  const known = surface(modules, ["a", "b", "c"]);
  const change = (scopes: string[], text: string) => ({ impact: "major" as const, scopes, text });

  it("name the scope once above the changes that share it, and inline where there is one", () => {
    const items = changelogItems(
      [
        change(["lib/a.d.ts"], "f is gone"),
        change([], "module lib/c.d.ts is gone"),
        change(["lib/a.d.ts"], "g is gone"),
        change(["lib/b.d.ts"], "h is gone"),
      ],
      known,
    );
    expect(items).toEqual([
      { scope: "lib/a.d.ts", lines: ["f is gone", "g is gone"] },
      { scope: null, lines: ["module lib/c.d.ts is gone"] },
      { scope: null, lines: ["lib/b.d.ts: h is gone"] },
    ]);
    expect(renderEntry({ version: "1.0.0", sections: [{ title: "Breaking changes", items }] })).toBe(
      "## 1.0.0\n\n### Breaking changes\n\n- lib/a.d.ts:\n  - f is gone\n  - g is gone\n" +
        "- module lib/c.d.ts is gone\n- lib/b.d.ts: h is gone\n",
    );
  });

  it("say every revision module, or every revision, instead of listing them all", () => {
    const lines = (scopes: string[]) => changelogItems([change(scopes, "x")], known)[0]?.lines;
    expect(lines(["lib/a.d.ts", "lib/b.d.ts"])).toEqual(["every revision module of lib/: x"]);
    expect(lines(["lib/a.d.ts", "lib/b.d.ts", "lib/index.d.ts"])).toEqual([
      "every revision module of lib/, lib/index.d.ts: x",
    ]);
    expect(lines(["lib/a.d.ts"])).toEqual(["lib/a.d.ts: x"]);
    expect(lines(["a", "b", "c"])).toEqual(["every revision: x"]);
    expect(lines(["a", "b"])).toEqual(["a, b: x"]);
  });

  it("name translations between every pair of two lists as the two lists", () => {
    const lines = (scopes: string[]) => changelogItems([change(scopes, "x")], known)[0]?.lines;
    expect(lines(["a → c", "a → d", "b → c", "b → d"])).toEqual(["a, b → c, d: x"]);
    expect(lines(["a → c", "b → d"])).toEqual(["a → c, b → d: x"]);
  });

  it("read an entry recorded before items named their scope, as lines of their own", () => {
    const project = makeTempProject();
    const record = JSON.parse(readFileSync(join(project, BASELINE_PATH), "utf8"));
    record.history = [
      { version: "0.0.9", sections: [{ title: "Added", items: ["a", ["b ", { code: "c" }]] }] },
    ];
    writeFileSync(join(project, BASELINE_PATH), JSON.stringify(record));
    const [entry] = loadReleaseRecord(project).history;
    expect(entry?.sections[0]?.items).toEqual([
      { scope: null, lines: ["a"] },
      { scope: null, lines: [["b ", { code: "c" }]] },
    ]);
    expect(renderEntry(must(entry))).toBe("## 0.0.9\n\n### Added\n\n- a\n- b `c`\n");
  });
});

describe("a register edit, end to end", () => {
  it("bumps the version, writes the changelog entry, and release records it", async () => {
    const project = makeTempProject();
    // The project's own pending release first, so the edit below is all that changes after it. Its
    // model is the project's own (the unit lane's setup built it); the edited one is built below.
    const pending = await runRelease(context(project), { dryRun: false, model: realModel() });
    const released = pending.plan.version;
    expect(pending.recorded).toBe(pending.plan.entry !== undefined);
    const patch = nextVersion(released, "patch");

    const registerPath = join(project, "spec/errors.yaml");
    const register = readFileSync(registerPath, "utf8");
    expect(register).toContain("message: Method not found\n");
    writeFileSync(
      registerPath,
      register.replace("message: Method not found\n", "message: Method not available\n"),
    );

    // Built from the edited project's files: the edit reaches the plan through buildModel.
    const dryRun = await runRelease(context(project), { dryRun: true });
    expect([dryRun.plan.previous, dryRun.plan.version, dryRun.plan.impact]).toEqual([
      released,
      patch,
      "patch",
    ]);
    expect(dryRun.report).toContain(
      `mcp-errors ${released} -> ${patch} (patch changes)\n\n## ${patch}\n\n### Wording\n\n`,
    );
    expect(dryRun.report).toContain(
      // One wording change in every revision: one line that says so.
      "- every revision: methodNotFound reads “Method not available”, was “Method not found”\n",
    );
    expect(dryRun.recorded).toBe(false);

    // gen renders the same plan: the version in package.json, the entry on top of CHANGELOG.md.
    const { model } = await buildModel(context(project));
    const { files } = await renderRelease(context(project), model);
    expect(JSON.parse(must(files.get("package.json"))).version).toBe(patch);
    const changelog = must(files.get("CHANGELOG.md"));
    expect(changelog.indexOf(`## ${patch}`)).toBeGreaterThan(0);
    expect(changelog.indexOf(`## ${patch}`)).toBeLessThan(changelog.indexOf(`## ${released}\n`));
    expect(changelog.indexOf(`## ${released}\n`)).toBeLessThan(changelog.indexOf("## 0.1.0\n"));

    const recorded = await runRelease(context(project), { dryRun: false, model });
    expect(recorded.recorded).toBe(true);
    const after = await renderRelease(context(project), model);
    // Recording moves the entry into the history: the output stays the same, nothing is pending.
    expect(after.plan.entry).toBeUndefined();
    expect(after.files.get("CHANGELOG.md")).toBe(changelog);
    expect(JSON.parse(must(after.files.get("package.json"))).version).toBe(patch);
  });

  it("plans nothing when no release has been recorded, at the generator's version", () => {
    const surface: PackageSurface = { exports: {}, tables: {}, translations: {}, wording: {} };
    expect(planRelease({ version: "0.1.0", surface: undefined }, surface)).toEqual({
      previous: "0.1.0",
      version: "0.1.0",
    });
  });
});
