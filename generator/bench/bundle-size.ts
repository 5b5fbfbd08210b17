/** Minified + gzipped size of a package entry bundled alone (esbuild, tree-shaken). */
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

export interface BundleSize {
  entry: string;
  minified: number;
  gzipped: number;
}

export async function bundleSize(entryFile: string, label: string): Promise<BundleSize> {
  const result = await build({
    entryPoints: [entryFile],
    bundle: true,
    minify: true,
    treeShaking: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { entry: label, minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength };
}
