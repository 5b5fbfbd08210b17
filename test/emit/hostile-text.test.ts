/**
 * Text from the register or a schema never becomes code: a model full of string, comment,
 * template, markdown and script breakers still emits modules that parse and type-check, and the
 * text comes back exactly through the runtime.
 */
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTILE, hostileModel } from "../fixtures/models/hostile.ts";
import { sampleError } from "../runtime/sample-data.ts";
import { renderPackage, type RenderedPackage } from "../runtime/render-package.ts";
import { must } from "../helpers/must.ts";

type Translate = typeof import("mcp-errors/translate");
type Module = Record<string, unknown>;

let pkg: RenderedPackage;

beforeAll(async () => {
  // renderPackage validates: every file parses and the package type-checks.
  pkg = await renderPackage(hostileModel, "mcp-errors-hostile-");
});
afterAll(() => pkg?.cleanup());

describe("hostile text in the model", () => {
  it("round-trips every default message exactly through the constructors", async () => {
    let checked = 0;
    for (const r of hostileModel.revisions) {
      const mod = await pkg.load<Module>(`lib/${r.status === "final" ? r.id : `prerelease/${r.id}`}.js`);
      for (const c of r.conditions) {
        const build = mod[c.key] as (options?: unknown) => { message: string };
        const error = c.data ? build({ data: sampleError(c, r).data }) : build();
        expect(error.message).toBe(`message of ${c.key}: ${HOSTILE}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("round-trips the register's reasons through translate", async () => {
    const between = await pkg.load<Translate>("lib/translate.js");
    const result = between.translate(
      { code: -32020, message: "m" },
      { from: "2026-07-28", to: "2025-11-25", request: { id: 1, method: "tools/call" } },
    );
    expect(result).toMatchObject({ ok: false, reason: `reason headerMismatch: ${HOSTILE}` });
  });

  it("round-trips a _meta key and a header name as table keys, never as code", async () => {
    const mod = await pkg.load<{ META_KEYS: object; HEADERS: Record<string, { bodyField: object }> }>(
      "lib/2026-07-28.js",
    );
    expect(Object.keys(mod.META_KEYS)).toContain(`meta key: ${HOSTILE}`);
    expect(mod.HEADERS[`header: ${HOSTILE}`]?.bodyField).toEqual({
      [`method: ${HOSTILE}`]: [`field: ${HOSTILE}`],
    });
  });

  it("leaves no raw line separator or script tag in any module", () => {
    for (const [path, text] of pkg.files) {
      if (!path.endsWith(".js") && !path.endsWith(".d.ts")) continue;
      expect(text, path).not.toMatch(/[\u2028\u2029]/);
      expect(text, path).not.toContain("</script>");
      const comments = text.match(/\/\*[\s\S]*?\*\//g) ?? [];
      for (const comment of comments) expect(comment, path).not.toContain("alert(1)</");
    }
  });

  it("escapes the text in the docs and the README", () => {
    const doc = must(pkg.files.get("docs/2026-07-28.md"));
    expect(doc).toContain("summary of headerMismatch");
    expect(doc).not.toContain("<script>");
    expect(doc).not.toContain("{{handlebars}}");
    expect(doc).not.toMatch(/^# h1/m);
    const readme = must(pkg.files.get("README.md"));
    expect(readme).not.toContain("<script>");
  });

  it("keeps string literal types exact in the declarations", () => {
    const source = ts.createSourceFile(
      "x.d.ts",
      must(pkg.files.get("lib/2025-11-25.d.ts")),
      ts.ScriptTarget.ES2022,
      true,
    );
    const literals: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) literals.push(node.literal.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(literals).toContain(`literal: ${HOSTILE}`);
  });
});
