/** docs/diff-rules.md, rendered from the rules registry (a test keeps the committed file current). */
import { join } from "node:path";
import { CATEGORY_TITLES, RULES, type RuleCategory } from "./rules.ts";

export const RULES_DOC_PATH = "docs/diff-rules.md";

/** The document as committed: rendered, then formatted with the project's Prettier settings. */
export async function formatRulesDoc(projectRoot: string): Promise<string> {
  const { format, resolveConfig } = await import("prettier");
  const filepath = join(projectRoot, RULES_DOC_PATH);
  const config = (await resolveConfig(filepath)) ?? {};
  return format(renderRulesDoc(), { ...config, filepath });
}

export function renderRulesDoc(): string {
  const lines = [
    "# Diff rules",
    "",
    "<!-- Generated from generator/diff/rules.ts; regenerate with `UPDATE_GOLDEN=1 npx vitest run test/diff/rules-doc.test.ts`. -->",
    "",
    "`npm run diff` reports every change between two revisions (or between a git ref and the working",
    "tree) under one of these rules. A rule's level is judged from the side of an implementation that",
    "speaks both sides of the comparison — a dual-era server, client or proxy:",
    "",
    "- **breaking**: it must behave differently per peer, or a peer misreads what it gets;",
    "- **warning**: it needs a look, and may need a change;",
    "- **info**: nothing has to change.",
    "",
    '"Base" is the older revision (or the git ref), "head" the newer revision (or the working tree).',
    "`--fail-on <level>` exits 1 when a change at or above that level exists. With `--against <ref>`,",
    "revision ids given as arguments limit the comparison to those revisions.",
    "",
    "Each change carries a fingerprint: the sha256 of its rule id, the revisions it concerns and its",
    "details (condition, code, field, before and after). It leaves out messages and line numbers, so it",
    "stays the same when lines move or messages are reworded.",
    "",
    "## Formats",
    "",
    "One edit often trips several rules: resource-not-found's move from -32002 to -32602 renumbers a",
    "condition, takes -32002 off the wire, changes how receivers recognise it, keeps -32002 accepted",
    "and reserves it. The report groups rule-level changes by what they are about (a condition, a code,",
    "the code bands, the default HTTP status, the envelope, one policy) within the revisions they",
    "concern. Each group is one change, counted once at the level of its most severe effect, and headed",
    "by the effect that says what happened (a renumbering, a new or removed condition or code).",
    "",
    "- `--format json` is the source; the others are rendered from it. It holds `formatVersion` (2),",
    "  `mode` (`revisions`, or `against` for `--against`), `base` and `head` (revision ids, or the git ref",
    "  and `working tree`), `revisions` (the ids compared), `summary` (distinct changes by level, their",
    "  `total`, and `effects`, the number of rule-level changes), `changes` and `groups`. Each change has",
    "  `ruleId`, `level`, `message`, `revisions` (the ids it concerns), `location` (`file`, `line`,",
    "  `column`: a schema line, or a line of `spec/errors.yaml`, written `<ref>:spec/errors.yaml` when it",
    "  is the git ref's register; with `--against`, the first line edited since the ref), `fingerprint`",
    "  and `details` (`condition`, `code`, `constant`, `origin`, `field`, `declaration`, `band`,",
    "  `translation`, `from`, `to`, as they apply). Changes are sorted most severe first, then by",
    "  revisions, rule id and details. Each group has `subject`, `level`, the headline's `ruleId`,",
    "  `message` and `location`, `revisions`, a `fingerprint` and `effects` (its changes' fingerprints,",
    "  the headline's first).",
    "- `--format text` (the default) lists one entry per group by level, its other effects below it,",
    "  coloured on a terminal unless `NO_COLOR` is set.",
    "- `--format markdown` is a pull-request comment: a hidden `<!-- mcp-errgen-diff -->` marker, a summary",
    "  line of distinct changes and one table per level, one row per change. Rule ids link to this",
    "  document; register lines link to the project's file (at `$GITHUB_SHA` in GitHub Actions), schema",
    "  lines to the upstream repository at the pinned commit.",
    "- `--format github` prints one workflow annotation per change: `::error` for breaking, `::warning`",
    "  for warning and `::notice` for info, titled with the headline's rule id. An annotation names a",
    "  file only when it is a file of this repository (a schema in a spec root or a git ref's register",
    "  is never named), at the edited line. GitHub shows at most 10 annotations of each level per step:",
    "  the rest are counted in one final notice, and the markdown comment lists every change.",
  ];
  const categories = [...new Set(RULES.map((r) => r.category))] as RuleCategory[];
  for (const category of categories) {
    lines.push(
      "",
      `## ${CATEGORY_TITLES[category]}`,
      "",
      "| Rule | Level | Reports | Why this level |",
      "| --- | --- | --- | --- |",
    );
    for (const rule of RULES.filter((r) => r.category === category))
      lines.push(
        `| <a id="${rule.id}"></a>\`${rule.id}\` | ${rule.level} | ${cell(rule.purpose)} | ${cell(rule.why)} |`,
      );
  }
  return lines.join("\n") + "\n";
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}
