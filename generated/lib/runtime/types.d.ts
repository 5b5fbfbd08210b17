// Compiled by mcp-errgen from runtime/mcp-errors/types.ts; do not edit.
/**
 * Types shared by every mcp-errors module: the public shapes (error objects, parse results) and
 * the shapes of the tables each revision module exports (CONDITIONS, HTTP_STATUS, TRANSLATIONS, ...).
 */
/** A JSON-RPC request id. */
export type RequestId = string | number;
/** A JSON-RPC error object. */
export interface ErrorObject {
  code: number;
  message: string;
  data?: unknown;
}
/**
 * The class of a code in one revision:
 * - "standard": a JSON-RPC standard code;
 * - "defined": defined by the revision (schema or spec prose);
 * - "reserved": retired by the revision and never to be reused;
 * - "implementation-defined": in the revision's implementation-defined band, undefined by it;
 * - "unassigned": in the specification's own range, not (yet) allocated;
 * - "jsonrpc-reserved": in JSON-RPC's reserved range, undefined;
 * - "application": any other integer;
 * - "invalid": not an integer, so not an error code at all.
 */
export type CodeClass =
  | "standard"
  | "defined"
  | "reserved"
  | "implementation-defined"
  | "unassigned"
  | "jsonrpc-reserved"
  | "application"
  | "invalid";
/**
 * What else is known about an error, beside its code and data: both help tell apart conditions
 * that share a code.
 */
export interface RecognitionOptions {
  /** The method of the request the error answers, e.g. "resources/read". */
  method?: string | undefined;
  /** The HTTP status the error arrived with. */
  httpStatus?: number | undefined;
  /**
   * The params of the request the error answers. A missing resource's -32602 names the uri the
   * request named: where the params give one, a different uri in the data does not count.
   */
  params?: unknown;
}
/** The options of parseErrorResponse. */
export type ParseOptions = RecognitionOptions;
export type ParseFailureReason =
  | "not-an-object"
  | "error-not-an-object"
  | "bad-id"
  | "bad-code"
  | "bad-message"
  | "unreadable"
  | "unknown-revision";
/** The input is not a JSON-RPC error response or error object. */
export interface ParseFailure {
  readonly ok: false;
  readonly reason: ParseFailureReason;
}
/** A well-formed error; `condition` is null when the code and data name no condition of the revision. */
export interface Parsed<C extends string | null, E extends ErrorObject, F extends boolean = boolean> {
  ok: true;
  condition: C;
  /** The error object as received. */
  error: E;
  /** The response's id; undefined for a bare error object or an id-less response. */
  id: RequestId | null | undefined;
  /**
   * Whether the error's data fits its condition's data shape, at every depth (true where the
   * condition gives none, or leaves data out and none came). The code names the condition either
   * way; only when this is true is `error` typed as the condition's error, data included.
   */
  dataFits: F;
}
/**
 * The kinds of content block a tool result holds, as the revisions' schemas define ContentBlock
 * (TextContent, ImageContent, AudioContent, ResourceLink, EmbeddedResource).
 */
export type ContentKind = "text" | "image" | "audio" | "resource_link" | "resource";
/**
 * A content block of a tool result: its kind, and the fields that kind has in the revision's
 * schema. Any string is taken as a kind, as at run time; naming the schema's kinds keeps a block
 * written in place (`{ type: "text", text }`) typed by its literal kind.
 */
export type ContentBlock = {
  type: ContentKind | (string & {});
  text?: string;
  [field: string]: unknown;
};
/** The block a text given as `content` becomes. */
export type TextBlock = {
  type: "text";
  text: string;
};
/**
 * A CallToolResult that reports an invalid tool input to the model; `C` is the type of the blocks
 * it was given, so that it stays as precise as the caller's and an SDK's `CallToolResult`, whose
 * content is a union of block kinds, takes it without a cast. A type alias rather than an
 * interface, so that it is assignable to `Record<string, unknown>` under strict settings.
 */
export type ToolErrorResult<C extends ContentBlock = ContentBlock> = {
  content: C[];
  isError: true;
  structuredContent?:
    | {
        [key: string]: unknown;
      }
    | undefined;
  _meta?:
    | {
        [key: string]: unknown;
      }
    | undefined;
};
/** The JSON kind of a value: its typeof, but "null" for null and "array" for an array; "any" allows all. */
export type JsonKind = "string" | "number" | "boolean" | "null" | "array" | "object" | "any";
/**
 * The kind of a value in a data rule: a JSON kind ("number": a finite number), or
 * - "integer": a number with no fraction. The spec's schema.json is generated with every
 *   `number` of schema.ts an integer, unless its JSDoc says `@TJS-type number`;
 * - "json": any value of the spec's JSONValue as schema.json gives it: a string, an integer, a
 *   boolean, or an array or object of such values. Its schema.json leaves out the `null` that
 *   schema.ts allows, and a constructor keeps to the stricter of the two.
 */
