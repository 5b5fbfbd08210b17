/**
 * The CommonJS half of the dual package, derived from the ESM half so that both come from the
 * same model and cannot drift: every `lib/**.js` is transpiled to CommonJS under `cjs/`, and every
 * `lib/**.d.ts` is copied beside it. `cjs/package.json` marks the folder `"type": "commonjs"`, so
 * the relative `./x.js` specifiers stay valid and TypeScript reads the copied declarations as
 * CommonJS (node16) without renaming anything to .cjs/.d.cts. esbuild translates the modules.
 */
import { transformSync, type TransformOptions } from "esbuild";

export const ESM_DIR = "lib/";
export const CJS_DIR = "cjs/";

/** The CommonJS path of an ESM file of the package, or undefined for a file that has none. */
export function commonJsPath(esmPath: string): string | undefined {
  if (!esmPath.startsWith(ESM_DIR) || !/\.(js|d\.ts)$/.test(esmPath)) return undefined;
  return CJS_DIR + esmPath.slice(ESM_DIR.length);
}

const TRANSFORM: TransformOptions = {
  loader: "js",
  format: "cjs",
  // Node 20.19, the package's engines floor.
  target: "node20",
  // With platform "node", esbuild ends each module with `0 && (module.exports = { ... })`, which
  // lets Node's CommonJS lexer (and Deno) see the named exports an ESM importer asks for.
  platform: "node",
  // The "browser" platform's escaping of `</script` in strings, kept under "node".
  supported: { "inline-script": true },
  legalComments: "inline",
};

/** One ESM module as CommonJS. Dynamic `import()` becomes a deferred `require`. */
function transpileToCommonJs(path: string, source: string): string {
  try {
    // esbuild drops the ES module's own header, so the banner says where this file comes from.
    const banner = `// CommonJS translation of ${path} by mcp-errgen (esbuild); do not edit.`;
    return transformSync(source, { ...TRANSFORM, sourcefile: path, banner }).code;
  } catch (error) {
    const reason = (error as { errors?: { text: string }[] }).errors?.map((e) => e.text).join("; ");
    throw new Error(`cannot transpile ${path} to CommonJS: ${reason ?? String(error)}`);
  }
}

/** The files of `cjs/`: each ESM module transpiled, each declaration copied, and the marker. */
export function deriveCommonJs(files: ReadonlyMap<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, content] of files) {
    const target = commonJsPath(path);
    if (target !== undefined)
      out.set(target, path.endsWith(".d.ts") ? content : transpileToCommonJs(path, content));
  }
  out.set(`${CJS_DIR}package.json`, `${JSON.stringify({ type: "commonjs" })}\n`);
  return out;
}
