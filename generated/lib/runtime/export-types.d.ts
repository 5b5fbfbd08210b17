// Compiled by mcp-errgen from runtime/mcp-errors/export-types.ts; do not edit.
/**
 * One revision's tables as the export holds them, without their sources (mcp-errors.json):
 * types.ts builds the tables a revision module exports from these.
 */
export interface RevisionJson {
  readonly id: string;
  readonly status: "final" | "draft" | "prerelease";
  readonly era: "legacy" | "modern";
  readonly protocolVersion: string;
  readonly schema: string;
  readonly envelope: RevisionEnvelopeJson;
  readonly constants: readonly RevisionConstantsJson[];
  readonly conditions: {
    readonly [key: string]: ConditionJson;
  };
  readonly absentConditions: readonly string[];
  /**
   * Codes read by a rule or by several conditions: whose rules a receiver tries, in order, and what the code
   * means when none holds.
   */
  readonly sharedCodes: {
    readonly [key: string]: RevisionSharedCodesJson;
  };
  readonly transportFailures: {
    readonly [key: string]: RevisionTransportFailuresJson;
  };
  readonly counterOffer: RevisionCounterOfferJson | null;
  readonly bands: readonly RevisionBandsJson[];
  readonly reserved: readonly RevisionReservedJson[];
  readonly toolInputError: RevisionToolInputErrorJson;
  readonly resultType: RevisionResultTypeJson;
  /** The condition that stands in for an error this revision cannot read or forward. */
  readonly genericCondition: string;
  readonly requestChecks: RevisionRequestChecksJson | null;
  readonly localErrors: RevisionLocalErrorsJson | null;
  /**
   * How a dual-era server tells a request of this revision from a legacy one: the first step whose signal the
   * request shows names its era; none shows: otherwise. metaKey: params._meta has the key name; method: the
   * method is name; header: the header name is present; legacyVersionHeader: the header name gives a legacy
   * revision's protocol version.
   */
  readonly requestEra: RevisionRequestEraJson | null;
  /**
   * The methods of the schema's request and notification unions (ClientRequest, ClientNotification,
   * ServerRequest, ServerNotification), sorted by method.
   */
  readonly methods: readonly RevisionMethodsJson[];
  /**
   * Methods an earlier final revision defines that this one does not: a request for one, sent by a peer of
   * this revision, gets methodNotFound.
   */
  readonly removedMethods: readonly string[];
  /** Destination revision -&gt; condition of this revision -&gt; what to send there. */
  readonly translations: {
    readonly [key: string]: {
      readonly [key: string]: TranslationJson;
    };
  };
  /**
   * Destination revision -&gt; ranges of codes no condition names that cannot go there as they are, and what
   * goes instead.
   */
  readonly undefinedCodes: {
    readonly [key: string]: readonly RevisionUndefinedCodesJson[];
  };
}
export interface RevisionEnvelopeJson {
  readonly name: string;
  readonly jsonrpc: string;
  /**
   * The id rule: an error response to a request whose id cannot be read leaves the id out where true, and
   * sends null where false.
   */
  readonly idOptional: boolean;
}
export interface RevisionConstantsJson {
  readonly name: string;
  readonly value: number;
  readonly source: "schema" | "register";
}
export interface ConditionJson {
  readonly registerId: string | null;
  readonly summary: string;
  /** The code this revision sends for it. */
  readonly code: number;
  readonly constant: string;
  /** The default message. */
  readonly message: string;
  /** The shape of its data, or null where the revision gives none. */
  readonly data: DataRuleJson | null;
  /** An HTTP status; null where no cited text gives one (unspecified). */
  readonly httpStatus: number | null;
  /**
   * Whether the spec ties the status to the error, or the project chose it where the spec names none; null
   * with no status.
   */
  readonly httpStatusBasis: "spec" | "project-choice" | null;
  /** Codes a receiver also reads as this condition, though it never sends them. */
  readonly acceptedCodes: readonly number[];
  readonly recognition: ConditionRecognitionJson;
  readonly draftAliasOf: number | null;
  readonly notes: readonly ConditionNotesJson[];
}
/**
 * What error.data must hold: an object with these fields (each required or not), none beyond them where
 * exact, other members as values says.
 */
