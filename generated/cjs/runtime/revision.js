// CommonJS translation of lib/runtime/revision.js by mcp-errgen (esbuild); do not edit.
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var revision_exports = {};
__export(revision_exports, {
  conditionIn: () => conditionIn,
  conditionKeyOf: () => conditionKeyOf,
  conditionOfError: () => conditionOfError,
  defineRevision: () => defineRevision,
  defines: () => defines,
  methodIn: () => methodIn,
  nameOf: () => nameOf,
  paramsIn: () => paramsIn,
  recognise: () => recognise,
  reserves: () => reserves,
  revisionsById: () => revisionsById,
  statusIn: () => statusIn,
  unknownRevision: () => unknownRevision
});
module.exports = __toCommonJS(revision_exports);
var import_data_shape = require("./data-shape.js");
var import_mark = require("./mark.js");
const compiled = /* @__PURE__ */ new WeakMap();
function defineRevision(tables) {
  let revision = compiled.get(tables);
  if (revision === void 0) {
    revision = index(tables);
    compiled.set(tables, revision);
  }
  return revision;
}
function index(tables) {
  const conditions = /* @__PURE__ */ new Map();
  for (const key of Object.keys(tables.CONDITIONS))
    conditions.set(key, { key, ...tables.CONDITIONS[key] });
  const readings = /* @__PURE__ */ new Map();
  const add = (code, reading) => {
    const list = readings.get(code);
    if (list)
      list.push(reading);
    else
      readings.set(code, [reading]);
  };
  const ruled = (code) => tables.SHARED_CODES[String(code)]?.tryInOrder;
  const withRules = [...conditions.values()].flatMap((c) => c.recognition.rules.map((rule) => ({ condition: c, rule })));
  withRules.sort((a, b) => rank(ruled(a.rule.code), a.condition.key) - rank(ruled(b.rule.code), b.condition.key));
  for (const reading of withRules)
    add(reading.rule.code, reading);
  for (const c of conditions.values())
    for (const code of c.recognition.codes)
      add(code, { condition: c, rule: null });
  return { id: tables.REVISION, era: tables.ERA, tables, conditions, readings };
}
function conditionIn(revision, key) {
  const condition = revision.conditions.get(key);
  if (condition === void 0)
    throw new Error(`${revision.id} has no condition ${key}`);
  return condition;
}
function unknownRevision(revision) {
  return new RangeError(`unknown MCP revision: ${nameOf(revision)}`);
}
function nameOf(value) {
  if (typeof value === "string")
    return value.length > 64 ? `${JSON.stringify(value.slice(0, 64))}...` : JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value === void 0 || value === null)
    return String(value);
  return `a value of type ${typeof value}`;
}
function revisionsById(list) {
  const modules = new Map(list);
  const revisions = /* @__PURE__ */ new Map();
  const find = (id) => {
    let revision = revisions.get(id);
    if (revision === void 0) {
      const tables = modules.get(id);
      if (tables === void 0)
        return void 0;
      revisions.set(id, revision = defineRevision(tables));
    }
    return revision;
  };
  return {
    has: (id) => modules.has(id),
    find,
    get(id) {
      const revision = find(id);
      if (revision === void 0)
        throw unknownRevision(id);
      return revision;
    }
  };
}
function defines(revision, code) {
  for (const condition of revision.conditions.values())
    if (condition.code === code)
      return true;
  return false;
}
function reserves(revision, code) {
  return revision.tables.RESERVED_CODES.some((r) => r.code === code);
}
function rank(order, key) {
  const at = order ? order.indexOf(key) : -1;
  return at >= 0 ? at : 1e3;
}
function recognise(revision, code, data, method, httpStatus, params) {
  const readings = typeof code === "number" ? revision.readings.get(code) : void 0;
  if (readings === void 0)
    return void 0;
  for (let i = 0; i < readings.length; i++) {
    const { condition, rule } = readings[i];
    if (rule === null)
      return condition;
    if (rule.httpStatus !== void 0 && httpStatus !== rule.httpStatus)
      continue;
    if (rule.method !== void 0 && (method === void 0 ? rule.methodUnknown !== "match" : method !== rule.method))
      continue;
    if (rule.requiresData === true && (data === void 0 || !(0, import_data_shape.dataMatches)(condition.data, data)))
      continue;
    if (rule.requiresData === true && rule.method !== void 0 && !echoes(condition.data, data, params))
      continue;
    return condition;
  }
  return void 0;
}
function echoes(rule, data, params) {
  if (rule === null || !(0, import_data_shape.isRecord)(data) || !(0, import_data_shape.isRecord)(params))
    return true;
  for (const name in rule.fields)
    if ((0, import_data_shape.hasOwn)(data, name) && (0, import_data_shape.hasOwn)(params, name)) {
      const a = data[name];
      const b = params[name];
      if (a !== b || a !== null && typeof a === "object")
        return false;
    }
  return true;
}
function conditionOfError(revision, value, options) {
  try {
    if (!(0, import_data_shape.isRecord)(value))
      return void 0;
    const code = value.code;
    const marked = (0, import_mark.markOf)(value);
    if (marked !== void 0 && marked.revision === revision.id) {
      const condition = revision.conditions.get(marked.condition);
      if (condition !== void 0 && condition.code === code)
        return condition;
    }
    return recognise(revision, code, value.data, methodIn(options), statusIn(options), paramsIn(options));
  } catch {
    return void 0;
  }
}
function methodIn(options) {
  try {
    const method = (0, import_data_shape.isRecord)(options) ? options.method : void 0;
    return typeof method === "string" ? method : void 0;
  } catch {
    return void 0;
  }
}
function paramsIn(options) {
  try {
    const params = (0, import_data_shape.isRecord)(options) ? options.params : void 0;
    return (0, import_data_shape.isRecord)(params) ? params : void 0;
  } catch {
    return void 0;
  }
}
function statusIn(options) {
  try {
    const status = (0, import_data_shape.isRecord)(options) ? options.httpStatus : void 0;
    return typeof status === "number" && Number.isInteger(status) ? status : void 0;
  } catch {
    return void 0;
  }
}
function conditionKeyOf(revision, value, options) {
  const condition = conditionOfError(revision, value, options);
  return condition === void 0 ? null : condition.key;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  conditionIn,
  conditionKeyOf,
  conditionOfError,
  defineRevision,
  defines,
  methodIn,
  nameOf,
  paramsIn,
  recognise,
  reserves,
  revisionsById,
  statusIn,
  unknownRevision
});
