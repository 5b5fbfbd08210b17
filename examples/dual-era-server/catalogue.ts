/**
 * The example server's tools and resources, the same in both eras. Handlers know nothing about
 * revisions: they return a result, or report bad input with ToolInputProblem, and the era's
 * dispatcher turns that into the revision's own form.
 */

export interface ToolResult {
  content: { type: "text"; text: string }[];
  isError?: boolean;
  [key: string]: unknown;
}

export interface Tool {
  name: string;
  description: string;
  inputSchema: { type: "object"; properties: Record<string, Record<string, unknown>>; required?: string[] };
  /** Client capabilities the tool needs (2026-07-28 checks them per request). */
  requires?: Record<string, Record<string, never>>;
  /** A 2026-07-28 tool that answers with an input_required result until it gets its input. */
  needsInput?: boolean;
  run(args: Record<string, unknown>): ToolResult;
}

/**
 * A request that fails its method's params schema is malformed, a protocol error with -32602
 * (Invalid params), in either era: not an unknown tool, not a missing resource.
 */
export const MISSING_NAME = "Invalid params: tools/call needs a string name";
export const MISSING_URI = "Invalid params: resources/read needs a string uri";

/** Arguments a tool cannot use: the model should see the message and correct its call. */
export class ToolInputProblem extends Error {}

const text = (value: string): ToolResult => ({ content: [{ type: "text", text: value }] });

export const TOOLS: readonly Tool[] = [
  {
    name: "echo",
    description: "Returns its text argument.",
    inputSchema: { type: "object", properties: { text: { type: "string" } } },
    run: (args) => text(typeof args.text === "string" ? args.text : ""),
  },
  {
    name: "add",
    description: "Adds two numbers.",
    inputSchema: {
      type: "object",
      properties: { a: { type: "number" }, b: { type: "number" } },
      required: ["a", "b"],
    },
    run: (args) => {
      if (typeof args.a !== "number" || typeof args.b !== "number")
        throw new ToolInputProblem("add needs two numbers, a and b");
      return text(String(args.a + args.b));
    },
  },
  {
    name: "lookup_region",
    description: "Names the data centre of a region; the region is mirrored in the Mcp-Param-Region header.",
    inputSchema: {
      type: "object",
      properties: { region: { type: "string", "x-mcp-header": "Region" } },
      required: ["region"],
    },
    run: (args) => text(`region ${String(args.region)} is served from ${String(args.region)}-1`),
  },
  {
    name: "test_error_handling",
    description: "Always fails; the failure is reported to the model as a tool result.",
    inputSchema: { type: "object", properties: {} },
    run: () => ({
      content: [{ type: "text", text: "This tool intentionally returns an error for testing" }],
      isError: true,
    }),
  },
  {
    name: "test_missing_capability",
    description: "Needs the client's sampling capability.",
    inputSchema: { type: "object", properties: {} },
    requires: { sampling: {} },
    run: () => text("sampling is available"),
  },
  {
    name: "test_streaming_elicitation",
    description: "Asks the user to confirm before it answers.",
    inputSchema: { type: "object", properties: {} },
    requires: { elicitation: {} },
    needsInput: true,
    run: () => text("confirmed"),
  },
  {
    name: "test_logging_tool",
    description: "Would log at debug level; logs nothing unless the request sets a log level.",
    inputSchema: { type: "object", properties: {} },
    run: () => text("done"),
  },
];

export function findTool(name: unknown): Tool | undefined {
  return TOOLS.find((tool) => tool.name === name);
}

export interface Resource {
  uri: string;
  name: string;
  mimeType: string;
  text: string;
}

export const RESOURCES: readonly Resource[] = [
  {
    uri: "file:///example/readme.txt",
    name: "readme.txt",
    mimeType: "text/plain",
    text: "Hello from the example.",
  },
];

export function findResource(uri: unknown): Resource | undefined {
  return RESOURCES.find((resource) => resource.uri === uri);
}

export const SERVER_INFO = { name: "mcp-errors-dual-era-example", version: "0.1.0" };
