/**
 * A TypeScript type written as text (a data shape such as `{ supported: string[]; requested: string }`
 * in the error register) -> TypeShape, with the schemas' converter. References must name
 * declarations the caller lists; the text must be exactly one type.
 */
import { Node } from "ts-morph";
import { diagnostic, fail, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { SourceLocation, TypeShape } from "../model/schema-model.ts";
import { positionOf } from "../util/input-text.ts";
import { syntaxErrors, throwIfAny, withSourceFile } from "./parse-source.ts";
import { convertType } from "./type-shape.ts";

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
  const problems: Diagnostic[] = [];
  // The newline keeps a trailing line comment in the text from swallowing the semicolon.
  const shape = withSourceFile(`${PREFIX}${text}\n;`, (file) => {
    const [alias, ...others] = file.getStatements();
    const typeNode = Node.isTypeAliasDeclaration(alias) ? alias.getTypeNode() : undefined;
    // Exactly one type, ending inside the text: anything else would smuggle other statements in.
    if (
      text.trim() === "" ||
      syntaxErrors(file).length > 0 ||
      others.length > 0 ||
      !typeNode ||
      typeNode.getEnd() > PREFIX.length + text.length
    )
      fail("schema/unsupported-type", { text: text.trim(), from }, at);
    return convertType(typeNode, from, {
      // Declarations are known by name only, so Omit<Declared, ...> cannot be spelled out.
      index: {
        types: new Map([...context.declarations].map((name) => [name, []])),
        variables: new Map(),
        others: new Set(),
      },
      locate: (node) => shiftedLocation(text, node.getStart() - PREFIX.length, at),
      report: (kind, params) => problems.push(diagnostic(kind, params, at)),
      onReference: () => undefined,
    });
  });
  throwIfAny(problems);
  return shape;
}

/** Position `offset` of `text`, given that the text starts at `start`. */
function shiftedLocation(text: string, offset: number, start: SourceLocation): SourceLocation {
  const { line, column } = positionOf(text, Math.max(0, offset));
  if (line === 1) return { file: start.file, line: start.line, column: start.column + column - 1 };
  return { file: start.file, line: start.line + line - 1, column };
}
