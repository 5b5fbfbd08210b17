/**
 * The export's one definition (json/mcp-errors.json): zod infers the types export-model.ts builds,
 * writes json/mcp-errors.schema.json, and validates the export before gen writes anything.
 */
import { z } from "zod";

/**
 * A named definition: the JSON Schema's `definitions` entry. Names and descriptions (`.describe`)
 * live in zod's global registry, which the schema is written from.
 */
function define<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  return schema.meta({ id, ...(description && { description }) });
}

/** The export's format: bumped when a reader of an older one would misread it. */
export const EXPORT_FORMAT = 1;

const conditionKey = define("conditionKey", z.string().regex(/^[a-z][A-Za-z0-9]*$/));
const code = define("code", z.int());
const status = define(
  "status",
  z.int().nullable(),
  "An HTTP status; null where no cited text gives one (unspecified).",
);

const citation = z.strictObject({
  file: z.string(),
  line: z.int().min(1),
  endLine: z.int().min(1),
  quote: z.string(),
});
const sources = define(
  "sources",
  z.array(
    z.union([
      z.strictObject({ schema: z.string() }),
      z.strictObject({ register: z.string(), cites: z.array(citation) }),
    ]),
  ),
  "Where the fact comes from: a schema line, or a register entry with the spec text it quotes.",
);

const DATA_KINDS = [
  "string",
  "number",
  "boolean",
  "null",
  "array",
  "object",
  "any",
  "integer",
  "json",
] as const;
const kind = define(
  "kind",
  z.enum(DATA_KINDS),
  "A JSON kind; integer: a number without a fraction; json: a string, integer, boolean, array or object of such values.",
);

type Kind = (typeof DATA_KINDS)[number];

/** What a value in a condition's data must be, at any depth (runtime/mcp-errors' DataShape). */
interface DataShapeValue {
  readonly type: Kind | readonly Kind[];
  readonly enum?: readonly (string | number | boolean)[] | undefined;
  readonly items?: Kind | DataShapeValue | undefined;
  readonly fields?: { readonly [name: string]: DataFieldValue } | undefined;
  readonly values?: Kind | DataShapeValue | undefined;
}
interface DataFieldValue extends DataShapeValue {
  readonly required: boolean;
}

// A shape and a field differ by `required` alone; each is written out, since a getter (how zod
// recurses) cannot be spread from one into the other.
const dataShape: z.ZodType<DataShapeValue> = define(
  "dataShape",
  z.strictObject({
    type: z
      .union([kind, z.array(kind)])
      .describe("Its kind, or the kinds it may have (a union such as `string | number`)."),
    enum: z
      .array(z.union([z.string(), z.number(), z.boolean()]))
      .optional()
      .describe('The only values it may take, where the schema lists them (a literal such as `"url"`).'),
    get items() {
      return z
        .union([kind, dataShape])
        .optional()
        .describe("For an array: what every element is; a bare kind where the schema says no more.");
    },
    get fields() {
      return z.record(z.string(), dataField).optional().describe("For an object: its named fields.");
    },
    get values() {
      return z
        .union([kind, dataShape])
        .optional()
        .describe(
          "For an object: what every other own value is (an index signature); absent where anything goes.",
        );
    },
  }),
);

const dataField: z.ZodType<DataFieldValue> = define(
  "dataField",
  z.strictObject({
    required: z.boolean(),
    type: z
      .union([kind, z.array(kind)])
      .describe("Its kind, or the kinds it may have (a union such as `string | number`)."),
    enum: z
      .array(z.union([z.string(), z.number(), z.boolean()]))
      .optional()
      .describe('The only values it may take, where the schema lists them (a literal such as `"url"`).'),
    get items() {
      return z
        .union([kind, dataShape])
        .optional()
        .describe("For an array: what every element is; a bare kind where the schema says no more.");
    },
    get fields() {
      return z.record(z.string(), dataField).optional().describe("For an object: its named fields.");
    },
    get values() {
      return z
        .union([kind, dataShape])
        .optional()
        .describe(
          "For an object: what every other own value is (an index signature); absent where anything goes.",
        );
    },
  }),
  "A field of an object in a condition's data: a data shape, and whether the object must have it.",
);

