/**
 * The register without the schemas: each revision accounted for once per condition and per rule
 * kind, rules only where they can apply, named conditions that exist, keys that make free names.
 */
import { ConditionNamesTaken } from "../model/target-names.ts";
import { formatPath, type YamlPath } from "../util/yaml-document.ts";
import { allFacts } from "../register/load-register.ts";
import type { RegisterProblems } from "../register/problems.ts";
import type { PolicyRule, Register, RegisterCondition } from "../register/register-schema.ts";

const presentRevisions = (condition: RegisterCondition) =>
  new Set(condition.codes.flatMap((c) => c.revisions));

/** Revisions some condition speaks about; one none mentions yet is pending (see newRevisionReports). */
export function mentionedRevisions(register: Register): string[] {
  const mentioned = new Set(register.conditions.flatMap((c) => [...presentRevisions(c), ...c.absent]));
  return register.revisions.filter((revision) => mentioned.has(revision));
}

/** Calls `repeated` at each revision of `lists` that an earlier place listed; gives all it saw. */
export function eachRepeat(
  lists: (readonly [readonly string[] | undefined, YamlPath])[],
  repeated: (revision: string, at: YamlPath) => void,
): Set<string> {
  const seen = new Set<string>();
  for (const [list, path] of lists)
    list?.forEach((revision, i) => {
      if (seen.has(revision)) repeated(revision, [...path, i]);
      seen.add(revision);
    });
  return seen;
}

/** The condition `key`, named at `path`, must exist in each of `revisions` (`why` says what for). */
function mustExist(
  register: Register,
  problems: RegisterProblems,
  at: { key: string; path: YamlPath; revisions: readonly string[]; why?: string },
): void {
  const condition = register.conditions.find((c) => c.key === at.key);
  if (!condition) {
    problems.add("register/unknown-condition", { path: formatPath(at.path), condition: at.key }, at.path);
    return;
  }
  const present = presentRevisions(condition);
  for (const revision of at.revisions)
    if (register.revisions.includes(revision) && !present.has(revision))
      problems.invalid(at.path, `"${at.key}" does not exist in ${revision}${at.why ?? ""}`);
}

/** Each revision of `list` (at `path`) must be one of `known`, and listed once. */
export function checkRevisionList(
  problems: RegisterProblems,
  list: readonly string[],
  path: YamlPath,
  known: readonly string[],
): void {
  list.forEach((revision, i) => {
    const at = [...path, i];
    if (!known.includes(revision))
      problems.add("register/unknown-revision", { path: formatPath(at), revision, known: [...known] }, at);
    else if (list.indexOf(revision) < i) problems.invalid(at, `${revision} is listed twice`);
  });
}

type Listing = { path: YamlPath; revisions?: string[]; to?: unknown };

/** Every revision list of every entry names revisions of the register's own list, each once. */
export function checkRevisionLists(register: Register, problems: RegisterProblems): void {
  // Bands and translateUndefined rules have a `to` too: a code, not a list.
  const check = (list: unknown, path: YamlPath) => {
    if (Array.isArray(list)) checkRevisionList(problems, list as string[], path, register.revisions);
  };
  for (const fact of allFacts(register) as Listing[]) {
    check(fact.revisions, [...fact.path, "revisions"]);
    check(fact.to, [...fact.path, "to"]);
  }
  for (const { absent, path } of register.conditions) check(absent, [...path, "absent"]);
}

/** No revision in the `field` lists of two of `rules` (the rules of one kind). */
function onceEach(problems: RegisterProblems, rules: Listing[], field: "revisions" | "to", what: string) {
  const lists = rules.map((rule) => [rule[field] as string[] | undefined, [...rule.path, field]] as const);
  eachRepeat(lists, (revision, at) =>
    problems.invalid(at, `${revision} is listed in more than one ${what} rule`),
  );
}

export function checkConditions(register: Register, problems: RegisterProblems): void {
  const registerIds = new Map<string, string>();
  const taken = new ConditionNamesTaken();
  for (const condition of register.conditions) {
    const { key, registerId } = condition;
    const other = registerId === undefined ? undefined : registerIds.get(registerId);
    if (other !== undefined)
      problems.invalid(
        [...condition.path, "registerId"],
        `${registerId} is already the registerId of "${other}"; list it under \`registers\` instead`,
      );
    else if (registerId !== undefined) registerIds.set(registerId, key);
    checkNames(problems, condition, taken);
    checkCoverage(register, problems, condition);
    checkRules(register, problems, condition);
    checkWhenAbsent(register, problems, condition);
  }
}

