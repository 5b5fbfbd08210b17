/** Python names of revision modules, conditions, functions and data types, and the target's naming rules. */
import { nameWords, type TargetNaming } from "./target-naming.ts";

/** Python's keywords and soft keywords, and the names a revision module declares itself. */
const KEYWORDS = new Set(
  (
    "False None True and as assert async await break class continue def del elif else except finally for " +
    "from global if import in is lambda nonlocal not or pass raise return try while with yield match case type _"
  ).split(" "),
);

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Whether a name can be a Python identifier as written (ASCII only: no NFKC surprises). */
export const isIdentifier = (name: string): boolean => IDENTIFIER.test(name) && !KEYWORDS.has(name);

/** 2026-07-28 -> rev_2026_07_28: a module name cannot start with a digit or hold a `-`. */
export function moduleName(revisionId: string): string {
  const out = `rev_${revisionId.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`;
  if (!isIdentifier(out))
    throw new Error(`revision ${JSON.stringify(revisionId)} gives no Python module name`);
  return out;
}

function checked(out: string, name: string, what: string): string {
  if (!isIdentifier(out) || /^[0-9]/.test(out))
    throw new Error(`${what} ${JSON.stringify(name)} gives no Python name`);
  return out;
}

/** resourceNotFound -> resource_not_found */
export const snakeName = (name: string, what: string): string =>
  checked(nameWords(name).join("_"), name, what);

/** resourceNotFound -> RESOURCE_NOT_FOUND */
export const upperName = (name: string, what: string): string =>
  checked(nameWords(name).join("_").toUpperCase(), name, what);

/** resourceNotFound -> ResourceNotFound; undefined where no identifier can be made. */
export function pascalName(name: string): string | undefined {
  const out = nameWords(name)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");
  return isIdentifier(out) && !/^[0-9]/.test(out) ? out : undefined;
}

/** The Python package: a revision is a module (rev_<id>), a condition its snake_case names. */
export const pythonNaming: TargetNaming = {
  target: "python",
  output: "the Python package",
  revisionIdClash: (id) =>
    isIdentifier(`rev_${id.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`)
      ? undefined
      : "the Python module names",
  revisionNames: (id) => [`module ${moduleName(id)}`],
  conditionKeyClash: (key) => {
    const snake = nameWords(key).join("_");
    return isIdentifier(snake) ? undefined : `the Python keyword "${snake}"`;
  },
  conditionNames: (key) => ({
    names: [nameWords(key).join("_"), nameWords(key).join("_").toUpperCase()],
    prefixes: [],
  }),
};
