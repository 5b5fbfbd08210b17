import { describe, expect, it } from "vitest";
import { editDistance, suggest } from "../../generator/util/did-you-mean.ts";

describe("did you mean", () => {
  it("counts insertions, deletions, substitutions and swaps as one edit each", () => {
    expect(editDistance("summary", "sumary")).toBe(1);
    expect(editDistance("summary", "summray")).toBe(1);
    expect(editDistance("codes", "code")).toBe(1);
    expect(editDistance("http", "https")).toBe(1);
    expect(editDistance("abc", "xyz")).toBe(3);
  });

  it("suggests the closest allowed key, ignoring case", () => {
    expect(suggest("sumary", ["summary", "message", "codes"])).toBe("summary");
    expect(suggest("WhenAbsent", ["whenAbsent", "absent"])).toBe("whenAbsent");
    expect(suggest("registerID", ["registerId", "registers"])).toBe("registerId");
  });

  it("suggests nothing when no key is close", () => {
    expect(suggest("colour", ["summary", "message"])).toBeUndefined();
  });
});
