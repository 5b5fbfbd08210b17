/** What one revision's schema.ts says about errors: plain, JSON-serialisable data. */

/** A place in an input file: `file` relative to its spec root, "<root>:"-prefixed unless that is "spec". */
export interface SourceLocation {
  file: string;
  /** 1-based, as is `column`. */
  line: number;
  column: number;
}

/** A structured TypeScript type, as far as error data needs it. */
export type TypeShape =
  | { kind: "primitive"; name: "string" | "number" | "boolean" | "null" | "unknown" | "never" }
  | { kind: "literal"; value: string | number | boolean }
  | { kind: "array"; element: TypeShape }
  | { kind: "tuple"; elements: TypeShape[] }
  | { kind: "union"; members: TypeShape[] }
  | { kind: "intersection"; members: TypeShape[] }
  | {
      kind: "object";
      fields: FieldShape[];
      index?: { keyName: string; key: "string" | "number"; value: TypeShape };
    }
  /** Another declaration of the same schema, kept in `declarations`. */
  | { kind: "ref"; name: string; typeArguments?: TypeShape[] };

export interface FieldShape {
  name: string;
  optional: boolean;
  type: TypeShape;
  /** First sentence of the field's JSDoc. */
  doc?: string;
  /**
   * The type its `@TJS-type` tag gives it in schema.json, which is generated from schema.ts
   * (`@TJS-type number`: a `number` that schema.json would otherwise make an integer).
   */
  schemaJsonType?: string;
  location: SourceLocation;
}

export interface JsDocInfo {
  /** First sentence; "" when there is none. */
  summary: string;
  internal: boolean;
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
  /** The constant its `code: typeof X` binds. */
  constant: string;
  /**
   * "error": the inner error object (`ParseError extends Error { code: typeof PARSE_ERROR }`);
   * "response": a whole envelope (`Omit<JSONRPCErrorResponse, "error"> & { error: ... }`).
   */
  describes: "error" | "response";
  data?: { optional: boolean; type: TypeShape };
  doc: JsDocInfo;
  location: SourceLocation;
}

/**
 * The `resultType` member of `Result` (2026-07-28 on). `complete` is the value the member's doc
 * says a result without the field stands for; without the member, `required: false, complete: null`.
 */
export interface ResultTypeFact {
  required: boolean;
  complete: string | null;
  /** The member, or `Result` where it has none; absent without a `Result`. */
  location?: SourceLocation;
  /** Where the doc names the complete value. */
  completeLocation?: SourceLocation;
}

/** A value's typeof, but "null" for null and "array" for an array; "any" where the type allows several. */
export type JsonKind = "string" | "number" | "boolean" | "null" | "array" | "object" | "any";

/** The `_meta` object every request carries (`RequestMetaObject`): own and inherited keys, in order. */
export interface RequestMeta {
  name: string;
  /** `name`: e.g. "io.modelcontextprotocol/protocolVersion". */
  /** `values`: the strings a key's type allows, where it is a union of string literals. */
  keys: { name: string; optional: boolean; kind: JsonKind; values?: string[]; location: SourceLocation }[];
  location: SourceLocation;
}

/** A method a revision defines: a member of its client or server request or notification union. */
export interface MethodFact {
  method: string;
  from: "client" | "server";
  kind: "request" | "notification";
  /** The member's `method` property. */
  location: SourceLocation;
}

/** A declaration that error data or the envelope references, transitively. */
export interface Declaration {
  name: string;
  kind: "interface" | "type";
  /** Interfaces only. */
  extends: TypeShape[];
  /** An interface's own members (an object), or the aliased type. */
  type: TypeShape;
  doc: JsDocInfo;
  location: SourceLocation;
}

/** Lists sorted by name. */
export interface SchemaModel {
  revision: string;
  file: string;
  protocolVersion: string;
  jsonrpcVersion: string;
  constants: ErrorConstant[];
  interfaces: ErrorInterface[];
  envelope: {
    /** "JSONRPCError" up to 2025-06-18, then "JSONRPCErrorResponse". */
    name: string;
    idOptional: boolean;
    /** The `error` member: an inline object, or a ref to `Error`. */
    error: TypeShape;
    location: SourceLocation;
  };
  resultType: ResultTypeFact;
  /** Absent where the schema declares none (every legacy revision). */
  requestMeta?: RequestMeta;
  /** Sorted by method, then sender and kind. */
  methods: MethodFact[];
  declarations: Declaration[];
}
