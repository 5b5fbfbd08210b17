/** Templates hold only loops, simple conditionals and escaping-helper calls. */
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
