/** The 2026-07-28 side of the example server: stateless requests, every one checked on its own. */
import * as modern from "mcp-errors/2026-07-28";
import { errorAnswer } from "../shared/answer.ts";
import type { Answer } from "../shared/http.ts";
import {
  checkModernRequest,
  declaredCapabilities,
  META,
  type HeaderLookup,
  type RequestBody,
} from "../shared/modern-checks.ts";
import {
  findResource,
  findTool,
  MISSING_NAME,
  MISSING_URI,
  RESOURCES,
  SERVER_INFO,
  TOOLS,
  ToolInputProblem,
  type Tool,
} from "./catalogue.ts";

export const MODERN_VERSIONS: readonly string[] = [modern.PROTOCOL_VERSION];

/** The tools as tools/list gives them. */
const LISTED_TOOLS = TOOLS.map(describeTool);

const CAPABILITIES = { tools: {}, resources: {} };

/** Results that clients may cache carry a cache hint; the example's lists never go stale. */
const CACHE_HINT = { ttlMs: 0, cacheScope: "private" } as const;

type Handler = (params: Record<string, unknown>, body: RequestBody) => Outcome;
type Outcome = { result: Record<string, unknown> } | { error: modern.AnyError };

const METHODS: Record<string, Handler> = {
  "server/discover": () => ({
    result: {
      supportedVersions: [...MODERN_VERSIONS],
      capabilities: CAPABILITIES,
      ...CACHE_HINT,
    },
  }),
  "tools/list": () => ({ result: { tools: LISTED_TOOLS, ...CACHE_HINT } }),
  "tools/call": callTool,
  "resources/list": () => ({
    result: {
      resources: RESOURCES.map(({ uri, name, mimeType }) => ({ uri, name, mimeType })),
      ...CACHE_HINT,
    },
  }),
  "resources/read": (params) => {
    if (typeof params.uri !== "string") return { error: modern.invalidParams({ message: MISSING_URI }) };
    const resource = findResource(params.uri);
    if (resource === undefined) return { error: modern.resourceNotFound({ data: { uri: params.uri } }) };
    return {
      result: {
        contents: [{ uri: resource.uri, mimeType: resource.mimeType, text: resource.text }],
        ...CACHE_HINT,
      },
    };
  },
};

/** Answers one parsed 2026-07-28 request (a JSON-RPC request with an id). */
export function serveModern(header: HeaderLookup, id: string | number, body: RequestBody): Answer {
  // With the tools as tools/list gives them, the check covers a tools/call's Mcp-Param-* headers.
  const failure = checkModernRequest(header, body, MODERN_VERSIONS, LISTED_TOOLS);
  if (failure !== null) return errorAnswer(modern.REVISION, id, failure.error);

  const handler = Object.hasOwn(METHODS, body.method) ? METHODS[body.method] : undefined;
  if (handler === undefined)
    return errorAnswer(
      modern.REVISION,
      id,
      modern.methodNotFound({ message: `Method not found: ${body.method}` }),
    );

  const outcome = handler(body.params ?? {}, body);
  if ("error" in outcome) return errorAnswer(modern.REVISION, id, outcome.error);
  const result = {
    resultType: "complete",
    ...outcome.result,
    _meta: { [META.serverInfo]: SERVER_INFO },
  };
  return { status: 200, body: { jsonrpc: "2.0", id, result } };
}

function callTool(params: Record<string, unknown>, body: RequestBody): Outcome {
  if (typeof params.name !== "string") return { error: modern.invalidParams({ message: MISSING_NAME }) };
  const tool = findTool(params.name);
  if (tool === undefined) return { error: modern.invalidParams({ message: `Unknown tool: ${params.name}` }) };
  const args = typeof params.arguments === "object" && params.arguments !== null ? params.arguments : {};

  const declared = declaredCapabilities(body);
  const missing = Object.keys(tool.requires ?? {}).filter((capability) => declared[capability] === undefined);
  if (missing.length > 0) {
    const requiredCapabilities = Object.fromEntries(missing.map((capability) => [capability, {}]));
    return {
      error: modern.missingRequiredClientCapability({ data: { requiredCapabilities } }),
    };
  }
  if (tool.needsInput === true && params.inputResponses === undefined)
    return { result: askForConfirmation() };
  try {
    return { result: tool.run(args as Record<string, unknown>) };
  } catch (problem) {
    if (problem instanceof ToolInputProblem)
      return { result: modern.toolInputError({ content: problem.message }) };
    throw problem;
  }
}

/** An input_required result: the client asks its user, then calls again with the answer. */
function askForConfirmation(): Record<string, unknown> {
  return {
    resultType: "input_required",
    inputRequests: {
      confirm: {
        method: "elicitation/create",
        params: {
          message: "Proceed?",
          requestedSchema: { type: "object", properties: { proceed: { type: "boolean" } } },
        },
      },
    },
  };
}

function describeTool(tool: Tool): { name: string; description: string; inputSchema: unknown } {
  return { name: tool.name, description: tool.description, inputSchema: tool.inputSchema };
}
