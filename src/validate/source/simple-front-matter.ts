/**
 * The common front matter, a flat list of `key: value` lines with quoted or plain text values, read
 * without a YAML parser. Parsing each of 25,000 front matters with a full YAML parser was a large
 * share of a big site's validation, in time and in short-lived memory. Anything outside this subset
 * (escapes, numbers, booleans, null, nesting, lists, comments, anchors, duplicate keys, CRLF, tabs)
 * returns undefined and goes to the YAML parser; inside it, the result equals the YAML parser's
 * (a property test compares the two).
 */
const PLAIN = /^[A-Za-z][^#:\t]*$/;
/** Plain scalars that YAML's core schema reads as something other than a string. */
const NOT_TEXT = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;

const SPACE = 32;
const COLON = 58;

/**
 * Each line is `key:`, one or more spaces and a value, with a key of `[A-Za-z_][\w-]*`; read by
 * hand, line by line, without splitting the text or matching a pattern per line.
 */
export function parseSimpleFrontMatter(text: string): Record<string, string> | undefined {
  if (text.includes('\r') || text.includes('\t')) return undefined;
  const data: Record<string, string> = {};
  let keys = 0;
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    if (end > start) {
      let at = start;
      if (!isKeyStart(text.charCodeAt(at))) return undefined;
      while (++at < end && isKeyCharacter(text.charCodeAt(at)));
      // `key:` and then at least one space: a key alone has no value here.
      if (at + 1 >= end || text.charCodeAt(at) !== COLON || text.charCodeAt(at + 1) !== SPACE) {
        return undefined;
      }
      const key = text.slice(start, at);
      at += 1;
      while (at < end && text.charCodeAt(at) === SPACE) at++;
      if (
        hasControlCharacter(text, at, end) ||
        Object.hasOwn(data, key) ||
        key === '__proto__' ||
        NOT_TEXT.test(key)
      ) {
        return undefined;
      }
      keys += 1;
      const value = scalar(text.slice(at, end));
      if (value === undefined) return undefined;
      data[key] = value;
    }
    start = end + 1;
  }
  // An empty front matter is null to YAML.
  return keys > 0 ? data : undefined;
}

function isKeyStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

/** `\w` or `-`. */
function isKeyCharacter(code: number): boolean {
  return isKeyStart(code) || (code >= 48 && code <= 57) || code === 45;
}

/** A control character, or a line separator that ends a line for a pattern's `.`. */
function hasControlCharacter(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

function scalar(raw: string): string | undefined {
  if (raw.endsWith(' ')) return undefined;
  const first = raw[0];
  if (first === '"') {
    const inner = raw.slice(1, -1);
    return raw.length >= 2 && raw.endsWith('"') && !/["\\]/.test(inner) ? inner : undefined;
  }
  if (first === "'") {
    const inner = raw.slice(1, -1);
    return raw.length >= 2 && raw.endsWith("'") && !inner.includes("'") ? inner : undefined;
  }
  if (!PLAIN.test(raw) || NOT_TEXT.test(raw) || raw.includes(' #')) return undefined;
  return raw;
}
