/**
 * The register as later stages read it: register-schema.ts's shape with defaults filled in,
 * conditions as a list in file order, and the YAML path of every fact for file:line:col.
 */
import type { LocatedYaml, YamlPath } from "../util/yaml-document.ts";
import type { CitationSource } from "./parse-citation.ts";
import type { RegisterShape } from "./register-schema.ts";

/** A `cite` item, its source parsed: "docs/specification/2026-07-28/basic/index.mdx:153-154". */
export type RegisterCitation = CitationSource & { source: string; quote: string; path: YamlPath };

/** `T` as read: every fact (an object with a `cite` list) has its path, and its citations parsed. */
export type Located<T> = T extends readonly (infer Item)[]
  ? Located<Item>[]
  : T extends { cite: unknown }
    ? { [K in keyof T]: K extends "cite" ? RegisterCitation[] : Located<T[K]> } & { path: YamlPath }
    : T extends object
      ? { [K in keyof T]: Located<T[K]> }
      : T;

/** What every fact has: where it is written and what backs it (`registers`: prose register ids). */
export type RegisterFact = Pick<RegisterCode, "path" | "cite" | "registers" | "note">;

export type RegisterCondition = Located<RegisterShape["conditions"][string]> & {
  key: string;
  path: YamlPath;
};
export type RegisterCode = RegisterCondition["codes"][number];
export type RegisterPolicy = Located<RegisterShape["policy"]>;
export type PolicyRule = RegisterFact & { revisions: string[] };

export type Register = Pick<RegisterShape, "registerVersion" | "revisions"> & {
  /** Relative to the project root. */
  file: string;
  conditions: RegisterCondition[];
  policy: RegisterPolicy;
  /** Kept so later stages can report YAML positions. */
  yaml: LocatedYaml;
};
