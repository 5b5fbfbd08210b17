import { describe, expect, it } from "vitest";
import { diffRevisions } from "../../generator/diff/build-report.ts";
import type { DiffReport } from "../../generator/diff/change.ts";
import { renderGithub } from "../../generator/diff/render-github.ts";
import { renderJson } from "../../generator/diff/render-json.ts";
import { MARKDOWN_MARKER, renderMarkdown } from "../../generator/diff/render-markdown.ts";
import { renderText } from "../../generator/diff/render-text.ts";
import { BASE_ID, HEAD_ID, must } from "../fixtures/diff/build-model.ts";
import { mixedModel } from "../fixtures/diff/mixed-pair.ts";

const report = diffRevisions(mixedModel(), BASE_ID, HEAD_ID);
const hostile = diffRevisions(
  mixedModel({ message: "bad | <script>alert(1)</script> @octocat `x`\n::error::injected 100%, a:b" }),
  BASE_ID,
  HEAD_ID,
);

describe("json", () => {
  it("holds the whole report, with sorted keys, and round-trips", () => {
    const text = renderJson(report);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(report)));
    expect(Object.keys(JSON.parse(text))).toEqual([...Object.keys(JSON.parse(text))].sort());
    expect(renderJson(diffRevisions(mixedModel(), BASE_ID, HEAD_ID))).toBe(text);
  });

  it("orders changes most severe first", () => {
    const levels = report.changes.map((c) => c.level);
    expect(levels).toEqual([...levels].sort((a, b) => rank(a) - rank(b)));
    expect(report.summary).toEqual({ breaking: 2, warning: 1, info: 2, total: 5 });
  });
});

describe("text", () => {
  it("groups by level with a summary line, and has no colour unless asked", () => {
    const text = renderText(report, { color: false });
    expect(text.split("\n")[0]).toBe(`${BASE_ID} → ${HEAD_ID}: 2 breaking, 1 warning, 2 info`);
    expect(text.indexOf("breaking (2)")).toBeLessThan(text.indexOf("warning (1)"));
    expect(text.indexOf("warning (1)")).toBeLessThan(text.indexOf("info (2)"));
    expect(text).toContain(
      "  code-renumbered  resourceNotFound: code -32002 → -32602\n    spec/errors.yaml:520\n",
    );
    expect(text).not.toContain("\u001b[");
  });

  it("colours levels when asked", () => {
    const text = renderText(report, { color: true });
    expect(text).toContain("\u001b[31mbreaking (2)\u001b[0m");
    expect(text).toContain("\u001b[33mwarning (1)\u001b[0m");
  });

  it("keeps register text on one line", () => {
    const text = renderText(hostile, { color: false });
    const line = text.split("\n").find((l) => l.includes("default-message-changed")) ?? "";
    expect(line).toContain("@octocat `x` ::error::injected");
  });

  it("says so when nothing changed", () => {
    expect(renderText(diffRevisions(mixedModel(), BASE_ID, BASE_ID), { color: false })).toBe(
      `${BASE_ID} → ${BASE_ID}: no changes\n`,
    );
  });
});

describe("markdown", () => {
  it("starts with the comment marker and a summary, then one table per level", () => {
    const text = renderMarkdown(report);
    const lines = text.split("\n");
    expect(lines[0]).toBe(MARKDOWN_MARKER);
    expect(text).toContain("**2 breaking, 1 warning, 2 info**");
    const headings = lines.filter((l) => l.startsWith("### "));
    expect(headings).toEqual(["### Breaking (2)", "### Warnings (1)", "### Info (2)"]);
    expect(text).toContain(
      "| `code-renumbered` | resourceNotFound: code -32002 → -32602 | `spec/errors.yaml:520` |",
    );
  });

  it("escapes register text: no HTML, no table breaks, no mentions", () => {
    const text = renderMarkdown(hostile);
    const row = text.split("\n").find((l) => l.includes("default-message-changed")) ?? "";
    expect(row).not.toContain("<script>");
    expect(row).toContain("&lt;script&gt;");
    expect(row).toContain("bad \\| ");
    expect(row).toContain("&#64;octocat");
    expect(row.split(/(?<!\\)\|/).length).toBe(5); // three cells between four unescaped pipes
  });

  it("stays under GitHub's comment limit, saying how many changes it left out", () => {
    const big: DiffReport = {
      ...report,
      changes: Array.from({ length: 2000 }, (_, i) => ({
        ...must(report.changes[0], "a change"),
        message: `change ${i} ${"x".repeat(40)}`,
      })),
    };
    const text = renderMarkdown(big);
    expect(text.length).toBeLessThan(65_536);
    const shown = text.split("\n").filter((l) => l.startsWith("| `code-renumbered`")).length;
    expect(text).toContain(`_${2000 - shown} more changes are not shown here;`);
  });
});

describe("github annotations", () => {
  it("maps levels to error, warning and notice, with file, line and rule id", () => {
    const lines = renderGithub(report).trimEnd().split("\n");
    expect(lines).toHaveLength(report.changes.length);
    expect(lines[0]).toBe(
      `::error file=spec/errors.yaml,line=520,title=code-renumbered::${BASE_ID} → ${HEAD_ID}: resourceNotFound: code -32002 → -32602`,
    );
    expect(lines.filter((l) => l.startsWith("::error ")).length).toBe(2);
    expect(lines.filter((l) => l.startsWith("::warning ")).length).toBe(1);
    expect(lines.filter((l) => l.startsWith("::notice ")).length).toBe(2);
  });

  it("escapes messages and properties so they cannot start another command", () => {
    const text = renderGithub(hostile);
    expect(text.split("\n").filter((l) => l.startsWith("::")).length).toBe(hostile.changes.length);
    expect(text).toContain("%0A::error::injected 100%25, a:b");
    const withColon = renderGithub({
      ...report,
      changes: [
        { ...must(report.changes[0], "a change"), location: { file: "prerelease:draft/schema.ts", line: 3 } },
      ],
    });
    expect(withColon).toContain("file=prerelease%3Adraft/schema.ts,line=3,");
  });
});

function rank(level: string): number {
  return ["breaking", "warning", "info"].indexOf(level);
}
