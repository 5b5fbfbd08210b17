/**
 * `gen --add-revision ID --like PREV`: the bookkeeping of a new revision, applied to
 * spec/errors.yaml through the YAML Document API (comments and layout stay). ID joins every list
 * PREV is in wherever the new schema keeps PREV's code: the register's revisions, code entries,
 * statuses, accepted codes, notes, absences, translations and policy rules. Where the schema
 * changed, a stub entry marked `todo:` says what needs judgement (a new condition, a renumbered or
 * removed constant, a register-only code, changed error data); `gen` refuses while any is left
 * (check-onboarding-stubs.ts), so each is completed with a citation first.
 */
import { isMap, isScalar, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from "yaml";
import type { SchemaModel } from "../model/schema-model.ts";
import { typeText } from "../model/type-text.ts";

export interface OnboardRequest {
  id: string;
  like: string;
  schema: SchemaModel;
  /** PREV's schema model. */
  previous: SchemaModel;
}

export interface OnboardResult {
  text: string;
  /** Lists ID was added to, as YAML paths. */
  applied: string[];
  /** What each stub asks for. */
  stubs: string[];
}

export function onboardRevision(text: string, request: OnboardRequest): OnboardResult {
  const { id, like, schema, previous } = request;
  const doc = parseDocument(text);
  const applied: string[] = [];
  const stubs: string[] = [];
  const join = (seq: unknown, path: string) => {
    if (addAfter(doc, seq, like, id)) applied.push(path);
  };

  join(doc.get("revisions", true), "revisions");
  const claimed = new Set<string>();
  const conditions = doc.get("conditions", true);
  if (!isMap(conditions)) throw new Error("the register has no conditions map");
  const changedData = changedInterfaces(previous, schema);

  for (const pair of conditions.items) {
    const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
    const condition = pair.value;
    if (!isMap(condition)) continue;
    const at = `conditions.${key}`;
    let carried = false;
    const codes = condition.get("codes", true);
    for (const [i, entry] of seqMaps(codes).entries()) {
      if (!includes(entry.get("revisions", true), like)) continue;
      const constant = String(entry.get("constant"));
      const code = Number(entry.get("code"));
      const now = schema.constants.find((c) => c.name === constant);
      const before = previous.constants.some((c) => c.name === constant);
      if (now) claimed.add(now.name);
      if (now && now.value === code) {
        join(entry.get("revisions", true), `${at}.codes[${i}].revisions`);
        carried = true;
        const iface = entry.get("interface");
        if (typeof iface === "string" && changedData.has(iface)) {
          const why = `the data of ${iface} changed in ${id} (${changedData.get(iface)}): check the condition's data and cite ${id}'s schema`;
          entry.set("todo", why);
          stubs.push(`${at}.codes[${i}]: ${why}`);
        }
      } else if (now) {
        const why = `${constant} is ${now.value} in ${id} (${code} in ${like}): confirm the renumbering, its match rule and translations, with a citation`;
        (codes as unknown as YAMLSeq).add(
          doc.createNode({
            code: now.value,
            constant,
            revisions: flow(doc, [id]),
            match: entry.get("match"),
            todo: why,
          }),
        );
        stubs.push(`${at}.codes: ${why}`);
      } else if (!before) {
        const why = `${constant} (${code}) is defined only in ${like}'s prose: cite ${id}'s prose that keeps it, or make the condition absent`;
        (codes as unknown as YAMLSeq).add(
          doc.createNode({
            code,
            constant,
            revisions: flow(doc, [id]),
            match: entry.get("match"),
            todo: why,
          }),
        );
        stubs.push(`${at}.codes: ${why}`);
      } else {
        const why = `${constant} (${code}) is gone from ${id}: add ${id} to absent and say how to send the condition to ${id} (mapTo or untranslatable), with a citation`;
        const whenAbsent = ensureSeq(doc, condition, "whenAbsent");
        whenAbsent.add(doc.createNode({ to: flow(doc, [id]), todo: why }));
        stubs.push(`${at}.whenAbsent: ${why}`);
      }
    }
    const absent = condition.get("absent", true);
    const wasAbsent = includes(absent, like);
    if (wasAbsent) join(absent, `${at}.absent`);
    if (carried)
      for (const field of ["http", "accepts", "notes"])
        for (const [i, entry] of seqMaps(condition.get(field, true)).entries())
          join(entry.get("revisions", true), `${at}.${field}[${i}].revisions`);
    if (carried || wasAbsent)
      for (const [i, entry] of seqMaps(condition.get("whenAbsent", true)).entries())
        join(entry.get("to", true), `${at}.whenAbsent[${i}].to`);
  }

  const policy = doc.get("policy", true);
  if (isMap(policy))
    for (const pair of policy.items) {
      const name = String(isScalar(pair.key) ? pair.key.value : pair.key);
      for (const [i, rule] of seqMaps(pair.value).entries())
        join(rule.get("revisions", true), `policy.${name}[${i}].revisions`);
    }

  const known = new Set(previous.constants.map((c) => c.name));
  for (const constant of schema.constants) {
    if (claimed.has(constant.name) || known.has(constant.name)) continue;
    const key = constant.name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    const why = `new in ${id} (${constant.location.file}:${constant.location.line}): write its summary and message, its statuses, how older revisions receive it (absent, whenAbsent), with citations`;
    const iface = schema.interfaces.find((i) => i.constant === constant.name);
    conditions.set(
      key,
      doc.createNode({
        summary: constant.doc.summary || `what ${constant.name} means`,
        message: constant.name,
        todo: why,
        codes: [
          {
            code: constant.value,
            constant: constant.name,
            ...(iface ? { interface: iface.name } : {}),
            revisions: flow(doc, [id]),
            match: "unique",
          },
        ],
      }),
    );
    stubs.push(`conditions.${key}: ${why}`);
  }
  return { text: doc.toString({ lineWidth: 0 }), applied, stubs };
}

/** Interfaces whose data shape differs between the two schemas: name -> "before -> after". */
function changedInterfaces(previous: SchemaModel, schema: SchemaModel): Map<string, string> {
  const text = (i: SchemaModel["interfaces"][number]) =>
    i.data ? `${i.data.optional ? "optional " : ""}${typeText(i.data.type)}` : "none";
  const before = new Map(previous.interfaces.map((i) => [i.name, text(i)]));
  const changed = new Map<string, string>();
  for (const iface of schema.interfaces) {
    const old = before.get(iface.name);
    if (old !== undefined && old !== text(iface)) changed.set(iface.name, `${old} -> ${text(iface)}`);
  }
  return changed;
}

function seqMaps(node: unknown): YAMLMap[] {
  return isSeq(node) ? node.items.filter((item): item is YAMLMap => isMap(item)) : [];
}

function includes(node: unknown, id: string): boolean {
  return isSeq(node) && node.items.some((item) => String(isScalar(item) ? item.value : item) === id);
}

/** Adds `id` right after `like` in a sequence that holds `like` and not `id`. */
function addAfter(doc: Document, node: unknown, like: string, id: string): boolean {
  if (!isSeq(node) || !includes(node, like) || includes(node, id)) return false;
  const at = node.items.findIndex((item) => String(isScalar(item) ? item.value : item) === like);
  node.items.splice(at + 1, 0, doc.createNode(id));
  return true;
}

function ensureSeq(doc: Document, map: YAMLMap, key: string): YAMLSeq {
  const existing = map.get(key, true);
  if (isSeq(existing)) return existing;
  const created = doc.createNode([]) as unknown as YAMLSeq;
  map.set(key, created);
  return created;
}

function flow(doc: Document, items: string[]): YAMLSeq {
  const seq = doc.createNode(items) as unknown as YAMLSeq;
  seq.flow = true;
  return seq;
}
