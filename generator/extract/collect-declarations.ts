/**
 * The declarations error data and the envelope refer to, followed transitively (ElicitRequestURLParams
 * -> TaskAugmentedRequestParams -> RequestParams -> ...), so the emitted runtime can carry real types.
 */
import { Node, type TypeElementTypes } from "ts-morph";
import type { Declaration, TypeShape } from "../model/schema-model.ts";
import type { DeclarationIndex } from "./declaration-index.ts";
import { readJsDoc } from "./jsdoc.ts";
import {
  convertMembers,
  convertReference,
  convertType,
  unsupported,
  type TypeContext,
} from "./type-shape.ts";

/** Names referenced so far, each handed out once. */
export class ReferenceQueue {
  private readonly seen = new Set<string>();
  private readonly pending: string[] = [];

  add(name: string): void {
    if (this.seen.has(name)) return;
    this.seen.add(name);
    this.pending.push(name);
  }

  next(): string | undefined {
    return this.pending.shift();
  }
}

/**
 * Converts every queued declaration; converting one queues what it references, until nothing
 * new turns up. Cycles (JSONValue -> JSONObject -> JSONValue) end because each name is queued once.
 */
export function collectDeclarations(
  queue: ReferenceQueue,
  index: DeclarationIndex,
  ctx: TypeContext,
): Declaration[] {
  const declarations: Declaration[] = [];
  for (let name = queue.next(); name !== undefined; name = queue.next()) {
    const nodes = index.types.get(name);
    const [first] = nodes ?? [];
    if (!nodes || !first) continue;
    const generic = nodes.find((node) => node.getTypeParameters().length > 0);
    if (generic) {
      // TypeShape has no type parameters; no schema declares a generic type today.
      unsupported(generic, name, ctx);
      continue;
    }
    const doc = readJsDoc(first);
    const location = ctx.locate(first.getNameNode());
    if (Node.isTypeAliasDeclaration(first)) {
      const typeNode = first.getTypeNodeOrThrow();
      declarations.push({
        name,
        kind: "type",
        extends: [],
        type: convertType(typeNode, name, ctx),
        doc,
        location,
      });
      continue;
    }
    // Interfaces declared more than once merge, as TypeScript merges them.
    const bases: TypeShape[] = [];
    const members: TypeElementTypes[] = [];
    for (const node of nodes) {
      if (!Node.isInterfaceDeclaration(node)) continue;
      for (const base of node.getExtends())
        bases.push(
          convertReference(base, base.getExpression(), base.getTypeArguments(), `${name} extends`, ctx),
        );
      members.push(...node.getMembers());
    }
    declarations.push({
      name,
      kind: "interface",
      extends: bases,
      type: convertMembers(members, name, ctx),
      doc,
      location,
    });
  }
  return declarations.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
