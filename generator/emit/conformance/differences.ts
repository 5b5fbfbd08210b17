/**
 * Known differences between languages, each a named class a testee may skip (`--skip <class>`):
 * a case that depends on one names it in `differences`. The answer such a case expects is the
 * TypeScript package's; the class says why another language may not give it.
 */
export const DIFFERENCES = {
  "big-integer":
    "A code that JSON writes as an integer but no 64-bit integer holds (1e19): JavaScript reads it as an integer, a language with fixed-size integers cannot.",
  "lone-surrogate":
    "A JSON string with an unpaired UTF-16 surrogate escape (\\ud800): JavaScript keeps it, a language whose strings hold UTF-8 reads U+FFFD.",
  "empty-is-absent":
    "An empty string where a value is optional (an empty method hint, an empty message): JavaScript tells it from an absent value, a language whose zero values mean absent cannot.",
  "untyped-input":
    "A value of another JSON type where the API takes a typed one (an error object whose code is a string, a list of versions holding a number): a statically typed API cannot be given it, so its refusal is the compiler's.",
} as const;

export type Difference = keyof typeof DIFFERENCES;
