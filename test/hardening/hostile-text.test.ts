/**
 * Hostile text, end to end: `gen` on a register whose every free text would break out of a
 * string, comment, template literal, JSDoc tag, markdown line or script element. The run must
 * succeed (its own validation parses and type-checks the package), a consumer importing the
 * emitted package must type-check on its own, and the text must come back exactly through the
 * runtime: default messages from the constructors, reasons from translate.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MergedModel } from "../../generator/model/merged-model.ts";
import { readTree } from "../../generator/write/tree.ts";
import { generate } from "../../generator/pipeline/pipeline.ts";
import { cleanupTempDirs, makeTempProject, SPEC_ENV, tempDir } from "../cli/support/temp-project.ts";
import { sampleError } from "../runtime/sample-data.ts";
import { HOSTILE, hostileRegister, type Planted } from "./support/hostile-register.ts";
import { tellingStatus } from "../helpers/condition-status.ts";

type Module = Record<string, unknown>;
type Translate = typeof import("mcp-errors/translate");
type AnyRevision = import("mcp-errors").AnyRevision;

let output: string;
let model: MergedModel;
let planted: Planted[];
let files: Map<string, string>;
/** Package subpath ("./2026-07-28") -> module file ("./lib/2026-07-28.js"), from the emitted package.json. */
let subpaths: [string, string][];

const load = async (file: string) => (await import(pathToFileURL(join(output, file)).href)) as Module;

beforeAll(async () => {
  const project = makeTempProject();
  const registerPath = join(project, "spec/errors.yaml");
  const hostile = hostileRegister(readFileSync(registerPath, "utf8"));
  planted = hostile.planted;
  writeFileSync(registerPath, hostile.text);
  // gen's pipeline, which gives back the model it rendered.
  output = join(project, "generated");
  const ctx = { projectRoot: project, cwd: project, env: SPEC_ENV, rootFlags: {} };
  ({ model } = await generate(ctx, { outDir: output, check: false, derived: true }));
  files = new Map([...readTree(output)].map(([path, bytes]) => [path, bytes.toString("utf8")]));
  const pkg = JSON.parse(files.get("package.json") ?? "{}") as {
    exports: Record<string, string | { import: { default: string } }>;
  };
  subpaths = Object.entries(pkg.exports)
    .filter((entry): entry is [string, { import: { default: string } }] => typeof entry[1] === "object")
    .map(([subpath, target]): [string, string] => [subpath, target.import.default])
    .filter(([subpath]) => subpath !== "." && subpath !== "./translate");
});
afterAll(cleanupTempDirs);

const plantedIn = (field: string) => planted.filter((p) => p.field === field);

