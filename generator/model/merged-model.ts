/**
 * Stage 3 output: schema models merged with the error register. The emitters and the diff
 * read only this. Every fact carries its provenance so a generated line can be traced back.
 */
import type { Declaration, JsonKind, SourceLocation, TypeShape } from "./schema-model.ts";

export type RevisionStatus = "final" | "draft" | "prerelease";
export type Era = "legacy" | "modern";

/** A quote from the spec snapshot that backs a register fact. */
export interface Citation {
  /** Root-prefixed path as written in the register, e.g. "docs/specification/2026-07-28/basic/index.mdx". */
  file: string;
  line: number;
  /** Last line of a cited range (same as line for one line). */
  endLine: number;
  quote: string;
}

/**
 * Where a fact comes from: a schema declaration, or a register entry with its citations. `entry`
 * names the register entry by its path ("conditions.resourceNotFound.codes[1]"), which output
 * cites; its line moves with every edit above it, so only diagnostics and annotations use it.
 */
export type Provenance =
  | { kind: "schema"; location: SourceLocation }
  | { kind: "register"; location: SourceLocation; entry: string; citations: Citation[] };

/**
 * The HTTP status an error travels with. `status: null` means no cited text gives one
 * ("unspecified"): the package never guesses 200. The spec draws no line between an error raised
 * before dispatch and one a handler returns, so a status belongs to the condition wherever it
 * arises (2026: -32601 is 404 for a capability-gated method too).
 */
export interface StatusFact {
  status: number | null;
  /** The register entry and citations behind a number; empty for null. */
  provenance: Provenance[];
}

/**
 * How a register entry says a receiver tells a condition apart from others sharing its code.
 * "unique": nothing else uses the code. "data": the data shape. "status": the HTTP status.
 * "method": the request method the error answers. "fallback": what the code means otherwise.
 */
export type MatchRule = "unique" | "data" | "status" | "method" | "fallback";

/**
 * One way a shared code is read as this condition: every field present must hold. Fields absent
 * ask for nothing. Data refines, and is required only where `requiresData` says so.
 */
export interface RecognitionRule {
  code: number;
  /** The request the error answers must have this method (e.g. "resources/read"). */
  method?: string;
  /**
   * Only with `method`: what the rule does when the caller cannot say which method the error
   * answers. "no-match" reads the code by its other rules (the project's choice; the spec is silent).
   */
  methodUnknown?: "match" | "no-match";
  /** error.data must be present and match the condition's `data` shape (exactly, if `data.exact`). */
  requiresData?: boolean;
  /** The HTTP status the error arrived with must be this one. */
  httpStatus?: number;
  provenance: Provenance[];
}

/**
 * How a receiver of this revision recognises the condition. Order of reading a (code, data,
 * method?, httpStatus?) tuple: first the `rules` of the conditions in the revision's
 * `sharedCodes[code].tryInOrder`, first match wins; then the one condition whose `codes` holds the
 * code; else nothing (the code is not this revision's).
 */
export interface Recognition {
  /** Codes read as this condition from the code alone, no data/method/status needed. */
  codes: number[];
  /** Codes a receiver reads as this condition although it never sends them (2026: -32002). In `codes` or in a rule. */
  acceptedCodes: number[];
  /** Evidence rules for codes that other conditions of the revision share. */
  rules: RecognitionRule[];
}

export interface RevisionCondition {
  /** camelCase condition key, e.g. "resourceNotFound". */
  key: string;
  registerId?: string;
  summary: string;
  /** Default error message. */
  message: string;
  code: number;
  /** Constant name for the code in this revision (schema's own, or register-only like RESOURCE_NOT_FOUND). */
  constant: string;
  constantSource: "schema" | "register";
  /** Schema error interface, when the schema has one. */
  interface?: { name: string; describes: "error" | "response" };
  /** Shape of error.data, from the schema's interface or from the register. */
  data?: { optional: boolean; type: TypeShape; source: "schema" | "register"; exact: boolean };
  /** HTTP status wherever the error arises; null = unspecified. */
  httpStatus: StatusFact;
  recognition: Recognition;
  /** For pre-release numbering: the final code this draft code was renumbered to. */
  draftAliasOf?: number;
  provenance: Provenance[];
  /** Remarks from the register that apply to this revision (uses the code also covers, caveats). */
  notes?: { text: string; provenance: Provenance[] }[];
}

