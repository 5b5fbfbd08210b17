/**
 * `gen --add-revision ID --like PREV`: ID joins every list of spec/errors.yaml that PREV is in where the
 * new schema keeps PREV's code; where it changed, a `todo:` stub says what needs judgement, and `gen`
 * refuses while one is left. Each change is spliced in at its node, so the diff shows nothing else.
 */
import type { SchemaModel } from "../model/schema-model.ts";
import { typeText } from "../model/type-text.ts";
import type { Register } from "../register/register-schema.ts";
import { formatPath, type YamlPath } from "../util/yaml-document.ts";
import { YamlEditor } from "../util/yaml-edit.ts";

/**
 * `register` is the register read from `text`, whose paths the edits follow; `previous` is PREV's
 * schema. `applied` lists the YAML paths of the lists ID joined, `stubs` what each stub asks for.
 */
export function onboardRevision(
  text: string,
  register: Register,
  request: { id: string; like: string; schema: SchemaModel; previous: SchemaModel },
) {
  const { id, like, schema, previous } = request;
  const edit = new YamlEditor(text, register.file);
  const applied: string[] = [];
  const stubs: string[] = [];
  const join = (path: YamlPath) => edit.insertAfter(path, like, id) && applied.push(formatPath(path));
  const stub = (path: YamlPath, why: string) => stubs.push(`${formatPath(path)}: ${why}`);
  const changedData = changedInterfaces(previous, schema);
  const claimed = new Set<string>();

  join(["revisions"]);
  for (const condition of register.conditions) {
    const at = condition.path;
    let carried = false;
    const gone: { to: string[]; todo: string }[] = [];
    for (const code of condition.codes.filter((c) => c.revisions.includes(like))) {
      const { constant } = code;
      const now = schema.constants.find((c) => c.name === constant);
      if (now) claimed.add(now.name);
      if (now?.value === code.code) {
        join([...code.path, "revisions"]);
        carried = true;
        const change = code.interface === undefined ? undefined : changedData.get(code.interface);
        if (change === undefined) continue;
        const why = `the data of ${code.interface} changed in ${id} (${change}): check the condition's data and cite ${id}'s schema`;
        edit.addPair(code.path, "todo", why);
        stub(code.path, why);
      } else if (now || !previous.constants.some((c) => c.name === constant)) {
        const why = now
          ? `${constant} is ${now.value} in ${id} (${code.code} in ${like}): confirm the renumbering, its match rule and translations, with a citation`
          : `${constant} (${code.code}) is defined only in ${like}'s prose: cite ${id}'s prose that keeps it, or make the condition absent`;
        const match: unknown = edit.yaml.doc.getIn([...code.path, "match"]);
        const added = { code: now?.value ?? code.code, constant, revisions: [id], match, todo: why };
        edit.append([...at, "codes"], added);
        stub([...at, "codes"], why);
      } else {
        const why = `${constant} (${code.code}) is gone from ${id}: add ${id} to absent and say how to send the condition to ${id} (mapTo or untranslatable), with a citation`;
        gone.push({ to: [id], todo: why });
        stub([...at, "whenAbsent"], why);
      }
    }
    if (gone.length > 0) edit.append([...at, "whenAbsent"], ...gone);
    const wasAbsent = condition.absent.includes(like);
    if (wasAbsent) join([...at, "absent"]);
    if (carried)
      for (const entry of [...condition.http, ...condition.accepts, ...condition.notes])
        join([...entry.path, "revisions"]);
    if (carried || wasAbsent) for (const entry of condition.whenAbsent) join([...entry.path, "to"]);
  }
  for (const rules of Object.values(register.policy))
    for (const rule of rules) join([...rule.path, "revisions"]);

  const known = new Set(previous.constants.map((c) => c.name));
  const keys = new Set(register.conditions.map((c) => c.key));
  for (const constant of schema.constants.filter((c) => !claimed.has(c.name) && !known.has(c.name))) {
    const base = constant.name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    let key = base;
    for (let n = 2; keys.has(key); n++) key = `${base}${n}`;
    keys.add(key);
    const why = `new in ${id} (${constant.location.file}:${constant.location.line}): write its summary and message, its statuses, how older revisions receive it (absent, whenAbsent), with citations`;
    const iface = schema.interfaces.find((i) => i.constant === constant.name);
    const code = { code: constant.value, constant: constant.name, interface: iface?.name, revisions: [id] };
    const summary = constant.doc.summary || `what ${constant.name} means`;
    const condition = { summary, message: constant.name, todo: why, codes: [{ ...code, match: "unique" }] };
    edit.addPair(["conditions"], key, condition, true);
    stub(["conditions", key], why);
  }
  return { text: edit.apply(), applied, stubs };
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
