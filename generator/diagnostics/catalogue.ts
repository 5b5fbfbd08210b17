/** The catalogue of user-facing errors (after quicktype's Messages.ts): a message and a hint per kind. */

/** "gen --check" as typed: `npm run gen -- --check` (the CLI has no binary); each " | " alternative too. */
export function npmRun(commandLine: string): string {
  const typed = (alternative: string) => `npm run ${alternative.trim().replace(" ", " -- ")}`;
  return commandLine.split(" | ").map(typed).join(" | ");
}

/** A hint that does not depend on the parameters is a plain string. */
function entry<P>(message: (p: P) => string, hint: string | ((p: P) => string)) {
  return { message, hint };
}
export type CatalogueEntry<P> = ReturnType<typeof entry<P>>;

/** What each part of a revision's request checks gives them. */
const REQUEST_CHECK_PARTS = {
  requestMeta: "which _meta keys they read",
  requestHeaders: "which headers they compare with the body",
  base64Sentinel: "the markers of a Base64 header value",
  versionNegotiation: "the version's _meta key and the method whose errors name the versions",
  checkMessages: "the messages they answer with",
} as const;
export const catalogue = {
  "usage/unknown-command": entry<{ command: string; suggestion?: string }>(
    (p) => `unknown command "${p.command}"`,
    (p) =>
      p.suggestion
        ? `did you mean "${p.suggestion}"? (npm run ${p.suggestion}); run with --help to list the commands`
        : "run with --help to list the commands",
  ),
  "usage/unknown-option": entry<{ option: string; command: string; suggestion?: string }>(
    (p) => `unknown option ${p.option} for "${p.command}"`,
    (p) =>
      `${p.suggestion ? `did you mean ${p.suggestion}? ` : ""}run "${npmRun(`${p.command} --help`)}" to list its options`,
  ),
  "usage/missing-value": entry<{ option: string }>(
    (p) => `option ${p.option} needs a value`,
    (p) => `write ${p.option} <value>`,
  ),
  "usage/bad-value": entry<{ option: string; value: string; allowed: string; suggestion?: string }>(
    (p) => `option ${p.option} does not accept "${p.value}"`,
    (p) => `${p.suggestion ? `did you mean ${p.option} ${p.suggestion}? ` : ""}use one of: ${p.allowed}`,
  ),
  "usage/unknown-revision": entry<{ revision: string; known: string[] }>(
    (p) => `unknown revision "${p.revision}"`,
    (p) =>
      `known revisions: ${p.known.join(", ")}; add a new one with "${npmRun("gen --add-revision <id> --schema <path>")}"`,
  ),
  "usage/missing-argument": entry<{ what: string; usage: string }>(
    (p) => `missing ${p.what}`,
    (p) => `usage: ${npmRun(p.usage)}`,
  ),
  "usage/unexpected-argument": entry<{ argument: string; command: string }>(
    (p) => `unexpected argument "${p.argument}" for "${p.command}"`,
    (p) => `run "${npmRun(`${p.command} --help`)}" for its usage`,
  ),
  "usage/conflicting-options": entry<{ option: string; reason: string }>(
    (p) => `option ${p.option} ${p.reason}`,
    "run with --help to see which options go together",
  ),

  "usage/unknown-git-ref": entry<{ ref: string; reason: string }>(
    (p) => `cannot read git ref "${p.ref}": ${p.reason}`,
    "pass a branch, tag or commit of the project's repository; in CI fetch it first (git fetch origin main)",
  ),

  "usage/git-refused": entry<{ dir: string; reason: string; suggested?: string | undefined }>(
    (p) => `git cannot read the repository at ${p.dir}: ${p.reason}`,
    (p) =>
      /dubious ownership/.test(p.reason)
        ? `the checkout belongs to another user: run as its owner, or trust it (${p.suggested ?? "git config --global --add safe.directory <dir>"})`
        : `fix what git reports${p.suggested ? ` (${p.suggested})` : ""}, then run again`,
  ),

  "spec/root-missing": entry<{ root: string; tried: string; via: string }>(
    (p) => `spec root "${p.root}" not found at ${p.tried} (from ${p.via})`,
    (p) =>
      p.root === "spec"
        ? "pass --spec DIR, set MCP_SPEC_DIR, or fill spec/upstream/ with `npm run spec:sync -- --from <dir|git-url>`"
        : "pass --prerelease-spec DIR or set MCP_SPEC_PRERELEASE_DIR",
  ),
  "spec/file-missing": entry<{ path: string; revision: string }>(
    (p) => `schema file for revision ${p.revision} is missing: ${p.path}`,
    "check the spec root, or the entry's `schema` path in spec/revisions.yaml",
  ),
  "spec/file-unreadable": entry<{ path: string; reason: string }>(
    (p) => `cannot read ${p.path}: ${p.reason}`,
    "check the file's permissions",
  ),
  "spec/file-empty": entry<{ path: string }>(
    (p) => `${p.path} is empty`,
    (p) =>
      p.path.startsWith("spec/") && p.path.endsWith(".yaml")
        ? `restore ${p.path} from version control (git checkout -- ${p.path})`
        : "restore the file from the spec repository (npm run spec:sync)",
  ),
  "spec/file-too-large": entry<{ path: string; size: number; limit: number }>(
    (p) => `${p.path} is ${p.size} bytes, over the ${p.limit}-byte limit for an input file`,
    "check that the path points at the right file",
  ),
  "spec/not-a-file": entry<{ path: string; what: string }>(
    (p) => `${p.path} is ${p.what}, not a regular file`,
    "point the path at a regular file; FIFOs, devices, sockets and directories are refused",
  ),
  "spec/outside-root": entry<{ path: string; real: string; root: string }>(
    (p) => `${p.path} resolves to ${p.real}, outside its root ${p.root}`,
    "replace the symbolic link with the file itself; inputs are read only from inside their root",
  ),
  "spec/bad-encoding": entry<{ path: string; reason: string }>(
    (p) => `${p.path} is not UTF-8 text: ${p.reason}`,
    "save the file as UTF-8 with LF (or CRLF) line endings",
  ),
  "spec/control-character": entry<{ path: string; char: string }>(
    (p) => `${p.path} contains the control character ${p.char}`,
    "remove it; inputs may hold tabs and line breaks, but no other control characters",
  ),
  "spec/hash-mismatch": entry<{ path: string; revision: string; pinned: string; actual: string }>(
    (p) =>
      `schema for ${p.revision} does not match its pin: ${p.path}\n  pinned sha256: ${p.pinned}\n  actual sha256: ${p.actual}`,
    "if the spec changed on purpose, accept the new hash with `npm run gen -- --update-pins` and review the diff (`npm run diff`)",
  ),
  "spec/missing-at-ref": entry<{ ref: string; path: string }>(
    (p) => `${p.path} does not exist at git ref ${p.ref}`,
    "compare against a ref that already has the register and the manifest",
  ),
  "spec/ref-schema-unavailable": entry<{ revision: string; ref: string; path: string; pinned: string }>(
    (p) =>
      `the schema of ${p.revision} pinned at ${p.ref} (sha256 ${p.pinned}) is not in the spec root: ${p.path}`,
    "the ref pins another spec commit: make the spec root a git clone of the spec repository that has that commit, or compare against a ref with the same pins",
  ),
  "spec/sync-failed": entry<{ source: string; reason: string }>(
    (p) => `spec:sync from ${p.source} failed: ${p.reason}`,
    "pass --from with a directory laid out like the spec repository, or a git URL that has the pinned commit",
  ),

  "spec/sync-target-refused": entry<{ root: string; path: string; reason: string }>(
    (p) => `spec:sync replaces only a folder of its own, and root "${p.root}" names ${p.path}/: ${p.reason}`,
    (p) =>
      `point roots.${p.root}.default at a git-ignored folder that holds nothing else, such as spec/upstream (list it in .gitignore)`,
  ),
  "spec/write-failed": entry<{ path: string; reason: string }>(
    (p) => `could not write ${p.path}: ${p.reason}`,
    (p) =>
      `${p.path} was left as it was; make it a regular file inside the project (a link there is never followed) that you may write`,
  ),

  "manifest/invalid": entry<{ reason: string }>(
    (p) => `spec/revisions.yaml: ${p.reason}`,
    "see the manifest section of README.md for its fields",
  ),
  "manifest/duplicate-revision": entry<{ revision: string }>(
    (p) => `revision "${p.revision}" is listed twice`,
    "keep one entry per revision id",
  ),
  "manifest/reserved-name": entry<{ what: string; name: string; clash: string }>(
    (p) => `${p.what} "${p.name}" clashes with ${p.clash}`,
    "choose another name; see generator/model/target-names.ts for the names each target keeps",
  ),
  "manifest/revision-name-clash": entry<{ revision: string; other: string; name: string; output: string }>(
    (p) => `revision "${p.revision}" would be ${p.name} in ${p.output}, as revision "${p.other}" is`,
    "choose an id that reads differently once punctuation is dropped; see generator/model/target-names.ts",
  ),
  "manifest/schema-outside-roots": entry<{ path: string; roots: string }>(
    (p) => `${p.path} is not inside any spec root (${p.roots})`,
    "put the schema under a spec root, or point a root at the directory that holds it (--spec DIR or MCP_SPEC_DIR)",
  ),

  "yaml/syntax": entry<{ reason: string }>(
    (p) => `YAML syntax error: ${p.reason}`,
    "fix the YAML at the position shown",
  ),
  "yaml/alias": entry<{ reason: string }>(
    (p) => `YAML alias rejected: ${p.reason}`,
    "write the value out instead of referring to it with an alias (*name)",
  ),
  "yaml/duplicate-key": entry<{ key: string }>(
    (p) => `duplicate key "${p.key}"`,
    "each key may appear once in a mapping; merge the two entries",
  ),
  "register/wrong-type": entry<{ path: string; expected: string }>(
    (p) => `${p.path} must be ${p.expected}`,
    (p) => `change ${p.path} to ${p.expected}`,
  ),
  "register/unknown-key": entry<{ path: string; key: string; suggestion?: string; more?: number }>(
    (p) => `unknown key "${p.key}" in ${p.path}${p.more ? ` (and ${p.more} more unknown keys)` : ""}`,
    (p) => (p.suggestion ? `did you mean "${p.suggestion}"?` : "remove it, or check the register schema"),
  ),
  "register/missing-key": entry<{ path: string; key: string }>(
    (p) => `${p.path} is missing required key "${p.key}"`,
    (p) => `add "${p.key}" to ${p.path}`,
  ),
  "register/invalid-value": entry<{ path: string; reason: string }>(
    (p) => `${p.path}: ${p.reason}`,
    "see the register's definition (generator/register/register-schema.ts)",
  ),
  "register/old-version": entry<{ version: number; current: number }>(
    (p) =>
      `registerVersion ${p.version} is an older register format; this generator reads version ${p.current}`,
    (p) =>
      (p.version === 1
        ? "upgrade it by hand: give each http rule one `status` (not transport/handler), turn policy.httpDefault into http rules of the conditions, then "
        : "upgrade it by hand: ") +
      "add policy.requestMeta and policy.requestHeaders rules (with cites) for the revisions of policy.checkOrder, " +
      `drop resultType from policy.toolInputError and set registerVersion: ${p.current}; ` +
      "for diff --against, name a commit whose register is that version",
  ),
  "register/code-not-integer": entry<{ path: string; value: string }>(
    (p) => `${p.path}: error code ${p.value} is not an integer`,
    "JSON-RPC error codes are integers",
  ),
  "register/code-out-of-range": entry<{ path: string; value: number }>(
    (p) => `${p.path}: error code ${p.value} is outside JSON-RPC's integer range`,
    "use a code between -2147483648 and 2147483647",
  ),
  "register/bad-http-status": entry<{ path: string; value: string }>(
    (p) => `${p.path}: ${p.value} is not an HTTP status`,
    "use a status between 100 and 599",
  ),
  "register/reserved-name": entry<{ path: string; name: string; clash: string }>(
    (p) => `${p.path}: condition key "${p.name}" clashes with ${p.clash}`,
    "rename the condition; see generator/model/target-names.ts for the names each target keeps",
  ),
  "yaml/unknown-tag": entry<{ tag: string }>(
    (p) => `unknown YAML tag ${p.tag}`,
    "remove the tag; the register and the manifest use plain YAML values only",
  ),
  "yaml/too-deep": entry<{ limit: number }>(
    (p) => `YAML nesting goes deeper than the limit of ${p.limit} levels`,
    "flatten the structure; no register or manifest entry nests this deep",
  ),
  "yaml/reserved-key": entry<{ key: string }>(
    (p) => `the key "${p.key}" is not allowed`,
    "rename the key; __proto__, constructor and prototype would change how the value behaves in JavaScript",
  ),
  "register/unknown-revision": entry<{ path: string; revision: string; known: string[] }>(
    (p) => `${p.path} names unknown revision "${p.revision}"`,
    (p) => `use one of: ${p.known.join(", ")}`,
  ),
  "register/unknown-condition": entry<{ path: string; condition: string }>(
    (p) => `${p.path} names unknown condition "${p.condition}"`,
    "use the key of a condition defined under `conditions`",
  ),
  "register/revision-uncovered": entry<{ condition: string; revision: string }>(
    (p) => `condition "${p.condition}" says nothing about revision ${p.revision}`,
    (p) => `add ${p.revision} to one of its codes' revisions, or to its \`absent\` list`,
  ),
  "register/revision-twice": entry<{ condition: string; revision: string }>(
    (p) => `condition "${p.condition}" lists revision ${p.revision} more than once`,
    "a condition has one code per revision",
  ),
  "register/citation-file-missing": entry<{ entry: string; file: string }>(
    (p) => `${p.entry}: cited file ${p.file} does not exist in the spec snapshot`,
    "fix the `source` path (docs/specification/<rev>/... or schema/<rev>/schema.ts)",
  ),
  "release/baseline-invalid": entry<{ path: string; reason: string }>(
    (p) => `${p.path} is not a release baseline: ${p.reason}`,
    'restore it from git, or delete it and record a new one with "npm run release" (its history starts afresh)',
  ),
  "register/onboarding-stub": entry<{ what: string }>(
    (p) => `stub left by --add-revision --like needs a decision: ${p.what}`,
    "complete the entry from the spec, with a cite: source and quote, then delete its todo: line",
  ),
  "register/quote-contradicts-fact": entry<{ what: string; field: string; named: string[]; quote: string }>(
    (p) =>
      `${p.field} is ${p.what.replace(/^(HTTP status|code) /, "")}, but its quotes name ${p.named.join(", ")}` +
      ` and not ${p.what}: "${p.quote}"`,
    "correct the value, or cite the spec text that states it",
  ),
  "register/citation-drifted": entry<{
    entry: string;
    file: string;
    line: number;
    quote: string;
    foundAt?: number;
  }>(
    (p) =>
      `${p.entry}: quote not found at ${p.file}:${p.line}: "${p.quote}"` +
      (p.foundAt !== undefined ? ` (it is now at line ${p.foundAt})` : " (not found anywhere in the file)"),
    (p) =>
      p.foundAt !== undefined
        ? `change the source line to ${p.foundAt}`
        : "update the quote to the spec's current wording",
  ),
  "register/citation-range-short": entry<{
    entry: string;
    file: string;
    source: string;
    start: number;
    end: number;
  }>(
    (p) =>
      `${p.entry}: ${p.source} does not cover its whole quote, which runs over lines ${p.start}-${p.end} of ${p.file}`,
    (p) => `cite the lines the quote runs over: ${p.start}-${p.end}`,
  ),
  "register/schema-code-uncovered": entry<{ revision: string; constant: string; value: number; at?: string }>(
    (p) =>
      `schema ${p.revision} defines ${p.constant} = ${p.value}${p.at ? ` (${p.at})` : ""}, which no register condition covers`,
    (p) =>
      `add a condition whose codes list ${p.value} (constant ${p.constant}) for ${p.revision}; gen prints a YAML stub`,
  ),
  "register/schema-claim-false": entry<{ path: string; revision: string; claim: string; actual: string }>(
    (p) => `${p.path} claims ${p.claim} in ${p.revision}, but the schema has ${p.actual}`,
    "correct the register entry to match the schema",
  ),
  "register/shared-code-ambiguous": entry<{ revision: string; code: number; conditions: string[] }>(
    (p) =>
      `in ${p.revision}, conditions ${p.conditions.join(", ")} share code ${p.code} without saying how a receiver tells them apart`,
    "give all but one of them `match: data` (with a data shape) or `match: status`; the last one `match: fallback`",
  ),
  "register/undefined-spec-code": entry<{ path: string; revision: string; code: number }>(
    (p) =>
      `${p.path} puts code ${p.code} in the specification band of ${p.revision}, but the schema defines no such constant`,
    "codes in -32020..-32099 must be defined by the schema of a modern revision",
  ),
  "register/schema-interface-uncovered": entry<{
    revision: string;
    iface: string;
    constant: string;
    at?: string;
  }>(
    (p) =>
      `schema ${p.revision} defines error interface ${p.iface} (code ${p.constant})${p.at ? ` at ${p.at}` : ""}, which no register condition names`,
    (p) => `add \`interface: ${p.iface}\` to the code entry that lists ${p.constant} for ${p.revision}`,
  ),
  "register/uncited-fact": entry<{ path: string; fact: string }>(
    (p) => `${p.path}: ${p.fact} has no schema behind it and no citation`,
    "add a `cite` list with the spec line that states it (source: <path>:<line>, quote: <verbatim text>)",
  ),
  "register/translation-missing": entry<{ condition: string; revision: string }>(
    (p) =>
      `condition "${p.condition}" is absent from ${p.revision}, but no whenAbsent rule says how to send it there`,
    (p) =>
      `add ${p.revision} to the \`to\` list of a whenAbsent rule (mapTo: <condition>, or untranslatable: { fallback, reason })`,
  ),
  "register/tool-param-headers-unchecked": entry<{ path: string; revision: string }>(
    (p) =>
      `${p.path} gives ${p.revision} tool-argument headers, but no policy.checkOrder entry lists ${p.revision}, so nothing checks them`,
    (p) =>
      `add ${p.revision} to the revisions of a policy.checkOrder entry (with its requestMeta and requestHeaders), or remove it from this rule`,
  ),
  "register/policy-revision-uncovered": entry<{ rule: string; revision: string }>(
    (p) => `policy.${p.rule} has no entry for revision ${p.revision}`,
    (p) => `add ${p.revision} to the revisions of one policy.${p.rule} entry`,
  ),
  "register/policy-revision-twice": entry<{ rule: string; revision: string }>(
    (p) => `policy.${p.rule} lists revision ${p.revision} in more than one entry`,
    "each revision takes one entry of this rule",
  ),
  "register/request-checks-incomplete": entry<{
    path: string;
    revision: string;
    rule: "requestMeta" | "requestHeaders" | "base64Sentinel" | "versionNegotiation" | "checkMessages";
  }>(
    (p) =>
      `${p.path} gives ${p.revision} request checks, but no policy.${p.rule} entry lists ${p.revision}` +
      ` (${REQUEST_CHECK_PARTS[p.rule]})`,
    (p) =>
      p.rule === "requestMeta"
        ? `add ${p.revision} to the revisions of a policy.requestMeta entry (the _meta key prefix, with a cite), or remove it from the check order`
        : p.rule === "requestHeaders"
          ? `add ${p.revision} to the revisions of the policy.requestHeaders entries (a header, the body field it must match, a cite), or remove it from the check order`
          : `add ${p.revision} to the revisions of a policy.${p.rule} entry, or remove it from the check order`,
  ),
  "register/request-meta-missing": entry<{ path: string; revision: string; schema: string; found: string }>(
    (p) => `${p.path} reads the request _meta keys of ${p.revision}, but ${p.schema} ${p.found}`,
    (p) =>
      `check that ${p.schema} is a modern MCP schema (it declares interface RequestMetaObject with the per-request keys), or remove ${p.revision} from this entry and from policy.checkOrder`,
  ),
  "register/new-revision-uncovered": entry<{ revision: string; report: string }>(
    (p) => `the register does not cover revision ${p.revision} yet:\n${p.report}`,
    "paste the suggested YAML into spec/errors.yaml, review each entry against the spec, then run gen again",
  ),

  "model/inconsistent": entry<{ what: string }>(
    (p) => `the merged model is inconsistent: ${p.what}`,
    "the register's checks should have refused this; fix the entry shown, and report the gap as a bug in mcp-errgen",
  ),

  "export/missing-field": entry<{ path: string; field: string }>(
    (p) => `the export's ${p.path} has no "${p.field}", which its shape requires`,
    (p) =>
      `build "${p.field}" in generator/export/export-model.ts, or make it optional in generator/export/shape.ts; nothing was written`,
  ),
  "export/unknown-field": entry<{ path: string; field: string }>(
    (p) => `the export's ${p.path} has "${p.field}", which its shape does not define`,
    (p) =>
      `declare "${p.field}" in generator/export/shape.ts (the JSON Schema and the runtimes' table types follow it), or stop building it in generator/export/export-model.ts; nothing was written`,
  ),
  "export/bad-value": entry<{ path: string; reason: string }>(
    (p) => `the export's ${p.path} ${p.reason}`,
    "make generator/export/export-model.ts build what generator/export/shape.ts declares, or change the shape; nothing was written",
  ),

  "schema/syntax": entry<{ reason: string }>(
    (p) => `schema does not parse: ${p.reason}`,
    "the file must be valid TypeScript; re-sync it from the spec repository",
  ),
  "schema/constant-not-integer": entry<{ name: string; text: string }>(
    (p) => `error constant ${p.name} has value ${p.text}, not a negative integer literal`,
    "error code constants must be written as integer literals",
  ),
  "schema/duplicate-code": entry<{ name: string; other: string; value: number }>(
    (p) => `error constants ${p.other} and ${p.name} both have value ${p.value}`,
    "one code may be bound to one constant per revision",
  ),
  "schema/unknown-constant": entry<{ iface: string; constant: string }>(
    (p) => `error interface ${p.iface} binds unknown constant ${p.constant}`,
    "declare the constant, or fix the name in `code: typeof ...`",
  ),
  "schema/duplicate-interface": entry<{ name: string; constant: string; other: string; line: number }>(
    (p) =>
      `error interface ${p.name} is declared again with code ${p.constant}; its declaration at line ${p.line} has ${p.other}`,
    "give each error interface one code: rename one of the declarations, or make them agree",
  ),
  "schema/reserved-field": entry<{ name: string; from: string }>(
    (p) => `${p.from}: a field named "${p.name}" cannot be represented in JavaScript data`,
    `rename the field; "__proto__" sets an object's prototype instead of holding a value`,
  ),
  "schema/too-deep": entry<{ depth: number; limit: number }>(
    (p) => `types nest ${p.depth} levels deep here, over the limit of ${p.limit}`,
    "no MCP schema nests types this deep; check that the file is an MCP schema.ts",
  ),
  "schema/unknown-reference": entry<{ name: string; from: string }>(
    (p) => `${p.from} references ${p.name}, which the schema does not declare`,
    "declare the type in the schema, or fix the reference",
  ),
  "schema/unsupported-type": entry<{ text: string; from: string }>(
    (p) => `${p.from} uses a type the generator cannot represent: ${p.text}`,
    "use plain object, array, union, literal and reference types in error data and request _meta keys",
  ),
  "schema/missing-envelope": entry<{ revision: string }>(
    (p) => `schema ${p.revision} declares neither JSONRPCError nor JSONRPCErrorResponse`,
    "check that the file is an MCP schema.ts",
  ),
  "schema/missing-version": entry<{ revision: string; name: string }>(
    (p) => `schema ${p.revision} has no string constant ${p.name}`,
    "check that the file is an MCP schema.ts",
  ),
  "schema/envelope-member-missing": entry<{ envelope: string; member: string }>(
    (p) => `error envelope ${p.envelope} has no \`${p.member}\` member`,
    "a JSON-RPC error response carries `id` and `error`; check that the file is an MCP schema.ts",
  ),
  "schema/result-type-unreadable": entry<{ reason: string }>(
    (p) => `Result.resultType: ${p.reason}`,
    "the value of a complete result is read from the sentence of the member's doc comment that says how to treat an absent field (`\"complete\"` in 2026-07-28), and must be a string literal of the member's type; check that the file is an MCP schema.ts",
  ),

  "sdk-comparison/wrong-type": entry<{ path: string; expected: string }>(
    (p) => `${p.path}: must be ${p.expected}`,
    "each point has id, title, sdk, observed, ours and choice; see the points already in the file",
  ),
  "sdk-comparison/duplicate-id": entry<{ path: string; id: string }>(
    (p) => `${p.path}: the id ${p.id} is used twice`,
    "give each point an id of its own; docs/sdk-comparison.md links to it",
  ),
  "sdk-comparison/unknown-fact": entry<{ path: string; fact: string; known: readonly string[] }>(
    (p) => `${p.path}: unknown fact ${p.fact}; one of: ${p.known.join(", ")}`,
    "name a key of generator/sdk-comparison/our-facts.ts, or add the fact there",
  ),
  "sdk-comparison/uncited": entry<{ path: string }>(
    (p) => `${p.path}: cite the spec, or mark the point silent: true`,
    "add a `cite` entry with the spec file:line and its quote, or `silent: true` where the spec says nothing",
  ),
  "sdk-comparison/unobserved": entry<{ path: string }>(
    (p) => `${p.path}: name at least one probe that observes the SDK`,
    "add an `observed` entry naming a probe of test/peers/support/sdk-probes.ts and the facts it reads",
  ),

  "output/invalid": entry<{ file: string; reason: string }>(
    (p) => `generated file ${p.file} failed validation: ${p.reason}`,
    "this is a generator bug or a hostile input that escaped escaping; nothing was written",
  ),
  "output/not-a-directory": entry<{ path: string; blocker: string }>(
    (p) => `cannot use ${p.path} as the output directory: ${p.blocker} is not a directory`,
    "point --out at a directory, or at a path that does not exist yet",
  ),
  "output/not-owned": entry<{ path: string; reason: string }>(
    (p) => `gen replaces only an output of its own, and ${p.path} is not one: ${p.reason}`,
    "point --out at an empty or new directory, or at an earlier output of gen",
  ),
  "output/interrupted": entry<{ path: string; target: string }>(
    (p) => `${p.path} holds the last complete ${p.target}/: a gen run was stopped between its two renames`,
    (p) =>
      `run \`npm run gen\`, which puts it back first (or move it back by hand: mv ${p.path} ${p.target})`,
  ),
  "output/locked": entry<{ lock: string; owner?: string }>(
    (p) => `another gen run${p.owner ? ` (${p.owner})` : ""} holds ${p.lock}`,
    "wait for it to finish; if no gen is running, delete the lock file",
  ),
  "output/leftover": entry<{ path: string; reason: string }>(
    (p) => `${p.path} is left over from an earlier run and could not be removed: ${p.reason}`,
    (p) => `no gen is running: remove ${p.path} by hand (check its permissions)`,
  ),
  "output/lock-unreadable": entry<{ lock: string; reason: string }>(
    (p) => `cannot read the lock ${p.lock}: ${p.reason}`,
    (p) => `if no gen is running, delete ${p.lock}`,
  ),
  "output/path-too-long": entry<{ path: string }>(
    (p) =>
      `cannot write the output at ${p.path}: the file system refuses a path this long, or a name in it (ENAMETOOLONG)`,
    "nothing was created; choose a shorter --out path (gen needs room below it for its scratch names and the files it writes)",
  ),
  "output/write-failed": entry<{ path: string; reason: string }>(
    (p) => `could not write ${p.path}: ${p.reason}`,
    "the previous output was left in place; check permissions and disk space",
  ),
};

export type DiagnosticKind = keyof typeof catalogue;
export type DiagnosticParams<K extends DiagnosticKind> = Parameters<(typeof catalogue)[K]["message"]>[0];
