/**
 * The methods a revision defines: the `method` literal of every member of its ClientRequest,
 * ClientNotification, ServerRequest and ServerNotification unions. A union the schema does not
 * declare (2026-07-28 has no ServerRequest) contributes none.
 */
import { Node } from "ts-morph";
import type { MethodFact } from "../model/schema-model.ts";
import { compareText } from "../model/type-text.ts";
import { ownMembers, propertyNamed, stringLiterals } from "./declarations.ts";
import type { TypeContext } from "./type-shape.ts";

const UNIONS = [
  { name: "ClientRequest", from: "client", kind: "request" },
  { name: "ClientNotification", from: "client", kind: "notification" },
  { name: "ServerRequest", from: "server", kind: "request" },
  { name: "ServerNotification", from: "server", kind: "notification" },
] as const;

export function findMethods(ctx: TypeContext): MethodFact[] {
  const methods: MethodFact[] = [];
  for (const union of UNIONS) {
    const alias = ctx.index.types.get(union.name)?.find(Node.isTypeAliasDeclaration);
    const node = alias?.getTypeNode();
    if (!node) continue;
    const members = Node.isUnionTypeNode(node) ? node.getTypeNodes() : [node];
    for (const member of members) {
      if (!Node.isTypeReference(member)) continue;
      const name = member.getTypeName().getText();
      const method = methodOf(name, ctx);
      if (method)
        methods.push({ method: method.value, from: union.from, kind: union.kind, location: method.location });
    }
  }
  return methods.sort(
    (a, b) => compareText(a.method, b.method) || compareText(a.from, b.from) || compareText(a.kind, b.kind),
  );
}

/** A message interface's `method` literal, where it declares one (own members, as the schemas do). */
function methodOf(name: string, ctx: TypeContext) {
  for (const declaration of ctx.index.types.get(name) ?? []) {
    const property = propertyNamed(ownMembers(declaration), "method");
    const type = property?.getTypeNode();
    const [value] = type ? stringLiterals(type) : [];
    if (property && value !== undefined) return { value, location: ctx.locate(property) };
  }
  return undefined;
}
