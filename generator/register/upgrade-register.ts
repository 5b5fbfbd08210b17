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
 * - Version 2 had no request-check data: the generator applied one table, written from the
 *   2026-07-28 spec, to every revision with a check order. Version 3 keeps it in the register
 *   (policy.requestMeta, policy.requestHeaders), so the upgrade gives each check-order rule's
 *   revisions that table, as rules with the citations version 3 gives them.
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

/** Version 2 to 3 alone; a register of any other version is returned as it is. */
export function upgradeRegisterV2<T>(doc: T): T | Raw {
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return doc;
  return (doc as Raw).registerVersion === 2 ? fromVersion2(doc as Raw) : doc;
}

function fromVersion2(doc: Raw): Raw {
  const policy = { ...((doc.policy as Raw | undefined) ?? {}) };
  const checkOrder = Array.isArray(policy.checkOrder) ? (policy.checkOrder as Raw[]) : [];
  const revisions = [
    ...new Set(
      checkOrder.flatMap((rule) => (Array.isArray(rule.revisions) ? (rule.revisions as unknown[]) : [])),
    ),
  ];
  if (revisions.length > 0) {
    policy.requestMeta = [{ revisions, ...V2_REQUEST_META }];
    policy.requestHeaders = V2_REQUEST_HEADERS.map((rule) => ({ revisions, ...rule }));
  }
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

const STREAMABLE_HTTP = "docs/specification/2026-07-28/basic/transports/streamable-http.mdx";
const NOT_BASE64 = {
  source: `${STREAMABLE_HTTP}:627-628`,
  quote: "For headers that permit the Base64 sentinel encoding (Mcp-Name and Mcp-Param-{Name})",
};

/** What the version-2 generator read from a request's `_meta`. */
const V2_REQUEST_META = {
  keyPrefix: "io.modelcontextprotocol/",
  cite: [
    {
      source: "docs/specification/2026-07-28/basic/index.mdx:367-368",
      quote:
        "Client requests carry the following io.modelcontextprotocol/* fields in _meta; fields marked as required MUST be included on every request.",
    },
  ],
};

/** The headers the version-2 generator compared with the body. */
const V2_REQUEST_HEADERS = [
  {
    header: "MCP-Protocol-Version",
    bodyField: [{ method: "*", path: ["params", "_meta", "io.modelcontextprotocol/protocolVersion"] }],
    base64: false,
    cite: [
      {
        source: `${STREAMABLE_HTTP}:257-259`,
        quote:
          "The header value MUST match the io.modelcontextprotocol/protocolVersion field carried in the request body's _meta.",
      },
      NOT_BASE64,
    ],
  },
  {
    header: "Mcp-Method",
    bodyField: [{ method: "*", path: ["method"] }],
    base64: false,
    cite: [{ source: `${STREAMABLE_HTTP}:290`, quote: "| Mcp-Method | method | All requests |" }, NOT_BASE64],
  },
  {
    header: "Mcp-Name",
    bodyField: [
      { method: "prompts/get", path: ["params", "name"] },
      { method: "resources/read", path: ["params", "uri"] },
      { method: "tools/call", path: ["params", "name"] },
    ],
    base64: true,
    cite: [
      {
        source: `${STREAMABLE_HTTP}:291`,
        quote: "| Mcp-Name | params.name or params.uri | tools/call, resources/read, prompts/get requests |",
      },
      {
        source: `${STREAMABLE_HTTP}:490`,
        quote: "The same encoding rule applies to the Mcp-Name header value.",
      },
    ],
  },
];
