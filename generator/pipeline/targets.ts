/**
 * The output targets gen renders, each into a subtree of generated/. To add a target: add a
 * folder under templates/, its emitter under generator/emit/, and an entry here.
 */
import type { EmitTarget } from "../emit/target.ts";
import { mcpErrorsTarget } from "../emit/mcp-errors/target.ts";

export type { ChangelogView, EmitTarget, RenderOptions } from "../emit/target.ts";

export const targets: EmitTarget[] = [mcpErrorsTarget];
