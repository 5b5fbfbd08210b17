/**
 * The package root's functions, over every revision module. They take a revision id, so they
 * cover every revision at once; a revision's own module has the same answers for its revision.
 */
import { checkRequestIn, type CheckFailure, type CheckOptions, type RequestToCheck } from "./check-request.js";
import { classify } from "./classify.js";
import { respondWith, type Response } from "./envelope.js";
import { parse, UNKNOWN_REVISION } from "./parse.js";
import { conditionKeyOf, defineRevision, type Revision } from "./revision.js";
import { statusOf } from "./status.js";
import { translateBetween, type Translation } from "./translate.js";
import {
  translateResponseBetween,
  type ResponseToTranslate,
  type TranslatedResponse,
  type TranslateResponseOptions,
} from "./translate-response.js";
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
  translateResponse(
    response: ResponseToTranslate,
    options: TranslateResponseOptions & { from: string; to: string },
  ): TranslatedResponse;
  respond(revision: string, id: unknown, error: unknown): Response;
  checkRequest(revision: string, request: RequestToCheck, options?: CheckOptions): CheckFailure | null;
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
    translateResponse: (response, options) =>
      translateResponseBetween(get(options.from), get(options.to), response, options),
    respond: (revision, id, error) => respondWith(get(revision), id, error),
    checkRequest(revision, request, options) {
      const found = get(revision);
      if (found.tables.CHECK_ORDER === undefined)
        throw new RangeError(`checkRequest: ${String(revision)} has no request checks (a legacy revision)`);
      return checkRequestIn(found, request, options);
    },
    loadRevision(revision) {
      const tables = modules.get(revision);
      return tables === undefined ? Promise.reject(unknownRevision(revision)) : Promise.resolve(tables);
    },
  };
}
