/**
 * How the Go module names revisions and conditions, and the names a revision package keeps for itself
 * (tested on generated/go/): a revision id or condition key that would take one is refused at check.
 */
import { nameWords, type ConditionNames, type TargetNaming } from "./target-naming.ts";

const words = (list: string): ReadonlySet<string> => new Set(list.split(" "));

/** Words Go writes in capitals (Effective Go's initialisms, those MCP names use). */
const INITIALISMS = words("id uri url http json rpc jsonrpc ttl api mcp sse utf8 ip");

const IDENTIFIER = /^[A-Z][A-Za-z0-9]*$/;

/** 2025-11-25 -> mcp20251125: a Go package name cannot start with a digit, hold a `-` or be a keyword. */
export const packageName = (revisionId: string): string =>
  `mcp${revisionId.toLowerCase().replace(/[^a-z0-9]/g, "")}`;

/** An exported Go identifier from a name in any case; undefined where none can be made. */
export function exported(name: string): string | undefined {
  const out = nameWords(name)
    .map((w) => (INITIALISMS.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join("");
  return IDENTIFIER.test(out) ? out : undefined;
}

/** The exported names every revision package declares itself (templates/go/revision.go.hbs). */
export const GO_PACKAGE_NAMES = words(
  "Revision ProtocolVersion Era Error Status Hints Option Response TransportFailure CheckOptions " +
    "CheckFailure Tool Unspecified ErrUnknownCondition WithMessage WithData Condition Conditions " +
    "HTTPStatus ConditionOf Respond TransportFailureOf ToolInputError CheckRequest TransportFailureKey " +
    "TransportFailureResponse",
);

/** A revision package's code constants are Code + the constant's name: that prefix is theirs. */
export const GO_CONSTANT_PREFIX = "Code";

/** What a condition declares in its revision package: the condition, its constructor, guard and data type. */
export function goConditionIdentifiers(key: string) {
  const condition = exported(key);
  if (condition === undefined) return undefined;
  return { condition, constructor: `New${condition}`, guard: `Is${condition}`, data: `${condition}Data` };
}

/** The names a condition takes; its data type's name is a prefix, which the types inside it extend. */
function goConditionNames(key: string): ConditionNames | undefined {
  const ids = goConditionIdentifiers(key);
  return ids && { names: [ids.condition, ids.constructor, ids.guard], prefixes: [ids.data] };
}

function goConditionKeyClash(key: string): string | undefined {
  const names = goConditionNames(key);
  if (names === undefined) return `the Go module's names: it gives no exported Go name`;
  const own = names.names.find((name) => GO_PACKAGE_NAMES.has(name));
  if (own !== undefined) return `the Go name "${own}" every revision package declares`;
  const kept = [...GO_PACKAGE_NAMES].find((name) => names.prefixes.some((prefix) => name.startsWith(prefix)));
  if (kept !== undefined) return `the Go name "${kept}" every revision package declares`;
  const [condition = ""] = names.names;
  if (new RegExp(`^${GO_CONSTANT_PREFIX}[A-Z0-9]`).test(condition))
    return `the Go code constants' prefix "${GO_CONSTANT_PREFIX}" (${condition} reads as a constant's name)`;
  return undefined;
}

export const goNaming: TargetNaming = {
  target: "go",
  output: "the Go module",
  // Every id gives an mcp-prefixed package name, which no keyword or module folder is.
  revisionIdClash: () => undefined,
  revisionNames: (id) => [`package ${packageName(id)}`],
  conditionKeyClash: goConditionKeyClash,
  conditionNames: (key) => goConditionNames(key) ?? { names: [], prefixes: [] },
};
