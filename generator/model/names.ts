/**
 * How the npm package names revisions and conditions, and the names revision ids and condition keys
 * may not take (tested on generated/). The other targets' rules are beside it (target-names.ts).
 */
import type { TargetNaming } from "./target-naming.ts";

const words = (list: string): ReadonlySet<string> => new Set(list.split(" "));

/** Revision ids: one word of lower-case letters and digits, joined by single dots or hyphens. */
export const REVISION_ID = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
export const MAX_REVISION_ID_LENGTH = 64;

/** Condition keys: camelCase identifiers (they become exported function names). */
export const CONDITION_KEY = /^[a-z][A-Za-z0-9]*$/;
export const MAX_CONDITION_KEY_LENGTH = 64;

/** The package's own files and subpath exports beside the revision modules (lib/<id>.js, docs/<id>.md). */
export const PACKAGE_FILE_NAMES = words(
  "index translate runtime tables package package.json prerelease lib cjs docs json go readme readme.md " +
    "changelog changelog.md license node_modules conformance python",
);

/** Device names that Windows refuses as file names, whatever the extension. */
const WINDOWS_DEVICES = words(
  "con prn aux nul com1 com2 com3 com4 com5 com6 com7 com8 com9 lpt1 lpt2 lpt3 lpt4 lpt5 lpt6 lpt7 lpt8 lpt9",
);

/** JavaScript reserved words (strict-mode and module-only ones too) and globals a binding may not shadow. */
export const JS_RESERVED = words(
  "break case catch class const continue debugger default delete do else enum export extends false " +
    "finally for function if import in instanceof new null return super switch this throw true try typeof " +
    "var void while with yield let static implements interface package private protected public await " +
    "arguments eval undefined NaN Infinity async of get set",
);

/**
 * Property names with a meaning of their own: a module or object with a `then` is a thenable (so
 * `await import()` never settles), and the others change or shadow Object.prototype.
 */
export const OBJECT_MAGIC = words(
  "then __proto__ constructor prototype hasOwnProperty isPrototypeOf propertyIsEnumerable toLocaleString " +
    "toString valueOf toJSON",
);

/**
 * Bindings a condition's exports could collide with: what a revision module declares or imports, the
 * runtime helpers (lib/runtime/*.js, lib/runtime.js before), the root's exports, and `error` (the
 * schema's error type, which a revision module exports as `Error`).
 */
export const PACKAGE_BINDINGS = words(
  "table errorResponse httpStatus parseErrorResponse toolInputError checkRequest checkRequestIn " +
    "conditionKeyOf conditionOf conditionOfError dataCarries dataFault dataFits dataMatches defineRevision " +
    "describe envelope errorOf hasOwn httpStatusOf isMcpError isRecord isRequestId kindOf mark markOf " +
    "methodIn paramsIn own packageRoot projectData respond respondWith revision statusIn statusOf " +
    "statusOfCondition textOf toolInput translateBetween translator unknownRevision revisionsById " +
    "conditionIn defines reserves translateResponse translateResponseBetween upstreamFailure " +
    "upstreamFailureIn requestIn nameOf jsonFault statusIndex revisionTable withBands recognise status " +
    "classify parse errorObject builder guard linkPair translateWith isRevision eraOf classifyCode " +
    "translate loadRevision error reader statusOfError errorResponseIn requestIdText stringifyMessage " +
    "genericOf requestEra requestEraIn headerValue isMethod isMethodIn isRemovedMethod isRemovedMethodIn " +
    "transport transportFailureResponse transportFailureResponseIn",
);

/** Types a revision module declares itself, which a condition's derived error type must not take. */
export const PACKAGE_TYPES = words("AnyError Condition Error ErrorCode ErrorResponse McpError ParseResult");

/** Why `id` cannot be a revision id, or undefined when it can. */
export function revisionIdClash(id: string): string | undefined {
  if (PACKAGE_FILE_NAMES.has(id)) return `the package's own file or export "${id}"`;
  if (WINDOWS_DEVICES.has(id.split(".")[0] ?? id)) return `the Windows device name "${id}"`;
  if (OBJECT_MAGIC.has(id)) return `the JavaScript property "${id}"`;
  if (JS_RESERVED.has(id)) return `the JavaScript reserved word "${id}"`;
  return undefined;
}

/** Why `key` cannot be a condition key, or undefined when it can. */
export function conditionKeyClash(key: string): string | undefined {
  if (JS_RESERVED.has(key)) return `the JavaScript reserved word "${key}"`;
  if (OBJECT_MAGIC.has(key)) return `the JavaScript property "${key}"`;
  if (PACKAGE_BINDINGS.has(key)) return `the package's own binding "${key}"`;
  const type = derivedTypeName(key);
  if (PACKAGE_TYPES.has(type)) return `the package's own type "${type}" (its error type would be ${type})`;
  return undefined;
}

/** What a condition exports: its constructor, and each error type it takes with the type's guard. */
export function conditionExports(key: string, interfaces: readonly string[]): string[] {
  const types = new Set([derivedTypeName(key), ...interfaces]);
  return [key, ...[...types].flatMap((type) => [type, `is${type}`])];
}

/** The error type a condition key gives when the schema names none: PascalCase key + "Error". */
export function derivedTypeName(key: string): string {
  const base = key.charAt(0).toUpperCase() + key.slice(1);
  return base.endsWith("Error") ? base : `${base}Error`;
}

/** Every name a condition takes in its revision module, as the emitters write them. */
export function conditionNames(key: string, schemaInterface?: string) {
  const type = schemaInterface ?? derivedTypeName(key);
  return {
    constructor: key,
    type,
    guard: `is${type}`,
    dataType: `${type}Data`,
    member: key.charAt(0).toUpperCase() + key.slice(1),
  };
}

/**
 * Identifiers named after revision ids: "tables_2026_07_28". Ids that read alike ("a-b", "a.b") get
 * salted names ("tables_a_b", "tables_a_b$1") in the ids' order, as protobuf-es allocates names.
 */
export function revisionIdentifiers(prefix: string, ids: readonly string[]): Map<string, string> {
  const taken = new Set<string>();
  const out = new Map<string, string>();
  for (const id of ids) {
    const base = `${prefix}_${id.replace(/[^a-z0-9]/g, "_")}`;
    let name = base;
    for (let salt = 1; taken.has(name); salt++) name = `${base}$${salt}`;
    taken.add(name);
    out.set(id, name);
  }
  return out;
}

/** Why a declaration cannot be exported beside the revision's `conditionTypes`; the schema's `Error` can. */
export function declarationClash(name: string, conditionTypes: readonly string[]): string | undefined {
  if (name !== "Error" && PACKAGE_TYPES.has(name)) return `the package's own type "${name}"`;
  if (conditionTypes.includes(name)) return `the type "${name}" a condition exports`;
  if (JS_RESERVED.has(name) || OBJECT_MAGIC.has(name)) return `the JavaScript name "${name}"`;
  return undefined;
}

/** The npm package: a revision is a module (lib/<id>.js), a condition its exports. */
export const packageNaming: TargetNaming = {
  target: "mcp-errors",
  output: "the npm package",
  revisionIdClash,
  revisionNames: (id) => [`module lib/${id}.js`],
  conditionKeyClash,
  conditionNames: (key, interfaces) => ({ names: conditionExports(key, interfaces), prefixes: [] }),
};
