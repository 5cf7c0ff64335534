import { extractFrontMatter } from '../validate/pages/front-matter.js';
import { tagEnd } from '../validate/pages/page-body.js';
import { ComponentIds, explicitTabIds } from './component-ids.js';
import type { DocsPage } from './docs-pages.js';
import { HeadingIds } from './heading-ids.js';
import type { InlineContext } from './render-inline.js';
import { renderInline, siteHref } from './render-inline.js';
import { escapeHtml } from './site.js';

/** Components whose headings are no table-of-contents entries (as heading-anchors.ts has them). */
const HIDING_COMPONENTS = new Set(['Accordion', 'AccordionGroup', 'Expandable', 'Update', 'Prompt']);

const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})(.*)$/;
/** An ATX heading, after what may stand before its `#` (indentation, blockquote and list markers). */
const ATX_HEADING = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*(#{1,6})(?=[ \t\r]|$)/;
/** The validator's pattern of a heading with a `{#custom}` id (heading-anchors.ts). */
const CUSTOM_ID = /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t]*\{[ \t]*#([^}]+?)[ \t]*\}[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const LIST_ITEM = /^[ \t]*(?:([-*+])|(\d{1,9})[.)])[ \t]+(.*)$/;
const DEFINITION = /^ {0,3}\[(?!\^)([^\]\n]+)\]:[ \t]*<?([^\s<>[\]]+)>?(?:[ \t].*)?$/;
const TAG_LINE = /^[ \t]*<\/?[A-Za-z]/;
const TAGS = /<(\/?)([A-Za-z][\w.-]*)(?=[\s/>])/g;
const ESM_LINE = /^(?:import|export)[ \t{*]/;

/** The site a page is rendered for: its base path and its pages (for the navigation). */
export interface PageFrame {
  base: string;
  pages: readonly DocsPage[];
}

/**
 * A documentation page as HTML: `<title>`, a `<nav>` listing every page of the site, then
 * `<main><article>` with the title as `<h1>` and the page's body (renderMarkdown). `text` is the
 * page file's text (front matter included); generated API pages have none.
 */
export function renderDocsPage(page: DocsPage, text: string | undefined, frame: PageFrame): string {
  let body: string;
  if (page.kind === 'openapi' || text === undefined) {
    body = page.operation ? `<p><code>${escapeHtml(page.operation)}</code></p>\n` : '';
    body += `<p>Generated from <code>${escapeHtml(page.source)}</code>.</p>\n`;
  } else {
    const front = extractFrontMatter(text);
    body = renderMarkdown(text.slice(front.kind === 'yaml' ? front.end : 0), frame.base);
  }
  return htmlDocument(
    page.title,
    `${navigation(frame)}\n<main><article>\n<h1>${escapeHtml(page.title)}</h1>\n${body}</article></main>`,
  );
}

/** An HTML page of the site's frame for an error or a notice (404, 500, login). */
export function renderNoticePage(title: string, bodyHtml: string): string {
  return htmlDocument(title, `<main>\n<h1>${escapeHtml(title)}</h1>\n${bodyHtml}\n</main>`);
}

function htmlDocument(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)}</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

/** Navigation HTML by page list and base: the same on every page of a site, and long on a large one. */
const navigations = new WeakMap<readonly DocsPage[], Map<string, string>>();

function navigation(frame: PageFrame): string {
  let byBase = navigations.get(frame.pages);
  if (!byBase) navigations.set(frame.pages, (byBase = new Map<string, string>()));
  let html = byBase.get(frame.base);
  if (html === undefined) byBase.set(frame.base, (html = renderNavigation(frame)));
  return html;
}

function renderNavigation(frame: PageFrame): string {
  const items = frame.pages.map(
    (page) =>
      `<li><a href="${escapeHtml(siteHref(page.url, frame.base))}">${escapeHtml(page.title)}</a></li>`,
  );
  return `<nav>\n<ul>\n${items.join('\n')}\n</ul>\n</nav>`;
}

/**
 * A page's MDX body as HTML, line by line: headings (`#` and `##` as `<h2>`, then `<h3>`, `<h4>`,
 * ...) with the ids the validator accepts for `page#fragment` links (HeadingIds), paragraphs,
 * lists, blockquotes, tables, fenced code as `<pre><code>` with nothing inside made a link, JSX
 * and HTML tags (render-inline.ts). Comments and `import`/`export` lines render nothing. Not a full
 * markdown renderer: what a link check reads, the same links and ids as the real build.
 */
export function renderMarkdown(body: string, base: string): string {
  return new MarkdownBlocks(body.replace(/\r\n?/g, '\n').split('\n'), base).render();
}

class MarkdownBlocks {
  private readonly lines: string[];
  private readonly context: InlineContext;
  private readonly out: string[] = [];
  private readonly headingIds = new HeadingIds();
  private readonly componentIds: ComponentIds;
  /** Open components that keep their headings out of the table of contents. */
  private readonly hiding: string[] = [];
  private paragraph: string[] = [];
  private list: { ordered: boolean; items: string[] } | undefined;
  private quote: string[] = [];
  private table: string[] = [];

