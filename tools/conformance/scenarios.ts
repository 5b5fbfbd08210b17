/**
 * The conformance scenarios the examples must pass, each at the spec version it is run at and
 * against the example it is run on. These are the suite's (0.2.0-alpha.12) error-related
 * scenarios for both eras: the 2026-07-28 checks of _meta, headers, versions, capabilities,
 * unknown methods and missing resources, and the 2025-11-25 session and Origin rules. Each runs
 * against the dual-era server, and again through the proxy in front of the server's other era:
 * a 2026-07-28 scenario through the proxy to its 2025-11-25 side, a 2025-11-25 scenario through
 * the proxy to its 2026-07-28 side. `conformance list --server` in tools/conformance names every
 * scenario.
 */

/** Which example a scenario talks to. */
export type Target = "server" | "modernProxy" | "legacyProxy";

export interface ScenarioRun {
  scenario: string;
  specVersion: string;
  target: Target;
  /**
   * Checks the suite may report as untestable (it marks them so) on this target, with the reason;
   * any other failure, or one of these failing for another reason, still fails the run.
   */
  untestable?: { checks: readonly string[]; reason: string };
}

const MODERN = [
  "server-stateless",
  "sep-2164-resource-not-found",
  "http-header-validation",
  "http-custom-header-server-validation",
  "tools-call-error",
  "dns-rebinding-protection",
];
const LEGACY = [
  "tools-call-error",
  "server-initialize",
  "server-session-lifecycle",
  "dns-rebinding-protection",
];

/**
 * server-stateless probes per-request client capabilities with two diagnostic tools that only the
 * server's 2026-07-28 side lists: its 2025-11-25 side, the proxy's upstream, settles capabilities
 * at initialize and has no such tools, so through the proxy the suite cannot call them.
 */
const NEEDS_MODERN_ONLY_TOOLS = {
  checks: [
    "sep-2575-server-rejects-undeclared-capability",
    "sep-2575-missing-capability-http-400",
    "sep-2575-http-server-no-independent-requests-on-stream",
  ],
  reason: "the 2025-11-25 upstream lists no test_missing_capability or test_streaming_elicitation tool",
} as const;

export const SCENARIOS: readonly ScenarioRun[] = [
  ...MODERN.map((scenario) => ({ scenario, specVersion: "2026-07-28", target: "server" as const })),
  ...LEGACY.map((scenario) => ({ scenario, specVersion: "2025-11-25", target: "server" as const })),
  ...MODERN.map((scenario) => ({
    scenario,
    specVersion: "2026-07-28",
    target: "modernProxy" as const,
    ...(scenario === "server-stateless" ? { untestable: NEEDS_MODERN_ONLY_TOOLS } : {}),
  })),
  ...LEGACY.map((scenario) => ({ scenario, specVersion: "2025-11-25", target: "legacyProxy" as const })),
];