export interface DataRuleJson {
  /** Whether the error must carry data. */
  readonly required: boolean;
  /** Whether data may hold no field beyond `fields`. */
  readonly exact: boolean;
  readonly fields: {
    readonly [key: string]: DataFieldJson;
  };
  /** What every other own value of data is, where the schema says (an index signature). */
  readonly values?: KindJson | DataShapeJson;
}
/** A field of an object in a condition's data: a data shape, and whether the object must have it. */
export interface DataFieldJson {
  readonly required: boolean;
  /** Its kind, or the kinds it may have (a union such as `string | number`). */
  readonly type: KindJson | readonly KindJson[];
  /** The only values it may take, where the schema lists them (a literal such as `"url"`). */
  readonly enum?: readonly (string | number | boolean)[];
  /** For an array: what every element is; a bare kind where the schema says no more. */
  readonly items?: KindJson | DataShapeJson;
  /** For an object: its named fields. */
  readonly fields?: {
    readonly [key: string]: DataFieldJson;
  };
  /** For an object: what every other own value is (an index signature); absent where anything goes. */
  readonly values?: KindJson | DataShapeJson;
}
/**
 * A JSON kind; integer: a number without a fraction; json: a string, integer, boolean, array or object of
 * such values.
 */
export type KindJson =
  "string" | "number" | "boolean" | "null" | "array" | "object" | "any" | "integer" | "json";
export interface DataShapeJson {
  /** Its kind, or the kinds it may have (a union such as `string | number`). */
  readonly type: KindJson | readonly KindJson[];
  /** The only values it may take, where the schema lists them (a literal such as `"url"`). */
  readonly enum?: readonly (string | number | boolean)[];
  /** For an array: what every element is; a bare kind where the schema says no more. */
  readonly items?: KindJson | DataShapeJson;
  /** For an object: its named fields. */
  readonly fields?: {
    readonly [key: string]: DataFieldJson;
  };
  /** For an object: what every other own value is (an index signature); absent where anything goes. */
  readonly values?: KindJson | DataShapeJson;
}
export interface ConditionRecognitionJson {
  /** Codes read as this condition from the code alone. */
  readonly codes: readonly number[];
  /** Codes read as this condition only when every field given holds. */
  readonly rules: readonly ConditionRecognitionRulesJson[];
}
export interface ConditionRecognitionRulesJson {
  readonly code: number;
  /** The error must answer a request with this method. */
  readonly method?: string;
  /** With method: whether the rule holds when the caller does not say which method the error answers. */
  readonly methodUnknown?: "match" | "no-match";
  /** The error must carry data that passes the condition's data rule (absent otherwise). */
  readonly requiresData?: true;
  /** The error must have arrived with this HTTP status. */
  readonly httpStatus?: number;
}
export interface ConditionNotesJson {
  readonly text: string;
}
export interface RevisionSharedCodesJson {
  readonly tryInOrder: readonly string[];
  readonly fallback: string | null;
}
export interface RevisionTransportFailuresJson {
  readonly status: number;
  /** The condition whose JSON-RPC error the body carries; null when the status goes alone. */
  readonly condition: string | null;
  /**
   * What goes with the status: a JSON-RPC error of the condition (the request's id where known, else none),
   * or no body; whether the revision's text describes that body (spec) or gives the status alone
   * (project-choice), the code being the project's either way.
   */
  readonly body: RevisionTransportFailuresBodyJson;
  readonly summary: string;
  /** What a client of this revision does on receiving it, where the prose says. */
  readonly clientAction: string | null;
}
/**
 * What goes with the status: a JSON-RPC error of the condition (the request's id where known, else none), or
 * no body; whether the revision's text describes that body (spec) or gives the status alone (project-choice),
 * the code being the project's either way.
 */
