/**
 * The compact table literals the runtime reads (see templates/mcp-errors/lib/runtime.js.hbs):
 * one revisionTable(...) argument list per revision, and the translation pairs for the root.
 * Every literal goes through jsLiteral.
 */
import type { CodeBand, MergedModel, TranslationOutcome, TranslationPair } from "../../model/merged-model.ts";
import { Code, jsLiteral } from "../template-helpers.ts";
import { sameFields } from "./data-spec.ts";
import { bandCodeClass } from "./docs-view.ts";
import type { ConditionView, RevisionView } from "./view-model.ts";

/** Condition every revision must define: the fallback for codes that cannot be forwarded. */
export const GENERIC_CONDITION = "internalError";

/** The destination condition an outcome lands on. */
export function outcomeTarget(o: TranslationOutcome): string {
  return o.kind === "mapped"
    ? o.toCondition
    : o.kind === "untranslatable"
      ? o.fallback.condition
      : o.condition;
}

/** Arguments of revisionTable(id, era, conditions, defaults). */
export function revisionTableArgs(view: RevisionView, ordered: ConditionView[]): Code {
  checkStatusHolders(view, ordered);
  const conditions = ordered.map((c) => {
    const row: unknown[] = [c.transport, c.handler, c.key, c.code, c.match === "status" ? 1 : 0];
    // Trailing defaults (any data, no further codes) are left out.
    if (c.accepts.length > 0) row.push(c.spec, c.accepts);
    else if (c.spec !== 0) row.push(c.spec);
    return row;
  });
  const args = [view.id, view.era, conditions, [view.httpDefault.transport, view.httpDefault.handler]];
  return new Code(args.map((a) => jsLiteral(a)).join(",\n  "));
}

/**
 * httpStatus(code, origin) must give a code the statuses of the condition a receiver that sees
 * only the code reads: its unique or fallback condition, else (no such condition) the last one
 * with the code. The runtime takes the last condition with the code in recognition order; the
 * register allows one unique or fallback condition per code at most, and recognition order puts
 * it after the data and status matches, so the two agree. This checks they still do.
 */
function checkStatusHolders(view: RevisionView, ordered: ConditionView[]): void {
  const wanted = new Map<number, ConditionView>();
  const last = new Map<number, ConditionView>();
  for (const c of ordered) {
    const prior = wanted.get(c.code);
    if (!prior || (prior.match !== "unique" && prior.match !== "fallback")) wanted.set(c.code, c);
    last.set(c.code, c);
  }
  for (const [code, c] of wanted)
    if (last.get(code) !== c)
      throw new Error(
        `revision ${view.id}: code ${code} travels with the statuses of ${c.key}, but ${last.get(code)?.key} is recognised last`,
      );
}

/** The root's extra arguments of withBands(table, bands, reserved, generic). */
export function bandArgs(bands: CodeBand[], reserved: number[]): Code {
  const args = [
    bands.map((b) => [
      b.from,
      b.to,
      // The same name the reference pages give the band.
      bandCodeClass(b.class),
      // A code a revision defines in JSON-RPC's reserved range (outside the server-error band,
      // which is narrower and comes first) can only be one of JSON-RPC's own standard codes.
      b.class === "jsonrpc-standard" || b.class === "jsonrpc-reserved" ? 1 : 0,
    ]),
    [...reserved].sort((a, b) => b - a),
    GENERIC_CONDITION,
  ];
  return new Code(args.map((a) => jsLiteral(a)).join(", "));
}

const KIND_INDEX: Record<TranslationOutcome["kind"], number> = {
  passthrough: 0,
  renumber: 1,
  mapped: 2,
  untranslatable: 3,
};

/**
 * [outcomes index, refused index] for every ordered pair, identity pairs included, in the order of
 * the revisions (from, then to), so a pair's position gives its revisions. Outcome maps
 * ({condition: [kind, destination condition, carry data, reason index]}; a condition left out
 * passes through unchanged) and refused-range lists are stored once each and shared: most pairs
 * repeat another's, and sharing keeps the table linear in the revisions.
 */
