/** The public declarations of the real package (generated/, as mcp-errors) enforce the contract at compile time. */
import { describe, expectTypeOf, it } from "vitest";
import * as root from "mcp-errors";
import * as between from "mcp-errors/translate";
import * as legacy from "mcp-errors/2025-06-18";
import * as mid from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
import * as pre from "mcp-errors/prerelease/draft-2026-06-07";

describe("constructors", () => {
  it("take one options argument and type-check its data", () => {
    expectTypeOf(modern.unsupportedProtocolVersion)
      .parameter(0)
      .toEqualTypeOf<{ message?: string; data: modern.UnsupportedProtocolVersionErrorData }>();
    // @ts-expect-error supported must be a list of strings
    modern.unsupportedProtocolVersion({ data: { supported: "2026-07-28", requested: "x" } });
    // @ts-expect-error requested is required
    modern.unsupportedProtocolVersion({ data: { supported: [] } });
    // @ts-expect-error data is required
    modern.unsupportedProtocolVersion();
    // @ts-expect-error the data goes under options.data
    modern.resourceNotFound({ uri: "file:///x" });
    // @ts-expect-error uri must be a string
    modern.resourceNotFound({ data: { uri: 1 } });
    // @ts-expect-error a message alone is not an options object
    modern.headerMismatch("Mcp-Method header missing");
    modern.headerMismatch({ message: "Mcp-Method header missing" });
    // @ts-expect-error requiredCapabilities must be ClientCapabilities, not a string
    modern.missingRequiredClientCapability({ data: { requiredCapabilities: "elicitation" } });
    modern.missingRequiredClientCapability({ data: { requiredCapabilities: { elicitation: {} } } });
    // @ts-expect-error elicitations need URL-mode params
    mid.urlElicitationRequired({ data: { elicitations: [{ mode: "form" }] } });
    mid.urlElicitationRequired({
      data: { elicitations: [{ mode: "url", message: "m", elicitationId: "e", url: "https://x" }] },
    });
    mid.resourceNotFound({ data: { uri: "u" } });
    expectTypeOf(modern.internalError({ message: "boom" })).toEqualTypeOf<modern.InternalError>();
    expectTypeOf(modern.headerMismatch().code).toEqualTypeOf<-32020>();
    expectTypeOf(pre.headerMismatch().code).toEqualTypeOf<-32001>();
    expectTypeOf(mid.resourceNotFound({ data: { uri: "u" } }).code).toEqualTypeOf<-32002>();
    expectTypeOf(modern.resourceNotFound({ data: { uri: "u" } }).code).toEqualTypeOf<-32602>();
  });

  it("exist only where their condition exists", () => {
    // @ts-expect-error no URL elicitation error in 2026-07-28
    void modern.urlElicitationRequired;
    // @ts-expect-error no header mismatch in 2025-06-18
    void legacy.headerMismatch;
    // @ts-expect-error -32002 is not a 2026-07-28 constant
    void modern.RESOURCE_NOT_FOUND;
    expectTypeOf(mid.URL_ELICITATION_REQUIRED).toEqualTypeOf<-32042>();
    expectTypeOf<modern.Condition>().not.toEqualTypeOf<mid.Condition>();
  });
});

describe("errorResponse and respond", () => {
  it("take the id as it came, and type the envelope by the revision's id rule", () => {
    const parsed: unknown = JSON.parse('{"id": 1}');
    legacy.errorResponse(parsed, legacy.parseError());
    modern.errorResponse(undefined, modern.parseError());
    expectTypeOf(modern.errorResponse(1, modern.parseError())).toEqualTypeOf<
      modern.ErrorResponse<modern.ParseError>
    >();
    expectTypeOf<legacy.ErrorResponse["id"]>().toEqualTypeOf<legacy.RequestId | null>();
    expectTypeOf<modern.ErrorResponse["id"]>().toEqualTypeOf<modern.RequestId | undefined>();
    // @ts-expect-error the error must be an error object
    modern.errorResponse(1, "boom");
    expectTypeOf(modern.respond(1, modern.parseError())).toEqualTypeOf<{
      status: number | null;
      body: modern.ErrorResponse<modern.ParseError>;
    }>();
    expectTypeOf(root.respond("2026-07-28", 1, modern.parseError()).status).toEqualTypeOf<number | null>();
  });
});

