/**
 * One vocabulary from the register to the answer: the export, the package's tables and translate's
 * answer use the register's words (`passthrough`, a transport failure's `condition`, a reserved
 * code's `formerCondition`), and the older table names stay as aliases with the same values.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as root from "mcp-errors";
import * as modern from "mcp-errors/2026-07-28";
import { translate } from "mcp-errors/translate";
import { describe, expect, it } from "vitest";

const exported = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../generated/json/mcp-errors.json"), "utf8"),
) as {
  revisions: {
    id: string;
    translations: Record<string, Record<string, { kind: string }>>;
    reserved: Record<string, unknown>[];
    transportFailures: Record<string, Record<string, unknown>>;
  }[];
};

async function tablesOf(id: string) {
  const sub = (root.REVISIONS as readonly string[]).includes(id) || id === "draft" ? id : `prerelease/${id}`;
  return (await import(`mcp-errors/${sub}`)) as {
    TRANSLATIONS: Record<string, Record<string, { kind: string }>>;
    RESERVED_CODES: readonly { code: number; formerCondition: string; formerly: string }[];
    TRANSPORT_FAILURES: Record<string, { condition: string | null; jsonrpc: string | null }>;
  };
}

describe("the register's words, end to end", () => {
  it("names a translation that keeps condition and code passthrough, in the export and the tables", async () => {
    for (const revision of exported.revisions) {
      const kinds = Object.values(revision.translations).flatMap((row) =>
        Object.values(row).map((e) => e.kind),
      );
      expect(new Set(kinds).has("same")).toBe(false);
      expect(kinds).toContain("passthrough");
      expect((await tablesOf(revision.id)).TRANSLATIONS).toEqual(revision.translations);
    }
  });

  it("answers translate's rule with the table's kind, unrenamed", () => {
    const error = modern.methodNotFound({ message: "no such method" });
    const answer = translate(error, {
      from: "2026-07-28",
      to: "2025-11-25",
      request: { id: 1, method: "x/y" },
    });
    expect(answer.ok && answer.rule).toBe("passthrough");
    expect(modern.TRANSLATIONS["2025-11-25"].methodNotFound.kind).toBe("passthrough");
  });

  it("calls a reserved code's condition formerCondition in the export, the tables keeping formerly as an alias", async () => {
    for (const revision of exported.revisions) {
      const { RESERVED_CODES } = await tablesOf(revision.id);
      expect(revision.reserved.every((x) => "formerCondition" in x && !("formerly" in x))).toBe(true);
      expect(RESERVED_CODES.map((x) => [x.code, x.formerCondition])).toEqual(
        revision.reserved.map((x) => [x.code, x.formerCondition]),
      );
      for (const x of RESERVED_CODES) expect(x.formerly).toBe(x.formerCondition);
    }
    expect(modern.RESERVED_CODES).toContainEqual({
      code: -32002,
      formerCondition: "resourceNotFound",
      formerly: "resourceNotFound",
    });
  });

  it("calls a transport failure's condition condition, the tables keeping jsonrpc as an alias", async () => {
    let seen = 0;
    for (const revision of exported.revisions) {
      const { TRANSPORT_FAILURES } = await tablesOf(revision.id);
      for (const [key, failure] of Object.entries(revision.transportFailures)) {
        expect(TRANSPORT_FAILURES[key]?.condition).toBe(failure.condition);
        expect(TRANSPORT_FAILURES[key]?.jsonrpc).toBe(failure.condition);
        expect(Object.keys(TRANSPORT_FAILURES[key] ?? {})).toContain("jsonrpc");
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
