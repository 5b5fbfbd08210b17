/** MergedModel -> template data for the mcp-errors package, so the templates only loop and fill in. */
import type { MergedModel, RevisionCondition, RevisionModel } from "../../model/merged-model.ts";
import type { Declaration } from "../../model/schema-model.ts";
import { REVISION_ID, conditionNames, revisionIdentifiers } from "../../model/names.ts";
import { refs, seeRefs } from "../../export/sources.ts";
import { Code, docComment, docLines, jsLiteral, jsTableLiteral } from "../template-helpers.ts";
import { compareText } from "../../model/type-text.ts";
import {
  genericCondition,
  releaseGroups,
  revisionJson,
  transportFailureKeys,
  withoutSources,
  type RevisionJson,
} from "../../export/export-model.ts";
import { referenceDocs, translationDocs } from "./docs-view.ts";
import { revisionTables, type Tables } from "./tables.ts";
import { renderDeclaration, renderNamedType } from "./type-render.ts";

const PACKAGE_NAME = "mcp-errors";

/** The runtime modules a revision module imports; templates name them in camelCase (toolInput). */
const RUNTIME_MODULES =
  "build check-request envelope methods parse request-era revision status table tool-input transport-failure types";
const camelCase = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Runtime types a revision module re-exports unless its schema declares the same name. */
const RUNTIME_TYPES =
  "CodeClass ErrorObject ParseFailure ParseOptions Parsed RecognitionOptions RequestId ToolErrorResult";

const byKey = (a: { key: string }, b: { key: string }) => compareText(a.key, b.key);
const byName = (a: { name: string }, b: { name: string }) => compareText(a.name, b.name);
const literal = (value: unknown) => new Code(jsTableLiteral(value));

type RevisionNames = Record<"tables" | "module", ReadonlyMap<string, string>>;

export function buildPackageView(model: MergedModel, options: { version: string }) {
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(options.version))
    throw new Error(`package version ${JSON.stringify(options.version)} is not a semantic version`);
  const ids = model.revisions.map((r) => r.id);
  const names = { tables: revisionIdentifiers("tables", ids), module: revisionIdentifiers("revision", ids) };
  const revisions = model.revisions.map((r) => revisionView(model, r, revisionJson(model, r), names));
  return {
    name: PACKAGE_NAME,
    version: options.version,
    revisions,
    ...releaseGroups(revisions),
    conditions: model.conditions.map(({ key, summary, revisions }) => ({ key, summary, revisions })),
    transportFailureKeys: transportFailureKeys(model).map((f) => ({
      ...f,
      member: conditionNames(f.key).member,
      comment: new Code(docComment(`${f.summary} (${f.revisions.join(", ")})`, 2)),
    })),
    registerFile: model.registerFile,
    genericCondition: genericCondition(model),
  };
}

/** Where a revision's module, declarations and docs live, and how other modules name it. */
function paths(r: RevisionModel, names: RevisionNames) {
  // The manifest stage checks ids; this keeps a path out of the package should one slip past.
  if (!REVISION_ID.test(r.id)) throw new Error(`revision id ${JSON.stringify(r.id)} cannot name a module`);
  // A final's subpath is its id ("./2026-07-28"); a preview's says what it is ("./prerelease/x").
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
    // typesVersions keys subpaths without "./" for node10 resolution.
    subpath: sub,
    specifier: `${PACKAGE_NAME}/${sub}`,
    moduleBase: `lib/${sub}`,
    fromIndex: `./${sub}.js`,
    runtime: Object.fromEntries(
      RUNTIME_MODULES.split(" ").map((file) => [camelCase(file), `${up}runtime/${file}.js`]),
    ),
    tablesVar: names.tables.get(r.id) ?? "",
    moduleVar: names.module.get(r.id) ?? "",
    docFile: `docs/${r.id}.md`,
  };
}

function revisionView(model: MergedModel, r: RevisionModel, json: RevisionJson, names: RevisionNames) {
  const decls = new Map(r.declarations.map((d) => [d.name, d]));
  const conditions = [...r.conditions].sort(byKey).map(conditionView);
  const tables = revisionTables(json);
  const tool = r.toolInputError;
  const toolCondition = conditions.find((c) => tool.form === "protocol-error" && c.code === tool.code);
  const requestChecks = requestChecksView(r, json);
  const requestEra = json.requestEra && {
    REQUEST_ERA: literal(withoutSources(json.requestEra)),
    see: seeRefs(r.requestEra?.provenance ?? []),
  };
  return {
    id: r.id,
    status: r.status,
    era: r.era,
    ...paths(r, names),
    protocolVersion: r.protocolVersion,
    jsonrpcVersion: r.jsonrpcVersion,
    schemaFile: r.schemaFile,
    envelope: { name: r.envelope.name, idOptional: r.envelope.idOptional, see: refs(json.envelope.sources) },
    constants: json.constants.map((c) => ({ name: c.name, value: c.value, see: refs(c.sources) })),
    conditions,
    absentConditions: json.absentConditions,
    declarations: [...decls.values()].sort(byName).map((d) => new Code(declarationText(d))),
    runtimeTypes: RUNTIME_TYPES.split(" ").filter((name) => !decls.has(name)),
    transportFailureKeys: Object.keys(tables.TRANSPORT_FAILURES),
    translationTargets: Object.keys(tables.TRANSLATIONS),
    tables: Object.fromEntries(
      Object.entries(tables).map(([name, value]) => [name, literal(value)]),
    ) as Record<keyof Tables, Code>,
    requestChecks,
    requestEra,
    tableMembers: tableMembers(requestChecks, requestEra !== null),
    genericCondition: r.genericCondition.condition,
    genericConditionSee: seeRefs(r.genericCondition.provenance),
    reserved: withoutSources(json.reserved),
    toolInput: {
      protocolError: tool.form === "protocol-error",
      resultType: tool.resultType?.value ?? null,
      code: toolCondition?.code ?? 0,
      typeName: toolCondition?.typeName ?? "ToolErrorResult",
      note: tool.note,
      see: refs(json.toolInputError.sources),
    },
    resultType: {
      type: new Code(
        `{ readonly required: ${String(r.resultType.required)}; readonly complete: ${jsLiteral(r.resultType.complete)} }`,
      ),
      see: refs(json.resultType.sources),
    },
    translations: translationDocs(model, r, json),
    reference: referenceDocs(r, json),
  };
}

