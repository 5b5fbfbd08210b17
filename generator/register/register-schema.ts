/**
 * The register's one definition (spec/errors.yaml): zod infers its types, writes its JSON Schema for
 * editors, and gives the reader (load-register.ts) the path of each problem.
 */
import { z } from "zod";
import type { LocatedYaml, YamlPath } from "../util/yaml-document.ts";
import {
  CONDITION_KEY,
  MAX_CONDITION_KEY_LENGTH,
  MAX_REVISION_ID_LENGTH,
  REVISION_ID,
} from "../model/names.ts";

export const REGISTER_VERSION = 3;

/** Named definitions: they become the JSON Schema's `definitions`, with these descriptions. */
const definitions = z.registry<{ id: string; description?: string }>();

function define<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  definitions.add(schema as z.ZodType, { id, ...(description && { description }) });
  return schema;
}

/** A value as a message quotes it: JSON, shortened, with YAML's .inf and .nan as JavaScript prints them. */
export function show(value: unknown): string {
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export type CitationSource = Exclude<ReturnType<typeof parseCitationSource>, { error: string }>;

/** A citation points at a passage, not a file: a range wider than this would match anywhere. */
export const MAX_CITATION_LINES = 20;
/** No spec file is anywhere near this long; a larger line number is a typo. */
export const MAX_CITATION_LINE = 1_000_000;
/** One path segment: no leading dot (no "..", no hidden files), no control or shell-special characters. */
const SEGMENT = /^[A-Za-z0-9_@+][A-Za-z0-9._@+-]*$/;

/** A citation's `source`: "[root:]path:line" or "[root:]path:from-to". */
const SOURCE = /^(?:([a-z][a-z0-9-]*):)?([^:\s]+):([1-9][0-9]*)(?:-([1-9][0-9]*))?$/;

/** Parsed source, or a reason it is malformed. */
export function parseCitationSource(source: string) {
  const match = SOURCE.exec(source);
  if (!match) return { error: "write <path>:<line> or <path>:<from>-<to>, with an optional <root>: prefix" };
  const [, root = "spec", file = "", from = "0", to] = match;
  if (file.startsWith("/") || file.split("/").includes(".."))
    return { error: "the path must stay inside its spec root" };
  if (!file.split("/").every((segment) => SEGMENT.test(segment)))
    return {
      error: "each path segment must be letters, digits, '.', '_', '-', '@' or '+', and not start with '.'",
    };
  const line = Number(from);
  const endLine = to === undefined ? line : Number(to);
  if (endLine > MAX_CITATION_LINE)
    return { error: `line ${endLine} is past the end of any spec file (at most ${MAX_CITATION_LINE})` };
  if (endLine < line) return { error: `the range ${line}-${endLine} runs backwards` };
  if (endLine - line + 1 > MAX_CITATION_LINES)
    return {
      error: `the range ${line}-${endLine} spans ${endLine - line + 1} lines; cite at most ${MAX_CITATION_LINES}`,
    };
  return { root, file, line, endLine };
}

/** A string of `pattern`'s form, at most `max` characters; `what` names the form in the message. */
const form = (pattern: RegExp, what: string, max = 100) =>
  z
    .string()
    .max(max)
    .regex(pattern, { error: (issue) => `${show(issue.input)} is not ${what}` });

const text = (max: number) => z.string().min(1).max(max);
const longText = define("text", text(600));
const shortText = define("shortText", text(200));

const revision = define(
  "revision",
  form(REVISION_ID, "a revision id (lowercase, e.g. 2026-07-28 or draft)", MAX_REVISION_ID_LENGTH),
);
const revisionList = define("revisionList", z.array(revision).min(1));
const conditionKey = define(
  "conditionKey",
  z
    .string()
    .max(MAX_CONDITION_KEY_LENGTH, {
      error: `a condition key is a camelCase identifier of at most ${MAX_CONDITION_KEY_LENGTH} characters`,
    })
    .regex(CONDITION_KEY, { error: (issue) => `${show(issue.input)} is not a camelCase condition key` }),
);
const registerId = define("registerId", form(/^ERR-[0-9]{2}$/, "a register id of the form ERR-nn"));
const registers = define(
  "registers",
  z.array(registerId),
  "Ids of the prose register (ERR-nn) an entry encodes.",
);
export const code = define(
  "code",
  z.int().min(-2147483648).max(2147483647),
  "A JSON-RPC error code: an integer that fits 32 bits.",
);
export const httpStatus = define("httpStatus", z.int().min(100).max(599));
const method = form(/^[a-z][a-zA-Z0-9_/.-]*$/, "a method name (e.g. tools/call)");
const matchUnknown = z.enum(["match", "no-match"]);
const line = text(200).regex(/^[^\n\r]*$/, { error: "must fit on one line" });

/**
 * The steps checkRequest knows how to take: the body parses, the standard headers are present
 * and well-formed, the required `_meta` fields are there, the headers match the body, the
 * requested version is supported.
 */
export const CHECK_STEPS = ["parse", "headerPresence", "meta", "headerMatch", "version"] as const;
const checkStep = z.enum(CHECK_STEPS);
/** The messages checkRequest answers with, each a template with {slots}. */
export const CHECK_MESSAGES = [
  "notARequest",
  "unreadable",
  "jsonrpcVersion",
  "idNotScalar",
  "metaMissing",
  "metaMistyped",
  "metaInvalid",
  "metaNotListed",
  "headerMissing",
  "headerMalformed",
  "headerDiffers",
  "headerWithoutValue",
  "annotationNotAHeader",
  "annotationTwice",
  "versionsNamed",
] as const;

const citation = define(
  "citation",
  z.strictObject({
    source: z
      .string()
      .regex(SOURCE, {
        abort: true,
        error: (issue) =>
          `${show(issue.input)} is not a citation source: write <path>:<line> or <path>:<from>-<to>, with an optional <root>: prefix`,
      })
      .superRefine((source, ctx) => {
        const parsed = parseCitationSource(source);
        if ("error" in parsed) ctx.addIssue({ code: "custom", message: parsed.error });
      }),
    quote: z.string().min(3).max(240),
  }),
  "A spec location (<path>:<line> or <path>:<from>-<to> inside a spec root) and a verbatim quote found there.",
);

/** A fact's `cite` list; an object whose definition has a `cite` field is a fact. */
export const citations = define("citations", z.array(citation).min(1));

/** What every fact carries beside its own fields: a note, prose-register ids, and its citations. */
function fact<T extends z.ZodRawShape>(shape: T, options: { cite?: "optional"; note?: "required" } = {}) {
  return z.strictObject({
    ...shape,
    note: options.note === "required" ? longText : longText.optional(),
    registers: registers.default([]),
    cite: options.cite === "optional" ? citations.default([]) : citations,
  });
}

/** A revision-wide rule: a fact that applies to the listed revisions. */
const rule = <T extends z.ZodRawShape>(shape: T, options: { note?: "required" } = {}) =>
  fact({ revisions: revisionList, ...shape }, options);
const rules = <T extends z.ZodType>(schema: T) => z.array(schema).default([]);

const data = fact({
  type: z.string().min(2).max(400),
  optional: z.boolean().default(false),
  exact: z.boolean().default(false),
});

const codeEntry = define(
  "codeEntry",
  fact(
    {
      code,
      constant: form(/^[A-Z][A-Z0-9_]*$/, "a constant name (UPPER_SNAKE_CASE)"),
      interface: form(/^[A-Z][A-Za-z0-9]*$/, "an interface name (PascalCase)").optional(),
      revisions: revisionList,
      match: z.enum(["unique", "data", "status", "method", "fallback"]).default("unique"),
      method: method.optional(),
      methodUnknown: matchUnknown.optional(),
      /** With `match: method`: the error must also carry data that fits the condition's shape. */
      requiresData: z.boolean().optional(),
      data: data.optional(),
      draftAliasOf: code.optional(),
    },
    { cite: "optional" },
  ),
  "One code a condition uses, and the revisions that use it.",
);

const condition = define(
  "condition",
  z.strictObject({
    registerId: registerId.optional(),
    registers: registers.default([]),
    summary: shortText,
    message: shortText,
    codes: z.array(codeEntry).min(1),
    absent: z.array(revision).default([]),
    http: rules(
      rule({
        status: httpStatus,
        // Whether the spec ties the status to the error, or the project chose it where the spec
        // names none (its note says why).
        basis: z.enum(["spec", "project-choice"]).default("spec"),
      }),
    ),
    accepts: rules(
      rule({
        codes: z.array(code).min(1),
        method: method.optional(),
        methodUnknown: matchUnknown.optional(),
        requiresData: z.boolean().optional(),
      }),
    ),
    whenAbsent: rules(
      fact({
        to: revisionList,
        mapTo: conditionKey.optional(),
        untranslatable: z
          .strictObject({
            fallback: conditionKey,
            reason: longText,
            transportFailure: conditionKey.optional(),
          })
          .optional(),
      }),
    ),
    notes: rules(fact({ revisions: revisionList.optional(), text: longText })),
  }),
  "An error condition (a meaning, not a code) and what the schemas do not say about it.",
);

/**
 * What goes with a transport failure's status: a JSON-RPC error of `condition` (with the request's
 * id where the server read one, else none, as the transport text describes its error bodies), or none. `basis`: "spec" where the revision's text describes
 * that body (its quote is among the rule's citations), "project-choice" where it gives the status
 * alone; the code is the project's choice either way, as no transport text names one.
 */
const transportBody = define(
  "transportBody",
  z.discriminatedUnion("form", [
    z.strictObject({
      form: z.literal("error"),
      condition: conditionKey,
      basis: z.enum(["spec", "project-choice"]),
      reason: longText,
    }),
    z.strictObject({ form: z.literal("none"), basis: z.literal("project-choice"), reason: longText }),
  ]),
  "The body a transport failure's status goes with, and whether the spec's text or the project decides it.",
);

const policy = z.strictObject({
  transportFailures: rules(
    rule({
      key: conditionKey,
      summary: shortText,
      status: httpStatus,
      body: transportBody,
      clientAction: shortText.optional(),
    }),
  ),
  counterOffer: rules(rule({ guidance: longText })),
  bands: z
    .array(
      rule({
        from: code,
        to: code,
        class: z.enum([
          "jsonrpc-standard",
          "implementation-defined",
          "legacy-implementation-defined",
          "specification",
          "jsonrpc-reserved",
        ]),
        emitUndefined: z.enum(["allowed", "discouraged", "forbidden"]),
        interpret: z.boolean(),
        interpretExceptions: z.array(code).default([]),
      }),
    )
    .min(1),
  reserved: z.array(rule({ code, formerCondition: conditionKey }, { note: "required" })),
  envelope: z.array(rule({ idOptional: z.boolean() })).min(1),
  toolInputError: z
    .array(
      rule({ form: z.enum(["protocol-error", "tool-result"]), code: code.optional() }, { note: "required" }),
    )
    .min(1),
  /** The condition that stands in for an error a revision cannot read or forward. */
  genericCondition: z.array(rule({ condition: conditionKey }, { note: "required" })).min(1),
  checkOrder: rules(
    rule({
      steps: z
        .array(z.strictObject({ step: checkStep, check: line, condition: conditionKey, http: httpStatus }))
        .min(1),
      /** What a body that parses but is no JSON-RPC request is answered with. */
      notARequest: conditionKey,
      /** What an optional `_meta` field of another type is answered with. */
      metaInvalid: conditionKey,
    }),
  ),
  /** The markers around a Base64-encoded header value. */
  base64Sentinel: rules(rule({ prefix: line, suffix: line })),
  /** Where a request names its version, and the method whose errors name the supported ones. */
  versionNegotiation: rules(rule({ versionKey: line, versionsMethod: method })),
  /** The check's messages: templates whose {slots} the check fills (the wording is the project's). */
  checkMessages: rules(
    fact(
      {
        revisions: revisionList,
        messages: z.strictObject(
          Object.fromEntries(CHECK_MESSAGES.map((name) => [name, line])) as Record<
            (typeof CHECK_MESSAGES)[number],
            typeof line
          >,
        ),
        /** How a message names the JSON kind a `_meta` field must have ({kind}). */
        kinds: z.record(form(/^[a-z]+$/, "a JSON kind (object, string, ...)", 16), line),
      },
      { cite: "optional", note: "required" },
    ),
  ),
  requestMeta: rules(
    rule({
      keyPrefix: form(
        /^[A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z][A-Za-z0-9-]*)*\/$/,
        'a _meta key prefix (dot-separated labels and a final "/", e.g. io.modelcontextprotocol/)',
      ),
    }),
  ),
  requestHeaders: rules(
    rule({
      header: form(
        /^[A-Za-z][A-Za-z0-9-]*$/,
        'an HTTP header name (letters, digits and "-", starting with a letter)',
      ),
      bodyField: z
        .array(
          z.strictObject({
            method: form(
              /^(?:\*|[a-z][a-zA-Z0-9_/.-]*)$/,
              'a method name (e.g. tools/call), nor "*" for every method',
            ),
            path: z.array(line).min(1).max(8),
          }),
        )
        .min(1),
      base64: z.boolean(),
    }),
  ),
  toolParamHeaders: rules(
    rule({
      headerPrefix: form(
        /^[A-Za-z][A-Za-z0-9-]*-$/,
        'a header name prefix (letters, digits and "-", ending in "-", e.g. Mcp-Param-)',
      ),
      annotation: form(
        /^[a-z][a-z0-9-]*$/,
        'a schema keyword (lower-case letters, digits and "-", e.g. x-mcp-header)',
      ),
      base64: z.boolean(),
    }),
  ),
  localErrors: rules(rule({ guidance: longText })),
  requestEra: rules(
    rule({
      steps: z
        .array(
          z.strictObject({
            check: line,
            signal: z.enum(["metaKey", "method", "header", "legacyVersionHeader"]),
            name: z.string().min(1).max(100),
            era: z.enum(["legacy", "modern"]),
          }),
        )
        .min(1),
      otherwise: z.enum(["legacy", "modern"]),
    }),
  ),
  translateUndefined: z.array(
    rule({
      from: code,
      to: code,
      rule: z.enum(["passthrough", "untranslatable"]),
      fallback: conditionKey.optional(),
      reason: longText,
    }),
  ),
});

