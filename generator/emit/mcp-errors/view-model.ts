/**
 * MergedModel -> plain template data for the mcp-errors package. Every decision about the emitted
 * package is made here (names, file paths, recognition order, table encodings, docs cells), so the
 * templates only loop and fill in.
 */
import type { MergedModel, RevisionCondition, RevisionModel } from "../../model/merged-model.ts";
import type { Declaration } from "../../model/schema-model.ts";
import { Code, commentText, jsLiteral } from "../template-helpers.ts";
import { conditionKey, constantName, errorTypeName, pascal, typeName } from "./identifiers.ts";
import { seeRefs } from "./provenance.ts";
import { dataRule } from "./data-spec.ts";
import { renderDeclaration, renderNamedType, type TypeContext } from "./type-render.ts";
import { GENERIC_CONDITION, revisionTables, TranslationIndex, type Tables } from "./revision-tables.ts";
import { requestChecks } from "./request-checks.ts";
import type { DataRule } from "../../../runtime/mcp-errors/types.js";
import { referenceDocs, translationDocs, type ReferenceDocs, type TranslationDocs } from "./docs-view.ts";

export const PACKAGE_NAME = "mcp-errors";

/** The runtime modules a revision module imports. */
const RUNTIME_MODULES = {
  build: "build",
  checkRequest: "check-request",
  envelope: "envelope",
  parse: "parse",
  revision: "revision",
  status: "status",
  table: "table",
  toolInput: "tool-input",
  types: "types",
} as const;

/** Names each revision module declares itself; schema declarations may not reuse them. */
const MODULE_NAMES = [
  "REVISION",
  "PROTOCOL_VERSION",
  "ERA",
  "ErrorCode",
  "Condition",
  "ErrorResponse",
  "ParseResult",
  "AnyError",
  "errorResponse",
  "httpStatus",
  "conditionOf",
  "CONDITIONS",
  "HTTP_STATUS",
  "SHARED_CODES",
  "TRANSPORT_FAILURES",
  "TRANSLATIONS",
  "UNDEFINED_CODES",
  "CODE_BANDS",
  "RESERVED_CODES",
  "ENVELOPE",
  "TOOL_INPUT_ERROR",
  "RESULT_TYPE",
  "parseErrorResponse",
  "toolInputError",
  "respond",
  "checkRequest",
  "META_KEYS",
  "HEADERS",
  "PARAM_HEADERS",
  "CHECK_ORDER",
  "TABLES",
  "McpError",
];
/**
 * Names a revision module binds for itself without exporting them (the runtime functions it
 * imports, its indexed tables); an export with one of these names would clash. TRANSLATIONS rows
 * are `to_<revision>`, which no identifier from the schema or the register takes (they have no `_`
 * after a lower-case start).
 */
const MODULE_PRIVATE_NAMES = [
  "builder",
  "checkRequestIn",
  "conditionKeyOf",
  "defineRevision",
  "envelope",
  "guard",
  "parse",
  "respondWith",
  "revision",
  "statusOf",
  "table",
  "toolInput",
];
/** Runtime types a revision module re-exports unless its schema declares the same name. */
const RUNTIME_TYPES = [
  "CodeClass",
  "ErrorObject",
  "ParseFailure",
  "ParseOptions",
  "Parsed",
  "RecognitionOptions",
  "RequestId",
  "ToolErrorResult",
];

export interface ConditionView {
  key: string;
  pascal: string;
  typeName: string;
  guardName: string;
  code: number;
  constant: string;
  message: string;
  summary: string;
  see: string[];
  /** Data type, when the condition has a data shape. */
  data: null | { typeName: string; required: boolean; declaration: Code };
  /** Interim (the runtime rewrite replaces these): the condition's one status for both origins; null = unspecified. */
  /** The HTTP status it travels with; null = unspecified. */
  status: number | null;
  /** The status as a type: `400` or `null`. */
  statusType: Code;
  recognition: RevisionCondition["recognition"];
  draftAliasOf: number | null;
  /** For the docs: the constructor's call signature, and the register's remarks. */
  signature: string;
  notes: { text: string; see: string[] }[];
  /** The runtime's data check (the `data` of its CONDITIONS entry). */
  rule: DataRule | null;
}

