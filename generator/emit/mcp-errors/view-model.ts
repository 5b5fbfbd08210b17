/**
 * MergedModel -> plain template data for the mcp-errors package. Every decision about the emitted
 * package is made here (names, file paths, table encodings, docs cells), so the templates only
 * loop and fill in. The merge stage has checked what this takes for granted (model-invariants.ts).
 */
import { GENERIC_CONDITION } from "../../merge/model-invariants.ts";
import type { MergedModel, Provenance, RevisionCondition, RevisionModel } from "../../model/merged-model.ts";
import type { Declaration } from "../../model/schema-model.ts";
import { seeRefs } from "../sources.ts";
import { Code, docLines, jsLiteral } from "../template-helpers.ts";
import { referenceDocs, translationDocs, type ReferenceDocs, type TranslationDocs } from "./docs-view.ts";
import { conditionNames, revisionIdentifiers } from "../../model/names.ts";
import { requestCheckTables, revisionTables, type Tables } from "./tables.ts";
import { renderDeclaration, renderNamedType, type TypeContext } from "./type-render.ts";

export const PACKAGE_NAME = "mcp-errors";

/** The runtime modules a revision module imports, by the name templates use. */
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
  /** The HTTP status it travels with (null: unspecified), and the same as a type. */
  status: number | null;
  statusType: Code;
  /** Codes a receiver also reads as the condition, though this revision never sends them. */
  accepts: number[];
  draftAliasOf: number | null;
  /** For the docs: the constructor's call signature, as the module declares it. */
  signature: string;
}

export interface RequestChecksView {
  META_KEYS: Code;
  HEADERS: Code;
  PARAM_HEADERS: Code | null;
  CHECK_ORDER: Code;
  headerNames: string[];
  see: { META_KEYS: string[]; HEADERS: string[]; PARAM_HEADERS: string[]; CHECK_ORDER: string[] };
}

export interface RevisionView {
  id: string;
  status: string;
  era: string;
  isFinal: boolean;
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
  /** The name the package root imports the module's TABLES under. */
  tablesVar: string;
  /** The name mcp-errors/translate imports the module under. */
  moduleVar: string;
  docFile: string;
  protocolVersion: string;
  jsonrpcVersion: string;
  schemaFile: string;
  envelope: { name: string; idOptional: boolean; see: string[] };
  constants: { name: string; value: number; see: string[] }[];
  conditions: ConditionView[];
  absentConditions: string[];
  declarations: Code[];
  runtimeTypes: string[];
  /** Keys of TRANSPORT_FAILURES. */
  transportFailureKeys: string[];
  /** The other revisions, which TRANSLATIONS has a row for. */
  translationTargets: string[];
  /** The module's data exports, as literals, by export name. */
  tables: Record<keyof Tables, Code>;
  /** Modern revisions with a check order: what checkRequest reads, with its sources. */
  requestChecks: RequestChecksView | null;
  genericCondition: string;
  reserved: { code: number; formerCondition: string; note: string }[];
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
  conditions: { key: string; summary: string; revisions: string[] }[];
  registerFile: string;
  genericCondition: string;
}

const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const literal = (value: unknown) => new Code(jsLiteral(value));

export function buildPackageView(model: MergedModel, options: { version: string }): PackageView {
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(options.version))
    throw new Error(`package version ${JSON.stringify(options.version)} is not a semantic version`);
  const ids = model.revisions.map((r) => r.id);
  const vars = { tables: revisionIdentifiers("tables", ids), module: revisionIdentifiers("revision", ids) };
  const revisions = model.revisions.map((r) => revisionView(model, r, vars));
  const finals = revisions.filter((r) => r.isFinal);
  const latest = finals[finals.length - 1];
  if (!latest) throw new Error("the model has no final revision");
  return {
    name: PACKAGE_NAME,
    version: options.version,
    revisions,
    finals,
    previews: revisions.filter((r) => !r.isFinal),
    hasPreviews: finals.length < revisions.length,
    latest,
    conditions: model.conditions.map((c) => ({
      key: c.key,
      summary: c.summary,
      revisions: c.revisions,
    })),
    registerFile: model.registerFile,
    genericCondition: GENERIC_CONDITION,
  };
}

type RevisionVars = Record<"tables" | "module", ReadonlyMap<string, string>>;

/** Where a revision's module, declarations and docs live, and how other modules name it. */
function paths(r: RevisionModel, vars: RevisionVars) {
  if (!/^[a-z0-9][a-z0-9.-]*$/.test(r.id))
    throw new Error(`revision id ${JSON.stringify(r.id)} cannot name a module`);
  const sub =
    r.status === "final" || r.id === "draft"
      ? r.id
      : `${r.status === "draft" ? "draft" : "prerelease"}/${r.id}`;
  const up = sub.includes("/") ? "../" : "./";
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
    tablesVar: vars.tables.get(r.id) ?? "",
    moduleVar: vars.module.get(r.id) ?? "",
    docFile: `docs/${r.id}.md`,
  };
}

