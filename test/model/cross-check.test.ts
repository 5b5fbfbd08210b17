/** Register against schema models: claims, coverage, shared codes, statuses and policy, on small hand-built schemas. */
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../generator/diagnostics/gen-error.ts";
import {
  baseSchemas,
  diagnosticsOf,
  fixtureFile,
  fixtureText,
  mergedFrom,
  patched,
  positionOf,
  REQUEST_RULES,
  schemaModel,
} from "../register/register-fixtures.ts";
import { must } from "../helpers/must.ts";

const merge = (text: string, schemas = baseSchemas()) => mergedFrom(text, schemas);
const failures = (text: string, schemas = baseSchemas()) =>
  diagnosticsOf(() => merge(text, schemas)).map(summary);

function summary(d: Diagnostic) {
  return { kind: d.kind, message: d.message, at: `${d.location?.line}:${d.location?.column}` };
}

/** line:col of `needle` in `text`, moved `skip` characters right (to reach a value after its key). */
function at(text: string, needle: string, nth = 1, skip = 0): string {
  const p = positionOf(text, needle, nth);
  return `${p.line}:${p.column + skip}`;
}

describe("cross-checks against schema models", () => {
  it("merges the base fixture", () => {
    const model = merge(fixtureText("base"));
    expect(model.revisions.map((r) => r.id)).toEqual(["2025-11-25", "2026-07-28"]);
    expect(model.registerFile).toBe("patched.yaml");
  });

  it("reports a schema constant that no condition covers, at the conditions key", () => {
    const found = diagnosticsOf(() =>
      mergedFrom(fixtureText("deleted-entry"), baseSchemas(), fixtureFile("deleted-entry")),
    );
    expect(
      found.map((d) => [d.kind, d.message, `${d.location?.file}:${d.location?.line}:${d.location?.column}`]),
    ).toEqual([
      [
        "register/schema-code-uncovered",
        "schema 2025-11-25 defines PARSE_ERROR = -32700 (schema/2025-11-25/schema.ts:100), which no register condition covers",
        `${fixtureFile("deleted-entry")}:4:1`,
      ],
      [
        "register/schema-code-uncovered",
        "schema 2026-07-28 defines PARSE_ERROR = -32700 (schema/2026-07-28/schema.ts:100), which no register condition covers",
        `${fixtureFile("deleted-entry")}:4:1`,
      ],
    ]);
    expect(found[0]?.hint).toBe(
      "add a condition whose codes list -32700 (constant PARSE_ERROR) for 2025-11-25; gen prints a YAML stub",
    );
  });

  it("reports a register claim the schema contradicts", () => {
    const text = patched("      - code: -32020\n", "      - code: -32021\n");
    expect(failures(text)).toContainEqual({
      kind: "register/schema-claim-false",
      message:
        "conditions.headerMismatch.codes[0].constant claims HEADER_MISMATCH = -32021 in 2026-07-28, but the schema has HEADER_MISMATCH = -32020",
      at: at(text, "HEADER_MISMATCH"),
    });
  });

  it("reports a register code that the schema does not define", () => {
    const text = fixtureText("base");
    const schemas = [
      must(baseSchemas()[0]),
      schemaModel("2026-07-28", { PARSE_ERROR: -32700, INVALID_PARAMS: -32602 }),
    ];
    expect(failures(text, schemas)).toEqual([
      {
        kind: "register/undefined-spec-code",
        message:
          "conditions.headerMismatch.codes[0].code puts code -32020 in the specification band of 2026-07-28, but the schema defines no such constant",
        at: at(text, "-32020"),
      },
      {
        kind: "register/uncited-fact",
        message:
          "conditions.headerMismatch.codes[0]: HEADER_MISMATCH = -32020 in 2026-07-28 has no schema behind it and no citation",
        at: at(text, "-32020"),
      },
      {
        kind: "register/schema-claim-false",
        message:
          "conditions.headerMismatch.codes[0].interface claims error interface HeaderMismatchError in 2026-07-28, but the schema has no such interface",
        at: at(text, "HeaderMismatchError"),
      },
    ]);
  });

  it("reports a schema error interface no condition names", () => {
    const schemas = baseSchemas();
    const legacy = must(schemas[0]);
    const modern = must(schemas[1]);
    modern.interfaces.push({ ...must(modern.interfaces[0]), name: "ParseError", constant: "PARSE_ERROR" });
    expect(failures(fixtureText("base"), [legacy, modern])).toEqual([
      {
        kind: "register/schema-interface-uncovered",
        message:
          "schema 2026-07-28 defines error interface ParseError (code PARSE_ERROR) at schema/2026-07-28/schema.ts:200, which no register condition names",
        at: "4:1",
      },
    ]);
  });

  it("requires conditions sharing a code to say how they are told apart", () => {
    const text = patched("        match: data\n", "        match: unique\n");
    expect(failures(text)).toEqual([
      {
        kind: "register/shared-code-ambiguous",
        message:
          "in 2026-07-28, conditions invalidParams, resourceNotFound share code -32602 without saying how a receiver tells them apart",
        at: at(text, "unique"),
      },
    ]);
  });

  it("requires a data shape for a condition told apart by data", () => {
    const text = patched(
      `        data:\n          type: "{ uri: string }"\n          exact: true\n          cite:\n            - source: docs/specification/2026-07-28/server/resources.mdx:422\n              quote: '"uri": "file:///nonexistent.txt"'\n`,
      "",
    );
    expect(failures(text)).toEqual([
      {
        kind: "register/missing-key",
        message: 'conditions.resourceNotFound.codes[1] is missing required key "data"',
        at: at(text, "code: -32602", 2),
      },
    ]);
  });

  it("lets conditions that share a code travel with different statuses, each its own", () => {
    const withStatus = patched(
      "    accepts:\n",
      "    http:\n      - revisions: [2026-07-28]\n        status: 400\n        cite:\n          - source: docs/specification/2026-07-28/basic/index.mdx:381-382\n            quote: On HTTP, the response status MUST be 400 Bad Request.\n    accepts:\n",
    );
    const statusOf = (text: string, key: string) =>
      merge(text)
        .revisions.find((r) => r.id === "2026-07-28")
        ?.conditions.find((c) => c.key === key)?.httpStatus.status;
    expect([statusOf(withStatus, "resourceNotFound"), statusOf(withStatus, "invalidParams")]).toEqual([
      400,
      null,
    ]);
    // Told apart by status instead of data, the same 400 is what identifies it.
    const byStatus = withStatus.replace("match: data", "match: status");
    const condition = merge(byStatus)
      .revisions.find((r) => r.id === "2026-07-28")
      ?.conditions.find((c) => c.key === "resourceNotFound");
    expect(condition?.recognition.rules).toMatchObject([{ code: -32602, httpStatus: 400 }]);
  });

  it("rejects a status-matched condition with no status of its own to be told apart by", () => {
    const text = patched("        match: data\n", "        match: status\n");
    expect(failures(text).map((f) => f.kind)).toEqual(["register/shared-code-ambiguous"]);
  });

  it("rejects a status-matched condition whose status another condition of the code shares", () => {
    const http400 =
      "    http:\n      - revisions: [2026-07-28]\n        status: 400\n        cite:\n          - source: docs/specification/2026-07-28/basic/index.mdx:381-382\n            quote: On HTTP, the response status MUST be 400 Bad Request.\n";
    const text = patched("    accepts:\n", `${http400}    accepts:\n`)
      .replace("match: data", "match: status")
      .replace(
        "        revisions: [2025-11-25, 2026-07-28]\n  resourceNotFound:\n",
        `        revisions: [2025-11-25, 2026-07-28]\n${http400}  resourceNotFound:\n`,
      );
    expect(failures(text).map((f) => f.kind)).toEqual(["register/shared-code-ambiguous"]);
  });

  it("rejects a modern code in the specification band without a schema constant", () => {
    const text = patched(
      "policy:\n",
      "  taskExpired:\n    summary: A made-up condition.\n    message: Task expired\n    codes:\n      - code: -32050\n        constant: TASK_EXPIRED\n        revisions: [2026-07-28]\n        cite:\n          - source: docs/specification/2026-07-28/basic/index.mdx:124\n            quote: Implementations MUST NOT emit any code\n    absent: [2025-11-25]\n    whenAbsent:\n      - to: [2025-11-25]\n        mapTo: invalidParams\n        cite:\n          - source: docs/specification/2026-07-28/basic/index.mdx:124\n            quote: Implementations MUST NOT emit any code\npolicy:\n",
    );
    expect(failures(text)).toEqual([
      {
        kind: "register/undefined-spec-code",
        message:
          "conditions.taskExpired.codes[0].code puts code -32050 in the specification band of 2026-07-28, but the schema defines no such constant",
        at: at(text, "-32050"),
      },
    ]);
  });

  it("rejects a condition code that the revision reserves", () => {
    const text = patched(
      "  reserved: []\n",
      "  reserved:\n    - revisions: [2026-07-28]\n      code: -32700\n      formerCondition: parseError\n      note: Made up for the test.\n      cite:\n        - source: docs/specification/2026-07-28/basic/index.mdx:140\n          quote: resource not found\n",
    );
    expect(failures(text)).toContainEqual({
      kind: "register/invalid-value",
      message:
        "conditions.parseError.codes[0].code: -32700 is reserved in 2026-07-28 (formerly parseError) and is never sent",
      at: at(text, "-32700"),
    });
  });

  it("checks the envelope id rule against the schema", () => {
    const schemas = baseSchemas();
    const legacy = must(schemas[0]);
    const modern = must(schemas[1]);
    const strict = { ...legacy, envelope: { ...legacy.envelope, idOptional: false } };
    const text = fixtureText("base");
    expect(failures(text, [strict, modern])).toEqual([
      {
        kind: "register/schema-claim-false",
        message:
          "policy.envelope[0].idOptional claims an error response id that is optional in 2025-11-25, but the schema has JSONRPCErrorResponse with id required (schema/2025-11-25/schema.ts:50)",
        at: at(text, "idOptional: true", 1, "idOptional: ".length),
      },
    ]);
  });

  it("requires a citation for a register-only constant", () => {
    const text = patched(
      '        cite:\n          - source: docs/specification/2025-11-25/server/resources.mdx:388\n            quote: "Resource not found: -32002"\n',
      "",
    );
    expect(failures(text)).toEqual([
      {
        kind: "register/uncited-fact",
        message:
          "conditions.resourceNotFound.codes[0]: RESOURCE_NOT_FOUND = -32002 in 2025-11-25 has no schema behind it and no citation",
        at: at(text, "-32002"),
      },
    ]);
  });

  it("reports a data type the generator cannot read at its YAML position", () => {
    const text = patched('type: "{ uri: string }"', 'type: "{ uri: }"');
    const [d] = failures(text);
    expect(d).toMatchObject({ kind: "schema/unsupported-type", at: at(text, '"{ uri: }"') });
  });

  it("rejects an accepted code in a band receivers must not interpret", () => {
    const text = patched("      interpretExceptions: [-32002]\n", "");
    expect(failures(text)).toEqual([
      {
        kind: "register/invalid-value",
        message:
          "conditions.resourceNotFound.accepts[0].codes[0]: receivers in 2026-07-28 must not read a meaning into -32002 (band -32019..-32000); list it in the band's interpretExceptions if the spec allows it",
        at: at(text, "-32002]"),
      },
    ]);
  });

  it("checks the documented check order against each condition's status", () => {
    const text = patched(
      "  translateUndefined: []\n",
      "  translateUndefined: []\n  checkOrder:\n    - revisions: [2026-07-28]\n      steps:\n        - { step: parse, check: the body parses, condition: headerMismatch, http: 404 }\n      notARequest: invalidParams\n      metaInvalid: invalidParams\n      cite:\n        - source: docs/specification/2026-07-28/basic/index.mdx:380\n          quote: A request missing any required field is malformed\n" +
        REQUEST_RULES,
    );
    expect(failures(text)).toEqual([
      {
        kind: "register/invalid-value",
        message: "policy.checkOrder[0].steps[0].http: headerMismatch travels with 400 in 2026-07-28, not 404",
        at: at(text, "404"),
      },
    ]);
  });

  it("reports every problem at once", () => {
    const text = patched(
      "        match: data\n",
      "        match: unique\n",
      patched("      - code: -32020\n", "      - code: -32021\n"),
    );
    const kinds = new Set(failures(text).map((f) => f.kind));
    expect(kinds).toEqual(
      new Set([
        "register/schema-claim-false",
        "register/schema-code-uncovered",
        "register/undefined-spec-code",
      ]),
    );
  });
});
