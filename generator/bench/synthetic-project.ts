/**
 * A throwaway copy of the project whose manifest lists N synthetic revisions: copies of the real
 * final schemas under new ids, in a temporary spec root, with the register extended to match.
 * Used to check that generation time grows linearly with the number of revisions.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isScalar, isSeq, parseDocument, visit, type Document } from "yaml";
import { sha256 } from "../util/hash.ts";

export interface SyntheticProject {
  dir: string;
  specRoot: string;
  revisions: string[];
}

interface ManifestEntry {
  id: string;
  status: string;
  era: string;
  root: string;
  schema: string;
}

/** Copies of the finals, cycled, so every N has the same mix of schema sizes. */
export function buildSyntheticProject(
  projectRoot: string,
  roots: { spec: string; prerelease: string },
  count: number,
): SyntheticProject {
  const dir = mkdtempSync(join(tmpdir(), `mcp-errgen-bench-${count}-`));
  for (const entry of ["generator", "templates", "package.json", "tsconfig.json"])
    cpSync(join(projectRoot, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(projectRoot, "node_modules"), join(dir, "node_modules"), "dir");

  // The spec root keeps the real docs and schemas (register citations point at them) and adds
  // the synthetic schema folders.
  const specRoot = join(dir, "spec-root");
  mkdirSync(join(specRoot, "schema"), { recursive: true });
  symlinkSync(join(roots.spec, "docs"), join(specRoot, "docs"), "dir");
  for (const name of readdirSync(join(roots.spec, "schema")))
    symlinkSync(join(roots.spec, "schema", name), join(specRoot, "schema", name), "dir");

  const manifest = parseDocument(readFileSync(join(projectRoot, "spec/revisions.yaml"), "utf8"));
  const real = (manifest.toJS() as { revisions: ManifestEntry[] }).revisions;
  const finals = real.filter((r) => r.status === "final");
  const copies = new Map<string, string[]>(); // real id -> synthetic ids
  const entries: (ManifestEntry & { sha256: string })[] = [];
  for (let i = 0; i < count; i++) {
    const source = finals[i % finals.length];
    if (!source) throw new Error("the manifest lists no final revision to copy");
    const id = `syn${String(i + 1).padStart(2, "0")}-${source.id}`;
    const text = readFileSync(join(roots.spec, source.schema));
    mkdirSync(join(specRoot, "schema", id));
    writeFileSync(join(specRoot, "schema", id, "schema.ts"), text);
    entries.push({
      id,
      status: "final",
      era: source.era,
      root: "spec",
      schema: `schema/${id}/schema.ts`,
      sha256: sha256(text),
    });
    copies.set(source.id, [...(copies.get(source.id) ?? []), id]);
  }
  manifest.set("revisions", manifest.createNode(entries));
  mkdirSync(join(dir, "spec"), { recursive: true });
  writeFileSync(join(dir, "spec/revisions.yaml"), manifest.toString());

  const register = parseDocument(readFileSync(join(projectRoot, "spec/errors.yaml"), "utf8"));
  replaceRevisionIds(register, copies);
  writeFileSync(join(dir, "spec/errors.yaml"), register.toString());

  return { dir, specRoot, revisions: entries.map((e) => e.id) };
}

/**
 * Wherever a list names a real revision, name its synthetic copies instead; revisions that have
 * no copy drop out. A list left empty is removed with its entry by the register's own rules.
 */
function replaceRevisionIds(doc: Document, copies: Map<string, string[]>): void {
  const manifestLike = /^\d{4}-\d{2}-\d{2}$|^draft(-\d{4}-\d{2}-\d{2})?$/;
  visit(doc, {
    Seq(_, seq) {
      if (!isSeq(seq)) return;
      const items = seq.items.filter(isScalar);
      if (items.length === 0 || items.length !== seq.items.length) return;
      if (!items.every((item) => typeof item.value === "string" && manifestLike.test(item.value))) return;
      const next: string[] = [];
      for (const item of items) {
        const id = String(item.value);
        next.push(...(copies.get(id) ?? []));
      }
      seq.items = next.map((id) => doc.createNode(id));
    },
  });
}