const dataRule = define(
  "dataRule",
  z.strictObject({
    required: z.boolean().describe("Whether the error must carry data."),
    exact: z.boolean().describe("Whether data may hold no field beyond `fields`."),
    fields: z.record(z.string(), dataField),
    values: z
      .union([kind, dataShape])
      .optional()
      .describe("What every other own value of data is, where the schema says (an index signature)."),
  }),
  "What error.data must hold: an object with these fields (each required or not), none beyond them where exact, other members as values says.",
);

const recognitionRule = z.strictObject({
  code,
  method: z.string().optional().describe("The error must answer a request with this method."),
  methodUnknown: z
    .enum(["match", "no-match"])
    .optional()
    .describe(
      "With method: whether the rule holds when the caller does not say which method the error answers.",
    ),
  requiresData: z
    .literal(true)
    .optional()
    .describe("The error must carry data that passes the condition's data rule (absent otherwise)."),
  httpStatus: z.int().optional().describe("The error must have arrived with this HTTP status."),
  sources,
});

const condition = define(
  "condition",
  z.strictObject({
    registerId: z.string().nullable(),
    summary: z.string(),
    code: code.describe("The code this revision sends for it."),
    constant: z.string(),
    message: z.string().describe("The default message."),
    data: dataRule.nullable().describe("The shape of its data, or null where the revision gives none."),
    httpStatus: status,
    httpStatusBasis: z
      .enum(["spec", "project-choice"])
      .nullable()
      .describe(
        "Whether the spec ties the status to the error, or the project chose it where the spec names none; null with no status.",
      ),
    httpStatusSources: sources,
    acceptedCodes: z
      .array(code)
      .describe("Codes a receiver also reads as this condition, though it never sends them."),
    recognition: z.strictObject({
      codes: z.array(code).describe("Codes read as this condition from the code alone."),
      rules: z
        .array(recognitionRule)
        .describe("Codes read as this condition only when every field given holds."),
    }),
    draftAliasOf: z.int().nullable(),
    notes: z.array(z.strictObject({ text: z.string(), sources })),
    sources,
  }),
);

const translation = define(
  "translation",
  z.strictObject({
    kind: z.enum(["passthrough", "renumber", "mapped", "untranslatable"]),
    code: code.describe('The code to send there (for "untranslatable": the fallback\'s).'),
    condition: conditionKey.describe('The condition it lands on there (for "untranslatable": the fallback).'),
    httpStatus: status.describe(
      "The HTTP status to send it with there; null where that revision's spec gives none.",
    ),
    transportFailure: z
      .string()
      .optional()
      .describe(
        'For "untranslatable": the destination\'s transport failure that carries it instead, if any.',
      ),
    reason: z.string().optional().describe('Why it cannot be expressed there (for "untranslatable").'),
  }),
);

const guidance = z.strictObject({ guidance: z.string(), sources }).nullable();

const requestChecks = z
  .strictObject({
    steps: z
      .array(
        z.strictObject({
          step: z.enum(["parse", "headerPresence", "meta", "headerMatch", "version"]),
          condition: conditionKey,
        }),
      )
      .describe("The checks in the order they are made: what each does, and the condition a failure is."),
    notARequest: conditionKey.describe(
      "The condition a body that parses but is no JSON-RPC request is answered with.",
    ),
    metaInvalid: conditionKey.describe(
      "The condition an optional _meta field of another type is answered with.",
    ),
    base64Sentinel: z
      .strictObject({ prefix: z.string(), suffix: z.string(), sources })
      .describe("The markers around a Base64-encoded header value."),
    versionKey: z.string().describe("The _meta key a request names its version under."),
    versionsMethod: z.string().describe("The method whose errors name the versions a server supports."),
    versionSources: sources,
    messages: z
      .record(z.string(), z.string())
      .describe("The check's messages: templates whose {slots} it fills."),
    kinds: z
      .record(z.string(), z.string())
      .describe("How a message names the JSON kind a _meta field must have ({kind})."),
    messageSources: sources,
    metaKeys: z.array(
      z.strictObject({
        key: z.string(),
        required: z.boolean(),
        type: z.enum(["string", "number", "boolean", "null", "array", "object", "any"]),
        values: z
          .array(z.string())
          .nullable()
          .describe(
            "The strings the schema's type allows, where it lists them; null: any value of the type.",
          ),
        sources,
      }),
    ),
    headers: z.array(
      z.strictObject({
        name: z.string(),
        bodyField: z.record(z.string(), z.array(z.string())),
        base64: z.boolean(),
        sources,
      }),
    ),
    paramHeaders: z
      .strictObject({ prefix: z.string(), annotation: z.string(), base64: z.boolean(), sources })
      .nullable(),
    sources,
  })
  .nullable();

