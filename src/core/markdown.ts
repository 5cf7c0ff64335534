/**
 * Rendering text we do not control (branch names, service messages, logs) into GitHub markdown so
 * that it shows as plain text: no HTML, no links or images, no mentions, no table breaks.
 */

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const ZERO_WIDTH_JOINER = '\u200d';

// ANSI colour/cursor sequences, then every control character except tab and newline.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b[@-_]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function stripControlCharacters(text: string): string {
  return text.replace(ANSI, '').replace(/\r\n?/g, '\n').replace(CONTROL, '');
}

/** Cuts to at most `max` characters, never splitting a surrogate pair, marking the cut with `…`. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * Inline text, safe anywhere in markdown including a table cell: one line, HTML special characters
 * as entities, every markdown punctuation backslash-escaped, `@name` and `#123` broken with a
 * zero-width joiner so nobody is pinged and nothing is cross-referenced.
 */
export function escapeMarkdown(text: string, maxLength = 1000): string {
  return truncate(stripControlCharacters(text), maxLength)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\t/g, ' ')
    .replace(/[&<>"]/g, (c) => HTML_ENTITIES[c] ?? c)
    .replace(/[@#](?=[\p{L}\p{N}_-])/gu, (c) => c + ZERO_WIDTH_JOINER)
    .replace(/[\\`*_{}[\]()#+\-.!|~=$:^]/g, '\\$&');
}

/** Several lines of untrusted text as one paragraph with line breaks. */
export function escapeMultiline(text: string, maxLength = 2000): string {
  return truncate(stripControlCharacters(text).trim(), maxLength)
    .split('\n')
    .map((line) => escapeMarkdown(line, maxLength))
    .join('<br>\n');
}

/**
 * A fenced code block the text cannot close: the fence is one backtick longer than the longest run
 * of backticks inside. Inside it HTML, links and mentions are inert.
 */
export function fencedBlock(text: string, info = 'text'): string {
  const clean = stripControlCharacters(text).replace(/\n+$/, '');
  const longest = Math.max(0, ...Array.from(clean.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${clean}\n${fence}`;
}

/** An http(s) URL made safe for a markdown link destination; undefined for any other scheme. */
export function safeLinkTarget(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  // The address as given when the parser only added the root path's slash (`https://host`): a link
  // reads the same as the address shown beside it and in the outputs.
  const given = url.trim();
  const target = parsed.href === `${given}/` ? given : parsed.href;
  return target.replace(
    /[()[\]<>"'\s`\\|]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** `[text](url)` when the URL is http(s), otherwise the escaped text alone. */
export function link(text: string, url: string | undefined): string {
  const target = safeLinkTarget(url);
  const label = escapeMarkdown(text, 300);
  return target ? `[${label}](${target})` : label;
}

/** A short commit id in a code span, or the escaped text when it is not a hex sha. */
export function shortSha(sha: string): string {
  return /^[0-9a-f]{7,64}$/i.test(sha) ? `\`${sha.slice(0, 7)}\`` : escapeMarkdown(sha, 80);
}

/** `2024-05-01 12:34 UTC` */
export function formatTime(time: Date | string | number): string {
  const date = time instanceof Date ? time : new Date(time);
  if (Number.isNaN(date.getTime())) return escapeMarkdown(String(time), 60);
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A two-column table of label/value rows; values must already be markdown-safe. */
export function keyValueTable(rows: [string, string][]): string {
  return ['| | |', '|---|---|', ...rows.map(([label, value]) => `| ${label} | ${value} |`)].join('\n');
}
