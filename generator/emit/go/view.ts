/** MergedModel -> template data for the Go module, reshaped from each revision's JSON export entry. */
import type { MergedModel, RevisionModel } from "../../model/merged-model.ts";
import {
  releaseGroups,
  revisionJson,
  transportFailureKeys,
  withoutSources,
  type RevisionJson,
} from "../../export/export-model.ts";
import { Code, jsLiteral } from "../template-helpers.ts";
import { refs, seeRefs } from "../../export/sources.ts";
import { DataTypes } from "./data-types.ts";
import { GO_CONSTANT_PREFIX, goConditionIdentifiers, packageName } from "../../model/go-names.ts";
import { MODULE_PATH, mustExport } from "./names.ts";
import { GO_PRINT_WIDTH, goLineWidth } from "./wrap-comments.ts";

const GO_VERSION = "1.22";

/** The file each revision package embeds its tables from (`//go:embed`). */
export const TABLES_FILE = "tables.json";

export function buildModuleView(model: MergedModel, options: { version: string }) {
  const revisions = model.revisions.map((r) => revisionView(r, revisionJson(model, r), model.registerFile));
  return {
    imports: revisions.map((r) => r.importPath).sort(),
    modulePath: MODULE_PATH,
    goVersion: GO_VERSION,
    version: options.version,
    registerFile: model.registerFile,
    revisions,
    ...releaseGroups(revisions),
    conditionKeys: model.conditions.map((c) => ({
      goName: `Condition${mustExport(c.key, "condition key")}`,
      key: c.key,
      summary: c.summary,
      revisions: c.revisions.join(", "),
    })),
    transportFailureKeys: transportKeyConstants(model),
  };
}

/** The root's transport failure key constants. */
function transportKeyConstants(model: MergedModel) {
  return transportFailureKeys(model).map((f) => ({
    goName: `Transport${mustExport(f.key, "transport failure key")}`,
    key: f.key,
    summary: f.summary,
    revisions: f.revisions.join(", "),
  }));
}

function revisionView(r: RevisionModel, json: RevisionJson, registerFile: string) {
  const pkg = packageName(r.id);
  const dir = r.status === "prerelease" ? `prerelease/${pkg}` : pkg;
  const constants = json.constants.map((c) => ({
    goName: `${GO_CONSTANT_PREFIX}${mustExport(c.name, "constant")}`,
    name: c.name,
    value: c.value,
    see: refs(c.sources),
  }));
  const types = new DataTypes();
  const conditions = Object.entries(json.conditions).map(([key, c]) => {
    // The check stage refuses a key with no Go name (model/go-names.ts).
    const names = goConditionIdentifiers(key);
    if (names === undefined)
      throw new Error(`condition key ${JSON.stringify(key)} gives no exported Go name`);
    const type = c.data && types.ofRule(names.data, c.data, `the data of ${key} errors`);
    const data = c.data && { type, required: c.data.required };
    // The constructor's data parameter, and how it passes the data on.
    const [dataParams, buildArgs] =
      data === null
        ? [[], "nil, false, opts"]
        : data.required
          ? [[`data ${data.type}`], "data, true, opts"]
          : [[`data *${data.type}`], "data, data != nil, opts"];
    const params = [...dataParams, "opts ...Option"];
    // A signature wider than the print width takes a line per parameter, as gofmt allows.
    const signature = `func ${names.constructor}(${params.join(", ")}) (*Error, error) {`;
    return {
      key,
      goName: names.condition,
      newName: names.constructor,
      qualifiedNewName: `${pkg}.${names.constructor}`,
      isName: names.guard,
      code: c.code,
      message: c.message,
      summary: c.summary,
      status:
        c.httpStatus === null
          ? "unspecified"
          : `${c.httpStatus}${c.httpStatusBasis === "project-choice" ? " (the project's choice: the spec ties no status to it)" : ""}`,
      see: refs([...c.sources, ...c.httpStatusSources]),
      notes: c.notes.map((n) => ({ text: n.text, see: refs(n.sources) })),
      data,
      params: new Code(params.join(", ")),
      paramLines: goLineWidth(signature) > GO_PRINT_WIDTH ? params.map((p) => new Code(p)) : null,
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
    idOptional: json.envelope.idOptional,
    modern: json.requestChecks !== null,
    constants,
    conditions,
    conditionNames: conditions.map((c) => new Code(c.goName)),
    dataTypes: types.declarations.map((text) => new Code(text)),
    toolInputProtocolError: r.toolInputError.form === "protocol-error",
    toolInputSee: seeRefs(r.toolInputError.provenance),
    envelopeSee: refs(json.envelope.sources),
    transportFailures: Object.entries(json.transportFailures).map(([key, f]) => ({
      key,
      status: f.status,
      summary: f.summary,
    })),
    tablesFile: TABLES_FILE,
    /** The package's tables.json: indented, so a changed fact changes its own lines; U+2028/U+2029 and `<`/`>` escaped, as in every module. */
    tables: `${jsLiteral(withoutSources(json), 2)}\n`,
  };
}
