/**
 * A change's fingerprint: sha256 over the rule id, the revisions and the structured details.
 * Messages and locations are left out on purpose, so a fingerprint survives reworded messages
 * and moved lines, and is the same on every machine (keys are sorted before hashing).
 */
import { sha256 } from "../util/hash.ts";
import { stableJson } from "../util/stable-json.ts";
import type { ChangeDetails } from "./change.ts";
import type { RuleId } from "./rules.ts";

export function fingerprint(ruleId: RuleId, revisions: readonly string[], details: ChangeDetails): string {
  return sha256(stableJson({ ruleId, revisions, details }));
}
