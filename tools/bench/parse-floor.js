// The floor the generator is measured against: a fresh Node process that loads the `typescript`
// compiler and only parses the schema files. Plain JS, so no transpiler start-up is counted, and
// the compiler is loaded with require(): an ES import of its 9 MB CommonJS file would first scan it
// for export names, which no loader of the compiler needs to do.
// Usage: node parse-floor.js <schema.ts>...
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import process from "node:process";

const ts = createRequire(import.meta.url)("typescript");
let statements = 0;
for (const file of process.argv.slice(2)) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  statements += source.statements.length;
}
process.stdout.write(`${statements}\n`);