describe("a register full of hostile text", () => {
  it("plants text in every kind of free-text field", () => {
    for (const field of ["summary", "message", "reason", "text", "note", "guidance", "check"])
      expect(plantedIn(field).length, field).toBeGreaterThan(0);
    expect(subpaths.length).toBeGreaterThan(1);
  });

  it("round-trips every default message exactly through the constructors of every revision", async () => {
    const messages = new Map(plantedIn("message").map((p) => [p.condition, p.value]));
    let checked = 0;
    for (const [, file] of subpaths) {
      const mod = await load(file);
      const conditions = Object.keys(mod.ErrorCode as object);
      expect(conditions.length, file).toBeGreaterThan(0);
      const revision = model.revisions.find((r) => r.id === mod.REVISION);
      for (const [key, message] of messages) {
        const build = mod[key];
        const condition = revision?.conditions.find((c) => c.key === key);
        if (typeof build !== "function" || !revision || !condition) continue;
        // One options argument; a condition with a data shape gets sample data of that shape.
        const data = condition.data ? sampleError(condition, revision).data : undefined;
        const error = (build as (options?: unknown) => { message: string; code: number })(
          data === undefined ? undefined : { data },
        );
        expect(error.message, `${file} ${key}`).toBe(message);
        expect(error.message.endsWith(HOSTILE)).toBe(true);
        checked++;
      }
      // Every condition of the revision has its constructor.
      expect(
        conditions.every((name) => typeof mod[name[0]?.toLowerCase() + name.slice(1)] === "function"),
      ).toBe(true);
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("round-trips every untranslatable reason exactly through translate", async () => {
    const between = (await load("lib/translate.js")) as unknown as Translate;
    // The reasons the model says translate gives, each one planted text carried over exactly.
    const expected = new Set<string>();
    for (const pair of model.translations) {
      for (const o of pair.outcomes) if (o.kind === "untranslatable") expected.add(o.reason);
      for (const rule of pair.undefinedCodes ?? [])
        if (rule.rule === "untranslatable") expected.add(rule.reason);
    }
    const values = new Set(plantedIn("reason").map((p) => p.value));
    expect(expected.size).toBeGreaterThan(1);
    for (const reason of expected) expect(values, reason).toContain(reason);

    const seen = new Set<string>();
    const send = (error: { code: number; message: string }, from: string, httpStatus?: number) => {
      for (const to of model.revisions) {
        const result = between.translate(error, {
          from: from as AnyRevision,
          to: to.id as AnyRevision,
          request: { id: 1, method: "tools/call" },
          httpStatus,
        });
        if (!result.ok) seen.add(result.reason);
      }
    };
    for (const from of model.revisions) {
      for (const c of from.conditions) send(sampleError(c, from, "m"), from.id, tellingStatus(c));
      // Codes no condition names, across the implementation-defined and specification bands.
      for (let code = -32099; code <= -32000; code++) send({ code, message: "m" }, from.id);
    }
    for (const reason of expected) expect(seen, reason).toContain(reason);
    for (const reason of seen) if (reason.includes(HOSTILE)) expect(expected, reason).toContain(reason);
  });

  it("keeps every summary inside its JSDoc comment, with no tag injected", () => {
    const summaries = plantedIn("summary");
    for (const [path, text] of files) {
      if (
        !path.endsWith(".d.ts") ||
        path.endsWith("index.d.ts") ||
        path.endsWith("translate.d.ts") ||
        path.includes("/runtime/")
      )
        continue;
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
      let documented = 0;
      for (const statement of source.statements) {
        if (!ts.isFunctionDeclaration(statement) || !statement.name) continue;
        const key = statement.name.text;
        const summary = summaries.find((p) => p.condition === key);
        if (!summary) continue;
        const docs = ts.getJSDocCommentsAndTags(statement).filter(ts.isJSDoc);
        const comment = docs.map((d) => ts.getTextOfJSDocComment(d.comment) ?? "").join("\n");
        expect(comment, `${path} ${key}`).toContain(`summary #${planted.indexOf(summary)}: `);
        const tags = docs.flatMap((d) => d.tags ?? []).map((t) => t.tagName.text);
        expect(
          tags.filter((t) => t !== "param" && t !== "see"),
          `${path} ${key}`,
        ).toEqual([]);
        documented++;
      }
      expect(documented, path).toBeGreaterThan(0);
    }
  });

  it("keeps the text of every condition in the docs on its own line, with no markup let through", () => {
    for (const r of model.revisions) {
      const doc = files.get(`docs/${r.id}.md`);
      expect(doc, r.id).toBeDefined();
      if (!doc) continue;
      // Markdown escapes are backslashes; read past them to find each summary.
      const unescaped = doc.replace(/\\(.)/g, "$1");
      for (const c of r.conditions) {
        const summary = planted.findIndex((p) => p.field === "summary" && p.condition === c.key);
        expect(unescaped, `${r.id} ${c.key}`).toContain(`summary #${summary}: `);
      }
      expect(doc.toLowerCase(), r.id).not.toContain("<script");
      expect(doc, r.id).not.toContain("{{h}}");
      // A line break in the text would start a new markdown line: a heading, a list item, a table row.
      for (const line of doc.split("\n")) expect(line, r.id).not.toMatch(/^\s*(nl|crlf|ls|ps)\b/);
    }
  });

  it("leaves no raw line separator or closing script tag in any module", () => {
    for (const [path, text] of files) {
      if (!/\.(js|d\.ts|json)$/.test(path)) continue;
      expect(text, path).not.toMatch(/[\u2028\u2029]/);
      expect(text.toLowerCase(), path).not.toContain("</script");
    }
  });

  it("type-checks a consumer that imports every entry point, with tsc's own module resolution", () => {
    const consumer = tempDir("mcp-errors-consumer-");
    mkdirSync(join(consumer, "node_modules"));
    symlinkSync(output, join(consumer, "node_modules", "mcp-errors"), "dir");
    writeFileSync(join(consumer, "package.json"), JSON.stringify({ type: "module", private: true }));
    const imports = subpaths.map(([subpath], i) => `import * as m${i} from "mcp-errors${subpath.slice(1)}";`);
    writeFileSync(
      join(consumer, "consumer.ts"),
      [
        ...imports,
        `import { parseErrorResponse, LATEST_REVISION } from "mcp-errors";`,
        `import { translate } from "mcp-errors/translate";`,
        `import { headerMismatch, isHeaderMismatchError, type HeaderMismatchError } from "mcp-errors/2026-07-28";`,
        `const error: HeaderMismatchError = headerMismatch();`,
        `const message: string = error.message;`,
        `const code: -32020 = error.code;`,
        `const guarded: boolean = isHeaderMismatchError(error);`,
        `const translated = translate(error, { from: LATEST_REVISION, to: "2025-11-25", request: { id: 1, method: "tools/call" } });`,
        `const reason: string | undefined = translated.ok ? undefined : translated.reason;`,
        `const parsed = parseErrorResponse("2026-07-28", { jsonrpc: "2.0", id: 1, error });`,
        `export const all = [${subpaths.map((_, i) => `m${i}`).join(", ")}, message, code, guarded, reason, parsed];`,
        "",
      ].join("\n"),
    );
    const program = ts.createProgram([join(consumer, "consumer.ts")], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ["lib.es2022.d.ts"],
      types: [],
      strict: true,
      noEmit: true,
      skipLibCheck: false,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
      const where =
        d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      return `${d.file?.fileName ?? ""}:${(where?.line ?? 0) + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
    });
    expect(diagnostics).toEqual([]);
    // The emitted declarations were part of the program, not skipped.
    const emitted = program
      .getSourceFiles()
      .filter((f) => f.fileName.endsWith(".d.ts") && f.fileName.includes(output));
    expect(emitted.length).toBeGreaterThanOrEqual(subpaths.length);
  });
});
