import {
  cleanAnchor,
  componentSlug,
  customHeadingId,
  HeadingCounter,
  headingSlug,
  parameterAnchor,
  TocIds,
} from './anchor-slug.js';
import { extractFrontMatter } from './front-matter.js';
import { blank, tagEnd } from './page-body.js';

/**
 * Which elements of a page a `#fragment` can name, as the service's CLI collects them for
 * `broken-links --check-anchors` (learned from the `mint` package, 4.2.x; ids from anchor-slug.ts):
 * - Markdown headings of levels 1 to 4 (`#` or setext; any indentation, MDX has no indented code;
 *   not in code fences or comments). Levels 5 and 6 get no id. `## Title {#custom}` has its own.
 * - Table-of-contents entries, numbered a second time together (TocIds): those headings, JSX
 *   `<h1>`..`<h4>` and `<Heading>` on lines of their own, `<Update label>`, and `<Step>` whose
 *   titleSize (its own or its `<Steps>`') is h2 or h3 and that has no `noAnchor`. An entry takes
 *   its `id` attribute when it has one, else its text's slug. Inside Accordion, AccordionGroup,
 *   Expandable, Update, Prompt or a Visibility hidden from readers, headings are no entries but
 *   keep their first id.
 * - Any other JSX element on lines of its own with a literal `id`, except components that drop it
 *   (Note, Card, Tabs, ...: NO_ID_COMPONENTS).
 * - `<Tab>`: its id, else its title's slug, numbered apart, never one an explicit Tab id took;
 *   `<Accordion>`/`<View>` without id: ComponentSlug of the title, repeats `-1`, `-2`, ...;
 *   `<ParamField|Param|ResponseField>`: `param-<name>` from the first of query/path/body/header/name.
 * Beyond the CLI (it would call these links broken, yet browsers follow them): ids of elements
 * inside a line of text, and `<a name>`.
 */
export interface PageAnchors {
  /** Every anchor, as a link's cleaned fragment must read (see anchor-slug.ts). */
  ids: Set<string>;
  /**
   * False when some element's id cannot be known here (an `id={expression}`, a title in a script
   * this kit does not transliterate): a fragment missing from `ids` may still exist.
   */
  complete: boolean;
}

/** The anchors of a page (`text`: the whole file, front matter included): see PageAnchors. */
export function headingAnchors(text: string): Set<string> {
  const frontMatter = extractFrontMatter(text);
  return pageAnchors(text, frontMatter.kind === 'none' ? 0 : frontMatter.end).ids;
}

/** Components that never pass their `id` on to the page (the service's list). */
const NO_ID_COMPONENTS = new Set([
  'Info',
  'Warning',
  'Note',
  'Tip',
  'Check',
  'Danger',
  'Callout',
  'AccordionGroup',
  'Card',
  'CardGroup',
  'Tabs',
  'CodeGroup',
  'Column',
  'Columns',
  'CustomCode',
  'CustomComponent',
  'DynamicCustomComponent',
  'Expandable',
  'Frame',
  'GitHub',
  'Github',
  'Icon',
  'Latex',
  'Mermaid',
  'Panel',
  'Popup',
  'Prompt',
  'RequestExample',
  'ResponseExample',
  'SnippetGroup',
  'Steps',
  'Tile',
  'Tooltip',
  'Tree',
  'FileTree',
  'Variation',
  'Visibility',
  'MDX',
  'Badge',
  'Color',
  'ZoomImage',
]);
/** Components whose `id` is rendered cleaned (cleanAnchor); others render it as written. */
const CLEANED_ID_COMPONENTS = new Set(['Heading', 'Step', 'Update']);
/** Components whose headings are no table-of-contents entries. */
const NO_TOC_INSIDE = new Set(['Accordion', 'AccordionGroup', 'Expandable', 'Update', 'Prompt']);
const PARAMETER_COMPONENTS = new Set(['ParamField', 'Param', 'ResponseField']);
const PARAMETER_NAMES = new Set(['query', 'path', 'body', 'header', 'name']);

type AttributeValue =
  | { kind: 'string'; value: string }
  /** `{...}`; `literal` when it is one string literal (`{"a"}`). */
  | { kind: 'expression'; literal: string | undefined }
  | { kind: 'none' };

