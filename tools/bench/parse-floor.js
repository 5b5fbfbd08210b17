// The floor the generator is measured against: a fresh Node process that loads the `typescript`
// compiler and only parses the schema files. Plain JS, so no transpiler start-up is counted.
// Usage: node parse-floor.js <schema.ts>...
import { readFileSync } from "node:fs";
import process from "node:process";
import ts from "typescript";

let statements = 0;
for (const file of process.argv.slice(2)) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  statements += source.statements.length;
}
process.stdout.write(`${statements}\n`);
