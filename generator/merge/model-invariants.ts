/**
 * What every emitter may take for granted of a merged model, checked once, here. The register's
 * checks should make each hold, so a failure points at the entry behind the fact that breaks it.
 */
import { diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { MergedModel, Provenance, RevisionModel } from "../model/merged-model.ts";
import { conditionNames, declarationClash } from "../model/names.ts";
import { MAX_DEPTH, objectFields } from "../model/object-fields.ts";
import type { Declaration, SourceLocation, TypeShape } from "../model/schema-model.ts";

/** The condition every revision defines: the stand-in for an error that cannot be read or forwarded. */
export const GENERIC_CONDITION = "internalError";

/** The conditions checkRequest can test for, and the one it answers a body that is no request with. */
export const CHECKABLE = ["parseError", "missingRequestMeta", "headerMismatch", "unsupportedProtocolVersion"];
export const NOT_A_REQUEST = "invalidRequest";

type Report = (what: string, provenance?: readonly Provenance[]) => void;

export function checkModelInvariants(model: MergedModel, registerAt: SourceLocation): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const report: Report = (what, provenance = []) =>
    problems.push(diagnostic("model/inconsistent", { what }, provenance[0]?.location ?? registerAt));
  for (const r of model.revisions) checkRevision(r, report);
  for (const pair of model.translations) {
    const from = model.revisions.find((r) => r.id === pair.from);
    const to = model.revisions.find((r) => r.id === pair.to);
    if (!from || !to) continue;
    const name = `the translation from ${pair.from} to ${pair.to}`;
    const defines = (key: string | undefined, code: number | undefined) =>
      to.conditions.some((x) => x.key === key && x.code === code);
    for (const c of from.conditions) {
      const outcomes = pair.outcomes.filter((o) => o.condition === c.key);
      const o = outcomes[0];
      if (!o || outcomes.length > 1) {
        report(`${name} has ${outcomes.length} outcomes for ${c.key}, not one`, c.provenance);
        continue;
      }
      const [target, code] =
        o.kind === "mapped"
          ? [o.toCondition, o.code]
          : o.kind === "untranslatable"
            ? [o.fallback.condition, o.fallback.code]
            : [o.condition, o.code];
      if (!defines(target, code))
        report(`${name} sends ${c.key} as ${target} ${code}, which ${to.id} does not define`, c.provenance);
      if (o.kind === "passthrough" && code !== c.code)
        report(`${name} passes ${c.key} through under another code`, c.provenance);
    }
    if (pair.outcomes.length !== from.conditions.length)
      report(`${name} has outcomes for conditions ${pair.from} does not define`, pair.provenance);
    const rules = [...(pair.undefinedCodes ?? [])].sort((a, b) => a.from - b.from);
    rules.forEach((rule, i) => {
      const next = rules[i + 1];
      if (rule.from > rule.to || (next && next.from <= rule.to))
        report(`${name}: the ranges of undefined codes overlap or run backwards`, rule.provenance);
      if (rule.rule === "untranslatable" && !defines(rule.fallback?.condition, rule.fallback?.code))
        report(
          `${name}: undefined codes ${rule.from}..${rule.to} fall back to a condition ${to.id} does not define`,
          rule.provenance,
        );
    });
  }
  return problems;
}

function checkRevision(r: RevisionModel, report: Report): void {
  const defines = (key: string | null) => key === null || r.conditions.some((c) => c.key === key);
  if (!defines(GENERIC_CONDITION))
    report(
      `${r.id} has no ${GENERIC_CONDITION} condition, which stands in for an error that cannot be read`,
      r.envelope.provenance,
    );
  for (const shared of r.sharedCodes)
    for (const key of [...shared.tryInOrder, shared.fallback])
      if (!defines(key))
        report(`${r.id} reads code ${shared.code} as ${String(key)}, which it does not define`);
  for (const f of r.transportFailures)
    if (!defines(f.condition))
      report(
        `${r.id}: transport failure ${f.key} names ${String(f.condition)}, which ${r.id} does not define`,
        f.provenance,
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
    if (c.data && hasProtoField(c.data.type, declarations, 0))
      report(
        `${r.id}: the data of ${c.key} has a field named __proto__, which cannot be checked safely`,
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
  if (r.resultType.required && r.resultType.complete === null)
    report(
      `${r.id}: results must carry a resultType, but no complete value is known`,
      r.resultType.provenance,
    );
  if (!r.checkOrder) return;
  for (const step of r.checkOrder.steps)
    if (!CHECKABLE.includes(step.condition) || !defines(step.condition))
      report(
        `${r.id}: checkRequest cannot test for ${step.condition} in its check order`,
        r.checkOrder.provenance,
      );
  if (!defines(NOT_A_REQUEST) || !r.requestMeta || !r.requestHeaders)
    report(
      `${r.id}: a check order needs ${NOT_A_REQUEST}, the request _meta keys and the standard headers`,
      r.checkOrder.provenance,
    );
}

/** Whether a field named __proto__ sits anywhere in the shape: a table literal cannot hold one. */
function hasProtoField(shape: TypeShape, decls: ReadonlyMap<string, Declaration>, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  const inner = (s: TypeShape) => hasProtoField(s, decls, depth + 1);
  switch (shape.kind) {
    case "object":
      return (
        shape.fields.some((f) => f.name === "__proto__" || inner(f.type)) ||
        (!!shape.index && inner(shape.index.value))
      );
    case "array":
      return inner(shape.element);
    case "tuple":
      return shape.elements.some(inner);
    case "union":
    case "intersection":
      return shape.members.some(inner);
    case "ref": {
      const d = decls.get(shape.name);
      return !!d && (inner(d.type) || (d.kind === "interface" && d.extends.some(inner)));
    }
    default:
      return false;
  }
}
