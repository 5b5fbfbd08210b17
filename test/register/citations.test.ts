/** Citation checks: quotes must still stand at (or near) their cited line in the spec snapshot. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  CITATION_TOLERANCE,
  checkCitations,
  normaliseQuote,
  QuoteIndex,
} from "../../generator/check/check-citations.ts";
import { checkRegister } from "../../generator/check/check-register.ts";
import { parseYaml } from "../../generator/util/yaml-document.ts";
import {
  diagnosticsOf,
  fixtureFile,
  fixtureText,
  loadFixture,
  manifest,
  patched,
  positionOf,
  registerFrom,
  specRoots,
  where,
} from "./register-fixtures.ts";
import { must } from "../helpers/must.ts";
import type { Register } from "../../generator/register/register-schema.ts";

describe("quote normalisation", () => {
  it("ignores emphasis, backticks and line breaks but nothing else", () => {
    expect(normaliseQuote("servers **MUST** return\n  `-32602`  (_Invalid_ params)")).toBe(
      "servers MUST return -32602 (Invalid params)",
    );
  });

  it("finds a quote wrapped over several lines, at the line where it starts", () => {
    const index = new QuoteIndex("intro\nthe server **MUST**\nreject it with\n`-32602`.\n");
    expect(index.find("the server MUST reject it with -32602.")).toEqual([2]);
  });

  it("is case-sensitive", () => {
    expect(new QuoteIndex("Servers MUST return").find("servers must return")).toEqual([]);
  });

  it("checks a window of lines, counting only quotes that start inside it", () => {
    const index = new QuoteIndex("a\nb\nthe server **MUST**\nreject it\nc\nd\nthe server MUST reject it\n");
    expect(index.spansWithin("the server MUST reject it", 2, 3).length > 0).toBe(true);
    expect(index.spansWithin("the server MUST reject it", 4, 6).length > 0).toBe(false);
    expect(index.spansWithin("the server MUST reject it", 6, 7).length > 0).toBe(true);
    expect(index.spansWithin("", 1, 7).length > 0).toBe(false);
  });

  it("lists every occurrence", () => {
    expect(new QuoteIndex("id: RequestId;\nx\nid: RequestId;\n").find("id: RequestId;")).toEqual([1, 3]);
  });
});

describe("checkCitations against the spec snapshot", () => {
  it("accepts the base fixture's citations", () => {
    expect(() => checkCitations(loadFixture("base"), specRoots())).not.toThrow();
  });

  it("reports a quote that no longer matches, naming entry, file and line", () => {
    // Through the whole check: the drifted quote also names another code than its entry's, and
    // is reported as drifted, since the quote check comes last.
    const yaml = parseYaml(fixtureText("broken-quote"), fixtureFile("broken-quote"));
    const found = diagnosticsOf(() => checkRegister(yaml, { manifest, roots: () => specRoots() }));
    expect(found).toHaveLength(1);
    const d = must(found[0]);
    expect(where(d)).toBe(`register/citation-drifted @ ${fixtureFile("broken-quote")}:30:21`);
    expect(d.message).toBe(
      'conditions.resourceNotFound.codes[0].cite[0]: quote not found at docs/specification/2025-11-25/server/resources.mdx:388: "Resource not found: -32003" (not found anywhere in the file)',
    );
    expect(d.hint).toBe("update the quote to the spec's current wording");
  });

  it("says where a drifted quote is now", () => {
    const d = must(diagnosticsOf(() => checkCitations(loadFixture("drifted-line"), specRoots()))[0]);
    expect(where(d)).toBe(`register/citation-drifted @ ${fixtureFile("drifted-line")}:30:21`);
    expect(d.message).toContain("quote not found at docs/specification/2025-11-25/server/resources.mdx:300");
    expect(d.message).toContain("(it is now at line 388)");
    expect(d.hint).toBe("change the source line to 388");
  });

  it("reports a citation to a missing file", () => {
    const d = must(diagnosticsOf(() => checkCitations(loadFixture("missing-file"), specRoots()))[0]);
    expect(where(d)).toBe(`register/citation-file-missing @ ${fixtureFile("missing-file")}:30:21`);
    expect(d.message).toBe(
      "conditions.resourceNotFound.codes[0].cite[0]: cited file docs/specification/2025-11-25/server/resource.mdx does not exist in the spec snapshot",
    );
  });

  it("reports every bad citation at once", () => {
    const text = patched(
      "resources.mdx:388",
      "resources.mdx:300",
      patched("streamable-http.mdx:597-598", "nope.mdx:597-598"),
    );
    const found = diagnosticsOf(() => checkCitations(registerFrom(text), specRoots())).map((d) => d.kind);
    expect(found.sort()).toEqual(["register/citation-drifted", "register/citation-file-missing"]);
  });
});

/** The register with only its tool-input rules' facts, whose citations a test points elsewhere. */
function toolInputRuleOnly(register: Register): Register {
  return { ...register, facts: register.facts.filter((fact) => fact.path[1] === "toolInputError") };
}

