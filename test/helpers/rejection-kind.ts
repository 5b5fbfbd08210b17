import { GenError } from "../../generator/diagnostics/gen-error.ts";

/** The diagnostic kind a promise rejects with; undefined when it resolves. */
export async function rejectionKind(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return error instanceof GenError ? error.diagnostics[0]?.kind : `not a GenError: ${String(error)}`;
  }
  return undefined;
}