export interface CodeBand {
  from: number; // the lower (more negative) bound, inclusive
  to: number; // the upper bound, inclusive
  class:
    | "jsonrpc-standard"
    | "implementation-defined"
    | "legacy-implementation-defined"
    | "specification"
    | "jsonrpc-reserved";
  /** Whether a sender may put codes of this band, undefined by the revision, on the wire. */
  emitUndefined: "allowed" | "discouraged" | "forbidden";
  /** Whether a receiver may read a meaning into codes of this band beyond what the revision defines. */
  interpret: boolean;
  /** Codes of a non-interpreted band that receivers may still read (2026: -32002). */
  interpretExceptions?: number[];
  provenance: Provenance[];
}

export interface ReservedCode {
  code: number;
  /** Condition it used to carry. */
  formerCondition: string;
  note: string;
  provenance: Provenance[];
}

export interface ToolInputErrorRule {
  form: "protocol-error" | "tool-result";
  /** For "protocol-error": the code (-32602). */
  code?: number;
  /**
   * For "tool-result": the `resultType` of a complete result, where the revision's schema requires
   * one on every result (2026-07-28: "complete"; the revision's `resultType` rule, with its schema
   * lines); absent where results have none.
   */
  resultType?: { value: string; provenance: Provenance[] };
  note: string;
  provenance: Provenance[];
}

/**
 * The `resultType` of the revision's results, from its schema's `Result`: whether every result must
 * carry it, and the value a complete result carries (the one the schema says a result without the
 * field stands for). Revisions up to 2025-11-25 have no such member: `required: false, complete: null`.
 */
export interface ResultTypeRule {
  required: boolean;
  complete: string | null;
  /** The member and the doc line naming the complete value; the Result declaration where it has none. */
  provenance: Provenance[];
}

export interface CheckStep {
  check: string;
  condition: string;
  http: number;
}

/** A request `_meta` key checkRequest reads, as the schema declares it. */
export interface RequestMetaKey {
  key: string;
  required: boolean;
  /** The JSON kind of its value ("any" where the schema allows several). */
  kind: JsonKind;
  /** The schema line that declares the key. */
  provenance: Provenance[];
}

/**
 * The request `_meta` keys checkRequest reads: the keys of the schema's request `_meta` object
 * (RequestMetaObject) under the register's prefix.
 */
export interface RequestMeta {
  /** The schema's interface, e.g. "RequestMetaObject". */
  interface: string;
  keyPrefix: string;
  /** Sorted by key. */
  keys: RequestMetaKey[];
  /** The interface's schema line and the register entry that chose the prefix. */
  provenance: Provenance[];
}

/** A standard request header checkRequest compares with the body. */
export interface RequestHeader {
  /** As the spec writes it ("Mcp-Name"); header names are compared case-insensitively. */
  name: string;
  /** The body field (path of keys) the header mirrors, for every method ("*") or per method; sorted by method. */
  bodyField: { method: string; path: string[] }[];
  /** Whether the value may come Base64-encoded as `=?base64?...?=`. */
  base64: boolean;
  provenance: Provenance[];
}

/**
 * The headers a tools/call carries for tool arguments: `prefix` followed by the value of the
 * `annotation` on the argument's property in the tool's inputSchema.
 */
export interface ToolParamHeaders {
  /** As the spec writes it ("Mcp-Param-"). */
  prefix: string;
  /** The inputSchema keyword naming the header ("x-mcp-header"). */
  annotation: string;
  /** Whether the value may come Base64-encoded as `=?base64?...?=`. */
  base64: boolean;
  provenance: Provenance[];
}

/**
 * A failure the HTTP transport answers before any JSON-RPC dispatch, with the status its prose
 * gives (legacy Streamable HTTP: a bad MCP-Protocol-Version header, a missing or unknown session;
 * an invalid Origin).
 */
export interface TransportFailure {
  /** camelCase key, e.g. "invalidProtocolVersionHeader", "missingSessionId", "unknownSession", "invalidOrigin". */
  key: string;
  summary: string;
  status: number;
  /** Condition whose JSON-RPC error the body may carry; null where the prose names none. */
  condition: string | null;
  /** What a client of this revision does on receiving it, where the prose says. */
  clientAction?: string;
  provenance: Provenance[];
}

/** A legacy server refusing an `initialize` version answers with a version it supports, not an error. */
export interface CounterOffer {
  guidance: string;
  provenance: Provenance[];
}