describe("parsing and guards", () => {
  it("narrow data by the recognised condition", () => {
    const result = modern.parseErrorResponse({});
    if (result.ok && result.condition === "unsupportedProtocolVersion") {
      // The code names the condition; only data that fits makes it the typed error.
      expectTypeOf(result.error.data).toEqualTypeOf<unknown>();
      if (result.dataFits) expectTypeOf(result.error.data.supported).toEqualTypeOf<string[]>();
    }
    if (!result.ok) expectTypeOf(result.reason).toEqualTypeOf<root.ParseFailureReason>();
    const value: unknown = {};
    if (modern.isResourceNotFoundError(value)) expectTypeOf(value.data.uri).toEqualTypeOf<string>();
    const byRoot = root.parseErrorResponse("2025-11-25", value);
    if (byRoot.ok && byRoot.condition === "urlElicitationRequired" && byRoot.dataFits)
      expectTypeOf(byRoot.error.data.elicitations).toEqualTypeOf<mid.ElicitRequestURLParams[]>();
  });

  it("type RESULT_TYPE with its values, so a server can write the complete value as the literal", () => {
    expectTypeOf(modern.RESULT_TYPE).toEqualTypeOf<{
      readonly required: true;
      readonly complete: "complete";
    }>();
    expectTypeOf(mid.RESULT_TYPE).toEqualTypeOf<{ readonly required: false; readonly complete: null }>();
    const result: { resultType: "complete" } = { resultType: modern.RESULT_TYPE.complete };
    expectTypeOf(result.resultType).toEqualTypeOf<"complete">();
  });

  it("give tool input errors each revision's form, assignable to Record<string, unknown>", () => {
    expectTypeOf(legacy.toolInputError({ content: "x" })).toEqualTypeOf<legacy.InvalidParamsError>();
    expectTypeOf(mid.toolInputError({ content: "x" })).toEqualTypeOf<
      mid.ToolErrorResult<{ type: "text"; text: string }>
    >();
    // The blocks keep the type they were given, so that an SDK's CallToolResult takes them.
    const image = mid.toolInputError({ content: [{ type: "image", data: "A", mimeType: "image/png" }] });
    expectTypeOf(image.content).toEqualTypeOf<
      ({ type: "image"; data: string; mimeType: string } | { type: "text"; text: string })[]
    >();
    expectTypeOf(modern.toolInputError({ content: "x" }).resultType).toEqualTypeOf<"complete">();
    const result: Record<string, unknown> = modern.toolInputError({
      content: [
        { type: "text", text: "x must be positive" },
        { type: "image", data: "AAAA", mimeType: "image/png" },
      ],
      structuredContent: { field: "x" },
      _meta: { trace: "t" },
    });
    void result;
    // @ts-expect-error a bare message is not the options object
    modern.toolInputError("x");
  });

  it("check 2026 requests where the revision has request checks", () => {
    const failure = modern.checkRequest({ headers: { "mcp-method": "tools/call" }, body: "{}" });
    if (failure) expectTypeOf(failure.status).toEqualTypeOf<number | null>();
    expectTypeOf(modern.CHECK_ORDER).toEqualTypeOf<readonly modern.Condition[]>();
    // @ts-expect-error legacy revisions have no request checks
    void legacy.checkRequest;
    root.checkRequest("2026-07-28", { body: {} });
    // @ts-expect-error no request checks in 2025-11-25
    root.checkRequest("2025-11-25", { body: {} });
  });

  it("take the server's tools for the Mcp-Param-* headers", () => {
    const tools = [{ name: "execute_sql", inputSchema: { type: "object" } }, { name: "ping" }] as const;
    modern.checkRequest({ body: "{}" }, { tools });
    modern.checkRequest({ body: "{}" }, { supportedVersions: ["2026-07-28"], tools: [] });
    root.checkRequest("2026-07-28", { body: {} }, { tools });
    expectTypeOf<root.ToolDefinition>().toEqualTypeOf<{
      readonly name: string;
      readonly inputSchema?: unknown;
    }>();
    expectTypeOf(modern.PARAM_HEADERS.prefix).toEqualTypeOf<string>();
    expectTypeOf(modern.TABLES.PARAM_HEADERS).toEqualTypeOf(modern.PARAM_HEADERS);
    // @ts-expect-error a tool needs its name
    modern.checkRequest({ body: "{}" }, { tools: [{ inputSchema: {} }] });
    // @ts-expect-error tools is a list, not one tool
    modern.checkRequest({ body: "{}" }, { tools: { name: "execute_sql" } });
    // @ts-expect-error the pre-release draft has no tool-argument headers
    void pre.PARAM_HEADERS;
  });
});

