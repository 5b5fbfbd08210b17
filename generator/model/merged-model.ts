/**
 * Stage 3 output: schema models merged with the error register. The emitters and the diff
 * read only this. Every fact carries its provenance so a generated line can be traced back.
 */
import type { Declaration, SourceLocation, TypeShape } from "./schema-model.ts";

export type RevisionStatus = "final" | "draft" | "prerelease";
export type Era = "legacy" | "modern";
export type Origin = "transport" | "handler";

/** A quote from the spec snapshot that backs a register fact. */
export interface Citation {
  /** Root-prefixed path as written in the register, e.g. "docs/specification/2026-07-28/basic/index.mdx". */
  file: string;
  line: number;
  /** Last line of a cited range (same as line for one line). */
  endLine: number;
  quote: string;
}

/** Where a fact comes from: a schema declaration, or a register entry (with its citations). */
export type Provenance =
  | { kind: "schema"; location: SourceLocation }
  | { kind: "register"; location: SourceLocation; citations: Citation[] };

export interface HttpStatusByOrigin {
  transport: number;
  handler: number;
}

/**
 * How a receiver tells this condition apart from others that share its code in one revision.
 * "unique": nothing else uses the code. "data": by the data shape. "status": by the HTTP status.
 * "fallback": what the code means when nothing more specific matches.
 */
export type MatchRule = "unique" | "data" | "status" | "fallback";

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
  http: HttpStatusByOrigin;
  /** Further codes a receiver accepts for this condition (2026 still accepts -32002). */
  accepts: number[];
  match: MatchRule;
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
   * For "tool-result": the `resultType` the revision's schema requires on every result
   * (2026-07-28: "complete"), with the schema line that requires it; absent where results have none.
   */
  resultType?: { value: string; provenance: Provenance[] };
  note: string;
  provenance: Provenance[];
}

export interface CheckStep {
  check: string;
  condition: string;
  http: number;
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
  /** Status for a code that no condition of this revision ties to one. */
  httpDefault: HttpStatusByOrigin & { provenance: Provenance[] };
  bands: CodeBand[];
  reserved: ReservedCode[];
  toolInputError: ToolInputErrorRule;
  checkOrder?: { steps: CheckStep[]; provenance: Provenance[] };
  localErrors?: { guidance: string; provenance: Provenance[] };
  /** Declarations referenced by error data, from this revision's schema. */
  declarations: Declaration[];
}

export type TranslationOutcome =
  /** Same condition, same code. */
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
    };

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
