import { describe, expect, it } from "vitest";
import { extractSchema } from "../../generator/extract/extract-schema.ts";
import { stableJson } from "../../generator/util/stable-json.ts";
import { fixtureSource, FIXTURE_DIR } from "./fixture-source.ts";

const names = ["legacy-envelope", "transitive-refs", "data-shapes", "jsdoc"];

describe("the --dump-model JSON", () => {
  it("is deterministic: extracting twice gives byte-identical JSON", () => {
    const first = stableJson(names.map((name) => extractSchema(fixtureSource(name))));
    const second = stableJson(names.map((name) => extractSchema(fixtureSource(name))));
    expect(second).toBe(first);
  });

  it("sorts keys, keeps the given revision order, and holds no absolute path", () => {
    const text = stableJson(names.map((name) => extractSchema(fixtureSource(name))));
    const parsed = JSON.parse(text) as { revision: string }[];
    expect(parsed.map((model) => model.revision)).toEqual(names);
    const keys = Object.keys(parsed[0] ?? {});
    expect(keys).toEqual([...keys].sort());
    expect(keys).toContain("envelope");
    expect(text).not.toContain(FIXTURE_DIR);
    expect(text).not.toMatch(/"\/[^"]*"/);
    expect(text.endsWith("}\n]\n")).toBe(true);
  });
});
