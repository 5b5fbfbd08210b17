/** The output targets, each rendering into a subtree of generated/ (see DEVELOPERS.md to add one). */
import { conformanceTarget } from "../emit/conformance/target.ts";
import { goTarget } from "../emit/go/target.ts";
import { jsonTarget } from "../emit/json/target.ts";
import { mcpErrorsTarget } from "../emit/mcp-errors/target.ts";
import { pythonTarget } from "../emit/python/target.ts";
import type { EmitTarget } from "../emit/target.ts";

export const targets: readonly EmitTarget[] = [
  mcpErrorsTarget,
  jsonTarget,
  goTarget,
  pythonTarget,
  conformanceTarget,
];
