/**
 * The reference pages show each function as its module declares it: the Constructors table of
 * generated/docs/<rev>.md, and every other `name(...)` the page writes, against the
 * `export declare function` in generated/lib/<rev>.d.ts. A declaration names the package's own
 * types through `$` aliases (`$ToolInputErrorOptions`); the page names them as the package exports
 * them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../runtime/render-package.ts";

const pkg = join(projectRoot, "generated");
const revisions = readdirSync(join(pkg, "docs"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.slice(0, -3));

/** Where a revision's module sits: lib/<rev>.d.ts, or lib/prerelease/<rev>.d.ts for a pre-release. */
function declarationFile(revision: string): string {
  const direct = join(pkg, "lib", `${revision}.d.ts`);
  return readdirSync(join(pkg, "lib")).includes(`${revision}.d.ts`)
    ? direct
    : join(pkg, "lib", "prerelease", `${revision}.d.ts`);
}

/** `name(params)` of each declared function, on one line as the docs write it. */
function declaredSignatures(file: string): Map<string, string> {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) || statement.name === undefined) continue;
    const params = statement.parameters
      .map((p) => p.getText(source))
      .join(", ")
      .replace(/\s+/g, " ")
      .replace(/; \}/g, " }")
      .replace(/\$(?=[A-Z])/g, "");
    found.set(statement.name.text, `${statement.name.text}(${params})`);
  }
  return found;
}

/** The first cell of each row of the page's Constructors table, without its code fence. */
function documentedSignatures(page: string): string[] {
  const section = page.split("\n## Constructors\n")[1]?.split("\n## ")[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => (/^\| `([^`]+)`/.exec(line)?.[1] ?? "").replace(/\\\|/g, "|"));
}

/** Every `name(...)` the page writes in inline code, outside the Constructors table too. */
function writtenCalls(page: string): string[] {
  return [...page.matchAll(/`([A-Za-z_$][\w$]*\((?:[^`]*)\))`/g)].map((m) =>
    (m[1] ?? "").replace(/\\\|/g, "|"),
  );
}

describe.each(revisions)("docs/%s.md", (revision) => {
  it("writes every function it names with the signature its module declares", () => {
    const page = readFileSync(join(pkg, "docs", `${revision}.md`), "utf8");
    const declared = declaredSignatures(declarationFile(revision));
    const calls = writtenCalls(page);
    expect(calls.some((call) => call.startsWith("toolInputError("))).toBe(true);
    for (const call of calls) {
      const name = call.slice(0, call.indexOf("("));
      expect(declared.has(name), `${name} is no function of the module`).toBe(true);
      expect(call).toBe(declared.get(name));
    }
  });

  it("lists every constructor with the signature its module declares", () => {
    const documented = documentedSignatures(readFileSync(join(pkg, "docs", `${revision}.md`), "utf8"));
    const declared = declaredSignatures(declarationFile(revision));
    expect(documented.length).toBeGreaterThan(0);
    for (const signature of documented) {
      const name = signature.slice(0, signature.indexOf("("));
      expect(signature).toBe(declared.get(name));
    }
  });
});

it("shows a constructor whose data is required with a required options argument", () => {
  const page = readFileSync(join(pkg, "docs", "2025-11-25.md"), "utf8");
  expect(documentedSignatures(page)).toContain(
    "resourceNotFound(options: { message?: string | undefined; data: ResourceNotFoundErrorData })",
  );
  expect(documentedSignatures(page)).toContain(
    "internalError(options?: { message?: string | undefined; data?: unknown })",
  );
});
