/** The diagnostics of the GenError `run` throws; fails the test when it throws nothing or something else. */
import { GenError, type Diagnostic } from "../../generator/diagnostics/gen-error.ts";

export function diagnosticsOf(run: () => unknown): Diagnostic[] {
  try {
    run();
  } catch (error) {
    if (error instanceof GenError) return error.diagnostics;
    throw error;
  }
  throw new Error("expected a GenError, but nothing was thrown");
}