export type DataKind = JsonKind | "integer" | "json";
/** What a value in a condition's data must be, at any depth. Only the keys that apply are present. */
export interface DataShape {
  /** Its kind, or the kinds it may have (a union such as `string | number`). */
  readonly type: DataKind | readonly DataKind[];
  /** The only values it may take, where the schema lists them (a literal such as `"url"`). */
  readonly enum?: readonly (string | number | boolean)[];
  /** For an array: what every element is; a bare kind where the schema says no more. */
  readonly items?: DataKind | DataShape;
  /** For an object: its named fields. */
  readonly fields?: {
    readonly [name: string]: DataField;
  };
  /** For an object: what every other own value is (an index signature); absent where anything goes. */
  readonly values?: DataKind | DataShape;
}
/** A field of an object in a condition's data, at any depth. */
export interface DataField extends DataShape {
  readonly required: boolean;
}
/**
 * What a condition's `data` holds: an object with these fields. Constructors check all of it, at
 * every depth; recognition (a rule's `requiresData`) reads only the fields' own kinds.
 */
export interface DataRule {
  /** Whether the error must carry data. */
  readonly required: boolean;
  /** Whether data may hold no field beyond `fields`. */
  readonly exact: boolean;
  readonly fields: {
    readonly [name: string]: DataField;
  };
  /** What every other own value of data is, where the schema says (an index signature). */
  readonly values?: DataKind | DataShape;
}
/** One way a code that other conditions share is read as a condition; every field given must hold. */
export interface RecognitionRule {
  readonly code: number;
  /** The error must answer a request with this method. */
  readonly method?: string;
  /** With `method`: whether the rule holds when the caller does not say which method the error answers. */
  readonly methodUnknown?: "match" | "no-match";
  /** The error must carry data that passes the condition's data rule (the key is absent otherwise). */
  readonly requiresData?: true;
  /** The error must have arrived with this HTTP status. */
  readonly httpStatus?: number;
}
/** A condition of one revision. */
export interface ConditionEntry {
  /** The code this revision sends for it. */
  readonly code: number;
  /** The default message. */
  readonly message: string;
  /** The shape of its data, or null where the revision gives none. */
  readonly data: DataRule | null;
  /** Codes a receiver reads as this condition beside `code`, though it never sends them. */
  readonly acceptedCodes: readonly number[];
  readonly recognition: {
    /** Codes read as this condition from the code alone. */
    readonly codes: readonly number[];
    /** Codes read as this condition only when a rule holds. */
    readonly rules: readonly RecognitionRule[];
  };
  /**
   * "project-choice" where its HTTP_STATUS is the project's choice, the spec tying no status to
   * the error (a parse error's 400); absent where the status is the spec's, or there is none.
   */
  readonly statusBasis?: "project-choice";
}
/**
 * A failure the HTTP transport answers before any JSON-RPC dispatch, with the status its prose
 * gives, and the body that goes with it (see `body`; transportFailureResponse builds both).
 */
export interface TransportFailure {
  readonly status: number;
  /** The condition whose JSON-RPC error the body carries; null when the status goes alone. */
  readonly condition: string | null;
  /**
   * What goes with the status: `form` "error", a JSON-RPC error of `condition`; "none",
   * no body. `basis` "spec": the revision's text describes that body; "project-choice": it gives
   * the status alone. No transport text names a code, so the code is the project's choice either
   * way; `reason` says why.
   */
  readonly body: {
    readonly form: "error" | "none";
    readonly basis: "spec" | "project-choice";
    readonly reason: string;
  };
  /** @deprecated The old name of `condition`, kept for compatibility; the same value. */
  readonly jsonrpc: string | null;
  readonly summary: string;
  /** What a client of this revision does on receiving it, where the prose says. */
  readonly clientAction: string | null;
  /** The spec text behind it. */
  readonly source: readonly string[];
}
/**
 * A code several conditions can be read from: the order their rules are tried in, and what it
 * means otherwise.
 */
