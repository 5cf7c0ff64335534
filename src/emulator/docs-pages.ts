import { readFile, realpath, stat } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { load as loadLenientYaml } from 'js-yaml';
import type { SitePage } from '../validate/index.js';
import { mapSitePages } from '../validate/index.js';
import { redirectDestination, redirectPatterns } from '../validate/pages/check-links.js';
import type { CompiledRedirect } from '../validate/pages/check-links.js';
import { extractFrontMatter } from '../validate/pages/front-matter.js';
import { titleFromSlug } from '../validate/pages/slug.js';
import { isRecord } from '../validate/source/json-path.js';
import { normalizeRepoPath } from '../validate/source/repo-files.js';
import { parseSimpleFrontMatter } from '../validate/source/simple-front-matter.js';

/** One page of a documentation folder, as the site serves it. */
export interface DocsPage {
  /** Site path starting with `/`, as the validator's site map gives it (`/` for the root index). */
  url: string;
  title: string;
  kind: SitePage['kind'];
  /** The page's file relative to the folder (file pages), or the spec of a generated page. */
  source: string;
  /** Generated API pages: `METHOD /path` (or `WEBHOOK name`). */
  operation?: string;
}

export interface SiteRedirect {
  compiled: CompiledRedirect;
  permanent: boolean;
}

/** Where a request path of a site leads. */
export type SiteAnswer =
  | { kind: 'page'; page: DocsPage }
  /** `<page>.md`: the page as Markdown, as the service serves any page for AI tools. */
  | { kind: 'markdown'; page: DocsPage }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'file'; file: string; contentType: string }
  | { kind: 'none' };

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.yaml': 'application/yaml',
  '.yml': 'application/yaml',
  '.html': 'text/html; charset=utf-8',
};

/** Files of the folder the site never serves as they are: pages, the site's configuration, dot files. */
const NOT_STATIC = /(?:^|\/)\.|\.mdx?$|^docs\.json$/i;

/**
 * The pages of a documentation folder with their URLs (the validator's own site map: file pages,
 * navigation pages and generated API pages), in navigation order, their titles, the home page and
 * docs.json's redirects. Read once; page bodies are read on each request (renderDocsPage).
 */
export class DocsSite {
  readonly dir: string;
  /** Navigation order first, then the other pages by URL. */
  readonly pages: readonly DocsPage[];
  /** The root `index` page, else the navigation's first page, else the first page. */
  readonly home: DocsPage | undefined;
  private readonly byUrl: ReadonlyMap<string, DocsPage>;
  private readonly redirects: readonly SiteRedirect[];

  private constructor(dir: string, pages: DocsPage[], home: DocsPage | undefined, redirects: SiteRedirect[]) {
    this.dir = dir;
    this.pages = pages;
    this.home = home;
    this.byUrl = new Map(pages.map((page) => [page.url, page]));
    this.redirects = redirects;
  }

  static async load(dir: string): Promise<DocsSite> {
    const root = resolve(dir);
    const map = await mapSitePages({ dir: root, fetchUrls: false });
    const config = await readDocsJson(root);
    const served = map.pages.filter((page) => page.url.startsWith('/'));
    const pages = await mapInBatches(served, (page) => docsPage(root, page));
    const byFile = new Map<string, DocsPage>();
    for (const page of pages) if (page.kind === 'file') byFile.set(page.source, page);
    const inNavigation: DocsPage[] = [];
    for (const name of navigationPageNames(config?.navigation)) {
      const page = pageOfName(name, byFile);
      if (page && !inNavigation.includes(page)) inNavigation.push(page);
    }
    const ordered = [...inNavigation, ...pages.filter((page) => !inNavigation.includes(page))];
    const home = ordered.find((page) => page.url === '/') ?? inNavigation[0] ?? ordered[0];
    return new DocsSite(root, ordered, home, readRedirects(config?.redirects));
  }

  /**
   * What `path` (relative to the site root, decoded, without query) answers: a page (with or
   * without a trailing slash, an `index` page also at `.../index`), a redirect of docs.json, a
   * static file of the folder, or nothing.
   */
  async answer(path: string): Promise<SiteAnswer> {
    const trimmed = path.replace(/^\/+|\/+$/g, '').replace(/(?:^|\/)index$/, '');
    const url = `/${trimmed}`;
    // Without a root index the home is the navigation's first page: sent there, so that its
    // relative links resolve as on its own address.
    if (url === '/' && this.home && this.home.url !== '/')
      return { kind: 'redirect', location: this.home.url, status: 302 };
    const page = this.byUrl.get(url);
    if (page) return { kind: 'page', page };
    const markdown = url.endsWith('.md')
      ? this.byUrl.get(url.slice(0, -3).replace(/\/index$/, '') || '/')
      : undefined;
    if (markdown) return { kind: 'markdown', page: markdown };
    const redirect = this.redirectOf(url);
    if (redirect) return redirect;
    const file = await this.staticFile(path.replace(/^\/+/, ''));
    if (file) return file;
    // A folder that holds pages: sent to its first page in the navigation's order.
    const first = this.pages.find((candidate) => candidate.url.startsWith(`${url}/`));
    return first ? { kind: 'redirect', location: first.url, status: 302 } : { kind: 'none' };
  }