  constructor(lines: string[], base: string) {
    this.lines = lines;
    const outsideCode = linesOutsideCode(lines);
    this.context = { base, definitions: definitionsOf(outsideCode) };
    this.componentIds = new ComponentIds(explicitTabIds(outsideCode.join('\n')));
  }

  render(): string {
    const { lines } = this;
    let comment: string | undefined;
    for (let i = 0; i < lines.length; i++) {
      let line = lines[i]!;
      if (comment !== undefined) {
        const close = line.indexOf(comment);
        if (close < 0) continue;
        line = line.slice(close + comment.length);
      }
      const stripped = stripComments(line);
      line = stripped.line;
      comment = stripped.open;
      const fence = FENCE_OPEN.exec(line);
      if (fence && !(fence[1]![0] === '`' && fence[2]!.includes('`'))) {
        i = this.codeBlock(i, fence[1]!, fence[2]!.trim());
        continue;
      }
      if (line.trim() === '') {
        this.flush();
        continue;
      }
      if (ESM_LINE.test(line) && this.paragraph.length === 0) {
        i = this.skipEsm(i);
        continue;
      }
      if (DEFINITION.test(line)) continue;
      if (this.paragraph.length > 0 && SETEXT_UNDERLINE.test(line)) {
        const title = this.paragraph.join('\n').trim();
        this.paragraph = [];
        this.heading(line.trim()[0] === '=' ? 1 : 2, title, undefined);
        continue;
      }
      const atx = ATX_HEADING.exec(line);
      if (atx) {
        this.flush();
        const custom = CUSTOM_ID.exec(line);
        if (custom) this.heading(custom[1]!.length, custom[2]!, custom[3]);
        else {
          const title = line
            .slice(atx[0].length)
            .replace(/(?:^|[ \t]+)#+[ \t]*$/, '')
            .trim();
          this.heading(atx[1]!.length, title, undefined);
        }
        continue;
      }
      if (THEMATIC_BREAK.test(line)) {
        this.flush();
        this.out.push('<hr>');
        continue;
      }
      if (TAG_LINE.test(line)) {
        i = this.tagLines(i, line);
        continue;
      }
      this.textLine(line);
    }
    this.flush();
    return this.out.map((html) => `${html}\n`).join('');
  }

  private textLine(line: string): void {
    const item = LIST_ITEM.exec(line);
    const trimmed = line.trim();
    if (item) {
      this.flushExcept('list');
      const ordered = item[2] !== undefined;
      if (this.list && this.list.ordered !== ordered) this.flushList();
      this.list ??= { ordered, items: [] };
      this.list.items.push(item[3]!);
    } else if (trimmed.startsWith('>')) {
      this.flushExcept('quote');
      this.quote.push(trimmed.replace(/^(?:>[ \t]?)+/, ''));
    } else if (trimmed.startsWith('|')) {
      this.flushExcept('table');
      this.table.push(trimmed);
    } else if (this.list && /^[ \t]/.test(line) && this.paragraph.length === 0) {
      // An indented line continues the last list item.
      const items = this.list.items;
      items[items.length - 1] += `\n${trimmed}`;
    } else {
      this.flushExcept('paragraph');
      this.paragraph.push(trimmed);
    }
  }

  private heading(level: number, title: string, customId: string | undefined): void {
    const id = this.headingIds.next(level, title, customId, this.hiding.length > 0);
    const tag = `h${Math.min(6, Math.max(2, level))}`;
    const idAttribute = id === undefined ? '' : ` id="${escapeHtml(id)}"`;
    this.out.push(`<${tag}${idAttribute}>${this.inline(title)}</${tag}>`);
  }

  /** A fenced code block from line `start`: its lines escaped, nothing made a link. Returns its last line. */
  private codeBlock(start: number, fence: string, info: string): number {
    this.flush();
    const code: string[] = [];
    let i = start + 1;
    for (; i < this.lines.length; i++) {
      const closing = this.lines[i]!.trim();
      if (closing.startsWith(fence) && [...closing].every((c) => c === fence[0])) break;
      code.push(this.lines[i]!);
    }
    const language = /^[\w+#.-]+/.exec(info)?.[0];
    const attribute = language ? ` class="language-${escapeHtml(language)}"` : '';
    this.out.push(`<pre><code${attribute}>${escapeHtml(code.join('\n'))}</code></pre>`);
    return i;
  }

  /** `import`/`export` statements, over several lines while their braces or quotes are open. */
  private skipEsm(start: number): number {
    let i = start;
    let text = this.lines[i]!;
    while (i + 1 < this.lines.length && this.lines[i + 1]!.trim() !== '' && !esmComplete(text)) {
      text += `\n${this.lines[++i]!}`;
    }
    return i;
  }

  /**
   * A line that starts with a tag, with the following lines while the tag's attributes run on (a
   * `<Card` whose `>` comes lines later): rendered as inline content, outside any paragraph.
   */
  private tagLines(start: number, first: string): number {
    this.flush();
    let i = start;
    let text = first;
    const open = /<\/?[A-Za-z][\w.-]*/.exec(text)!;
    const from = open.index + open[0].length;
    while (tagEnd(text, from) < 0 && i + 1 < this.lines.length && this.lines[i + 1]!.trim() !== '') {
      text += `\n${this.lines[++i]!}`;
    }
    this.trackHiding(text);
    const html = renderInline(text.trim(), { ...this.context, componentIds: this.componentIds });
    if (html !== '') this.out.push(html);
    return i;
  }

  private trackHiding(text: string): void {
    for (const match of text.matchAll(TAGS)) {
      const name = match[2]!;
      if (!HIDING_COMPONENTS.has(name)) continue;
      if (match[1] === '/') {
        const at = this.hiding.lastIndexOf(name);
        if (at >= 0) this.hiding.length = at;
        continue;
      }
      const end = tagEnd(text, match.index + match[0].length);
      const selfClosing = end > 0 && /\/\s*>$/.test(text.slice(0, end));
      if (!selfClosing) this.hiding.push(name);
    }
  }

  private inline(text: string): string {
    return renderInline(text, this.context);
  }

  private flush(): void {
    this.flushExcept(undefined);
  }

  private flushExcept(kept: 'paragraph' | 'list' | 'quote' | 'table' | undefined): void {
    if (kept !== 'paragraph' && this.paragraph.length > 0) {
      this.out.push(`<p>${this.inline(this.paragraph.join('\n'))}</p>`);
      this.paragraph = [];
    }
    if (kept !== 'list') this.flushList();
    if (kept !== 'quote' && this.quote.length > 0) {
      this.out.push(`<blockquote><p>${this.inline(this.quote.join('\n'))}</p></blockquote>`);
      this.quote = [];
    }
    if (kept !== 'table' && this.table.length > 0) {
      this.out.push(this.renderTable(this.table));
      this.table = [];
    }
  }

  private flushList(): void {
    if (!this.list) return;
    const tag = this.list.ordered ? 'ol' : 'ul';
    const items = this.list.items.map((item) => `<li>${this.inline(item)}</li>`);
    this.out.push(`<${tag}>\n${items.join('\n')}\n</${tag}>`);
    this.list = undefined;
  }

  private renderTable(rows: string[]): string {
    const cells = (row: string) =>
      row
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => this.inline(cell.trim()));
    const body = rows
      .filter((row) => !/^\|?[\s:|-]+\|?$/.test(row))
      .map(
        (row) =>
          `<tr>${cells(row)
            .map((cell) => `<td>${cell}</td>`)
            .join('')}</tr>`,
      );
    return `<table>\n${body.join('\n')}\n</table>`;
  }
}

/** The page's lines outside its fenced code blocks. */
function linesOutsideCode(lines: readonly string[]): string[] {
  const outside: string[] = [];
  let fence: string | undefined;
  for (const line of lines) {
    if (fence !== undefined) {
      const closing = line.trim();
      if (closing.startsWith(fence) && [...closing].every((c) => c === fence![0])) fence = undefined;
      continue;
    }
    const opening = FENCE_OPEN.exec(line);
    if (opening && !(opening[1]![0] === '`' && opening[2]!.includes('`'))) fence = opening[1]!;
    else outside.push(line);
  }
  return outside;
}

/** Reference definitions (`[label]: url`) by lower-cased label, the first of each. */
function definitionsOf(lines: readonly string[]): Map<string, string> {
  const definitions = new Map<string, string>();
  for (const line of lines) {
    const definition = DEFINITION.exec(line);
    if (!definition) continue;
    const label = definition[1]!.trim().toLowerCase();
    if (!definitions.has(label)) definitions.set(label, definition[2]!.replace(/\\([!-/:-@[-`{-~])/g, '$1'));
  }
  return definitions;
}

/**
 * A line without its comments (`{/* ... *\/}`, `<!-- ... -->`); `open` is the closing marker of a
 * comment that runs on past the line.
 */
function stripComments(line: string): { line: string; open: string | undefined } {
  if (!line.includes('{/*') && !line.includes('<!--')) return { line, open: undefined };
  let out = '';
  let rest = line;
  for (;;) {
    const jsx = rest.indexOf('{/*');
    const html = rest.indexOf('<!--');
    if (jsx < 0 && html < 0) return { line: out + rest, open: undefined };
    const isJsx = jsx >= 0 && (html < 0 || jsx < html);
    const start = isJsx ? jsx : html;
    const [opening, closing] = isJsx ? ['{/*', '*/}'] : ['<!--', '-->'];
    out += rest.slice(0, start);
    const end = rest.indexOf(closing, start + opening.length);
    if (end < 0) return { line: out, open: closing };
    rest = rest.slice(end + closing.length);
  }
}

/** Whether an `import`/`export` statement's text is whole (its braces closed, its source named). */
function esmComplete(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
  }
  return depth <= 0;
}
