/**
 * The request `_meta` object (`RequestMetaObject`, from 2026-07-28): each key, own or inherited,
 * whether it is optional, and the JSON kind of its value. The declarations the keys' types name
 * (ClientCapabilities, ...) are no error data, so they are read for their kind and not collected.
 */
import { Node } from "ts-morph";
import { jsonKind, type DeclarationLookup } from "../model/json-kind.ts";
import type { RequestMeta, TypeShape } from "../model/schema-model.ts";
import { convertType, declarationFields, type TypeContext } from "./type-shape.ts";

const NAME = "RequestMetaObject";

/** Undefined when the schema declares no RequestMetaObject (or a problem was recorded). */
export function findRequestMeta(ctx: TypeContext): RequestMeta | undefined {
  const declaration = ctx.index.types.get(NAME)?.[0];
  if (!declaration) return undefined;
  const quiet: TypeContext = { ...ctx, onReference: () => undefined };
  // Keys may come from what the interface extends, so read its merged fields.
  const fields = declarationFields(NAME, NAME, quiet)?.fields;
  if (!fields) return undefined;
  // Each alias is converted once, so a problem in it is reported once.
  const aliases = new Map<string, TypeShape>();
  const lookup: DeclarationLookup = (name) => {
    const [node] = ctx.index.types.get(name) ?? [];
    if (!node) return undefined;
    if (Node.isInterfaceDeclaration(node)) return { kind: "interface" };
    const type = aliases.get(name) ?? convertType(node.getTypeNodeOrThrow(), name, quiet);
    aliases.set(name, type);
    return { kind: "type", type };
  };
  return {
    name: NAME,
    keys: fields.map((field) => ({
      name: field.name,
      optional: field.optional,
      kind: jsonKind(field.type, lookup),
      location: field.location,
    })),
    location: ctx.locate(declaration.getNameNode()),
  };
}
