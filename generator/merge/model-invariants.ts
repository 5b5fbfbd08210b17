/**
 * What every emitter takes for granted of a merged model that the register's checks cannot see
 * (they read no schema shapes and no emitted names), checked once, at the entry behind the fact.
 */
import { diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { MergedModel, Provenance } from "../model/merged-model.ts";
import { conditionNames, declarationClash, GENERIC_CONDITION } from "../model/names.ts";
import { objectFields } from "../model/object-fields.ts";
import type { SourceLocation } from "../model/schema-model.ts";

/** The conditions checkRequest can test for, and the one it answers a body that is no request with. */
const CHECKABLE = ["parseError", "missingRequestMeta", "headerMismatch", "unsupportedProtocolVersion"];
const NOT_A_REQUEST = "invalidRequest";

/** Not translations: each outcome is built from a condition its destination defines. */
export function checkModelInvariants(model: MergedModel, registerAt: SourceLocation): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const report = (what: string, provenance: readonly Provenance[] = []) =>
    problems.push(diagnostic("model/inconsistent", { what }, provenance[0]?.location ?? registerAt));
  for (const r of model.revisions) {
    const defines = (key: string) => r.conditions.some((c) => c.key === key);
    if (!defines(GENERIC_CONDITION))
      report(
        `${r.id} has no ${GENERIC_CONDITION} condition, which stands in for an error that cannot be read`,
        r.envelope.provenance,
      );
    const declarations = new Map(r.declarations.map((d) => [d.name, d]));
    const conditionTypes: string[] = [];
    for (const c of r.conditions) {
      const names = conditionNames(c.key, c.interface?.name);
      conditionTypes.push(names.type, ...(c.data ? [names.dataType] : []));
      const fields = c.data ? objectFields(c.data.type, declarations) : undefined;
      if (c.recognition.rules.some((rule) => rule.requiresData) && !fields)
        report(
          `${r.id}: ${c.key} is recognised by its data, which is not an object the runtime can check`,
          c.provenance,
        );
    }
    // The revision module exports the declarations its error data references beside its own types.
    for (const d of r.declarations) {
      const clash = declarationClash(d.name, conditionTypes);
      if (clash)
        report(`${r.id}: the schema's ${d.name} would be exported beside ${clash}`, [
          { kind: "schema", location: d.location },
        ]);
    }
    const tool = r.toolInputError;
    if (
      tool.form === "protocol-error" &&
      !r.conditions.some((c) => c.code === tool.code && c.recognition.codes.includes(c.code))
    )
      report(
        `${r.id}: no condition is read from the tool input error code ${String(tool.code)} alone`,
        tool.provenance,
      );
    for (const step of r.checkOrder?.steps ?? [])
      if (!CHECKABLE.includes(step.condition))
        report(
          `${r.id}: checkRequest cannot test for ${step.condition} in its check order`,
          r.checkOrder?.provenance,
        );
    if (r.checkOrder && (!defines(NOT_A_REQUEST) || !r.requestMeta || !r.requestHeaders))
      report(
        `${r.id}: a check order needs ${NOT_A_REQUEST}, the request _meta keys and the standard headers`,
        r.checkOrder?.provenance,
      );
  }
  return problems;
}
