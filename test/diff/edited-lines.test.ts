import { describe, expect, it } from "vitest";
import { editedLineWithin, parseEditedLines } from "../../generator/pipeline/model-at-ref.ts";

const yaml = [
  "conditions:", // 1
  "  a:", // 2
  "    codes:", // 3
  "      - code: 1", // 4
  "        revisions: [x]", // 5
  "    http:", // 6
  "      - transport: 404", // 7
  "  b:", // 8
  "    message: hi", // 9
].join("\n");

describe("edited lines", () => {
  it("reads the working tree's changed lines from git diff -U0 hunks", () => {
    const diff = "@@ -7 +7 @@\n-x\n+y\n@@ -20,2 +20,3 @@\n@@ -30,4 +29,0 @@\n";
    expect(parseEditedLines(diff)).toEqual([7, 20, 21, 22, 30]);
  });

  it("finds the first edited line in the fact's entry, then in the entries around it", () => {
    // The code entry (line 4) is unchanged; its condition's HTTP entry (line 7) was edited.
    expect(editedLineWithin(yaml, 4, [7, 9])).toBe(7);
    expect(editedLineWithin(yaml, 4, [5, 7])).toBe(5);
    // Another condition's edit is never borrowed, nor is a top-level section searched.
    expect(editedLineWithin(yaml, 4, [9])).toBeUndefined();
    expect(editedLineWithin(yaml, 1, [9])).toBeUndefined();
  });
});
