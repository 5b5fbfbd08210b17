/**
 * The parsed error register (spec/errors.yaml). Every entry keeps the YAML path it came from,
 * so the later stages (citations, cross-checks) can point at file:line:col.
 */
import type { CodeBand, MatchRule, ToolInputErrorRule } from "../model/merged-model.ts";
import type { LocatedYaml, YamlPath } from "../util/yaml-document.ts";

/** A `cite` item: a spec location and a short verbatim quote found there. */
export interface RegisterCitation {
  /** As written: "docs/specification/2026-07-28/basic/index.mdx:153-154" or "prerelease:draft-2026-06-07/schema.ts:388". */
  source: string;
  /** Spec root name ("spec" unless the source has a `root:` prefix). */
  root: string;
  /** Path inside the root. */
  file: string;
  line: number;
  endLine: number;
  quote: string;
  path: YamlPath;
}

/** Fields every register fact shares: where it is written and what backs it. */
export interface RegisterFact {
  path: YamlPath;
  cite: RegisterCitation[];
  /** Ids of the prose register (ERR-nn) this fact encodes. */
  registers: string[];
  note?: string;
}

/** A data shape the register supplies where the schema has none. */
export interface RegisterData extends RegisterFact {
  /** TypeScript type text, e.g. "{ uri: string }". */
  type: string;
  /** Whether `error.data` may be missing altogether. */
  optional: boolean;
  /** Whether the data carries exactly these members (receivers match nothing larger). */
  exact: boolean;
}

/** One code a condition uses, and the revisions that use it. */
export interface RegisterCode extends RegisterFact {
  code: number;
  /** Schema constant name, or a register-only constant where no schema constant carries the code. */
  constant: string;
  /** Schema error interface that binds the constant, when the schema has one. */
  interface?: string;
  revisions: string[];
  match: MatchRule;
  /** For match "method": the request method the error answers. */
  method?: string;
  /** For match "method": what the rule does when the method is unknown (default "no-match"). */
  methodUnknown?: "match" | "no-match";
  /** For match "method": the error must also carry data that passes the condition's data shape. */
  requiresData?: boolean;
  data?: RegisterData;
  /** Pre-release numbering: the final code this draft code became. */
  draftAliasOf?: number;
}

/** The HTTP status the condition travels with in these revisions, wherever it arises. No rule: unspecified (null). */
export interface RegisterHttp extends RegisterFact {
  revisions: string[];
  status: number;
}

/**
 * Receive rule: further codes a receiver in these revisions reads as this condition. With no
 * method and no requiresData, the code alone is enough.
 */
export interface RegisterAccept extends RegisterFact {
  revisions: string[];
  codes: number[];
  method?: string;
  methodUnknown?: "match" | "no-match";
  /** error.data must match the condition's data shape. */
  requiresData?: boolean;
}

/** How to send the condition to a peer of a revision where it does not exist. */
export interface RegisterWhenAbsent extends RegisterFact {
  to: string[];
  /** Another condition that stands in for it. */
  mapTo?: string;
  untranslatable?: { fallback: string; reason: string; transportFailure?: string };
}

export interface RegisterNote extends RegisterFact {
  /** Revisions the remark is about; absent = every revision of the condition. */
  revisions?: string[];
  text: string;
}

export interface RegisterCondition {
  key: string;
  registerId?: string;
  /** Further prose-register ids folded into this condition. */
  registers: string[];
  summary: string;
  message: string;
  codes: RegisterCode[];
  absent: string[];
  http: RegisterHttp[];
  accepts: RegisterAccept[];
  whenAbsent: RegisterWhenAbsent[];
  notes: RegisterNote[];
  path: YamlPath;
}

/** A revision-wide rule that applies to the listed revisions. */
export interface PolicyRule extends RegisterFact {
  revisions: string[];
}

/** A pre-dispatch HTTP failure with the status the transport prose gives it. */
export interface TransportFailureRule extends PolicyRule {
  key: string;
  summary: string;
  status: number;
  /** Condition whose error the body may carry; absent = none named. */
  condition?: string;
  clientAction?: string;
}

/** Legacy `initialize`: a refused version is answered with a supported one, not an error. */
export interface CounterOfferRule extends PolicyRule {
  guidance: string;
}

export interface BandRule extends PolicyRule {
  from: number;
  to: number;
  class: CodeBand["class"];
  emitUndefined: CodeBand["emitUndefined"];
  interpret: boolean;
  /** Codes of a non-interpreted band that receivers may still read (2026: -32002). */
  interpretExceptions: number[];
}

export interface ReservedRule extends PolicyRule {
  code: number;
  formerCondition: string;
}

export interface EnvelopeRule extends PolicyRule {
  idOptional: boolean;
}

export interface ToolInputErrorPolicy extends PolicyRule {
  form: ToolInputErrorRule["form"];
  code?: number;
}

export interface CheckOrderRule extends PolicyRule {
  steps: { check: string; condition: string; http: number }[];
}

/**
 * Which keys of the schema's request `_meta` object (RequestMetaObject) checkRequest reads: those
 * under this prefix, the per-request protocol fields.
 */
export interface RequestMetaRule extends PolicyRule {
  keyPrefix: string;
}

/**
 * A standard request header checkRequest compares with the body: the body field it mirrors, for
 * every method ("*") or for the methods listed, and whether its value may come Base64-encoded.
 */
export interface RequestHeaderRule extends PolicyRule {
  header: string;
  bodyField: { method: string; path: string[] }[];
  base64: boolean;
}

/**
 * Tool-argument headers checkRequest compares with a tools/call body: the header name prefix, the
 * input-schema annotation that names the rest of it, and whether a value may come Base64-encoded.
 */
export interface ToolParamHeaderRule extends PolicyRule {
  headerPrefix: string;
  annotation: string;
  base64: boolean;
}

export interface LocalErrorsRule extends PolicyRule {
  guidance: string;
}

/** What happens to a code no condition of the source revision defines, sent to these revisions. */
export interface UndefinedCodeRule extends PolicyRule {
  from: number;
  to: number;
  rule: "passthrough" | "untranslatable";
  /** Condition sent instead, for "untranslatable". */
  fallback?: string;
  reason: string;
}

export interface RegisterPolicy {
  transportFailures: TransportFailureRule[];
  counterOffer: CounterOfferRule[];
  bands: BandRule[];
  reserved: ReservedRule[];
  envelope: EnvelopeRule[];
  toolInputError: ToolInputErrorPolicy[];
  checkOrder: CheckOrderRule[];
  requestMeta: RequestMetaRule[];
  requestHeaders: RequestHeaderRule[];
  toolParamHeaders: ToolParamHeaderRule[];
  localErrors: LocalErrorsRule[];
  translateUndefined: UndefinedCodeRule[];
}

export interface Register {
  /** Register file, relative to the project root. */
  file: string;
  registerVersion: number;
  /** Revisions the register speaks for, as listed. */
  revisions: string[];
  /** In file order. */
  conditions: RegisterCondition[];
  policy: RegisterPolicy;
  /** The parsed document, kept so later stages can report YAML positions. */
  yaml: LocatedYaml;
}
