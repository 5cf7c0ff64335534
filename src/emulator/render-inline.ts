import { tagEnd } from '../validate/pages/page-body.js';
import type { ComponentIds } from './component-ids.js';
import { escapeHtml } from './site.js';

/** What inline rendering needs to know about the page. */
export interface InlineContext {
  /** The site's base path (`/previews/p/s/`, `/sites/p/`): root-relative links are written below it. */
  base: string;
  /** Reference definitions of the page (`[label]: url`), by lower-cased label. */
  definitions: ReadonlyMap<string, string>;
  /** Set where tags stand on lines of their own: the components that get an id take it here. */
  componentIds?: ComponentIds;
}

/**
 * A link target as the build writes it: a root-relative target (`/x/y#a`) gets the site's base path
 * in front, so that a browser resolves it inside the site; anything else stays as written.
 */
export function siteHref(target: string, base: string): string {
  return /^\/(?!\/)/.test(target) ? base + target.slice(1) : target;
}

const CODE_SPAN = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/y;
const IMAGE = /!\[([^\]]*)\]\(\s*(?:<([^<>\n]*)>|([^()\s<>]+))(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/y;
/** `[text](destination "title")`: the destination in angle brackets or bare with balanced parentheses. */
const LINK =
  /\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*(?:<([^<>\n]*)>|([^()\s<>]+(?:\([^()\s]*\)[^()\s<>]*)*))(?:\s+(?:"[^"]*"|'[^']*'|\([^()]*\)))?\s*\)/y;
const REFERENCE_LINK = /\[((?:[^[\]]|\[[^\]]*\])*)\](?:\[([^\]]*)\])?/y;
const AUTOLINK = /<((?:https?|mailto):[^\s<>]+)>/y;
const BARE_URL = /https?:\/\/[^\s<>"'`]+/y;
const TAG_START = /<(\/?)([A-Za-z][\w.-]*)(?=[\s/>])/y;
const ESCAPE = /\\([!-/:-@[-`{-~])/y;
/** Characters that may start inline markup; everything else is text. */
const SPECIAL = /[`![<h\\]/;

function unescapeDestination(destination: string): string {
  return destination.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

function link(href: string, inner: string, base: string): string {
  return `<a href="${escapeHtml(siteHref(href, base))}">${inner}</a>`;
}

/** A bare URL without the punctuation that ends the sentence around it. */
function trimBareUrl(url: string): string {
  let end = url.length;
  while (end > 0 && /[.,;:!?*_~]/.test(url[end - 1]!)) end--;
  let trimmed = url.slice(0, end);
  // A closing parenthesis belongs to the URL only when it opened one.
  while (trimmed.endsWith(')') && (trimmed.match(/\(/g)?.length ?? 0) < (trimmed.match(/\)/g)?.length ?? 0))
    trimmed = trimmed.slice(0, -1);
  return trimmed;
}

function exec(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/**
 * One line or paragraph of markdown as HTML: code spans, links (`[text](target)`, reference links,
 * `<https://...>` autolinks, bare `https://` URLs), images, JSX and HTML tags (renderTag), escapes;
 * the rest escaped. `insideLink`: the text of a link, where nothing becomes a link again.
 */
export function renderInline(text: string, context: InlineContext, insideLink = false): string {
  let out = '';
  let plainFrom = 0;
  const flush = (to: number) => {
    if (to > plainFrom) out += escapeHtml(text.slice(plainFrom, to));
  };
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (!SPECIAL.test(c)) {
      i++;
      continue;
    }
    const token = inlineToken(text, i, context, insideLink);
    if (!token) {
      i++;
      continue;
    }
    flush(i);
    out += token.html;
    i += token.length;
    plainFrom = i;
  }
  flush(text.length);
  return out;
}

function inlineToken(
  text: string,
  at: number,
  context: InlineContext,
  insideLink: boolean,
): { html: string; length: number } | undefined {
  const c = text[at]!;
  if (c === '\\') {
    const escaped = exec(ESCAPE, text, at);
    return escaped ? { html: escapeHtml(escaped[1]!), length: 2 } : undefined;
  }
  if (c === '`') {
    const code = exec(CODE_SPAN, text, at);
    if (code) return { html: `<code>${escapeHtml(code[2]!)}</code>`, length: code[0].length };
    // An unclosed run of backticks is text, whole.
    const run = /`+/y;
    run.lastIndex = at;
    run.exec(text);
    return { html: escapeHtml(text.slice(at, run.lastIndex)), length: run.lastIndex - at };
  }
  if (c === '!') {
    const image = exec(IMAGE, text, at);
    if (!image) return undefined;
    const src = unescapeDestination(image[2] ?? image[3] ?? '');
    return {
      html: `<img src="${escapeHtml(siteHref(src, context.base))}" alt="${escapeHtml(image[1]!)}">`,
      length: image[0].length,
    };
  }
  if (c === '[') {
    const written = exec(LINK, text, at);
    if (written) {
      const inner = renderInline(written[1]!, context, true);
      if (insideLink) return { html: inner, length: written[0].length };
      const target = unescapeDestination(written[2] ?? written[3] ?? '');
      return { html: link(target, inner, context.base), length: written[0].length };
    }
    const reference = exec(REFERENCE_LINK, text, at);
    if (!reference) return undefined;
    const label = (reference[2] || reference[1]!).trim().toLowerCase();
    const target = context.definitions.get(label);
    if (target === undefined) return undefined;
    const inner = renderInline(reference[1]!, context, true);
    return { html: insideLink ? inner : link(target, inner, context.base), length: reference[0].length };
  }
  if (c === '<') {
    const auto = exec(AUTOLINK, text, at);
    if (auto) {
      const url = auto[1]!;
      return {
        html: insideLink ? escapeHtml(url) : link(url, escapeHtml(url), context.base),
        length: auto[0].length,
      };
    }
    const tag = exec(TAG_START, text, at);
    if (!tag) return undefined;
    const end = tagEnd(text, at + tag[0].length);
    if (end < 0) return undefined;
    return { html: renderTag(text.slice(at, end), tag[2]!, tag[1] === '/', context), length: end - at };
  }
  if (c === 'h' && !insideLink && (at === 0 || !/[\w/]/.test(text[at - 1]!))) {
    const bare = exec(BARE_URL, text, at);
    if (!bare) return undefined;
    const url = trimBareUrl(bare[0]);
    return { html: link(url, escapeHtml(url), context.base), length: url.length };
  }
  return undefined;
}

/** `name="v"`, `name='v'` or `name={"v"}` of a tag's text; undefined when absent or not a literal. */
export function literalAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(
    `\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|\\{\\s*(?:"([^"]*)"|'([^']*)'|\`([^\`$]*)\`)\\s*\\})`,
  ).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5]) : undefined;
}

/**
 * A JSX or HTML tag: HTML elements (lower-case names) are kept as written, a root-relative `href`
 * or `src` written below the site's base; a component with an `href` (`<Card href>`, `<Button
 * href>`) becomes a link holding its title; a component that gets an id (ComponentIds) an empty
 * element with that id; other components and closing component tags render nothing (their
 * children are rendered where they stand).
 */
export function renderTag(tag: string, name: string, closing: boolean, context: InlineContext): string {
  if (/^[a-z]/.test(name)) {
    if (closing) return tag;
    return tag.replace(
      /(\s(?:href|src)\s*=\s*)(["'])(\/(?!\/)[^"']*)\2/g,
      (_, before: string, quote: string, target: string) =>
        `${before}${quote}${siteHref(target, context.base)}${quote}`,
    );
  }
  if (closing) return '';
  const id = context.componentIds?.idOf(name, tag);
  const target = id === undefined ? '' : `<div id="${escapeHtml(id)}"></div>`;
  const href = literalAttribute(tag, 'href');
  if (href === undefined) return target;
  const label = literalAttribute(tag, 'title') ?? name;
  return target + link(href, escapeHtml(label), context.base);
}
