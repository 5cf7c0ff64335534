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

const FENCE = /^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\2[`~]*[ \t]*$|(?![\s\S]))/gm;
const INLINE_CODE = /(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g;
const HTML_COMMENT = /<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g;
const IMPORT = /^import\s+(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"'\n]+)["']/gm;
const MARKDOWN_LINK = /\]\(\s*<?([^()\s<>]+(?:\([^()\s]*\)[^()\s<>]*)*)/g;
const DEFINITION = /^ {0,3}\[(?!\^)([^\]\n]+)\]:[ \t]*<?([^\s<>[\]]+)>?(?:\s|$)/gm;
const ATTRIBUTE = /<([A-Za-z][\w.]*)\s[^>]*?>/g;
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
    links.push({ target: ownString(match[1]!), position: at(match.index + match[0].indexOf(match[1]!)) });
  }
  // A reference definition is a link only where it is used (`[text][label]`, `[label][]`, `[label]`).
  // Most pages define no reference: skip the multiline scan (a tenth of the page scan) when none can match.
  for (const match of body.includes(']:') ? body.matchAll(DEFINITION) : []) {
    if (match.index < bodyStart) continue;
    const label = match[1]!.trim().toLowerCase();
    if (!usesReference(bodyStart > 0 ? body.slice(bodyStart) : body, label)) continue;
    links.push({ target: ownString(match[2]!), position: at(match.index + match[0].indexOf(match[2]!)) });
  }
  for (const tag of body.matchAll(ATTRIBUTE)) {
    if (NOT_LINKS.has(tag[1]!.toLowerCase())) continue;
    for (const match of tag[0].matchAll(LINK_ATTRIBUTE)) {
      const target = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? '';
      links.push({
        target: ownString(target),
        position: at(tag.index + match.index + match[0].indexOf('=') + 1),
      });
    }
  }
  return { links, imports };
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

function blank(match: string): string {
  return match.replace(/[^\n]/g, ' ');
}

/** `[text][label]`, `[label][]` or `[label]` somewhere (the definition itself, `[label]:`, excluded). */
function usesReference(body: string, label: string): boolean {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\[${escaped}\\](?!\\s*:)(?!\\()|\\]\\[${escaped}\\]`, 'i').test(body);
}
