/**
 * The parts of a TypeScript probe that do not depend on the SDK: reading the request, running each
 * condition within its step deadline, printing observations, and a fetch that alters requests the
 * way some conditions need (an extra header on every request, or one request rewritten once).
 */
import type { Condition, Observation, ProbeRequest } from "../protocol.ts";

export function readRequests(): ProbeRequest[] {
  const raw = process.argv[2];
  if (raw === undefined) throw new Error("usage: probe '<ProbeRequest[] JSON>'");
  return JSON.parse(raw) as ProbeRequest[];
}

export function print(observation: Observation): void {
  process.stdout.write(`${JSON.stringify(observation)}\n`);
}

export type Step = () => Promise<Omit<Observation, "condition">>;

/** Runs a step with the deadline; what it throws becomes an error observation through `describe`. */
export async function within(
  stepTimeoutMs: number,
  step: () => Promise<Omit<Observation, "condition">>,
  describe: (error: unknown) => Omit<Observation, "condition">,
): Promise<Omit<Observation, "condition">> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), stepTimeoutMs);
  });
  try {
    const outcome = await Promise.race([step().catch((error: unknown) => describe(error)), deadline]);
    return outcome === "timeout" ? { outcome: "timeout" } : outcome;
  } finally {
    clearTimeout(timer);
  }
}

/** What every SDK error shows: its class and message. */
export function errorBase(error: unknown): { outcome: "error"; class: string; message: string } {
  return {
    outcome: "error",
    class: (error as Error)?.constructor?.name ?? typeof error,
    message: String((error as Error)?.message ?? error),
  };
}

/** A tool result as an observation. */
export function resultObservation(result: unknown): Omit<Observation, "condition"> {
  const record = (typeof result === "object" && result !== null ? result : {}) as {
    isError?: unknown;
    content?: unknown;
  };
  const first = Array.isArray(record.content)
    ? (record.content[0] as { text?: unknown } | undefined)
    : undefined;
  return {
    outcome: "result",
    isError: record.isError === true,
    ...(typeof first?.text === "string" ? { text: first.text } : {}),
  };
}

/** How a condition alters what the client sends. */
export interface Alteration {
  /** Headers added to every request. */
  headers?: Record<string, string>;
  /**
   * Applied once, to the first POST whose JSON-RPC method is `method`: headers to set, and a
   * change to the parsed body.
   */
  once?: { method: string; headers?: Record<string, string>; body?: (body: Record<string, unknown>) => void };
}

/** A fetch that applies `alteration` around the global fetch. */
export function alteringFetch(alteration: Alteration): typeof fetch {
  let used = false;
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(alteration.headers ?? {})) headers.set(name, value);
    let body = init?.body;
    const once = alteration.once;
    if (!used && once !== undefined && typeof body === "string") {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      if (parsed.method === once.method) {
        used = true;
        for (const [name, value] of Object.entries(once.headers ?? {})) headers.set(name, value);
        once.body?.(parsed);
        body = JSON.stringify(parsed);
      }
    }
    return fetch(input, { ...init, headers, ...(body !== undefined ? { body } : {}) });
  };
}

/** Sets `_meta["io.modelcontextprotocol/protocolVersion"]` in a request body. */
export function setMetaVersion(version: string): (body: Record<string, unknown>) => void {
  return (body) => {
    const params = (body.params ?? {}) as Record<string, unknown>;
    const meta = (params._meta ?? {}) as Record<string, unknown>;
    meta["io.modelcontextprotocol/protocolVersion"] = version;
    params._meta = meta;
    body.params = params;
  };
}

/** Sets `params.protocolVersion` in an initialize body. */
export function setInitializeVersion(version: string): (body: Record<string, unknown>) => void {
  return (body) => {
    const params = (body.params ?? {}) as Record<string, unknown>;
    params.protocolVersion = version;
    body.params = params;
  };
}

/** Tells the runner that the requests from now on belong to `condition`. */
export async function mark(control: string, condition: string): Promise<void> {
  const response = await fetch(`${control}/mark/${condition}`, {
    method: "POST",
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`control endpoint answered ${response.status}`);
}

/** Ends every session the stack keeps. */
export async function expireSessions(control: string): Promise<void> {
  const response = await fetch(`${control}/expire`, { method: "POST", signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`control endpoint answered ${response.status}`);
}

/** The alteration a condition needs, or undefined when the shared connection serves. */
export function alterationFor(condition: Condition, era: "modern" | "legacy"): Alteration | undefined {
  switch (condition) {
    case "unsupported-version":
      return era === "modern"
        ? {
            once: {
              method: "tools/call",
              headers: { "mcp-protocol-version": "1999-01-01" },
              body: setMetaVersion("1999-01-01"),
            },
          }
        : { once: { method: "initialize", body: setInitializeVersion("1999-01-01") } };
    case "bad-version-header":
      return {
        once: {
          method: "tools/call",
          headers: { "mcp-protocol-version": era === "modern" ? "2025-11-25" : "1999-01-01" },
        },
      };
    case "bad-origin":
      return { headers: { origin: "http://evil.example" } };
    case "bad-session":
      return { once: { method: "tools/call", headers: { "mcp-session-id": "" } } };
    default:
      return undefined;
  }
}
