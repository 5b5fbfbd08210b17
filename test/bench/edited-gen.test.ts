/** The register-edit bench changes one summary, in place, and nothing else. */
import { describe, expect, it } from "vitest";
import { editSummary } from "../../tools/bench/edited-gen.ts";

describe("editSummary", () => {
  it("adds the suffix to the first summary line only", () => {
    const register = [
      "conditions:",
      "  parseError:",
      "    summary: The bytes are not JSON.",
      "  invalidRequest:",
      "    summary: Not a request.",
      "",
    ].join("\n");
    expect(editSummary(register, "(Edit 2.)")).toBe(
      register.replace("The bytes are not JSON.", "The bytes are not JSON. (Edit 2.)"),
    );
  });

  it("refuses a register with no summary rather than timing a run that changed nothing", () => {
    expect(() => editSummary("conditions: {}\n", "(Edit 1.)")).toThrow(/no summary line/);
  });
});
