import { LineIndex } from '../source/line-index.js';
import { ownString } from '../source/own-string.js';
import type { Position } from '../source/line-index.js';

/** A link target or import source written in a page, and where. */
export interface BodyReference {
  target: string;
  position: Position;
}

export interface PageBody {
  /** Markdown links and images, reference definitions, `href`/`src` attributes. */
  links: BodyReference[];
  /** Sources of `import ... from '...'` statements. */
  imports: BodyReference[];
}

// MDX turns indented code off: a fence may be indented any amount, and so may its closing line.
const FENCE = /^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]*\2[`~]*[ \t]*$|(?![\s\S]))/gm;
// A code span never runs across a blank line or into a heading (the blocks end first).
const INLINE_CODE = /(`+)(?!`)(?:(?!\n[ \t]*(?:\n|#))[\s\S])*?[^`]\1(?!`)/g;
const HTML_COMMENT = /<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g;
const IMPORT = /^import\s+(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"'\n]+)["']/gm;
/** `](destination`: in angle brackets (spaces allowed) or bare (balanced parentheses, no spaces). */
const MARKDOWN_LINK = /\]\(\s*(?:<([^<>\n]*)>|([^()\s<>]+(?:\([^()\s]*\)[^()\s<>]*)*))/g;
/** What may follow a destination for `[text](...)` to be a link: `)`, or a title and `)`. */
const LINK_TAIL = /\s*(?:\)|"[^"]*"\s*\)|'[^']*'\s*\)|\([^()]*\)\s*\))/y;
/** A backslash escape of ASCII punctuation, which markdown undoes in a destination. */
const ESCAPE = /\\([!-/:-@[-`{-~])/g;
const DEFINITION = /^ {0,3}\[(?!\^)([^\]\n]+)\]:[ \t]*<?([^\s<>[\]]+)>?(?:\s|$)/gm;
/** Where a JSX or HTML tag with attributes starts. */
const TAG_START = /<([A-Za-z][\w.]*)\s/g;
/** An attribute expression that is one string literal: a link as much as a quoted value. */
const LITERAL_EXPRESSION = /^\{\s*(?:"[^"]*"|'[^']*'|`[^`$]*`)\s*\}$/;
/** Elements whose href/src is no page link: SVG sprites, scripts, stylesheets, embeds. */
const NOT_LINKS = new Set(['use', 'image', 'script', 'link', 'style', 'iframe', 'embed', 'object']);
const LINK_ATTRIBUTE =
  /\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*\})/g;

/**
 * The links and imports of a page's MDX, found by pattern (code blocks, inline code and comments
 * are left out) rather than by compiling it: a 25,000-page site is scanned in well under a second.
 * `from` is where the body starts in `text` (after the front matter).
 */
export function scanPageBody(text: string, from = 0): PageBody {
  const { body, bodyStart } = scannableBody(text, from);
  const lines = new LineIndex(text);
  const at = (offset: number) => lines.position(offset);
  const links: BodyReference[] = [];
  const imports: BodyReference[] = [];
  for (const match of body.matchAll(IMPORT)) {
    if (match.index < bodyStart) continue;
    imports.push({ target: ownString(match[1]!), position: at(match.index + match[0].indexOf(match[1]!)) });
  }
  for (const match of body.matchAll(MARKDOWN_LINK)) {
    if (match.index < bodyStart) continue;
    // `[text](a b)` is no link: a destination with spaces needs angle brackets.
    LINK_TAIL.lastIndex = match.index + match[0].length;
    if (!LINK_TAIL.test(body)) continue;
    const destination = match[1] ?? match[2]!;
    links.push({
      target: ownString(unescapeDestination(destination)),
      position: at(match.index + match[0].lastIndexOf(destination)),
    });
  }
  // A reference definition is a link only where it is used (`[text][label]`, `[label][]`, `[label]`).
  // Most pages define no reference: skip the multiline scan (a tenth of the page scan) when none can match.
  for (const match of body.includes(']:') ? body.matchAll(DEFINITION) : []) {
    if (match.index < bodyStart) continue;
    const label = match[1]!.trim().toLowerCase();
    if (!usesReference(bodyStart > 0 ? body.slice(bodyStart) : body, label)) continue;
    links.push({
      target: ownString(unescapeDestination(match[2]!)),
      position: at(match.index + match[0].indexOf(match[2]!)),
    });
  }
  for (const { target, offset } of attributeLinks(body))
    links.push({ target: ownString(target), position: at(offset) });
  return { links, imports };
}

/**
 * The `href`/`src` values of the tags in `body`, where they are written. A tag runs to its first
 * `>` outside quotes and `{...}` expressions (`icon={<svg ...>}` does not end it); attributes
 * inside an expression belong to no element of the page (the parser sees an expression there),
 * except an expression that is one string literal (`href={"/a"}`).
 */
export function attributeLinks(body: string): { target: string; offset: number }[] {
  const found: { target: string; offset: number }[] = [];
  TAG_START.lastIndex = 0;
  for (let tag = TAG_START.exec(body); tag; tag = TAG_START.exec(body)) {
    const start = tag.index;
    const end = tagEnd(body, start + tag[0].length);
    if (end < 0) continue;
    TAG_START.lastIndex = end;
    if (NOT_LINKS.has(tag[1]!.toLowerCase())) continue;
    const text = topLevelAttributes(body.slice(start, end));
    for (const match of text.matchAll(LINK_ATTRIBUTE)) {
      const target = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? '';
      found.push({ target, offset: start + match.index + match[0].indexOf('=') + 1 });
    }
  }
  return found;
}

