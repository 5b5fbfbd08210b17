/**
 * The register as the later stages read it: the shape of register-schema.ts, with defaults filled
 * in, conditions as a list in file order, and the YAML path of every entry, so checks and merged
 * facts can point at file:line:col.
 */
import type { LocatedYaml, YamlPath } from "../util/yaml-document.ts";
import type { RegisterShape } from "./register-schema.ts";

/** A `cite` item: a spec location and a short verbatim quote found there. */
export interface RegisterCitation {
  /** As written: "docs/specification/2026-07-28/basic/index.mdx:153-154" or "prerelease:draft/schema.ts:388". */
  source: string;
  /** Spec root name ("spec" unless the source has a `root:` prefix). */
  root: string;
  /** Path inside the root. */
  file: string;
  line: number;
  endLine: number;
  quote: string;
  path: YamlPath;
}

/**
 * `T` as read: every fact (an object with a `cite` list) has its path, and its citations are
 * parsed. Applied through lists and optional fields alike.
 */
export type Located<T> = T extends readonly (infer Item)[]
  ? Located<Item>[]
  : T extends { cite: unknown }
    ? { [K in keyof T]: K extends "cite" ? RegisterCitation[] : Located<T[K]> } & { path: YamlPath }
    : T extends object
      ? { [K in keyof T]: Located<T[K]> }
      : T;

/** Fields every register fact shares: where it is written and what backs it. */
export interface RegisterFact {
  path: YamlPath;
  cite: RegisterCitation[];
  /** Ids of the prose register (ERR-nn) this fact encodes. */
  registers: string[];
  note?: string | undefined;
}

export type RegisterCondition = Located<RegisterShape["conditions"][string]> & {
  key: string;
  path: YamlPath;
};
export type RegisterCode = RegisterCondition["codes"][number];

export type RegisterPolicy = Located<RegisterShape["policy"]>;
/** A revision-wide rule that applies to the listed revisions. */
export type PolicyRule = RegisterFact & { revisions: string[] };

export interface Register {
  /** Register file, relative to the project root. */
  file: string;
  registerVersion: number;
  /** Revisions the register speaks for, as listed. */
  revisions: string[];
  /** In file order. */
  conditions: RegisterCondition[];
  policy: RegisterPolicy;
  /** The parsed document, kept so later stages can report YAML positions. */
  yaml: LocatedYaml;
}
