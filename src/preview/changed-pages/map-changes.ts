import type { SpecDiff, SpecOperation } from './spec-diff.js';
import { operationKey } from './spec-diff.js';
import type { ChangedPage, PageChange, PullRequestFile } from './types.js';
import { PAGE_CHANGES } from './types.js';

/** A page of the site as the service publishes it. */
export interface PublishedPage {
  /** Site path, starting with `/`. */
  url: string;
  title: string;
}

/** A page whose front matter names an operation (`openapi:`) or a schema (`openapi-schema:`) of a spec. */
export interface SpecReferencePage extends PublishedPage {
  /** Its repository path. */
  file: string;
  /** `METHOD /path` (`WEBHOOK name`), for an `openapi:` page. */
  operation?: string;
  /** The schema name, for an `openapi-schema:` page. */
  schema?: string;
}

/** What the changed-pages list needs to know of the site at the pull request's head. */
export interface SiteModel {
  /** Repository path of the docs root (`''` for the repository root, else `docs` etc., no slashes around). */
  docsRoot: string;
  /** The page a file (repository path) publishes at the head, or undefined when it publishes none. */
  pageOf(file: string): PublishedPage | undefined;
  /** The page a file (repository path) would publish by its name alone: for files that are gone. */
  pathPageOf(file: string): PublishedPage | undefined;
  /** True for a snippet file (imported by pages, not a page itself). */
  isSnippet(file: string): boolean;
  /** Pages (with their repository paths) that import the snippet, directly or through other snippets. */
  pagesImporting(snippet: string): (PublishedPage & { file: string })[];
  /** True for a file the site uses as an OpenAPI spec. */
  isSpec(file: string): boolean;
  /** The endpoint pages generated from a spec at the head, by `METHOD /path` key. */
  endpointPages(spec: string): Map<string, PublishedPage>;
  /** The pages whose front matter names an operation or schema of the spec (repository path). */
  specReferencePages?(spec: string): SpecReferencePage[];
}

export interface SpecChange {
  file: string;
  /** Undefined when the two versions could not both be read: the spec is listed as one line. */
  diff: SpecDiff | undefined;
  /**
   * The endpoint pages the base site generated from the spec's base version, by `METHOD /path`: a
   * removed operation is a removed page only when it had one. Undefined when the base site is not
   * known: every removed operation is then listed.
   */
  basePages?: ReadonlyMap<string, PublishedPage> | undefined;
}

function joinUrl(previewUrl: string | undefined, path: string): string | null {
  if (previewUrl === undefined) return null;
  const base = previewUrl.replace(/\/+$/, '');
  const encoded = path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `${base}${encoded.startsWith('/') ? '' : '/'}${encoded}`;
}

function changeOf(status: string): PageChange {
  if (status === 'added' || status === 'removed' || status === 'renamed') return status;
  return 'modified';
}

const ORDER = Object.fromEntries(PAGE_CHANGES.map((kind, index) => [kind, index])) as Record<
  PageChange,
  number
>;

/** Which change a page reached twice keeps: its own file's change over one through a snippet or spec. */
function stronger(page: ChangedPage, existing: ChangedPage): boolean {
  if ((page.via === undefined) !== (existing.via === undefined)) return page.via === undefined;
  return ORDER[page.change] < ORDER[existing.change];
}

/**
 * The pages a pull request changes, from its file list: pages themselves, pages that import a changed
 * snippet (naming it), and the pages of changed specs' operations and schemas (generated ones and
 * those whose front matter names them). One line per page (a page reached twice keeps its own
 * file's change); a page removed at one path and added at another with the same URL is one `moved`
 * page. Sorted by change then path.
 */
