/**
 * Output targets. Each renders the merged model through its own template folder into a subtree
 * of generated/. To add a target: add a folder under templates/ and an entry here.
 */
import type { MergedModel } from "../model/merged-model.ts";
import { goTarget } from "./go/target.ts";
import { jsonTarget } from "./json/target.ts";
import { mcpErrorsTarget } from "./mcp-errors/target.ts";

export interface RenderOptions {
  templatesRoot: string;
  /** The package version (from the release plan); the generator's own version when absent. */
  version?: string;
  /** Changelog entries to render, newest first; no changelog file when absent. */
  changelog?: ChangelogView;
}

/** The changelog as templates see it: entries newest first, the unreleased one (if any) on top. */
export interface ChangelogView {
  /** An item is plain text, or parts whose `{ code }` values render as code spans. */
  entries: {
    version: string;
    sections: { title: string; items: (string | (string | { code: string })[])[] }[];
  }[];
}

export interface EmitTarget {
  name: string;
  /** Folder under templates/. */
  templateDir: string;
  /** Render every file of the target, unformatted: output-relative path -> content. */
  render(model: MergedModel, options: RenderOptions): Map<string, string>;
  /** The target that is the published package renders its CHANGELOG.md. */
  renderChangelog?(templatesRoot: string, changelog: ChangelogView): string;
}

export const targets: EmitTarget[] = [mcpErrorsTarget, jsonTarget, goTarget];
