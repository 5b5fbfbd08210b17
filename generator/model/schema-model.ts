/**
 * Stage 1 output: what one revision's schema.ts says about errors.
 * Plain data only (JSON-serialisable), so it can be dumped, diffed and cached.
 */

/** A place in an input file. `file` is relative to its spec root, with the root name as prefix when not "spec". */
export interface SourceLocation {
  /** e.g. "schema/2026-07-28/schema.ts" or "prerelease:draft-2026-06-07/schema.ts" */
  file: string;
  /** 1-based */
  line: number;
  /** 1-based */
  column: number;
}

/** A structured TypeScript type, as far as error data needs it. Never `any`. */
export type TypeShape =
  | { kind: "primitive"; name: "string" | "number" | "boolean" | "null" | "unknown" | "never" }
  | { kind: "literal"; value: string | number | boolean }
  | { kind: "array"; element: TypeShape }
  | { kind: "tuple"; elements: TypeShape[] }
  | { kind: "union"; members: TypeShape[] }
  | { kind: "intersection"; members: TypeShape[] }
  | { kind: "object"; fields: FieldShape[]; index?: IndexSignatureShape }
  /** A reference to another declaration of the same schema (kept in `declarations`). */
  | { kind: "ref"; name: string; typeArguments?: TypeShape[] };

export interface FieldShape {
  name: string;
  optional: boolean;
  type: TypeShape;
  /** First sentence of the field's JSDoc, if any. */
  doc?: string;
  /**
   * The JSON Schema type its JSDoc's `@TJS-type` tag gives it in schema.json, which is generated
   * from schema.ts (`@TJS-type number`: a `number` that schema.json would otherwise make an integer).
   */
  schemaJsonType?: string;
  location: SourceLocation;
}

export interface IndexSignatureShape {
  keyName: string;
  key: "string" | "number";
  value: TypeShape;
}

export interface JsDocInfo {
  /** First sentence of the JSDoc description, whitespace-collapsed; "" when there is none. */
  summary: string;
  internal: boolean;
  /** Value of @category, if present. */
  category?: string;
  deprecated: boolean;
}

export interface ErrorConstant {
  name: string;
  value: number;
  doc: JsDocInfo;
  location: SourceLocation;
}

export interface ErrorInterface {
  name: string;
  /** Name of the constant bound by `code: typeof X`. */
  constant: string;
  /**
   * "error": the interface is the inner error object (`ParseError extends Error { code: typeof PARSE_ERROR }`).
   * "response": the interface is a whole response envelope (`Omit<JSONRPCErrorResponse, "error"> & { error: ... }`).
   */
  describes: "error" | "response";
  /** Shape of `error.data`; absent when the schema gives none. */
  data?: { optional: boolean; type: TypeShape };
  doc: JsDocInfo;
  location: SourceLocation;
}

export interface ErrorEnvelope {
  /** "JSONRPCError" (up to 2025-06-18) or "JSONRPCErrorResponse" (from 2025-11-25). */
  name: string;
  idOptional: boolean;
  /** Shape of the `error` member: inline object, or a ref to the `Error` declaration. */
  error: TypeShape;
  location: SourceLocation;
}

/**
 * The `resultType` member of the schema's `Result` (2026-07-28 on): whether every result must carry
 * it, and the value a complete result carries. A schema whose Result has no such member (every
 * revision up to 2025-11-25) gives `required: false, complete: null`.
 */
export interface ResultTypeFact {
  required: boolean;
  /**
   * The value of a complete result: the one the member's doc comment says a result without the
   * field stands for (2026-07-28: "complete"); null where Result has no resultType member.
   */
  complete: string | null;
  /** The member, or the Result declaration when it has none; absent when the schema declares no Result. */
  location?: SourceLocation;
  /** Where the doc comment names the complete value. */
  completeLocation?: SourceLocation;
}

/**
 * The JSON kind of a value: its typeof, but "null" for null and "array" for an array; "any" where
 * the type allows several (the runtime's JsonKind).
 */
export type JsonKind = "string" | "number" | "boolean" | "null" | "array" | "object" | "any";

/** One key of the request `_meta` object. */
export interface RequestMetaKey {
  /** e.g. "io.modelcontextprotocol/protocolVersion" */
  name: string;
  optional: boolean;
  kind: JsonKind;
  location: SourceLocation;
}

/**
 * The `_meta` object every request carries (modern revisions: `RequestMetaObject`, which
 * `RequestParams._meta` names), with its own and inherited keys.
 */
export interface RequestMeta {
  name: string;
  /** In declaration order. */
  keys: RequestMetaKey[];
  location: SourceLocation;
}

/** A declaration referenced (transitively) from error data or the envelope. */
export interface Declaration {
  name: string;
  kind: "interface" | "type";
  /** Names of extended interfaces (interfaces only). */
  extends: TypeShape[];
  /** Own members for interfaces (kind "object"); the aliased type for type aliases. */
  type: TypeShape;
  doc: JsDocInfo;
  location: SourceLocation;
}

export interface SchemaModel {
  revision: string;
  /** Relative schema file, as in SourceLocation.file. */
  file: string;
  protocolVersion: string;
  jsonrpcVersion: string;
  /** Sorted by name. */
  constants: ErrorConstant[];
  /** Sorted by name. */
  interfaces: ErrorInterface[];
  envelope: ErrorEnvelope;
  resultType: ResultTypeFact;
  /** Absent where the schema declares no request `_meta` object (every legacy revision). */
  requestMeta?: RequestMeta;
  /** Sorted by name. */
  declarations: Declaration[];
}