/**
 * Keys become every target's names: a reserved word, a magic property (`then`), a name a target
 * keeps (`withMessage` in Go), or names another key takes (`parse` beside `parseError`) are refused
 * before any emit.
 */
function checkNames(problems: RegisterProblems, condition: RegisterCondition, taken: ConditionNamesTaken) {
  const { key, path } = condition;
  const interfaces = condition.codes.flatMap((c) => (c.interface ? [c.interface] : []));
  const clash = taken.claim(key, interfaces);
  if (clash)
    problems.add("register/reserved-name", { path: formatPath(path), name: key, clash }, path, { key: true });
}

/** Every covered revision is in exactly one of codes[].revisions or absent; aliases name codes. */
function checkCoverage(register: Register, problems: RegisterProblems, condition: RegisterCondition): void {
  const lists = condition.codes.map((code) => [code.revisions, [...code.path, "revisions"]] as const);
  const seen = eachRepeat([...lists, [condition.absent, [...condition.path, "absent"]]], (revision, at) =>
    problems.add("register/revision-twice", { condition: condition.key, revision }, at),
  );
  for (const revision of mentionedRevisions(register))
    if (!seen.has(revision)) {
      const params = { condition: condition.key, revision };
      problems.add("register/revision-uncovered", params, condition.path, { key: true });
    }

  const codes = new Set(condition.codes.map((c) => c.code));
  for (const entry of condition.codes) {
    const alias = [...entry.path, "draftAliasOf"];
    if (entry.draftAliasOf !== undefined && !codes.has(entry.draftAliasOf))
      problems.invalid(
        alias,
        `${entry.draftAliasOf} is not a code of "${condition.key}"; an alias names the code the draft number became`,
      );
    if (entry.draftAliasOf === entry.code) problems.invalid(alias, "a code cannot alias itself");
    if ((entry.match === "method") !== (entry.method !== undefined))
      problems.invalid([...entry.path, "method"], "`method` goes with `match: method`, and only there");
    if (entry.requiresData === true && entry.match !== "method")
      problems.invalid(
        [...entry.path, "requiresData"],
        "`requiresData` goes with `match: method`, and only there (`match: data` implies it)",
      );
  }
}

/** HTTP and receive rules speak only of revisions where the condition has a code, each once. */
function checkRules(register: Register, problems: RegisterProblems, condition: RegisterCondition): void {
  const { key } = condition;
  const present = presentRevisions(condition);
  const onlyPresent = (rule: { revisions: string[]; path: YamlPath }, what: string) =>
    rule.revisions.forEach((revision, i) => {
      if (register.revisions.includes(revision) && !present.has(revision))
        problems.invalid(
          [...rule.path, "revisions", i],
          `"${key}" has no code in ${revision}, so it has no ${what} there`,
        );
    });
  for (const rule of condition.http) onlyPresent(rule, "HTTP status");
  onceEach(problems, condition.http, "revisions", "http");

  for (const rule of condition.accepts) {
    onlyPresent(rule, "receive rule");
    // A rule with evidence (method or data) may name the condition's own shared code.
    if (rule.method !== undefined || rule.requiresData === true) continue;
    for (const revision of rule.revisions) {
      const own = condition.codes.find((c) => c.revisions.includes(revision))?.code;
      rule.codes.forEach((code, i) => {
        if (code === own)
          problems.invalid(
            [...rule.path, "codes", i],
            `${code} is already the code of "${key}" in ${revision}; accepts lists further codes`,
          );
      });
    }
  }
  onceEach(problems, condition.accepts, "revisions", "accepts");
}

