/**
 * The request `_meta` object of a modern schema (`RequestMetaObject`, from 2026-07-28): each key,
 * its own or inherited, whether it is optional, the JSON kind of its value and the line that
 * declares it. The keys' types are read for their kind only: the declarations they name
 * (ClientCapabilities, Implementation, ...) are no error data, so they are not collected.
 */
import { Node } from "ts-morph";
import { jsonKind, type DeclarationLookup } from "../model/json-kind.ts";
import type { RequestMeta, TypeShape } from "../model/schema-model.ts";
import type { DeclarationIndex } from "./declaration-index.ts";
import { flattenReference } from "./flatten-object.ts";
import { convertType, type TypeContext } from "./type-shape.ts";

export const REQUEST_META_NAME = "RequestMetaObject";

/** The schema's request `_meta` object; undefined when it declares none (or a problem was recorded). */
export function findRequestMeta(index: DeclarationIndex, ctx: TypeContext): RequestMeta | undefined {
  const declaration = index.types.get(REQUEST_META_NAME)?.[0];
  if (!declaration) return undefined;
  const quiet: TypeContext = { ...ctx, onReference: () => undefined };
  const nameNode = declaration.getNameNode();
  // Keys may come from what the interface extends, so read its merged fields.
  const shape = flattenReference(declaration, nameNode, [], REQUEST_META_NAME, quiet, new Set());
  if (!shape) return undefined;
  const aliases = new Map<string, TypeShape>();
  const lookup: DeclarationLookup = (name) => {
    const [node] = index.types.get(name) ?? [];
    if (!node) return undefined;
    if (Node.isInterfaceDeclaration(node)) return { kind: "interface" };
    let type = aliases.get(name);
    if (!type) {
      type = convertType(node.getTypeNodeOrThrow(), name, quiet);
      aliases.set(name, type);
    }
    return { kind: "type", type };
  };
  return {
    name: REQUEST_META_NAME,
    keys: shape.fields.map((field) => ({
      name: field.name,
      optional: field.optional,
      kind: jsonKind(field.type, lookup),
      location: field.location,
    })),
    location: ctx.locate(nameNode),
  };
}