export interface SharedCode {
  readonly tryInOrder: readonly string[];
  readonly fallback: string | null;
}
export type TranslationKind = "passthrough" | "renumber" | "mapped" | "untranslatable";
/**
 * What a condition becomes in another revision. Its data goes along unless it is untranslatable
 * or both conditions give data shapes with different fields; an exact destination shape keeps
 * only the fields it names.
 */
export interface TranslationEntry {
  readonly kind: TranslationKind;
  /** The code to send there (for "untranslatable": the fallback's). */
  readonly code: number;
  /** The condition it lands on there (for "untranslatable": the fallback). */
  readonly condition: string;
  /** The HTTP status to send it with there; null where that revision's spec gives none. */
  readonly httpStatus: number | null;
  /** For "untranslatable": the destination's transport failure that carries it instead, if any. */
  readonly transportFailure?: string;
  /** Why it cannot be expressed there (for "untranslatable"). */
  readonly reason?: string;
}
/** A range of codes no condition names that cannot be sent to another revision as they are. */
export interface UndefinedCodeRule {
  readonly from: number;
  readonly to: number;
  /** The condition sent instead, its code and its status there. */
  readonly condition: string;
  readonly code: number;
  readonly httpStatus: number | null;
  readonly reason: string;
}
/** A band of codes and the class of a code in it that the revision does not define. */
export interface CodeBand {
  readonly from: number;
  readonly to: number;
  readonly undefinedCodes: "implementation-defined" | "unassigned" | "jsonrpc-reserved";
}
/** A code the revision retired: never sent, never reused. */
export interface ReservedCode {
  readonly code: number;
  /** The condition the code named before it was retired. */
  readonly formerCondition: string;
  /** @deprecated The old name of `formerCondition`, kept for compatibility; the same value. */
  readonly formerly: string;
}
/** How this revision answers a tool call whose arguments fail validation. */
export type ToolInputErrorForm =
  | {
      readonly form: "protocol-error";
      readonly code: number;
    }
  | {
      readonly form: "tool-result";
      readonly resultType: string | null;
    };
/**
 * The `resultType` of a revision's results, from its schema's Result: whether every result must
 * carry one, and the value a complete result carries (null where the revision's results have no
 * such field).
 */
export interface ResultTypeRule {
  readonly required: boolean;
  readonly complete: string | null;
}
/** The revision's JSON-RPC error envelope. */
export interface Envelope {
  readonly jsonrpc: string;
  /** Whether the schema lets the envelope leave out the id. */
  readonly idOptional: boolean;
}
/** A `_meta` key a request carries, and whether every request must. */
export interface MetaKey {
  readonly required: boolean;
  readonly type: JsonKind;
  /** The strings the schema allows, where its type is a union of string literals. */
  readonly values?: readonly string[];
}
/**
 * A standard request header and the body field it must match: the same for every method ("*"),
 * or per method (a method not listed needs no such header). A path is the field's keys from the body.
 */
export interface HeaderRule {
  readonly bodyField: {
    readonly [method: string]: readonly string[];
  };
  /** Whether the value may come Base64-encoded, in CHECK_POLICY's base64Sentinel. */
  readonly base64: boolean;
}
/**
 * The headers a tools/call carries for tool arguments: `prefix` followed by the value of the
 * `annotation` keyword on the argument's property in the tool's inputSchema.
 */
export interface ParamHeaderRule {
  readonly prefix: string;
  readonly annotation: string;
  /** Whether the value may come Base64-encoded, in CHECK_POLICY's base64Sentinel. */
  readonly base64: boolean;
}
/** A step of checkRequest: what it checks, and the condition a failure is. */
export interface CheckStep {
  readonly step: "parse" | "headerPresence" | "meta" | "headerMatch" | "version";
  readonly condition: string;
}
/**
 * How checkRequest takes its steps and what it answers with, from the register: the condition a
 * body that is no JSON-RPC request gets, and an optional `_meta` field of another type; the
 * markers of a Base64 header value; the `_meta` key of the version, and the method whose errors
 * name the supported versions; the messages, templates whose {slots} it fills.
 */
export interface CheckPolicy {
  readonly steps: readonly CheckStep[];
  readonly notARequest: string;
  readonly metaInvalid: string;
  readonly base64Sentinel: {
    readonly prefix: string;
    readonly suffix: string;
  };
  readonly versionKey: string;
  readonly versionsMethod: string;
  readonly messages: {
    readonly [name: string]: string;
  };
  /** How a message names a JSON kind ({kind}). */
  readonly kinds: {
    readonly [kind: string]: string;
  };
}
/**
 * The tables a revision module's functions read (its `TABLES` export), under the names the module
 * exports them by. The package root reads every revision's through the same object.
 */
