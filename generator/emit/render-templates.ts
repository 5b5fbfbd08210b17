/**
 * A target's Handlebars templates: loops, simple conditionals and escaping helpers only; a helper or
 * block on a field the view lacks fails at render time (strict mode checks none of their arguments).
 */
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { readInputFile } from "../inputs/read-schema.ts";
import Handlebars from "handlebars";
import { templateHelpers } from "./template-helpers.ts";

const BLOCK_HELPERS = new Set(["each", "if", "unless"]);
const VALUE_HELPERS = new Set(Object.keys(templateHelpers));

export interface TemplateSet {
  /** Template path relative to the target folder, without ".hbs" -> compiled template. */
  render(name: string, context: object): string;
  names: string[];
}

/** Rejects all but `{{helper field}}` with an escaping helper, `#each`, `#if`, `#unless`, `else` and text. */
export function checkTemplate(source: string, name: string): void {
  const problems: string[] = [];
  const call = (
    node: hbs.AST.MustacheStatement | hbs.AST.BlockStatement,
    allowed: Set<string>,
    shown: string,
  ) => {
    const helper = node.path.type === "PathExpression" ? (node.path as hbs.AST.PathExpression).original : "";
    const line = node.loc.start.line;
    if (!allowed.has(helper)) problems.push(`line ${line}: ${shown.replace("?", helper || node.path.type)}`);
    else if (node.params.length !== 1) problems.push(`line ${line}: {{${helper}}} takes exactly one field`);
  };
  const visit = (node: hbs.AST.Node | undefined): void => {
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
        if (!m.escaped) problems.push(`line ${m.loc.start.line}: triple-stash is not allowed`);
        else call(m, VALUE_HELPERS, "{{?}} is not an escaping helper call");
        return;
      }
      case "BlockStatement": {
        const b = node as hbs.AST.BlockStatement;
        call(b, BLOCK_HELPERS, "block {{#?}} is not allowed");
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

/** Wraps every helper so that a call on a field the view does not have fails, quoting the call. */
function guardHelpers(env: typeof Handlebars, current: () => { name: string; source: string }): void {
  const helpers = [
    ...Object.entries(templateHelpers),
    ...[...BLOCK_HELPERS].map((name) => [name, env.helpers[name]] as const),
  ];
  for (const [name, helper] of helpers) {
    const inner = helper as (this: unknown, ...args: unknown[]) => unknown;
    env.registerHelper(name, function (this: unknown, ...args: unknown[]) {
      const options = args[args.length - 1] as { loc?: hbs.AST.SourceLocation };
      if (args[0] === undefined) {
        const { name: template, source } = current();
        const start = options.loc?.start ?? { line: 0, column: 0 };
        const call = /^\{\{[^}]*\}\}/.exec(source.split("\n")[start.line - 1]?.slice(start.column) ?? "");
        throw new Error(
          `template ${template}, line ${start.line}: ${call?.[0] ?? name} names a field the view does not have`,
        );
      }
      return BLOCK_HELPERS.has(name) ? inner.apply(this, args) : inner.call(this, args[0]);
    });
  }
}

const loaded = new Map<string, TemplateSet>();

/** Compiles every `*.hbs` under `dir` in an isolated Handlebars environment, once per directory. */
export function loadTemplates(dir: string): TemplateSet {
  const known = loaded.get(dir);
  if (known) return known;
  const env = Handlebars.create();
  let rendering = { name: "", source: "" };
  guardHelpers(env, () => rendering);
  const compiled = new Map<string, { render: Handlebars.TemplateDelegate; source: string }>();
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".hbs"));
  for (const file of files.map((f) => f.split(sep).join("/")).sort()) {
    const name = file.replace(/\.hbs$/, "");
    const path = join(dir, file);
    // Type and size checked before reading: a FIFO planted as a template must not hang the run.
    const source = readInputFile(path, relative(join(dir, "..", ".."), path), { root: dir }).text;
    checkTemplate(source, name);
    const render = env.compile(source, {
      noEscape: true,
      strict: true,
      knownHelpers: Object.fromEntries([...VALUE_HELPERS, ...BLOCK_HELPERS].map((h) => [h, true])),
      knownHelpersOnly: true,
    });
    compiled.set(name, { render, source });
  }
  const set: TemplateSet = {
    names: [...compiled.keys()],
    render(name, context) {
      const template = compiled.get(name);
      if (!template) throw new Error(`no template ${name} in ${dir}`);
      rendering = { name, source: template.source };
      return template.render(context, { allowProtoPropertiesByDefault: false });
    },
  };
  loaded.set(dir, set);
  return set;
}
