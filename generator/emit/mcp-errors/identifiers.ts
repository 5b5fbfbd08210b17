/** Names the emitted package uses, derived from condition keys and schema names, and checked. */

const RESERVED = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally " +
    "for function if import in instanceof new null return super switch this throw true try typeof var void " +
    "while with yield let static implements interface package private protected public await arguments eval " +
    "undefined NaN Infinity"
  ).split(" "),
);

const CONDITION_KEY = /^[a-z][A-Za-z0-9]*$/;
const CONSTANT_NAME = /^[A-Z][A-Z0-9_]*$/;
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function check(ok: boolean, what: string, name: string): string {
  if (!ok) throw new Error(`${what} ${JSON.stringify(name)} cannot be used as a name in the emitted package`);
  return name;
}

export function conditionKey(key: string): string {
  return check(CONDITION_KEY.test(key) && !RESERVED.has(key), "condition key", key);
}

export function constantName(name: string): string {
  return check(CONSTANT_NAME.test(name), "constant", name);
}

export function typeName(name: string): string {
  return check(TYPE_NAME.test(name) && !RESERVED.has(name), "type name", name);
}

/** Property keys that are plain identifiers can be written bare; others are quoted. */
export function isBareKey(name: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name);
}

export function pascal(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** The error type of a condition: the schema interface's name, else PascalCase key + "Error". */
export function errorTypeName(key: string, schemaInterface?: string): string {
  if (schemaInterface) return typeName(schemaInterface);
  const base = pascal(conditionKey(key));
  return base.endsWith("Error") ? base : `${base}Error`;
}
