/**
 * Types shared by every mcp-errors module: the public shapes (error objects, parse results) and
 * the shapes of the tables each revision module exports (CONDITIONS, HTTP_STATUS, TRANSLATIONS, ...).
 * The tables' entries are the export's types (export-types.ts, generated from the export's shape):
 * a table takes an entry whole, or picks its members, under the shape's names.
 */
import type * as shape from "./export-types.js";

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
export type ContentBlock = { type: ContentKind | (string & {}); text?: string; [field: string]: unknown };

/** The block a text given as `content` becomes. */
export type TextBlock = { type: "text"; text: string };

/**
 * A CallToolResult that reports an invalid tool input to the model; `C` is the type of the blocks
 * it was given, so that it stays as precise as the caller's and an SDK's `CallToolResult`, whose
 * content is a union of block kinds, takes it without a cast. A type alias rather than an
 * interface, so that it is assignable to `Record<string, unknown>` under strict settings.
 */
export type ToolErrorResult<C extends ContentBlock = ContentBlock> = {
  content: C[];
  isError: true;
  structuredContent?: { [key: string]: unknown } | undefined;
  _meta?: { [key: string]: unknown } | undefined;
};

// The tables of a revision module. Each is plain data, frozen, with named keys.

/** The JSON kind of a value: its typeof, but "null" for null and "array" for an array; "any" allows all. */
export type JsonKind = shape.RevisionRequestChecksMetaKeysJson["type"];

/**
 * The kind of a value in a data rule: a JSON kind ("number": a finite number), or
 * - "integer": a number with no fraction. The spec's schema.json is generated with every
 *   `number` of schema.ts an integer, unless its JSDoc says `@TJS-type number`;
 * - "json": any value of the spec's JSONValue as schema.json gives it: a string, an integer, a
 *   boolean, or an array or object of such values. Its schema.json leaves out the `null` that
 *   schema.ts allows, and a constructor keeps to the stricter of the two.
 */
export type DataKind = shape.KindJson;

/** What a value in a condition's data must be, at any depth. Only the keys that apply are present. */
export type DataShape = shape.DataShapeJson;

/** A field of an object in a condition's data, at any depth. */
export type DataField = shape.DataFieldJson;

/**
 * What a condition's `data` holds: an object with these fields. Constructors check all of it, at
 * every depth; recognition (a rule's `requiresData`) reads only the fields' own kinds.
 */
export type DataRule = shape.DataRuleJson;

/** One way a code that other conditions share is read as a condition; every field given must hold. */
export type RecognitionRule = shape.ConditionRecognitionRulesJson;

/** A condition of one revision. */
export interface ConditionEntry extends Pick<
  shape.ConditionJson,
  "code" | "message" | "data" | "acceptedCodes" | "recognition"
> {
  /**
   * "project-choice" where its HTTP_STATUS is the project's choice, the spec tying no status to
   * the error (a parse error's 400); absent where the status is the spec's, or there is none.
   */
  readonly statusBasis?: Extract<shape.ConditionJson["httpStatusBasis"], "project-choice">;
}

/**
 * A failure the HTTP transport answers before any JSON-RPC dispatch, with the status its prose
 * gives, and the body that goes with it (see `body`; transportFailureResponse builds both).
 */
export interface TransportFailure extends shape.RevisionTransportFailuresJson {
  /** @deprecated The old name of `condition`, kept for compatibility; the same value. */
  readonly jsonrpc: string | null;
  /** The spec text behind it. */
  readonly source: readonly string[];
}

/**
 * A code several conditions can be read from: the order their rules are tried in, and what it
 * means otherwise.
 */
export type SharedCode = shape.RevisionSharedCodesJson;

export type TranslationKind = TranslationEntry["kind"];

/**
 * What a condition becomes in another revision. Its data goes along unless it is untranslatable
 * or both conditions give data shapes with different fields; an exact destination shape keeps
 * only the fields it names.
 */
export type TranslationEntry = shape.TranslationJson;

/** A range of codes no condition names that cannot be sent to another revision as they are. */
export type UndefinedCodeRule = shape.RevisionUndefinedCodesJson;

/** A band of codes and the class of a code in it that the revision does not define. */
export type CodeBand = Pick<shape.RevisionBandsJson, "from" | "to" | "undefinedCodes">;

/** A code the revision retired: never sent, never reused. */
export interface ReservedCode extends Pick<shape.RevisionReservedJson, "code" | "formerCondition"> {
  /** @deprecated The old name of `formerCondition`, kept for compatibility; the same value. */
  readonly formerly: string;
}

type ToolInputError = shape.RevisionToolInputErrorJson;

/**
 * How this revision answers a tool call whose arguments fail validation: the export's entry with
 * only the member its form reads, and that one never null for a protocol error.
 */
