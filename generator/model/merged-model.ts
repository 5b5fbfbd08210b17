/** Schemas merged with the register: what emitters and the diff read. Every fact carries its provenance. */
import type { Declaration, JsonKind, ResultTypeFact, SourceLocation, TypeShape } from "./schema-model.ts";

export type RevisionStatus = "final" | "draft" | "prerelease";
export type Era = "legacy" | "modern";

export interface Citation {
  file: string;
  line: number;
  endLine: number;
  quote: string;
}

/**
 * A schema declaration, or a register entry by its path ("conditions.resourceNotFound.codes[1]").
 * Output cites `entry`: the location moves with every edit above it, so only diagnostics use it.
 */
export type Provenance =
  | { kind: "schema"; location: SourceLocation }
  | { kind: "register"; location: SourceLocation; entry: string; citations: Citation[] };

/** One way a shared code is read as this condition: every field present must hold. */
export interface RecognitionRule {
  code: number;
  method?: string;
  /** When the caller cannot say which method the error answers; the spec is silent, "no-match" is ours. */
  methodUnknown?: "match" | "no-match";
  /** error.data must be present and fit the condition's shape; otherwise data only refines. */
  requiresData?: boolean;
  httpStatus?: number;
  provenance: Provenance[];
}

/**
 * A receiver reads (code, data, method?, httpStatus?) by the rules of the conditions in
 * `sharedCodes[code].tryInOrder`, first match wins; then by the one condition whose `codes` hold
 * the code; else the code is not this revision's.
 */
export interface Recognition {
  codes: number[];
  /** Read although never sent (2026: -32002); also in `codes` or a rule. */
  acceptedCodes: number[];
  rules: RecognitionRule[];
}

export interface RevisionCondition {
  key: string;
  registerId?: string;
  summary: string;
  message: string;
  code: number;
  constant: string;
  constantSource: "schema" | "register";
  interface?: { name: string; describes: "error" | "response" };
  data?: { optional: boolean; type: TypeShape; source: "schema" | "register"; exact: boolean };
  /**
   * `status: null` where no cited text gives one (never a guessed 200). The status is the condition's
   * wherever it arises, before dispatch or in a handler (2026: -32601 is 404 for a gated method too).
   */
  /** `basis` "project-choice": the project chose the status where the spec names none; absent, the spec's. */
  httpStatus: { status: number | null; basis?: "project-choice"; provenance: Provenance[] };
  recognition: Recognition;
  /** A pre-release code: the final code it was renumbered to. */
  draftAliasOf?: number;
  provenance: Provenance[];
  notes?: { text: string; provenance: Provenance[] }[];
}

export interface CodeBand {
  /** Inclusive; `from` is the more negative bound. */
  from: number;
  to: number;
  class:
    | "jsonrpc-standard"
    | "implementation-defined"
    | "legacy-implementation-defined"
    | "specification"
    | "jsonrpc-reserved";
  /** Whether a sender may put codes of the band that the revision does not define on the wire. */
  emitUndefined: "allowed" | "discouraged" | "forbidden";
  /** Whether a receiver may read meaning into such codes; `interpretExceptions` it may still read. */
  interpret: boolean;
  interpretExceptions?: number[];
  provenance: Provenance[];
}

export type ResultTypeRule = Pick<ResultTypeFact, "required" | "complete"> & { provenance: Provenance[] };

/** A step of the check order: what checkRequest does (`step`), and the condition a failure is. */
export interface CheckStep {
  step: "parse" | "headerPresence" | "meta" | "headerMatch" | "version";
  check: string;
  condition: string;
  http: number;
}

export interface RequestMetaKey {
  key: string;
  required: boolean;
  kind: JsonKind;
  /** The strings the schema allows, where its type is a union of string literals. */
  values?: string[];
  provenance: Provenance[];
}

/** The keys of the schema's request `_meta` object under the register's prefix, which checkRequest reads. */
export interface RequestMeta {
  interface: string;
  keyPrefix: string;
  keys: RequestMetaKey[];
  provenance: Provenance[];
}

/** A standard header checkRequest compares with a body field, for every method ("*") or per method. */
export interface RequestHeader {
  name: string;
  bodyField: { method: string; path: string[] }[];
  /** Whether the value may come as `=?base64?...?=`. */
  base64: boolean;
  provenance: Provenance[];
}

/** The headers of a tools/call's arguments: `prefix` and the argument's `annotation` in the inputSchema. */
export interface ToolParamHeaders {
  prefix: string;
  annotation: string;
  base64: boolean;
  provenance: Provenance[];
}

/** A failure the HTTP transport answers before any JSON-RPC dispatch, with the status its prose gives. */
export interface TransportFailure {
  key: string;
  summary: string;
  status: number;
  /** The condition whose JSON-RPC error the body carries; null when the status goes alone. */
  condition: string | null;
  /**
   * What goes with the status: a JSON-RPC error of `condition`, or nothing. `basis`:
   * "spec" where the revision's text describes that body, "project-choice" where it gives the
   * status alone (the code is the project's either way); `reason` says why.
   */
  body: { form: "error" | "none"; basis: "spec" | "project-choice"; reason: string };
  clientAction?: string;
  provenance: Provenance[];
}

