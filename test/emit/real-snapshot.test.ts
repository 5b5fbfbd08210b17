/**
 * The committed package (`mcp-errors`, emitted from the real spec snapshot and register):
 * conformance with each revision's own schema.json, the official 2026 error examples and the
 * translation table (the packed package installed by a consumer: packed-package.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { MergedModel, RevisionCondition, RevisionModel } from "../../generator/model/merged-model.ts";
import { nearMissArbitrary, shapeArbitrary } from "../helpers/shape-arbitrary.ts";
import { importInstalled, realModel, revisionSpecifier } from "../helpers/suite-inputs.ts";
import { sampleError } from "../runtime/sample-data.ts";
import { must } from "../helpers/must.ts";
import { translationSuite } from "../runtime/translation-suite.ts";

import { SPEC_DIR as specDir, PRERELEASE_DIR as prereleaseDir } from "../helpers/spec-roots.ts";

type Fn = (...args: unknown[]) => unknown;
/** A revision module, loosely typed: the functions every module has, and the rest by name. */
type Module = { [name: string]: Fn | undefined } & Record<
  "errorResponse" | "parseError" | "toolInputError",
  Fn
>;
type Root = typeof import("mcp-errors");

let model: MergedModel;
let root: Root;

beforeAll(async () => {
  model = realModel();
  root = await importInstalled<Root>("mcp-errors");
});

function schemaJsonOf(r: RevisionModel): Record<string, unknown> {
  const path = r.schemaFile.startsWith("prerelease:")
    ? join(prereleaseDir, r.schemaFile.slice("prerelease:".length).replace(/schema\.ts$/, "schema.json"))
    : join(specDir, r.schemaFile.replace(/schema\.ts$/, "schema.json"));
  return JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
}

function validatorFor(r: RevisionModel) {
  const schema = schemaJsonOf(r);
  const ajv = String(schema.$schema).includes("2020-12")
    ? new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
    : new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(schema, "schema");
  const defs = (schema.$defs ?? schema.definitions) as Record<string, unknown>;
  const prefix = schema.$defs ? "schema#/$defs/" : "schema#/definitions/";
  return {
    has: (name: string) => name in defs,
    check(name: string, value: unknown): string {
      const validate = ajv.getSchema(prefix + name);
      if (!validate) throw new Error(`no $def ${name} in ${r.id}`);
      return validate(value) ? "" : ajv.errorsText(validate.errors);
    },
  };
}

const moduleOf = (r: RevisionModel) => importInstalled<Module>(revisionSpecifier(r.id));

