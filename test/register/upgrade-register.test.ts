/**
 * Registers of older versions read as today's, version 3: version 1 (statuses by origin, a default
 * per revision) through version 2; version 2 (a `resultType` on the tool-result form, which the
 * schemas give since version 3, and request-check data written into the generator) as version 3.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { upgradeRegister, upgradeRegisterV2 } from "../../generator/register/upgrade-register.ts";
import { manifest, PROJECT_ROOT } from "./register-fixtures.ts";
import { loadRegister, parseRegister } from "../../generator/register/load-register.ts";
import type { Register } from "../../generator/register/register-types.ts";

const v1 = {
  registerVersion: 1,
  revisions: ["a", "b"],
  conditions: {
    methodNotFound: {
      codes: [{ code: -32601, constant: "METHOD_NOT_FOUND", revisions: ["a", "b"] }],
      http: [{ revisions: ["b"], transport: 404, cite: [{ source: "x.mdx:1", quote: "404" }] }],
    },
    parseError: { codes: [{ code: -32700, constant: "PARSE_ERROR", revisions: ["b"] }] },
  },
  policy: {
    httpDefault: [
      { revisions: ["a", "b"], transport: 200, handler: 200, cite: [{ source: "y.mdx:2", quote: "200" }] },
    ],
    bands: [],
  },
};

describe("upgrading a version-1 register", () => {
  it("keeps every status version 1 claimed: the transport's, else the revision default", () => {
    const v2 = upgradeRegister(v1) as {
      registerVersion: number;
      policy: object;
      conditions: Record<string, { http?: unknown[] }>;
    };
    expect(v2.registerVersion).toBe(3);
    expect(v2.policy).not.toHaveProperty("httpDefault");
    expect(v2.conditions.methodNotFound?.http).toEqual([
      { revisions: ["b"], status: 404, cite: [{ source: "x.mdx:1", quote: "404" }] },
      { revisions: ["a"], status: 200, cite: [{ source: "y.mdx:2", quote: "200" }] },
    ]);
    expect(v2.conditions.parseError?.http).toEqual([
      { revisions: ["b"], status: 200, cite: [{ source: "y.mdx:2", quote: "200" }] },
    ]);
  });

  it("leaves a version-3 register alone", () => {
    const v3 = { ...v1, registerVersion: 3 };
    expect(upgradeRegister(v3)).toBe(v3);
  });

  it("reads the project's register as it was before per-condition statuses", () => {
    let text: string;
    try {
      text = execFileSync("git", ["show", "2841aef:spec/errors.yaml"], {
        cwd: PROJECT_ROOT,
        stdio: ["ignore", "pipe", "ignore"],
      }).toString();
    } catch {
      return; // A shallow clone without that commit has nothing to read.
    }
    const register = parseRegister(text, "old:spec/errors.yaml", manifest);
    const method = register.conditions.find((c) => c.key === "methodNotFound");
    expect(method?.http.map((h) => [h.revisions[0], h.status])).toContainEqual(["2026-07-28", 404]);
    expect(method?.http.map((h) => [h.revisions[0], h.status])).toContainEqual(["2024-11-05", 200]);
  });
});

describe("upgrading a version-2 register", () => {
  const tool = (extra: object) => ({
    revisions: ["b"],
    form: "tool-result",
    note: "a result",
    cite: [{ source: "x.mdx:1", quote: "result" }],
    ...extra,
  });
  const v2 = {
    ...v1,
    registerVersion: 2,
    policy: { bands: [], toolInputError: [tool({ resultType: "complete" })] },
  };

  it("drops the tool-result form's resultType, which each schema's Result now gives", () => {
    const v3 = upgradeRegister(v2) as { registerVersion: number; policy: { toolInputError: unknown[] } };
    expect(v3.registerVersion).toBe(3);
    expect(v3.policy.toolInputError).toEqual([tool({})]);
    expect(v2.policy.toolInputError[0]).toHaveProperty("resultType", "complete");
  });

  it("reads the project's register as it was when it carried resultType", () => {
    let text: string;
    try {
      text = execFileSync("git", ["show", "9aee9b5:spec/errors.yaml"], {
        cwd: PROJECT_ROOT,
        stdio: ["ignore", "pipe", "ignore"],
      }).toString();
    } catch {
      return; // A shallow clone without that commit has nothing to read.
    }
    expect(text).toMatch(/^ {6}resultType: complete$/m);
    const register = parseRegister(text, "old:spec/errors.yaml", manifest);
    expect(register.registerVersion).toBe(3);
    expect(register.policy.toolInputError.map((rule) => rule.form)).toContain("tool-result");
    for (const rule of register.policy.toolInputError) expect(rule).not.toHaveProperty("resultType");
  });
});

/** The project's register as committed at `commit`, or undefined in a clone without that commit. */
function registerAt(commit: string): string | undefined {
  try {
    return execFileSync("git", ["show", `${commit}:spec/errors.yaml`], {
      cwd: PROJECT_ROOT,
      stdio: ["ignore", "pipe", "ignore"],
    }).toString();
  } catch {
    return undefined;
  }
}