interface Tag {
  offset: number;
  name: string;
  closing: boolean;
  selfClosing: boolean;
  /** Where the tag's text ends (just past `>`). */
  end: number;
  /** Where its line starts (in the body). */
  lineStart: number;
  attributes: ReadonlyMap<string, AttributeValue>;
}

const NO_ATTRIBUTES: ReadonlyMap<string, AttributeValue> = new Map();

interface Heading {
  offset: number;
  level: number;
  /** The heading's text, markdown and all. */
  title: string;
  /** `{#id}` written after it, as written. */
  customId?: string;
}

interface OpenElement {
  name: string;
  hidesHeadings: boolean;
  stepTitleSize: string | undefined;
}

/** The anchors of a page whose body starts at `bodyStart` of `text` (after the front matter). */
export function pageAnchors(text: string, bodyStart = 0): PageAnchors {
  const structure = blankedStructure(text, bodyStart);
  const headings = headingsOf(text, structure, bodyStart);
  const tags = tagsOf(text, structure, bodyStart);
  const page = new AnchorCollector(text);
  // Both lists are in page order: merged, not sorted.
  for (let h = 0, t = 0; h < headings.length || t < tags.length;) {
    if (t >= tags.length || (h < headings.length && headings[h]!.offset < tags[t]!.offset))
      page.heading(headings[h++]!);
    else page.tag(tags[t++]!);
  }
  return page.finish();
}

/** The anchors of one page as its headings and tags come, in page order. */
class AnchorCollector {
  private readonly ids = new Set<string>();
  private complete = true;
  private readonly text: string;
  private headingIds: HeadingCounter | undefined;
  private toc: TocIds | undefined;
  private readonly open: OpenElement[] = [];
  private tabs: { id: AttributeValue; title: AttributeValue }[] | undefined;
  private titleCounts: Map<string, number> | undefined;
  private parameterCounts: Map<string, number> | undefined;

  constructor(text: string) {
    this.text = text;
  }

  private add(id: string | undefined): void {
    if (id === undefined) this.complete = false;
    else if (id !== '') this.ids.add(id);
  }

  private tocEntry(explicitId: string | undefined, title: string): void {
    this.toc ??= new TocIds();
    this.add(cleanAnchor(this.toc.take((explicitId && cleanAnchor(explicitId)) || headingSlug(title))));
  }

  private hidden(): boolean {
    return this.open.length > 0 && this.open.some((element) => element.hidesHeadings);
  }

  heading(heading: Heading): void {
    const title = plainText(heading.title);
    if (heading.customId !== undefined) {
      const id = customHeadingId(heading.customId);
      if (heading.level <= 4 && !this.hidden()) this.tocEntry(id, title);
      else this.add(id);
      return;
    }
    if (heading.level > 4) return;
    this.headingIds ??= new HeadingCounter();
    const first = this.headingIds.next(headingSlug(title));
    if (!this.hidden()) this.tocEntry(first, title);
    else this.add(cleanAnchor(first));
  }

  tag(tag: Tag): void {
    const { open } = this;
    if (tag.closing) {
      for (let at = open.length - 1; at >= 0; at--) {
        if (open[at]!.name !== tag.name) continue;
        open.length = at;
        break;
      }
      return;
    }
    const idValue = tag.attributes.get('id');
    if (!isFlow(tag, this.text)) {
      // Text elements: the CLI collects none, but the page renders their ids (and `<a name>`).
      if (!NO_ID_COMPONENTS.has(tag.name)) this.add(writtenId(tag.name, idValue));
      if (tag.name === 'a') this.add(writtenId('a', tag.attributes.get('name')));
      return;
    }
    if (PARAMETER_COMPONENTS.has(tag.name)) this.parameter(tag);
    else if (tag.name === 'Tab') {
      (this.tabs ??= []).push({ id: idValue ?? NO_VALUE, title: tag.attributes.get('title') ?? NO_VALUE });
      if (idValue?.kind === 'expression') this.add(idValue.literal);
    } else if ((tag.name === 'Accordion' || tag.name === 'View') && idValue === undefined) this.titled(tag);
    else if (!this.hidden() && isTocElement(tag, open)) {
      const title =
        tag.name === 'Update'
          ? stringValue(tag.attributes.get('label'))
          : tag.name === 'Step'
            ? stringValue(tag.attributes.get('title'))
            : plainText(elementText(this.text, tag));
      if (idValue?.kind === 'expression' && idValue.literal === undefined) this.complete = false;
      this.tocEntry(
        idValue?.kind === 'string'
          ? idValue.value
          : idValue?.kind === 'expression'
            ? idValue.literal
            : undefined,
        title,
      );
    } else if (!NO_ID_COMPONENTS.has(tag.name)) {
      this.add(writtenId(tag.name, idValue));
      if (tag.name === 'a') this.add(writtenId('a', tag.attributes.get('name')));
    }
    if (!tag.selfClosing) {
      open.push({
        name: tag.name,
        hidesHeadings: NO_TOC_INSIDE.has(tag.name) || (tag.name === 'Visibility' && hiddenFromReaders(tag)),
        stepTitleSize: tag.name === 'Steps' ? stringValue(tag.attributes.get('titleSize')) : undefined,
      });
    }
  }

