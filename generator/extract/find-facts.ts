/** Facts read from one declaration each: the error envelope, the request `_meta` object, resultType. */
import { Node, type PropertySignature } from "ts-morph";
import { MAX_DEPTH } from "../model/object-fields.ts";
import type { JsonKind, RequestMeta, ResultTypeFact, SchemaModel, TypeShape } from "../model/schema-model.ts";
import { lastJsDoc, ownMembers, propertyNamed, stringLiterals } from "./declarations.ts";
import { convertType, declarationFields, nested, type TypeContext } from "./type-shape.ts";

/** `JSONRPCError` (to 2025-06-18) or `JSONRPCErrorResponse` (from 2025-11-25); newest first if both. */
export function findEnvelope(revision: string, ctx: TypeContext): SchemaModel["envelope"] | undefined {
  const name = ["JSONRPCErrorResponse", "JSONRPCError"].find((candidate) => ctx.index.types.has(candidate));
  const declaration = name === undefined ? undefined : ctx.index.types.get(name)?.[0];
  if (name === undefined || !declaration) {
    ctx.report("schema/missing-envelope", { revision });
    return undefined;
  }
  // Members may come from what the envelope extends, so read its merged fields.
  const fields = declarationFields(name, name, ctx)?.fields;
  if (!fields) return undefined;
  const nameNode = declaration.getNameNode();
  const [id, error] = ["id", "error"].map((member) => {
    const field = fields.find((f) => f.name === member);
    if (!field) ctx.report("schema/envelope-member-missing", { envelope: name, member }, nameNode);
    return field;
  });
  if (!id || !error) return undefined;
  return { name, idOptional: id.optional, error: error.type, location: ctx.locate(nameNode) };
}

/**
 * `RequestMetaObject` (from 2026-07-28): each key, own or inherited, and its value's JSON kind. What
 * the keys' types name (ClientCapabilities, ...) is no error data: read for its kind, not collected.
 */
export function findRequestMeta(ctx: TypeContext): RequestMeta | undefined {
  const name = "RequestMetaObject";
  const declaration = ctx.index.types.get(name)?.[0];
  if (!declaration) return undefined;
  const quiet: TypeContext = { ...ctx, onReference: () => undefined };
  const fields = declarationFields(name, name, quiet)?.fields;
  if (!fields) return undefined;
  // Each alias is converted once, so a problem in it is reported once.
  const aliases = new Map<string, TypeShape>();
  // A key's JSON kind, as the runtime checks it (error data has data-rule.ts's stricter rule).
  const kind = (shape: TypeShape, depth = 0): JsonKind => {
    if (depth > MAX_DEPTH / 2) return "any";
    switch (shape.kind) {
      case "primitive":
        return shape.name === "unknown" || shape.name === "never" ? "any" : shape.name;
      case "literal":
        return typeof shape.value as JsonKind;
      case "array":
      case "tuple":
        return "array";
      case "object":
        return "object";
      case "intersection":
      case "union": {
        const kinds = new Set(shape.members.map((m) => kind(m, depth + 1)));
        const [only] = kinds;
        return kinds.size === 1 && only !== undefined ? only : "any";
      }
      case "ref": {
        const [node] = ctx.index.types.get(shape.name) ?? [];
        if (!node || Node.isInterfaceDeclaration(node)) return node ? "object" : "any";
        const type = aliases.get(shape.name) ?? convertType(node.getTypeNodeOrThrow(), shape.name, quiet);
        aliases.set(shape.name, type);
        return kind(type, depth + 1);
      }
    }
  };
  // The strings a key allows, in the schema's order, where its type (through aliases) is string literals alone.
  const values = (shape: TypeShape, depth = 0): string[] | undefined => {
    if (depth > MAX_DEPTH / 2) return undefined;
    switch (shape.kind) {
      case "literal":
        return typeof shape.value === "string" ? [shape.value] : undefined;
      case "union": {
        const all = shape.members.map((m) => values(m, depth + 1));
        return all.every((v) => v !== undefined) ? [...new Set(all.flat())] : undefined;
      }
      case "ref": {
        const [node] = ctx.index.types.get(shape.name) ?? [];
        if (!node || Node.isInterfaceDeclaration(node)) return undefined;
        const type = aliases.get(shape.name) ?? convertType(node.getTypeNodeOrThrow(), shape.name, quiet);
        aliases.set(shape.name, type);
        return values(type, depth + 1);
      }
      default:
        return undefined;
    }
  };
  return {
    name,
    keys: fields.map((field) => {
      const allowed = values(field.type);
      return {
        name: field.name,
        optional: field.optional,
        kind: kind(field.type),
        ...(allowed !== undefined && { values: allowed }),
        location: field.location,
      };
    }),
    location: ctx.locate(declaration.getNameNode()),
  };
}

