/**
 * Revision-wide rules: code bands, reserved codes, transport failures before dispatch, the form of
 * tool input errors, the check order, the guidance on local errors, the initialize counter-offer.
 */
import type { CodeBand, RevisionModel, ToolInputErrorRule } from "../model/merged-model.ts";
import { compareKeyed, matchByKey, valueChange, type Side } from "./comparison.ts";
import { locate } from "./locations.ts";
import type { Finding } from "./report.ts";

export function comparePolicy(base: Side, head: Side): Finding[] {
  const [b, a] = [base.revision, head.revision];
  const toolInput = (rule: ToolInputErrorRule) => ({ form: rule.form, code: rule.code ?? null });
  const steps = (r: RevisionModel) =>
    r.checkOrder
      ? [
          {
            ...r.checkOrder,
            steps: r.checkOrder.steps.map((s) => `${s.check} → ${s.condition} (HTTP ${s.http})`),
          },
        ]
      : [];
  return [
    ...bands(b, a),
    ...reserved(b, a),
    ...compareKeyed(b.transportFailures, a.transportFailures, {
      key: (f) => f.key,
      value: (f) => f.status,
      subject: (failure) => ({ failure }),
      absent: undefined,
      added: (f, key) => [
        "transport-failure-added",
        `transport failure ${key}: HTTP ${f.status} in ${head.label}`,
      ],
      removed: (f, key) => [
        "transport-failure-removed",
        `transport failure ${key} (HTTP ${f.status}) is gone from ${head.label}`,
      ],
      changed: (before, after, key) => [
        "transport-failure-status-changed",
        `transport failure ${key}: HTTP ${before.status} → ${after.status}`,
      ],
    }),
    ...valueChange(
      {
        ruleId: "tool-input-error-form-changed",
        message: `tool input validation failures: ${describeToolInput(b.toolInputError)} → ${describeToolInput(a.toolInputError)}`,
        location: locate(a.toolInputError.provenance),
      },
      toolInput(b.toolInputError),
      toolInput(a.toolInputError),
    ),
    ...compareKeyed(steps(b), steps(a), {
      key: () => "checkOrder",
      value: (order) => order.steps,
      subject: () => ({}),
      absent: null,
      added: (order) => [
        "check-order-changed",
        `${CHECK_ORDER} is now documented: ${order.steps.join("; ")}`,
      ],
      removed: () => ["check-order-changed", `${CHECK_ORDER} is no longer documented`],
      changed: (_, order) => ["check-order-changed", `${CHECK_ORDER} changed: ${order.steps.join("; ")}`],
    }),
    ...compareKeyed(b.localErrors && [b.localErrors], a.localErrors && [a.localErrors], {
      key: () => "localErrors",
      value: (local) => local.guidance,
      subject: () => ({}),
      absent: null,
      added: () => ["local-errors-guidance-changed", `${LOCAL_ERRORS} is new`],
      removed: () => ["local-errors-guidance-changed", `${LOCAL_ERRORS} is gone`],
      changed: () => ["local-errors-guidance-changed", `${LOCAL_ERRORS} changed`],
    }),
    // Whether a refused initialize version gets a counter-offer (legacy) or an error (modern).
    ...valueChange(
      {
        ruleId: "counter-offer-changed",
        message: a.counterOffer
          ? "a refused initialize version gets a counter-offer (a supported version), not an error"
          : "a refused protocol version gets an error, no longer a counter-offer",
        location: locate((a.counterOffer ?? b.counterOffer)?.provenance),
      },
      b.counterOffer !== undefined,
      a.counterOffer !== undefined,
    ),
  ];
}

const CHECK_ORDER = "the check order for a malformed HTTP request";
const LOCAL_ERRORS = "the guidance on local versus peer errors";

function bands(base: RevisionModel, head: RevisionModel): Finding[] {
  const describe = (band: CodeBand) =>
    `${band.class}, undefined codes ${band.emitUndefined}, receivers ${band.interpret ? "may" : "must not"} interpret them`;
  return compareKeyed(base.bands, head.bands, {
    key: (band) => `${band.from}..${band.to}`,
    value: (band) => ({ class: band.class, emitUndefined: band.emitUndefined, interpret: band.interpret }),
    subject: (band) => ({ band }),
    absent: undefined,
    added: (band, key) => ["code-band-added", `code band ${key} is new: ${describe(band)}`],
    removed: (band, key) => ["code-band-removed", `code band ${key} (${describe(band)}) is gone`],
    changed: (before, after, key) => [
      "code-band-changed",
      `code band ${key}: ${describe(before)} → ${describe(after)}`,
    ],
  });
}

/** A reserved code is never unreserved in place: only codes that come or go are reported. */
function reserved(base: RevisionModel, head: RevisionModel): Finding[] {
  return matchByKey(base.reserved, head.reserved, (r) => String(r.code)).flatMap(([, b, a]): Finding[] => {
    const fact = a ?? b;
    if (!fact || (a && b)) return [];
    const { code, formerCondition } = fact;
    return [
      {
        ruleId: a ? "reserved-code-added" : "reserved-code-removed",
        message: a
          ? `code ${code} is reserved (it carried ${formerCondition}) and never reused`
          : `code ${code} (formerly ${formerCondition}) is no longer reserved`,
        location: locate(fact.provenance),
        details: { code, condition: formerCondition },
      },
    ];
  });
}

function describeToolInput(rule: ToolInputErrorRule): string {
  return rule.form === "protocol-error"
    ? `a protocol error${rule.code !== undefined ? ` (${rule.code})` : ""}`
    : "a tool result with isError: true";
}