/** Lists are sorted (by key, name or code) unless said otherwise. */
export interface RevisionModel {
  id: string;
  status: RevisionStatus;
  era: Era;
  protocolVersion: string;
  jsonrpcVersion: string;
  schemaFile: string;
  envelope: { name: string; idOptional: boolean; provenance: Provenance[] };
  conditions: RevisionCondition[];
  absentConditions: string[];
  /** Every constant the revision subpath exports. */
  constants: { name: string; value: number; source: "schema" | "register"; provenance: Provenance[] }[];
  /**
   * Codes several conditions read, or read only with evidence: `tryInOrder` the conditions with rules
   * for the code, most specific first; `fallback` what it means when no rule matches (null: nothing).
   */
  sharedCodes: { code: number; tryInOrder: string[]; fallback: string | null }[];
  transportFailures: TransportFailure[];
  /** A legacy server refusing an `initialize` version answers with one it supports, not an error. */
  counterOffer?: { guidance: string; provenance: Provenance[] };
  bands: CodeBand[];
  reserved: { code: number; formerCondition: string; note: string; provenance: Provenance[] }[];
  toolInputError: {
    form: "protocol-error" | "tool-result";
    code?: number;
    /** A tool result is a result: the `resultType` its revision requires of a complete one. */
    resultType?: { value: string; provenance: Provenance[] };
    note: string;
    provenance: Provenance[];
  };
  resultType: ResultTypeRule;
  /** The spec names the failures but not their order: always the project's choice. */
  checkOrder?: {
    steps: CheckStep[];
    /** The condition a body that parses but is no JSON-RPC request is answered with. */
    notARequest: string;
    /** The condition an optional `_meta` field of another type is answered with. */
    metaInvalid: string;
    basis: "project-choice";
    provenance: Provenance[];
  };
  /** These: revisions with a check order. */
  requestMeta?: RequestMeta;
  requestHeaders?: RequestHeader[];
  toolParamHeaders?: ToolParamHeaders;
  /** The markers around a Base64-encoded header value. */
  base64Sentinel?: { prefix: string; suffix: string; provenance: Provenance[] };
  /** The `_meta` key of a request's version, and the method whose errors name the supported ones. */
  versionNegotiation?: { versionKey: string; versionsMethod: string; provenance: Provenance[] };
  /** The check's messages, templates with {slots}, and the names of JSON kinds they use. */
  checkMessages?: {
    messages: Record<string, string>;
    kinds: Record<string, string>;
    basis: "project-choice";
    provenance: Provenance[];
  };
  /** The condition that stands in for an error the revision cannot read or forward. */
  genericCondition: { condition: string; provenance: Provenance[] };
  localErrors?: { guidance: string; provenance: Provenance[] };
  /** The methods the schema's request and notification unions name, sorted by method. */
  methods: {
    method: string;
    from: "client" | "server";
    kind: "request" | "notification";
    provenance: Provenance[];
  }[];
  /** How a dual-era server tells a request of this (modern) revision from a legacy one. */
  requestEra?: RequestEraRule;
  declarations: Declaration[];
}

/** One signal of a request's era, tried in order; the first present decides. */
export interface RequestEraStep {
  check: string;
  /**
   * metaKey: `params._meta` has the key `name`; method: the body's method is `name`; header: the
   * header `name` is present; legacyVersionHeader: the header `name` names a legacy revision.
   */
  signal: "metaKey" | "method" | "header" | "legacyVersionHeader";
  name: string;
  era: "legacy" | "modern";
}

export interface RequestEraRule {
  steps: RequestEraStep[];
  /** The era of a request that shows none of the signals. */
  otherwise: "legacy" | "modern";
  provenance: Provenance[];
}

/**
 * `httpStatus`: what to send to the destination (the condition's or the transport failure's), null
 * where its spec gives none. A JSON-RPC error never gets a legacy 404, which means "session expired".
 */
export type TranslationOutcome = (
  | { kind: "passthrough"; condition: string; code: number }
  | { kind: "renumber"; condition: string; fromCode: number; code: number }
  /** Another condition stands in for it in the destination. */
  | { kind: "mapped"; condition: string; toCondition: string; code: number }
  /** The destination cannot express it; `transportFailure` carries it instead, where one does. */
  | {
      kind: "untranslatable";
      condition: string;
      fallback: { condition: string; code: number };
      reason: string;
      transportFailure?: string;
    }
) & { httpStatus: number | null };

/** A code no condition of the source defines or accepts, sent to the destination (inclusive ranges). */
export interface UndefinedCodeRule {
  from: number;
  to: number;
  rule: "passthrough" | "untranslatable";
  fallback?: { condition: string; code: number };
  httpStatus: number | null;
  reason: string;
  provenance: Provenance[];
}

export interface TranslationPair {
  from: string;
  to: string;
  outcomes: TranslationOutcome[];
  undefinedCodes?: UndefinedCodeRule[];
  provenance: Provenance[];
}

export interface MergedModel {
  registerFile: string;
  /** Manifest order: finals oldest first, then drafts and pre-releases. */
  revisions: RevisionModel[];
  conditions: { key: string; registerId?: string; summary: string; revisions: string[] }[];
  translations: TranslationPair[];
}