/** Tables the package root alone reads; the module's answering functions index the rest (ModuleTables). */
const ROOT_ONLY_TABLES = ["CODE_BANDS", "RESERVED_CODES", "TOOL_INPUT_ERROR", "METHODS", "REMOVED_METHODS"];

/** The members of a module's TABLES, in order, and those its answering functions index. */
function tableMembers(checks: ReturnType<typeof requestChecksView>, requestEra: boolean) {
  const core =
    "REVISION PROTOCOL_VERSION ERA GENERIC_CONDITION CONDITIONS HTTP_STATUS SHARED_CODES CODE_BANDS RESERVED_CODES";
  const request = checks && ["META_KEYS", "HEADERS", ...(checks.PARAM_HEADERS ? ["PARAM_HEADERS"] : [])];
  const all = [
    ...core.split(" "),
    "ENVELOPE",
    "TRANSPORT_FAILURES",
    "TOOL_INPUT_ERROR",
    "METHODS",
    "REMOVED_METHODS",
    ...(request ? [...request, "CHECK_ORDER", "CHECK_POLICY"] : []),
    ...(requestEra ? ["REQUEST_ERA"] : []),
  ];
  return { all, answering: all.filter((name) => !ROOT_ONLY_TABLES.includes(name)) };
}

/** What checkRequest reads, as literals, with the sources of each table. */
function requestChecksView(r: RevisionModel, { requestChecks: checks }: RevisionJson) {
  if (!checks || !r.checkOrder || !r.requestMeta || !r.requestHeaders) return null;
  // Schema lines in file order (the interface, then its keys), then the register entry.
  const meta = [...r.requestMeta.provenance, ...r.requestMeta.keys.flatMap((k) => k.provenance)];
  const schemaLines = meta
    .filter((p) => p.kind === "schema")
    .sort((a, b) => a.location.line - b.location.line);
  const metaKeys = checks.metaKeys.map((k) => [
    k.key,
    { required: k.required, type: k.type, ...(k.values !== null && { values: k.values }) },
  ]);
  const headers = checks.headers.map((h) => [h.name, { bodyField: h.bodyField, base64: h.base64 }]);
  return {
    META_KEYS: literal(Object.fromEntries(metaKeys)),
    HEADERS: literal(Object.fromEntries(headers)),
    PARAM_HEADERS: checks.paramHeaders && literal(withoutSources(checks.paramHeaders)),
    CHECK_ORDER: literal(checks.steps.map((s) => s.condition)),
    CHECK_POLICY: literal(
      withoutSources({
        steps: checks.steps,
        notARequest: checks.notARequest,
        metaInvalid: checks.metaInvalid,
        base64Sentinel: checks.base64Sentinel,
        versionKey: checks.versionKey,
        versionsMethod: checks.versionsMethod,
        messages: checks.messages,
        kinds: checks.kinds,
      }),
    ),
    headerNames: checks.headers.map((h) => h.name),
    see: {
      META_KEYS: seeRefs([...schemaLines, ...meta.filter((p) => p.kind !== "schema")]),
      HEADERS: seeRefs(r.requestHeaders.flatMap((h) => h.provenance)),
      PARAM_HEADERS: seeRefs(r.toolParamHeaders?.provenance ?? []),
      CHECK_ORDER: seeRefs(r.checkOrder.provenance),
      CHECK_POLICY: seeRefs([
        ...r.checkOrder.provenance,
        ...(r.base64Sentinel?.provenance ?? []),
        ...(r.versionNegotiation?.provenance ?? []),
        ...(r.checkMessages?.provenance ?? []),
      ]),
    },
  };
}

function declarationText(d: Declaration): string {
  const summary = d.doc.summary ? `${docLines(d.doc.summary)}\n` : "";
  return `/**\n${summary} * @see ${d.location.file}:${d.location.line}\n */\n${renderDeclaration(d)}`;
}

function conditionView(c: RevisionCondition) {
  const names = conditionNames(c.key, c.interface?.name);
  const data = c.data
    ? {
        typeName: names.dataType,
        required: !c.data.optional,
        declaration: new Code(renderNamedType(names.dataType, c.data.type)),
      }
    : null;
  const status = c.httpStatus.status;
  return {
    key: c.key,
    pascal: names.member,
    typeName: names.type,
    guardName: names.guard,
    code: c.code,
    constant: c.constant,
    message: c.message,
    summary: c.summary,
    see: seeRefs(c.provenance),
    data,
    status,
    statusType: new Code(status === null ? "null" : String(status)),
    // Codes a receiver also reads as the condition, though this revision never sends them.
    accepts: [...c.recognition.acceptedCodes].sort((a, b) => b - a),
    draftAliasOf: c.draftAliasOf ?? null,
    // For the docs: the constructor's call signature, as revision.d.ts.hbs declares it.
    signature: data?.required
      ? `${c.key}(options: { message?: string | undefined; data: ${data.typeName} })`
      : `${c.key}(options?: { message?: string | undefined; data?: ${data ? data.typeName : "unknown"} })`,
  };
}
