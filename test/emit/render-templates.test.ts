/** Templates hold only loops, simple conditionals and escaping-helper calls. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkTemplate, loadTemplates } from "../../generator/emit/render-templates.ts";
import { templatesRoot } from "../runtime/render-package.ts";

describe("checkTemplate", () => {
  it.each([
    ["a bare value", "x {{name}} y"],
    ["a triple-stash", "{{{js name}}}"],
    ["an unknown helper", "{{lookup name 'x'}}"],
    ["a helper without its argument", "{{js}}"],
    ["a helper with two arguments", "{{js a b}}"],
    ["a partial", "{{> other}}"],
    ["a custom block", "{{#with x}}{{js y}}{{/with}}"],
    ["a bare value inside a loop", "{{#each xs}}{{this}}{{/each}}"],
  ])("rejects %s", (_, source) => {
    expect(() => checkTemplate(source, "t")).toThrow(/template t/);
  });

  it("accepts helpers, loops and conditionals", () => {
    expect(() =>
      checkTemplate(
        "{{#each xs}}{{#if ok}}{{js name}}{{else}}{{int n}}{{/if}}{{/each}}{{#unless z}}{{md t}}{{/unless}}{{!-- note --}}",
        "t",
      ),
    ).not.toThrow();
  });

  it("passes every template of the mcp-errors target", () => {
    const set = loadTemplates(join(templatesRoot, "mcp-errors"));
    expect(set.names).toEqual(
      expect.arrayContaining([
        "package.json",
        "README.md",
        "docs/revision.md",
        "lib/index.js",
        "lib/revision.d.ts",
        "lib/revision.js",
      ]),
    );
  });

  it("renders in strict mode: a missing field is an error, not an empty string", () => {
    const set = loadTemplates(join(templatesRoot, "mcp-errors"));
    expect(() => set.render("lib/revision.js", {})).toThrow();
  });
});

describe("rendering names only fields the view has", () => {
  const render = (source: string, view: object): string => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-errgen-templates-"));
    try {
      writeFileSync(join(dir, "t.hbs"), source);
      return loadTemplates(dir).render("t", view);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it.each([
    ["#if", "{{#if missing}}yes{{/if}}"],
    ["#unless", "{{#unless missing}}no{{/unless}}"],
    ["#each", "{{#each missing}}{{js this}}{{/each}}"],
    ["#if inside #each", "{{#each items}}{{#if misspelt}}x{{/if}}{{/each}}"],
    ["a printed field", "{{js missing}}"],
  ])("refuses %s on a field the view does not have", (_, source) => {
    expect(() => render(source, { items: [{ present: true }] })).toThrow(
      /names a field the view does not have/,
    );
  });

  it("takes null, false and empty lists as nothing", () => {
    expect(
      render("{{#if a}}A{{else}}-{{/if}}{{#unless b}}B{{/unless}}{{#each c}}C{{/each}}", {
        a: null,
        b: false,
        c: [],
      }),
    ).toBe("-B");
  });
});