describe("root", () => {
  it("types revisions, previews and translation results", () => {
    expectTypeOf(root.LATEST_REVISION).toEqualTypeOf<"2026-07-28">();
    expectTypeOf<root.Revision>().toEqualTypeOf<
      "2024-11-05" | "2025-03-26" | "2025-06-18" | "2025-11-25" | "2026-07-28"
    >();
    expectTypeOf<root.PreviewRevision>().toEqualTypeOf<"draft-2026-05-20" | "draft-2026-06-07" | "draft">();
    // @ts-expect-error not a revision
    root.httpStatusOf("2024-01-01", "parseError");
    expectTypeOf(root.httpStatusOf("2026-07-28", "parseError")).toEqualTypeOf<number | null>();
    expectTypeOf(modern.httpStatus("parseError")).toEqualTypeOf<400>();
    expectTypeOf(modern.httpStatus("internalError")).toEqualTypeOf<null>();
    expectTypeOf(root.conditionOf("2025-11-25", {})).toEqualTypeOf<mid.Condition | null>();
    const t = between.translate(
      { code: -32602, message: "m" },
      { from: "2026-07-28", to: "2025-11-25", request: { id: 1, method: "tools/call" } },
    );
    expectTypeOf(t.httpStatus).toEqualTypeOf<number | null>();
    const r = between.translateResponse(
      { status: 404, body: { jsonrpc: "2.0", id: 1, error: { code: -32601, message: "m" } } },
      {
        from: "2026-07-28",
        to: "2025-11-25",
        request: { id: 1, method: "tools/call" },
        toolInputError: false,
      },
    );
    expectTypeOf(r.status).toEqualTypeOf<number | null>();
    expectTypeOf(r.condition).toEqualTypeOf<modern.Condition | null>();
    expectTypeOf(root.isMcpError).guards.toEqualTypeOf<root.McpError>();
    if (t.ok) expectTypeOf(t.toCondition).toEqualTypeOf<mid.Condition | null>();
    else expectTypeOf(t.fallbackCondition).toEqualTypeOf<mid.Condition>();
    expectTypeOf(modern.TABLES.HTTP_STATUS).toEqualTypeOf<typeof modern.HTTP_STATUS>();
    expectTypeOf(root.classifyCode("2026-07-28", "x")).toEqualTypeOf<root.CodeClass>();
  });

  it("ask a proxy for the request it answers, and type the answer it gets back", () => {
    const request: between.AnsweredRequest = { id: "c1", method: "resources/read", params: { uri: "u" } };
    const t = between.translate(
      { code: -32602, message: "m" },
      { from: "2026-07-28", to: "2025-11-25", request },
    );
    expectTypeOf(t.body).toEqualTypeOf<between.TranslatedErrorResponse>();
    expectTypeOf(t.body.error).toEqualTypeOf<root.ErrorObject>();
    // @ts-expect-error the request is required
    between.translate({ code: -32602, message: "m" }, { from: "2026-07-28", to: "2025-11-25" });
    // @ts-expect-error the method moved into the request
    between.translateResponse({ body: {} }, { from: "2026-07-28", to: "2025-11-25", method: "tools/call" });
    const failed = between.upstreamFailure(request, { to: "2025-11-25", failure: "timeout" });
    expectTypeOf(failed.ok).toEqualTypeOf<false>();
    expectTypeOf(failed.body).toEqualTypeOf<between.TranslatedErrorResponse>();
    // @ts-expect-error not a failure the proxy can report
    between.upstreamFailure(request, { to: "2025-11-25", failure: "gone" });
  });

  it("refuse a status lookup by a name the revision does not define, or by a bare code", () => {
    // @ts-expect-error 2025-06-18 has no headerMismatch
    root.httpStatusOf("2025-06-18", "headerMismatch");
    // @ts-expect-error a bare code
    modern.httpStatus(-32601);
    const caught: unknown = {};
    expectTypeOf(modern.httpStatus(caught)).toEqualTypeOf<number | null>();
    expectTypeOf(root.httpStatusOf("2026-07-28", caught, { method: undefined })).toEqualTypeOf<
      number | null
    >();
  });
});
