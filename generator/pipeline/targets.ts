/**
 * The output targets gen renders, each into a subtree of generated/. To add a target: a folder of
 * templates under templates/, its emitter under generator/emit/, and an entry here.
 */
import { goTarget } from "../emit/go/target.ts";
import { jsonTarget } from "../emit/json/target.ts";
import { mcpErrorsTarget } from "../emit/mcp-errors/target.ts";
import type { EmitTarget } from "../emit/target.ts";

export const targets: readonly EmitTarget[] = [mcpErrorsTarget, jsonTarget, goTarget];
