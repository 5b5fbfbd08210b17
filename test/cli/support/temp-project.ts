/**
 * Temporary projects for tests: a directory with copies of the package-level inputs (manifest,
 * register, templates) so a test can generate, break or re-pin without touching the real tree.
 * The spec roots are the read-only snapshots beside the project; tests that alter a schema copy it.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sha256 } from "../../../generator/util/files.ts";

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

export { SPEC_DIR, PRERELEASE_DIR } from "../../helpers/spec-roots.ts";
import { SPEC_DIR, PRERELEASE_DIR } from "../../helpers/spec-roots.ts";

/** The environment that points both spec roots at the snapshots. */
export const SPEC_ENV = { MCP_SPEC_DIR: SPEC_DIR, MCP_SPEC_PRERELEASE_DIR: PRERELEASE_DIR };

const tempDirs: string[] = [];

export function tempDir(prefix = "mcp-errgen-test-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Remove every temp dir made so far (call from afterAll/afterEach). */
export function cleanupTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A project directory holding copies of the manifest, the register and its schema, spec/release/, templates/ and runtime/. */
export function makeTempProject(): string {
  const dir = tempDir("mcp-errgen-project-");
  for (const path of [
    "spec/revisions.yaml",
    "spec/errors.yaml",
    "spec/errors.schema.json",
    "spec/release",
    "templates",
    "runtime",
  ]) {
    const source = join(PROJECT_ROOT, path);
    if (existsSync(source)) cpSync(source, join(dir, path), { recursive: true });
  }
  return dir;
}

/** A writable copy of the spec root's schema files (only schema/<rev>/schema.ts). */
export function copySchemas(): string {
  const dir = tempDir("mcp-errgen-spec-");
  for (const rev of readdirSync(join(SPEC_DIR, "schema"))) {
    const source = join(SPEC_DIR, "schema", rev, "schema.ts");
    if (!existsSync(source)) continue;
    mkdirSync(join(dir, "schema", rev), { recursive: true });
    writeFileSync(join(dir, "schema", rev, "schema.ts"), readFileSync(source));
  }
  return dir;
}

/** A fingerprint of a whole directory tree (paths and bytes); "absent" when it does not exist. */
export function hashTree(dir: string): string {
  if (!existsSync(dir)) return "absent";
  const parts: string[] = [];
  const walk = (abs: string, rel: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const childRel = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        parts.push(`d ${childRel}`);
        walk(join(abs, entry.name), childRel);
      } else parts.push(`f ${childRel} ${sha256(readFileSync(join(abs, entry.name)))}`);
    }
  };
  walk(dir, "");
  return sha256(parts.join("\n"));
}

/**
 * An earlier output with content of its own, to prove that failed runs leave it alone. Its
 * package.json names the package, as gen asks of a directory it replaces.
 */
export function seedOutput(dir: string): void {
  mkdirSync(join(dir, "nested"), { recursive: true });
  writeFileSync(join(dir, "package.json"), '{ "name": "mcp-errors" }\n');
  writeFileSync(join(dir, "index.js"), "export const previous = true;\n");
  writeFileSync(join(dir, "nested", "keep.d.ts"), "export declare const previous: true;\n");
}