/**
 * A code several conditions of one revision read, or that some condition reads only with evidence,
 * and the order a receiver tries the conditions' rules in.
 */
export interface SharedCode {
  code: number;
  /** Conditions with `recognition.rules` for this code, most specific first (the project's order). */
  tryInOrder: string[];
  /** Condition the code means when no rule matches (its `recognition.codes` holds the code); null: none. */
  fallback: string | null;
}

export interface RevisionModel {
  id: string;
  status: RevisionStatus;
  era: Era;
  protocolVersion: string;
  jsonrpcVersion: string;
  schemaFile: string;
  envelope: { name: string; idOptional: boolean; provenance: Provenance[] };
  /** Present conditions, sorted by key. */
  conditions: RevisionCondition[];
  /** Keys of register conditions absent from this revision, sorted. */
  absentConditions: string[];
  /** Every constant the revision subpath exports: name -> code, sorted by name. */
  constants: { name: string; value: number; source: "schema" | "register"; provenance: Provenance[] }[];
  /** Every code read by a rule or by more than one condition, sorted by code. */
  sharedCodes: SharedCode[];
  /** Pre-dispatch HTTP failures of this revision's transport, sorted by key; empty for stdio-only facts or HTTP+SSE. */
  transportFailures: TransportFailure[];
  /** Legacy revisions: the `initialize` version counter-offer. */
  counterOffer?: CounterOffer;
  bands: CodeBand[];
  reserved: ReservedCode[];
  toolInputError: ToolInputErrorRule;
  resultType: ResultTypeRule;
  /** Order of pre-dispatch checks; the spec names the failures but not the order: always the project's choice. */
  checkOrder?: { steps: CheckStep[]; basis: "project-choice"; provenance: Provenance[] };
  /** Where the register says which request `_meta` keys are read (every revision with a check order). */
  requestMeta?: RequestMeta;
  /** Where the register lists them (every revision with a check order): sorted by name. */
  requestHeaders?: RequestHeader[];
  /** Where the register gives them (only revisions with a check order). */
  toolParamHeaders?: ToolParamHeaders;
  localErrors?: { guidance: string; provenance: Provenance[] };
  /** Declarations referenced by error data, from this revision's schema. */
  declarations: Declaration[];
}

/**
 * Every outcome carries `httpStatus`: the status to send to the destination (its condition's
 * status, or the transport failure's), null where the destination's spec gives none. A JSON-RPC
 * error never gets a legacy 404, which there means "session expired".
 */
export type TranslationOutcome =
  /** Same condition, same code. */
  (
    | { kind: "passthrough"; condition: string; code: number }
    /** Same condition, different code (e.g. -32002 -> -32602). */
    | { kind: "renumber"; condition: string; fromCode: number; code: number }
    /** A different condition stands in for it in the destination (e.g. missing _meta -> invalid params). */
    | { kind: "mapped"; condition: string; toCondition: string; code: number }
    /** The destination cannot express it: use the fallback and say why. */
    | {
        kind: "untranslatable";
        condition: string;
        fallback: { condition: string; code: number };
        reason: string;
        /** The destination's transport failure that carries it instead (status from there). */
        transportFailure?: string;
      }
  ) & { httpStatus: number | null };

/**
 * What happens to a code that no condition of the source revision defines or accepts, when sent
 * to the destination. Ranges are inclusive and never overlap; a code outside every range passes
 * through unchanged.
 */
export interface UndefinedCodeRule {
  from: number;
  to: number;
  rule: "passthrough" | "untranslatable";
  fallback?: { condition: string; code: number };
  /** Status to send to the destination: the fallback's, or null. */
  httpStatus: number | null;
  reason: string;
  provenance: Provenance[];
}

export interface TranslationPair {
  from: string;
  to: string;
  /** One outcome per condition present in `from`, sorted by condition key. */
  outcomes: TranslationOutcome[];
  /** Rules for codes no condition of `from` covers, sorted by `from`. */
  undefinedCodes?: UndefinedCodeRule[];
  provenance: Provenance[];
}

export interface ConditionInfo {
  key: string;
  registerId?: string;
  summary: string;
  /** Revisions where the condition exists, in manifest order. */
  revisions: string[];
}

export interface MergedModel {
  /** Register file, relative to the project root. */
  registerFile: string;
  /** In manifest order: finals oldest first, then drafts and pre-releases. */
  revisions: RevisionModel[];
  conditions: ConditionInfo[];
  translations: TranslationPair[];
}
