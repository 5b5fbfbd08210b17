/**
 * The package root's functions, over every revision module. They take a revision id, so they
 * cover every revision at once; a revision's own module has the same answers for its revision.
 */
import { classify } from "./classify.js";
import { parse, UNKNOWN_REVISION } from "./parse.js";
import { conditionKeyOf, defineRevision, type Revision } from "./revision.js";
import { statusOf } from "./status.js";
import { translateBetween, type Translation } from "./translate.js";
import type {
  CodeClass,
  ErrorObject,
  ParseFailure,
  Parsed,
  RecognitionOptions,
  RevisionTables,
} from "./types.js";

export interface TranslateOptions extends RecognitionOptions {
  from: string;
  to: string;
}

export interface PackageRoot {
  isRevision(value: unknown): boolean;
  eraOf(revision: string): "legacy" | "modern";
  httpStatusOf(revision: string, errorOrCondition: unknown, options?: RecognitionOptions): number | null;
  conditionOf(revision: string, error: unknown, options?: RecognitionOptions): string | null;
  classifyCode(revision: string, code: unknown): CodeClass;
  parseErrorResponse(
    revision: string,
    value: unknown,
    options?: RecognitionOptions,
  ): ParseFailure | Parsed<string | null, ErrorObject>;
  translate(error: unknown, options: TranslateOptions): Translation;
  loadRevision(revision: string): Promise<RevisionTables>;
}

function unknownRevision(revision: unknown): RangeError {
  return new RangeError(`unknown MCP revision: ${String(revision)}`);
}

/** The root's functions over the revision modules, given as [id, module] pairs. */
export function packageRoot(list: readonly (readonly [string, RevisionTables])[]): PackageRoot {
  const modules = new Map<unknown, RevisionTables>(list);
  const revisions = new Map<unknown, Revision>();
  const find = (id: unknown): Revision | undefined => {
    let revision = revisions.get(id);
    if (revision === undefined) {
      const tables = modules.get(id);
      if (tables === undefined) return undefined;
      revisions.set(id, (revision = defineRevision(tables)));
    }
    return revision;
  };
  const get = (id: unknown): Revision => {
    const revision = find(id);
    if (revision === undefined) throw unknownRevision(id);
    return revision;
  };
  return {
    isRevision: (value) => modules.has(value),
    eraOf: (revision) => get(revision).era,
    httpStatusOf: (revision, errorOrCondition, options) => statusOf(get(revision), errorOrCondition, options),
    conditionOf: (revision, error, options) => conditionKeyOf(get(revision), error, options),
    classifyCode: (revision, code) => classify(get(revision), code),
    parseErrorResponse(revision, value, options) {
      const found = find(revision);
      return found === undefined ? UNKNOWN_REVISION : parse(found, value, options);
    },
    translate: (error, options) => translateBetween(get(options.from), get(options.to), error, options),
    loadRevision(revision) {
      const tables = modules.get(revision);
      return tables === undefined ? Promise.reject(unknownRevision(revision)) : Promise.resolve(tables);
    },
  };
}
