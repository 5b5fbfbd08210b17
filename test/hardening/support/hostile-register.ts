/**
 * A copy of the real register whose free text (summaries, messages, reasons, notes, guidance) is
 * replaced by text that breaks out of a JS string, a template literal, a block comment, a JSDoc
 * tag, a markdown line or an HTML script element if it is ever emitted unescaped. Each planted
 * value is unique, so a test can tell exactly which one came back.
 */

/** Stays within the register's 200-character limit for summaries and messages, with its label. */
export const HOSTILE =
  "*/ /* `t` ${globalThis.x} 'sq' \"dq\" back\\slash\\u0041 \n nl \r\n crlf \u2028 ls \u2029 ps " +
  "</script><script>alert(1)</script> <!-- {{h}} @deprecated \t #h |p| end\\";

/** The same for one-line fields: every break but the two JavaScript-only separators removed. */
export const HOSTILE_LINE = HOSTILE.replace(/\r?\n/g, " ");

/** Register fields that must fit on one line. */
const ONE_LINE = new Set(["check"]);

export interface Planted {
  /** "conditions" or "policy". */
  section: string;
  /** Condition key ("" under policy). */
  condition: string;
  field: string;
  value: string;
}

const FIELDS = /^( +(?:- )?)(summary|message|reason|text|note|guidance|check): /;

/** A YAML double-quoted scalar: JSON's escapes are YAML's, plus the two separators YAML 1.1 would read as breaks. */
export function yamlQuoted(value: string): string {
  return JSON.stringify(value)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const indentOf = (line: string) => line.length - line.trimStart().length;

export function hostileRegister(original: string): { text: string; planted: Planted[] } {
  const lines = original.split("\n");
  const planted: Planted[] = [];
  let section = "";
  let condition = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const top = /^([A-Za-z]+):/.exec(line);
    if (top) section = top[1] ?? "";
    const key = /^ {2}([A-Za-z]+):$/.exec(line);
    if (key && section === "conditions") condition = key[1] ?? "";
    const field = FIELDS.exec(line);
    if (!field || (section !== "conditions" && section !== "policy")) continue;
    const [, indent = "", name = ""] = field;
    const value = `${name} #${planted.length}: ${ONE_LINE.has(name) ? HOSTILE_LINE : HOSTILE}`;
    planted.push({ section, condition: section === "conditions" ? condition : "", field: name, value });
    lines[i] = `${indent}${name}: ${yamlQuoted(value)}`;
    // Drop the old value's continuation lines (folded or wrapped), blank lines inside it included.
    while (i + 1 < lines.length) {
      const next = lines.slice(i + 1).find((l) => l.trim() !== "");
      if (next === undefined || indentOf(next) <= indent.length) break;
      lines.splice(i + 1, 1);
    }
  }
  return { text: lines.join("\n"), planted };
}
