/**
 * What the corpus's package cases read of the merged model: revisions, their conditions, statuses,
 * envelopes and translations, looked up by id and key. Lookups only: the cases say which branch
 * of an algorithm they take, and the model gives the table facts (codes, messages, statuses).
 */
import type {
  MergedModel,
  RevisionCondition,
  RevisionModel,
  TranslationOutcome,
} from "../../model/merged-model.ts";
import type { Json } from "./corpus-case.ts";

export type ErrorJson = { code: number; message: string; data?: Json };

export class ModelView {
  readonly revisions: readonly RevisionModel[];
  private readonly byId: ReadonlyMap<string, RevisionModel>;

  constructor(readonly model: MergedModel) {
    this.revisions = model.revisions;
    this.byId = new Map(model.revisions.map((r) => [r.id, r]));
  }

  revision(id: string): RevisionModel | undefined {
    return this.byId.get(id);
  }

  condition(r: RevisionModel, key: string): RevisionCondition | undefined {
    return r.conditions.find((c) => c.key === key);
  }

  /** The condition every revision defines; the model's invariants guarantee it. */
  generic(r: RevisionModel): RevisionCondition {
    const generic = this.condition(r, r.genericCondition.condition);
    if (generic === undefined) throw new Error(`${r.id} has no ${r.genericCondition.condition}`);
    return generic;
  }

  /** A condition's status in the revision; null where it has none, or the revision lacks it. */
  status(r: RevisionModel, key: string): number | null {
    return this.condition(r, key)?.httpStatus.status ?? null;
  }

  /** Whether an error of the condition must carry data. */
  dataRequired(c: RevisionCondition): boolean {
    return c.data !== undefined && !c.data.optional;
  }

  /** The response body: the error under the revision's id rule (a string or finite number is kept). */
  body(r: RevisionModel, id: Json | undefined, error: ErrorJson): { [key: string]: Json } {
    const kept = typeof id === "string" || (typeof id === "number" && Number.isFinite(id));
    const jsonrpc = r.jsonrpcVersion;
    if (kept) return { jsonrpc, id, error };
    return r.envelope.idOptional ? { jsonrpc, error } : { jsonrpc, id: null, error };
  }

  /** What a condition of `from` becomes in `to` (within one revision: itself). */
  outcome(from: RevisionModel, to: RevisionModel, key: string): TranslationOutcome | undefined {
    const source = this.condition(from, key);
    if (source === undefined) return undefined;
    if (from.id === to.id)
      return { kind: "passthrough", condition: key, code: source.code, httpStatus: source.httpStatus.status };
    const pair = this.model.translations.find((p) => p.from === from.id && p.to === to.id);
    return pair?.outcomes.find((o) => o.condition === key);
  }
}
