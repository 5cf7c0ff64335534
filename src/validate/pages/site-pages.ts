import type { GeneratedPage } from '../types.js';

/** One page the service publishes. */
export interface SitePage {
  /** Site path, starting with `/` (`/` for the root `index`), or the URL given by `x-doc.href`. */
  url: string;
  /** `file`: an MDX/Markdown page of the repository; `openapi`: generated from a spec operation. */
  kind: 'file' | 'openapi';
  /** The page's file (posix, relative to the docs root), or the spec of a generated page. */
  source: string;
  /** For generated pages: the endpoint, with the URL the build really gives it (`-1`, `-2` suffixes). */
  endpoint?: GeneratedPage;
  /** Snippet files the page imports, as repository paths (file pages only). */
  snippets: string[];
}

/** Every published page of a documentation repository, and which pages use which snippet. */
export interface SiteMap {
  /** Sorted by URL. */
  pages: SitePage[];
  byUrl: ReadonlyMap<string, SitePage>;
  /** Whether some page's URL is below `folder` (`/guides` for `/guides/setup`). */
  hasPagesUnder(folder: string): boolean;
  /** The page a repository file is published as (undefined for snippets, ignored and non-page files). */
  pageOfFile(file: string): SitePage | undefined;
  /** Pages that import a snippet file, directly or through other snippets. */
  pagesUsingSnippet(file: string): SitePage[];
}

const PAGE_FILE = /\.mdx?$/i;

/**
 * Snippets live in the `snippets/` (or the older `_snippets/`) folder of the docs root, whatever its
 * case: they are imported, never published.
 */
export function isSnippetFile(file: string): boolean {
  return /^_?snippets\//i.test(file);
}

/** `.md` files the build never publishes, in any folder and any case (its `.mdx` variants are pages). */
const NOT_PAGES_MD = /(?:^|\/)(?:readme|license|contributing|contribute)\.md$/i;

/**
 * The URL the service publishes a repository file at: its path without extension, `index` as its
 * folder (`guides/index.mdx` is `/guides`, `index.mdx` is `/`). Undefined for files that are not
 * pages (not `.mdx`/`.md`, snippets, or a README/LICENSE/CONTRIBUTING/CONTRIBUTE `.md` anywhere, as
 * the build leaves them out). Ignored files are the caller's to leave out.
 */
export function pageUrlOfFile(file: string): string | undefined {
  if (!PAGE_FILE.test(file) || isSnippetFile(file) || NOT_PAGES_MD.test(file)) return undefined;
  const path = file.replace(PAGE_FILE, '');
  const folder = path === 'index' ? '' : path.endsWith('/index') ? path.slice(0, -'/index'.length) : path;
  return `/${folder}`;
}

/**
 * The URLs of a site's pages and the folders that hold them: all that a link check looks up. Filled
 * page by page, so that links can be checked against the file pages before the generated pages are
 * known.
 */
export class SiteUrls {
  private readonly urls = new Set<string>();
  private readonly folders = new Set<string>();
  private readonly included: SiteUrls[] = [];

  /** Counts another site's URLs (and folders) as this one's from now on, without copying them. */
  include(other: SiteUrls): void {
    this.included.push(other);
  }

  add(url: string): void {
    if (this.urls.has(url)) return;
    this.urls.add(url);
    for (let slash = url.lastIndexOf('/'); slash > 0; slash = url.lastIndexOf('/', slash - 1)) {
      const folder = url.slice(0, slash);
      // Its own folders were added with it.
      if (this.folders.has(folder)) break;
      this.folders.add(folder);
    }
  }

  has(url: string): boolean {
    return this.urls.has(url) || this.included.some((other) => other.has(url));
  }

  /** Whether some page's URL is below `folder` (`/guides` for `/guides/setup`). */
  hasPagesUnder(folder: string): boolean {
    return this.folders.has(folder) || this.included.some((other) => other.hasPagesUnder(folder));
  }
}

/**
 * Builds the site map from what a validation run knows: the published files (ignored ones already
 * left out), the snippets each file imports, and the generated API pages with their real URLs.
 * A file page and a generated page on the same URL: the file page wins, as an explicit page does.
 */
export function buildSiteMap(input: {
  files: readonly string[];
  imports: ReadonlyMap<string, readonly string[]>;
  generated: readonly GeneratedPage[];
}): SiteMap {
  const byUrl = new Map<string, SitePage>();
  const byFile = new Map<string, SitePage>();
  for (const file of input.files) {
    const url = pageUrlOfFile(file);
    if (url === undefined) continue;
    const page: SitePage = {
      url,
      kind: 'file',
      source: file,
      snippets: [...(input.imports.get(file) ?? [])],
    };
    byFile.set(file, page);
    // `a.mdx` beside `a.md` (or `a/index.mdx`): the first in path order is kept.
    if (!byUrl.has(url)) byUrl.set(url, page);
  }
  for (const endpoint of input.generated) {
    if (byUrl.has(endpoint.url)) continue;
    byUrl.set(endpoint.url, {
      url: endpoint.url,
      kind: 'openapi',
      source: endpoint.spec,
      endpoint,
      snippets: [],
    });
  }

  const users = new Map<string, Set<SitePage>>();
  for (const page of byFile.values()) {
    const seen = new Set<string>();
    const queue = [...page.snippets];
    while (queue.length > 0) {
      const snippet = queue.pop()!;
      if (seen.has(snippet)) continue;
      seen.add(snippet);
      const set = users.get(snippet) ?? new Set<SitePage>();
      set.add(page);
      users.set(snippet, set);
      queue.push(...(input.imports.get(snippet) ?? []));
    }
  }
  const urls = new SiteUrls();
  for (const url of byUrl.keys()) urls.add(url);
  // Sorted on first use: validation looks pages up by URL and never lists them.
  let pages: SitePage[] | undefined;
  return {
    get pages() {
      return (pages ??= [...byUrl.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)));
    },
    byUrl,
    hasPagesUnder: (folder) => urls.hasPagesUnder(folder),
    pageOfFile: (file) => byFile.get(file),
    pagesUsingSnippet: (file) =>
      [...(users.get(file) ?? [])].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)),
  };
}