export interface RevisionView {
  id: string;
  index: number;
  status: string;
  era: string;
  isFinal: boolean;
  isDraft: boolean;
  isPrerelease: boolean;
  /** Subpath in package.json "exports", e.g. "./2026-07-28", "./draft", "./prerelease/x". */
  exportPath: string;
  typesFile: string;
  jsFile: string;
  /** The CommonJS copy's declarations and module (see commonjs.ts). */
  requireTypesFile: string;
  requireFile: string;
  /** The subpath without "./", as typesVersions keys it for node10 resolution. */
  subpath: string;
  /** Import specifier of the subpath, e.g. "mcp-errors/2026-07-28". */
  specifier: string;
  /** Module file relative to the package root, without extension ("lib/2026-07-28"). */
  moduleBase: string;
  /** The module as imported from lib/index.js ("./2026-07-28.js"). */
  fromIndex: string;
  /** The runtime's modules as imported from this module ("./runtime/build.js", "../runtime/build.js"). */
  runtime: Record<keyof typeof RUNTIME_MODULES, string>;
  /** The root's name for the module's namespace import. */
  moduleVar: string;
  docFile: string;
  protocolVersion: string;
  jsonrpcVersion: string;
  schemaFile: string;
  envelope: { name: string; idOptional: boolean; see: string[] };
  constants: { name: string; value: number; source: string; see: string[] }[];
  conditions: ConditionView[];
  absentConditions: string[];
  declarations: Code[];
  runtimeTypes: string[];
  /** Keys of TRANSPORT_FAILURES. */
  transportFailureKeys: string[];
  /** The other revisions, which TRANSLATIONS has a row for, and the name of the row each shares. */
  translationTargets: { id: string; row: string }[];
  /** TRANSLATIONS' distinct rows: destinations translated alike share one. */
  translationRows: { name: string; destinations: string; literal: Code }[];
  /**
   * The module's data exports, as literals, by export name; TRANSLATIONS is written row by row
   * (translationRows), so it has no literal of its own.
   */
  tables: Record<Exclude<keyof Tables, "TRANSLATIONS">, Code>;
  /**
   * Modern revisions with a check order: META_KEYS, HEADERS, PARAM_HEADERS (null where the
   * register gives none) and CHECK_ORDER, as literals, with their sources.
   */
  requestChecks: null | {
    META_KEYS: Code;
    HEADERS: Code;
    PARAM_HEADERS: Code | null;
    CHECK_ORDER: Code;
    headerNames: string[];
    see: { META_KEYS: string[]; HEADERS: string[]; PARAM_HEADERS: string[]; CHECK_ORDER: string[] };
  };
  hasNotes: boolean;
  genericCondition: string;
  reserved: { code: number; formerCondition: string; note: string; see: string[] }[];
  toolInput: {
    protocolError: boolean;
    /** The `resultType` every result must carry in this revision, if any. */
    resultType: string | null;
    code: number;
    typeName: string;
    note: string;
    see: string[];
  };
  /** RESULT_TYPE's declared type (its values as literal types), and the schema lines behind it. */
  resultType: { type: Code; see: string[] };
  checkOrder: null | { steps: { check: string; condition: string; http: number }[]; see: string[] };
  localErrors: null | { guidance: string; see: string[] };
  translations: TranslationDocs;
  /** The reference page's own view (docs-view.ts). */
  reference: ReferenceDocs;
}

export interface PackageView {
  name: string;
  version: string;
  revisions: RevisionView[];
  finals: RevisionView[];
  previews: RevisionView[];
  hasPreviews: boolean;
  latest: RevisionView;
  oldest: RevisionView;
  conditions: { key: string; summary: string; revisions: string[] }[];
  registerFile: string;
  genericCondition: string;
}

