/** Before anything is written: every emitted file parses, and the package type-checks as one program. */
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { existsSync, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { ts } from "ts-morph";
import { GenError, diagnostic, type Diagnostic } from "../../diagnostics/gen-error.ts";
import { CJS_DIR, COMPILED_FROM_TYPESCRIPT, ESM_DIR, commonJsPath } from "./compile.ts";

const VIRTUAL_ROOT = "/__mcp_errgen_output__/";

/** The lib files the runtime needs: ES5 plus Map/Set, Promise, Object.hasOwn and Error options. */
const LIB_NAMES =
  "es5 es2015.core es2015.collection es2015.iterable es2015.promise es2015.symbol es2015.symbol.wellknown " +
  "es2022.object es2022.error decorators decorators.legacy";
const LIB_FILES = LIB_NAMES.split(" ").map((name) => `lib.${name}.d.ts`);

const libDir = dirname(createRequire(import.meta.url).resolve("typescript/lib/lib.es5.d.ts"));

/** As tsc parses: JSDoc only where it carries types (the .js files, with checkJs). */
const PARSE_OPTIONS: ts.CreateSourceFileOptions = {
  languageVersion: ts.ScriptTarget.ES2022,
  jsDocParsingMode: ts.JSDocParsingMode.ParseForTypeErrors,
};
let libFiles: Map<string, ts.SourceFile> | undefined;

/** The lib files the typescript package has, by name, parsed once per process. */
const libSources = () =>
  (libFiles ??= new Map(
    LIB_FILES.filter((name) => existsSync(join(libDir, name))).map((name) => {
      const path = join(libDir, name);
      return [name, ts.createSourceFile(path, readFileSync(path, "utf8"), PARSE_OPTIONS)];
    }),
  ));

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  allowJs: true,
  checkJs: true,
  strict: true,
  noEmit: true,
  skipDefaultLibCheck: true,
  lib: LIB_FILES,
  types: [],
};

/** Implicit-any complaints are expected in plain JS; everything else counts. */
const JS_IGNORED = new Set([
  7005, 7006, 7008, 7018, 7019, 7031, 7034, 7041, 7043, 7044, 7045, 7046, 7047, 7048, 7049, 7050,
]);

function describe(d: ts.Diagnostic, code = ""): string {
  const message = code + ts.flattenDiagnosticMessageText(d.messageText, "\n");
  if (!d.file || d.start === undefined) return message;
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
  return `${line + 1}:${character + 1}: ${message}`;
}

function problem(file: string, reason: string): Diagnostic {
  return diagnostic("output/invalid", { file, reason }, { file });
}

/** Whether every CommonJS declaration copies its ESM one: if one differs, all of them are checked. */
function cjsDeclarationsMirrorEsm(files: ReadonlyMap<string, string>): boolean {
  return [...files.keys()].every((path) => {
    if (!path.endsWith(".d.ts")) return true;
    const other = path.startsWith(CJS_DIR) ? ESM_DIR + path.slice(CJS_DIR.length) : commonJsPath(path);
    return other === undefined || files.get(other) === files.get(path);
  });
}

/**
 * The problems of each output validated in this process, by a hash of its files, on which alone
 * they depend: a process that renders the same output again (the test suite, whose end-to-end gens
 * write the committed tree over and over) parses and type-checks it once.
 */
const validated = new Map<string, readonly Diagnostic[]>();

export function validateOutput(files: ReadonlyMap<string, string>): void {
  const hash = createHash("sha256");
  for (const [path, text] of files) hash.update(`${path.length}:${path}${text.length}:${text}`);
  const key = hash.digest("hex");
  let problems = validated.get(key);
  if (problems === undefined) {
    problems = problemsOf(files);
    validated.set(key, problems);
  }
  if (problems.length > 0) throw new GenError([...problems]);
}

function problemsOf(files: ReadonlyMap<string, string>): Diagnostic[] {
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
    // A compiled command keeps its shebang above the mark.
    if (!(kind === ts.ScriptKind.JS && text.replace(/^#!.*\n/, "").startsWith(COMPILED_FROM_TYPESCRIPT)))
      sources.set(VIRTUAL_ROOT + path, source);
  }
  if (problems.length === 0) problems.push(...typeCheck(sources));
  return problems;
}

function typeCheck(sources: Map<string, ts.SourceFile>): Diagnostic[] {
  const host: ts.CompilerHost = {
    getSourceFile: (fileName) =>
      sources.get(fileName) ?? libSources().get(fileName.slice(fileName.lastIndexOf("/") + 1)),
    getDefaultLibFileName: () => join(libDir, "lib.es5.d.ts"),
    getDefaultLibLocation: () => libDir,
    writeFile: () => undefined,
    getCurrentDirectory: () => VIRTUAL_ROOT,
    getDirectories: () => [],
    fileExists: (fileName) =>
      sources.has(fileName) ||
      (fileName.startsWith(libDir) && libSources().has(fileName.slice(libDir.length + 1))),
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
