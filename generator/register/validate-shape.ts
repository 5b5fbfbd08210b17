/**
 * Shape check of spec/errors.yaml against register.schema.json (Ajv). Every Ajv error becomes a
 * catalogue diagnostic at the YAML position of the offending key or value.
 */
import { readFileSync } from "node:fs";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import { formatPath, locate, type LocatedYaml, type YamlPath } from "../util/yaml-document.ts";
import { suggest } from "../util/did-you-mean.ts";

const SCHEMA_URL = new URL("./register.schema.json", import.meta.url);

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (!compiled) {
    const schema = JSON.parse(readFileSync(SCHEMA_URL, "utf8")) as object;
    compiled = new Ajv({
      allErrors: true,
      verbose: true,
      strict: true,
      // The validator runs once per process on a small document: optimising its generated code
      // costs more than it saves.
      code: { optimize: false },
    }).compile(schema);
  }
  return compiled;
}

/** Diagnostics for every shape problem, sorted by position; empty when the document conforms. */
export function validateShape(yaml: LocatedYaml): Diagnostic[] {
  const validate = validator();
  if (validate(yaml.value)) return [];
  const errors = validate.errors ?? [];
  // A misspelt key also leaves its required spelling missing; the did-you-mean already says so.
  const suggested = new Set(
    errors
      .filter((e) => e.keyword === "additionalProperties")
      .map((e) => {
        const parent = e.parentSchema as { properties?: object };
        const key = String((e.params as { additionalProperty: string }).additionalProperty);
        return `${e.instancePath}|${suggest(key, Object.keys(parent.properties ?? {}))}`;
      }),
  );
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const error of errors) {
    if (
      error.keyword === "required" &&
      suggested.has(`${error.instancePath}|${(error.params as { missingProperty: string }).missingProperty}`)
    )
      continue;
    const d = toDiagnostic(yaml, error);
    if (!d) continue;
    const id = `${d.kind}|${d.message}|${d.location?.line}:${d.location?.column}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(d);
  }
  return out.sort(
    (a, b) =>
      (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
      (a.location?.column ?? 0) - (b.location?.column ?? 0) ||
      (a.message < b.message ? -1 : 1),
  );
}

function toDiagnostic(yaml: LocatedYaml, error: ErrorObject): Diagnostic | undefined {
  const path = pointerToPath(error.instancePath);
  const where = formatPath(path);
  const value = valueAt(yaml.value, path);
  const def = definitionOf(error.schemaPath);
  const at = () => locate(yaml, path);
  // propertyNames reports the offending key through `propertyName`; the wrapper error repeats it.
  if (error.keyword === "propertyNames") return undefined;
  if (error.propertyName !== undefined) {
    const keyPath = [...path, error.propertyName];
    return diagnostic(
      "register/invalid-value",
      { path: formatPath(keyPath), reason: patternReason("conditionKey", error.propertyName) },
      locate(yaml, keyPath, { key: true }),
    );
  }
  switch (error.keyword) {
    case "additionalProperties": {
      const key = String((error.params as { additionalProperty: string }).additionalProperty);
      const allowed = Object.keys((error.parentSchema as { properties?: object }).properties ?? {});
      const suggestion = suggest(key, allowed);
      return diagnostic(
        "register/unknown-key",
        { path: where, key, ...(suggestion ? { suggestion } : {}) },
        locate(yaml, [...path, key], { key: true }),
      );
    }
    case "required": {
      const key = String((error.params as { missingProperty: string }).missingProperty);
      return diagnostic("register/missing-key", { path: where, key }, at());
    }
    case "type":
      if (def === "code")
        return diagnostic("register/code-not-integer", { path: where, value: show(value) }, at());
      if (def === "httpStatus")
        return diagnostic("register/bad-http-status", { path: where, value: show(value) }, at());
      return diagnostic(
        "register/wrong-type",
        { path: where, expected: describeType((error.params as { type: string }).type) },
        at(),
      );
    case "minimum":
    case "maximum":
      if (def === "code")
        return diagnostic("register/code-out-of-range", { path: where, value: Number(value) }, at());
      if (def === "httpStatus")
        return diagnostic("register/bad-http-status", { path: where, value: show(value) }, at());
      break;
    case "const":
      return diagnostic(
        "register/invalid-value",
        { path: where, reason: `must be ${show((error.params as { allowedValue: unknown }).allowedValue)}` },
        at(),
      );
    case "enum": {
      const values = (error.params as { allowedValues: unknown[] }).allowedValues;
      const near = typeof value === "string" ? suggest(value, values.map(String)) : undefined;
      const reason = `${show(value)} is not one of: ${values.map(show).join(", ")}${near ? `; did you mean "${near}"?` : ""}`;
      return diagnostic("register/invalid-value", { path: where, reason }, at());
    }
    case "pattern":
      return diagnostic("register/invalid-value", { path: where, reason: patternReason(def, value) }, at());
    case "minItems":
      return diagnostic("register/invalid-value", { path: where, reason: "must not be empty" }, at());
    case "minProperties":
      return diagnostic("register/invalid-value", { path: where, reason: "must not be empty" }, at());
    case "minLength":
    case "maxLength": {
      const limit = (error.params as { limit: number }).limit;
      const reason =
        error.keyword === "minLength"
          ? `must be at least ${limit} characters`
          : `must be at most ${limit} characters`;
      return diagnostic("register/invalid-value", { path: where, reason }, at());
    }
  }
  return diagnostic("register/invalid-value", { path: where, reason: error.message ?? "invalid" }, at());
}

/**
 * The definition (and property) a failing keyword belongs to:
 * "#/definitions/code/type" -> "code", "#/definitions/citation/properties/source/pattern" -> "citation.source".
 */
function definitionOf(schemaPath: string): string | undefined {
  if (!schemaPath.startsWith("#/definitions/")) return undefined;
  const parts = schemaPath.slice("#/definitions/".length).split("/").slice(0, -1);
  return parts.filter((part) => part !== "properties").join(".");
}

function patternReason(def: string | undefined, value: unknown): string {
  const shown = show(value);
  switch (def) {
    case "revision":
      return `${shown} is not a revision id (lowercase, e.g. 2026-07-28 or draft)`;
    case "conditionKey":
      return `${shown} is not a camelCase condition key`;
    case "registerId":
      return `${shown} is not a register id of the form ERR-nn`;
    case "line":
      return "must fit on one line";
    case "citation.source":
      return `${shown} is not a citation source: write <path>:<line> or <path>:<from>-<to>, with an optional <root>: prefix`;
    case "codeEntry.constant":
      return `${shown} is not a constant name (UPPER_SNAKE_CASE)`;
    case "codeEntry.interface":
      return `${shown} is not an interface name (PascalCase)`;
    case "headerName":
      return `${shown} is not an HTTP header name (letters, digits and "-", starting with a letter)`;
    case "headerMethod":
      return `${shown} is not a method name (e.g. tools/call), nor "*" for every method`;
    case "headerPrefix":
      return `${shown} is not a header name prefix (letters, digits and "-", ending in "-", e.g. Mcp-Param-)`;
    case "schemaKeyword":
      return `${shown} is not a schema keyword (lower-case letters, digits and "-", e.g. x-mcp-header)`;
    case "metaKeyPrefix":
      return `${shown} is not a _meta key prefix (dot-separated labels and a final "/", e.g. io.modelcontextprotocol/)`;
    default:
      return `${shown} has the wrong form`;
  }
}

function describeType(type: string): string {
  const names: Record<string, string> = {
    integer: "an integer",
    number: "a number",
    string: "a string",
    boolean: "true or false",
    array: "a list",
    object: "a mapping",
    null: "null",
  };
  return type
    .split(",")
    .map((t) => names[t] ?? t)
    .join(" or ");
}

function show(value: unknown): string {
  // JSON has no infinities or NaN (YAML's .inf, .nan) and would print them as null.
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  return typeof value === "string"
    ? JSON.stringify(value)
    : value === undefined
      ? "nothing"
      : JSON.stringify(value);
}

function pointerToPath(pointer: string): YamlPath {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((segment) => (/^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : segment));
}

function valueAt(root: unknown, path: YamlPath): unknown {
  let node = root;
  for (const segment of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