export type ToolInputErrorForm =
  | { readonly form: Extract<ToolInputError["form"], "protocol-error">; readonly code: number }
  | (Pick<ToolInputError, "resultType"> & { readonly form: Extract<ToolInputError["form"], "tool-result"> });

/**
 * The `resultType` of a revision's results, from its schema's Result: whether every result must
 * carry one, and the value a complete result carries (null where the revision's results have no
 * such field).
 */
export type ResultTypeRule = shape.RevisionResultTypeJson;

/** The revision's JSON-RPC error envelope. */
export type Envelope = Pick<shape.RevisionEnvelopeJson, "jsonrpc" | "idOptional">;

/** A `_meta` key a request carries, and whether every request must. */
export interface MetaKey extends Pick<shape.RevisionRequestChecksMetaKeysJson, "required" | "type"> {
  /** The strings the schema allows, where its type is a union of string literals. */
  readonly values?: NonNullable<shape.RevisionRequestChecksMetaKeysJson["values"]>;
}

/**
 * A standard request header and the body field it must match: the same for every method ("*"),
 * or per method (a method not listed needs no such header). A path is the field's keys from the
 * body. `base64`: whether the value may come Base64-encoded, in CHECK_POLICY's base64Sentinel.
 */
export type HeaderRule = Pick<shape.RevisionRequestChecksHeadersJson, "bodyField" | "base64">;

/**
 * The headers a tools/call carries for tool arguments: `prefix` followed by the value of the
 * `annotation` keyword on the argument's property in the tool's inputSchema. `base64`: whether the
 * value may come Base64-encoded, in CHECK_POLICY's base64Sentinel.
 */
export type ParamHeaderRule = shape.RevisionRequestChecksParamHeadersJson;

/** A step of checkRequest: what it checks, and the condition a failure is. */
export type CheckStep = shape.RevisionRequestChecksStepsJson;

/**
 * How checkRequest takes its steps and what it answers with, from the register: the condition a
 * body that is no JSON-RPC request gets, and an optional `_meta` field of another type; the
 * markers of a Base64 header value; the `_meta` key of the version, and the method whose errors
 * name the supported versions; the messages, templates whose {slots} it fills.
 */
export type CheckPolicy = Pick<
  shape.RevisionRequestChecksJson,
  | "steps"
  | "notARequest"
  | "metaInvalid"
  | "base64Sentinel"
  | "versionKey"
  | "versionsMethod"
  | "messages"
  | "kinds"
>;

/**
 * The tables a revision module's functions read (its `TABLES` export), under the names the module
 * exports them by. The package root reads every revision's through the same object.
 */
export interface RevisionTables {
  readonly REVISION: string;
  readonly PROTOCOL_VERSION: string;
  readonly ERA: shape.RevisionJson["era"];
  /** The condition that stands in for an error the revision cannot read or forward. */
  readonly GENERIC_CONDITION: string;
  readonly CONDITIONS: { readonly [condition: string]: ConditionEntry };
  readonly HTTP_STATUS: { readonly [condition: string]: number | null };
  readonly SHARED_CODES: { readonly [code: string]: SharedCode };
  readonly CODE_BANDS: readonly CodeBand[];
  readonly RESERVED_CODES: readonly ReservedCode[];
  readonly ENVELOPE: Envelope;
  readonly TOOL_INPUT_ERROR: ToolInputErrorForm;
  /**
   * The failures the revision's HTTP transport answers before dispatch, by key (every generated
   * module has them).
   */
  readonly TRANSPORT_FAILURES?: { readonly [failure: string]: TransportFailure };
  /** Modern revisions: the `_meta` keys of a request, by key. */
  readonly META_KEYS?: { readonly [key: string]: MetaKey };
  /** Modern revisions: the standard request headers, by name. */
  readonly HEADERS?: { readonly [name: string]: HeaderRule };
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
  readonly METHODS?: { readonly [method: string]: MethodEntry };
  /** Methods an earlier final revision defines that this one does not (every generated module has them). */
  readonly REMOVED_METHODS?: readonly string[];
}

/** A method of a revision: a request or a notification, and who sends it. */
export type MethodEntry = Pick<shape.RevisionMethodsJson, "kind" | "from">;

/**
 * How a dual-era server tells a request of a modern revision from a legacy one: the first step
 * whose signal the request shows names its era; a request that shows none is `otherwise`.
 * metaKey: `params._meta` has the key `name`; method: the method is `name`; header: the header
 * `name` is present; legacyVersionHeader: the header `name` gives one of `legacyVersions`.
 */
export type RequestEraRule = shape.RevisionRequestEraJson;

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
  readonly TRANSLATIONS: { readonly [revision: string]: { readonly [condition: string]: TranslationEntry } };
  readonly UNDEFINED_CODES: { readonly [revision: string]: readonly UndefinedCodeRule[] };
  readonly RESULT_TYPE: ResultTypeRule;
}
