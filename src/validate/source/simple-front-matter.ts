/**
 * The common front matter, a flat list of `key: value` lines with quoted or plain text values, read
 * without a YAML parser. Parsing each of 25,000 front matters with a full YAML parser was a large
 * share of a big site's validation, in time and in short-lived memory. Anything outside this subset
 * (escapes, numbers, booleans, null, nesting, lists, comments, anchors, duplicate keys, CRLF, tabs)
 * returns undefined and goes to the YAML parser; inside it, the result equals the YAML parser's
 * (a property test compares the two).
 */
const LINE = /^([A-Za-z_][\w-]*):(?: +(.*))?$/;
const PLAIN = /^[A-Za-z][^#:\t]*$/;
/** Plain scalars that YAML's core schema reads as something other than a string. */
const NOT_TEXT = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;

export function parseSimpleFrontMatter(text: string): Record<string, string> | undefined {
  if (text.includes('\r') || text.includes('\t')) return undefined;
  const data: Record<string, string> = {};
  let keys = 0;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const match = LINE.exec(line);
    if (!match || hasControlCharacter(line)) return undefined;
    const key = match[1]!;
    const raw = match[2];
    if (raw === undefined || Object.hasOwn(data, key) || key === '__proto__' || NOT_TEXT.test(key)) {
      return undefined;
    }
    keys += 1;
    const value = scalar(raw);
    if (value === undefined) return undefined;
    data[key] = value;
  }
  // An empty front matter is null to YAML.
  return keys > 0 ? data : undefined;
}

function hasControlCharacter(line: string): boolean {
  for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) < 0x20) return true;
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
