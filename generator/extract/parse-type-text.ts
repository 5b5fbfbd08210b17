/**
 * A TypeScript type written as text (a data shape such as `{ supported: string[]; requested: string }`
 * in the error register) -> TypeShape, with the same converter as the schemas. References must
 * name declarations the caller lists; the text must be exactly one type.
 */
import { Node } from "ts-morph";
import type { SourceLocation, TypeShape } from "../model/schema-model.ts";
import { syntaxErrors, withSourceFile } from "./parse-source.ts";
import { Problems } from "./problems.ts";
import { convertType, type TypeContext } from "./type-shape.ts";

export interface TypeTextContext {
  /** Where the text starts; every problem is reported here. */
  file: string;
  line: number;
  column: number;
  /** Names of the schema's declarations a `ref` may point at. */
  declarations: ReadonlySet<string>;
  /** What the text describes, for messages; "data shape" when absent. */
  from?: string;
}

const PREFIX = "type __DataShape = ";

export function parseTypeText(text: string, context: TypeTextContext): TypeShape {
  const at: SourceLocation = { file: context.file, line: context.line, column: context.column };
  const from = context.from ?? "data shape";
  const problems = new Problems();
  // The newline keeps a trailing line comment in the text from swallowing the semicolon.
  const shape = withSourceFile(`${PREFIX}${text}\n;`, (file) => {
    const statements = file.getStatements();
    const [alias] = statements;
    const typeNode = alias && Node.isTypeAliasDeclaration(alias) ? alias.getTypeNode() : undefined;
    // Exactly one type, ending inside the text: anything else would smuggle other statements in.
    if (
      text.trim() === "" ||
      syntaxErrors(file).length > 0 ||
      statements.length !== 1 ||
      !typeNode ||
      typeNode.getEnd() > PREFIX.length + text.length
    ) {
      problems.add("schema/unsupported-type", { text: text.trim(), from }, at);
      return undefined;
    }
    const ctx: TypeContext = {
      problems,
      locate: (node) => shiftedLocation(text, node.getStart() - PREFIX.length, at),
      problemAt: () => at,
      isDeclared: (name) => context.declarations.has(name),
      // Declarations are known by name only here, so Omit<Declared, ...> cannot be spelled out.
      declarationNodes: () => undefined,
      isOtherDeclaration: () => false,
      constant: () => undefined,
      onReference: () => undefined,
    };
    return convertType(typeNode, from, ctx);
  });
  problems.throwIfAny();
  if (!shape) throw new Error("unreachable: a rejected type text records a problem");
  return shape;
}

/** Position `offset` of `text`, given that the text starts at `start`. */
function shiftedLocation(text: string, offset: number, start: SourceLocation): SourceLocation {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split("\n");
  const lastLine = lines.at(-1) ?? "";
  return lines.length === 1
    ? { file: start.file, line: start.line, column: start.column + before.length }
    : { file: start.file, line: start.line + lines.length - 1, column: lastLine.length + 1 };
}