  /** ParamField and the like: `param-<name>`, from the first of its naming attributes. */
  private parameter(tag: Tag): void {
    let named: AttributeValue | undefined;
    for (const [name, value] of tag.attributes) {
      if (!PARAMETER_NAMES.has(name)) continue;
      named = value;
      break;
    }
    if (named?.kind !== 'string' || named.value === '') return;
    this.parameterCounts ??= new Map();
    const count = this.parameterCounts.get(named.value) ?? 0;
    this.parameterCounts.set(named.value, count + 1);
    this.add(parameterAnchor(named.value, count));
  }

  /** Accordion and View without id: their title's slug, repeats numbered `-1`, `-2`. */
  private titled(tag: Tag): void {
    const title = tag.attributes.get('title');
    if (title?.kind === 'expression') this.complete = false;
    if (title?.kind !== 'string' || title.value === '') return;
    const base = componentSlug(title.value);
    if (base === undefined) {
      this.complete = false;
      return;
    }
    this.titleCounts ??= new Map();
    const key = `${tag.name}\0${base}`;
    const count = this.titleCounts.get(key) ?? 0;
    this.titleCounts.set(key, count + 1);
    this.add(count > 0 ? `${base}-${count}` : base);
  }

  finish(): PageAnchors {
    // Tab ids: explicit ones first, then each title's slug numbered past every id already taken.
    if (this.tabs) {
      const taken = new Set(this.tabs.flatMap(({ id }) => (id.kind === 'string' ? [id.value] : [])));
      const tabIds = new HeadingCounter();
      for (const { id, title } of this.tabs) {
        if (id.kind === 'string') this.add(id.value);
        else if (id.kind === 'none' && title.kind === 'string' && title.value !== '') {
          const slug = headingSlug(title.value);
          let numbered = tabIds.next(slug);
          while (taken.has(numbered)) numbered = tabIds.next(slug);
          taken.add(numbered);
          this.add(numbered);
        } else if (title.kind === 'expression') this.complete = false;
      }
    }
    return { ids: this.ids, complete: this.complete };
  }
}

const NO_VALUE: AttributeValue = { kind: 'none' };

/** Whether a flow element is a table-of-contents entry (headings, Update with label, Step of size h2/h3). */
function isTocElement(tag: Tag, open: readonly OpenElement[]): boolean {
  if (/^h[1-4]$/.test(tag.name) || tag.name === 'Heading') return true;
  if (tag.name === 'Update') return tag.attributes.has('label');
  if (tag.name !== 'Step') return false;
  const noAnchor = tag.attributes.get('noAnchor');
  if (
    noAnchor !== undefined &&
    (noAnchor.kind === 'none' ||
      (noAnchor.kind === 'string' && noAnchor.value === 'true') ||
      (noAnchor.kind === 'expression' && noAnchor.literal === undefined))
  )
    return false;
  const size =
    stringValue(tag.attributes.get('titleSize')) || open[open.length - 1]?.stepTitleSize || undefined;
  return (size === 'h2' || size === 'h3') && stringValue(tag.attributes.get('title')).trim() !== '';
}

/** `for` other than "humans" (or an expression): the service leaves its headings out of the contents. */
function hiddenFromReaders(tag: Tag): boolean {
  const audience = tag.attributes.get('for');
  if (audience?.kind === 'expression') return audience.literal !== 'humans' && audience.literal !== undefined;
  return audience?.kind !== 'string' || audience.value !== 'humans';
}

