/** The register-typo bench misspells one key, which gen must refuse, and changes nothing else. */
import { describe, expect, it } from "vitest";
import { misspellKey } from "../../tools/bench/typo-gen.ts";

describe("misspellKey", () => {
  it("misspells the first condition's message key only", () => {
    const register = [
      "conditions:",
      "  parseError:",
      "    summary: The bytes are not JSON.",
      "    message: Parse error",
      "  invalidRequest:",
      "    message: Invalid Request",
      "",
    ].join("\n");
    expect(misspellKey(register)).toBe(
      register.replace("    message: Parse error", "    mesage: Parse error"),
    );
  });

  it("refuses a register with no message key rather than timing a run that refuses nothing", () => {
    expect(() => misspellKey("conditions: {}\n")).toThrow(/no message key/);
  });
});