/**
 * The `resultType` member of the schema's `Result` (2026-07-28 on): whether every result carries it,
 * and the value of a complete result. Only the member's doc comment says which of its type's values
 * that is, by telling a client how to read a result without the field; that sentence is read, and a
 * schema whose comment names no such value, or one the type does not allow, is refused, not guessed.
 */
export function findResultType(ctx: TypeContext): ResultTypeFact {
  const result = ctx.index.types.get("Result")?.[0];
  if (!result) return { required: false, complete: null };
  const member = findMember("Result", ctx, new Set());
  if (!member) return { required: false, complete: null, location: ctx.locate(result.getNameNode()) };

  const location = ctx.locate(member.getNameNode());
  const required = !member.hasQuestionToken();
  const typeNode = member.getTypeNode();
  const doc = lastJsDoc(member);
  const named = absentFieldValues(doc?.getText() ?? "");
  const values = [...new Set(named.map((n) => n.value))];
  const refuse = (reason: string): ResultTypeFact => {
    ctx.report("schema/result-type-unreadable", { reason }, member.getNameNode());
    return { required, complete: null, location };
  };
  const [value] = values;
  if (value === undefined || !doc)
    return refuse("its doc comment names no value for a result that lacks the field");
  if (values.length > 1) {
    const list = values.map((v) => JSON.stringify(v)).join(", ");
    return refuse(`its doc comment names more than one value for a result that lacks the field: ${list}`);
  }
  if (!typeNode || !stringLiterals(typeNode, ctx.index).includes(value))
    return refuse(
      `its doc comment reads a result that lacks the field as ${JSON.stringify(value)}, which is not a string literal of its type (${typeNode?.getText() ?? "none"})`,
    );
  const at = doc.getSourceFile().getLineAndColumnAtPos(doc.getStart() + (named[0]?.offset ?? 0));
  return { required, complete: value, location, completeLocation: { file: location.file, ...at } };
}

/** The `resultType` member of a declaration or of what it extends (each name visited once). */
function findMember(name: string, ctx: TypeContext, visiting: Set<string>): PropertySignature | undefined {
  if (visiting.has(name)) return undefined;
  visiting.add(name);
  for (const declaration of ctx.index.types.get(name) ?? []) {
    const own = propertyNamed(ownMembers(declaration), "resultType");
    if (own) return own;
    const bases = Node.isInterfaceDeclaration(declaration) ? declaration.getExtends() : [];
    for (const base of bases) {
      const inherited = nested(base, ctx, () => findMember(base.getExpression().getText(), ctx, visiting));
      if (inherited) return inherited;
    }
  }
  return undefined;
}

/** Backquoted string literals (`"complete"`) in a doc's sentences about an absent field, with offsets. */
function absentFieldValues(text: string): { value: string; offset: number }[] {
  const sentences = text.matchAll(/(?:`[^`]*`?|[^`.!?]|[.!?](?!\s|$))*(?:[.!?]|$)/g);
  return [...sentences]
    .filter(([sentence]) => /\babsent\b/i.test(sentence))
    .flatMap(({ 0: sentence, index }) =>
      [...sentence.matchAll(/`"([^"`\\\n]*)"`/g)].map((match) => ({
        value: match[1] ?? "",
        offset: index + match.index,
      })),
    );
}