export interface RevisionTables {
  readonly REVISION: string;
  readonly PROTOCOL_VERSION: string;
  readonly ERA: "legacy" | "modern";
  /** The condition that stands in for an error the revision cannot read or forward. */
  readonly GENERIC_CONDITION: string;
  readonly CONDITIONS: {
    readonly [condition: string]: ConditionEntry;
  };
  readonly HTTP_STATUS: {
    readonly [condition: string]: number | null;
  };
  readonly SHARED_CODES: {
    readonly [code: string]: SharedCode;
  };
  readonly CODE_BANDS: readonly CodeBand[];
  readonly RESERVED_CODES: readonly ReservedCode[];
  readonly ENVELOPE: Envelope;
  readonly TOOL_INPUT_ERROR: ToolInputErrorForm;
  /**
   * The failures the revision's HTTP transport answers before dispatch, by key (every generated
   * module has them).
   */
  readonly TRANSPORT_FAILURES?: {
    readonly [failure: string]: TransportFailure;
  };
  /** Modern revisions: the `_meta` keys of a request, by key. */
  readonly META_KEYS?: {
    readonly [key: string]: MetaKey;
  };
  /** Modern revisions: the standard request headers, by name. */
  readonly HEADERS?: {
    readonly [name: string]: HeaderRule;
  };
  /** Modern revisions: the tool-argument headers of a tools/call. */
  readonly PARAM_HEADERS?: ParamHeaderRule;
  /** Modern revisions: the conditions checkRequest tests for, in the register's order. */
  readonly CHECK_ORDER?: readonly string[];
  /** Modern revisions: how checkRequest takes each step, and what it answers with. */
  readonly CHECK_POLICY?: CheckPolicy;
  /** Modern revisions: how a dual-era server tells their requests from legacy ones. */
  readonly REQUEST_ERA?: RequestEraRule;
  /**
   * The methods of the schema's request and notification unions, by method (every generated
   * module has them).
   */
  readonly METHODS?: {
    readonly [method: string]: MethodEntry;
  };
  /** Methods an earlier final revision defines that this one does not (every generated module has them). */
  readonly REMOVED_METHODS?: readonly string[];
}
/** A method of a revision: a request or a notification, and who sends it. */
export interface MethodEntry {
  readonly kind: "request" | "notification";
  readonly from: readonly ("client" | "server")[];
}
/**
 * How a dual-era server tells a request of a modern revision from a legacy one: the first step
 * whose signal the request shows names its era; a request that shows none is `otherwise`.
 * metaKey: `params._meta` has the key `name`; method: the method is `name`; header: the header
 * `name` is present; legacyVersionHeader: the header `name` gives one of `legacyVersions`.
 */
export interface RequestEraRule {
  readonly steps: readonly {
    readonly signal: "metaKey" | "method" | "header" | "legacyVersionHeader";
    readonly name: string;
    readonly era: "legacy" | "modern";
  }[];
  readonly otherwise: "legacy" | "modern";
  /** The protocol versions of the legacy revisions. */
  readonly legacyVersions: readonly string[];
}
/** What recognising a revision's errors reads; a revision module indexes these alone for its readers. */
export type RecognitionTables = Pick<RevisionTables, "REVISION" | "ERA" | "CONDITIONS" | "SHARED_CODES">;
/**
 * What a revision module's answering functions read: all but the code classes, TOOL_INPUT_ERROR
 * and the method tables.
 */
export type ModuleTables = Omit<
  RevisionTables,
  "CODE_BANDS" | "RESERVED_CODES" | "TOOL_INPUT_ERROR" | "METHODS" | "REMOVED_METHODS"
>;
/**
 * A revision's tables with what translating from or to it reads besides: its TRANSLATIONS,
 * UNDEFINED_CODES and RESULT_TYPE exports. Only mcp-errors/translate loads these for every revision.
 */
export interface TranslatingTables extends RevisionTables {
  readonly TRANSLATIONS: {
    readonly [revision: string]: {
      readonly [condition: string]: TranslationEntry;
    };
  };
  readonly UNDEFINED_CODES: {
    readonly [revision: string]: readonly UndefinedCodeRule[];
  };
  readonly RESULT_TYPE: ResultTypeRule;
}
