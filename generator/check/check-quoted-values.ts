/**
 * A fact must not contradict its own quotes: where they name HTTP statuses ("404 Not Found") or
 * JSON-RPC codes ("-32601"), the fact's status or code is among them. Quotes may name other values
 * too ("-32002 … replaced by -32602" backs both facts), and quotes naming none say nothing.
 */
import { RegisterProblems } from "../register/problems.ts";
import type { Register, RegisterFact } from "../register/register-types.ts";

/** "404 Not Found", "400 Bad Request", "200 OK"; "HTTP 404", "status 400", "status code MUST be 400". */
const STATUS_WITH_REASON = /\b([1-5]\d\d) (?:[A-Z][A-Za-z-]*|OK)\b/g;
const STATUS_AFTER_WORD =
  /\b(?:HTTP|status)(?: (?:status|code))*(?: (?:MUST|SHOULD|MAY) be| is| of)? ([1-5]\d\d)\b/gi;
/** A JSON-RPC error code as the spec writes it: "-32601", "−32601", "code 32601" is not one. */
const ERROR_CODE = /(?<![\w.-])[-−](3\d{4})\b/g;

export function statusesNamed(quote: string): Set<number> {
  const text = quote.replace(/\s+/g, " ");
  const found = new Set<number>();
  for (const pattern of [STATUS_WITH_REASON, STATUS_AFTER_WORD])
    for (const match of text.matchAll(pattern)) found.add(Number(match[1]));
  return found;
}

export function codesNamed(quote: string): Set<number> {
  const found = new Set<number>();
  for (const match of quote.matchAll(ERROR_CODE)) found.add(-Number(match[1]));
  return found;
}

export function checkQuotedValues(register: Register): void {
  const problems = new RegisterProblems(register.yaml);
  const check = (fact: RegisterFact, field: "status" | "code", value: number, named: Set<number>) => {
    if (named.size === 0 || named.has(value)) return;
    const what = field === "status" ? `HTTP status ${value}` : `code ${value}`;
    // Codes are negative: -32601 before -32602.
    const list = [...named].sort((a, b) => (field === "code" ? b - a : a - b)).map(String);
    const params = { what, field, named: list, quote: quoteOf(fact) };
    problems.add("register/quote-contradicts-fact", params, [...fact.path, field]);
  };
  // Condition statuses only: a revision's default status is argued by exclusion, its quotes
  // naming the statuses that travel outside JSON-RPC (a legacy 400 for a missing session).
  for (const fact of register.conditions.flatMap((c) => c.http))
    check(fact, "status", fact.status, namedBy(fact, statusesNamed));
  for (const fact of [...register.conditions.flatMap((c) => c.codes), ...register.policy.reserved])
    check(fact, "code", fact.code, namedBy(fact, codesNamed));
  problems.throwIfAny();
}

function namedBy(fact: RegisterFact, extract: (quote: string) => Set<number>): Set<number> {
  const named = new Set<number>();
  for (const citation of fact.cite) for (const value of extract(citation.quote)) named.add(value);
  return named;
}

function quoteOf(fact: RegisterFact): string {
  const quote = fact.cite.map((c) => c.quote.replace(/\s+/g, " ")).join(" … ");
  return quote.length > 160 ? `${quote.slice(0, 157)}...` : quote;
}
