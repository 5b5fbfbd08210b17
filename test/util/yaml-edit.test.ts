/**
 * The YAML minimal-edit writer on its own, byte for byte: every edit changes exactly the bytes it
 * names, and every other byte (comments, quoting, spacing, a missing final newline) is kept.
 * Prettier never runs on these results, so a stray space or a lost newline fails here.
 */
import { describe, expect, it } from "vitest";
import { formatEdited, YamlEditor } from "../../generator/util/yaml-edit.ts";

const edited = (text: string, edit: (editor: YamlEditor) => void): string => {
  const editor = new YamlEditor(text, "spec/example.yaml");
  edit(editor);
  return editor.apply();
};

describe("setScalar", () => {
  it("replaces a scalar in its own quoting and leaves comments and spacing alone", () => {
    const text = [
      "# a comment that stays",
      "plain: old   # trailing comment",
      'double: "old"',
      "single: 'old'",
      "",
      "nested:",
      "  key:   kept",
      "",
    ].join("\n");
    const out = edited(text, (e) => {
      e.setScalar(["plain"], "new");
      e.setScalar(["double"], "new");
      e.setScalar(["single"], "it's");
    });
    expect(out).toBe(
      [
        "# a comment that stays",
        "plain: new   # trailing comment",
        'double: "new"',
        "single: 'it''s'",
        "",
        "nested:",
        "  key:   kept",
        "",
      ].join("\n"),
    );
  });

  it("quotes a plain value that YAML would read back as another type", () => {
    expect(edited("a: 1\nb: x\n", (e) => e.setScalar(["a"], "01"))).toBe('a: "01"\nb: x\n');
    expect(edited("a: x\n", (e) => e.setScalar(["a"], "yes"))).toBe("a: yes\n");
  });

  it("refuses a path with no scalar", () => {
    expect(() => edited("a:\n  b: 1\n", (e) => e.setScalar(["a"], "x"))).toThrow("no scalar at a");
    expect(() => edited("a: 1\n", (e) => e.setScalar(["missing"], "x"))).toThrow("no scalar at missing");
  });
});

describe("insertAfter and insertItem", () => {
  it("adds to a flow list after the named item, unpadded, with one space after each comma", () => {
    const out = edited("list: [a, b, c]   # ids\nnext: 1\n", (e) => {
      expect(e.insertAfter(["list"], "b", "b2")).toBe(true);
    });
    expect(out).toBe("list: [a, b, b2, c]   # ids\nnext: 1\n");
  });

  it("answers false, and changes nothing, when the list lacks the anchor or already has the value", () => {
    const text = "list: [a, b]\n";
    const out = edited(text, (e) => {
      expect(e.insertAfter(["list"], "zz", "q")).toBe(false);
      expect(e.insertAfter(["list"], "a", "b")).toBe(false);
      expect(e.insertAfter(["missing"], "a", "q")).toBe(false);
    });
    expect(out).toBe(text);
  });

  it("puts an item first in a flow list, and the first item into an empty one", () => {
    const out = edited("list: [a, b]\nempty: []\n", (e) => {
      e.insertItem(["list"], 0, "zero");
      e.insertItem(["empty"], 0, "first");
    });
    expect(out).toBe("list: [zero, a, b]\nempty: [first]\n");
  });

  it("adds to a block list on a line of its own at the list's indentation", () => {
    const text = "block:\n  - x   # first\n  - y\ntail: 1\n";
    const out = edited(text, (e) => expect(e.insertAfter(["block"], "x", "x2")).toBe(true));
    expect(out).toBe("block:\n  - x   # first\n  - x2\n  - y\ntail: 1\n");
  });

  it("writes an object item of a block list as block YAML with flow lists of scalars", () => {
    const text = "top:\n  rows:\n    - id: a\n      n: 1\n  tail: z\n";
    const out = edited(text, (e) =>
      e.insertItem(["top", "rows"], 1, { id: "b", tags: ["p", "q"], nested: { k: "v" } }),
    );
    expect(out).toBe(
      "top:\n  rows:\n    - id: a\n      n: 1\n    - id: b\n      tags: [p, q]\n      nested:\n        k: v\n  tail: z\n",
    );
  });

  it("refuses a path with no list", () => {
    expect(() => edited("a: 1\n", (e) => e.insertItem(["a"], 0, "x"))).toThrow("no list at a");
  });
});

describe("append and addPair", () => {
  it("appends to a list, or creates the list as its mapping's last key", () => {
    const out = edited("m:\n  k: v\nlist: [a]\n", (e) => {
      e.append(["m", "new"], "p", "q");
      e.append(["list"], "b", "c");
    });
    expect(out).toBe("m:\n  k: v\n  new: [p, q]\nlist: [a, b, c]\n");
  });

  it("adds a pair at the mapping's indentation, after a blank line when spaced", () => {
    const out = edited("m:\n  k: v\nother: 1\n", (e) => e.addPair(["m"], "added", { x: 1 }, true));
    expect(out).toBe("m:\n  k: v\n\n  added:\n    x: 1\nother: 1\n");
  });

  it("ends a file that had no final newline with one, and no more", () => {
    expect(edited("m: 1", (e) => e.addPair([], "end", "last"))).toBe("m: 1\nend: last\n");
    expect(edited("m: 1\n", (e) => e.addPair([], "end", "last"))).toBe("m: 1\nend: last\n");
  });

  it("at one place, puts the innermost lines first, whatever the order of the edits", () => {
    const text = "outer:\n  inner:\n    k: v\nafter: 1\n";
    const want = "outer:\n  inner:\n    k: v\n    i2: 2\n  o2: 1\nafter: 1\n";
    expect(
      edited(text, (e) => {
        e.addPair(["outer"], "o2", 1);
        e.addPair(["outer", "inner"], "i2", 2);
      }),
    ).toBe(want);
    expect(
      edited(text, (e) => {
        e.addPair(["outer", "inner"], "i2", 2);
        e.addPair(["outer"], "o2", 1);
      }),
    ).toBe(want);
  });

  it("refuses a path with no mapping", () => {
    expect(() => edited("a: [1]\n", (e) => e.addPair(["a"], "k", 1))).toThrow("no mapping at a");
  });
});

describe("apply", () => {
  it("gives back the text unchanged when nothing was edited, whatever its layout", () => {
    const text = "# c\r\nkey:    'v'  \r\nlist: [ a ,b ]\n\n\n";
    expect(edited(text, () => undefined)).toBe(text);
  });
});

describe("formatEdited", () => {
  const file = "spec/revisions.yaml";

  it("formats the edit as Prettier would when the original was formatted (a long flow list wraps)", async () => {
    const original = "list: [alpha, beta]\n";
    const items = Array.from({ length: 12 }, (_, i) => `item-number-${i}`);
    const long = edited(original, (e) => e.append(["list"], ...items));
    expect(long).toBe(`list: [alpha, beta, ${items.join(", ")}]\n`);
    expect(await formatEdited(original, long, file)).toBe(
      `list:\n  [\n${["alpha", "beta", ...items].map((item) => `    ${item},\n`).join("")}  ]\n`,
    );
  });

  it("leaves the edit as it is when the original was not formatted", async () => {
    const original = "list:   [alpha, beta]\n";
    const out = edited(original, (e) => e.append(["list"], "gamma"));
    expect(out).toBe("list:   [alpha, beta, gamma]\n");
    expect(await formatEdited(original, out, file)).toBe(out);
  });
});