export function mapChangedPages(options: {
  files: readonly PullRequestFile[];
  site: SiteModel;
  previewUrl: string | undefined;
  specChanges: readonly SpecChange[];
}): ChangedPage[] {
  const { site, previewUrl } = options;
  const byKey = new Map<string, ChangedPage>();
  const add = (key: string, page: ChangedPage) => {
    const existing = byKey.get(key);
    if (!existing || stronger(page, existing)) byKey.set(key, page);
  };
  // Removed pages by URL, to pair with a page added (or renamed) to the same URL.
  const removedByUrl = new Map<string, ChangedPage>();

  for (const file of options.files) {
    const change = changeOf(file.status);
    if (change === 'removed') {
      const gone = site.pathPageOf(file.filename);
      if (gone) {
        const item: ChangedPage = { path: file.filename, url: null, change, title: gone.title };
        removedByUrl.set(gone.url, item);
      }
      continue;
    }
    const page = site.pageOf(file.filename);
    if (page) {
      const item: ChangedPage = {
        path: file.filename,
        url: joinUrl(previewUrl, page.url),
        change,
        title: page.title,
      };
      if (change === 'renamed' && file.previousFilename !== undefined) {
        item.previousPath = file.previousFilename;
        if (site.pathPageOf(file.previousFilename)?.url === page.url) item.change = 'moved';
      }
      add(`page:${page.url}`, item);
      continue;
    }
    if (site.isSnippet(file.filename)) {
      for (const importer of site.pagesImporting(file.filename)) {
        add(`page:${importer.url}`, {
          path: importer.file,
          url: joinUrl(previewUrl, importer.url),
          change: 'modified',
          title: importer.title,
          via: { kind: 'snippet', file: file.filename },
        });
      }
    }
  }
  for (const [url, removed] of removedByUrl) {
    const there = byKey.get(`page:${url}`);
    if (there && there.via === undefined && (there.change === 'added' || there.change === 'renamed')) {
      there.change = 'moved';
      there.previousPath = removed.path;
    } else if (!there) byKey.set(`page:${url}`, removed);
  }

  for (const spec of options.specChanges) mapSpecChange(spec, site, previewUrl, add);

  return [...byKey.values()].sort(
    (a, b) =>
      ORDER[a.change] - ORDER[b.change] ||
      (a.path < b.path ? -1 : a.path > b.path ? 1 : a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
  );
}

function mapSpecChange(
  spec: SpecChange,
  site: SiteModel,
  previewUrl: string | undefined,
  add: (key: string, page: ChangedPage) => void,
): void {
  const via = { kind: 'spec' as const, file: spec.file };
  if (!spec.diff) {
    add(`spec:${spec.file}`, {
      path: spec.file,
      url: null,
      change: 'modified',
      title: `OpenAPI spec ${spec.file} (its endpoint pages may have changed)`,
      spec: true,
    });
    return;
  }
  const { diff } = spec;
  const pages = site.endpointPages(spec.file);
  const publishedUrls = new Set([...pages.values()].map((page) => page.url));
  const endpoint = (operation: SpecOperation, change: PageChange) => {
    const key = operationKey(operation);
    const page = pages.get(key);
    if (change === 'removed') {
      if (spec.basePages === undefined) {
        add(`op:${spec.file}:${key}`, { path: spec.file, url: null, change, title: key, via });
        return;
      }
      // Only a page the base published is removed, and not when its URL is still published.
      const before = spec.basePages.get(key);
      if (!before || publishedUrls.has(before.url)) return;
      add(`op:${spec.file}:${key}`, { path: spec.file, url: null, change, title: before.title, via });
      return;
    }
    if (!page) return;
    add(`page:${page.url}`, {
      path: spec.file,
      url: joinUrl(previewUrl, page.url),
      change,
      title: page.title,
      via,
    });
  };
  for (const op of diff.added) endpoint(op, 'added');
  for (const op of diff.modified) endpoint(op, 'modified');
  for (const op of diff.removed) endpoint(op, 'removed');

  // Pages of the repository that show an operation or schema of the spec: the page file is the
  // same, what it shows changed.
  const changedOperations = new Set([...diff.added, ...diff.modified, ...diff.removed].map(operationKey));
  const changedSchemas = new Set([
    ...(diff.schemas?.added ?? []),
    ...(diff.schemas?.modified ?? []),
    ...(diff.schemas?.removed ?? []),
  ]);
  for (const page of site.specReferencePages?.(spec.file) ?? []) {
    const touched =
      (page.operation !== undefined && changedOperations.has(page.operation)) ||
      (page.schema !== undefined && changedSchemas.has(page.schema));
    if (!touched) continue;
    add(`page:${page.url}`, {
      path: page.file,
      url: joinUrl(previewUrl, page.url),
      change: 'modified',
      title: page.title,
      via,
    });
  }
}