function stringValue(value: AttributeValue | undefined): string {
  return value?.kind === 'string' ? value.value : '';
}

/** The id an element renders: its literal value (cleaned for some components); undefined when unknown. */
function writtenId(name: string, value: AttributeValue | undefined): string | undefined {
  if (value === undefined || value.kind === 'none') return '';
  const id = value.kind === 'string' ? value.value : value.literal;
  if (id === undefined) return undefined;
  return CLEANED_ID_COMPONENTS.has(name) ? cleanAnchor(id) : id;
}

/** The text between a tag and its closing tag (for a heading element's title). */
function elementText(text: string, tag: Tag): string {
  if (tag.selfClosing) return '';
  const close = text.indexOf(`</${tag.name}`, tag.end);
  return text.slice(tag.end, close < 0 ? text.length : close);
}

// ---- structure: what is code or comment is blanked (offsets kept) ----

const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})/;
const COMMENT = /\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g;
const CODE_SPAN = /(`+)(?!`)(?:(?!\n[ \t]*\n)[\s\S])*?[^`]\1(?!`)/g;

/**
 * The page with its code fences, comments and code spans blanked (line breaks and offsets kept):
 * where headings and tags are looked for, from `bodyStart` on. Their text is read from the page
 * itself. Copied only where something is to be blanked.
 */
function blankedStructure(text: string, bodyStart: number): string {
  let structure = text;
  if (text.includes('```', bodyStart) || text.includes('~~~', bodyStart)) {
    const lines = text.slice(bodyStart).split('\n');
    let fence: string | undefined;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (fence !== undefined) {
        const closing = line.trim();
        if (closing.startsWith(fence) && [...closing].every((c) => c === fence![0])) fence = undefined;
        lines[i] = blank(line);
        continue;
      }
      const opening = FENCE_OPEN.exec(line);
      if (opening && !(opening[1]![0] === '`' && line.slice(opening[0].length).includes('`'))) {
        fence = opening[1]!;
        lines[i] = blank(line);
      }
    }
    structure = text.slice(0, bodyStart) + lines.join('\n');
  }
  if (structure.includes('{/*', bodyStart) || structure.includes('<!--', bodyStart))
    structure = structure.slice(0, bodyStart) + structure.slice(bodyStart).replace(COMMENT, blank);
  if (structure.includes('`', bodyStart))
    structure = structure.slice(0, bodyStart) + structure.slice(bodyStart).replace(CODE_SPAN, blank);
  return structure;
}

// ---- headings ----

