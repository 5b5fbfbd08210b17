/**
 * The export's JSON Schema read by another language's validator: Python's jsonschema (the reference
 * implementation of the specification) checks the schema itself, accepts the committed export and
 * refuses one with a field missing and one with a field added. Integration lane: it drives python3.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dir = join(import.meta.dirname, "../../generated/json");

const SCRIPT = String.raw`
import copy, json, sys
import jsonschema
schema = json.load(open(sys.argv[1]))
document = json.load(open(sys.argv[2]))
jsonschema.Draft7Validator.check_schema(schema)
validator = jsonschema.Draft7Validator(schema)
missing = copy.deepcopy(document)
del missing["revisions"][0]["era"]
extra = copy.deepcopy(document)
extra["revisions"][0]["conditions"]["parseError"]["colour"] = "blue"
print(json.dumps({
    "committed": [e.message for e in validator.iter_errors(document)],
    "missing": [e.message for e in validator.iter_errors(missing)],
    "extra": [e.message for e in validator.iter_errors(extra)],
}))
`;

function python(): Promise<{ stdout: string; stderr: string; code: number | null }> {
  const args = ["-c", SCRIPT, join(dir, "mcp-errors.schema.json"), join(dir, "mcp-errors.json")];
  return new Promise((resolve) =>
    execFile("python3", args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({
        stdout,
        stderr,
        code: error === null ? 0 : typeof error.code === "number" ? error.code : null,
      }),
    ),
  );
}

describe("generated/json/mcp-errors.schema.json under Python's jsonschema", () => {
  it("is a valid draft-07 schema that accepts the export and refuses a missing or an extra field", async () => {
    const run = await python();
    expect(run.code, run.stderr).toBe(0);
    const found = JSON.parse(run.stdout) as Record<"committed" | "missing" | "extra", string[]>;
    expect(found.committed).toEqual([]);
    expect(found.missing).toEqual(["'era' is a required property"]);
    expect(found.extra).toEqual([expect.stringContaining("'colour' was unexpected")]);
  });
});
