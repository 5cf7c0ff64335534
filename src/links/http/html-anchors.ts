/**
 * The anchors of an HTML document, read as it streams in: every element's `id` and every `<a
 * name>`, which is where a browser scrolls for `#fragment` (HTML's "find a potential indicated
 * element"). Comments and the text of `<script>`, `<style>`, `<textarea>` and `<title>` hold none.
 * One pass over each character: a multi-MiB page is read in milliseconds.
 */
export class AnchorCollector {
  private readonly anchors = new Set<string>();
  /** An unfinished construct carried to the next chunk (a tag or comment cut by the chunk's end). */
  private pending = '';
  /** Inside the text of this element (lower case) until its end tag. */
  private rawText: string | undefined;

  write(chunk: string): void {
    const text = this.pending + chunk;
    this.pending = '';
    let i = 0;
    while (i < text.length) {
      if (this.rawText !== undefined) {
        const close = findEndTag(text, this.rawText, i);
        if (close < 0) {
          // Keep enough to see an end tag cut in two.
          this.pending = text.slice(Math.max(i, text.length - this.rawText.length - 2));
          return;
        }
        this.rawText = undefined;
        i = close;
        continue;
      }
      const open = text.indexOf('<', i);
      if (open < 0) return;
      if (open + 1 >= text.length) return this.carry(text, open);
      const next = text.charCodeAt(open + 1);
      if (text.startsWith('<!--', open)) {
        const end = text.indexOf('-->', open + 4);
        if (end < 0) return this.carry(text, open);
        i = end + 3;
      } else if (isLetter(next)) {
        const end = tagEnd(text, open + 1);
        if (end < 0) return this.carry(text, open);
        this.readTag(text.slice(open + 1, end));
        i = end + 1;
      } else if (next === 0x2f /* / */ || next === 0x21 /* ! */ || next === 0x3f /* ? */) {
        const end = text.indexOf('>', open + 2);
        if (end < 0) return this.carry(text, open);
        if (next === 0x2f)
          this.readEndTag(
            text
              .slice(open + 2, end)
              .trim()
              .toLowerCase(),
          );
        i = end + 1;
      } else {
        i = open + 1;
      }
    }
  }

  end(): ReadonlySet<string> {
    this.pending = '';
    return this.anchors;
  }

  private carry(text: string, from: number): void {
    // A "tag" longer than this is no tag a page means: drop it rather than hold the page.
    this.pending = text.length - from > 65_536 ? '' : text.slice(from);
  }

  private readTag(tag: string): void {
    const nameEnd = tag.search(/[\s/>]|$/);
    const name = tag.slice(0, nameEnd).toLowerCase();
    const attributes = this.readsAttributes ? new Map<string, string>() : undefined;
    for (const match of tag.slice(nameEnd).matchAll(ATTRIBUTE)) {
      const attribute = match[1]!.toLowerCase();
      const anchor = attribute === 'id' || (attribute === 'name' && name === 'a');
      if (!anchor && !attributes) continue;
      const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
      if (attributes && !attributes.has(attribute)) attributes.set(attribute, value);
      if (anchor && value !== '') this.anchors.add(value);
    }
    if (attributes) this.startTag(name, attributes, tag.endsWith('/'));
    if (RAW_TEXT.has(name) && !tag.endsWith('/')) this.rawText = name;
  }

  /** Subclasses that read start tags set this: the attributes of every tag are then decoded. */
  protected readonly readsAttributes: boolean = false;

  /** A start tag was read (name in lower case, attributes by lower-case name, first value kept). */
  protected startTag(_name: string, _attributes: ReadonlyMap<string, string>, _selfClosing: boolean): void {}

  /** An end tag was read (name in lower case). */
  protected readEndTag(_name: string): void {}
}

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** The index of the `>` that ends a tag whose name starts at `from`, outside quoted values; -1 if not yet. */
function tagEnd(text: string, from: number): number {
  let quote = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) {
      // A quote opens a value only after `=` (possibly with spaces).
      if (/=\s*$/.test(text.slice(Math.max(from, i - 8), i))) quote = c;
    } else if (c === 0x3e) return i;
  }
  return -1;
}

function findEndTag(text: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}[\\s/>]`, 'gi');
  pattern.lastIndex = from;
  const match = pattern.exec(text);
  return match ? match.index : -1;
}

function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}
