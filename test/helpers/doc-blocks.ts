/**
 * The code blocks of a Markdown page, as a reader copies them: each TypeScript block is written to a
 * file of its own, type-checked against the packages installed where it is written, and run with
 * tsx. A `text` block that follows a code block (blank lines between at most) is what that block
 * prints, and a `stderr` block after that what it prints on stderr, so a test can compare the
 * page's claim with the run.
 */
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { projectRoot } from "../runtime/render-package.ts";

export interface DocBlock {
  /** The 1-based line of the opening fence. */
  line: number;
  lang: string;
  code: string;
  /** The text block right after it: what the block prints, when the page says. */
  output?: string;
  /** The stderr block after that: what else it prints, on stderr. */
  stderr?: string;
}

export function docBlocks(markdown: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const lines = markdown.split("\n");
  let previous: DocBlock | undefined;
  let blankSince = true;
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)\s*$/.exec(lines[i] ?? "");
    if (open === null) {
      if ((lines[i] ?? "").trim() !== "") blankSince = false;
      continue;
    }
    const end = lines.findIndex((line, j) => j > i && line.startsWith("```"));
    if (end < 0) throw new Error(`the code block at line ${i + 1} is not closed`);
    const block = { line: i + 1, lang: open[1] ?? "", code: lines.slice(i + 1, end).join("\n") + "\n" };
    const owner = blankSince ? previous : undefined;
    if (block.lang === "text" && owner && owner.output === undefined) owner.output = block.code;
    else if (block.lang === "stderr" && owner && owner.output !== undefined) owner.stderr = block.code;
    else blocks.push(block);
    // A code block's output may be followed by its stderr, and nothing else attaches after that.
    if (block.lang !== "text" && block.lang !== "stderr") previous = block;
    else if (block.lang === "stderr") previous = undefined;
    blankSince = true;
    i = end;
  }
  return blocks;
}

/**
 * The code blocks, each written to `dir`: a TypeScript block as an ES module, a `js` block as a
 * CommonJS script (what a reader's `require` example is); their paths in page order.
 */
export function writeBlocks(blocks: readonly DocBlock[], dir: string, name: string): string[] {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module", private: true }));
  return blocks.map((block) => {
    const file = join(dir, `${name}-line-${block.line}.${block.lang === "js" ? "cjs" : "mts"}`);
    writeFileSync(file, block.code);
    return file;
  });
}

/** The type errors in the files, as `file:line:col message`, under the strictest settings a reader may use. */
export function typeErrors(files: readonly string[]): string[] {
  const program = ts.createProgram([...files], {
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ["node"],
    typeRoots: [join(projectRoot, "node_modules/@types")],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, "\n");
    if (d.file === undefined || d.start === undefined) return text;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${d.file.fileName}:${line + 1}:${character + 1} ${text}`;
  });
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one file with tsx; the bound only catches a hang (the SDK bounds its own requests too). */
export function runBlock(file: string, cwd: string): Promise<Run> {
  const tsx = join(projectRoot, "node_modules/tsx/dist/cli.mjs");
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsx, file],
      { cwd, timeout: 300_000, env: { ...process.env, NODE_NO_WARNINGS: "1" } },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : null;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
