// @ts-check
/**
 * The generator's layers, enforced by ESLint (rule `layers/imports`). Folders of generator/ are
 * ranked from the bottom up; a module may import from its own folder or from a folder ranked
 * below it, never from a sibling of the same rank or from above. Type-only imports count too: a
 * type that climbs couples the layers as much as a value does. Modules of generator/ also may not
 * import each other in a cycle, within a folder or across. A target's folder under emit/ imports no
 * other target's: what targets share lives in export/ or at the top of emit/.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/** Bottom to top; folders on one line share a rank and may not import each other. */
export const LAYERS = [
  ["diagnostics"],
  ["util"],
  ["model"],
  ["inputs"],
  ["extract"],
  ["register"],
  ["check"],
  ["merge"],
  ["export"],
  ["emit", "diff", "sdk-comparison"],
  ["release", "write"],
  ["pipeline"],
  ["edit"],
  ["commands"],
  ["cli.ts"],
];

const RANK = new Map(LAYERS.flatMap((folders, rank) => folders.map((folder) => [folder, rank])));
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

/**
 * The generator folder a file sits in ("cli.ts" for the entry point), or undefined outside generator/.
 * @param {string} generatorDir
 * @param {string} file
 * @returns {string | undefined}
 */
function folderOf(generatorDir, file) {
  const rel = relative(generatorDir, file);
  if (rel.startsWith("..") || rel === "") return undefined;
  return rel.split(sep)[0];
}

/**
 * The target folder under emit/ a file sits in, or undefined for emit/'s own modules and other folders.
 * @param {string} generatorDir
 * @param {string} file
 * @returns {string | undefined}
 */
function targetOf(generatorDir, file) {
  const parts = relative(generatorDir, file).split(sep);
  return parts[0] === "emit" && parts.length > 2 ? parts[1] : undefined;
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|js)$/.test(name)) out.push(path);
  }
  return out;
}

/** Imports between modules of generator/ that close a cycle, as "from\0to". @type {Set<string> | undefined} */
let cycles;
/**
 * @param {string} generatorDir
 * @returns {Set<string>}
 */
function cycleEdges(generatorDir) {
  if (cycles) return cycles;
  const files = sourceFiles(generatorDir);
  const edges = new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, "utf8").matchAll(SPECIFIER)]
        .map((m) => resolve(dirname(file), m[1] ?? ""))
        .filter((target) => files.includes(target)),
    ]),
  );
  // Tarjan's strongly connected components: an edge inside a component closes a cycle.
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {Map<string, string>} */
  const component = new Map();
  let next = 0;
  /** @param {string} v */
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      let w;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.set(w, v);
      } while (w !== v);
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  const found = new Set();
  for (const [from, targets] of edges)
    for (const to of targets) if (component.get(from) === component.get(to)) found.add(`${from}\0${to}`);
  cycles = found;
  return found;
}

/** @type {import("eslint").Rule.RuleModule} */
const importsRule = {
  meta: {
    type: "problem",
    docs: {
      description: "imports in generator/ go to the same folder or a lower layer, and never in a cycle",
    },
    schema: [],
  },
  create(context) {
    const generatorDir = resolve(context.cwd, "generator");
    const file = context.filename;
    const from = folderOf(generatorDir, file);
    if (from === undefined) return {};
    /**
     * @param {import("estree").Node} node
     * @param {unknown} specifier
     */
    const check = (node, specifier) => {
      if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
      const target = resolve(dirname(file), specifier);
      const to = folderOf(generatorDir, target);
      if (to === undefined) return;
      const fromRank = RANK.get(from);
      const toRank = RANK.get(to);
      if (fromRank === undefined || toRank === undefined) {
        const unknown = fromRank === undefined ? from : to;
        context.report({ node, message: `generator/${unknown} is in no layer of tools/lint/layers.js` });
      } else if (to !== from && toRank >= fromRank)
        context.report({
          node,
          message: `generator/${from} (layer ${fromRank}) may not import generator/${to} (layer ${toRank}): imports go down the layers in tools/lint/layers.js`,
        });
      else if (
        targetOf(generatorDir, file) &&
        targetOf(generatorDir, target) &&
        targetOf(generatorDir, file) !== targetOf(generatorDir, target)
      )
        context.report({
          node,
          message: `generator/emit/${targetOf(generatorDir, file)} may not import generator/emit/${targetOf(generatorDir, target)}: targets share what they need through generator/export/ or generator/emit/'s own modules`,
        });
      else if (cycleEdges(generatorDir).has(`${file}\0${target}`))
        context.report({
          node,
          message: `this import closes a cycle between modules of generator/ (${relative(generatorDir, target)} leads back here)`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => {
        if (node.source.type === "Literal") check(node, node.source.value);
      },
    };
  },
};

export default { rules: { imports: importsRule } };
