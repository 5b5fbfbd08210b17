/**
 * The condition steps of the TypeScript probes, written once against a small adapter that each
 * SDK (v1, v2, mcp-remote's stdio face) implements: connect a client, call a tool, read a resource,
 * send a raw request, close, and describe what the SDK throws.
 */
import type { Condition, Observation, ProbeRequest } from "../protocol.ts";
import {
  alterationFor,
  expireSessions,
  mark,
  print,
  resultObservation,
  within,
  type Alteration,
} from "./ts-common.ts";

type Seen = Omit<Observation, "condition">;

export interface Session {
  callTool(name: string, args: Record<string, unknown>): Promise<unknown>;
  readResource(uri: string): Promise<unknown>;
  /** A request sent as given, for params the typed calls would not send. */
  request(method: string, params: Record<string, unknown>): Promise<unknown>;
  close(): Promise<void>;
}

export interface Adapter {
  /** A connected client in the request's era, its requests altered as `alteration` says. */
  connect(request: ProbeRequest, alteration: Alteration | undefined): Promise<Session>;
  /** What an SDK error exposes: class, JSON-RPC code, HTTP status, message, data. */
  describe(error: unknown): Seen;
  /** Conditions this peer has no way to bring about, with the reason. */
  unsupported?: Partial<Record<Condition, string>>;
}

/** Goes through each request in turn. */
export async function drive(adapter: Adapter, requests: readonly ProbeRequest[]): Promise<void> {
  for (const request of requests) await driveOne(adapter, request);
}

async function driveOne(adapter: Adapter, request: ProbeRequest): Promise<void> {
  const { tools, stepTimeoutMs } = request;
  const run = (step: () => Promise<Seen>, timeoutMs = stepTimeoutMs) =>
    within(timeoutMs, step, (error) => adapter.describe(error));
  let shared: Promise<Session> | undefined;
  const session = () => (shared ??= adapter.connect(request, undefined));

  const steps: Record<Condition, (s: () => Promise<Session>) => Promise<Seen>> = {
    "call-tool": async (s) => resultObservation(await (await s()).callTool(tools.echo, { text: "hi" })),
    "unknown-tool": async (s) => resultObservation(await (await s()).callTool("no_such_tool", {})),
    "unknown-method": async (s) => resultObservation(await (await s()).request("prompts/list", {})),
    "missing-resource": async (s) =>
      resultObservation(await (await s()).readResource("file:///example/missing.txt")),
    "invalid-tool-input": async (s) => resultObservation(await (await s()).callTool(tools.add, { a: "one" })),
    "missing-uri": async (s) => resultObservation(await (await s()).request("resources/read", {})),
    "missing-name": async (s) =>
      resultObservation(await (await s()).request("tools/call", { arguments: {} })),
    capability: async (s) => resultObservation(await (await s()).callTool(tools.needsCapability, {})),
    "input-required": async (s) => resultObservation(await (await s()).callTool(tools.needsInput, {})),
    "unsupported-version": (s) => callEcho(s),
    // An OWN_CONDITIONS entry: run.ts gives it only to peers whose probe negotiates it.
    "version-fallback": () =>
      Promise.resolve({
        outcome: "unsupported",
        reason: "the probe does not put an unsupported version first in its own negotiation",
      }),
    "bad-version-header": (s) => callEcho(s),
    "bad-origin": (s) => callEcho(s),
    "bad-session": (s) => callEcho(s),
    "expired-session": async (s) => {
      const client = await s();
      await client.callTool(tools.echo, { text: "before" });
      await expireSessions(request.control);
      const first = await run(async () =>
        resultObservation(await client.callTool(tools.echo, { text: "hi" })),
      );
      const then = await run(async () =>
        resultObservation(await client.callTool(tools.echo, { text: "hi" })),
      );
      return { ...first, then };
    },
  };
  const callEcho = async (s: () => Promise<Session>) =>
    resultObservation(await (await s()).callTool(tools.echo, { text: "hi" }));

  for (const condition of request.conditions) {
    const reason = adapter.unsupported?.[condition];
    if (reason !== undefined) {
      print({ request: request.id, condition, outcome: "unsupported", reason });
      continue;
    }
    const alteration = alterationFor(condition, request.era);
    const own = alteration !== undefined || condition === "expired-session";
    let fresh: Promise<Session> | undefined;
    const connect = own ? () => (fresh ??= adapter.connect(request, alteration)) : session;
    await mark(request.control, condition);
    // expired-session makes three calls, each with its own deadline.
    const deadline = stepTimeoutMs * (condition === "expired-session" ? 3 : 1);
    print({ request: request.id, condition, ...(await run(() => steps[condition](connect), deadline)) });
    if (fresh !== undefined) await closeQuietly(fresh, stepTimeoutMs);
  }
  if (shared !== undefined) await closeQuietly(shared, stepTimeoutMs);
}

async function closeQuietly(session: Promise<Session>, timeoutMs: number): Promise<void> {
  await within(
    timeoutMs,
    async () => {
      await (await session).close();
      return { outcome: "result" };
    },
    () => ({ outcome: "error" }),
  );
}