function revisionView(model: MergedModel, r: RevisionModel, vars: RevisionVars): RevisionView {
  const decls = new Map<string, Declaration>(r.declarations.map((d) => [d.name, d]));
  const ctx: TypeContext = { known: new Set(decls.keys()), from: r.schemaFile };
  const conditions = [...r.conditions].sort(byKey).map((c) => conditionView(r, c, ctx));
  const tables = revisionTables(model, r);
  const tool = r.toolInputError;
  const toolCondition = conditions.find((c) => tool.form === "protocol-error" && c.code === tool.code);
  return {
    id: r.id,
    status: r.status,
    era: r.era,
    isFinal: r.status === "final",
    ...paths(r, vars),
    protocolVersion: r.protocolVersion,
    jsonrpcVersion: r.jsonrpcVersion,
    schemaFile: r.schemaFile,
    envelope: {
      name: r.envelope.name,
      idOptional: r.envelope.idOptional,
      see: seeRefs(r.envelope.provenance),
    },
    constants: [...r.constants]
      .sort(byName)
      .map((c) => ({ name: c.name, value: c.value, see: seeRefs(c.provenance) })),
    conditions,
    absentConditions: [...r.absentConditions].sort(),
    declarations: [...decls.values()].sort(byName).map((d) => new Code(declarationText(d, ctx))),
    runtimeTypes: RUNTIME_TYPES.filter((name) => !decls.has(name)),
    transportFailureKeys: Object.keys(tables.TRANSPORT_FAILURES),
    translationTargets: Object.keys(tables.TRANSLATIONS),
    tables: Object.fromEntries(
      Object.entries(tables).map(([name, value]) => [name, literal(value)]),
    ) as RevisionView["tables"],
    requestChecks: requestChecksView(r),
    genericCondition: GENERIC_CONDITION,
    reserved: [...r.reserved]
      .sort((a, b) => b.code - a.code)
      .map((x) => ({ code: x.code, formerCondition: x.formerCondition, note: x.note })),
    toolInput: {
      protocolError: tool.form === "protocol-error",
      resultType: tool.resultType?.value ?? null,
      code: toolCondition?.code ?? 0,
      typeName: toolCondition?.typeName ?? "ToolErrorResult",
      note: tool.note,
      see: seeRefs([...tool.provenance, ...(tool.resultType?.provenance ?? [])]),
    },
    resultType: {
      type: new Code(
        `{ readonly required: ${String(r.resultType.required)}; readonly complete: ${jsLiteral(r.resultType.complete)} }`,
      ),
      see: seeRefs(r.resultType.provenance),
    },
    translations: translationDocs(model, r),
    reference: referenceDocs(r),
  };
}

function requestChecksView(r: RevisionModel): RequestChecksView | null {
  const checks = requestCheckTables(r);
  if (!checks || !r.checkOrder || !r.requestMeta || !r.requestHeaders) return null;
  // Schema lines in file order (the interface, then its keys), then the register entry.
  const meta: Provenance[] = [
    ...r.requestMeta.provenance,
    ...r.requestMeta.keys.flatMap((k) => k.provenance),
  ];
  const schemaLines = meta
    .filter((p) => p.kind === "schema")
    .sort((a, b) => a.location.line - b.location.line);
  return {
    META_KEYS: literal(checks.META_KEYS),
    HEADERS: literal(checks.HEADERS),
    PARAM_HEADERS: checks.PARAM_HEADERS ? literal(checks.PARAM_HEADERS) : null,
    CHECK_ORDER: literal(checks.CHECK_ORDER),
    headerNames: Object.keys(checks.HEADERS),
    see: {
      META_KEYS: seeRefs([...schemaLines, ...meta.filter((p) => p.kind !== "schema")]),
      HEADERS: seeRefs(r.requestHeaders.flatMap((h) => h.provenance)),
      PARAM_HEADERS: seeRefs(r.toolParamHeaders?.provenance ?? []),
      CHECK_ORDER: seeRefs(r.checkOrder.provenance),
    },
  };
}

function declarationText(d: Declaration, ctx: TypeContext): string {
  const summary = d.doc.summary ? `${docLines(d.doc.summary)}\n` : "";
  return `/**\n${summary} * @see ${d.location.file}:${d.location.line}\n */\n${renderDeclaration(d, ctx)}`;
}

function conditionView(r: RevisionModel, c: RevisionCondition, ctx: TypeContext): ConditionView {
  const key = c.key;
  const names = conditionNames(key, c.interface?.name);
  const type = names.type;
  const dataType = names.dataType;
  const data = c.data
    ? {
        typeName: dataType,
        required: !c.data.optional,
        declaration: new Code(
          renderNamedType(dataType, c.data.type, [], { ...ctx, from: `${r.id} ${key} data` }),
        ),
      }
    : null;
  // As the module's declaration has it (revision.d.ts.hbs): one options argument, required where the data is.
  const signature = data?.required
    ? `${key}(options: { message?: string | undefined; data: ${dataType} })`
    : `${key}(options?: { message?: string | undefined; data?: ${data ? dataType : "unknown"} })`;
  return {
    key,
    pascal: names.member,
    typeName: type,
    guardName: names.guard,
    code: c.code,
    constant: c.constant,
    message: c.message,
    summary: c.summary,
    see: seeRefs(c.provenance),
    data,
    status: c.httpStatus.status,
    statusType: new Code(c.httpStatus.status === null ? "null" : String(c.httpStatus.status)),
    accepts: [...c.recognition.acceptedCodes].sort((a, b) => b - a),
    draftAliasOf: c.draftAliasOf ?? null,
    signature,
  };
}