  private redirectOf(url: string): SiteAnswer | undefined {
    for (const { compiled, permanent } of this.redirects) {
      const match = compiled.pattern.exec(url);
      if (!match || compiled.destination === undefined) continue;
      return {
        kind: 'redirect',
        location: redirectDestination(compiled.destination, match),
        status: permanent ? 301 : 302,
      };
    }
    return undefined;
  }

  private async staticFile(path: string): Promise<SiteAnswer | undefined> {
    if (path === '' || path.endsWith('/') || NOT_STATIC.test(path)) return undefined;
    const file = resolve(this.dir, ...path.split('/'));
    if (!file.startsWith(this.dir + sep)) return undefined;
    try {
      const real = await realpath(file);
      const realDir = await realpath(this.dir);
      if (!real.startsWith(realDir + sep) || !(await stat(real)).isFile()) return undefined;
    } catch {
      return undefined;
    }
    const contentType = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    return { kind: 'file', file, contentType };
  }
}

/** Files read at once while the index is made: a large site must not run out of file handles. */
const READ_BATCH = 64;

async function mapInBatches<T, R>(items: readonly T[], map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += READ_BATCH)
    results.push(...(await Promise.all(items.slice(at, at + READ_BATCH).map(map))));
  return results;
}

async function docsPage(root: string, page: SitePage): Promise<DocsPage> {
  if (page.kind === 'openapi') {
    const endpoint = page.endpoint;
    return {
      url: page.url,
      title: endpoint?.title ?? titleFromSlug(page.url.slice(1)),
      kind: 'openapi',
      source: page.source,
      ...(endpoint ? { operation: `${endpoint.method} ${endpoint.path}` } : {}),
    };
  }
  const text = await readFile(join(root, ...page.source.split('/')), 'utf8').catch(() => '');
  return {
    url: page.url,
    title: frontMatterTitle(text) ?? titleFromSlug(page.source.replace(/\.mdx?$/i, '')),
    kind: 'file',
    source: page.source,
  };
}

/** The `title` of a page's front matter, read as the build reads it; undefined when it has none. */
export function frontMatterTitle(text: string): string | undefined {
  const front = extractFrontMatter(text);
  if (front.kind !== 'yaml') return undefined;
  let data: unknown = parseSimpleFrontMatter(front.yaml);
  if (data === undefined) {
    try {
      data = loadLenientYaml(front.yaml);
    } catch {
      return undefined;
    }
  }
  const title = isRecord(data) ? data.title : undefined;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : undefined;
}

async function readDocsJson(root: string): Promise<Record<string, unknown> | undefined> {
  try {
    const data: unknown = await resolveRefs(
      JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')),
      root,
    );
    return isRecord(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** `$ref` files nested deeper than this are left as they are (a loop, or no sensible site). */
const MAX_REF_DEPTH = 8;

/**
 * docs.json with every `{"$ref": "./file.json"}` replaced by that file's JSON, as the build resolves
 * `$ref` anywhere in docs.json (navigation, redirects, ...); a file's own `$ref`s are relative to it.
 * One that cannot be read stays as it is.
 */
async function resolveRefs(node: unknown, folder: string, root = folder, depth = 0): Promise<unknown> {
  if (Array.isArray(node)) return Promise.all(node.map((item) => resolveRefs(item, folder, root, depth)));
  if (!isRecord(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string' && Object.keys(node).length === 1 && depth < MAX_REF_DEPTH) {
    // `/x.json` is the docs folder's; a file outside the folder is never read.
    const path = ref.startsWith('/') ? resolve(root, ref.slice(1)) : resolve(folder, ref);
    if (!path.startsWith(`${resolve(root)}${sep}`)) return node;
    try {
      const data: unknown = JSON.parse(await readFile(path, 'utf8'));
      return await resolveRefs(data, dirname(path), root, depth + 1);
    } catch {
      return node;
    }
  }
  const entries = await Promise.all(
    Object.entries(node).map(
      async ([key, value]) => [key, await resolveRefs(value, folder, root, depth)] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** Page names of the navigation in the order they appear: `pages` strings and groups' `root`. */
function navigationPageNames(node: unknown, names: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const item of node) navigationPageNames(item, names);
  } else if (isRecord(node)) {
    if (typeof node.root === 'string') names.push(node.root);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pages' && Array.isArray(value)) {
        for (const entry of value) {
          if (typeof entry === 'string') names.push(entry);
          else navigationPageNames(entry, names);
        }
      } else if (key !== 'openapi' && typeof value === 'object') navigationPageNames(value, names);
    }
  }
  return names;
}

/** The page a navigation name stands for, found as the validator finds its file. */
function pageOfName(name: string, byFile: ReadonlyMap<string, DocsPage>): DocsPage | undefined {
  const path = normalizeRepoPath(name);
  if (path === undefined) return undefined;
  const candidates = /\.mdx?$/i.test(path)
    ? [path]
    : [`${path}.mdx`, `${path}.md`, `${path}/index.mdx`, `${path}/index.md`];
  for (const file of candidates) {
    const page = byFile.get(file);
    if (page) return page;
  }
  return undefined;
}

function readRedirects(value: unknown): SiteRedirect[] {
  if (!Array.isArray(value)) return [];
  const redirects: SiteRedirect[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.source !== 'string' || typeof entry.destination !== 'string')
      continue;
    const [compiled] = redirectPatterns([{ source: entry.source, destination: entry.destination }]);
    redirects.push({ compiled: compiled!, permanent: entry.permanent !== false });
  }
  return redirects;
}
