/** docs/benchmarks.md from a BenchReport: figures and ratios only, no dates. */
import type { BenchReport } from "./run-bench.ts";
import type { Stats } from "./stats.ts";

const ms = (n: number) => `${n.toFixed(0)} ms`;
const triple = (s: Stats) => `${ms(s.min)} / ${ms(s.median)} / ${ms(s.max)}`;
const x = (n: number) => `${n.toFixed(2)}×`;
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

export function renderReport(report: BenchReport): string {
  const { machine, floor } = report;
  const lines: string[] = [
    "# Benchmarks",
    "",
    "Written by `npm run bench`. Times are wall-clock for a fresh Node process (min / median / max",
    `over ${floor.runs} runs); ratios compare medians measured in the same run, so they carry across machines`,
    "better than the absolute figures.",
    "",
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node} (${machine.platform}).`,
    "",
    "## Generator against its floor",
    "",
    "The floor is a fresh Node process that loads the TypeScript compiler API bundled with ts-morph and",
    "only parses every schema.ts with `ts.createSourceFile`.",
    "",
    "| run | min / median / max | × floor | target |",
    "| --- | --- | --- | --- |",
    `| parse floor | ${triple(floor)} | 1.00× | |`,
  ];
  for (const g of report.generator) {
    const target = g.name === "gen" ? "≤ 3×" : "≤ gen";
    lines.push(`| ${g.name} | ${triple(g.wall)} | ${x(g.wall.median / floor.median)} | ${target} |`);
  }
  const stageNames = [...new Set(report.generator.flatMap((g) => Object.keys(g.stages)))];
  lines.push(
    "",
    "Stage medians, in-process (the rest of the wall time is Node start-up and module loading):",
    "",
  );
  lines.push(`| stage | ${report.generator.map((g) => g.name).join(" | ")} |`);
  lines.push(`| --- | ${report.generator.map(() => "---").join(" | ")} |`);
  for (const stage of stageNames)
    lines.push(
      `| ${stage} | ${report.generator.map((g) => (g.stages[stage] === undefined ? "–" : ms(g.stages[stage]))).join(" | ")} |`,
    );

  lines.push("", "## Scaling with the number of revisions", "");
  lines.push(
    "Full `gen` with N synthetic revisions (copies of the finals under new ids, the register extended to",
    "match) added to the real ones. Per revision divides the median by all revisions; marginal is the",
    "extra time per added revision since the previous row.",
    "",
  );
  lines.push(
    "| N | revisions | min / median / max | per revision | × per revision at smallest N | marginal |",
    "| --- | --- | --- | --- | --- | --- |",
  );
  const base = report.scaling[0]?.perRevision ?? 1;
  report.scaling.forEach((s, i) => {
    const previous = report.scaling[i - 1];
    const marginal = previous ? ms((s.wall.median - previous.wall.median) / (s.total - previous.total)) : "–";
    lines.push(
      `| ${s.synthetic} | ${s.total} | ${triple(s.wall)} | ${ms(s.perRevision)} | ${x(s.perRevision / base)} | ${marginal} |`,
    );
  });

  lines.push("", "## Runtime", "");
  lines.push("| operation | ops/s | × baseline time | target |", "| --- | --- | --- | --- |");
  for (const r of report.runtime) {
    const target = r.name === "httpStatus" || r.name.startsWith("translate") ? "≤ 3×" : "";
    lines.push(
      `| ${r.name} | ${Math.round(r.opsPerSecond).toLocaleString("en-US")} | ${x(r.ratioToBaseline)} | ${target} |`,
    );
  }
  lines.push("", "Bundled alone with esbuild (minified, tree-shaken), then gzipped:", "");
  lines.push("| entry | minified | min+gz | target |", "| --- | --- | --- | --- |");
  for (const s of report.sizes) {
    const target = s.entry === "mcp-errors" ? "≤ 6 KB" : "≤ 2 KB";
    lines.push(`| ${s.entry} | ${kb(s.minified)} | ${kb(s.gzipped)} | ${target} |`);
  }
  lines.push("");
  return lines.join("\n");
}