export const registerSchema = z.strictObject({
  registerVersion: z.literal(REGISTER_VERSION),
  revisions: revisionList,
  conditions: z.record(conditionKey, condition).refine((all) => Object.keys(all).length > 0, {
    error: "must not be empty",
  }),
  policy,
});

export type RegisterShape = z.output<typeof registerSchema>;

/** A `cite` item, its source parsed: "docs/specification/2026-07-28/basic/index.mdx:153-154". */
export type RegisterCitation = CitationSource & { source: string; quote: string; path: YamlPath };

/** `T` as read: every fact (an object with a `cite` list) has its path, and its citations parsed. */
type Located<T> = T extends readonly (infer Item)[]
  ? Located<Item>[]
  : T extends { cite: unknown }
    ? { [K in keyof T]: K extends "cite" ? RegisterCitation[] : Located<T[K]> } & { path: YamlPath }
    : T extends object
      ? { [K in keyof T]: Located<T[K]> }
      : T;

/** What every fact has: where it is written and what backs it (`registers`: prose register ids). */
export type RegisterFact = Pick<RegisterCode, "path" | "cite" | "registers" | "note">;

export type RegisterCondition = Located<RegisterShape["conditions"][string]> & {
  key: string;
  path: YamlPath;
};
export type RegisterCode = RegisterCondition["codes"][number];
export type RegisterPolicy = Located<RegisterShape["policy"]>;
export type PolicyRule = RegisterFact & { revisions: string[] };

export type Register = Pick<RegisterShape, "registerVersion" | "revisions"> & {
  /** Relative to the project root. */
  file: string;
  conditions: RegisterCondition[];
  policy: RegisterPolicy;
  /** Every fact, in file order: each object whose definition has a `cite` field. */
  facts: RegisterFact[];
  /** Kept so later stages can report YAML positions. */
  yaml: LocatedYaml;
};

/** The JSON Schema an editor checks spec/errors.yaml against (draft-07, which YAML editors read). */
export function registerJsonSchema(): object {
  return {
    ...z.toJSONSchema(registerSchema, { target: "draft-7", io: "input", metadata: definitions }),
    title: "mcp-errgen error register (spec/errors.yaml)",
  };
}
