/** Inputs for the runtime's property tests, drawn from the merged model so they hit real codes and shapes. */
import fc from "fast-check";
import type { MergedModel, RevisionCondition, RevisionModel } from "../../../generator/model/merged-model.ts";
import { shapeArbitrary } from "../../helpers/shape-arbitrary.ts";

export interface ErrorInput {
  code: number;
  message: string;
  data?: unknown;
}

/** Codes with a meaning somewhere, the edges of every band, and their neighbours. */
export function interestingCodes(model: MergedModel): number[] {
  const codes = new Set<number>();
  for (const r of model.revisions) {
    for (const c of r.conditions)
      [c.code, ...c.recognition.acceptedCodes, c.draftAliasOf ?? c.code].forEach((x) => codes.add(x));
    for (const reserved of r.reserved) codes.add(reserved.code);
    for (const band of r.bands)
      for (const edge of [band.from, band.to]) [edge - 1, edge, edge + 1].forEach((x) => codes.add(x));
  }
  return [...codes].sort((a, b) => a - b);
}

/** Any integer code: mostly interesting ones, some from JSON-RPC's reserved range, some from anywhere. */
export function codeArbitrary(model: MergedModel): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...interestingCodes(model)) },
    { weight: 2, arbitrary: fc.integer({ min: -32768, max: -32000 }) },
    { weight: 1, arbitrary: fc.integer({ min: -2147483648, max: 2147483647 }) },
  );
}

/** Data shaped like some condition's data in some revision (so data matching is exercised), or any JSON. */
export function dataArbitrary(model: MergedModel): fc.Arbitrary<unknown> {
  const shaped = model.revisions.flatMap((r) =>
    r.conditions.flatMap((c) => (c.data ? [shapeArbitrary(c.data.type, r)] : [])),
  );
  return fc.oneof({ weight: shaped.length, arbitrary: fc.jsonValue({ maxDepth: 3 }) }, ...shaped);
}

/** An error object with an integer code, a message, and maybe data. */
export function looseError(model: MergedModel): fc.Arbitrary<ErrorInput> {
  return fc.record(
    { code: codeArbitrary(model), message: fc.string(), data: dataArbitrary(model) },
    { requiredKeys: ["code", "message"] },
  );
}

/**
 * Data valid for the condition: its shape when it has one (maybe absent when optional); else
 * maybe any data, often shaped like another condition's, which other revisions may read differently.
 */
export function conditionData(
  c: RevisionCondition,
  revision: RevisionModel,
  model: MergedModel,
): fc.Arbitrary<unknown> {
  if (!c.data) return fc.option(dataArbitrary(model), { nil: undefined, freq: 3 });
  const shaped = shapeArbitrary(c.data.type, revision);
  return c.data.optional ? fc.option(shaped, { nil: undefined }) : shaped;
}

/** An error of one of the revision's conditions, built as its constructor would, with a random message and data. */
export function conditionError(
  revision: RevisionModel,
  model: MergedModel,
): fc.Arbitrary<{ condition: RevisionCondition; error: ErrorInput }> {
  return fc.constantFrom(...revision.conditions).chain((condition) =>
    fc.tuple(fc.string(), conditionData(condition, revision, model)).map(([message, data]) => ({
      condition,
      error: data === undefined ? { code: condition.code, message } : { code: condition.code, message, data },
    })),
  );
}

/** Values shaped like JSON-RPC error responses, with arbitrary JSON wherever a field may be wrong. */
export function responseLike(model: MergedModel): fc.Arbitrary<unknown> {
  const error = fc.record(
    {
      code: fc.oneof(codeArbitrary(model), fc.double(), fc.string(), fc.jsonValue({ maxDepth: 1 })),
      message: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })),
      data: dataArbitrary(model),
    },
    { requiredKeys: [] },
  );
  return fc.record(
    {
      jsonrpc: fc.oneof(fc.constant("2.0"), fc.jsonValue({ maxDepth: 1 })),
      id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.jsonValue({ maxDepth: 1 })),
      error: fc.oneof(
        { weight: 4, arbitrary: error },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
      ),
    },
    { requiredKeys: [] },
  );
}
