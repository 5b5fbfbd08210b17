/**
 * Two small hand-made revisions for the runtime's unit tests: a modern one ("m", with request
 * checks) and a legacy one ("l"), each with translations to the other. They follow the shapes
 * the generator emits, not the real register: the tests read the engine, not the facts.
 */
import { table } from "../../runtime/mcp-errors/table.ts";
import type {
  CheckPolicy,
  CheckStep,
  ConditionEntry,
  DataRule,
  TranslatingTables,
} from "../../runtime/mcp-errors/types.ts";

export const uriRule: DataRule = {
  required: true,
  exact: false,
  fields: { uri: { type: "string", required: true } },
};

const versionRule: DataRule = {
  required: true,
  exact: false,
  fields: {
    supported: { type: "array", required: true, items: "string" },
    requested: { type: "string", required: true },
  },
};

export function byCode(code: number, message: string, extra: Partial<ConditionEntry> = {}): ConditionEntry {
  return {
    code,
    message,
    data: null,
    acceptedCodes: [],
    recognition: { codes: [code], rules: [] },
    ...extra,
  };
}

const same = (code: number, condition: string, httpStatus: number | null = null) =>
  ({ kind: "passthrough", code, condition, httpStatus }) as const;

/** A check policy as the register gives it, over the steps given (the register's order by default). */
export function checkPolicy(steps: readonly CheckStep[] = CHECK_STEPS): CheckPolicy {
  return {
    steps,
    notARequest: "invalidRequest",
    metaInvalid: "invalidParams",
    base64Sentinel: { prefix: "=?base64?", suffix: "?=" },
    versionKey: "io.modelcontextprotocol/protocolVersion",
    versionsMethod: "initialize",
    messages: {
      notARequest: "Invalid Request: not a JSON-RPC request",
      unreadable: "Invalid Request: the request could not be read",
      jsonrpcVersion: "Invalid Request: jsonrpc must be {jsonrpc}",
      idNotScalar: "Invalid Request: the id must be a string or a number",
      metaNotListed: "Invalid params: the _meta field {key} value {value} is not one of {values}",
      metaMissing: "Missing required _meta field {key}",
      metaMistyped: "Missing required _meta field {key}: it must be {kind}",
      metaInvalid: "Invalid params: the _meta field {key} must be {kind}",
      headerMissing: "Header mismatch: {header} header is missing",
      headerMalformed: "Header mismatch: {header} header is malformed",
      headerDiffers: "Header mismatch: {header} header value {value} does not match body value {expected}",
      headerWithoutValue: "Header mismatch: {header} header has no value in the body",
      annotationNotAHeader: "Header mismatch: the tool's {annotation} value {name} is not a header name",
      annotationTwice:
        "Header mismatch: the tool's {annotation} values {first} and {second} name one header (header names are case-insensitive)",
      versionsNamed: "{message}; this server supports protocol versions {versions}",
    },
    kinds: {
      array: "an array",
      boolean: "a boolean",
      number: "a number",
      object: "an object",
      string: "a string",
    },
  };
}

export const CHECK_STEPS: readonly CheckStep[] = [
  { step: "parse", condition: "parseError" },
  { step: "headerPresence", condition: "headerMismatch" },
  { step: "meta", condition: "missingRequestMeta" },
  { step: "headerMatch", condition: "headerMismatch" },
  { step: "version", condition: "unsupportedProtocolVersion" },
];