export function buildPackageView(model: MergedModel, options: { version: string }): PackageView {
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(options.version))
    throw new Error(`package version ${JSON.stringify(options.version)} is not a semantic version`);
  const finals = model.revisions.filter((r) => r.status === "final");
  const latest = finals[finals.length - 1];
  const oldest = finals[0];
  if (!latest || !oldest) throw new Error("the model has no final revision");
  const conditionViews = new Map(model.revisions.map((r) => [r.id, conditionViewsOf(r)]));
  const pairs = new TranslationIndex(model);
  const revisions = model.revisions.map((r, index) => revisionView(model, r, index, conditionViews, pairs));
  const viewOf = (id: string): RevisionView => {
    const view = revisions.find((r) => r.id === id);
    if (!view) throw new Error(`no view of revision ${id}`);
    return view;
  };
  return {
    name: PACKAGE_NAME,
    version: options.version,
    revisions,
    finals: revisions.filter((r) => r.isFinal),
    previews: revisions.filter((r) => !r.isFinal),
    hasPreviews: revisions.some((r) => !r.isFinal),
    latest: viewOf(latest.id),
    oldest: viewOf(oldest.id),
    conditions: model.conditions.map((c) => ({
      key: conditionKey(c.key),
      summary: c.summary,
      revisions: c.revisions,
    })),
    registerFile: model.registerFile,
    genericCondition: GENERIC_CONDITION,
  };
}

const SAFE_ID = /^[a-z0-9][a-z0-9.-]*$/;

function paths(r: RevisionModel, index: number) {
  if (!SAFE_ID.test(r.id)) throw new Error(`revision id ${JSON.stringify(r.id)} cannot name a module`);
  const sub =
    r.status === "final"
      ? r.id
      : r.status === "draft"
        ? r.id === "draft"
          ? "draft"
          : `draft/${r.id}`
        : `prerelease/${r.id}`;
  const depth = sub.split("/").length - 1;
  const up = depth === 0 ? "./" : "../".repeat(depth);
  return {
    exportPath: `./${sub}`,
    typesFile: `./lib/${sub}.d.ts`,
    jsFile: `./lib/${sub}.js`,
    requireTypesFile: `./cjs/${sub}.d.ts`,
    requireFile: `./cjs/${sub}.js`,
    subpath: sub,
    specifier: `${PACKAGE_NAME}/${sub}`,
    moduleBase: `lib/${sub}`,
    fromIndex: `./${sub}.js`,
    runtime: Object.fromEntries(
      Object.entries(RUNTIME_MODULES).map(([name, file]) => [name, `${up}runtime/${file}.js`]),
    ) as Record<keyof typeof RUNTIME_MODULES, string>,
    moduleVar: `r${index}`,
    docFile: `docs/${r.id}.md`,
  };
}

function declarationsOf(r: RevisionModel): Map<string, Declaration> {
  return new Map<string, Declaration>(r.declarations.map((d) => [typeName(d.name), d]));
}

function conditionViewsOf(r: RevisionModel): ConditionView[] {
  const decls = declarationsOf(r);
  const ctx: TypeContext = { known: new Set(decls.keys()), from: r.schemaFile };
  return [...r.conditions]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((c) => conditionView(r, c, decls, ctx));
}

