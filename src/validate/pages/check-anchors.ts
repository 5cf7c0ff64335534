import { readFileSync } from 'node:fs';
import type { Findings } from '../findings.js';
import { fileAt } from '../source/repo-files.js';
import type { FileRoot } from '../source/repo-files.js';
import { ownString } from '../source/own-string.js';
import { cleanAnchor } from './anchor-slug.js';
import { importedPath, internalPath, resolveCandidates } from './check-links.js';
import type { LinkContext } from './check-links.js';
import { extractFrontMatter } from './front-matter.js';
import { pageAnchors } from './heading-anchors.js';
import type { BodyReference } from './page-body.js';
import { isSnippetFile, pageUrlOfFile } from './site-pages.js';
import type { SiteUrls } from './site-pages.js';

/**
 * The `link-anchor-missing` rule: an internal link's `#fragment` must name an anchor of the page it
 * leads to (heading-anchors.ts), compared as the service's CLI compares it (`broken-links
 * --check-anchors`): percent-decoded and cleaned (anchor-slug.ts). Only where the target's anchors
 * can be known: a file page of the repository (the linking page itself for `#x`). Links to generated
 * API pages, to pages whose front matter makes the build generate their content (`openapi`,
 * `openapi-schema`, `api`), to folders, redirects and files, and links in snippets are not judged;
 * nor are pages that hold ids this kit cannot compute or import a script snippet whose code sets
 * ids. Anchors of the markdown snippets a page imports count as the page's. Text fragments
 * (`#:~:text=`) and `#top` always work in a browser.
 */

/** A page's internal links that name a fragment. */
export interface AnchorLinks {
  file: string;
  links: BodyReference[];
}

/** What the pages read hand on to the anchor check: plain data, sent between threads. */
export interface AnchorInput {
  links: AnchorLinks[];
  /** Each page's and snippet's recorded anchors (recordAnchors, withImports), by file. */
  anchors: Map<string, string>;
}

/** Reads a repository file's text; undefined when it cannot be read. */
export type ReadText = (file: string) => string | undefined;