describe("conformance with each revision's schema.json", () => {
  it("wraps every constructor's output in an envelope the revision's schema accepts", async () => {
    let checked = 0;
    for (const r of model.revisions) {
      const v = validatorFor(r);
      const mod = await moduleOf(r);
      for (const c of r.conditions) {
        const sample = sampleError(c, r);
        const build = must(mod[c.key], `${r.id} ${c.key}`);
        const error = (c.data ? build({ data: sample.data }) : build()) as { code: number };
        expect(error.code).toBe(c.code);
        const response = mod.errorResponse(1, error);
        const label = `${r.id} ${c.key}`;
        expect(v.check(r.envelope.name, response), label).toBe("");
        if (c.interface && v.has(c.interface.name)) {
          const value = c.interface.describes === "response" ? response : error;
          expect(v.check(c.interface.name, value), `${label} as ${c.interface.name}`).toBe("");
          checked++;
        }
        checked++;
      }
      if (r.envelope.idOptional)
        expect(v.check(r.envelope.name, mod.errorResponse(undefined, mod.parseError())), r.id).toBe("");
      const toolError = mod.toolInputError({ content: "bad argument" });
      if (r.toolInputError.form === "tool-result")
        expect(v.check("CallToolResult", toolError), r.id).toBe("");
      else expect(v.check(r.envelope.name, mod.errorResponse(2, toolError)), r.id).toBe("");
    }
    expect(checked).toBeGreaterThan(60);
  });

  it("checks the schema-specific $defs the contract names", async () => {
    const modernModel = must(model.revisions.find((r) => r.id === "2026-07-28"));
    const modern = await moduleOf(modernModel);
    const v = validatorFor(modernModel);
    const response = (e: unknown) => modern.errorResponse(1, e);
    expect(
      v.check(
        "UnsupportedProtocolVersionError",
        response(
          must(modern.unsupportedProtocolVersion)({ data: { supported: ["2026-07-28"], requested: "x" } }),
        ),
      ),
    ).toBe("");
    expect(v.check("HeaderMismatchError", response(must(modern.headerMismatch)()))).toBe("");
    expect(
      v.check(
        "MissingRequiredClientCapabilityError",
        response(
          must(modern.missingRequiredClientCapability)({
            data: { requiredCapabilities: { elicitation: {} } },
          }),
        ),
      ),
    ).toBe("");
    const midModel = must(model.revisions.find((r) => r.id === "2025-11-25"));
    const mid = await moduleOf(midModel);
    const v2 = validatorFor(midModel);
    const elicitation = { mode: "url", message: "m", elicitationId: "e", url: "https://example.com" };
    expect(
      v2.check(
        "URLElicitationRequiredError",
        mid.errorResponse(1, must(mid.urlElicitationRequired)({ data: { elicitations: [elicitation] } })),
      ),
    ).toBe("");
    // What schema.json rejects below the top of data, the constructor refuses, naming where.
    const noUrl = { mode: "url", message: "m", elicitationId: "e" };
    const elicitationFaults: [unknown, string][] = [
      [[{}], "options.data.elicitations[0].elicitationId is required"],
      [[noUrl], "options.data.elicitations[0].url is required"],
      [[{ ...elicitation, mode: "form" }], 'options.data.elicitations[0].mode must be "url"'],
      [[{ ...elicitation, task: { ttl: 0.5 } }], "options.data.elicitations[0].task.ttl must be an integer"],
    ];
    for (const [elicitations, message] of elicitationFaults) {
      expect(v2.check("ElicitRequestURLParams", (elicitations as unknown[])[0]), message).not.toBe("");
      expect(() => must(mid.urlElicitationRequired)({ data: { elicitations } })).toThrow(
        `urlElicitationRequired: ${message}`,
      );
    }
    const capability = { requiredCapabilities: { experimental: { x: { on: null } } } };
    expect(v.check("ClientCapabilities", capability.requiredCapabilities)).not.toBe("");
    expect(() => must(modern.missingRequiredClientCapability)({ data: capability })).toThrow(
      "options.data.requiredCapabilities.experimental.x.on must be a string, integer, boolean, array or object, got null",
    );
  });
});

