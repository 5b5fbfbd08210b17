/**
 * Reads an older register (from a git ref, for `diff --against`) as today's, version 3:
 *
 * - Version 1 (before statuses were per condition) gave each condition a status per origin
 *   (transport, handler) and every other condition the revision's `httpDefault`; version 2 gives
 *   one status per condition and none where no cited text gives one. The upgrade keeps what
 *   version 1 claimed: the transport status where a rule gave one, else the default it fell back
 *   to, so the diff shows each claim the new register corrects.
 * - Version 2 gave `policy.toolInputError` a `resultType`, the value a tool result carries. It is
 *   every result's, and comes from each revision's schema (its Result's `resultType` member) since
 *   version 3, so the upgrade drops it.
 */
type Raw = Record<string, unknown>;

export function upgradeRegister<T>(doc: T): T | Raw {
  // Anything else (not a mapping, another version) is the shape check's to report.
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return doc;
  let raw = doc as Raw;
  if (raw.registerVersion === 1) raw = fromVersion1(raw);
  if (raw.registerVersion === 2) raw = fromVersion2(raw);
  return raw === (doc as Raw) ? doc : raw;
}

function fromVersion2(doc: Raw): Raw {
  const policy = { ...((doc.policy as Raw | undefined) ?? {}) };
  if (Array.isArray(policy.toolInputError))
    policy.toolInputError = (policy.toolInputError as unknown[]).map((rule) => {
      if (rule === null || typeof rule !== "object" || Array.isArray(rule)) return rule;
      const { resultType: _dropped, ...rest } = rule as Raw;
      void _dropped;
      return rest;
    });
  return { ...doc, registerVersion: 3, policy };
}

function fromVersion1(doc: Raw): Raw {
  const policy = { ...((doc.policy as Raw | undefined) ?? {}) };
  const defaults = (policy.httpDefault as Raw[] | undefined) ?? [];
  delete policy.httpDefault;
  const conditions: Record<string, Raw> = {};
  for (const [key, raw] of Object.entries((doc.conditions as Record<string, Raw> | undefined) ?? {})) {
    const codes = (raw.codes as Raw[] | undefined) ?? [];
    const present = codes.flatMap((c) => (c.revisions as string[] | undefined) ?? []);
    const rules = ((raw.http as Raw[] | undefined) ?? []).map((rule) => {
      const { transport, handler, ...rest } = rule;
      return transport === undefined && handler === undefined
        ? rule
        : { ...rest, status: transport ?? handler };
    });
    const covered = new Set(rules.flatMap((r) => (r.revisions as string[] | undefined) ?? []));
    for (const rule of defaults) {
      const revisions = ((rule.revisions as string[] | undefined) ?? []).filter(
        (r) => present.includes(r) && !covered.has(r),
      );
      if (revisions.length === 0) continue;
      const { transport, handler, revisions: _all, ...rest } = rule;
      void handler;
      void _all;
      rules.push({ ...rest, revisions, status: transport });
    }
    conditions[key] = rules.length > 0 ? { ...raw, http: rules } : { ...raw };
  }
  return { ...doc, registerVersion: 2, conditions, policy };
}
