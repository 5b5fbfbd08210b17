/**
 * The language-neutral export (generated/json/): it validates against its JSON Schema, and its
 * tables are the very tables the npm package's revision modules export, so a reader of the JSON
 * and an importer of mcp-errors get the same answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import * as root from "mcp-errors";
import { describe, expect, it } from "vitest";
import { withoutSources } from "../../generator/export/export-model.ts";

const dir = join(import.meta.dirname, "../../generated/json");
const document = JSON.parse(readFileSync(join(dir, "mcp-errors.json"), "utf8")) as {
  version: string;
  revisions: Record<string, unknown>[];
};
const schema = JSON.parse(readFileSync(join(dir, "mcp-errors.schema.json"), "utf8")) as object;
const pkg = JSON.parse(readFileSync(join(import.meta.dirname, "../../generated/package.json"), "utf8")) as {
  version: string;
  files: string[];
};

/** A revision module's exports, by revision id. */
async function moduleOf(id: string): Promise<Record<string, unknown>> {
  const sub = (root.REVISIONS as readonly string[]).includes(id)
    ? id
    : id === "draft"
      ? "draft"
      : `prerelease/${id}`;
  return (await import(`mcp-errors/${sub}`)) as Record<string, unknown>;
}

describe("generated/json/mcp-errors.json", () => {
  it("validates against its JSON Schema", () => {
    const ajv = new Ajv({ allErrors: true, strict: true });
    const validate = ajv.compile(schema);
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);
  });

  it("is rejected by the schema when a fact is off", () => {
    const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);
    const broken = structuredClone(document) as unknown as {
      revisions: { conditions: Record<string, { code: unknown }> }[];
    };
    const first = Object.values(broken.revisions[0]?.conditions ?? {})[0];
    if (first) first.code = "-32700";
    expect(validate(broken)).toBe(false);
  });

  it("is shipped in the npm package at the package's version", () => {
    expect(pkg.files).toContain("json");
    expect(document.version).toBe(pkg.version);
  });

  it("covers every revision the package covers, in the same order", () => {
    expect(document.revisions.map((r) => r.id)).toEqual(
      [...root.REVISIONS, ...root.PREVIEW_REVISIONS].sort(
        (a, b) =>
          document.revisions.findIndex((r) => r.id === a) - document.revisions.findIndex((r) => r.id === b),
      ),
    );
    expect(new Set(document.revisions.map((r) => r.id))).toEqual(
      new Set([...root.REVISIONS, ...root.PREVIEW_REVISIONS]),
    );
  });

  it.each(document.revisions.map((r) => [r.id as string, r]))(
    "%s: the tables equal the revision module's",
    async (id, revision) => {
      const m = await moduleOf(id);
      const r = withoutSources(revision) as Record<string, Record<string, unknown>>;
      const conditions = r.conditions as Record<string, Record<string, unknown>>;
      expect(
        Object.fromEntries(
          Object.entries(conditions).map(([key, c]) => [
            key,
            {
              code: c.code,
              message: c.message,
              data: c.data,
              acceptedCodes: c.acceptedCodes,
              recognition: c.recognition,
              // The export says "spec" or "project-choice" for every status; the module marks only a choice.
              ...(c.httpStatusBasis === "project-choice" && { statusBasis: "project-choice" }),
            },
          ]),
        ),
      ).toEqual(m.CONDITIONS);
      expect(Object.fromEntries(Object.entries(conditions).map(([key, c]) => [key, c.httpStatus]))).toEqual(
        m.HTTP_STATUS,
      );
      expect(r.sharedCodes).toEqual(m.SHARED_CODES);
      expect(r.translations).toEqual(m.TRANSLATIONS);
      expect(r.undefinedCodes).toEqual(m.UNDEFINED_CODES);
      expect(
        (r.bands as unknown as { from: number; to: number; undefinedCodes: string }[]).map((b) => ({
          from: b.from,
          to: b.to,
          undefinedCodes: b.undefinedCodes,
        })),
      ).toEqual(m.CODE_BANDS);
      expect(
        (r.reserved as unknown as { code: number; formerCondition: string }[]).map((x) => ({
          code: x.code,
          formerCondition: x.formerCondition,
          formerly: x.formerCondition,
        })),
      ).toEqual(m.RESERVED_CODES);
      expect({ jsonrpc: r.envelope?.jsonrpc, idOptional: r.envelope?.idOptional }).toEqual(m.ENVELOPE);
      const tool = r.toolInputError as { form: string; code: number | null; resultType: string | null };
      expect(
        tool.form === "protocol-error"
          ? { form: tool.form, code: tool.code }
          : { form: tool.form, resultType: tool.resultType },
      ).toEqual(m.TOOL_INPUT_ERROR);
      expect(r.resultType).toEqual(m.RESULT_TYPE);
      const failures = r.transportFailures as Record<string, Record<string, unknown>>;
      expect(
        Object.fromEntries(
          Object.entries(failures).map(([key, f]) => [
            key,
            { status: f.status, condition: f.condition, summary: f.summary, clientAction: f.clientAction },
          ]),
        ),
      ).toEqual(
        Object.fromEntries(
          Object.entries(m.TRANSPORT_FAILURES as Record<string, Record<string, unknown>>).map(([key, f]) => [
            key,
            { status: f.status, condition: f.condition, summary: f.summary, clientAction: f.clientAction },
          ]),
        ),
      );
      const checks = r.requestChecks as null | {
        steps: { step: string; condition: string }[];
        notARequest: string;
        metaInvalid: string;
        base64Sentinel: { prefix: string; suffix: string };
        versionKey: string;
        versionsMethod: string;
        messages: Record<string, string>;
        kinds: Record<string, string>;
        metaKeys: { key: string; required: boolean; type: string; values: string[] | null }[];
        headers: { name: string; bodyField: unknown; base64: boolean }[];
        paramHeaders: unknown;
      };
      expect(m.GENERIC_CONDITION).toBe(r.genericCondition);
      if (checks === null) expect([m.CHECK_ORDER, m.CHECK_POLICY]).toEqual([undefined, undefined]);
      else {
        expect(checks.steps.map((s) => s.condition)).toEqual(m.CHECK_ORDER);
        const { steps, notARequest, metaInvalid, versionKey, versionsMethod, messages, kinds } = checks;
        const { prefix, suffix } = checks.base64Sentinel;
        expect(m.CHECK_POLICY).toEqual({
          steps,
          notARequest,
          metaInvalid,
          base64Sentinel: { prefix, suffix },
          versionKey,
          versionsMethod,
          messages,
          kinds,
        });
        expect(
          Object.fromEntries(
            checks.metaKeys.map((k) => [
              k.key,
              { required: k.required, type: k.type, ...(k.values !== null && { values: k.values }) },
            ]),
          ),
        ).toEqual(m.META_KEYS);
        expect(
          Object.fromEntries(
            checks.headers.map((h) => [h.name, { bodyField: h.bodyField, base64: h.base64 }]),
          ),
        ).toEqual(m.HEADERS);
        expect(checks.paramHeaders ?? undefined).toEqual(m.PARAM_HEADERS);
      }
    },
  );

  it("gives every fact of a condition its sources, in the form the schema names", () => {
    const revision = document.revisions.find((r) => r.id === "2026-07-28") as {
      conditions: Record<string, { sources: unknown[]; httpStatus: unknown; httpStatusSources: unknown[] }>;
    };
    const methodNotFound = revision.conditions.methodNotFound;
    expect(methodNotFound?.httpStatus).toBe(404);
    expect(methodNotFound?.httpStatusSources.length).toBeGreaterThan(0);
    expect(methodNotFound?.sources).toContainEqual({
      schema: expect.stringMatching(/^schema\/2026-07-28\/schema\.ts:\d+$/),
    });
    const invalidParams = revision.conditions.invalidParams;
    expect(invalidParams?.httpStatus).toBeNull();
    expect(invalidParams?.httpStatusSources).toEqual([]);
  });
});