const revision = define(
  "revision",
  z.strictObject({
    id: z.string(),
    status: z.enum(["final", "draft", "prerelease"]),
    era: z.enum(["legacy", "modern"]),
    protocolVersion: z.string(),
    schema: z.string(),
    envelope: z.strictObject({
      name: z.string(),
      jsonrpc: z.string(),
      idOptional: z
        .boolean()
        .describe(
          "The id rule: an error response to a request whose id cannot be read leaves the id out where true, and sends null where false.",
        ),
      sources,
    }),
    constants: z.array(
      z.strictObject({ name: z.string(), value: code, source: z.enum(["schema", "register"]), sources }),
    ),
    conditions: z.record(conditionKey, condition),
    absentConditions: z.array(conditionKey),
    sharedCodes: z
      .record(
        z.string(),
        z.strictObject({ tryInOrder: z.array(conditionKey), fallback: conditionKey.nullable() }),
      )
      .describe(
        "Codes read by a rule or by several conditions: whose rules a receiver tries, in order, and what the code means when none holds.",
      ),
    transportFailures: z.record(
      z.string(),
      z.strictObject({
        status: z.int(),
        condition: conditionKey
          .nullable()
          .describe("The condition whose JSON-RPC error the body carries; null when the status goes alone."),
        body: z
          .strictObject({
            form: z.enum(["error", "none"]),
            basis: z.enum(["spec", "project-choice"]),
            reason: z.string(),
          })
          .describe(
            "What goes with the status: a JSON-RPC error of the condition (the request's id where known, else none), or no body; whether the revision's text describes that body (spec) or gives the status alone (project-choice), the code being the project's either way.",
          ),
        summary: z.string(),
        clientAction: z
          .string()
          .nullable()
          .describe("What a client of this revision does on receiving it, where the prose says."),
        sources,
      }),
    ),
    counterOffer: guidance,
    bands: z.array(
      z.strictObject({
        from: code,
        to: code,
        class: z.enum([
          "jsonrpc-standard",
          "implementation-defined",
          "legacy-implementation-defined",
          "specification",
          "jsonrpc-reserved",
        ]),
        undefinedCodes: z.enum(["implementation-defined", "unassigned", "jsonrpc-reserved"]),
        emitUndefined: z.enum(["allowed", "discouraged", "forbidden"]),
        interpret: z.boolean(),
        interpretExceptions: z.array(code),
        sources,
      }),
    ),
    reserved: z.array(
      z.strictObject({
        code,
        formerCondition: conditionKey.describe("The condition the code named before it was retired."),
        note: z.string(),
        sources,
      }),
    ),
    toolInputError: z.strictObject({
      form: z.enum(["protocol-error", "tool-result"]),
      code: z.int().nullable(),
      resultType: z.string().nullable(),
      note: z.string(),
      sources,
    }),
    resultType: z.strictObject({ required: z.boolean(), complete: z.string().nullable(), sources }),
    genericCondition: conditionKey.describe(
      "The condition that stands in for an error this revision cannot read or forward.",
    ),
    genericConditionSources: sources,
    requestChecks,
    localErrors: guidance,
    requestEra: z
      .strictObject({
        steps: z.array(
          z.strictObject({
            signal: z.enum(["metaKey", "method", "header", "legacyVersionHeader"]),
            name: z.string(),
            era: z.enum(["legacy", "modern"]),
          }),
        ),
        otherwise: z.enum(["legacy", "modern"]),
        legacyVersions: z.array(z.string()).describe("The protocol versions of the legacy revisions."),
        sources,
      })
      .nullable()
      .describe(
        "How a dual-era server tells a request of this revision from a legacy one: the first step whose signal the request shows names its era; none shows: otherwise. metaKey: params._meta has the key name; method: the method is name; header: the header name is present; legacyVersionHeader: the header name gives a legacy revision's protocol version.",
      ),
    methods: z
      .array(
        z.strictObject({
          method: z.string(),
          kind: z.enum(["request", "notification"]),
          from: z.array(z.enum(["client", "server"])).describe("Who sends it."),
          sources,
        }),
      )
      .describe(
        "The methods of the schema's request and notification unions (ClientRequest, ClientNotification, ServerRequest, ServerNotification), sorted by method.",
      ),
    removedMethods: z
      .array(z.string())
      .describe(
        "Methods an earlier final revision defines that this one does not: a request for one, sent by a peer of this revision, gets methodNotFound.",
      ),
    translations: z
      .record(z.string(), z.record(conditionKey, translation))
      .describe("Destination revision -> condition of this revision -> what to send there."),
    translationSources: z.record(z.string(), sources),
    undefinedCodes: z
      .record(
        z.string(),
        z.array(
          z.strictObject({
            from: code,
            to: code,
            condition: conditionKey.describe(
              "The condition sent instead, with its code and its status there.",
            ),
            code,
            httpStatus: status,
            reason: z.string(),
            sources,
          }),
        ),
      )
      .describe(
        "Destination revision -> ranges of codes no condition names that cannot go there as they are, and what goes instead.",
      ),
  }),
);

