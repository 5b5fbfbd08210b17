/** The README's client recipe: examples/client reads each error's condition, in both eras. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { readErrors } from "../../examples/client/client.ts";
import { STATUS_WHEN_SPEC_IS_SILENT } from "../../examples/shared/answer.ts";
import { startStack, type Stack } from "./support/stack.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

it("names the condition of every error the dual-era server sends, whatever its status", async () => {
  expect(await readErrors(stack.server)).toEqual([
    {
      request: "2026-07-28 resources/read of a missing file",
      status: STATUS_WHEN_SPEC_IS_SILENT,
      condition: "resourceNotFound",
    },
    { request: "2026-07-28 unknown method", status: 404, condition: "methodNotFound" },
    { request: "2026-07-28 Mcp-Method header mismatch", status: 400, condition: "headerMismatch" },
    {
      request: "2025-11-25 resources/read of a missing file",
      status: STATUS_WHEN_SPEC_IS_SILENT,
      condition: "resourceNotFound",
    },
    { request: "2025-11-25 unknown method", status: STATUS_WHEN_SPEC_IS_SILENT, condition: "methodNotFound" },
  ]);
});
