/**
 * The conformance scenarios the example server must pass, each at the spec version it is run
 * at. These are the suite's (0.2.0-alpha.12) error-related scenarios for both eras: the
 * 2026-07-28 checks of _meta, headers, versions, capabilities, unknown methods and missing
 * resources, and the 2025-11-25 session and Origin rules. `conformance list --server` in
 * tools/conformance names every scenario.
 */
export const SCENARIOS: readonly { scenario: string; specVersion: string }[] = [
  { scenario: "server-stateless", specVersion: "2026-07-28" },
  { scenario: "sep-2164-resource-not-found", specVersion: "2026-07-28" },
  { scenario: "http-header-validation", specVersion: "2026-07-28" },
  { scenario: "http-custom-header-server-validation", specVersion: "2026-07-28" },
  { scenario: "tools-call-error", specVersion: "2026-07-28" },
  { scenario: "dns-rebinding-protection", specVersion: "2026-07-28" },
  { scenario: "tools-call-error", specVersion: "2025-11-25" },
  { scenario: "server-initialize", specVersion: "2025-11-25" },
  { scenario: "server-session-lifecycle", specVersion: "2025-11-25" },
  { scenario: "dns-rebinding-protection", specVersion: "2025-11-25" },
];
