/**
 * Loads a target's Handlebars templates and renders them. Templates hold loops and simple
 * conditionals only; every value goes through an escaping helper (template-helpers.ts), which
 * `checkTemplate` enforces before anything is rendered.
 */
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { readInputFile } from "../inputs/read-schema.ts";
import Handlebars from "handlebars";
import { templateHelpers } from "./template-helpers.ts";

type HbsNode = hbs.AST.Node;

const BLOCK_HELPERS = new Set(["each", "if", "unless"]);
const VALUE_HELPERS = new Set(Object.keys(templateHelpers));

export interface TemplateSet {
  /** Template path relative to the target folder, without ".hbs" -> compiled template. */
  render(name: string, context: object): string;
  names: string[];
}

/**
 * Rejects anything but `{{helper arg…}}` with a known escaping helper, `{{#each}}`, `{{#if}}`,
 * `{{#unless}}`, `{{else}}`, comments and plain text: no bare `{{value}}`, no partials, no
 * triple-stash, no unknown helpers.
 */
export function checkTemplate(source: string, name: string): void {
  const problems: string[] = [];
  const visit = (node: HbsNode | undefined): void => {
    if (!node) return;
    switch (node.type) {
      case "Program":
        for (const child of (node as hbs.AST.Program).body) visit(child);
        return;
      case "ContentStatement":
      case "CommentStatement":
        return;
      case "MustacheStatement": {
        const m = node as hbs.AST.MustacheStatement;
        const path = m.path as hbs.AST.PathExpression;
        if (m.path.type !== "PathExpression" || !VALUE_HELPERS.has(path.original))
          problems.push(`line ${m.loc.start.line}: {{${pathText(m.path)}}} is not an escaping helper call`);
        else if (m.params.length !== 1)
          problems.push(`line ${m.loc.start.line}: {{${path.original}}} takes exactly one argument`);
        else if (!m.escaped) problems.push(`line ${m.loc.start.line}: triple-stash is not allowed`);
        return;
      }
      case "BlockStatement": {
        const b = node as hbs.AST.BlockStatement;
        const path = b.path as hbs.AST.PathExpression;
        if (b.path.type !== "PathExpression" || !BLOCK_HELPERS.has(path.original))
          problems.push(`line ${b.loc.start.line}: block {{#${pathText(b.path)}}} is not allowed`);
        visit(b.program);
        visit(b.inverse);
        return;
      }
      default:
        problems.push(`line ${node.loc.start.line}: ${node.type} is not allowed`);
    }
  };
  visit(Handlebars.parse(source));
  if (problems.length > 0) throw new Error(`template ${name}:\n  ${problems.join("\n  ")}`);
}

function pathText(path: hbs.AST.Expression): string {
  return path.type === "PathExpression" ? (path as hbs.AST.PathExpression).original : path.type;
}

function listTemplates(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listTemplates(full));
    else if (entry.name.endsWith(".hbs")) out.push(full);
  }
  return out;
}

/** Compiles every `*.hbs` under `dir` in an isolated Handlebars environment. */
export function loadTemplates(dir: string): TemplateSet {
  const env = Handlebars.create();
  for (const [name, helper] of Object.entries(templateHelpers)) env.registerHelper(name, helper);
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  for (const file of listTemplates(dir).sort()) {
    const name = relative(dir, file)
      .split(sep)
      .join("/")
      .replace(/\.hbs$/, "");
    // Type and size checked before reading: a FIFO planted as a template must not hang the run.
    const source = readInputFile(file, relative(join(dir, "..", ".."), file), { root: dir }).text;
    checkTemplate(source, name);
    compiled.set(
      name,
      env.compile(source, {
        noEscape: true,
        strict: true,
        knownHelpers: Object.fromEntries([...VALUE_HELPERS, ...BLOCK_HELPERS].map((h) => [h, true])),
        knownHelpersOnly: true,
      }),
    );
  }
  return {
    names: [...compiled.keys()],
    render(name, context) {
      const template = compiled.get(name);
      if (!template) throw new Error(`no template ${name} in ${dir}`);
      return template(context, { allowProtoPropertiesByDefault: false });
    },
  };
}
