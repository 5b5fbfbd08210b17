/** MergedModel -> template data for the Python package, reshaped from each revision's JSON export entry. */
import type { MergedModel, RevisionModel } from "../../model/merged-model.ts";
import {
  releaseGroups,
  revisionJson,
  transportFailureKeys,
  withoutSources,
  type RevisionJson,
} from "../../export/export-model.ts";
import { refs, seeRefs } from "../../export/sources.ts";
import { Code, jsLiteral } from "../template-helpers.ts";
import { DataTypes } from "./data-types.ts";
import { moduleName, pascalName, snakeName, upperName } from "./names.ts";

/** The folder of the package's data each revision module loads its tables from. */
export const TABLES_DIR = "_tables";

/** The oldest Python the package supports; pyproject.toml and the README say so. */
export const PYTHON_VERSION = "3.10";

export function buildPackageView(model: MergedModel, options: { version: string }) {
  const revisions = model.revisions.map((r) => revisionView(r, revisionJson(model, r), model.registerFile));
  return {
    version: options.version,
    pythonVersion: PYTHON_VERSION,
    pythonRequires: `>=${PYTHON_VERSION}`,
    tablesGlob: `${TABLES_DIR}/*.json`,
    registerFile: model.registerFile,
    revisions,
    ...releaseGroups(revisions),
    transportFailureKeys: transportFailureKeys(model).map((f) => ({
      name: `TRANSPORT_${upperName(f.key, "transport failure key")}`,
      key: f.key,
      summary: f.summary,
      revisions: f.revisions.join(", "),
    })),
  };
}

function revisionView(r: RevisionModel, json: RevisionJson, registerFile: string) {
  const types = new DataTypes();
  const conditions = Object.entries(json.conditions).map(([key, c]) => {
    const fn = snakeName(key, "condition key");
    const typeName = `${pascalName(key) ?? upperName(key, "condition key")}Data`;
    const type = c.data && types.ofRule(typeName, c.data, `the data of ${key} errors`);
    const data = c.data && { type, required: c.data.required };
    const [params, args] =
      data === null
        ? ["*, message: Optional[str] = None, data: Any = _ABSENT", "data, data is not _ABSENT, message"]
        : data.required
          ? [`data: ${data.type}, *, message: Optional[str] = None`, "data, True, message"]
          : [
              `data: Optional[${data.type}] = None, *, message: Optional[str] = None`,
              "data, data is not None, message",
            ];
    return {
      key,
      member: upperName(key, "condition key"),
      fn,
      isName: `is_${fn}`,
      code: c.code,
      message: c.message,
      summary: c.summary,
      status: c.httpStatus === null ? "unspecified" : String(c.httpStatus),
      see: refs([...c.sources, ...c.httpStatusSources]),
      notes: c.notes.map((n) => ({ text: n.text, see: refs(n.sources) })),
      data,
      doc:
        `The error of condition ${key}: code ${c.code}, with the default message ${JSON.stringify(c.message)} unless one is given. ` +
        (data === null
          ? "This revision gives its data no shape: any JSON value."
          : data.required
            ? "Its data is required and checked at every depth: ValueError or TypeError for a wrong value."
            : "Its data is optional (None: none) and checked at every depth."),
      isDoc: `Whether this revision reads the error as ${key}, with data that fits the condition's rule; hints tell apart conditions that share its code. Never raises.`,
      params: new Code(params),
      buildArgs: new Code(args),
    };
  });
  const dataTypes = types.declarations;
  const used = (name: string) =>
    name === "Any" || name === "Dict" || name === "Optional" || name === "Union" || name === "Literal"
      ? true
      : name === "List"
        ? json.requestChecks !== null || dataTypes.some((d) => d.includes("List["))
        : dataTypes.some((d) => d.includes(`${name}(`) || d.includes(`(${name}`));
  const typing = ["Any", "Dict", "List", "Literal", "Optional", "TypedDict", "Union"].filter(used);
  const failures = Object.entries(json.transportFailures);
  return {
    id: r.id,
    doc:
      `The JSON-RPC errors of MCP revision ${r.id} (${r.status}, ${r.era} era): its codes, conditions, ` +
      `constructors with typed data, guards and HTTP statuses. Schema: ${r.schemaFile}.`,
    typingImport: new Code(`from typing import ${typing.join(", ")}`),
    transportFailureDoc:
      "The transport failure with this key, if this revision's HTTP transport has it: " +
      failures.map(([key, f]) => `${key} (${f.status}): ${f.summary}`).join("; "),
    status: r.status,
    era: r.era,
    protocolVersion: r.protocolVersion,
    moduleName: moduleName(r.id),
    schemaFile: r.schemaFile,
    registerFile,
    idOptional: json.envelope.idOptional,
    modern: json.requestChecks !== null,
    constants: json.constants.map((c) => ({
      name: upperName(c.name, "constant"),
      value: c.value,
      see: refs(c.sources),
    })),
    conditions,
    dataTypes: dataTypes.map((text) => new Code(text)),
    toolInputProtocolError: r.toolInputError.form === "protocol-error",
    toolInputSee: seeRefs(r.toolInputError.provenance),
    envelopeSee: refs(json.envelope.sources),
    /** The module's tables file (package data): indented, so a changed fact changes its own lines. */
    tablesFile: `${TABLES_DIR}/${moduleName(r.id)}.json`,
    tables: `${jsLiteral(withoutSources(json), 2)}\n`,
  };
}