function revisionView(
  model: MergedModel,
  r: RevisionModel,
  index: number,
  conditionViews: ReadonlyMap<string, ConditionView[]>,
  pairs: TranslationIndex,
): RevisionView {
  const decls = declarationsOf(r);
  const ctx: TypeContext = { known: new Set(decls.keys()), from: r.schemaFile };
  const conditions = conditionViews.get(r.id) ?? [];
  const tables = revisionTables(model, r, conditionViews, pairs);
  checkNames(r, conditions, decls);
  if (!conditions.some((c) => c.key === GENERIC_CONDITION))
    throw new Error(
      `revision ${r.id} has no ${GENERIC_CONDITION} condition, which the runtime falls back to`,
    );

  const tool = r.toolInputError;
  const toolCode = tool.form === "protocol-error" ? tool.code : undefined;
  const toolCondition =
    toolCode === undefined
      ? undefined
      : conditions.find((c) => c.code === toolCode && c.recognition.codes.includes(c.code));
  if (tool.form === "protocol-error" && !toolCondition)
    throw new Error(`revision ${r.id}: no condition has the tool input error code ${String(toolCode)}`);

  const view: RevisionView = {
    id: r.id,
    index,
    status: r.status,
    era: r.era,
    isFinal: r.status === "final",
    isDraft: r.status === "draft",
    isPrerelease: r.status === "prerelease",
    ...paths(r, index),
    protocolVersion: r.protocolVersion,
    jsonrpcVersion: r.jsonrpcVersion,
    schemaFile: r.schemaFile,
    envelope: {
      name: r.envelope.name,
      idOptional: r.envelope.idOptional,
      see: seeRefs(r.envelope.provenance),
    },
    constants: [...r.constants]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((c) => ({
        name: constantName(c.name),
        value: c.value,
        source: c.source,
        see: seeRefs(c.provenance),
      })),
    conditions,
    absentConditions: [...r.absentConditions].sort(),
    declarations: [...decls.values()]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((d) => new Code(declarationText(d, ctx))),
    runtimeTypes: RUNTIME_TYPES.filter((name) => !decls.has(name)),
    transportFailureKeys: Object.keys(tables.TRANSPORT_FAILURES),
    ...translationRows(tables.TRANSLATIONS),
    tables: literals(tables),
    requestChecks: requestChecksView(r, conditions),
    hasNotes: conditions.some((c) => c.notes.length > 0),
    genericCondition: GENERIC_CONDITION,
    reserved: [...r.reserved]
      .sort((a, b) => b.code - a.code)
      .map((x) => ({
        code: x.code,
        formerCondition: x.formerCondition,
        note: x.note,
        see: seeRefs(x.provenance),
      })),
    toolInput: {
      protocolError: tool.form === "protocol-error",
      resultType: tool.form === "tool-result" ? (tool.resultType?.value ?? null) : null,
      code: toolCondition?.code ?? 0,
      typeName: toolCondition?.typeName ?? "ToolErrorResult",
      note: tool.note,
      see: seeRefs([...tool.provenance, ...(tool.resultType?.provenance ?? [])]),
    },
    resultType: {
      type: new Code(
        `{ readonly required: ${String(tables.RESULT_TYPE.required)}; readonly complete: ${jsLiteral(tables.RESULT_TYPE.complete)} }`,
      ),
      see: seeRefs(r.resultType.provenance),
    },
    checkOrder: r.checkOrder
      ? { steps: r.checkOrder.steps.map((s) => ({ ...s })), see: seeRefs(r.checkOrder.provenance) }
      : null,
    localErrors: r.localErrors
      ? { guidance: r.localErrors.guidance, see: seeRefs(r.localErrors.provenance) }
      : null,
    translations: translationDocs(model, r),
    reference: referenceDocs(r),
  };
  return view;
}

/** Destinations whose rows are equal share one, named after the first of them (`to_2025_11_25`). */
function translationRows(
  translations: Tables["TRANSLATIONS"],
): Pick<RevisionView, "translationTargets" | "translationRows"> {
  const rows = new Map<string, { name: string; ids: string[]; literal: Code }>();
  const translationTargets = Object.entries(translations).map(([id, row]) => {
    const literal = jsLiteral(row);
    let shared = rows.get(literal);
    if (!shared) {
      shared = { name: `to_${id.replace(/[^A-Za-z0-9]/g, "_")}`, ids: [], literal: new Code(literal) };
      rows.set(literal, shared);
    }
    shared.ids.push(id);
    return { id, row: shared.name };
  });
  return {
    translationTargets,
    translationRows: [...rows.values()].map((r) => ({
      name: r.name,
      destinations: r.ids.join(", "),
      literal: r.literal,
    })),
  };
}

