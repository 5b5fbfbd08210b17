/** The source format: the report as stable JSON (sorted keys, two-space indent). */
import { stableJson } from "../util/stable-json.ts";
import type { DiffReport } from "./change.ts";

export function renderJson(report: DiffReport): string {
  return stableJson(report);
}