export interface RevisionTransportFailuresBodyJson {
  readonly form: "error" | "none";
  readonly basis: "spec" | "project-choice";
  readonly reason: string;
}
export interface RevisionCounterOfferJson {
  readonly guidance: string;
}
export interface RevisionBandsJson {
  readonly from: number;
  readonly to: number;
  readonly class:
    | "jsonrpc-standard"
    | "implementation-defined"
    | "legacy-implementation-defined"
    | "specification"
    | "jsonrpc-reserved";
  readonly undefinedCodes: "implementation-defined" | "unassigned" | "jsonrpc-reserved";
  readonly emitUndefined: "allowed" | "discouraged" | "forbidden";
  readonly interpret: boolean;
  readonly interpretExceptions: readonly number[];
}
export interface RevisionReservedJson {
  readonly code: number;
  /** The condition the code named before it was retired. */
  readonly formerCondition: string;
  readonly note: string;
}
export interface RevisionToolInputErrorJson {
  readonly form: "protocol-error" | "tool-result";
  readonly code: number | null;
  readonly resultType: string | null;
  readonly note: string;
}
export interface RevisionResultTypeJson {
  readonly required: boolean;
  readonly complete: string | null;
}
export interface RevisionRequestChecksJson {
  /** The checks in the order they are made: what each does, and the condition a failure is. */
  readonly steps: readonly RevisionRequestChecksStepsJson[];
  /** The condition a body that parses but is no JSON-RPC request is answered with. */
  readonly notARequest: string;
  /** The condition an optional _meta field of another type is answered with. */
  readonly metaInvalid: string;
  /** The markers around a Base64-encoded header value. */
  readonly base64Sentinel: RevisionRequestChecksBase64SentinelJson;
  /** The _meta key a request names its version under. */
  readonly versionKey: string;
  /** The method whose errors name the versions a server supports. */
  readonly versionsMethod: string;
  /** The check's messages: templates whose {slots} it fills. */
  readonly messages: {
    readonly [key: string]: string;
  };
  /** How a message names the JSON kind a _meta field must have ({kind}). */
  readonly kinds: {
    readonly [key: string]: string;
  };
  readonly metaKeys: readonly RevisionRequestChecksMetaKeysJson[];
  readonly headers: readonly RevisionRequestChecksHeadersJson[];
  readonly paramHeaders: RevisionRequestChecksParamHeadersJson | null;
}
export interface RevisionRequestChecksStepsJson {
  readonly step: "parse" | "headerPresence" | "meta" | "headerMatch" | "version";
  readonly condition: string;
}
/** The markers around a Base64-encoded header value. */
export interface RevisionRequestChecksBase64SentinelJson {
  readonly prefix: string;
  readonly suffix: string;
}
export interface RevisionRequestChecksMetaKeysJson {
  readonly key: string;
  readonly required: boolean;
  readonly type: "string" | "number" | "boolean" | "null" | "array" | "object" | "any";
  /** The strings the schema's type allows, where it lists them; null: any value of the type. */
  readonly values: readonly string[] | null;
}
export interface RevisionRequestChecksHeadersJson {
  readonly name: string;
  readonly bodyField: {
    readonly [key: string]: readonly string[];
  };
  readonly base64: boolean;
}
export interface RevisionRequestChecksParamHeadersJson {
  readonly prefix: string;
  readonly annotation: string;
  readonly base64: boolean;
}
export interface RevisionLocalErrorsJson {
  readonly guidance: string;
}
export interface RevisionRequestEraJson {
  readonly steps: readonly RevisionRequestEraStepsJson[];
  readonly otherwise: "legacy" | "modern";
  /** The protocol versions of the legacy revisions. */
  readonly legacyVersions: readonly string[];
}
export interface RevisionRequestEraStepsJson {
  readonly signal: "metaKey" | "method" | "header" | "legacyVersionHeader";
  readonly name: string;
  readonly era: "legacy" | "modern";
}
export interface RevisionMethodsJson {
  readonly method: string;
  readonly kind: "request" | "notification";
  /** Who sends it. */
  readonly from: readonly ("client" | "server")[];
}
export interface TranslationJson {
  readonly kind: "passthrough" | "renumber" | "mapped" | "untranslatable";
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
export interface RevisionUndefinedCodesJson {
  readonly from: number;
  readonly to: number;
  /** The condition sent instead, with its code and its status there. */
  readonly condition: string;
  readonly code: number;
  /** An HTTP status; null where no cited text gives one (unspecified). */
  readonly httpStatus: number | null;
  readonly reason: string;
}
