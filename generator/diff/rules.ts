/**
 * The diff's rules: every change names one and takes its level from here. docs/diff-rules.md says
 * what each reports and why it has its level; a test holds its sections, ids and levels to this table.
 */
/** Most severe first. */
export const LEVELS = ["breaking", "warning", "info"] as const;
export type Level = (typeof LEVELS)[number];

/** Section of docs/diff-rules.md -> rule id -> level, in the document's order. */
export const RULE_TABLE = {
  "Codes and constants": {
    "code-added": "warning",
    "code-removed": "breaking",
    "code-renumbered": "breaking",
    "accepted-code-added": "info",
    "accepted-code-removed": "warning",
    "constant-added": "info",
    "constant-removed": "warning",
    "constant-renamed": "info",
    "constant-value-changed": "breaking",
  },
  Conditions: {
    "condition-added": "warning",
    "condition-removed": "warning",
    "match-rule-changed": "warning",
    "error-interface-added": "info",
    "error-interface-removed": "warning",
    "error-interface-renamed": "info",
    "default-message-changed": "info",
  },
  "HTTP statuses": {
    "http-status-changed": "breaking",
    "http-status-specified": "warning",
    "http-status-unspecified": "warning",
    "transport-failure-added": "warning",
    "transport-failure-removed": "warning",
    "transport-failure-status-changed": "breaking",
    "transport-failure-body-changed": "warning",
  },
  "Error data": {
    "data-optional-field-added": "info",
    "data-required-field-added": "warning",
    "data-field-removed": "breaking",
    "data-field-made-optional": "warning",
    "data-field-made-required": "warning",
    "data-field-type-changed": "breaking",
    "data-referenced-type-changed": "info",
  },
  "Error envelope": {
    "envelope-id-made-optional": "breaking",
    "envelope-id-made-required": "warning",
    "envelope-renamed": "info",
  },
  Methods: {
    "method-added": "info",
    "method-removed": "breaking",
    "method-changed": "warning",
  },
  "Revision-wide policy": {
    "code-band-added": "warning",
    "code-band-removed": "info",
    "code-band-changed": "warning",
    "reserved-code-added": "info",
    "reserved-code-removed": "warning",
    "tool-input-error-form-changed": "breaking",
    "result-type-changed": "warning",
    "check-order-changed": "warning",
    "request-checks-changed": "warning",
    "counter-offer-changed": "breaking",
    "local-errors-guidance-changed": "info",
  },
  Translations: {
    "translation-untranslatable": "warning",
    "translation-mapped": "info",
    "translation-outcome-changed": "warning",
  },
  "Revisions (--against)": {
    "revision-added": "info",
    "revision-removed": "warning",
  },
} as const satisfies Record<string, Record<string, Level>>;

type Table = typeof RULE_TABLE;
export type RuleId = { [S in keyof Table]: keyof Table[S] }[keyof Table];

/** Every rule's level, in the table's order. */
export const RULE_LEVELS: Readonly<Record<RuleId, Level>> = Object.assign({}, ...Object.values(RULE_TABLE));
