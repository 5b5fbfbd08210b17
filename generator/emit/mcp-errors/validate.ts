/**
 * Before anything is written: every emitted file parses, and the package type-checks. One
 * TypeScript program runs over the emitted .js (checkJs) and .d.ts files, with a minimal lib
 * whose source files are parsed once per process. The compiler is the one ts-morph bundles, which
 * the extract stage has already loaded; the lib files are read as text from the typescript package.
 */
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { ts } from "ts-morph";
import { GenError, diagnostic, type Diagnostic } from "../../diagnostics/gen-error.ts";
import { CJS_DIR, ESM_DIR } from "./commonjs.ts";

const VIRTUAL_ROOT = "/__mcp_errgen_output__/";

/**
 * The first line of a .js file compiled from a TypeScript source that the project type-checks:
 * such a file is only parsed here, and its .d.ts beside it is checked with the rest.
 */
export const COMPILED_FROM_TYPESCRIPT = "// Compiled by mcp-errgen from";

/** The lib files the runtime needs: ES5 plus Map/Set, Promise, Object.hasOwn and Error options. */
const LIB_NAMES =
  "es5 es2015.core es2015.collection es2015.iterable es2015.promise es2015.symbol es2015.symbol.wellknown " +
  "es2022.object es2022.error decorators decorators.legacy";
const LIB_FILES = LIB_NAMES.split(" ").map((name) => `lib.${name}.d.ts`);

const libDir = dirname(createRequire(import.meta.url).resolve("typescript/lib/lib.es5.d.ts"));

/**
 * As tsc parses: JSDoc only where it carries types (the .js files, with checkJs), not in
 * declaration files, where it is documentation. Parent pointers are left to the binder.
 */
const PARSE_OPTIONS: ts.CreateSourceFileOptions = {
  languageVersion: ts.ScriptTarget.ES2022,
  jsDocParsingMode: ts.JSDocParsingMode.ParseForTypeErrors,
};
const libFiles = new Map<string, ts.SourceFile | undefined>();

/** A lib file by name, parsed once per process; undefined for one the typescript package lacks. */
function libSource(name: string): ts.SourceFile | undefined {
  if (!libFiles.has(name)) {
    let text: string | undefined;
    try {
      text = readFileSync(join(libDir, name), "utf8");
    } catch {
      text = undefined;
    }
    libFiles.set(
      name,
      text === undefined ? undefined : ts.createSourceFile(join(libDir, name), text, PARSE_OPTIONS),
    );
  }
  return libFiles.get(name);
}

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  allowJs: true,
  checkJs: true,
  strict: true,
  noEmit: true,
  skipDefaultLibCheck: true,
  noLib: false,
  lib: LIB_FILES,
  types: [],
};

/** Implicit-any complaints are expected in plain JS; everything else counts. */
const JS_IGNORED = new Set([
  7005, 7006, 7008, 7018, 7019, 7031, 7034, 7041, 7043, 7044, 7045, 7046, 7047, 7048, 7049, 7050,
]);

/** "line:col: message" of a TypeScript diagnostic, its code after the position if given. */
function describe(d: ts.Diagnostic, code = ""): string {
  const message = code + ts.flattenDiagnosticMessageText(d.messageText, "\n");
  if (!d.file || d.start === undefined) return message;
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
  return `${line + 1}:${character + 1}: ${message}`;
}

function problem(file: string, reason: string): Diagnostic {
  return diagnostic("output/invalid", { file, reason }, { file });
}

/**
 * Whether the CommonJS declarations are an exact copy of the ESM ones (commonjs.ts): the same
 * files under cjs/ as under lib/, byte for byte. They import each other as the originals do, so
 * parsing and checking them would repeat the check of lib/ and find nothing new. If any differs,
 * all of them are checked.
 */
function cjsDeclarationsMirrorEsm(files: ReadonlyMap<string, string>): boolean {
  const declarations = (dir: string): string[] =>
    [...files.keys()].filter((path) => path.startsWith(dir) && path.endsWith(".d.ts"));
  const esm = declarations(ESM_DIR);
  const cjs = declarations(CJS_DIR);
  return (
    esm.length === cjs.length &&
    esm.every((path) => files.get(CJS_DIR + path.slice(ESM_DIR.length)) === files.get(path))
  );
}

export function validateOutput(files: ReadonlyMap<string, string>): void {
  const problems: Diagnostic[] = [];
  const sources = new Map<string, ts.SourceFile>();
  const mirrored = cjsDeclarationsMirrorEsm(files);
  for (const [path, text] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (path.endsWith(".json")) {
      try {
        JSON.parse(text);
      } catch (error) {
        problems.push(problem(path, `invalid JSON: ${(error as Error).message}`));
      }
      continue;
    }
    const kind = path.endsWith(".d.ts") ? ts.ScriptKind.TS : path.endsWith(".js") ? ts.ScriptKind.JS : null;
    if (kind === null) continue;
    if (mirrored && path.startsWith(CJS_DIR) && kind === ts.ScriptKind.TS) continue;
    const source = ts.createSourceFile(VIRTUAL_ROOT + path, text, PARSE_OPTIONS, false, kind);
    const parseDiagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
    for (const d of parseDiagnostics) problems.push(problem(path, describe(d)));
    // The CommonJS copies are transpiled from the ESM modules checked here, and share their
    // declarations; checkJs would only trip over the transpiler's `exports.x = void 0` preamble.
    if (path.startsWith(CJS_DIR) && kind === ts.ScriptKind.JS) continue;
    if (!(kind === ts.ScriptKind.JS && text.startsWith(COMPILED_FROM_TYPESCRIPT)))
      sources.set(VIRTUAL_ROOT + path, source);
  }
  if (problems.length === 0) problems.push(...typeCheck(sources));
  if (problems.length > 0) throw new GenError(problems);
}

function typeCheck(sources: Map<string, ts.SourceFile>): Diagnostic[] {
  const host: ts.CompilerHost = {
    getSourceFile: (fileName) =>
      sources.get(fileName) ?? libSource(fileName.slice(fileName.lastIndexOf("/") + 1)),
    getDefaultLibFileName: () => join(libDir, "lib.es5.d.ts"),
    getDefaultLibLocation: () => libDir,
    writeFile: () => undefined,
    getCurrentDirectory: () => VIRTUAL_ROOT,
    getDirectories: () => [],
    fileExists: (fileName) =>
      sources.has(fileName) ||
      (fileName.startsWith(libDir) && libSource(fileName.slice(libDir.length + 1)) !== undefined),
    readFile: (fileName) => sources.get(fileName)?.text,
    getCanonicalFileName: (fileName) => fileName,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => "\n",
  };
  const program = ts.createProgram({ rootNames: [...sources.keys()], options: OPTIONS, host });
  const all = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSemanticDiagnostics(),
  ];
  return all.flatMap((d) => {
    const name = d.file?.fileName;
    const file = name?.startsWith(VIRTUAL_ROOT) ? name.slice(VIRTUAL_ROOT.length) : "(package)";
    return file.endsWith(".js") && JS_IGNORED.has(d.code)
      ? []
      : [problem(file, describe(d, `TS${d.code}: `))];
  });
}