describe("upgrading a version-2 register: request checks", () => {
  const cite = [{ source: "z.mdx:3", quote: "order" }];
  const v2 = {
    registerVersion: 2,
    revisions: ["a", "b", "c"],
    conditions: {},
    policy: {
      bands: [],
      checkOrder: [
        { revisions: ["b"], steps: [], cite },
        { revisions: ["c", "b"], steps: [], cite },
      ],
    },
  };
  type Upgraded = {
    registerVersion: number;
    policy: {
      checkOrder: unknown[];
      requestMeta?: { revisions: string[]; keyPrefix: string }[];
      requestHeaders?: { revisions: string[]; header: string; base64: boolean }[];
    };
  };

  it("gives every revision with a check order the table version 2 applied to it", () => {
    const v3 = upgradeRegisterV2(v2) as Upgraded;
    expect(v3.registerVersion).toBe(3);
    expect(v3.policy.checkOrder).toEqual(v2.policy.checkOrder);
    expect(v3.policy.requestMeta?.map((r) => [r.revisions, r.keyPrefix])).toEqual([
      [["b", "c"], "io.modelcontextprotocol/"],
    ]);
    expect(v3.policy.requestHeaders?.map((r) => [r.revisions, r.header, r.base64])).toEqual([
      [["b", "c"], "MCP-Protocol-Version", false],
      [["b", "c"], "Mcp-Method", false],
      [["b", "c"], "Mcp-Name", true],
    ]);
  });

  it("adds no rule where no revision has a check order", () => {
    const v3 = upgradeRegisterV2({ ...v2, policy: { bands: [] } }) as Upgraded;
    expect(v3.registerVersion).toBe(3);
    expect(v3.policy).toEqual({ bands: [] });
  });

  it("leaves a version-3 register alone, and takes version 1 through both steps", () => {
    const v3 = { ...v2, registerVersion: 3 };
    expect(upgradeRegisterV2(v3)).toBe(v3);
    expect((upgradeRegister(v1) as { registerVersion: number }).registerVersion).toBe(3);
  });

  it("reads the project's register from before the request-check rules with the headers it has now", () => {
    const text = registerAt("9aee9b5");
    if (text === undefined) return; // A shallow clone without that commit has nothing to read.
    const rules = (register: Register) => ({
      meta: register.policy.requestMeta.map((r) => [r.revisions, r.keyPrefix]),
      headers: register.policy.requestHeaders.map((r) => [r.revisions, r.header, r.bodyField, r.base64]),
    });
    const old = parseRegister(text, "old:spec/errors.yaml", manifest);
    expect(old.registerVersion).toBe(3);
    expect(rules(old)).toEqual(rules(loadRegister(PROJECT_ROOT, manifest)));
  });
});
