/**
 * What every emitter takes for granted of a merged model that the register's checks cannot see
 * (they read no schema shapes and no emitted names), checked once, at the entry behind the fact.
 */
import { diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { MergedModel, Provenance } from "../model/merged-model.ts";
import { conditionNames, declarationClash } from "../model/names.ts";
import { objectFields } from "../model/object-fields.ts";
import type { SourceLocation } from "../model/schema-model.ts";

/** Not translations: each outcome is built from a condition its destination defines. */
export function checkModelInvariants(model: MergedModel, registerAt: SourceLocation): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const report = (what: string, provenance: readonly Provenance[] = []) =>
    problems.push(diagnostic("model/inconsistent", { what }, provenance[0]?.location ?? registerAt));
  for (const r of model.revisions) {
    const defines = (key: string) => r.conditions.some((c) => c.key === key);
    const generic = r.genericCondition.condition;
    if (!defines(generic))
      report(
        `${r.id} has no ${generic} condition, which stands in for an error that cannot be read`,
        r.genericCondition.provenance,
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
    const order = r.checkOrder;
    for (const condition of order ? [...order.steps.map((s) => s.condition), order.metaInvalid] : [])
      if (!defines(condition))
        report(
          `${r.id}: its check order answers with ${condition}, which it does not define`,
          order?.provenance,
        );
    if (order && (!defines(order.notARequest) || !r.requestMeta || !r.requestHeaders))
      report(
        `${r.id}: a check order needs ${order.notARequest}, the request _meta keys and the standard headers`,
        order.provenance,
      );
    if (order && (!r.base64Sentinel || !r.versionNegotiation || !r.checkMessages))
      report(
        `${r.id}: a check order needs the Base64 sentinel, the version key and the messages`,
        order.provenance,
      );
  }
  return problems;
}