/** Each revision the condition is absent from has one rule that says how to send it there. */
function checkWhenAbsent(register: Register, problems: RegisterProblems, condition: RegisterCondition): void {
  const { key } = condition;
  const covered = (revision: string) => register.revisions.includes(revision);
  for (const rule of condition.whenAbsent) {
    rule.to.forEach((revision, i) => {
      if (covered(revision) && !condition.absent.includes(revision))
        problems.invalid(
          [...rule.path, "to", i],
          `"${key}" is not absent from ${revision}; list it under \`absent\` first`,
        );
    });
    if ((rule.mapTo === undefined) === (rule.untranslatable === undefined))
      problems.invalid(rule.path, "give exactly one of `mapTo` and `untranslatable`");
    const target = rule.mapTo ?? rule.untranslatable?.fallback;
    if (target === undefined) continue;
    const at =
      rule.mapTo !== undefined ? [...rule.path, "mapTo"] : [...rule.path, "untranslatable", "fallback"];
    // A condition cannot stand in for itself.
    if (target === key)
      problems.add("register/unknown-condition", { path: formatPath(at), condition: key }, at);
    else
      mustExist(register, problems, {
        key: target,
        path: at,
        revisions: rule.to,
        why: " either, so it cannot stand in there",
      });
  }
  onceEach(problems, condition.whenAbsent, "to", "whenAbsent");
  const translated = new Set(condition.whenAbsent.flatMap((r) => r.to));
  condition.absent.forEach((revision, i) => {
    const at = [...condition.path, "absent", i];
    if (covered(revision) && !translated.has(revision))
      problems.add("register/translation-missing", { condition: key, revision }, at);
  });
}

/** Policy rules a revision has at most one of; `true`: exactly one. */
const ONE_PER_REVISION = {
  counterOffer: false,
  envelope: true,
  toolInputError: true,
  genericCondition: true,
  checkOrder: false,
  base64Sentinel: false,
  versionNegotiation: false,
  checkMessages: false,
  requestMeta: false,
  toolParamHeaders: false,
  localErrors: false,
  requestEra: false,
} as const;

