/**
 * Names for every target, at the check stage: a condition key or revision id that would clash in any
 * target's output (the Go module's included) is a located diagnostic at its register or manifest line.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseManifest } from "../../generator/inputs/load-manifest.ts";
import { TARGET_NAMINGS } from "../../generator/model/target-names.ts";
import { targets } from "../../generator/pipeline/targets.ts";
import { parseYaml } from "../../generator/util/yaml-document.ts";
import { must } from "../helpers/must.ts";
import { diagnosticsOf, patched, positionOf, PROJECT_ROOT, registerFrom } from "./register-fixtures.ts";

/** The one diagnostic a register text gets, as kind, message and line:column. */
function only(text: string) {
  const found = diagnosticsOf(() => registerFrom(text));
  expect(found).toHaveLength(1);
  const d = must(found[0]);
  return {
    kind: d.kind,
    message: d.message,
    at: `${d.location?.file}:${d.location?.line}:${d.location?.column}`,
  };
}

const renamed = (key: string) => patched("  resourceNotFound:\n", `  ${key}:\n`);
const keyAt = (text: string, key: string) => `patched.yaml:${positionOf(text, `  ${key}:\n`).line}:3`;

describe("condition keys in every target", () => {
  it.each([
    ["protocolVersion", 'the Go name "ProtocolVersion" every revision package declares'],
    ["withMessage", 'the Go name "WithMessage" every revision package declares'],
    ["conditions", 'the Go name "Conditions" every revision package declares'],
    ["tool", 'the Go name "Tool" every revision package declares'],
    ["codeRed", `the Go code constants' prefix "Code" (CodeRed reads as a constant's name)`],
  ])("refuses %s, a name the Go module keeps, at the key", (key, clash) => {
    const text = renamed(key);
    expect(only(text)).toEqual({
      kind: "register/reserved-name",
      message: `conditions.${key}: condition key "${key}" clashes with ${clash}`,
      at: keyAt(text, key),
    });
  });

  it("refuses a key whose Go name is another condition's constructor", () => {
    // invalidParams (line 13) comes first; NewInvalidParams is its Go constructor.
    const text = renamed("newInvalidParams");
    expect(only(text)).toEqual({
      kind: "register/reserved-name",
      message:
        'conditions.newInvalidParams: condition key "newInvalidParams" clashes with condition "invalidParams": both would be exported as NewInvalidParams in the Go module',
      at: keyAt(text, "newInvalidParams"),
    });
  });

  it("refuses a key whose Go name falls among another condition's data types", () => {
    const text = renamed("invalidParamsDataField");
    expect(only(text)).toEqual({
      kind: "register/reserved-name",
      message:
        'conditions.invalidParamsDataField: condition key "invalidParamsDataField" clashes with condition "invalidParams": InvalidParamsDataField would be one of its InvalidParamsData… names in the Go module',
      at: keyAt(text, "invalidParamsDataField"),
    });
  });

  it("refuses a condition whose data types would take an earlier condition's name", () => {
    // parseError (line 5) comes first: renamed to parseErrorDataX, then a condition parseError after it.
    const text = patched(
      "  resourceNotFound:\n",
      "  parseError:\n",
      patched("  parseError:\n", "  parseErrorDataX:\n"),
    );
    expect(only(text)).toEqual({
      kind: "register/reserved-name",
      message:
        'conditions.parseError: condition key "parseError" clashes with condition "parseErrorDataX": its ParseErrorDataX would be one of this condition\'s ParseErrorData… names in the Go module',
      at: keyAt(text, "parseError"),
    });
  });

  it("leaves keys that are free in every target alone", () => {
    expect(() => registerFrom(renamed("resourceGone"))).not.toThrow();
  });
});

const manifestText = readFileSync(join(PROJECT_ROOT, "spec/revisions.yaml"), "utf8");
/** The manifest with one more entry after 2026-07-28's, under `id`. */
function withRevision(id: string, status = "final") {
  const anchor = "  - id: 2026-07-28\n";
  const at = manifestText.indexOf(anchor);
  const entry =
    `  - id: ${id}\n    status: ${status}\n    era: modern\n    root: spec\n` +
    "    schema: schema/2026-07-28/schema.ts\n" +
    `    sha256: ${"a".repeat(64)}\n`;
  return manifestText.slice(0, at) + entry + manifestText.slice(at);
}

describe("revision ids in every target", () => {
  it.each([
    ["2026.07.28", "final", "2026-07-28", "package mcp20260728"],
    ["draft20260520", "prerelease", "draft-2026-05-20", "package mcpdraft20260520"],
  ])("refuses %s, which names the Go package of a listed revision, at its id", (id, status, other, name) => {
    const text = withRevision(id, status);
    const found = diagnosticsOf(() => parseManifest(parseYaml(text, "spec/revisions.yaml")));
    expect(found).toHaveLength(1);
    const d = must(found[0]);
    expect(d.kind).toBe("manifest/revision-name-clash");
    // Entries are read in file order: the one listed later is the one at fault.
    const [first, second] = [id, other].sort(
      (a, b) => text.indexOf(`- id: ${a}\n`) - text.indexOf(`- id: ${b}\n`),
    );
    expect(d.message).toBe(
      `revision "${second}" would be ${name} in the Go module, as revision "${first}" is`,
    );
    const { line, column } = positionOf(text, `- id: ${second}\n`);
    expect([d.location?.file, d.location?.line, d.location?.column]).toEqual([
      "spec/revisions.yaml",
      line,
      column + "- id: ".length,
    ]);
  });

  it("reads the project's own manifest without a clash", () => {
    expect(() => parseManifest(parseYaml(manifestText, "spec/revisions.yaml"))).not.toThrow();
  });
});

describe("the target registry", () => {
  it("checks the naming of every registered target, and only theirs", () => {
    expect(targets.map((t) => t.naming)).toEqual(TARGET_NAMINGS);
    for (const target of targets) expect(target.naming.target).toBe(target.name);
  });
});