export function modernTables(overrides: Partial<TranslatingTables> = {}): TranslatingTables {
  return table({
    REVISION: "m",
    PROTOCOL_VERSION: "m-1",
    ERA: "modern",
    GENERIC_CONDITION: "internalError",
    CONDITIONS: {
      headerMismatch: byCode(-32020, "Header mismatch"),
      internalError: byCode(-32603, "Internal error"),
      invalidParams: byCode(-32602, "Invalid params"),
      invalidRequest: byCode(-32600, "Invalid Request"),
      methodNotFound: byCode(-32601, "Method not found"),
      missingRequestMeta: byCode(-32602, "Missing meta", {
        recognition: { codes: [], rules: [{ code: -32602, httpStatus: 400 }] },
      }),
      parseError: byCode(-32700, "Parse error"),
      resourceNotFound: byCode(-32602, "Resource not found", {
        data: uriRule,
        acceptedCodes: [-32002],
        recognition: {
          codes: [-32002],
          rules: [{ code: -32602, method: "resources/read", methodUnknown: "no-match", requiresData: true }],
        },
      }),
      unsupportedProtocolVersion: byCode(-32022, "Unsupported protocol version", { data: versionRule }),
    },
    HTTP_STATUS: {
      headerMismatch: 400,
      internalError: null,
      invalidParams: null,
      invalidRequest: null,
      methodNotFound: 404,
      missingRequestMeta: 400,
      parseError: 400,
      resourceNotFound: null,
      unsupportedProtocolVersion: 400,
    },
    SHARED_CODES: {
      "-32602": { tryInOrder: ["missingRequestMeta", "resourceNotFound"], fallback: "invalidParams" },
    },
    CODE_BANDS: [{ from: -32768, to: -32100, undefinedCodes: "jsonrpc-reserved" }],
    RESERVED_CODES: [{ code: -32002, formerCondition: "resourceNotFound", formerly: "resourceNotFound" }],
    ENVELOPE: { jsonrpc: "2.0", idOptional: true },
    TOOL_INPUT_ERROR: { form: "tool-result", resultType: "complete" },
    RESULT_TYPE: { required: true, complete: "complete" },
    META_KEYS: {
      "io.modelcontextprotocol/protocolVersion": { required: true, type: "string" },
      "io.modelcontextprotocol/clientCapabilities": { required: true, type: "object" },
      "io.modelcontextprotocol/logLevel": { required: false, type: "string" },
    },
    HEADERS: {
      "MCP-Protocol-Version": {
        bodyField: { "*": ["params", "_meta", "io.modelcontextprotocol/protocolVersion"] },
        base64: false,
      },
      "Mcp-Method": { bodyField: { "*": ["method"] }, base64: false },
      "Mcp-Name": { bodyField: { "tools/call": ["params", "name"] }, base64: true },
    },
    PARAM_HEADERS: { prefix: "Mcp-Param-", annotation: "x-mcp-header", base64: true },
    CHECK_ORDER: [
      "parseError",
      "headerMismatch",
      "missingRequestMeta",
      "headerMismatch",
      "unsupportedProtocolVersion",
    ],
    CHECK_POLICY: checkPolicy(),
    TRANSLATIONS: {
      l: {
        headerMismatch: {
          kind: "untranslatable",
          code: -32600,
          condition: "invalidRequest",
          httpStatus: 400,
          transportFailure: "badHeader",
          reason: "l has no header checks",
        },
        internalError: same(-32603, "internalError"),
        invalidParams: same(-32602, "invalidParams"),
        invalidRequest: same(-32600, "invalidRequest"),
        methodNotFound: same(-32601, "methodNotFound"),
        missingRequestMeta: { kind: "mapped", code: -32602, condition: "invalidParams", httpStatus: null },
        parseError: same(-32700, "parseError", 400),
        resourceNotFound: { kind: "renumber", code: -32002, condition: "resourceNotFound", httpStatus: null },
        unsupportedProtocolVersion: {
          kind: "renumber",
          code: -32602,
          condition: "unsupportedProtocolVersion",
          httpStatus: null,
        },
      },
    },
    UNDEFINED_CODES: {
      l: [
        {
          from: -32099,
          to: -32020,
          condition: "internalError",
          code: -32603,
          httpStatus: null,
          reason: "m never sends an undefined specification code",
        },
      ],
    },
    ...overrides,
  });
}

export function legacyTables(overrides: Partial<TranslatingTables> = {}): TranslatingTables {
  return table({
    REVISION: "l",
    PROTOCOL_VERSION: "l-1",
    ERA: "legacy",
    GENERIC_CONDITION: "internalError",
    CONDITIONS: {
      internalError: byCode(-32603, "Internal error"),
      invalidParams: byCode(-32602, "Invalid params"),
      invalidRequest: byCode(-32600, "Invalid Request"),
      methodNotFound: byCode(-32601, "Method not found"),
      parseError: byCode(-32700, "Parse error"),
      resourceNotFound: byCode(-32002, "Resource not found", { data: uriRule }),
      unsupportedProtocolVersion: byCode(-32602, "Unsupported protocol version", {
        data: versionRule,
        recognition: { codes: [], rules: [{ code: -32602, requiresData: true }] },
      }),
    },
    HTTP_STATUS: {
      internalError: null,
      invalidParams: null,
      invalidRequest: null,
      methodNotFound: null,
      parseError: 400,
      resourceNotFound: null,
      unsupportedProtocolVersion: null,
    },
    SHARED_CODES: { "-32602": { tryInOrder: ["unsupportedProtocolVersion"], fallback: "invalidParams" } },
    CODE_BANDS: [
      { from: -32099, to: -32000, undefinedCodes: "implementation-defined" },
      { from: -32768, to: -32100, undefinedCodes: "jsonrpc-reserved" },
    ],
    RESERVED_CODES: [],
    ENVELOPE: { jsonrpc: "2.0", idOptional: false },
    TOOL_INPUT_ERROR: { form: "protocol-error", code: -32602 },
    RESULT_TYPE: { required: false, complete: null },
    TRANSLATIONS: {
      m: {
        internalError: same(-32603, "internalError"),
        invalidParams: same(-32602, "invalidParams"),
        invalidRequest: same(-32600, "invalidRequest"),
        methodNotFound: same(-32601, "methodNotFound", 404),
        parseError: same(-32700, "parseError", 400),
        resourceNotFound: { kind: "renumber", code: -32602, condition: "resourceNotFound", httpStatus: null },
        unsupportedProtocolVersion: {
          kind: "renumber",
          code: -32022,
          condition: "unsupportedProtocolVersion",
          httpStatus: 400,
        },
      },
    },
    UNDEFINED_CODES: { m: [] },
    ...overrides,
  });
}