/** What may stand before an ATX heading's `#` on its line: indentation, blockquote and list markers. */
const ATX_PREFIX = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*$/;
const CUSTOM_ID = /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t]*\{[ \t]*#([^}]+?)[ \t]*\}[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*\r?$/gm;
const SETEXT_HINT = /\n {0,3}[=-]/g;
/** Lines that cannot be a setext heading's text: blocks of their own. */
const NOT_PARAGRAPH =
  /^[ \t]*(?:[<{|>#]|[-*+][ \t]|\d{1,9}[.)][ \t]|import[ \t]|export[ \t]|[=-]+[ \t]*\r?$)/;

function headingsOf(text: string, structure: string, bodyStart: number): Heading[] {
  const headings: Heading[] = [];
  // Found from each `#`, which is much faster than a multiline pattern tried at every offset.
  for (let hash = structure.indexOf('#', bodyStart); hash >= 0;) {
    const lineStart = structure.lastIndexOf('\n', hash - 1) + 1;
    const lineEnd = endOfLine(structure, hash);
    let marks = 1;
    while (marks < 7 && structure[hash + marks] === '#') marks++;
    const next = structure[hash + marks];
    if (
      lineStart >= bodyStart &&
      marks <= 6 &&
      (next === undefined || next === ' ' || next === '\t' || next === '\r' || next === '\n') &&
      (lineStart === hash || ATX_PREFIX.test(structure.slice(lineStart, hash)))
    ) {
      const original = text.slice(lineStart, lineEnd).replace(/\r$/, '');
      const custom = CUSTOM_ID.exec(original);
      if (custom) {
        headings.push({
          offset: lineStart,
          level: custom[1]!.length,
          title: custom[2]!,
          customId: custom[3]!,
        });
      } else {
        const title = original
          .slice(hash - lineStart + marks)
          .replace(/(?:^|[ \t]+)#+[ \t]*$/, '')
          .trim();
        headings.push({ offset: lineStart, level: marks, title });
      }
    }
    hash = structure.indexOf('#', lineEnd);
  }
  let setext = false;
  SETEXT_HINT.lastIndex = Math.max(0, bodyStart - 1);
  if (!SETEXT_HINT.test(structure)) return headings;
  SETEXT_UNDERLINE.lastIndex = bodyStart;
  for (let match = SETEXT_UNDERLINE.exec(structure); match; match = SETEXT_UNDERLINE.exec(structure)) {
    // The paragraph just above, if any: its lines up to a blank line or another block.
    let start = match.index;
    while (start > bodyStart) {
      const previous = structure.lastIndexOf('\n', start - 2) + 1;
      const line = structure.slice(Math.max(previous, bodyStart), start - 1);
      if (line.trim() === '' || NOT_PARAGRAPH.test(line)) break;
      start = Math.max(previous, bodyStart);
    }
    if (start === match.index) continue;
    headings.push({
      offset: start,
      level: match[1]![0] === '=' ? 1 : 2,
      title: text
        .slice(start, match.index - 1)
        .replace(/\r/g, '')
        .trim(),
    });
    setext = true;
  }
  return setext ? headings.sort((a, b) => a.offset - b.offset) : headings;
}

function endOfLine(text: string, from: number): number {
  const newline = text.indexOf('\n', from);
  return newline < 0 ? text.length : newline;
}

// ---- tags ----

const TAG_START = /<(\/?)([A-Za-z][\w.-]*)(?=[\s/>])/g;
const ATTRIBUTE_NAME = /[A-Za-z_:][\w:.-]*/y;
/** What may stand before a flow tag on its line, and after it: other tags and spaces. */
const ONLY_TAGS_BEFORE = /^[ \t>]*(?:<\/?[A-Za-z][^<>]*>[ \t]*)*$/;
const ONLY_TAGS_AFTER = /^(?:[ \t]*<\/?[A-Za-z][^<>]*>)*[ \t]*\r?$/;

/**
 * Whether a tag stands alone on its lines (with other tags at most): a flow element to the MDX
 * parser, which the service gives ids; otherwise it is text. Read on the page itself: a code span
 * after a tag makes it text too.
 */
function isFlow(tag: Tag, text: string): boolean {
  return (
    ONLY_TAGS_BEFORE.test(text.slice(tag.lineStart, tag.offset)) &&
    ONLY_TAGS_AFTER.test(text.slice(tag.end, endOfLine(text, tag.end)))
  );
}

function tagsOf(text: string, structure: string, bodyStart: number): Tag[] {
  const tags: Tag[] = [];
  TAG_START.lastIndex = bodyStart;
  for (let match = TAG_START.exec(structure); match; match = TAG_START.exec(structure)) {
    const offset = match.index;
    const end = tagEnd(structure, offset + match[0].length);
    if (end < 0) continue;
    TAG_START.lastIndex = end;
    const closing = match[1] === '/';
    const inside = text.slice(offset + match[0].length, end - 1);
    const selfClosing = !closing && /\/\s*$/.test(inside);
    tags.push({
      offset,
      name: match[2]!,
      closing,
      selfClosing,
      end,
      lineStart: Math.max(structure.lastIndexOf('\n', offset - 1) + 1, bodyStart),
      attributes:
        closing || /^[\s/]*$/.test(inside)
          ? NO_ATTRIBUTES
          : parseAttributes(selfClosing ? inside.replace(/\/\s*$/, '') : inside),
    });
  }
  return tags;
}

/** The attributes of a tag, in order: `a="x"`, `a='x'`, `a={...}`, and `a` alone. */
function parseAttributes(source: string): Map<string, AttributeValue> {
  const attributes = new Map<string, AttributeValue>();
  let i = 0;
  while (i < source.length) {
    while (i < source.length && /\s/.test(source[i]!)) i++;
    if (source[i] === '{') {
      // A spread `{...props}`: names nothing here.
      i = expressionEnd(source, i);
      continue;
    }
    ATTRIBUTE_NAME.lastIndex = i;
    const name = ATTRIBUTE_NAME.exec(source);
    if (!name) {
      i++;
      continue;
    }
    i += name[0].length;
    let j = i;
    while (j < source.length && /\s/.test(source[j]!)) j++;
    if (source[j] !== '=') {
      if (!attributes.has(name[0])) attributes.set(name[0], { kind: 'none' });
      continue;
    }
    j++;
    while (j < source.length && /\s/.test(source[j]!)) j++;
    const quote = source[j];
    let value: AttributeValue;
    if (quote === '"' || quote === "'") {
      const close = source.indexOf(quote, j + 1);
      const end = close < 0 ? source.length : close;
      value = { kind: 'string', value: decodeEntities(source.slice(j + 1, end)) };
      i = end + 1;
    } else if (quote === '{') {
      const end = expressionEnd(source, j);
      const literal = /^\{\s*(?:"([^"\\]*)"|'([^'\\]*)'|`([^`$\\]*)`)\s*\}$/.exec(source.slice(j, end));
      value = { kind: 'expression', literal: literal ? (literal[1] ?? literal[2] ?? literal[3]) : undefined };
      i = end;
    } else {
      i = j;
      continue;
    }
    if (!attributes.has(name[0])) attributes.set(name[0], value);
  }
  return attributes;
}

function expressionEnd(source: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return source.length;
}

// ---- a heading's markdown as plain text ----

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rarr: '→',
  larr: '←',
};

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g,
    (whole, dec, hex, name) => {
      if (dec !== undefined || hex !== undefined) {
        const code = dec !== undefined ? Number(dec) : parseInt(hex as string, 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
      }
      return ENTITIES[name as string] ?? whole;
    },
  );
}

/** Private-use stand-ins for escaped punctuation, so that `\*` is no emphasis. */
const ESCAPE_BASE = 0xe000;

/**
 * The text of a heading's markdown, as the table of contents reads it: code spans keep their text,
 * links their text; images, footnote references, expressions, inline math and tags give nothing;
 * emphasis and strikethrough markers go; escapes and entities are undone.
 */
export function plainText(markdown: string): string {
  if (!/[\\`]/.test(markdown)) return inlineMarkupText(markdown);
  const parts: string[] = [];
  let rest = markdown.replace(/\\([!-/:-@[-`{-~])/g, (_, c: string) =>
    String.fromCharCode(ESCAPE_BASE + c.charCodeAt(0)),
  );
  // Code spans first: nothing inside them is markup.
  for (;;) {
    const code = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/.exec(rest);
    if (!code) break;
    parts.push(inlineMarkupText(rest.slice(0, code.index)));
    const inner = code[2]!.replace(/\n/g, ' ');
    parts.push(/^ .* $/.test(inner) && inner.trim() !== '' ? inner.slice(1, -1) : inner);
    rest = rest.slice(code.index + code[0].length);
  }
  parts.push(inlineMarkupText(rest));
  return parts
    .join('')
    .replace(/[\ue000-\ue07f]/g, (c) => String.fromCharCode(c.charCodeAt(0) - ESCAPE_BASE));
}

/** Characters that may start inline markup (anything else is plain text). */
const MARKUP = /[![<{$*_~&]/;

function inlineMarkupText(text: string): string {
  if (!MARKUP.test(text)) return text;
  let out = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[\^[^\]]+\]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[A-Za-z][^<>]*>/g, '')
    .replace(/\{[^{}]*\}/g, '')
    .replace(/(\$+)(?!\$)[\s\S]*?[^$]\1(?!\$)/g, '');
  // Emphasis and strikethrough, innermost first; `_` only at a word's edge (snake_case stays).
  for (let pass = 0; pass < 3; pass++) {
    const before = out;
    out = out
      .replace(/(\*{1,3})(?=\S)([^*]*?\S)\1/g, '$2')
      .replace(/(^|[^\p{L}\p{N}_])(_{1,3})(?=\S)([^_]*?\S)\2(?![\p{L}\p{N}_])/gu, '$1$3')
      .replace(/(~{1,2})(?=\S)([^~]*?\S)\1/g, '$2');
    if (out === before) break;
  }
  return decodeEntities(out);
}
