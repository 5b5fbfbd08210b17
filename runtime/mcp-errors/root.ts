/**
 * The package root's functions, over every revision module's TABLES. They take a revision id, so
 * they cover every revision at once; a revision's own module has the same answers for its
 * revision. Translation between revisions is mcp-errors/translate (translator.ts), so that the
 * root carries no TRANSLATIONS table.
 */
import {
  checkRequestIn,
  type CheckFailure,
  type CheckOptions,
  type RequestToCheck,
} from "./check-request.js";
import { classify } from "./classify.js";
import { respondWith, type Response } from "./envelope.js";
import { parse, UNKNOWN_REVISION } from "./parse.js";
import { isMethodIn, isRemovedMethodIn, type MethodOptions } from "./methods.js";
import { requestEraIn, type RequestToPlace } from "./request-era.js";
import { conditionKeyOf, nameOf, revisionsById } from "./revision.js";
import { statusOf } from "./status.js";
import { transportFailureResponseIn, type TransportFailureResponse } from "./transport-failure.js";
import type {
  CodeClass,
  ErrorObject,
  ParseFailure,
  Parsed,
  RecognitionOptions,
  RevisionTables,
} from "./types.js";

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
  respond(revision: string, id: unknown, error: unknown): Response;
  checkRequest(revision: string, request: RequestToCheck, options?: CheckOptions): CheckFailure | null;
  requestEra(revision: string, request: RequestToPlace): "legacy" | "modern";
  isMethod(revision: string, method: unknown, options?: MethodOptions): boolean;
  isRemovedMethod(revision: string, method: unknown): boolean;
  transportFailureResponse(revision: string, key: unknown, id?: unknown): TransportFailureResponse;
}

/** The root's functions over the revision modules, given as [id, TABLES] pairs. */
export function packageRoot(list: readonly (readonly [string, RevisionTables])[]): PackageRoot {
  const { has, find, get } = revisionsById(list);
  return {
    isRevision: has,
    eraOf: (revision) => get(revision).era,
    httpStatusOf: (revision, errorOrCondition, options) => statusOf(get(revision), errorOrCondition, options),
    conditionOf: (revision, error, options) => conditionKeyOf(get(revision), error, options),
    classifyCode: (revision, code) => classify(get(revision), code),
    parseErrorResponse(revision, value, options) {
      const found = find(revision);
      return found === undefined ? UNKNOWN_REVISION : parse(found, value, options);
    },
    respond: (revision, id, error) => respondWith(get(revision), id, error),
    checkRequest(revision, request, options) {
      const found = get(revision);
      if (found.tables.CHECK_ORDER === undefined)
        throw new RangeError(`checkRequest: ${nameOf(revision)} has no request checks (a legacy revision)`);
      return checkRequestIn(found, request, options);
    },
    requestEra(revision, request) {
      const rule = get(revision).tables.REQUEST_ERA;
      if (rule === undefined)
        throw new RangeError(`requestEra: ${nameOf(revision)} has no era rule (a legacy revision)`);
      return requestEraIn(rule, request);
    },
    isMethod: (revision, method, options) => isMethodIn(get(revision).tables.METHODS ?? {}, method, options),
    isRemovedMethod: (revision, method) =>
      isRemovedMethodIn(get(revision).tables.REMOVED_METHODS ?? [], method),
    transportFailureResponse: (revision, key, id) =>
      transportFailureResponseIn(get(revision).tables, key, id),
  };
}
