/**
 * The conformance corpus (generated/conformance/): the package mcp-errors-conformance, beside the
 * runtime's package rather than in it (its cases outweigh the whole runtime package, and no server
 * needs them): the corpus in files by layer, op and group, its JSON Schema, and the runner.
 */
import { conformanceNaming } from "../../model/target-names.ts";
import { join } from "node:path";
import type { MergedModel } from "../../model/merged-model.ts";
import { loadTemplates } from "../render-templates.ts";
import { jsLiteral } from "../template-helpers.ts";
import type { EmitTarget } from "../target.ts";
import { buildCases, corpusFiles, type CorpusFile } from "./build-corpus.ts";
import type { CorpusCase } from "./corpus-case.ts";
import { corpusJsonSchema } from "./corpus-schema.ts";
import { DIFFERENCES } from "./differences.ts";
import { OPS, type OpName } from "./ops.ts";
import { runnerFiles } from "./runner-files.ts";

const DIR = "conformance";
const SCHEMA = "corpus.schema.json";

const LAYERS = {
  wire: "What goes on the wire, as the spec decides it: HTTP statuses, JSON-RPC codes, data and ids. An SDK with an API of its own can pass it.",
  package:
    "mcp-errors' own answers: its functions' results, messages, reasons and translation rules, for a port of the package.",
};

const templates = (root: string) => loadTemplates(join(root, "templates", DIR));

/** A case file: its cases one a line, so that a changed fact changes the lines of its own cases. */
function caseFileText(file: CorpusFile): string {
  const depth = file.path.split("/").length;
  const schema = `${"../".repeat(depth)}${SCHEMA}`;
  // As the export writes its text: U+2028, U+2029, < and > escaped, so no file can end a script element.
  const lines = file.cases.map((c) => `    ${jsLiteral(c)}`);
  return `{\n  "$schema": ${JSON.stringify(schema)},\n  "cases": [\n${lines.join(",\n")}\n  ]\n}\n`;
}

function counts(cases: readonly CorpusCase[]) {
  return {
    wire: cases.filter((c) => c.layer === "wire").length,
    package: cases.filter((c) => c.layer === "package").length,
  };
}

function index(version: string, files: readonly CorpusFile[], cases: readonly CorpusCase[]) {
  return {
    $schema: `../${SCHEMA}`,
    format: 1,
    version,
    layers: LAYERS,
    ops: Object.fromEntries(
      (Object.keys(OPS) as OpName[]).map((op) => [
        op,
        { layer: OPS[op].layer, match: OPS[op].match, summary: OPS[op].summary },
      ]),
    ),
    differences: DIFFERENCES,
    files: files.map((f) => ({ path: f.path, cases: f.cases.length })),
    cases: counts(cases),
  };
}

/** What the README lists: the ops by layer, the differences, the counts. */
function readmeView(version: string, cases: readonly CorpusCase[]) {
  const perOp = (op: string) => String(cases.filter((c) => c.op === op).length);
  const ops = (layer: "wire" | "package") =>
    (Object.keys(OPS) as OpName[])
      .filter((op) => OPS[op].layer === layer)
      .map((op) => ({ name: op, summary: OPS[op].summary, cases: perOp(op) }));
  const total = counts(cases);
  return {
    version,
    wire: { count: String(total.wire), ops: ops("wire") },
    package: { count: String(total.package), ops: ops("package") },
    differences: Object.entries(DIFFERENCES).map(([name, text]) => ({ name, text })),
  };
}

export const conformanceTarget: EmitTarget = {
  name: "conformance",
  naming: conformanceNaming,
  render: (model: MergedModel, root: string) => {
    const files = new Map<string, string>(runnerFiles(root, DIR));
    for (const file of corpusFiles(buildCases(model)))
      files.set(`${DIR}/corpus/${file.path}`, caseFileText(file));
    files.set(`${DIR}/${SCHEMA}`, `${jsLiteral(corpusJsonSchema(), 2)}\n`);
    return files;
  },
  // Data and a command, not an API: what it holds is the model's tables, which the release compares already.
  api: () => ({}),
  renderRelease: (model, { version }, root) => {
    const cases = buildCases(model);
    const t = templates(root);
    return new Map([
      [`${DIR}/corpus/index.json`, `${jsLiteral(index(version, corpusFiles(cases), cases), 2)}\n`],
      [`${DIR}/package.json`, t.render("package.json", { version })],
      [`${DIR}/README.md`, t.render("README.md", readmeView(version, cases))],
    ]);
  },
};
