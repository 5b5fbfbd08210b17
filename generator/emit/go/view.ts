/**
 * MergedModel -> template data for the Go module: package and identifier names, each revision's
 * conditions with their constructors, guards, data types and sources, and the tables the engine
 * reads (the revision's entry of the JSON export, without its sources). Every decision about the
 * emitted Go is made here, so the templates only loop and fill in.
 */
import type { MergedModel, RevisionModel } from "../../model/merged-model.ts";
import { revisionJson, withoutSources, type RevisionJson } from "../json/export-model.ts";
import { Code } from "../template-helpers.ts";
import { seeRefs } from "../sources.ts";
import { DataTypes } from "./data-types.ts";
import { MODULE_PATH, mustExport, packageName } from "./names.ts";

export interface ConditionGoView {
  key: string;
  /** The Condition constant, e.g. ResourceNotFound. */
  goName: string;
  newName: string;
  /** The constructor as its errors name it, e.g. mcp20260728.NewResourceNotFound. */
  qualifiedNewName: string;
  isName: string;
  code: number;
  message: string;
  summary: string;
  status: string;
  see: string[];
  notes: { text: string; see: string[] }[];
  /** The constructor's data parameter: none (data is free), required, or optional (a pointer). */
  data: null | { type: string; required: boolean };
  /** The constructor's parameter list and the arguments it passes to the engine. */
  params: Code;
  buildArgs: Code;
}

export interface RevisionGoView {
  id: string;
  status: string;
  era: string;
  protocolVersion: string;
  packageName: string;
  importPath: string;
  /** Directory under the module: the package name, under prerelease/ for pre-releases. */
  dir: string;
  schemaFile: string;
  registerFile: string;
  idOptional: boolean;
  modern: boolean;
  constants: { goName: string; name: string; value: number; see: string[] }[];
  conditions: ConditionGoView[];
  conditionList: Code;
  dataTypes: Code[];
  toolInputProtocolError: boolean;
  toolInputSee: string[];
  envelopeSee: string[];
  transportFailures: { key: string; status: number; summary: string }[];
  /** The engine's tables: this revision's entry of mcp-errors.json without its sources. */
  tables: string;
}

export interface ModuleGoView {
  /** The revision packages' import paths, sorted as gofmt sorts imports. */
  imports: string[];
  modulePath: string;
  goVersion: string;
  version: string;
  registerFile: string;
  revisions: RevisionGoView[];
  finals: RevisionGoView[];
  previews: RevisionGoView[];
  latest: RevisionGoView;
}

/** Names a revision package declares itself; a condition may not take one. */
const PACKAGE_NAMES = [
  "Revision",
  "ProtocolVersion",
  "Era",
  "Error",
  "Status",
  "Unspecified",
  "Hints",
  "Option",
  "Response",
  "CheckOptions",
  "CheckFailure",
  "Tool",
  "TransportFailure",
  "WithMessage",
  "WithData",
  "Condition",
  "Conditions",
  "HTTPStatus",
  "ConditionOf",
  "Respond",
  "ErrorResponse",
  "ToolInputError",
  "TransportFailureOf",
  "CheckRequest",
  "ErrUnknownCondition",
];

export const GO_VERSION = "1.22";

export function buildModuleView(model: MergedModel, options: { version: string }): ModuleGoView {
  const revisions = model.revisions.map((r) => revisionView(r, revisionJson(model, r), model.registerFile));
  const finals = revisions.filter((r) => r.status === "final");
  const latest = finals[finals.length - 1];
  if (!latest) throw new Error("the model has no final revision");
  const dirs = new Set<string>();
  for (const r of revisions) {
    if (dirs.has(r.dir)) throw new Error(`two revisions would share the Go package ${r.dir}`);
    dirs.add(r.dir);
  }
  return {
    imports: revisions.map((r) => r.importPath).sort(),
    modulePath: MODULE_PATH,
    goVersion: GO_VERSION,
    version: options.version,
    registerFile: model.registerFile,
    revisions,
    finals,
    previews: revisions.filter((r) => r.status !== "final"),
    latest,
  };
}

function revisionView(r: RevisionModel, json: RevisionJson, registerFile: string): RevisionGoView {
  const pkg = packageName(r.id);
  const dir = r.status === "prerelease" ? `prerelease/${pkg}` : pkg;
  const names = new Map<string, string>();
  const claim = (name: string, what: string) => {
    const prior = names.get(name);
    if (prior !== undefined)
      throw new Error(`revision ${r.id}: ${what} and ${prior} would both be named ${name} in Go`);
    names.set(name, what);
  };
  for (const name of PACKAGE_NAMES) claim(name, `the package's own ${name}`);
  const constants = [...r.constants]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((c) => {
      const goName = `Code${mustExport(c.name, "constant")}`;
      claim(goName, `constant ${c.name}`);
      return { goName, name: c.name, value: c.value, see: seeRefs(c.provenance) };
    });
  const types = new DataTypes(claim);
  const conditions = [...r.conditions]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((c): ConditionGoView => {
      const goName = mustExport(c.key, "condition key");
      claim(goName, `condition ${c.key}`);
      claim(`New${goName}`, `constructor of ${c.key}`);
      claim(`Is${goName}`, `guard of ${c.key}`);
      const rule = json.conditions[c.key]?.data ?? null;
      const dataName = `${goName}Data`;
      const data =
        rule === null
          ? null
          : { type: types.ofRule(dataName, rule, `the data of ${c.key} errors`), required: rule.required };
      const params =
        data === null
          ? "opts ...Option"
          : data.required
            ? `data ${data.type}, opts ...Option`
            : `data *${data.type}, opts ...Option`;
      const buildArgs =
        data === null ? "nil, false, opts" : data.required ? "data, true, opts" : "data, data != nil, opts";
      return {
        key: c.key,
        goName,
        newName: `New${goName}`,
        qualifiedNewName: `${pkg}.New${goName}`,
        isName: `Is${goName}`,
        code: c.code,
        message: c.message,
        summary: c.summary,
        status: c.httpStatus.status === null ? "unspecified" : String(c.httpStatus.status),
        see: seeRefs([...c.provenance, ...c.httpStatus.provenance]),
        notes: (c.notes ?? []).map((n) => ({ text: n.text, see: seeRefs(n.provenance) })),
        data,
        params: new Code(params),
        buildArgs: new Code(buildArgs),
      };
    });
  return {
    id: r.id,
    status: r.status,
    era: r.era,
    protocolVersion: r.protocolVersion,
    packageName: pkg,
    importPath: `${MODULE_PATH}/${dir}`,
    dir,
    schemaFile: r.schemaFile,
    registerFile,
    idOptional: r.envelope.idOptional,
    modern: json.requestChecks !== null,
    constants,
    conditions,
    conditionList: new Code(conditions.map((c) => c.goName).join(", ")),
    dataTypes: types.declarations.map((d) => new Code(d.text)),
    toolInputProtocolError: r.toolInputError.form === "protocol-error",
    toolInputSee: seeRefs(r.toolInputError.provenance),
    envelopeSee: seeRefs(r.envelope.provenance),
    transportFailures: Object.entries(json.transportFailures).map(([key, f]) => ({
      key,
      status: f.status,
      summary: f.summary,
    })),
    tables: JSON.stringify(withoutSources(json)),
  };
}
