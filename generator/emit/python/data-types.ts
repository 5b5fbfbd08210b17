/**
 * Python types for a condition's data rule: a TypedDict per object, optional fields left out of the
 * required base. What a TypedDict cannot say for Python 3.10 (a union of kinds, a JSON value, optional
 * fields whose names are no identifiers) is `Any` or a dict.
 */
import type { DataKind } from "../../../runtime/mcp-errors/types.js";
import { DataTypeWalk, type DataTypeLanguage, type WrittenField } from "../data-types.ts";
import { goComment, goString } from "../template-helpers.ts";
import { PRINT_WIDTH } from "../wrap-comments.ts";
import { isIdentifier, pascalName } from "./names.ts";

const SCALARS: Partial<Record<DataKind, string>> = {
  string: "str",
  integer: "int",
  number: "float",
  boolean: "bool",
};

const PYTHON: DataTypeLanguage = {
  any: "Any",
  scalar(kind, s) {
    if (kind === "string" && Array.isArray(s.enum) && s.enum.every((v) => typeof v === "string"))
      return `Literal[${(s.enum as string[]).map((v) => goString(v)).join(", ")}]`;
    return SCALARS[kind];
  },
  list: (item) => `List[${item}]`,
  map: (value) => `Dict[str, ${value}]`,
  fieldNames: (name, keys) => keys.map((json, i) => `${name}${pascalName(json) ?? `Field${i}`}`),
  object: typedDict,
};

export class DataTypes extends DataTypeWalk {
  constructor() {
    super(PYTHON);
  }
}

/** A TypedDict for an object: a class where every field name is an identifier, else the functional form. */
function typedDict(
  name: string,
  what: string,
  out: readonly WrittenField[],
): { type: string; declaration?: string } {
  const required = out.filter((f) => f.required);
  const optional = out.filter((f) => !f.required);
  const named = out.every((f) => isIdentifier(f.json));
  const doc = `# ${name}: ${goComment(what)}.`;
  if (named) {
    const body = (list: WrittenField[]) => list.map((f) => `    ${f.json}: ${f.type}`).join("\n");
    if (optional.length === 0)
      return { type: name, declaration: `${doc}\nclass ${name}(TypedDict):\n${body(required)}` };
    if (required.length === 0)
      return { type: name, declaration: `${doc}\nclass ${name}(TypedDict, total=False):\n${body(optional)}` };
    // A class line wider than the print width names its bases a line each.
    const oneLine = `class ${name}(_${name}Required, total=False):`;
    const header =
      oneLine.length > PRINT_WIDTH ? `class ${name}(\n    _${name}Required,\n    total=False,\n):` : oneLine;
    return {
      type: name,
      declaration:
        `class _${name}Required(TypedDict):\n${body(required)}\n\n\n` +
        `${doc}\n${header}\n${body(optional)}`,
    };
  }
  if (required.length > 0 && optional.length > 0) return { type: "Dict[str, Any]" };
  const members = out.map((f) => `${goString(f.json)}: ${f.type}`).join(", ");
  const total = optional.length > 0 ? ", total=False" : "";
  return { type: name, declaration: `${doc}\n${name} = TypedDict(${goString(name)}, {${members}}${total})` };
}
