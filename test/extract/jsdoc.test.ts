import { describe, expect, it } from "vitest";
import { firstSentence } from "../../generator/extract/declarations.ts";
import { extractFixture } from "./fixture-source.ts";

describe("firstSentence", () => {
  it("stops at the first sentence end and collapses whitespace", () => {
    expect(firstSentence("\nProtocol versions the server supports. The client should\n choose one.")).toBe(
      "Protocol versions the server supports.",
    );
    expect(firstSentence("Error code returned when the\n   headers do not match.")).toBe(
      "Error code returned when the headers do not match.",
    );
  });

  it("does not end a sentence at abbreviations, inside parentheses or inside code", () => {
    expect(firstSentence("Defined by the sender (e.g. detailed info. Nested). Next.")).toBe(
      "Defined by the sender (e.g. detailed info. Nested).",
    );
    expect(firstSentence("Use e.g. this one. Then stop.")).toBe("Use e.g. this one.");
    expect(firstSentence("Call `a. B` first. Then.")).toBe("Call `a. B` first.");
  });

  it("ends at ! and ?, stays within the first paragraph, and renders inline links", () => {
    expect(firstSentence("Stop! Now.")).toBe("Stop!");
    expect(firstSentence("Why? Because.")).toBe("Why?");
    expect(firstSentence("First paragraph without a stop\n\nSecond paragraph.")).toBe(
      "First paragraph without a stop",
    );
    expect(firstSentence("See {@link Foo | the foo} and {@link Bar}. More.")).toBe("See the foo and Bar.");
    expect(firstSentence("")).toBe("");
  });
});

describe("JSDoc in the model", () => {
  const model = extractFixture("jsdoc");
  const constant = (name: string) => model.constants.find((c) => c.name === name);

  it("keeps the first sentence and the @category of a constant", () => {
    expect(constant("HEADER_MISMATCH")?.doc).toEqual({
      summary:
        "Error code returned when the HTTP headers of a request do not match the corresponding values in the request body.",
      internal: false,
      deprecated: false,
      category: "Errors",
    });
  });

  it("reads a tag-only comment as @internal with an empty summary", () => {
    expect(constant("URL_ELICITATION_REQUIRED")?.doc).toEqual({
      summary: "",
      internal: true,
      deprecated: false,
    });
  });

  it("reads @deprecated and a category written in backticks", () => {
    expect(constant("STALE_DATA")?.doc).toEqual({
      summary: "Returned when the data is stale (e.g. older than the cache allows) and must be refetched!",
      internal: false,
      deprecated: true,
      category: "`resources/read`",
    });
  });

  it("documents interfaces, their data fields and referenced declarations", () => {
    const iface = model.interfaces[0];
    expect(iface?.doc).toEqual({
      summary: "Signalled instead by the header error (`-32020`).",
      internal: true,
      deprecated: false,
      category: "Errors",
    });
    const data = iface?.data?.type;
    expect(data?.kind === "object" ? data.fields.map((f) => f.doc) : undefined).toEqual([
      "The header that did not match.",
      undefined,
    ]);
    expect(model.declarations.find((d) => d.name === "Error")?.doc).toEqual({
      summary: "",
      internal: false,
      deprecated: false,
      category: "Errors",
    });
  });
});
