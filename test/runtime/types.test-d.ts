/** The emitted declarations (golden files of the four-revision fixture) enforce the contract at compile time. */
import { describe, expectTypeOf, it } from "vitest";
import * as root from "../golden/mcp-errors/lib/index.js";
import * as legacy from "../golden/mcp-errors/lib/2025-06-18.js";
import * as mid from "../golden/mcp-errors/lib/2025-11-25.js";
import * as modern from "../golden/mcp-errors/lib/2026-07-28.js";
import * as pre from "../golden/mcp-errors/lib/prerelease/draft-2026-06-07.js";

describe("constructors", () => {
  it("type-check their data", () => {
    expectTypeOf(modern.unsupportedProtocolVersion)
      .parameter(0)
      .toEqualTypeOf<modern.UnsupportedProtocolVersionErrorData>();
    // @ts-expect-error supported must be a list of strings
    modern.unsupportedProtocolVersion({ supported: "2026-07-28", requested: "x" });
    // @ts-expect-error requested is required
    modern.unsupportedProtocolVersion({ supported: [] });
    // @ts-expect-error data is required
    modern.unsupportedProtocolVersion();
    // @ts-expect-error uri must be a string
    modern.resourceNotFound({ uri: 1 });
    // @ts-expect-error requiredCapabilities must be ClientCapabilities, not a string
    modern.missingRequiredClientCapability({ requiredCapabilities: "elicitation" });
    modern.missingRequiredClientCapability({ requiredCapabilities: { elicitation: {} } });
    // @ts-expect-error elicitations need URL-mode params
    mid.urlElicitationRequired({ elicitations: [{ mode: "form" }] });
    mid.urlElicitationRequired({
      elicitations: [{ mode: "url", message: "m", elicitationId: "e", url: "https://x" }],
    });
    mid.resourceNotFound();
    expectTypeOf(modern.internalError("boom")).toEqualTypeOf<modern.InternalError>();
    expectTypeOf(modern.headerMismatch().code).toEqualTypeOf<-32020>();
    expectTypeOf(pre.headerMismatch().code).toEqualTypeOf<-32001>();
    expectTypeOf(mid.resourceNotFound().code).toEqualTypeOf<-32002>();
    expectTypeOf(modern.resourceNotFound({ uri: "u" }).code).toEqualTypeOf<-32602>();
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

describe("errorResponse", () => {
  it("requires an id where the schema does", () => {
    // @ts-expect-error 2025-06-18 requires an id
    legacy.errorResponse(undefined, legacy.parseError());
    legacy.errorResponse(1, legacy.parseError());
    modern.errorResponse(undefined, modern.parseError());
    expectTypeOf(modern.errorResponse(1, modern.parseError())).toEqualTypeOf<
      modern.ErrorResponse<modern.ParseError>
    >();
    expectTypeOf<legacy.ErrorResponse["id"]>().toEqualTypeOf<legacy.RequestId>();
  });
});

describe("parsing and guards", () => {
  it("narrow data by the recognised condition", () => {
    const result = modern.parseErrorResponse({});
    if (result.ok && result.condition === "unsupportedProtocolVersion") {
      expectTypeOf(result.error.data.supported).toEqualTypeOf<string[]>();
    }
    if (!result.ok) expectTypeOf(result.reason).toEqualTypeOf<root.ParseFailureReason>();
    const value: unknown = {};
    if (modern.isResourceNotFoundError(value)) expectTypeOf(value.data.uri).toEqualTypeOf<string>();
    const byRoot = root.parseErrorResponse("2025-11-25", value);
    if (byRoot.ok && byRoot.condition === "urlElicitationRequired")
      expectTypeOf(byRoot.error.data.elicitations).toEqualTypeOf<mid.ElicitRequestURLParams[]>();
  });

  it("give tool input errors each revision's form", () => {
    expectTypeOf(legacy.toolInputError("x")).toEqualTypeOf<legacy.InvalidParamsError>();
    expectTypeOf(mid.toolInputError("x")).toEqualTypeOf<mid.ToolErrorResult>();
    expectTypeOf(modern.toolInputError("x").resultType).toEqualTypeOf<"complete">();
  });
});

describe("root", () => {
  it("types revisions, previews and translation results", () => {
    expectTypeOf(root.LATEST_REVISION).toEqualTypeOf<"2026-07-28">();
    expectTypeOf<root.Revision>().toEqualTypeOf<"2025-06-18" | "2025-11-25" | "2026-07-28">();
    expectTypeOf<root.PreviewRevision>().toEqualTypeOf<"draft-2026-06-07">();
    // @ts-expect-error not a revision
    root.httpStatusOf("2024-01-01", "parseError");
    expectTypeOf(root.httpStatusOf("2026-07-28", "parseError")).toEqualTypeOf<number | null>();
    expectTypeOf(modern.httpStatus("parseError")).toEqualTypeOf<400>();
    expectTypeOf(modern.httpStatus("internalError")).toEqualTypeOf<null>();
    expectTypeOf(root.conditionOf("2025-11-25", {})).toEqualTypeOf<mid.Condition | null>();
    const t = root.translate({ code: -32602, message: "m" }, { from: "2026-07-28", to: "2025-11-25" });
    if (t.ok) expectTypeOf(t.toCondition).toEqualTypeOf<mid.Condition | null>();
    else expectTypeOf(t.fallbackCondition).toEqualTypeOf<mid.Condition>();
    expectTypeOf(root.loadRevision("2026-07-28")).resolves.toEqualTypeOf<typeof modern>();
    expectTypeOf(root.classifyCode("2026-07-28", "x")).toEqualTypeOf<root.CodeClass>();
  });
});
