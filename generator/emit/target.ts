/** An output target: templates/<target>/ (and runtime/<target>/) rendering the model; `root`: the project. */
import type { MergedModel } from "../model/merged-model.ts";
import type { TargetNaming } from "../model/target-naming.ts";

/** Module path -> exported name -> the function's signature(s), or null for what is not a function. */
export type ApiSurface = Record<string, Record<string, string | null>>;

/** The changelog as templates see it: entries newest first, the unreleased one (if any) on top. */
/** A changelog line: plain text, or parts whose `{ code }` values render as code spans. */
export type ChangelogLine = string | (string | { code: string })[];

export interface ChangelogView {
  /**
   * An item is the modules (revisions, translations) its lines are about, named once, or null
   * where each line names its own subject, and its lines.
   */
  entries: {
    version: string;
    sections: { title: string; items: { scope: string | null; lines: ChangelogLine[] }[] }[];
  }[];
}

export interface EmitTarget {
  name: string;
  /**
   * The names the target keeps and how it forms one from a revision id or condition key; the check
   * stage refuses an id or key that would clash (model/target-names.ts lists every target's).
   */
  naming: TargetNaming;
  /** Every file of the target but its versioned ones, unformatted: output-relative path -> content. */
  render(model: MergedModel, root: string): Map<string, string>;
  /** What the rendered files declare for consumers to call, module by module. */
  api(files: ReadonlyMap<string, string>): ApiSurface;
  /** The target that carries the release renders its version and changelog here. */
  renderRelease?(
    model: MergedModel,
    release: { version: string; changelog: ChangelogView },
    root: string,
  ): Map<string, string>;
  /** Refuses rendered files that would not work: they must parse, type-check, and so on. */
  validate?(files: ReadonlyMap<string, string>): void;
}
