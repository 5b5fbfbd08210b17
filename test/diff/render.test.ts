import { describe, expect, it } from "vitest";
import { diffRevisions } from "../../generator/diff/build-report.ts";
import type { DiffReport } from "../../generator/diff/report.ts";
import { runDiff } from "../../generator/commands/diff.ts";
import {
  escapeProperty,
  inline,
  MARKDOWN_MARKER,
  renderGithub,
  renderMarkdown,
  renderText,
  sourceLink,
  type ReportLinks,
} from "../../generator/diff/render.ts";
import { BASE_ID, HEAD_ID, must } from "../fixtures/diff/build-model.ts";
import { mixedModel } from "../fixtures/diff/mixed-pair.ts";

const report = diffRevisions(mixedModel(), BASE_ID, HEAD_ID);
const hostile = diffRevisions(
  mixedModel({ message: "bad | <script>alert(1)</script> @octocat `x`\n::error::injected 100%, a:b" }),
  BASE_ID,
  HEAD_ID,
);

describe("json", () => {
  it("holds the whole report, with sorted keys, and round-trips", async () => {
    const json = async () => {
      const model = mixedModel();
      const context = { revisions: model.revisions, loadModel: async () => model };
      const options = { from: BASE_ID, to: HEAD_ID, format: "json", color: false } as const;
      return (await runDiff(options, context)).output;
    };
    const text = await json();
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(report)));
    expect(Object.keys(JSON.parse(text))).toEqual([...Object.keys(JSON.parse(text))].sort());
    expect(text).toMatch(/^\{\n {2}"base": /);
    expect(await json()).toBe(text);
  });

  it("orders changes most severe first", () => {
    const levels = report.changes.map((c) => c.level);
    expect(levels).toEqual([...levels].sort((a, b) => rank(a) - rank(b)));
    // Five rule-level changes; the renumbering and the code still accepted are one change.
    expect(report.summary).toEqual({ breaking: 2, warning: 1, info: 1, total: 4, effects: 5 });
    expect(report.groups.map((g) => [g.level, g.subject, g.effects.length])).toEqual([
      ["breaking", "condition resourceNotFound", 2],
      ["breaking", "condition methodNotFound", 1],
      ["warning", "code bands", 1],
      ["info", "condition invalidParams", 1],
    ]);
  });
});

