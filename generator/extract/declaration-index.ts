/** Top-level names of one schema file, by kind, for resolving references by syntax alone. */
import {
  Node,
  type InterfaceDeclaration,
  type SourceFile,
  type TypeAliasDeclaration,
  type VariableDeclaration,
} from "ts-morph";

export type TypeDeclarationNode = InterfaceDeclaration | TypeAliasDeclaration;

export interface DeclarationIndex {
  /** Interfaces and type aliases; several nodes when an interface is declared more than once (merged). */
  types: ReadonlyMap<string, readonly TypeDeclarationNode[]>;
  /** Top-level variables (`export const X = ...`), in source order. */
  variables: ReadonlyMap<string, readonly VariableDeclaration[]>;
  /** Other named declarations (enums, classes, functions, namespaces): known names, but not data types. */
  others: ReadonlySet<string>;
}

export function indexDeclarations(file: SourceFile): DeclarationIndex {
  const types = new Map<string, TypeDeclarationNode[]>();
  const variables = new Map<string, VariableDeclaration[]>();
  const others = new Set<string>();
  const push = <T>(map: Map<string, T[]>, name: string, value: T) => {
    const list = map.get(name);
    if (list) list.push(value);
    else map.set(name, [value]);
  };
  for (const statement of file.getStatements()) {
    if (Node.isInterfaceDeclaration(statement) || Node.isTypeAliasDeclaration(statement)) {
      push(types, statement.getName(), statement);
    } else if (Node.isVariableStatement(statement)) {
      for (const declaration of statement.getDeclarations()) {
        const nameNode = declaration.getNameNode();
        if (Node.isIdentifier(nameNode)) push(variables, nameNode.getText(), declaration);
      }
    } else if (
      Node.isEnumDeclaration(statement) ||
      Node.isClassDeclaration(statement) ||
      Node.isFunctionDeclaration(statement) ||
      Node.isModuleDeclaration(statement)
    ) {
      const name = statement.getName();
      if (name !== undefined) others.add(name);
    }
  }
  return { types, variables, others };
}
