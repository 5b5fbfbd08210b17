/**
 * The committed package's types under a consumer's strictest settings (exactOptionalPropertyTypes,
 * noUncheckedIndexedAccess): an optional value can be passed through as `undefined`, and misuse is
 * refused where the run time would refuse it too (a condition name the revision does not define, a
 * bare code, an earlier `httpStatus(code, origin)` call). The consumer is type-checked with the
 * project's TypeScript, from a folder whose node_modules/mcp-errors links to generated/.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "./render-package.ts";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "mcp-errors-strict-"));
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(join(projectRoot, "generated"), join(dir, "node_modules", "mcp-errors"), "dir");
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "strict", private: true, type: "module" }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CONSUMER = `import { checkRequest, conditionOf, httpStatusOf, parseErrorResponse } from "mcp-errors";
import * as legacy from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
import { translate } from "mcp-errors/translate";

declare const method: string | undefined;
declare const status: number | undefined;
declare const message: string | undefined;
declare const meta: { [key: string]: unknown } | undefined;
declare const versions: readonly string[] | undefined;
declare const caught: unknown;

// Optional values pass through as undefined.
conditionOf("2026-07-28", caught, { method, httpStatus: status });
parseErrorResponse("2025-11-25", caught, { method, httpStatus: status });
modern.isResourceNotFoundError(caught, { method });
modern.methodNotFound({ message });
modern.resourceNotFound({ message, data: { uri: "file:///x" } });
legacy.internalError({ message, data: undefined });
modern.toolInputError({ content: "bad", structuredContent: undefined, _meta: meta });
checkRequest("2026-07-28", { headers: undefined, body: "{}" }, { supportedVersions: versions, tools: undefined });
modern.checkRequest({ body: "{}" }, { supportedVersions: versions });
translate(caught, {
  from: "2026-07-28",
  to: "2025-11-25",
  request: { id: 1, method: method ?? "tools/call", params: undefined },
  httpStatus: status,
});
httpStatusOf("2026-07-28", caught, { method });
modern.httpStatus(caught, { httpStatus: status });

// A status lookup takes a condition the revision defines, or an error: never another string.
const notFound: 404 = modern.httpStatus("methodNotFound");
httpStatusOf("2026-07-28", "headerMismatch");
// @ts-expect-error 2024-11-05 has no headerMismatch
httpStatusOf("2024-11-05", "headerMismatch");
// @ts-expect-error a misspelt condition
httpStatusOf("2026-07-28", "methodNotFund");
// @ts-expect-error a misspelt condition
modern.httpStatus("methodNotFund");
declare const name: string;
// @ts-expect-error any string
modern.httpStatus(name);
// @ts-expect-error the earlier httpStatus(code, origin)
modern.httpStatus(-32601, "handler");
// @ts-expect-error a bare code
httpStatusOf("2026-07-28", -32601);
export { notFound };
`;

describe("the package's types under exactOptionalPropertyTypes", () => {
  it("take undefined for every optional option, and refuse what the run time refuses", () => {
    writeFileSync(join(dir, "consumer.ts"), CONSUMER);
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2022"],
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          skipLibCheck: false,
          types: [],
          noEmit: true,
        },
        files: ["consumer.ts"],
      }),
    );
    let output = "";
    try {
      execFileSync(process.execPath, [join(projectRoot, "node_modules/typescript/bin/tsc"), "-p", "."], {
        cwd: dir,
        encoding: "utf8",
        timeout: 120_000,
      });
    } catch (error) {
      output = (error as { stdout?: string }).stdout ?? String(error);
    }
    expect(output).toBe("");
  }, 150_000);
});
