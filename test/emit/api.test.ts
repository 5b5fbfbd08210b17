/**
 * The README's API rows come from declarations: parameters and return types as declared (without
 * the modules' `$` aliases), a row per overload, re-exported functions and class constructors
 * included, and from the doc comment only the clauses about throwing, code spans kept apart.
 */
import { describe, expect, it } from "vitest";
import { apiRows, revisionApiRows } from "../../generator/emit/mcp-errors/api.ts";

const files = new Map([
  [
    "lib/index.d.ts",
    `import type { RecognitionOptions as $RecognitionOptions } from "./runtime/types.js";
export { McpError, isMcpError } from "./runtime/error.js";
export type { Hidden } from "./runtime/error.js";
/** Reads an error. Returns a code, or null; never throws on the error. Throws RangeError on \`rev\`. */
export declare function read(rev: string, error: unknown, options?: $RecognitionOptions): number | null;
export declare function read(rev: string): number;
/** Not exported from here. */
declare function internal(): void;
export declare const TABLE: {};
`,
  ],
  [
    "lib/runtime/error.d.ts",
    `/** Whether it is one. Never throws. */
export declare function isMcpError(value: unknown): value is McpError;
export declare function notReexported(): void;
export declare class McpError extends Error {
  /** Throws TypeError unless \`error\` has a code. \`error\` is copied. */
  constructor(error: { code: number }, options?: { cause?: unknown });
}
`,
  ],
  ["lib/a.d.ts", "/** Never throws. */\nexport declare function f(x: number): string;\n"],
  ["lib/b.d.ts", "/** Never throws. */\nexport declare function f(x: string): string;\n"],
]);

describe("apiRows", () => {
  it("reads each exported function, overload and re-exported constructor from the declarations", () => {
    expect(apiRows(files, "lib/index.d.ts")).toEqual([
      {
        call: "isMcpError()",
        parameters: "value: unknown",
        returns: "value is McpError",
        throws: ["Never throws."],
      },
      {
        call: "new McpError()",
        parameters: "error: { code: number; }, options?: { cause?: unknown; }",
        returns: "McpError",
        throws: ["Throws TypeError unless ", { code: "error" }, " has a code."],
      },
      {
        call: "read()",
        parameters: "rev: string, error: unknown, options?: RecognitionOptions",
        returns: "number | null",
        throws: ["Never throws on the error. Throws RangeError on ", { code: "rev" }, "."],
      },
      {
        call: "read()",
        parameters: "rev: string",
        returns: "number",
        throws: ["Never throws on the error. Throws RangeError on ", { code: "rev" }, "."],
      },
    ]);
  });

  it("gives a row per distinct signature across revision modules, naming the revisions", () => {
    const rows = revisionApiRows(files, [
      ["one", "lib/a.d.ts"],
      ["two", "lib/b.d.ts"],
      ["three", "lib/a.d.ts"],
    ]);
    expect(rows.map((row) => [row.parameters, row.revisions])).toEqual([
      ["x: number", "one, three"],
      ["x: string", "two"],
    ]);
    expect(revisionApiRows(files, [["one", "lib/a.d.ts"]])[0]?.revisions).toBe("every revision");
  });
});
