/** docs/diff-rules.md describes each rule of the table, under its section and at its level, and no other. */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RULE_TABLE } from "../../generator/diff/rules.ts";

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const doc = readFileSync(resolve(projectRoot, "docs/diff-rules.md"), "utf8");

/** Every table row that anchors a rule, with the section it is under and its cells. */
function documentedRules(): { section: string; cells: string[] }[] {
  let section = "";
  const rows: { section: string; cells: string[] }[] = [];
  for (const line of doc.split("\n")) {
    if (line.startsWith("## ")) section = line.slice(3);
    if (line.startsWith("| <a id="))
      rows.push({
        section,
        cells: line
          .split(/(?<!\\)\|/)
          .slice(1, -1)
          .map((cell) => cell.trim()),
      });
  }
  return rows;
}

describe("docs/diff-rules.md", () => {
  it("has one row per rule, in the table's order, under its section and at its level", () => {
    const expected = Object.entries(RULE_TABLE).flatMap(([section, rules]) =>
      Object.entries(rules).map(([id, level]) => ({
        section,
        cells: [`<a id="${id}"></a>\`${id}\``, level],
      })),
    );
    const found = documentedRules().map(({ section, cells }) => ({ section, cells: cells.slice(0, 2) }));
    expect(found, "edit docs/diff-rules.md to match generator/diff/rules.ts").toEqual(expected);
  });

  it("says what each rule reports and why it has its level", () => {
    for (const { cells } of documentedRules()) {
      expect(cells).toHaveLength(4);
      expect(cells[2]?.length, cells[0]).toBeGreaterThan(10);
      expect(cells[3]?.length, cells[0]).toBeGreaterThan(10);
    }
  });
});
