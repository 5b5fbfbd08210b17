/**
 * The committed corpus (generated/conformance/corpus): its shape under its own JSON Schema (ajv,
 * strict), its files and ids, and what it covers. The wire layer is held to the spec facts it is
 * written from; the package layer to the export's tables, branch by branch.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import {
  FACTS,
  RECOGNITION,
  REQUEST_CHECK_CASES,
  TRANSLATIONS,
  TRANSPORT_FAILURES,
  type Revision,
} from "../../spec/facts/spec-facts.ts";
import { cases, CORPUS_DIR, files, index } from "./corpus-files.ts";
import { PROJECT_ROOT } from "./run-runner.ts";

interface ExportedRevision {
  id: string;
  conditions: Record<string, unknown>;
  requestChecks: { order: string[] } | null;
}
const revisions = (
  JSON.parse(readFileSync(join(PROJECT_ROOT, "generated/json/mcp-errors.json"), "utf8")) as {
    revisions: ExportedRevision[];
  }
).revisions;
const ids = revisions.map((r) => r.id);
const ofOp = (op: string) => cases.filter((c) => c.op === op);
const idsOf = (op: string) => new Set(ofOp(op).map((c) => c.id));

describe("the corpus's shape", () => {
  const schema = JSON.parse(
    readFileSync(join(PROJECT_ROOT, "generated/conformance/corpus.schema.json"), "utf8"),
  ) as object;

  it("compiles under ajv's strict mode and holds the index and every case file", () => {
    const validate = new Ajv({ strict: true }).compile(schema);
    expect(validate(index), JSON.stringify(validate.errors)).toBe(true);
    for (const file of files)
      expect(validate(JSON.parse(file.text)), `${file.path}: ${JSON.stringify(validate.errors)}`).toBe(true);
  });

  it("lists every file of the folder in its index, with its count, and the counts of its layers", () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [relative(CORPUS_DIR, join(dir, e.name))],
      );
    expect(
      walk(CORPUS_DIR)
        .filter((p) => p !== "index.json")
        .sort(),
    ).toEqual(index.files.map((f) => f.path).sort());
    for (const f of files)
      expect(JSON.parse(f.text).cases.length, f.path).toBe(index.files.find((x) => x.path === f.path)?.cases);
    expect(index.cases).toEqual({
      wire: cases.filter((c) => c.layer === "wire").length,
      package: cases.filter((c) => c.layer === "package").length,
    });
  });

  it("files each case by its id, under a unique id, one case a line, sorted", () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const file of files) {
      const inFile = JSON.parse(file.text).cases as { id: string; layer: string; op: string }[];
      for (const c of inFile) {
        expect(`${c.id.split("/").slice(0, 3).join("/")}.json`).toBe(file.path);
        expect(c.id.startsWith(`${c.layer}/${c.op}/`)).toBe(true);
      }
      expect(inFile.map((c) => c.id)).toEqual(inFile.map((c) => c.id).sort());
      expect(file.text.split("\n").filter((line) => line.startsWith("    {")).length).toBe(inFile.length);
    }
  });

  it("has cases of every op, compares the wire layer as a subset and the package layer exactly", () => {
    for (const [op, definition] of Object.entries(index.ops)) {
      expect(ofOp(op).length, op).toBeGreaterThan(0);
      expect(definition.match).toBe(definition.layer === "wire" ? "subset" : "exact");
    }
  });

  it("has cases under every declared difference, and declares every difference a case names", () => {
    const named = new Set(cases.flatMap((c) => c.differences ?? []));
    expect([...named].sort()).toEqual(Object.keys(index.differences).sort());
  });
});

describe("the wire layer: the spec facts, and nothing the project chose", () => {
  const known = new Set<string>(ids);
  const factsOf = <T extends { revision: Revision }>(rows: T[]) => rows.filter((r) => known.has(r.revision));

  it("answers every condition of every revision with its code, the request's id, and the status the spec gives", () => {
    for (const fact of factsOf(FACTS)) {
      const c = cases.find((x) => x.id === `wire/server.respond/${fact.revision}/${fact.condition}/id=1`);
      const expected = c?.expect as { status?: number; body: { id: number; error: { code: number } } };
      expect(expected.body.error.code, c?.id).toBe(fact.code);
      expect(expected.body.id).toBe(1);
      expect(expected.status, fact.source).toBe(
        fact.httpStatus === null || fact.choice ? undefined : fact.httpStatus,
      );
    }
  });

  it("reads every probe whose reading the spec decides, and none that is the project's choice", () => {
    const probes = factsOf(RECOGNITION).filter((p) => p.choice !== true);
    expect(ofOp("client.recognise")).toHaveLength(probes.length);
    for (const c of ofOp("client.recognise")) expect(probes.some((p) => p.why === c.why)).toBe(true);
    expect(ofOp("client.recognise").some((c) => c.why.startsWith("our choice"))).toBe(false);
  });

  it("forwards every condition both revisions of a pair have, with the client's code and id", () => {
    const same = TRANSLATIONS.filter((t) => t.kind === "same" && known.has(t.from) && known.has(t.to));
    expect(ofOp("proxy.forward")).toHaveLength(same.length);
    for (const t of same) {
      const c = cases.find((x) => x.id === `wire/proxy.forward/${t.from}/${t.to}/${t.condition}`);
      expect((c?.expect as { body: { id: number; error: { code: number } } }).body).toMatchObject({
        id: 7,
        error: { code: t.code },
      });
    }
  });

  it("checks requests as the spec says, the 42.0 of an integer header among them", () => {
    const spec = factsOf(REQUEST_CHECK_CASES).filter((c) => c.choice !== true);
    expect(ofOp("server.check")).toHaveLength(spec.length);
    for (const revision of ["2026-07-28", "draft"].filter((id) => known.has(id)))
      expect(
        cases.find(
          (c) => c.id === `wire/server.check/${revision}/an-integer-mcp-param-header-written-as-42.0`,
        )?.expect,
      ).toBeNull();
  });

  it("gives each transport failure its status, leaving out the one whose status is only the spec's example", () => {
    for (const revision of ids as Revision[])
      for (const [key, status] of Object.entries(TRANSPORT_FAILURES[revision] ?? {})) {
        const c = cases.find((x) => x.id === `wire/server.transportFailure/${revision}/${key}`);
        if (key === "rejectedNotification") expect(c).toBeUndefined();
        else expect(c?.expect).toEqual({ status });
      }
  });
});

describe("the package layer: every branch has written cases", () => {
  it("reads back, builds and gives the status of every condition of every revision", () => {
    for (const r of revisions)
      for (const key of Object.keys(r.conditions)) {
        expect(idsOf("status").has(`package/status/${r.id}/${key}`), `${r.id} ${key}`).toBe(true);
        expect(idsOf("construct").has(`package/construct/${r.id}/${key}/no-options`)).toBe(true);
        expect(idsOf("parse").has(`package/parse/${r.id}/read-back/${key}`)).toBe(true);
      }
  });

  it("gives every reason parse has, in every revision", () => {
    const reasons = ["not-an-object", "error-not-an-object", "bad-id", "bad-code", "bad-message"];
    for (const r of revisions)
      for (const reason of reasons)
        expect(
          ofOp("parse").some(
            (c) => c.input.revision === r.id && (c.expect as { reason?: string }).reason === reason,
          ),
          `${r.id} ${reason}`,
        ).toBe(true);
    expect(ofOp("parse").some((c) => (c.expect as { reason?: string }).reason === "unknown-revision")).toBe(
      true,
    );
  });

  it("breaks nested data below the first level: the code names the condition, the data does not fit", () => {
    const deep = ofOp("parse").filter(
      (c) => c.id.includes("/fault/") && (c.expect as { dataFits?: boolean }).dataFits === false,
    );
    for (const condition of [
      "unsupportedProtocolVersion",
      "missingRequiredClientCapability",
      "urlElicitationRequired",
    ])
      expect(
        deep.some((c) => c.id.includes(`/fault/${condition}/`)),
        condition,
      ).toBe(true);
    expect(
      ofOp("construct")
        .filter((c) => c.id.includes("/fault/"))
        .every((c) => (c.expect as { refused?: boolean }).refused),
    ).toBe(true);
  });

  it("translates every condition to every revision, by each kind of rule", () => {
    for (const from of revisions)
      for (const to of revisions)
        for (const key of Object.keys(from.conditions))
          expect(
            idsOf("translate").has(`package/translate/${from.id}/${to.id}/${key}`),
            `${from.id} ${to.id} ${key}`,
          ).toBe(true);
    const answers = ofOp("translate").map(
      (c) => c.expect as { ok: boolean; rule?: string; condition: unknown },
    );
    const rules = new Set(answers.filter((a) => a.ok).map((a) => a.rule));
    for (const rule of ["passthrough", "renumber", "mapped"]) expect(rules.has(rule), rule).toBe(true);
    expect(
      ofOp("translate").some(
        (c) => (c.expect as { transportFailure?: string }).transportFailure !== undefined,
      ),
    ).toBe(true);
    expect(
      ofOp("translate").some(
        (c) =>
          (c.expect as { ok: boolean; condition: unknown }).ok === false &&
          (c.expect as { condition: unknown }).condition === null,
      ),
    ).toBe(true);
  });

  it("fails a request at every step of each modern revision's check order", () => {
    for (const r of revisions.filter((x) => x.requestChecks !== null)) {
      const failing = ofOp("checkRequest").filter((c) => c.input.revision === r.id && c.expect !== null);
      const codes = new Set(failing.map((c) => (c.expect as { error: { code: number } }).error.code));
      for (const step of r.requestChecks?.order ?? [])
        expect(codes.has((r.conditions[step] as { code: number }).code), `${r.id} ${step}`).toBe(true);
      expect(idsOf("checkRequest").has(`package/checkRequest/${r.id}/params/integer/42.0`)).toBe(true);
    }
  });

  it("names every code constant of every revision", () => {
    for (const r of revisions) expect(idsOf("constants").has(`package/constants/${r.id}/all`)).toBe(true);
  });
});
