/** Revision-wide rules: code bands, reserved codes, tool input errors, check order, local errors, the initialize counter-offer. */
import type { CodeBand, RevisionModel, ToolInputErrorRule } from "../model/merged-model.ts";
import type { DetailValue, Finding } from "./change.ts";
import { pickLocation } from "./locations.ts";
import { sortedCodes } from "./revision-index.ts";

export function comparePolicy(base: RevisionModel, head: RevisionModel): Finding[] {
  return [
    ...bands(base, head),
    ...reserved(base, head),
    ...toolInputError(base, head),
    ...checkOrder(base, head),
    ...localErrors(base, head),
    ...counterOffer(base, head),
  ];
}

function bandKey(band: CodeBand): string {
  return `${band.from}..${band.to}`;
}

function bandRules(band: CodeBand): { [key: string]: DetailValue } {
  return { class: band.class, emitUndefined: band.emitUndefined, interpret: band.interpret };
}

function describeBand(band: CodeBand): string {
  return `${band.class}, undefined codes ${band.emitUndefined}, receivers ${band.interpret ? "may" : "must not"} interpret them`;
}

function bands(base: RevisionModel, head: RevisionModel): Finding[] {
  const findings: Finding[] = [];
  const before = new Map(base.bands.map((b) => [bandKey(b), b]));
  const after = new Map(head.bands.map((b) => [bandKey(b), b]));
  const ordered = [...after.values(), ...[...before.values()].filter((b) => !after.has(bandKey(b)))].sort(
    (a, b) => a.from - b.from || a.to - b.to,
  );
  for (const band of ordered) {
    const key = bandKey(band);
    const b = before.get(key);
    const a = after.get(key);
    if (!b && a)
      findings.push({
        ruleId: "code-band-added",
        message: `code band ${key} is new: ${describeBand(a)}`,
        location: pickLocation(a.provenance, "register"),
        details: { band: key, to: bandRules(a) },
      });
    else if (b && !a)
      findings.push({
        ruleId: "code-band-removed",
        message: `code band ${key} (${describeBand(b)}) is gone`,
        location: pickLocation(b.provenance, "register"),
        details: { band: key, from: bandRules(b) },
      });
    else if (b && a && JSON.stringify(bandRules(b)) !== JSON.stringify(bandRules(a)))
      findings.push({
        ruleId: "code-band-changed",
        message: `code band ${key}: ${describeBand(b)} → ${describeBand(a)}`,
        location: pickLocation(a.provenance, "register"),
        details: { band: key, from: bandRules(b), to: bandRules(a) },
      });
  }
  return findings;
}

function reserved(base: RevisionModel, head: RevisionModel): Finding[] {
  const findings: Finding[] = [];
  const before = new Map(base.reserved.map((r) => [r.code, r]));
  const after = new Map(head.reserved.map((r) => [r.code, r]));
  for (const code of sortedCodes([...before.keys(), ...after.keys()])) {
    const b = before.get(code);
    const a = after.get(code);
    if (!b && a)
      findings.push({
        ruleId: "reserved-code-added",
        message: `code ${code} is reserved (it carried ${a.formerCondition}) and never reused`,
        location: pickLocation(a.provenance, "register"),
        details: { code, condition: a.formerCondition },
      });
    else if (b && !a)
      findings.push({
        ruleId: "reserved-code-removed",
        message: `code ${code} (formerly ${b.formerCondition}) is no longer reserved`,
        location: pickLocation(b.provenance, "register"),
        details: { code, condition: b.formerCondition },
      });
  }
  return findings;
}

function describeToolInput(rule: ToolInputErrorRule): string {
  return rule.form === "protocol-error"
    ? `a protocol error${rule.code !== undefined ? ` (${rule.code})` : ""}`
    : "a tool result with isError: true";
}

function toolInputError(base: RevisionModel, head: RevisionModel): Finding[] {
  const before = base.toolInputError;
  const after = head.toolInputError;
  if (before.form === after.form && before.code === after.code) return [];
  const value = (rule: ToolInputErrorRule) => ({ form: rule.form, code: rule.code ?? null });
  return [
    {
      ruleId: "tool-input-error-form-changed",
      message: `tool input validation failures: ${describeToolInput(before)} → ${describeToolInput(after)}`,
      location: pickLocation(after.provenance, "register"),
      details: { from: value(before), to: value(after) },
    },
  ];
}

function checkOrder(base: RevisionModel, head: RevisionModel): Finding[] {
  const steps = (model: RevisionModel) =>
    model.checkOrder?.steps.map((s) => `${s.check} → ${s.condition} (HTTP ${s.http})`) ?? null;
  const before = steps(base);
  const after = steps(head);
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const what = !before ? "is now documented" : !after ? "is no longer documented" : "changed";
  return [
    {
      ruleId: "check-order-changed",
      message: `the check order for a malformed HTTP request ${what}${after ? `: ${after.join("; ")}` : ""}`,
      location: pickLocation((head.checkOrder ?? base.checkOrder)?.provenance, "register"),
      details: { from: before, to: after },
    },
  ];
}

function localErrors(base: RevisionModel, head: RevisionModel): Finding[] {
  const before = base.localErrors?.guidance ?? null;
  const after = head.localErrors?.guidance ?? null;
  if (before === after) return [];
  const what = before === null ? "is new" : after === null ? "is gone" : "changed";
  return [
    {
      ruleId: "local-errors-guidance-changed",
      message: `the guidance on local versus peer errors ${what}`,
      location: pickLocation((head.localErrors ?? base.localErrors)?.provenance, "register"),
      details: { from: before, to: after },
    },
  ];
}

/** Whether a refused initialize version gets a counter-offer (legacy) or an error (modern). */
function counterOffer(base: RevisionModel, head: RevisionModel): Finding[] {
  const before = base.counterOffer !== undefined;
  const after = head.counterOffer !== undefined;
  if (before === after) return [];
  return [
    {
      ruleId: "counter-offer-changed",
      message: after
        ? "a refused initialize version gets a counter-offer (a supported version), not an error"
        : "a refused protocol version gets an error, no longer a counter-offer",
      location: pickLocation((head.counterOffer ?? base.counterOffer)?.provenance, "register"),
      details: { from: before, to: after },
    },
  ];
}
