/** Escaping helpers, the only way input text reaches emitted files: templates compile with `noEscape`. */

/** A fragment of emitted code built by the generator itself (never raw input text). */
export class Code {
  constructor(readonly text: string) {}
}

/** Template arguments are untyped: a helper that writes text refuses anything else. */
function text(value: unknown): string {
  if (typeof value !== "string") throw new TypeError(`expected a string, got ${typeof value}`);
  return value;
}

/** A JSON value as a JS literal, U+2028/U+2029 and `<`/`>` escaped: inert in a module or inline script. */
export function jsLiteral(value: unknown, indent?: number): string {
  const text = JSON.stringify(value, null, indent);
  if (text === undefined) throw new TypeError(`cannot write ${typeof value} as a literal`);
  return text.replace(/[\u2028\u2029<>]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export const jsString = (value: string): string => jsLiteral(text(value));

/** The most characters of a string a table literal writes in one piece. */
const TABLE_STRING_PIECE = 60;

/** `value` cut after a space into pieces of at most `width` characters (a longer word is cut anywhere). */
function stringPieces(value: string, width: number): string[] {
  const pieces: string[] = [];
  let rest = value;
  while (rest.length > width) {
    let cut = rest.lastIndexOf(" ", width - 1) + 1;
    if (cut === 0) cut = width;
    // Never between the two halves of a surrogate pair.
    const unit = rest.charCodeAt(cut - 1);
    if (unit >= 0xd800 && unit <= 0xdbff) cut++;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  return [...pieces, rest];
}

/** A member name; `"__proto__": v` in a literal would set the prototype, so that key is computed. */
const tableKey = (key: string) => (key === "__proto__" ? `[${jsLiteral(key)}]` : jsLiteral(key));

/**
 * jsLiteral for a table, with each long string written as a concatenation of pieces, so Prettier
 * (which never breaks a string) can keep every line of the module within the print width.
 */
export function jsTableLiteral(value: unknown): string {
  if (typeof value === "string" && value.length > TABLE_STRING_PIECE)
    return stringPieces(value, TABLE_STRING_PIECE)
      .map((piece) => jsLiteral(piece))
      .join(" + ");
  if (Array.isArray(value)) return `[${value.map((item) => jsTableLiteral(item ?? null)).join(",")}]`;
  if (value !== null && typeof value === "object")
    return `{${Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .map(([key, member]) => `${tableKey(key)}:${jsTableLiteral(member)}`)
      .join(",")}}`;
  return jsLiteral(value);
}

const LINE_TERMINATORS = /\r\n|[\n\r\u2028\u2029]/g;
const HTML_SPECIAL: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** One line, `&`, `<`, `>` as entities (JSDoc and markdown render them back): no `</script>` survives. */
const flatText = (value: string) =>
  text(value)
    .replace(LINE_TERMINATORS, " ")
    .replace(/[&<>]/g, (ch) => HTML_SPECIAL[ch] ?? ch);

/** Text for a block comment, on one line: `*` `/` cannot close the comment, `@` cannot start a tag. */
export function commentText(value: string): string {
  return flatText(value).replace(/\*\//g, "*\\/").replace(/@/g, "\\@");
}

/** Prettier's print width: JSDoc lines are wrapped to it, since Prettier leaves comments alone. */
const PRINT_WIDTH = 110;

/** Words of `text` in lines of at most `width` characters; a longer word stands on a line of its own. */
function wrapWords(text: string, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter((w) => w !== "")) {
    if (line !== "" && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") out.push(line);
  return out;
}

/** Text as the lines of a JSDoc block (` * ...`) indented by `indent` spaces, escaped and wrapped. */
export function docLines(value: string, indent = 0): string {
  const pad = " ".repeat(indent);
  return wrapWords(commentText(value), PRINT_WIDTH - indent - 3)
    .map((line) => `${pad} * ${line}`)
    .join("\n");
}

/** A whole JSDoc comment at `indent`: on one line where it fits, else wrapped. */
export function docComment(value: string, indent = 0): string {
  const oneLine = `/** ${commentText(value)} */`;
  if (indent + oneLine.length <= PRINT_WIDTH) return oneLine;
  return `/**\n${docLines(value, indent)}\n${" ".repeat(indent)} */`;
}

/** `@see` lines, wrapped, each starting with its line break: a template appends them to the line before. */
function seeLines(refs: readonly string[]): string {
  if (!Array.isArray(refs)) throw new TypeError("expected a list of references");
  return refs
    .flatMap((ref) =>
      wrapWords(commentText(ref), PRINT_WIDTH - " * @see ".length).map((line, i) =>
        i === 0 ? `\n * @see ${line}` : `\n *   ${line}`,
      ),
    )
    .join("");
}

/** Text for a markdown paragraph or table cell: one line, markdown and HTML specials neutralised. */
export function markdownText(value: string): string {
  // Tags and entities are what HTML in markdown can do; a quote outside a tag does nothing, and
  // a reader of the raw page should see "1.0.0", not &quot;1.0.0&quot;.
  return flatText(value).replace(/[\\`*_{}[\]()#+!|~$]/g, (ch) => `\\${ch}`);
}

/** Text as a markdown code span, fenced with more backticks than it contains in a row. */
export function markdownCode(value: string): string {
  const oneLine = text(value).replace(LINE_TERMINATORS, " ").replace(/\|/g, "\\|");
  const longestRun = Math.max(0, ...(oneLine.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = oneLine.startsWith("`") || oneLine.endsWith("`") ? " " : "";
  return `${fence}${pad}${oneLine}${pad}${fence}`;
}

/** A changelog line: text, or parts whose `{ code }` values become code spans (read as written). */
export function markdownItem(value: string | (string | { code: string })[]): string {
  if (typeof value === "string") return markdownText(value);
  if (!Array.isArray(value)) throw new TypeError(`expected a changelog item, got ${typeof value}`);
  return value
    .map((part) => (typeof part === "string" ? markdownText(part) : markdownCode(part.code)))
    .join("");
}

/** A name the register checks validated as an identifier (model/names.ts); checked again here. */
export function identifier(value: string): string {
  if (typeof value !== "string" || !/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(value))
    throw new TypeError(`not an identifier: ${JSON.stringify(value)}`);
  return value;
}

export function integer(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${String(value)}`);
  return String(value);
}

/** A code fragment the generator built; refuses plain strings so input text cannot slip through. */
export function code(value: Code): string {
  if (!(value instanceof Code)) throw new TypeError("expected a generated code fragment");
  return value.text;
}

/**
 * A Go string literal with everything outside printable ASCII escaped, so no input can end it or
 * smuggle a control character into Go source. A lone surrogate, which no Go string holds, is refused.
 */
export function goString(value: string): string {
  let out = '"';
  for (const ch of text(value)) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xd800 && cp <= 0xdfff)
      throw new TypeError("a lone surrogate cannot be written as a Go string");
    if (ch === '"' || ch === "\\") out += `\\${ch}`;
    else if (cp >= 0x20 && cp < 0x7f) out += ch;
    else if (cp <= 0xffff) out += `\\u${cp.toString(16).padStart(4, "0")}`;
    else out += `\\U${cp.toString(16).padStart(8, "0")}`;
  }
  return `${out}"`;
}

/** Text for a Go `//` comment: control characters become spaces, so it cannot end the comment. */
export function goComment(value: string): string {
  // eslint-disable-next-line no-control-regex
  const controls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
  return text(value).replace(controls, " ").trimEnd();
}

export const templateHelpers = {
  js: jsString,
  comment: commentText,
  doc: (value: string) => docLines(value),
  see: seeLines,
  md: markdownText,
  mdCode: markdownCode,
  mdItem: markdownItem,
  id: identifier,
  int: integer,
  code,
  goString,
  goComment,
} as const;