/** The repository's files as the validation reads them (synchronously, like the pages: check-mdx.ts). */
export function repositoryText(root: FileRoot): ReadText {
  return (file) => {
    try {
      return readFileSync(fileAt(root, file), 'utf8');
    } catch {
      return undefined;
    }
  };
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The links that name a fragment of a page of the site (the linking page included). */
export function fragmentLinks(links: readonly BodyReference[]): BodyReference[] {
  return links.filter(({ target }) => {
    const hash = target.indexOf('#');
    if (hash < 0 || hash === target.length - 1) return false;
    const text = target.trim();
    return !text.startsWith('//') && !SCHEME.test(text) && !/[{}$<>]/.test(text);
  });
}

/** The page files the site publishes, by URL (the first in path order where two share one). */
export class SitePageFiles {
  private readonly published: (file: string) => boolean;
  private readonly listed: (() => Iterable<string>) | undefined;
  private byUrl: PageFilesByUrl | undefined;
  private lookups = 0;
  private markdown: boolean | undefined;

  /** The site's page files as an index of every published page file gives them. */
  static indexed(index: PageFilesByUrl): SitePageFiles {
    const pages = new SitePageFiles(() => true);
    pages.byUrl = index;
    return pages;
  }

  /**
   * `published`: whether a file is a published page file (ignored ones the navigation lists
   * included); `listed`, those files: after INDEX_AFTER lookups, each URL's page is found in an
   * index made in one pass over them (a few lookups by name cost less than the pass).
   */
  constructor(published: (file: string) => boolean, listed?: () => Iterable<string>) {
    this.published = published;
    this.listed = listed;
  }

  /** The page file published at `url`, if a file page is (`.md` before `.mdx`, as path order has them). */
  fileAt(url: string): string | undefined {
    if (this.listed && !this.byUrl && ++this.lookups > INDEX_AFTER) {
      this.byUrl = new PageFilesByUrl();
      for (const file of this.listed()) if (this.published(file)) this.byUrl.add(file);
    }
    if (this.byUrl) return this.byUrl.get(url);
    // Where no listed file is a `.md` one (most sites), no `.md` name is looked up.
    this.markdown ??= this.listed === undefined || someMarkdown(this.listed());
    const stem = pageFileStem(url);
    for (const ending of this.markdown ? PAGE_FILE_ENDINGS : MDX_PAGE_FILE_ENDINGS) {
      const file = stem + ending;
      if (this.published(file) && pageUrlOfFile(file) === url) return file;
    }
    return undefined;
  }
}

/**
 * What SitePageFiles.fileAt answers for every URL, from the published page files added: per URL the
 * file of the first name in PAGE_FILE_ENDINGS order, whatever order they are added in.
 */
export class PageFilesByUrl {
  private readonly files = new Map<string, string>();
  private readonly ranks = new Map<string, number>();

  /** `url`: the file's pageUrlOfFile, when the caller has it. */
  add(file: string, url = pageUrlOfFile(file)): void {
    if (url === undefined) return;
    const stem = pageFileStem(url);
    const rank = file.startsWith(stem) ? PAGE_FILE_ENDINGS.indexOf(file.slice(stem.length)) : -1;
    if (rank < 0) return;
    const held = this.ranks.get(url);
    if (held === undefined || rank < held) {
      this.ranks.set(url, rank);
      this.files.set(url, file);
    }
  }

  get(url: string): string | undefined {
    return this.files.get(url);
  }
}

/** Lookups by name before SitePageFiles indexes the listed files. */
const INDEX_AFTER = 64;

/** What the names of the files a page can be published from end with, in path order. */
const PAGE_FILE_ENDINGS = ['.md', '.mdx', '/index.md', '/index.mdx'];
const MDX_PAGE_FILE_ENDINGS = ['.mdx', '/index.mdx'];

function someMarkdown(files: Iterable<string>): boolean {
  for (const file of files) if (file.endsWith('.md')) return true;
  return false;
}

function pageFileStem(url: string): string {
  return url === '/' ? 'index' : url.slice(1);
}

/** The files a page published at `url` can be, in path order. */
function pageFileNames(url: string): string[] {
  const stem = pageFileStem(url);
  return PAGE_FILE_ENDINGS.map((ending) => stem + ending);
}

/**
 * What the rule needs of a page, recorded when the page is read (readPage), so that no page is read
 * twice: `!` when its anchors cannot be known (generated content, ids this kit cannot compute, a
 * script that sets ids), else its anchors, one a line. checkPage adds the snippets it imports
 * (withImports). `frontMatter`: the page's YAML, if it has some.
 */
export function recordAnchors(file: string, text: string, bodyStart: number, frontMatter?: string): string {
  // A script snippet renders the ids its importer gives it (read there), and those its code sets.
  if (SCRIPT_FILE.test(file)) return SETS_ID.test(text) ? UNKNOWN : '';
  if (frontMatter !== undefined && GENERATED_CONTENT.test(frontMatter)) return UNKNOWN;
  const { ids, complete } = pageAnchors(text, bodyStart);
  if (!complete) return UNKNOWN;
  // One a line, with a line break before the first and after the last: KnownAnchors looks an id up
  // as `\n<id>\n` in it, without splitting the list.
  return ids.size === 0 ? '' : ownString(`\n${[...ids].join('\n')}\n`);
}

const SCRIPT_FILE = /\.(jsx|tsx?|js)$/i;
/** `id=`, `id:` or a destructured `{ id }` in a script: it may set an id. */
const SETS_ID = /\bid\s*[=:]|[{,]\s*id\s*[},]/;
const UNKNOWN = '!';
const NEWLINE = 10;
const IMPORTS = '\0';

/** A recorded page's anchors with the repository files it imports (checkImports resolved them). */
export function withImports(recorded: string, imports: readonly string[]): string {
  return imports.length === 0 || recorded === UNKNOWN
    ? recorded
    : `${recorded}${IMPORTS}${imports.join('\n')}`;
}

/** The files a record (withImports) says its page imports. */
export function recordedImports(record: string): string[] {
  const at = record.indexOf(IMPORTS);
  return at < 0 ? [] : record.slice(at + 1).split('\n');
}

/**
 * A page's anchors with those of the markdown snippets it imports: their recorded lists, looked up
 * as they are (most links name an anchor that exists), a set built only to suggest near ones.
 */
class KnownAnchors {
  /** The page's own list (recordAnchors), then each imported snippet's, in the order they are imported. */
  readonly lists: readonly string[];
  /** Some come from snippets: how the build numbers repeats across them is not known. */
  readonly fromSnippets: boolean;

  constructor(lists: readonly string[], fromSnippets: boolean) {
    this.lists = lists;
    this.fromSnippets = fromSnippets;
  }

  has(id: string): boolean {
    // No id of a list holds its separator: `a\nb` would span two lines.
    if (id.includes('\n')) return false;
    const line = `\n${id}\n`;
    return this.lists.some((list) => list.includes(line));
  }

  /** Every id, the page's first, each once. */
  ids(): Set<string> {
    const ids = new Set<string>();
    for (const list of this.lists) for (const id of list.slice(1, -1).split('\n')) ids.add(id);
    return ids;
  }
}

const NO_ANCHORS = new KnownAnchors([], false);

const IMPORT = /^import\s+(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"'\n]+)["']/gm;
const SNIPPET_EXTENSIONS = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];
const GENERATED_CONTENT = /^(?:openapi|openapi-schema|api)[ \t]*:/m;

/**
 * The anchors of the pages links lead to: as recorded when the pages were read, else (a page the
 * validation did not read: an ignored snippet) read now. Decoded once per page a link needs.
 */
export class AnchorIndex {
  /** By page; the snippets pages import apart, in a small map that most lookups find. */
  private readonly known = new Map<string, KnownAnchors | null>();
  private readonly knownSnippets = new Map<string, KnownAnchors | null>();
  private readonly recorded: (file: string) => string | undefined;
  private readonly read: ReadText;
  private readonly files: ReadonlySet<string>;

  /** `files`: every file of the repository, to resolve the imports of pages read here. */
  constructor(recorded: (file: string) => string | undefined, read: ReadText, files: ReadonlySet<string>) {
    this.recorded = recorded;
    this.read = read;
    this.files = files;
  }

  /**
   * Whether the page's own recorded list holds `id`, read in the record as it is: most links name an
   * anchor of the page itself, and are then judged without decoding its record. False says nothing.
   */
  ownListHas(file: string, id: string): boolean {
    const record = this.recorded(file);
    if (record === undefined || id === '' || id.includes('\n')) return false;
    const imports = record.indexOf(IMPORTS);
    const end = imports < 0 ? record.length : imports;
    // `\n<id>\n` within the list, found without building that string.
    for (let at = record.indexOf(id, 1); at >= 0 && at + id.length < end; at = record.indexOf(id, at + 1)) {
      if (record.charCodeAt(at - 1) === NEWLINE && record.charCodeAt(at + id.length) === NEWLINE) return true;
    }
    return false;
  }

  /** The anchors of a page, or undefined when they cannot be known (see the module comment). */
  of(file: string): KnownAnchors | undefined {
    return this.compute(file, new Set()) ?? undefined;
  }

  private compute(file: string, visiting: Set<string>): KnownAnchors | null {
    const known = isSnippetFile(file) ? this.knownSnippets : this.known;
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    if (visiting.has(file)) return NO_ANCHORS;
    visiting.add(file);
    const record = this.recorded(file) ?? this.recordOfUnreadFile(file);
    const found = record === undefined ? null : this.decode(record, visiting);
    known.set(file, found);
    return found;
  }

  private decode(record: string, visiting: Set<string>): KnownAnchors | null {
    if (record === UNKNOWN) return null;
    const at = record.indexOf(IMPORTS);
    if (at < 0) return record === '' ? NO_ANCHORS : new KnownAnchors([record], false);
    const lists = at === 0 ? [] : [record.slice(0, at)];
    for (const snippet of record.slice(at + 1).split('\n')) {
      const imported = this.compute(snippet, visiting);
      if (imported === null) return null;
      lists.push(...imported.lists);
    }
    return new KnownAnchors(lists, true);
  }

  private recordOfUnreadFile(file: string): string | undefined {
    const text = this.read(file);
    if (text === undefined) return undefined;
    const frontMatter = extractFrontMatter(text);
    const bodyStart = frontMatter.kind === 'none' ? 0 : frontMatter.end;
    const imports: string[] = [];
    IMPORT.lastIndex = bodyStart;
    for (let match = IMPORT.exec(text); match; match = IMPORT.exec(text)) {
      const snippet = this.snippetFile(file, match[1]!);
      if (snippet !== undefined) imports.push(snippet);
    }
    const yaml = frontMatter.kind === 'yaml' ? frontMatter.yaml : undefined;
    return withImports(recordAnchors(file, text, bodyStart, yaml), imports);
  }

  private snippetFile(file: string, source: string): string | undefined {
    const path = importedPath(file, source);
    if (path === undefined) return undefined;
    return SNIPPET_EXTENSIONS.map((extension) => path + extension).find((candidate) =>
      this.files.has(candidate),
    );
  }
}

/** What the rule needs: the resolved site, its page files, and their anchors. */
export interface AnchorContext {
  links: LinkContext;
  pages: SitePageFiles;
  anchors: AnchorIndex;
}

/** Reports every link of `pages` whose fragment names no anchor of its target page. */
export function checkLinkAnchors(
  pages: readonly AnchorLinks[],
  context: AnchorContext,
  findings: Findings,
): void {
  for (const { file, links } of pages) {
    if (isSnippetFile(file)) continue;
    for (const link of links) {
      const problem = anchorProblem(file, link.target, context);
      if (problem !== undefined) findings.add('link-anchor-missing', file, link.position, problem);
    }
  }
}

/** The page file a link from `file` leads to, when it leads to a file page (undefined otherwise). */
export function linkedPageFile(file: string, target: string, context: AnchorContext): string | undefined {
  if (linksToItself(target)) return file;
  const path = internalPath(target);
  if (path === undefined) return undefined;
  for (const candidate of resolveCandidates(file, path)) {
    const found = pageAt(candidate, context);
    if (found !== undefined) return found ?? undefined;
  }
  return undefined;
}

function linksToItself(target: string): boolean {
  return target.trim().replace(/[?#].*$/, '') === '';
}

/** A page's fragment links whose target is known early (splitFragmentLinks), each with its page's URL (`''`: its own page). */
export interface EarlyAnchorLinks extends AnchorLinks {
  urls: string[];
}

/**
 * Splits pages' fragment links by whether the page they lead to is known from the file pages'
 * URLs alone (`filePages`: filePageUrls), before the generated pages and the redirects are: a link
 * to its own page, or one whose first candidate path is a file page's URL. linkedPageFile stops at
 * that candidate whatever pages are added, so such a link is judged the same with that URL alone
 * (`early`, checkEarlyLinkAnchors); the others wait for every page (`late`). Links that are never
 * judged (no fragment left, a text fragment, no internal path) are left out.
 */
export function splitFragmentLinks(
  pages: readonly AnchorLinks[],
  filePages: SiteUrls,
): { early: EarlyAnchorLinks[]; late: AnchorLinks[] } {
  const early: EarlyAnchorLinks[] = [];
  const late: AnchorLinks[] = [];
  for (const { file, links } of pages) {
    const known: EarlyAnchorLinks = { file, links: [], urls: [] };
    const left: BodyReference[] = [];
    for (const link of links) {
      const url = knownTargetUrl(file, link.target, filePages);
      if (url === null) left.push(link);
      else if (url !== undefined) {
        known.links.push(link);
        known.urls.push(url);
      }
    }
    if (known.links.length > 0) early.push(known);
    if (left.length > 0) late.push({ file, links: left });
  }
  return { early, late };
}

/** The URL a link leads to when known early (`''`: its own page); undefined when never judged, null when not known yet. */
function knownTargetUrl(file: string, target: string, filePages: SiteUrls): string | null | undefined {
  if (!judged(target)) return undefined;
  if (linksToItself(target)) return '';
  const path = internalPath(target);
  if (path === undefined) return undefined;
  const first = trimmedPath(resolveCandidates(file, path)[0]!);
  return filePages.has(first) ? first : null;
}

/** Whether a fragment can name a missing anchor: not empty, not a text fragment (anchorProblem). */
function judged(target: string): boolean {
  const written = target.slice(target.indexOf('#') + 1);
  return written !== '' && !written.startsWith(':~:');
}

/** checkLinkAnchors for early links: the same findings, their target pages looked up by URL. */
export function checkEarlyLinkAnchors(
  pages: readonly EarlyAnchorLinks[],
  context: Pick<AnchorContext, 'pages' | 'anchors'>,
  findings: Findings,
): void {
  for (const { file, links, urls } of pages) {
    if (isSnippetFile(file)) continue;
    links.forEach((link, i) => {
      const url = urls[i]!;
      const page = url === '' ? file : context.pages.fileAt(url);
      if (page === undefined) return;
      const problem = problemOnPage(file, link.target, page, context.anchors);
      if (problem !== undefined) findings.add('link-anchor-missing', file, link.position, problem);
    });
  }
}

/**
 * Every page file linkedPageFile can find for a link, whatever other pages and redirects the site
 * has (a few names per candidate path, most of them no file): the records judging it may need.
 */
export function possibleTargetFiles(file: string, target: string): string[] {
  if (linksToItself(target)) return [file];
  const path = internalPath(target);
  if (path === undefined) return [];
  const files: string[] = [];
  for (const candidate of resolveCandidates(file, path)) {
    const trimmed = trimmedPath(candidate);
    files.push(...pageFileNames(trimmed));
    const named = trimmed.slice(1);
    const url = pageUrlOfFile(/\.mdx?$/i.test(named) ? named : `${named}.mdx`);
    if (url !== undefined) files.push(...pageFileNames(url));
  }
  return files;
}

function trimmedPath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
}

/**
 * The page file at a site path; null when the path leads elsewhere (a generated page, a folder, a
 * redirect, another file), undefined when it leads nowhere: the order of link-broken's lookups
 * (check-links.ts).
 */
function pageAt(path: string, context: AnchorContext): string | null | undefined {
  const { site, files, redirects } = context.links;
  const trimmed = trimmedPath(path);
  if (site.has(trimmed)) return context.pages.fileAt(trimmed) ?? null;
  if (trimmed === '/') return null;
  const file = trimmed.slice(1);
  const named = /\.mdx?$/i.test(file);
  // `/guides/setup.mdx` and `/guides/index` name the page at /guides/setup and /guides.
  const url = pageUrlOfFile(named ? file : `${file}.mdx`);
  const page = url !== undefined && site.has(url) ? (context.pages.fileAt(url) ?? null) : undefined;
  if (files.has(file)) return named && page !== undefined ? page : null;
  if (page !== undefined) return page;
  if (site.hasPagesUnder(trimmed)) return null;
  return redirects.some((redirect) => redirect.pattern.test(trimmed)) ? null : undefined;
}

/** Why the fragment of a link from `file` names nothing on its target; undefined when it does or cannot be judged. */
export function anchorProblem(file: string, target: string, context: AnchorContext): string | undefined {
  if (!judged(target)) return undefined;
  const page = linkedPageFile(file, target, context);
  return page === undefined ? undefined : problemOnPage(file, target, page, context.anchors);
}

/** anchorProblem once the link's target page is known. */
function problemOnPage(file: string, target: string, page: string, anchors: AnchorIndex): string | undefined {
  const written = target.slice(target.indexOf('#') + 1);
  const decoded = decodedFragment(written);
  const cleaned = cleanAnchor(decoded);
  if (anchors.ownListHas(page, cleaned)) return undefined;
  const known = anchors.of(page);
  if (known === undefined) return undefined;
  if (known.has(cleaned) || known.has(decoded) || cleaned.toLowerCase() === 'top') return undefined;
  // Snippets number their repeats apart from the page: `setup-2` may be theirs.
  if (known.fromSnippets && known.has(cleaned.replace(/-\d+$/, ''))) return undefined;
  const where = page === file ? 'this page' : (pageUrlOfFile(page) ?? `/${page}`);
  return `#${written}: no heading with that id on ${where}${suggestion(cleaned, known.ids())}`;
}

function decodedFragment(fragment: string): string {
  if (!fragment.includes('%')) return fragment;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The nearest anchors (`did you mean`), else a few of the page's, else that it has none. */
function suggestion(fragment: string, ids: ReadonlySet<string>): string {
  const all = [...ids];
  if (all.length === 0) return ' (it has no headings or anchors)';
  const near = nearestAnchors(fragment, all);
  if (near.length > 0) return ` (did you mean ${near.map((id) => `#${id}`).join(' or ')}?)`;
  const shown = all.slice(0, 5).map((id) => `#${id}`);
  return ` (it has ${shown.join(', ')}${all.length > 5 ? ` and ${all.length - 5} more` : ''})`;
}

/** Up to three anchors closest to `fragment` by edit distance (case aside), if any is close. */
function nearestAnchors(fragment: string, ids: readonly string[]): string[] {
  const wanted = fragment.toLowerCase();
  const scored = ids.map((id) => {
    const candidate = id.toLowerCase();
    const contains =
      Math.min(wanted.length, candidate.length) >= 4 &&
      (candidate.includes(wanted) || wanted.includes(candidate));
    return { id, distance: contains ? 1 : editDistance(wanted, candidate) };
  });
  const limit = Math.max(1, Math.floor(wanted.length / 3));
  const best = Math.min(...scored.map((s) => s.distance));
  if (best > limit) return [];
  return scored
    .filter((s) => s.distance === best)
    .slice(0, 3)
    .map((s) => s.id);
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 8) return Math.abs(a.length - b.length);
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return previous[b.length]!;
}
