/**
 * The package root's functions, over every revision module. They take a revision id, so they
 * cover every revision at once; a revision's own module has the same answers for its revision.
 */
import { classify } from "./classify.js";
import { parse, UNKNOWN_REVISION } from "./parse.js";
import { defineRevision, type Revision } from "./revision.js";
import { checkOrigin, status } from "./status.js";
import { translateBetween, type Translation } from "./translate.js";
import type { CodeClass, Origin, ParseFailure, ParseOptions, Parsed, ErrorObject, RevisionTables } from "./types.js";

export interface TranslateOptions {
  from: string;
  to: string;
  origin?: Origin;
  httpStatus?: number;
}

export interface PackageRoot {
  isRevision(value: unknown): boolean;
  eraOf(revision: string): "legacy" | "modern";
  httpStatus(revision: string, code: number, origin: Origin): number;
  classifyCode(revision: string, code: unknown): CodeClass;
  parseErrorResponse(revision: string, value: unknown, options?: ParseOptions): ParseFailure | Parsed<string | null, ErrorObject>;
  translate(error: unknown, options: TranslateOptions): Translation;
  loadRevision(revision: string): Promise<RevisionTables>;
}

function unknownRevision(revision: unknown): RangeError {
  return new RangeError(`unknown MCP revision: ${String(revision)}`);
}

/** The root's functions over the revision modules, given as [id, module] pairs. */
export function packageRoot(list: readonly (readonly [string, RevisionTables])[]): PackageRoot {
  const modules = new Map<unknown, RevisionTables>(list);
  const find = (id: unknown): Revision | undefined => {
    const tables = modules.get(id);
    return tables === undefined ? undefined : defineRevision(tables);
  };
  const get = (id: unknown): Revision => {
    const revision = find(id);
    if (revision === undefined) throw unknownRevision(id);
    return revision;
  };
  return {
    isRevision: (value) => modules.has(value),
    eraOf: (revision) => get(revision).era,
    httpStatus: (revision, code, origin) => status(get(revision), code, checkOrigin(origin)),
    classifyCode: (revision, code) => classify(get(revision), code),
    parseErrorResponse(revision, value, options) {
      const found = find(revision);
      return found === undefined ? UNKNOWN_REVISION : parse(found, value, options);
    },
    translate(error, options) {
      const origin = checkOrigin(options.origin === undefined ? "handler" : options.origin);
      return translateBetween(get(options.from), get(options.to), error, origin, options.httpStatus);
    },
    loadRevision(revision) {
      const tables = modules.get(revision);
      return tables === undefined ? Promise.reject(unknownRevision(revision)) : Promise.resolve(tables);
    },
  };
}
