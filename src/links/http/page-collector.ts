import { AnchorCollector } from './html-anchors.js';

/** A link of a rendered page: its `href` as the HTML gives it (entities decoded). */
export interface RenderedLink {
  href: string;
  /**
   * Inside the site's frame (`<nav>`, `<header>`, `<footer>`, `<aside>`): the navigation and footer the
   * build puts on every page, not the page's own content.
   */
  frame: boolean;
}

/** What a rendered page links to, besides its anchors. */
export interface RenderedPage {
  links: RenderedLink[];
  /** The document's `<base href>`, when it has one: relative links resolve against it. */
  baseHref?: string | undefined;
}

const FRAME_ELEMENTS = new Set(['nav', 'header', 'footer', 'aside']);

/**
 * Reads a page's `<a href>` links (and its `<base href>`) while the anchor collector reads its ids,
 * in the same single pass. `<a>` without `href` is no link; `<link>`, `<script>` and images are
 * resources, not links a reader follows.
 */
export class PageCollector extends AnchorCollector {
  protected override readonly readsAttributes = true;
  private readonly found: RenderedLink[] = [];
  private baseHref: string | undefined;
  private frameDepth = 0;

  protected override startTag(
    name: string,
    attributes: ReadonlyMap<string, string>,
    selfClosing: boolean,
  ): void {
    if (FRAME_ELEMENTS.has(name) && !selfClosing) this.frameDepth++;
    else if (name === 'a') {
      const href = attributes.get('href')?.trim();
      if (href) this.found.push({ href, frame: this.frameDepth > 0 });
    } else if (name === 'base' && this.baseHref === undefined) {
      const href = attributes.get('href')?.trim();
      if (href) this.baseHref = href;
    }
  }

  protected override readEndTag(name: string): void {
    if (FRAME_ELEMENTS.has(name) && this.frameDepth > 0) this.frameDepth--;
  }

  page(): RenderedPage {
    return { links: this.found, ...(this.baseHref ? { baseHref: this.baseHref } : {}) };
  }
}
