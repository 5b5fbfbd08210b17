"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.statusOfCondition = statusOfCondition;
exports.statusOf = statusOf;
// Compiled by mcp-errgen from templates/mcp-errors/runtime/status.ts; do not edit.
/** The HTTP status an error travels with in a revision: its condition's, or null (unspecified). */
const data_shape_js_1 = require("./data-shape.js");
const revision_js_1 = require("./revision.js");
/** The status of a condition named by its key; null for a key the revision does not define. */
function statusOfCondition(revision, key) {
  const status = (0, data_shape_js_1.own)(revision.tables.HTTP_STATUS, key);
  return status === undefined ? null : status;
}
/** The status of an error (by its condition), or of a condition given by its key. Never throws. */
function statusOf(revision, errorOrCondition, options) {
  if (typeof errorOrCondition === "string") return statusOfCondition(revision, errorOrCondition);
  const condition = (0, revision_js_1.conditionOfError)(revision, errorOrCondition, options);
  return condition === undefined ? null : statusOfCondition(revision, condition.key);
}
