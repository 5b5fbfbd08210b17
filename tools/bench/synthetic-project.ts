/**
 * Throwaway copies of the project that gen runs in, so that it writes generated/ and the derived
 * files beside it as `npm run gen` does, without touching the project. A copy holds the project's
 * files as a commit would (tracked, or new and not ignored) and links its node_modules. A synthetic
 * project adds N revisions: copies of the real final schemas under new ids, in a spec root of its
 * own, with the register extended to match (each synthetic revision says what its original says).
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isScalar, isSeq, parseDocument, visit, type Document } from "yaml";
import { copyTree, sha256 } from "../../generator/util/files.ts";

/** A copy of the project in a temporary directory; the caller removes it. */
export function copyProject(projectRoot: string, label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `mcp-errgen-bench-${label}-`));
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectRoot,
    encoding: "utf8",
  });
  for (const path of new Set(listed.split("\0"))) {
    // node_modules is linked below; git lists it only where it is itself a link.
    if (path === "" || path === "node_modules") continue;
    // A file deleted but not yet committed is still listed.
    try {
      cpSync(join(projectRoot, path), join(dir, path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  symlinkSync(join(projectRoot, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

export interface SyntheticProject {
  dir: string;
  specRoot: string;
  /** Synthetic revision ids. */
  revisions: string[];
  /** Real plus synthetic. */
  total: number;
}

interface ManifestEntry {
  id: string;
  status: string;
  era: string;
  root: string;
  schema: string;
}

/**
 * Copies of the finals, cycled, so every N has the same mix of schema sizes. The copy has no
 * release baseline, so every N is a first release: with one, the added revisions would change the
 * public surface and gen would also have to write a new release entry.
 */
export function buildSyntheticProject(
  projectRoot: string,
  specRootDir: string,
  count: number,
): SyntheticProject {
  const dir = copyProject(projectRoot, String(count));
  rmSync(join(dir, "spec/release"), { recursive: true, force: true });

  // The spec root keeps the real docs and schemas (register citations point at them) and adds
  // the synthetic schema folders. They are copies, not links: gen refuses an input whose real path
  // leaves its root.
  const specRoot = join(dir, "spec-root");
  copyTree(join(specRootDir, "docs"), join(specRoot, "docs"));
  copyTree(join(specRootDir, "schema"), join(specRoot, "schema"));

  const manifest = parseDocument(readFileSync(join(projectRoot, "spec/revisions.yaml"), "utf8"));
  const real = (manifest.toJS() as { revisions: ManifestEntry[] }).revisions;
  const finals = real.filter((r) => r.status === "final");
  const list = manifest.get("revisions");
  if (!isSeq(list)) throw new Error("spec/revisions.yaml has no revisions list");
  const copies = new Map<string, string[]>(); // real id -> synthetic ids
  const synthetic: string[] = [];
  for (let i = 0; i < count; i++) {
    const source = finals[i % finals.length];
    if (!source) throw new Error("the manifest lists no final revision to copy");
    const id = `syn${String(i + 1).padStart(2, "0")}-${source.id}`;
    const text = readFileSync(join(specRootDir, source.schema));
    mkdirSync(join(specRoot, "schema", id));
    writeFileSync(join(specRoot, "schema", id, "schema.ts"), text);
    const entry = { id, status: "final", era: source.era, root: "spec", schema: `schema/${id}/schema.ts` };
    list.items.push(manifest.createNode({ ...entry, sha256: sha256(text) }));
    copies.set(source.id, [...(copies.get(source.id) ?? []), id]);
    synthetic.push(id);
  }
  writeFileSync(join(dir, "spec/revisions.yaml"), manifest.toString());

  const register = parseDocument(readFileSync(join(projectRoot, "spec/errors.yaml"), "utf8"));
  addRevisionIds(register, copies);
  writeFileSync(join(dir, "spec/errors.yaml"), register.toString());

  return { dir, specRoot, revisions: synthetic, total: real.length + synthetic.length };
}

/** Wherever a list names a real revision, name its synthetic copies too. */
function addRevisionIds(doc: Document, copies: Map<string, string[]>): void {
  visit(doc, {
    Seq(_, seq) {
      const items = seq.items.filter(isScalar);
      if (items.length === 0 || items.length !== seq.items.length) return;
      const added = items.flatMap((item) => copies.get(String(item.value)) ?? []);
      if (added.length > 0) seq.items.push(...added.map((id) => doc.createNode(id)));
    },
  });
}
