/**
 * The rules registry. Every change the diff reports names one of these rules. A level is judged
 * from the side of an implementation that speaks both compared revisions (a dual-era server, client
 * or proxy): "breaking" when it must behave differently per peer or a peer misreads it, "warning"
 * when it needs a look, "info" when nothing has to change.
 *
 * "Base" is the older revision (or the git ref); "head" is the newer revision (or the working tree).
 * docs/diff-rules.md is rendered from this list.
 */
import type { Level } from "./change.ts";

export type RuleCategory =
  "codes" | "conditions" | "http" | "data" | "envelope" | "policy" | "translations" | "revisions";

export interface RuleDefinition {
  id: string;
  level: Level;
  category: RuleCategory;
  purpose: string;
  /** Why the level is what it is, for a dual-era implementation. */
  why: string;
}

export const CATEGORY_TITLES: Record<RuleCategory, string> = {
  codes: "Codes and constants",
  conditions: "Conditions",
  http: "HTTP statuses",
  data: "Error data",
  envelope: "Error envelope",
  policy: "Revision-wide policy",
  translations: "Translations",
  revisions: "Revisions (--against)",
};

const definitions = [
  // --- codes -------------------------------------------------------------------------------
  {
    id: "code-added",
    level: "warning",
    category: "codes",
    purpose: "A code is on the wire in head and not in base (a new condition with a new code).",
    why: "It must not be sent to a base peer, which cannot read it.",
  },
  {
    id: "code-removed",
    level: "breaking",
    category: "codes",
    purpose: "A code base puts on the wire is gone from head, with the condition it carried.",
    why: "Base peers still send it; head peers must not receive it, so it needs a translation or a fallback.",
  },
  {
    id: "code-renumbered",
    level: "breaking",
    category: "codes",
    purpose: "The same condition has a different code in head (-32002 → -32602; draft -32004 → -32022).",
    why: "The code must be chosen by the peer's revision, in both directions.",
  },
  {
    id: "accepted-code-added",
    level: "info",
    category: "codes",
    purpose: "Head receivers accept a further code for a condition (2026 still accepts -32002).",
    why: "Receiving gets more lenient; nothing has to change.",
  },
  {
    id: "accepted-code-removed",
    level: "warning",
    category: "codes",
    purpose: "Head receivers no longer accept a code base receivers accepted for a condition.",
    why: "Base peers that still send it are no longer understood by head receivers.",
  },
  {
    id: "constant-added",
    level: "info",
    category: "codes",
    purpose: "Head exports a constant base does not, for a code base already had.",
    why: "A new name for an existing code; wire behaviour is unchanged.",
  },
  {
    id: "constant-removed",
    level: "warning",
    category: "codes",
    purpose: "A constant base exports is gone from head, while its code stays on the wire.",
    why: "Code importing the constant from the head revision stops compiling.",
  },
  {
    id: "constant-renamed",
    level: "info",
    category: "codes",
    purpose: "The same code is exported under a different constant name in head.",
    why: "Only names change; wire behaviour is unchanged.",
  },
  {
    id: "constant-value-changed",
    level: "breaking",
    category: "codes",
    purpose: "A constant keeps its name but has a different value in head, outside a renumbered condition.",
    why: "The same name means different codes per revision; code that mixes them sends the wrong one.",
  },

  // --- conditions ----------------------------------------------------------------------------
  {
    id: "condition-added",
    level: "warning",
    category: "conditions",
    purpose:
      "A condition exists in head and not in base, on a code base already used (a new meaning for an old code).",
    why: "A base peer reads the code with its base meaning.",
  },
  {
    id: "condition-removed",
    level: "warning",
    category: "conditions",
    purpose: "A condition of base is gone from head, while its code stays on the wire for other conditions.",
    why: "A head peer reads the code with another meaning.",
  },
  {
    id: "match-rule-changed",
    level: "warning",
    category: "conditions",
    purpose:
      "How a receiver recognises a condition changed: the codes it reads alone, or the evidence (method, data, HTTP status) a shared code needs.",
    why: "Receivers must classify the code differently per revision.",
  },
  {
    id: "error-interface-added",
    level: "info",
    category: "conditions",
    purpose: "Head's schema gives a condition a typed error interface that base's schema lacks.",
    why: "More typing; wire behaviour is unchanged.",
  },
  {
    id: "error-interface-removed",
    level: "warning",
    category: "conditions",
    purpose: "Base's schema has a typed error interface for a condition that head's schema lacks.",
    why: "Typed code written against the interface has nothing to refer to in head.",
  },
  {
    id: "error-interface-renamed",
    level: "info",
    category: "conditions",
    purpose: "A condition's schema error interface has a different name in head.",
    why: "Only names change; wire behaviour is unchanged.",
  },
  {
    id: "default-message-changed",
    level: "info",
    category: "conditions",
    purpose: "The default error message of a condition changed.",
    why: "Messages are for people; receivers must not match on them.",
  },

  // --- http ----------------------------------------------------------------------------------
  {
    id: "http-status-changed",
    level: "breaking",
    category: "http",
    purpose: "The HTTP status a condition travels with changed from one given status to another.",
    why: "The status must be chosen by the peer's revision; head clients classify servers by it.",
  },
  {
    id: "http-status-specified",
    level: "warning",
    category: "http",
    purpose: "Head's spec gives a condition an HTTP status where base's gives none (unspecified).",
    why: "Head peers expect that status; base peers were promised none, so one choice can serve both.",
  },
  {
    id: "http-status-unspecified",
    level: "warning",
    category: "http",
    purpose: "Base's spec gives a condition an HTTP status that head's does not (now unspecified).",
    why: "Head peers get no status from the spec; the sender chooses, so check what it sends.",
  },
  {
    id: "transport-failure-added",
    level: "warning",
    category: "http",
    purpose: "Head's transport answers a failure before JSON-RPC dispatch with a status base does not give.",
    why: "A dual-era server must answer that failure only to head peers, with head's status.",
  },
  {
    id: "transport-failure-removed",
    level: "warning",
    category: "http",
    purpose: "A pre-dispatch transport failure of base has no status in head.",
    why: "Head peers do not expect that status; a proxy must not forward it to them.",
  },
  {
    id: "transport-failure-status-changed",
    level: "breaking",
    category: "http",
    purpose: "A pre-dispatch transport failure has a different status in head.",
    why: "The status must be chosen by the peer's revision.",
  },

  // --- data ----------------------------------------------------------------------------------
  {
    id: "data-optional-field-added",
    level: "info",
    category: "data",
    purpose: "Error data gains an optional field (or optional data where there was none).",
    why: "Senders may fill it; receivers lose nothing.",
  },
  {
    id: "data-required-field-added",
    level: "warning",
    category: "data",
    purpose: "Error data gains a required field (or required data where there was none).",
    why: "Senders must fill it for head peers; base peers do not send it.",
  },
  {
    id: "data-field-removed",
    level: "breaking",
    category: "data",
    purpose: "A field of error data (or the data itself) is gone in head.",
    why: "Receivers that read it get nothing from head peers.",
  },
  {
    id: "data-field-made-optional",
    level: "warning",
    category: "data",
    purpose: "A required field of error data (or the data itself) is optional in head.",
    why: "Receivers can no longer rely on it from head peers.",
  },
  {
    id: "data-field-made-required",
    level: "warning",
    category: "data",
    purpose: "An optional field of error data (or the data itself) is required in head.",
    why: "Senders must always fill it for head peers; base peers may leave it out.",
  },
  {
    id: "data-field-type-changed",
    level: "breaking",
    category: "data",
    purpose: "A field of error data has a different type in head.",
    why: "A value valid for one revision is invalid for the other.",
  },
  {
    id: "data-referenced-type-changed",
    level: "info",
    category: "data",
    purpose:
      "A field of error data refers to a schema declaration by the same name whose definition differs in head.",
    why: "The field is typed the same way; the declaration's own changes belong to its protocol area.",
  },

  // --- envelope ------------------------------------------------------------------------------
  {
    id: "envelope-id-made-optional",
    level: "breaking",
    category: "envelope",
    purpose: "The error response's `id` is optional in head and required in base.",
    why: "Head peers send id-less errors that a strict base peer rejects or drops.",
  },
  {
    id: "envelope-id-made-required",
    level: "warning",
    category: "envelope",
    purpose: "The error response's `id` is required in head and optional in base.",
    why: "An id-less error that suits a base peer is invalid for a head peer.",
  },
  {
    id: "envelope-renamed",
    level: "info",
    category: "envelope",
    purpose: "The schema's error envelope has a different name (JSONRPCError → JSONRPCErrorResponse).",
    why: "Only names change; wire behaviour is unchanged.",
  },

  // --- policy --------------------------------------------------------------------------------
  {
    id: "code-band-added",
    level: "warning",
    category: "policy",
    purpose: "Head's allocation policy has a code band base's has not.",
    why: "Head constrains which codes may be sent and how received codes may be read.",
  },
  {
    id: "code-band-removed",
    level: "info",
    category: "policy",
    purpose: "A code band of base's allocation policy is gone from head's.",
    why: "A constraint is lifted for head peers.",
  },
  {
    id: "code-band-changed",
    level: "warning",
    category: "policy",
    purpose:
      "A code band keeps its range but changes its class, whether undefined codes may be sent, or whether receivers may interpret them.",
    why: "What may be sent or read in the band depends on the peer's revision.",
  },
  {
    id: "reserved-code-added",
    level: "info",
    category: "policy",
    purpose: "Head reserves a code (never to be reused) that base did not reserve.",
    why: "A promise about the future; nothing has to change.",
  },
  {
    id: "reserved-code-removed",
    level: "warning",
    category: "policy",
    purpose: "A code base reserved is no longer reserved in head.",
    why: "Head may reuse it with another meaning.",
  },
  {
    id: "tool-input-error-form-changed",
    level: "breaking",
    category: "policy",
    purpose:
      "A tool input validation failure takes another form (a -32602 protocol error versus a tool result with isError).",
    why: "The same failure must be reported differently per revision, and clients must accept both forms.",
  },
  {
    id: "result-type-changed",
    level: "warning",
    category: "policy",
    purpose:
      'Whether every result must carry `resultType`, or the value a complete result carries there, changed (2026-07-28 requires it: `"complete"`).',
    why: "Servers and proxies must send it, with the peer's revision's value, to peers whose revision requires it (a proxy adds it to an older server's results); other peers ignore it, and clients read a result without it as complete.",
  },
  {
    id: "check-order-changed",
    level: "warning",
    category: "policy",
    purpose: "The documented order of checks for a malformed HTTP request was added, removed or changed.",
    why: "The same malformed request gets a different code depending on the peer's revision.",
  },
  {
    id: "request-checks-changed",
    level: "warning",
    category: "policy",
    purpose:
      "A request _meta key or standard header that a modern server checks before dispatch was added, removed or changed (required, JSON kind, body field, Base64).",
    why: "A request one side accepts, the other refuses: a client or proxy must send the key or header as the peer's revision asks.",
  },
  {
    id: "counter-offer-changed",
    level: "breaking",
    category: "policy",
    purpose:
      "One side answers an initialize with an unsupported version by a counter-offer, the other by an error.",
    why: "A server or proxy must refuse a version per the peer's revision: a counter-offer to legacy peers, an error to modern ones.",
  },
  {
    id: "local-errors-guidance-changed",
    level: "info",
    category: "policy",
    purpose: "The guidance on keeping local errors apart from peer errors was added, removed or changed.",
    why: "Guidance only; no code or status changes.",
  },

  // --- translations --------------------------------------------------------------------------
  {
    id: "translation-untranslatable",
    level: "warning",
    category: "translations",
    purpose: "A condition of one revision cannot be expressed in the other; the translation uses a fallback.",
    why: "A proxy loses meaning when it forwards the error; the fallback and its reason say what is lost.",
  },
  {
    id: "translation-mapped",
    level: "info",
    category: "translations",
    purpose: "A condition of one revision is carried by a different condition in the other.",
    why: "The translation keeps the meaning under another condition; nothing is lost.",
  },
  {
    id: "translation-outcome-changed",
    level: "warning",
    category: "translations",
    purpose:
      "Between a git ref and the working tree, the translation of a condition from one revision to another changed.",
    why: "Proxies translate the condition differently after the change.",
  },

  // --- revisions -----------------------------------------------------------------------------
  {
    id: "revision-added",
    level: "info",
    category: "revisions",
    purpose: "The working tree knows a revision the git ref did not.",
    why: "A new revision to support; its differences show in a revision-to-revision diff.",
  },
  {
    id: "revision-removed",
    level: "warning",
    category: "revisions",
    purpose: "A revision known at the git ref is gone from the working tree.",
    why: "The generated package drops that revision's tables.",
  },
] as const satisfies readonly RuleDefinition[];

export type RuleId = (typeof definitions)[number]["id"];

export const RULES: readonly (RuleDefinition & { id: RuleId })[] = definitions;

const byId = new Map<string, RuleDefinition>(RULES.map((rule) => [rule.id, rule]));

export function ruleDefinition(id: RuleId): RuleDefinition {
  const rule = byId.get(id);
  if (!rule) throw new Error(`unknown diff rule ${id}`);
  return rule;
}
