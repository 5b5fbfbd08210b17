/**
 * Every code constant the targets declare, against the export (generated/json/mcp-errors.json):
 * the TypeScript modules' constants and ErrorCode (ESM and CommonJS, as loaded and as their .d.ts
 * declare them), their REVISION, PROTOCOL_VERSION, ERA and GENERIC_CONDITION, their CONDITIONS and HTTP_STATUS tables,
 * the root's revision lists, and the Go packages' Code*, Revision, ProtocolVersion, Era and Condition
 * constants, embedded tables and the root's revision lists (test/go/constants_test.go). A constant
 * given another value, or one no test compares, fails here.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { runGo } from "../go-target/go-tool.ts";
import { PROJECT_ROOT } from "./run-runner.ts";

interface ExportedRevision {
  id: string;
  status: string;
  era: string;
  protocolVersion: string;
  genericCondition: string;
  constants: { name: string; value: number }[];
  conditions: Record<string, { code: number; constant: string; httpStatus: number | null }>;
}

const GENERATED = join(PROJECT_ROOT, "generated");
const revisions = (
  JSON.parse(readFileSync(join(GENERATED, "json/mcp-errors.json"), "utf8")) as {
    revisions: ExportedRevision[];
  }
).revisions;
const exportsMap = (
  JSON.parse(readFileSync(join(GENERATED, "package.json"), "utf8")) as { exports: Record<string, unknown> }
).exports;
const require = createRequire(join(PROJECT_ROOT, "package.json"));

/** A revision's subpath of the package: mcp-errors/<id>, or mcp-errors/prerelease/<id>. */
function subpathOf(id: string): string {
  const subpath = [id, `prerelease/${id}`].find((s) => `./${s}` in exportsMap);
  if (subpath === undefined) throw new Error(`the package exports no module for ${id}`);
  return subpath;
}

const pascal = (key: string) => key[0]?.toUpperCase() + key.slice(1);
const byName = (r: ExportedRevision) => Object.fromEntries(r.constants.map((c) => [c.name, c.value]));

/** What a .d.ts declares: each `export declare const NAME: <integer>`, and ErrorCode's members. */
function declared(path: string): { constants: Record<string, number>; errorCode: Record<string, number> } {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.ES2022, true);
  const literal = (type: ts.TypeNode | undefined): number | undefined => {
    if (type === undefined || !ts.isLiteralTypeNode(type)) return undefined;
    const l = type.literal;
    if (ts.isNumericLiteral(l)) return Number(l.text);
    if (
      ts.isPrefixUnaryExpression(l) &&
      l.operator === ts.SyntaxKind.MinusToken &&
      ts.isNumericLiteral(l.operand)
    )
      return -Number(l.operand.text);
    return undefined;
  };
  const constants: Record<string, number> = {};
  const errorCode: Record<string, number> = {};
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      const name = d.name.getText(source);
      const value = literal(d.type);
      if (value !== undefined && /^[A-Z][A-Z0-9_]*$/.test(name)) constants[name] = value;
      if (name === "ErrorCode" && d.type !== undefined && ts.isTypeLiteralNode(d.type))
        for (const member of d.type.members)
          if (ts.isPropertySignature(member)) {
            const code = literal(member.type);
            if (code !== undefined) errorCode[member.name.getText(source)] = code;
          }
    }
  }
  return { constants, errorCode };
}

describe.each(revisions.map((r) => [r.id, r] as const))("%s", (_, r) => {
  const subpath = subpathOf(r.id);
  const codes = Object.fromEntries(Object.entries(r.conditions).map(([key, c]) => [pascal(key), c.code]));

  it("the export's conditions have the codes of the constants they name", () => {
    for (const [key, c] of Object.entries(r.conditions)) expect(byName(r)[c.constant], key).toBe(c.code);
  });

  it.each(["import", "require"] as const)(
    "the module's constants, ErrorCode and tables (%s)",
    async (how) => {
      const mod = (
        how === "import" ? await import(`mcp-errors/${subpath}`) : require(`mcp-errors/${subpath}`)
      ) as Record<string, unknown>;
      const constants = Object.fromEntries(
        Object.entries(mod).filter(
          ([name, value]) => /^[A-Z][A-Z0-9_]*$/.test(name) && Number.isInteger(value),
        ),
      );
      expect(constants).toEqual(byName(r));
      expect(mod.ErrorCode).toEqual(codes);
      const tables = mod as {
        CONDITIONS: Record<string, { code: number }>;
        HTTP_STATUS: Record<string, unknown>;
      };
      for (const [key, c] of Object.entries(r.conditions)) {
        expect(tables.CONDITIONS[key]?.code, key).toBe(c.code);
        expect(tables.HTTP_STATUS[key], key).toBe(c.httpStatus);
      }
    },
  );

  it.each(["import", "require"] as const)(
    "every other scalar the module exports is the export's (%s)",
    async (how) => {
      const mod = (
        how === "import" ? await import(`mcp-errors/${subpath}`) : require(`mcp-errors/${subpath}`)
      ) as Record<string, unknown>;
      const scalars = Object.fromEntries(
        Object.entries(mod).filter(
          ([name, value]) =>
            /^[A-Z][A-Z0-9_]*$/.test(name) &&
            !Number.isInteger(value) &&
            (value === null || typeof value !== "object"),
        ),
      );
      // A constant of any other name fails here until a test compares it.
      expect(scalars).toEqual({
        REVISION: r.id,
        PROTOCOL_VERSION: r.protocolVersion,
        ERA: r.era,
        GENERIC_CONDITION: r.genericCondition,
      });
    },
  );

  it.each(["lib", "cjs"])("its %s/*.d.ts declares the same values", (dir) => {
    const types = declared(join(GENERATED, dir, `${subpath}.d.ts`));
    expect(types.constants).toEqual(byName(r));
    expect(types.errorCode).toEqual(codes);
  });
});

describe("the package's root module", () => {
  it.each(["import", "require"] as const)("lists the export's revisions (%s)", async (how) => {
    const root = (how === "import" ? await import("mcp-errors") : require("mcp-errors")) as Record<
      string,
      unknown
    >;
    const finals = revisions.filter((r) => r.status === "final").map((r) => r.id);
    expect(root.REVISIONS).toEqual(finals);
    expect(root.PREVIEW_REVISIONS).toEqual(revisions.filter((r) => r.status !== "final").map((r) => r.id));
    expect(root.LATEST_REVISION).toBe(finals.at(-1));
  });
});

describe("the Go module", () => {
  it("declares every revision's constants, embeds its tables and lists its revisions as the export has them", async () => {
    const tests =
      "^(TestConstantsMatchTheExport|TestEveryConstantMatchesTheExport|TestModuleRevisionsMatchTheExport)$";
    const run = await runGo(["test", "-count=1", "-run", tests, "-v", "."], {
      cwd: join(PROJECT_ROOT, "test/go"),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    for (const name of [
      "TestConstantsMatchTheExport",
      "TestEveryConstantMatchesTheExport",
      "TestModuleRevisionsMatchTheExport",
    ])
      expect(run.stdout).toContain(`--- PASS: ${name}`);
  }, 300_000);
});
