/** Visits every fact of a register, in file order. */
import type {
  PolicyRule,
  Register,
  RegisterCitation,
  RegisterFact,
  RegisterPolicy,
} from "./register-types.ts";

export function allFacts(register: Register): RegisterFact[] {
  const facts: RegisterFact[] = [];
  for (const condition of register.conditions) {
    for (const code of condition.codes) {
      facts.push(code);
      if (code.data) facts.push(code.data);
    }
    facts.push(...condition.http, ...condition.accepts, ...condition.whenAbsent, ...condition.notes);
  }
  for (const name of Object.keys(register.policy) as (keyof RegisterPolicy)[])
    facts.push(...(register.policy[name] as PolicyRule[]));
  return facts;
}

export function allCitations(register: Register): RegisterCitation[] {
  return allFacts(register).flatMap((fact) => fact.cite);
}

/**
 * Revisions of the register's list that some condition speaks about (in a code's revisions or in
 * `absent`). A listed revision no condition mentions yet is pending: the coverage report lists
 * what it needs instead of one error per condition.
 */
export function mentionedRevisions(register: Register): string[] {
  const mentioned = new Set<string>();
  for (const condition of register.conditions) {
    for (const code of condition.codes) for (const revision of code.revisions) mentioned.add(revision);
    for (const revision of condition.absent) mentioned.add(revision);
  }
  return register.revisions.filter((revision) => mentioned.has(revision));
}