export function checkPolicy(register: Register, problems: RegisterProblems): void {
  const { policy } = register;
  const covered = (revision: string) => register.revisions.includes(revision);
  const exists = (key: string, path: YamlPath, revisions: readonly string[]) =>
    mustExist(register, problems, { key, path, revisions });

  for (const [name, required] of Object.entries(ONE_PER_REVISION)) {
    const rule = name as keyof typeof ONE_PER_REVISION;
    const lists = (policy[rule] as PolicyRule[]).map((r) => [r.revisions, [...r.path, "revisions"]] as const);
    const seen = eachRepeat(lists, (revision, at) =>
      problems.add("register/policy-revision-twice", { rule, revision }, at),
    );
    for (const revision of required ? mentionedRevisions(register) : [])
      if (!seen.has(revision))
        problems.add("register/policy-revision-uncovered", { rule, revision }, ["policy", rule], {
          key: true,
        });
  }

  // Ranges run from the lower bound up, and two ranges of one revision never overlap.
  for (const rules of [policy.bands, policy.translateUndefined])
    rules.forEach((rule, i) => {
      if (rule.from > rule.to)
        problems.invalid(
          [...rule.path, "from"],
          `from (${rule.from}) must not exceed to (${rule.to}); from is the more negative bound`,
        );
      for (const other of rules.slice(0, i)) {
        const shared = rule.revisions.filter((r) => other.revisions.includes(r));
        if (shared.length > 0 && rule.from <= other.to && other.from <= rule.to)
          problems.invalid(
            rule.path,
            `${rule.from}..${rule.to} overlaps ${formatPath(other.path)} (${other.from}..${other.to}) in ${shared.join(", ")}`,
          );
      }
    });

  for (const band of policy.bands)
    band.interpretExceptions.forEach((code, i) => {
      const at = [...band.path, "interpretExceptions", i];
      if (code < band.from || code > band.to)
        problems.invalid(at, `${code} lies outside the band ${band.from}..${band.to}`);
      if (band.interpret)
        problems.invalid(at, "exceptions only make sense in a band with `interpret: false`");
    });

  for (const rule of policy.reserved) exists(rule.formerCondition, [...rule.path, "formerCondition"], []);

  for (const rule of policy.toolInputError) {
    if (rule.form === "protocol-error" && rule.code === undefined) problems.missing(rule.path, "code");
    if (rule.form === "tool-result" && rule.code !== undefined)
      problems.invalid([...rule.path, "code"], "a tool-result form carries no error code");
  }

  for (const rule of policy.genericCondition)
    exists(rule.condition, [...rule.path, "condition"], rule.revisions);

  for (const rule of policy.checkOrder) {
    rule.steps.forEach((step, i) =>
      exists(step.condition, [...rule.path, "steps", i, "condition"], rule.revisions),
    );
    exists(rule.notARequest, [...rule.path, "notARequest"], rule.revisions);
    exists(rule.metaInvalid, [...rule.path, "metaInvalid"], rule.revisions);
    rule.revisions.forEach((revision, i) => {
      const at = [...rule.path, "revisions", i];
      const needed = [
        "requestMeta",
        "requestHeaders",
        "base64Sentinel",
        "versionNegotiation",
        "checkMessages",
      ] as const;
      for (const name of needed)
        if (covered(revision) && !policy[name].some((r) => r.revisions.includes(revision)))
          problems.add(
            "register/request-checks-incomplete",
            { path: formatPath(at), revision, rule: name },
            at,
          );
    });
  }

  // The tool-argument headers are checked in the headerMismatch step, so they need a check order.
  for (const rule of policy.toolParamHeaders)
    rule.revisions.forEach((revision, i) => {
      if (!covered(revision) || policy.checkOrder.some((r) => r.revisions.includes(revision))) return;
      const at = [...rule.path, "revisions", i];
      problems.add("register/tool-param-headers-unchecked", { path: formatPath(at), revision }, at);
    });

  /** `field`'s value once per revision among `rules` (compared as `id` gives it); gives all it saw. */
  const oncePerRevision = <K extends string, T extends PolicyRule & Record<K, string>>(
    rules: T[],
    field: K,
    id = (value: string) => value,
    why = "",
  ) => {
    const seen = new Set<string>();
    for (const rule of rules)
      for (const revision of rule.revisions) {
        const key = `${revision} ${id(rule[field])}`;
        if (seen.has(key))
          problems.invalid([...rule.path, field], `"${rule[field]}" is listed twice for ${revision}${why}`);
        seen.add(key);
      }
    return seen;
  };
  // Header names are case-insensitive (RFC 9110), so "Mcp-Name" and "MCP-Name" are one header.
  const caseless = (header: string) => header.toLowerCase();
  oncePerRevision(policy.requestHeaders, "header", caseless, " (header names are case-insensitive)");
  for (const rule of policy.requestHeaders) {
    rule.bodyField.forEach((field, i) => {
      if (rule.bodyField.findIndex((f) => f.method === field.method) < i)
        problems.invalid([...rule.path, "bodyField", i, "method"], `"${field.method}" is listed twice`);
    });
  }

  // One key per revision; a named condition must exist where the failure does.
  const failures = oncePerRevision(policy.transportFailures, "key");
  const bodyOf = new Map<string, string | null>();
  for (const rule of policy.transportFailures) {
    const body = rule.body;
    if (body.form === "error") exists(body.condition, [...rule.path, "body", "condition"], rule.revisions);
    // A body the spec decides is one its quoted text describes.
    if (body.basis === "spec" && !rule.cite.some((c) => /JSON-RPC error response/i.test(c.quote)))
      problems.invalid(
        [...rule.path, "body", "basis"],
        'a body with basis "spec" needs a citation whose quote describes it (a JSON-RPC error response)',
      );
    for (const revision of rule.revisions)
      bodyOf.set(`${revision} ${rule.key}`, body.form === "error" ? body.condition : null);
  }
  for (const rule of register.conditions.flatMap((c) => c.whenAbsent)) {
    const key = rule.untranslatable?.transportFailure;
    if (key === undefined) continue;
    const at = [...rule.path, "untranslatable", "transportFailure"];
    for (const revision of rule.to) {
      if (!covered(revision)) continue;
      if (!failures.has(`${revision} ${key}`))
        problems.invalid(at, `${revision} has no transport failure "${key}"`);
      // The translation and the transport failure answer the same thing: one body, not two.
      else if (bodyOf.get(`${revision} ${key}`) !== rule.untranslatable?.fallback)
        problems.invalid(
          [...rule.path, "untranslatable", "fallback"],
          `${revision}'s transport failure "${key}" answers with ${bodyOf.get(`${revision} ${key}`) ?? "no body"}, not "${rule.untranslatable?.fallback}"`,
        );
    }
  }

  for (const rule of policy.translateUndefined) {
    if (rule.rule === "untranslatable" && rule.fallback === undefined)
      problems.missing(rule.path, "fallback");
    if (rule.rule === "passthrough" && rule.fallback !== undefined)
      problems.invalid([...rule.path, "fallback"], "a passthrough rule has no fallback");
    if (rule.fallback !== undefined) exists(rule.fallback, [...rule.path, "fallback"], rule.revisions);
  }
}
