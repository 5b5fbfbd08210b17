/**
 * Revision-wide rules: code bands, reserved codes, transport failures before dispatch, the form of
 * tool input errors, the check order, the guidance on local errors, the initialize counter-offer.
 */
import type { CheckStep, CodeBand, RevisionModel } from "../model/merged-model.ts";
import { compareKeyed, valueChange, type Side } from "./comparison.ts";
import { locate, type Finding } from "./report.ts";

const CHECK_ORDER = "the check order for a malformed HTTP request";
const LOCAL_ERRORS = "the guidance on local versus peer errors";

export function comparePolicy(base: Side, head: Side): Finding[] {
  const [b, a] = [base.revision, head.revision];
  const steps = (order: { steps: CheckStep[] }) =>
    order.steps.map((s) => `${s.check} → ${s.condition} (HTTP ${s.http})`);
  return [
    ...compareKeyed(b.bands, a.bands, {
      key: (band) => `${band.from}..${band.to}`,
      value: (band) => ({ class: band.class, emitUndefined: band.emitUndefined, interpret: band.interpret }),
      subject: (band) => ({ band }),
      absent: undefined,
      ruleId: { added: "code-band-added", removed: "code-band-removed", changed: "code-band-changed" },
      added: (band, key) => `code band ${key} is new: ${describeBand(band)}`,
      removed: (band, key) => `code band ${key} (${describeBand(band)}) is gone`,
      changed: (was, is, key) => `code band ${key}: ${describeBand(was)} → ${describeBand(is)}`,
    }),
    ...compareKeyed(b.reserved, a.reserved, {
      key: (r) => String(r.code),
      subject: (_, r) => ({ code: r.code, condition: r.formerCondition }),
      absent: undefined,
      ruleId: { added: "reserved-code-added", removed: "reserved-code-removed" },
      added: (r) => `code ${r.code} is reserved (it carried ${r.formerCondition}) and never reused`,
      removed: (r) => `code ${r.code} (formerly ${r.formerCondition}) is no longer reserved`,
    }),
    ...compareKeyed(b.transportFailures, a.transportFailures, {
      key: (f) => f.key,
      value: (f) => f.status,
      subject: (failure) => ({ failure }),
      absent: undefined,
      ruleId: {
        added: "transport-failure-added",
        removed: "transport-failure-removed",
        changed: "transport-failure-status-changed",
      },
      added: (f, key) => `transport failure ${key}: HTTP ${f.status} in ${head.label}`,
      removed: (f, key) => `transport failure ${key} (HTTP ${f.status}) is gone from ${head.label}`,
      changed: (was, is, key) => `transport failure ${key}: HTTP ${was.status} → ${is.status}`,
    }),
    ...compareKeyed(b.checkOrder && [b.checkOrder], a.checkOrder && [a.checkOrder], {
      key: () => "checkOrder",
      value: steps,
      subject: () => ({}),
      absent: null,
      ruleId: "check-order-changed",
      added: (order) => `${CHECK_ORDER} is now documented: ${steps(order).join("; ")}`,
      removed: () => `${CHECK_ORDER} is no longer documented`,
      changed: (_, order) => `${CHECK_ORDER} changed: ${steps(order).join("; ")}`,
    }),
    ...compareKeyed(b.localErrors && [b.localErrors], a.localErrors && [a.localErrors], {
      key: () => "localErrors",
      value: (local) => local.guidance,
      subject: () => ({}),
      absent: null,
      ruleId: "local-errors-guidance-changed",
      added: () => `${LOCAL_ERRORS} is new`,
      removed: () => `${LOCAL_ERRORS} is gone`,
      changed: () => `${LOCAL_ERRORS} changed`,
    }),
    ...toolInputError(b, a),
    ...counterOffer(b, a),
  ];
}

function describeBand(band: CodeBand): string {
  const interpret = `receivers ${band.interpret ? "may" : "must not"} interpret them`;
  return `${band.class}, undefined codes ${band.emitUndefined}, ${interpret}`;
}

function toolInputError(base: RevisionModel, head: RevisionModel): Finding[] {
  const value = ({ toolInputError: rule }: RevisionModel) => ({ form: rule.form, code: rule.code ?? null });
  const describe = ({ toolInputError: rule }: RevisionModel) =>
    rule.form === "protocol-error"
      ? `a protocol error${rule.code !== undefined ? ` (${rule.code})` : ""}`
      : "a tool result with isError: true";
  const message = `tool input validation failures: ${describe(base)} → ${describe(head)}`;
  const location = locate(head.toolInputError.provenance);
  return valueChange("tool-input-error-form-changed", message, location, value(base), value(head));
}

/** Whether a refused initialize version gets a counter-offer (legacy) or an error (modern). */
function counterOffer(base: RevisionModel, head: RevisionModel): Finding[] {
  const message = head.counterOffer
    ? "a refused initialize version gets a counter-offer (a supported version), not an error"
    : "a refused protocol version gets an error, no longer a counter-offer";
  const location = locate((head.counterOffer ?? base.counterOffer)?.provenance);
  const [from, to] = [base.counterOffer !== undefined, head.counterOffer !== undefined];
  return valueChange("counter-offer-changed", message, location, from, to);
}