function requestChecksView(r: RevisionModel, conditions: ConditionView[]): RevisionView["requestChecks"] {
  const checks = requestChecks(r, conditions);
  return checks
    ? {
        META_KEYS: new Code(jsLiteral(checks.META_KEYS)),
        HEADERS: new Code(jsLiteral(checks.HEADERS)),
        PARAM_HEADERS: checks.PARAM_HEADERS ? new Code(jsLiteral(checks.PARAM_HEADERS)) : null,
        CHECK_ORDER: new Code(jsLiteral(checks.CHECK_ORDER)),
        headerNames: Object.keys(checks.HEADERS),
        see: checks.see,
      }
    : null;
}

/**
 * Each table as a literal, but TRANSLATIONS, which the templates never print whole: it holds a row
 * for every other revision, so writing it out for every revision grew with the square of their number.
 */
function literals(tables: Tables): RevisionView["tables"] {
  const out = {} as RevisionView["tables"];
  for (const name of Object.keys(tables) as (keyof Tables)[])
    if (name !== "TRANSLATIONS") out[name] = new Code(jsLiteral(tables[name]));
  return out;
}

function declarationText(d: Declaration, ctx: TypeContext): string {
  const lines = ["/**"];
  if (d.doc.summary) lines.push(` * ${commentText(d.doc.summary)}`);
  lines.push(` * @see ${commentText(`${d.location.file}:${d.location.line}`)}`, " */");
  return `${lines.join("\n")}\n${renderDeclaration(d, ctx)}`;
}

function conditionView(
  r: RevisionModel,
  c: RevisionCondition,
  decls: ReadonlyMap<string, Declaration>,
  ctx: TypeContext,
): ConditionView {
  const key = conditionKey(c.key);
  const type = errorTypeName(key, c.interface?.name);
  const dataTypeName = `${type}Data`;
  const data = c.data
    ? {
        typeName: dataTypeName,
        required: !c.data.optional,
        declaration: new Code(
          renderNamedType(dataTypeName, c.data.type, [], { ...ctx, from: `${r.id} ${key} data` }),
        ),
      }
    : null;
  // As the module's declaration has it (revision.d.ts.hbs): one options argument, required where the data is.
  const signature = data?.required
    ? `${key}(options: { message?: string | undefined; data: ${dataTypeName} })`
    : `${key}(options?: { message?: string | undefined; data?: ${data ? dataTypeName : "unknown"} })`;
  if (c.code !== Math.trunc(c.code)) throw new Error(`${r.id} ${key}: code ${c.code} is not an integer`);
  return {
    key,
    pascal: pascal(key),
    typeName: type,
    guardName: `is${type}`,
    code: c.code,
    constant: constantName(c.constant),
    message: c.message,
    summary: c.summary,
    see: seeRefs(c.provenance),
    data,
    status: c.httpStatus.status,
    statusType: new Code(c.httpStatus.status === null ? "null" : String(Math.trunc(c.httpStatus.status))),
    recognition: c.recognition,
    draftAliasOf: c.draftAliasOf ?? null,
    signature,
    notes: (c.notes ?? []).map((n) => ({ text: n.text, see: seeRefs(n.provenance) })),
    rule: dataRule(c.data, decls),
  };
}

/** No two exported names of a revision module may clash. */
function checkNames(
  r: RevisionModel,
  conditions: ConditionView[],
  decls: ReadonlyMap<string, Declaration>,
): void {
  const seen = new Map<string, string>();
  const claim = (name: string, what: string) => {
    const prior = seen.get(name);
    if (prior) throw new Error(`revision ${r.id}: ${what} and ${prior} would both be exported as ${name}`);
    seen.set(name, what);
  };
  for (const name of MODULE_NAMES) claim(name, `the module's own ${name}`);
  for (const name of MODULE_PRIVATE_NAMES) claim(name, `the module's private ${name}`);
  for (const c of r.constants) claim(c.name, `constant ${c.name}`);
  for (const c of conditions) {
    claim(c.key, `constructor of ${c.key}`);
    claim(c.typeName, `error type of ${c.key}`);
    claim(c.guardName, `guard of ${c.key}`);
    if (c.data) claim(c.data.typeName, `data type of ${c.key}`);
  }
  for (const name of decls.keys()) claim(name, `schema declaration ${name}`);
}