export function pairsTable(
  model: MergedModel,
  views: RevisionView[],
): { pairs: Code; outcomes: Code; refused: Code; reasons: Code } {
  const byId = new Map(views.map((v) => [v.id, v]));
  const reasons = [
    ...new Set(
      model.translations.flatMap((p) => [
        ...p.outcomes.flatMap((o) => (o.kind === "untranslatable" ? [o.reason] : [])),
        ...(p.undefinedCodes ?? []).flatMap((u) => (u.rule === "untranslatable" ? [u.reason] : [])),
      ]),
    ),
  ].sort();
  const rows: [number, number, Record<string, unknown[]>, unknown[]][] = [];
  const seen = new Set<string>();
  for (const pair of model.translations) {
    const from = byId.get(pair.from);
    const to = byId.get(pair.to);
    if (!from || !to) throw new Error(`translation ${pair.from} -> ${pair.to} names an unknown revision`);
    if (from === to) throw new Error(`translation ${pair.from} -> ${pair.to} is an identity pair`);
    const id = `${from.id}>${to.id}`;
    if (seen.has(id)) throw new Error(`translation ${pair.from} -> ${pair.to} is listed twice`);
    seen.add(id);
    const encoded: Record<string, unknown[]> = {};
    for (const c of from.conditions) {
      const matching = pair.outcomes.filter((o) => o.condition === c.key);
      const o = matching[0];
      if (!o || matching.length > 1)
        throw new Error(`translation ${id} needs exactly one outcome for ${c.key}, has ${matching.length}`);
      const entry = encodeOutcome(o, c, to, reasons, id);
      if (entry) encoded[c.key] = entry;
    }
    for (const o of pair.outcomes)
      if (!from.conditions.some((c) => c.key === o.condition))
        throw new Error(
          `translation ${id} has an outcome for ${o.condition}, which ${from.id} does not define`,
        );
    rows.push([from.index, to.index, encoded, refusedRanges(pair, to, reasons, id)]);
  }
  for (const from of views)
    for (const to of views)
      if (from !== to && !seen.has(`${from.id}>${to.id}`))
        throw new Error(`the model has no translation from ${from.id} to ${to.id}`);
  // Within one revision every condition passes through, but the revision's rules for undefined
  // codes still hold: a modern peer gets no undefined specification-band code from its own kind either.
  for (const v of views) {
    const undefinedCodes = model.translations.find((p) => p.to === v.id)?.undefinedCodes;
    const identity = {
      from: v.id,
      to: v.id,
      outcomes: [],
      provenance: [],
      ...(undefinedCodes ? { undefinedCodes } : {}),
    };
    rows.push([v.index, v.index, {}, refusedRanges(identity, v, reasons, `${v.id}>${v.id}`)]);
  }
  // Exactly one row per ordered pair (checked above), so sorted, row i is pair (i / n, i % n).
  rows.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const outcomes = new SharedLiterals();
  const refused = new SharedLiterals();
  const indexed = rows.map(([, , o, r]) => [outcomes.indexOf(o), refused.indexOf(r)]);
  const list = (items: unknown[]) => new Code(`[\n  ${items.map((i) => jsLiteral(i)).join(",\n  ")}\n]`);
  return {
    pairs: list(indexed),
    outcomes: list(outcomes.items),
    refused: list(refused.items),
    reasons: list(reasons),
  };
}

function encodeOutcome(
  o: TranslationOutcome,
  source: ConditionView,
  to: RevisionView,
  reasons: string[],
  pairId: string,
): unknown[] | undefined {
  const targetKey = outcomeTarget(o);
  const target = to.conditions.find((c) => c.key === targetKey);
  const code = o.kind === "untranslatable" ? o.fallback.code : o.code;
  if (!target)
    throw new Error(
      `translation ${pairId}: ${source.key} lands on ${targetKey}, which ${to.id} does not define`,
    );
  if (target.code !== code)
    throw new Error(
      `translation ${pairId}: ${source.key} -> ${targetKey} gives ${code}, but ${to.id} uses ${target.code}`,
    );
  if ((o.kind === "passthrough" || o.kind === "renumber") && targetKey !== source.key)
    throw new Error(`translation ${pairId}: ${o.kind} must keep the condition`);
  if (o.kind === "passthrough" && code !== source.code)
    throw new Error(`translation ${pairId}: passthrough of ${source.key} changes its code`);
  const carry =
    o.kind !== "untranslatable" &&
    (target.spec === 0 || source.spec === 0 || sameFields(source.spec, target.spec));
  if (o.kind === "passthrough" && carry) return undefined;
  return [
    KIND_INDEX[o.kind],
    targetKey,
    carry ? 1 : 0,
    o.kind === "untranslatable" ? reasons.indexOf(o.reason) : -1,
  ];
}

/** The register's ranges of undefined codes that cannot be forwarded: [low, high, fallback, reason]. */
/** Distinct values in first-seen order, compared by their literal text. */
class SharedLiterals {
  readonly items: unknown[] = [];
  private readonly index = new Map<string, number>();

  indexOf(value: unknown): number {
    const key = jsLiteral(value);
    let at = this.index.get(key);
    if (at === undefined) {
      at = this.items.push(value) - 1;
      this.index.set(key, at);
    }
    return at;
  }
}

function refusedRanges(
  pair: TranslationPair,
  to: RevisionView,
  reasons: string[],
  pairId: string,
): unknown[] {
  const rules = [...(pair.undefinedCodes ?? [])].sort((a, b) => a.from - b.from);
  rules.forEach((rule, i) => {
    const next = rules[i + 1];
    if (rule.from > rule.to || (next && next.from <= rule.to))
      throw new Error(`translation ${pairId}: undefined-code ranges must be ordered and must not overlap`);
  });
  return rules
    .filter((rule) => rule.rule === "untranslatable")
    .map((rule) => {
      const wanted = rule.fallback;
      const fallback = wanted && to.conditions.find((c) => c.key === wanted.condition);
      if (!wanted || !fallback || fallback.code !== wanted.code)
        throw new Error(
          `translation ${pairId}: undefined codes ${rule.from}..${rule.to} need a fallback ${to.id} defines`,
        );
      return [rule.from, rule.to, fallback.key, reasons.indexOf(rule.reason)];
    });
}
