/**
 * What the unit lane's global setup made once for the whole run (test/setup/suite-inputs.ts), as a
 * test file reads it; and the committed package, `mcp-errors`, imported as a consumer imports it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { deserialize } from "node:v8";
import { inject } from "vitest";
import type { MergedModel } from "../../generator/model/merged-model.ts";
import type { SchemaModel } from "../../generator/model/schema-model.ts";
import { readTree } from "../../generator/write/tree.ts";
import { packageAt, type RenderedPackage } from "../runtime/render-package.ts";

/** The merged model of the project's own inputs; a copy of its own for each caller. */
export function realModel(): MergedModel {
  return deserialize(readFileSync(inject("suiteInputs").realModel)) as MergedModel;
}

/**
 * The schema model of each revision of the real snapshot, in manifest order, as gen extracts them
 * (pins verified); a copy of its own for each caller.
 */
export function realSchemas(): SchemaModel[] {
  return deserialize(readFileSync(inject("suiteInputs").realSchemas)) as SchemaModel[];
}

/** The four-revision fixture model's package, rendered once for the run; not to be written to. */
export function fixturePackage(): RenderedPackage {
  const dir = inject("suiteInputs").fixturePackage;
  if (dir === "")
    throw new Error(
      "the fixture package is made by the unit lane's global setup only: run this file in the unit lane, " +
        "or have test/setup/real-model.ts make it for the integration lane too",
    );
  const files = new Map([...readTree(dir)].map(([path, bytes]) => [path, bytes.toString("utf8")]));
  return packageAt(dir, files, false);
}

/** The directory `mcp-errors` resolves to: the committed generated/, through the file: dependency. */
export const installedDir = dirname(createRequire(import.meta.url).resolve("mcp-errors/package.json"));

/** The `mcp-errors/...` specifier of a revision's module, from the package's own exports. */
export function revisionSpecifier(id: string): string {
  const { exports } = JSON.parse(readFileSync(`${installedDir}/package.json`, "utf8")) as {
    exports: Record<string, unknown>;
  };
  const subpath = Object.keys(exports).find((key) => key === `./${id}` || key.endsWith(`/${id}`));
  if (subpath === undefined) throw new RangeError(`mcp-errors exports no module for revision ${id}`);
  return `mcp-errors${subpath.slice(1)}`;
}

/** Imports a module of the committed package by its specifier, as a consumer does. */
export async function importInstalled<T = Record<string, unknown>>(specifier: string): Promise<T> {
  return (await import(/* @vite-ignore */ specifier)) as T;
}