describe("citation tolerance", () => {
  const dir = mkdtempSync(join(tmpdir(), "mcp-errgen-cite-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // A temporary spec root whose only page has the quote on line 20.
  const lines = Array.from({ length: 40 }, (_, i) =>
    i === 19 ? "Servers **MUST** return `-32603`." : `line ${i + 1}`,
  );
  writeFileSync(join(dir, "page.mdx"), lines.join("\n"));
  const roots = new Map([["spec", { name: "spec", dir, via: "test" }]]);

  const textCiting = (line: number) =>
    patched(
      "source: docs/specification/2025-11-25/server/tools.mdx:471\n          quote: Input validation errors",
      `source: page.mdx:${line}\n          quote: Servers MUST return -32603.`,
    );
  /** Checks only the patched citation (the tool-input rule); the others point into the real snapshot. */
  const check = (line: number) => () => {
    const register = registerFrom(textCiting(line));
    checkCitations(toolInputRuleOnly(register), roots);
  };

  // The same page with a quote wrapped over lines 30-32.
  writeFileSync(
    join(dir, "wrapped.mdx"),
    Array.from({ length: 40 }, (_, i) =>
      i === 29
        ? "Servers **MUST NOT** emit"
        : i === 30
          ? "any code that is not"
          : i === 31
            ? "defined here."
            : `line ${i + 1}`,
    ).join("\n"),
  );
  const checkRange = (source: string) => () => {
    const register = registerFrom(
      patched(
        "source: docs/specification/2025-11-25/server/tools.mdx:471\n          quote: Input validation errors",
        `source: ${source}\n          quote: Servers MUST NOT emit any code that is not defined here.`,
      ),
    );
    checkCitations(toolInputRuleOnly(register), roots);
  };

  it("accepts a range that covers the whole quote", () => {
    expect(checkRange("wrapped.mdx:30-32")).not.toThrow();
    expect(checkRange("wrapped.mdx:29-33")).not.toThrow();
  });

  it("rejects a range that stops before the quote ends, naming the lines it needs", () => {
    const d = must(diagnosticsOf(checkRange("wrapped.mdx:30-31"))[0]);
    expect(d.kind).toBe("register/citation-range-short");
    expect(d.message).toContain("runs over lines 30-32 of wrapped.mdx");
    expect(d.hint).toContain("30-32");
  });

  it("rejects a range shifted off the quote even when it is long enough", () => {
    const d = must(diagnosticsOf(checkRange("wrapped.mdx:29-31"))[0]);
    expect(d.kind).toBe("register/citation-range-short");
  });

  it("rejects a single line whose quote runs on past it", () => {
    const d = must(diagnosticsOf(checkRange("wrapped.mdx:30"))[0]);
    expect(d.kind).toBe("register/citation-range-short");
  });

  it(`accepts a quote up to ${CITATION_TOLERANCE} lines away`, () => {
    expect(check(20 - CITATION_TOLERANCE)).not.toThrow();
    expect(check(20 + CITATION_TOLERANCE)).not.toThrow();
  });

  it("rejects it one line further, pointing at the source", () => {
    const line = 20 + CITATION_TOLERANCE + 1;
    const d = must(diagnosticsOf(check(line))[0]);
    expect(d.message).toContain(`quote not found at page.mdx:${line}`);
    expect(d.message).toContain("(it is now at line 20)");
    const source = positionOf(textCiting(line), `page.mdx:${line}`);
    expect(d.location).toEqual({ file: "patched.yaml", line: source.line, column: source.column });
  });
});
