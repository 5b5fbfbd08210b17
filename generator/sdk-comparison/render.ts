/** docs/sdk-comparison.md, rendered from spec/sdk-comparison.yaml and the merged model; `gen` writes it. */
import { join } from "node:path";
import type { MergedModel } from "../model/merged-model.ts";
import type { Comparison } from "./load.ts";
import { ourFacts } from "./our-facts.ts";

export const COMPARISON_DOC_PATH = "docs/sdk-comparison.md";

export const SILENT = "The spec is silent; this is our choice.";

/** The document as committed: rendered, then formatted with the project's Prettier settings. */
export async function formatComparisonDoc(
  projectRoot: string,
  comparison: Comparison,
  model: MergedModel,
): Promise<string> {
  const { format, resolveConfig } = await import("prettier");
  const filepath = join(projectRoot, COMPARISON_DOC_PATH);
  return format(renderComparisonDoc(comparison, model), { ...(await resolveConfig(filepath)), filepath });
}

export function renderComparisonDoc(comparison: Comparison, model: MergedModel): string {
  const facts = ourFacts(model);
  const lines = [
    "# mcp-errors and the official TypeScript SDK v2",
    "",
    "<!-- Generated from spec/sdk-comparison.yaml and the register by `npm run gen`; do not edit. -->",
    "",
    `Every point where mcp-errors and the official SDK (${comparison.packages.map((p) => `\`${p}\``).join(", ")})`,
    "answer or read an error differently. The SDK's side is what `test/peers/sdk-facts.test.ts` observes the",
    "installed packages do; the mcp-errors side is read from the register (`spec/errors.yaml`) by the",
    "generator's merged model. Each point gives our choice and the spec text behind it, or says that the",
    "spec is silent and the choice is the project's.",
    "",
    "| Point | The SDK | mcp-errors | Basis |",
    "| --- | --- | --- | --- |",
    ...comparison.points.map(
      (p) =>
        `| [${cell(p.title)}](#${p.id}) | ${cell(describeFacts(p.observed[0]?.facts ?? {}))} | ${cell(facts[p.ours])} | ${p.silent ? "our choice" : "spec"} |`,
    ),
  ];
  for (const point of comparison.points) {
    lines.push(
      "",
      `<a id="${point.id}"></a>`,
      "",
      `## ${point.title}`,
      "",
      `**The SDK.** ${point.sdk}`,
      "",
      `Observed: ${point.observed.map((o) => `\`${o.probe}\` (${describeFacts(o.facts)})`).join("; ")}.`,
      "",
      `**mcp-errors** (from the register): ${facts[point.ours]}.`,
      "",
      `**Our choice.** ${point.choice}`,
      "",
      point.silent ? `**Spec.** ${SILENT}${point.cite.length > 0 ? " The nearest text:" : ""}` : "**Spec.**",
    );
    for (const citation of point.cite)
      lines.push("", `> ${citation.quote}`, ">", `> — \`${citation.source}\``);
  }
  lines.push("");
  return lines.join("\n");
}

function describeFacts(facts: Record<string, string | number | boolean>): string {
  return Object.entries(facts)
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(", ");
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}