export const exportShape = z
  .strictObject({
    $schema: z.string(),
    format: z
      .literal(EXPORT_FORMAT)
      .describe("The layout of this file; a reader refuses a format it does not know."),
    version: z.string().describe("The mcp-errors release these tables belong to."),
    register: z.string().describe("The error register's path in the generator's project."),
    genericCondition: z
      .string()
      .describe(
        "The condition every revision defines, sent in place of an error that cannot be read or forwarded.",
      ),
    conditions: z.array(
      z.strictObject({
        key: conditionKey,
        registerId: z.string().nullable(),
        summary: z.string(),
        revisions: z.array(z.string()),
      }),
    ),
    revisions: z.array(revision).min(1),
  })
  .describe(
    "Every MCP revision's error tables, generated by mcp-errgen from the MCP schemas and its error register; each fact with its sources.",
  );

export type Export = z.infer<typeof exportShape>;
export type RevisionJson = z.infer<typeof revision>;
export type ConditionJson = z.infer<typeof condition>;
export type TranslationJson = z.infer<typeof translation>;
export type DataRuleJson = z.infer<typeof dataRule>;
export type Sources = z.infer<typeof sources>;

/**
 * zod's JSON Schema, plainer: a list of types (`["string", "null"]`, which zod writes for a nullable
 * or a union of primitives) as `anyOf`, since ajv's strict mode refuses the list unless told to allow
 * it; and no `propertyNames` that says only what JSON says already (a key is a string).
 */
function plain(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plain);
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "type" && Array.isArray(value)) out.anyOf = value.map((type: unknown) => ({ type }));
    else if (key === "propertyNames" && JSON.stringify(value) === '{"type":"string"}') continue;
    else out[key] = plain(value);
  }
  return out;
}

/** json/mcp-errors.schema.json: the shape as JSON Schema (draft-07, as editors and most validators read). */
export function exportJsonSchema(): object {
  const schema = z.toJSONSchema(exportShape, { target: "draft-7", io: "output" });
  return {
    $schema: schema.$schema,
    $id: "https://github.com/mcp-errgen/mcp-errgen/tree/main/generated/json/mcp-errors.schema.json",
    title: "mcp-errors tables",
    ...(plain(schema) as object),
  };
}