describe("constructors never emit what the package's guards or the revision's schema reject", () => {
  /**
   * Options as a caller might pass them: well-shaped data, data one change away from it at any
   * depth (a member dropped, a value of another kind), a near miss at the top, or anything at all.
   * Shapes are drawn deep enough to reach every nested field the revisions' data has.
   */
  function optionsArbitrary(c: RevisionCondition, r: RevisionModel): fc.Arbitrary<unknown> {
    const data = c.data ? shapeArbitrary(c.data.type, r, { maxDepth: 10 }) : fc.jsonValue({ maxDepth: 2 });
    return fc.oneof(
      { weight: 4, arbitrary: fc.record({ message: fc.string(), data }, { requiredKeys: [] }) },
      { weight: 4, arbitrary: fc.record({ data: nearMissArbitrary(data) }) },
      {
        weight: 2,
        arbitrary: fc.record(
          {
            message: fc.oneof(fc.string(), fc.jsonValue()),
            data: fc.oneof(data, fc.jsonValue({ maxDepth: 2 })),
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined)) },
    );
  }

  /** How many levels of objects and arrays a value has (a scalar: 0). */
  const depthOf = (value: unknown): number =>
    value !== null && typeof value === "object" ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

  it("either throws a TypeError or builds an error its guard accepts and its schema validates", async () => {
    // Draws must reach below the top of data both ways, or the property proves little there.
    let nestedFaults = 0;
    let deepBuilds = 0;
    for (const r of model.revisions) {
      const v = validatorFor(r);
      const mod = await moduleOf(r);
      for (const c of r.conditions) {
        const build = must(mod[c.key], `${r.id} ${c.key}`);
        const guardName = Object.keys(mod).find(
          (name) =>
            name.toLowerCase() === `is${c.key}error`.toLowerCase() ||
            name.toLowerCase() === `is${c.key}`.toLowerCase(),
        );
        const guard = must(guardName ? mod[guardName] : undefined, `guard of ${r.id} ${c.key}`);
        fc.assert(
          fc.property(optionsArbitrary(c, r), (options) => {
            let error: unknown;
            try {
              error = build(options);
            } catch (thrown) {
              expect(thrown, `${r.id} ${c.key} ${JSON.stringify(options)}`).toBeInstanceOf(TypeError);
              if (/options\.data(\.\w+|\[[^\]]+\])(\.|\[)/.test(String(thrown))) nestedFaults++;
              return;
            }
            const label = `${r.id} ${c.key} ${JSON.stringify(options)}`;
            if (depthOf((error as { data?: unknown }).data) >= 4) deepBuilds++;
            expect(guard(error), label).toBe(true);
            expect(v.check(r.envelope.name, mod.errorResponse(1, error)), label).toBe("");
            if (c.interface && v.has(c.interface.name))
              expect(
                v.check(
                  c.interface.name,
                  c.interface.describes === "response" ? mod.errorResponse(1, error) : error,
                ),
                label,
              ).toBe("");
          }),
          { numRuns: 60 },
        );
      }
    }
    expect(nestedFaults).toBeGreaterThan(20);
    expect(deepBuilds).toBeGreaterThan(20);
  });

  it("give a condition the same fields at every depth in every revision that has data for it", async () => {
    // dataCarries compares the fields' own kinds only: data translate carries passes the
    // destination's constructor as long as the nested rules agree too.
    const fields = new Map<string, Set<string>>();
    for (const r of model.revisions) {
      const conditions = (await moduleOf(r)).CONDITIONS as unknown as Record<
        string,
        { data: { fields: unknown } | null }
      >;
      for (const [key, { data }] of Object.entries(conditions))
        if (data !== null) fields.set(key, (fields.get(key) ?? new Set()).add(JSON.stringify(data.fields)));
    }
    expect(fields.has("missingRequiredClientCapability")).toBe(true);
    for (const [key, seen] of fields) expect(seen.size, key).toBe(1);
  });
});

describe("official 2026-07-28 error examples", () => {
  it("are each recognised as the condition their folder names", () => {
    const examples = join(specDir, "schema/2026-07-28/examples");
    const modern = must(model.revisions.find((r) => r.id === "2026-07-28"));
    const folders = readdirSync(examples).filter((name) => name.includes("Error"));
    expect(folders.length).toBeGreaterThanOrEqual(7);
    for (const folder of folders) {
      const expected = modern.conditions.find((c) => c.interface?.name === folder)?.key;
      expect(expected, folder).toBeDefined();
      for (const file of readdirSync(join(examples, folder))) {
        const value = JSON.parse(readFileSync(join(examples, folder, file), "utf8")) as unknown;
        expect(root.parseErrorResponse("2026-07-28", value), `${folder}/${file}`).toMatchObject({
          ok: true,
          condition: expected,
        });
      }
    }
  });
});

translationSuite("real snapshot", realModel, () => importInstalled("mcp-errors/translate"));
