/**
 * Output targets. Each renders the merged model through its own template folder into a subtree
 * of generated/. To add a target: add a folder under templates/ and an entry here.
 */
import type { MergedModel } from "../model/merged-model.ts";
import { mcpErrorsTarget } from "./mcp-errors/target.ts";

export interface EmitTarget {
  name: string;
  /** Folder under templates/. */
  templateDir: string;
  /** Render every file of the target, unformatted: output-relative path -> content. */
  render(model: MergedModel, options: { templatesRoot: string }): Map<string, string>;
}

export const targets: EmitTarget[] = [mcpErrorsTarget];