/**
 * Just past the `>` that closes a tag whose attributes start at `from` (quotes and `{...}` skipped);
 * -1 when none does. Shared with the heading-id scan (heading-anchors.ts).
 */
export function tagEnd(body: string, from: number): number {
  let depth = 0;
  let quote = '';
  for (let i = from; i < body.length; i++) {
    const c = body[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || (c === '`' && depth > 0)) quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (c === '>' && depth === 0) return i + 1;
    else if (c === '<' && depth === 0) return -1;
  }
  return -1;
}

/** A tag's text with its attribute expressions blanked (same length), string literals kept. */
function topLevelAttributes(tag: string): string {
  if (!tag.includes('{')) return tag;
  let out = '';
  let i = 0;
  while (i < tag.length) {
    const open = tag.indexOf('{', i);
    if (open < 0) break;
    const close = expressionEnd(tag, open);
    const expression = tag.slice(open, close);
    out +=
      tag.slice(i, open) +
      (LITERAL_EXPRESSION.test(expression) ? expression : expression.replace(/[^\n]/g, ' '));
    i = close;
  }
  return out + tag.slice(i);
}

/** Just past the `}` that closes the expression opened at `open` (or the end of the tag). */
function expressionEnd(tag: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < tag.length; i++) {
    const c = tag[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return tag.length;
}

/** A GFM autolink literal: `https://...` or `www....` after a space, the start or `*_~(`. */
const AUTOLINK_LITERAL = /(?<=^|[\s*_~(])(?:https?:\/\/|www\.)[^\s<]+/gim;
/** `<https://...>`: an autolink in plain markdown; MDX reads `<` as JSX, so only `.md` pages have them. */
const ANGLE_AUTOLINK = /<(https?:\/\/[^\s<>]*)>/gi;

/**
 * The autolinks of a page that no markdown link or attribute already holds, where they are written:
 * GFM literals (trailing punctuation and an unbalanced `)` left out, as GFM does) and, in plain
 * markdown (`angle`), `<https://...>`. Code, comments and the front matter hold none.
 */
export function scanAutolinks(text: string, from = 0, angle = false): BodyReference[] {
  const { body, bodyStart } = scannableBody(text, from);
  const lines = new LineIndex(text);
  const found: BodyReference[] = [];
  for (const match of body.matchAll(AUTOLINK_LITERAL)) {
    if (match.index < bodyStart) continue;
    const target = trimAutolink(match[0]);
    // `](https://...)` is a link destination, which scanPageBody reads.
    if (body[match.index - 1] === '(' && body[match.index - 2] === ']') continue;
    found.push({
      target: target.startsWith('www.') ? `http://${target}` : target,
      position: lines.position(match.index),
    });
  }
  if (angle) {
    for (const match of body.matchAll(ANGLE_AUTOLINK)) {
      if (match.index < bodyStart) continue;
      found.push({ target: match[1]!, position: lines.position(match.index + 1) });
    }
  }
  return found;
}

/** GFM's end of an autolink literal: no trailing `?!.,:*_~'"`, no unbalanced `)`, no entity. */
function trimAutolink(url: string): string {
  let end = url.length;
  for (;;) {
    const c = url[end - 1];
    if (c !== undefined && '?!.,:*_~\'"'.includes(c)) end--;
    else if (c === ')') {
      const text = url.slice(0, end);
      if ((text.match(/\(/g)?.length ?? 0) < (text.match(/\)/g)?.length ?? 0)) end--;
      else break;
    } else if (c === ';' && /&[a-z0-9]+;$/i.test(url.slice(0, end))) end = url.slice(0, end).lastIndexOf('&');
    else break;
  }
  return url.slice(0, end);
}

/** A front matter without these cannot start a code span, fence, comment or tag that runs into the body. */
const FRONT_MATTER_RISK = /[`~<{]/;

/**
 * The page with code and comments blanked (same offsets), and where the body starts in it: matches
 * before `bodyStart` are in the front matter and do not count. A page's text is copied only where
 * something has to be blanked (every copy of 25,000 pages was garbage to collect): the front matter
 * only when a code span, fence, comment or tag could start in it, each pattern only when the page
 * holds what starts it.
 */
function scannableBody(text: string, from: number): { body: string; bodyStart: number } {
  const blankFrontMatter = from > 0 && FRONT_MATTER_RISK.test(text.slice(0, from));
  let body = blankFrontMatter ? ' '.repeat(from) + text.slice(from) : text;
  if (body.includes('```') || body.includes('~~~')) body = body.replace(FENCE, blank);
  if (body.includes('<!--') || body.includes('{/*')) body = body.replace(HTML_COMMENT, blank);
  if (body.includes('`')) body = body.replace(INLINE_CODE, blank);
  return { body, bodyStart: blankFrontMatter ? 0 : from };
}

/** A markdown destination as the parser reads it: `https\\://x` is `https://x`. */
function unescapeDestination(destination: string): string {
  return destination.includes('\\') ? destination.replace(ESCAPE, '$1') : destination;
}

/** The text with everything but line ends blanked: offsets and lines stay where they were. */
export function blank(match: string): string {
  return match.replace(/[^\n]/g, ' ');
}

/** `[text][label]`, `[label][]` or `[label]` somewhere (the definition itself, `[label]:`, excluded). */
function usesReference(body: string, label: string): boolean {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\[${escaped}\\](?!\\s*:)(?!\\()|\\]\\[${escaped}\\]`, 'i').test(body);
}
