/**
 * The TypeScript runtime's table types against the export's one definition (the zod shape,
 * generator/export/shape.ts). The runtime's export-types.ts, which gen writes from the shape, is
 * the shape's inferred type without sources, whole; and each entry type the runtime's tables use
 * and the shape's are assignable both ways, so a field renamed, added or dropped on either side
 * fails `npm run typecheck`.
 */
import { describe, expectTypeOf, it } from "vitest";
import type { withoutSources } from "../../generator/export/export-model.ts";
import type {
  ConditionJson,
  DataRuleJson,
  RevisionJson,
  TranslationJson,
} from "../../generator/export/shape.ts";
import type * as generated from "../../runtime/mcp-errors/export-types.ts";
import type * as runtime from "../../runtime/mcp-errors/types.ts";

/** The tables are frozen: the runtime's types are readonly throughout. */
type Frozen<T> = T extends readonly (infer U)[]
  ? readonly Frozen<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;
type Bare<T> = Frozen<ReturnType<typeof withoutSources<T>>>;
/** `true` when A and B are assignable to each other. */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type Condition = Bare<ConditionJson>;
type Revision = Bare<RevisionJson>;
type Reserved = Revision["reserved"][number];
type Band = Revision["bands"][number];
type Failure = Revision["transportFailures"][string];

describe("the runtime's table types and the export's shape", () => {
  it("are generated as the shape infers them, every revision table at every depth", () => {
    expectTypeOf<Mutual<generated.RevisionJson, Revision>>().toEqualTypeOf<true>();
    expectTypeOf<Mutual<generated.DataRuleJson, Frozen<DataRuleJson>>>().toEqualTypeOf<true>();
    // A member the shape makes optional is optional in the generated type, not merely undefined.
    expectTypeOf<generated.TranslationJson>().toHaveProperty("reason");
    expectTypeOf<{
      kind: "mapped";
      code: 1;
      condition: "x";
      httpStatus: null;
    }>().toExtend<generated.TranslationJson>();
  });

  it("agree on data rules, recognition and translations", () => {
    expectTypeOf<Mutual<runtime.DataRule, DataRuleJson>>().toEqualTypeOf<true>();
    expectTypeOf<Mutual<runtime.TranslationEntry, Frozen<TranslationJson>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Mutual<
        runtime.ConditionEntry["recognition"]["rules"][number],
        Condition["recognition"]["rules"][number]
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<Mutual<runtime.SharedCode, Revision["sharedCodes"][string]>>().toEqualTypeOf<true>();
    expectTypeOf<
      Mutual<runtime.UndefinedCodeRule, Revision["undefinedCodes"][string][number]>
    >().toEqualTypeOf<true>();
  });

  it("agree on the fields the runtime picks, under the shape's names", () => {
    expectTypeOf<
      Mutual<
        runtime.ConditionEntry,
        Pick<Condition, "code" | "message" | "data" | "acceptedCodes" | "recognition">
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Mutual<runtime.CodeBand, Pick<Band, "from" | "to" | "undefinedCodes">>
    >().toEqualTypeOf<true>();
    // The aliases aside (formerly, jsonrpc), the runtime's names are the shape's.
    expectTypeOf<
      Mutual<Omit<runtime.ReservedCode, "formerly">, Pick<Reserved, "code" | "formerCondition">>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Mutual<
        Pick<runtime.TransportFailure, "status" | "condition" | "body" | "summary" | "clientAction">,
        Omit<Failure, never>
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<Mutual<runtime.ResultTypeRule, Revision["resultType"]>>().toEqualTypeOf<true>();
  });
});