describe("text", () => {
  it("groups by level with a summary line, and has no colour unless asked", () => {
    const text = renderText(report, { color: false });
    expect(text.split("\n")[0]).toBe(`${BASE_ID} → ${HEAD_ID}: 4 changes: 2 breaking, 1 warning, 1 info`);
    expect(text.indexOf("breaking (2)")).toBeLessThan(text.indexOf("warning (1)"));
    expect(text.indexOf("warning (1)")).toBeLessThan(text.indexOf("info (1)"));
    expect(text).toContain(
      "  code-renumbered  resourceNotFound: code -32002 → -32602\n    spec/errors.yaml fixture.entries[520]\n" +
        "    + accepted-code-added (info)  resourceNotFound: receivers also accept code -32002\n",
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
  it("is the same when lines are added to the register elsewhere: it cites entries, not lines", () => {
    const shifted = mixedModel();
    const shift = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(shift);
      else if (node !== null && typeof node === "object") {
        const record = node as { kind?: unknown; location?: { line: number } };
        if (record.kind === "register" && record.location) record.location.line += 5;
        Object.values(node).forEach(shift);
      }
    };
    shift(shifted);
    expect(renderMarkdown(diffRevisions(shifted, BASE_ID, HEAD_ID))).toBe(renderMarkdown(report));
    expect(renderMarkdown(report)).not.toMatch(/errors\.yaml:\d|errors\.yaml#L/);
  });

  it("starts with the comment marker and a summary, then one table per level", () => {
    const text = renderMarkdown(report);
    const lines = text.split("\n");
    expect(lines[0]).toBe(MARKDOWN_MARKER);
    expect(text).toContain("**4 changes: 2 breaking, 1 warning, 1 info**");
    const headings = lines.filter((l) => l.startsWith("### "));
    expect(headings).toEqual(["### Breaking (2)", "### Warnings (1)", "### Info (1)"]);
  });

  it("gives one change one row, linking its rules to docs/diff-rules.md and citing its register entry by path", () => {
    const text = renderMarkdown(report);
    expect(text).toContain(
      "| resourceNotFound: code -32002 → -32602<br>also: resourceNotFound: receivers also accept code -32002 " +
        "| [code-renumbered](docs/diff-rules.md#code-renumbered)<br>[accepted-code-added](docs/diff-rules.md#accepted-code-added) " +
        "| [`spec/errors.yaml fixture.entries[520]`](spec/errors.yaml) |",
    );
    const links: ReportLinks = {
      isProjectFile: (file) => file === "spec/errors.yaml",
      projectBase: "https://github.com/o/r/blob/abc1234/",
      upstream: { repository: "https://github.com/up/spec", commit: "c0ffee" },
    };
    const linked = renderMarkdown(report, links);
    expect(linked).toContain(
      "[code-renumbered](https://github.com/o/r/blob/abc1234/docs/diff-rules.md#code-renumbered)",
    );
    expect(linked).toContain(
      "[`spec/errors.yaml fixture.entries[520]`](https://github.com/o/r/blob/abc1234/spec/errors.yaml)",
    );
    // A line is linked where there is no entry path: a schema line, a position in the register.
    expect(sourceLink(links, { file: "spec/errors.yaml", line: 7 })).toBe(
      "https://github.com/o/r/blob/abc1234/spec/errors.yaml#L7",
    );
    expect(sourceLink(links, { file: "schema/2026-01-01/schema.ts", line: 7 })).toBe(
      "https://github.com/up/spec/blob/c0ffee/schema/2026-01-01/schema.ts#L7",
    );
    expect(sourceLink(links, { file: "prerelease:draft/schema.ts", line: 7 })).toBeUndefined();
    expect(sourceLink(links, { file: "HEAD:spec/errors.yaml", line: 7 })).toBeUndefined();
  });

  it("renders code spans in messages as code, not as escaped backticks", () => {
    expect(inline("Envelope: `id` is optional")).toBe("Envelope: `id` is optional");
    expect(inline("a `b|c` d_e")).toBe("a \\`b\\|c\\` d\\_e");
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
      groups: Array.from({ length: 2000 }, (_, i) => ({
        ...must(report.groups[0], "a change"),
        message: `change ${i} ${"x".repeat(40)}`,
      })),
    };
    const text = renderMarkdown(big);
    expect(text.length).toBeLessThan(65_536);
    const shown = text.split("\n").filter((l) => l.startsWith("| change ")).length;
    expect(text).toContain(`_${2000 - shown} more changes are not shown here;`);
  });
});

describe("github annotations", () => {
  it("gives each change one annotation, by level, with file, line and rule id", () => {
    const lines = renderGithub(report).trimEnd().split("\n");
    expect(lines).toHaveLength(report.groups.length);
    expect(lines[0]).toBe(
      `::error file=spec/errors.yaml,line=520,title=code-renumbered::${BASE_ID} → ${HEAD_ID}: resourceNotFound: code -32002 → -32602` +
        "%0Aalso (accepted-code-added): resourceNotFound: receivers also accept code -32002",
    );
    expect(lines.filter((l) => l.startsWith("::error ")).length).toBe(2);
    expect(lines.filter((l) => l.startsWith("::warning ")).length).toBe(1);
    expect(lines.filter((l) => l.startsWith("::notice ")).length).toBe(1);
  });

  it("names only files of the repository: never a spec root's schema or a git ref's register", () => {
    const at = (file: string): DiffReport => {
      const change = { ...must(report.changes[0], "a change"), location: { file, line: 3 } };
      const group = {
        ...must(report.groups[0], "a group"),
        effects: [change.fingerprint],
        location: { file, line: 3 },
      };
      return { ...report, changes: [change], groups: [group] };
    };
    for (const file of [
      "prerelease:draft/schema.ts",
      "HEAD:spec/errors.yaml",
      "schema/2026-07-28/schema.ts",
    ]) {
      const text = renderGithub(at(file));
      expect(text, file).toMatch(/^::error title=code-renumbered::/);
    }
    expect(renderGithub(at("spec/errors.yaml"))).toMatch(/^::error file=spec\/errors.yaml,line=3,/);
  });

  it("annotates at most 10 changes per level and summarises the rest in one notice", () => {
    const many = (level: "breaking" | "warning" | "info", count: number) =>
      Array.from({ length: count }, (_, i) => ({
        ...must(report.groups[0], "a group"),
        level,
        message: `${level} ${i}`,
      }));
    const big: DiffReport = {
      ...report,
      groups: [...many("breaking", 13), ...many("warning", 4), ...many("info", 12)],
    };
    const lines = renderGithub(big).trimEnd().split("\n");
    expect(lines.filter((l) => l.startsWith("::error ")).length).toBe(10);
    expect(lines.filter((l) => l.startsWith("::warning ")).length).toBe(4);
    expect(lines.filter((l) => l.startsWith("::notice ")).length).toBe(10);
    expect(lines[lines.length - 1]).toMatch(
      /^::notice title=more changes::6 more changes are not annotated \(3 breaking, 3 info\)/,
    );
  });

  it("escapes messages and properties so they cannot start another command", () => {
    const text = renderGithub(hostile);
    expect(text.split("\n").filter((l) => l.startsWith("::")).length).toBe(hostile.groups.length);
    expect(text).toContain("%0A::error::injected 100%25, a:b");
    expect(escapeProperty("prerelease:draft/schema.ts,x")).toBe("prerelease%3Adraft/schema.ts%2Cx");
  });
});

function rank(level: string): number {
  return ["breaking", "warning", "info"].indexOf(level);
}
