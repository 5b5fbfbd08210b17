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
  data?: RegisterData;
  /** Pre-release numbering: the final code this draft code became. */
  draftAliasOf?: number;
}

export interface RegisterHttp extends RegisterFact {
  revisions: string[];
  /** Status when the error rejects a request before dispatch; absent = the revision's default. */
  transport?: number;
  /** Status when a handler returns the error in-band; absent = the revision's default. */
  handler?: number;
}

/** Receive rule: further codes a receiver in these revisions reads as this condition. */
export interface RegisterAccept extends RegisterFact {
  revisions: string[];
  codes: number[];
}

/** How to send the condition to a peer of a revision where it does not exist. */
export interface RegisterWhenAbsent extends RegisterFact {
  to: string[];
  /** Another condition that stands in for it. */
  mapTo?: string;
  untranslatable?: { fallback: string; reason: string };
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

export interface HttpDefaultRule extends PolicyRule {
  transport: number;
  handler: number;
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
  /** The `resultType` a tool result must carry in these revisions. */
  resultType?: string;
}

export interface CheckOrderRule extends PolicyRule {
  steps: { check: string; condition: string; http: number }[];
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
  httpDefault: HttpDefaultRule[];
  bands: BandRule[];
  reserved: ReservedRule[];
  envelope: EnvelopeRule[];
  toolInputError: ToolInputErrorPolicy[];
  checkOrder: CheckOrderRule[];
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
