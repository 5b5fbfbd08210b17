/** The 2025-11-25 side of the example server: an initialize handshake, then a session. */
import * as legacy from "mcp-errors/2025-11-25";
import { errorAnswer } from "../shared/answer.ts";
import { isObject, type Answer } from "../shared/http.ts";
import {
  initializeNotARequest,
  LegacySessionGate,
  SESSION_HEADER,
  type SessionLimits,
} from "../shared/legacy-sessions.ts";
import type { HeaderLookup, RequestBody } from "../shared/modern-checks.ts";
import {
  findResource,
  findTool,
  MISSING_NAME,
  MISSING_URI,
  RESOURCES,
  SERVER_INFO,
  TOOLS,
  ToolInputProblem,
} from "./catalogue.ts";

export const LEGACY_VERSIONS: readonly string[] = [legacy.PROTOCOL_VERSION];

/** Tools that only make sense with 2026-07-28 per-request capabilities. */
const MODERN_ONLY_TOOLS = new Set(["test_missing_capability", "test_streaming_elicitation"]);

type Outcome = { result: Record<string, unknown> } | { error: legacy.AnyError };

export class LegacySessions {
  private readonly sessions: LegacySessionGate<{ version: string }>;

  constructor(limits: Partial<SessionLimits> = {}) {
    this.sessions = new LegacySessionGate(limits);
  }

  /** Answers a POSTed JSON-RPC message of the 2025-11-25 era. */
  post(header: HeaderLookup, id: string | number | undefined, body: RequestBody): Answer {
    if (body.method === "initialize" && header(SESSION_HEADER) === undefined)
      return this.initialize(id, body);
    const admitted = this.sessions.admit(header, id);
    if ("refused" in admitted) return admitted.refused;
    if (id === undefined) return { status: 202 };

    const outcome = dispatch(body);
    if ("error" in outcome) return errorAnswer(legacy.REVISION, id, outcome.error);
    return { status: 200, body: { jsonrpc: "2.0", id, result: outcome.result } };
  }

  /** DELETE ends a session. */
  end(header: HeaderLookup): Answer {
    return this.sessions.end(header);
  }

  private initialize(id: string | number | undefined, body: RequestBody): Answer {
    if (id === undefined) return initializeNotARequest();
    const requested = body.params?.protocolVersion;
    // A legacy server answers a version it does not support with one it does; it sends no error.
    const version =
      typeof requested === "string" && LEGACY_VERSIONS.includes(requested)
        ? requested
        : legacy.PROTOCOL_VERSION;
    const sessionId = this.sessions.open({ version });
    const result = {
      protocolVersion: version,
      capabilities: { tools: {}, resources: {} },
      serverInfo: SERVER_INFO,
    };
    return { status: 200, body: { jsonrpc: "2.0", id, result }, headers: { "Mcp-Session-Id": sessionId } };
  }
}

function dispatch(body: RequestBody): Outcome {
  const params = body.params ?? {};
  switch (body.method) {
    case "ping":
      return { result: {} };
    case "tools/list":
      return {
        result: {
          tools: TOOLS.filter((tool) => !MODERN_ONLY_TOOLS.has(tool.name)).map(
            ({ name, description, inputSchema }) => ({
              name,
              description,
              inputSchema,
            }),
          ),
        },
      };
    case "tools/call": {
      if (typeof params.name !== "string") return { error: legacy.invalidParams({ message: MISSING_NAME }) };
      const tool = MODERN_ONLY_TOOLS.has(params.name) ? undefined : findTool(params.name);
      if (tool === undefined)
        return { error: legacy.invalidParams({ message: `Unknown tool: ${params.name}` }) };
      const args = isObject(params.arguments) ? params.arguments : {};
      try {
        return { result: tool.run(args) };
      } catch (problem) {
        if (problem instanceof ToolInputProblem)
          return { result: legacy.toolInputError({ content: problem.message }) };
        throw problem;
      }
    }
    case "resources/list":
      return { result: { resources: RESOURCES.map(({ uri, name, mimeType }) => ({ uri, name, mimeType })) } };
    case "resources/read": {
      if (typeof params.uri !== "string") return { error: legacy.invalidParams({ message: MISSING_URI }) };
      const resource = findResource(params.uri);
      if (resource === undefined) return { error: legacy.resourceNotFound({ data: { uri: params.uri } }) };
      return {
        result: { contents: [{ uri: resource.uri, mimeType: resource.mimeType, text: resource.text }] },
      };
    }
    default:
      return { error: legacy.methodNotFound({ message: `Method not found: ${body.method}` }) };
  }
}
