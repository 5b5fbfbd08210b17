/**
 * The export against its shape, before gen writes anything: a field the shape lacks, one it requires
 * that the export lacks, or a value of the wrong kind is a diagnostic at its line in the text.
 */
import type { z } from "zod";
import { GenError, diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import { formatPath, locate, parseYaml, type YamlPath } from "../util/yaml-document.ts";
import { shapeIssues } from "../util/zod-paths.ts";
import { exportShape } from "./shape.ts";

/** More would repeat the one mistake in every revision. */
const MAX_PROBLEMS = 10;

/**
 * Throws a GenError when `document` does not fit `shape` (the export's, unless a test gives a small
 * one); `text` is the document as it would be written to `file`, where the positions point.
 */
export function checkExport(
  document: unknown,
  text: string,
  file: string,
  shape: z.ZodType = exportShape,
): void {
  const result = shape.safeParse(document);
  if (result.success) return;
  const { unknown, issues } = shapeIssues(shape, document, result.error.issues);
  let where: (path: YamlPath, key: boolean) => Diagnostic["location"];
  try {
    const located = parseYaml(text, file);
    where = (path, key) => locate(located, path, { key });
  } catch {
    // Deeper than the YAML reader goes: the path in the message still says where.
    where = () => ({ file });
  }
  const problems: Diagnostic[] = [];
  for (const { path, at, message } of issues) {
    if (at === "missing") {
      const parent = path.slice(0, -1);
      const params = { path: formatPath(parent), field: String(path.at(-1)) };
      problems.push(diagnostic("export/missing-field", params, where(parent, false)));
    } else
      problems.push(
        diagnostic(
          "export/bad-value",
          { path: formatPath(path), reason: reason(message) },
          where(path, at === "key"),
        ),
      );
  }
  for (const { path, key } of unknown)
    problems.push(
      diagnostic("export/unknown-field", { path: formatPath(path), field: key }, where([...path, key], true)),
    );
  const line = (d: Diagnostic) => d.location?.line ?? 0;
  throw new GenError(problems.sort((a, b) => line(a) - line(b)).slice(0, MAX_PROBLEMS));
}

/** zod's "Invalid input: expected number, received string" as "is not a number: expected ...". */
const reason = (message: string) => `does not fit its shape: ${message.replace(/^Invalid input: /, "")}`;
