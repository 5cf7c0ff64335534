import type { SpecDiff, SpecOperation } from './spec-diff.js';
import { operationKey } from './spec-diff.js';
import type { ChangedPage, PageChange, PullRequestFile } from './types.js';

/** A page of the site as the service publishes it. */
export interface PublishedPage {
  /** Site path, starting with `/`. */
  url: string;
  title: string;
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
}

export interface SpecChange {
  file: string;
  /** Undefined when the two versions could not both be read: the spec is listed as one line. */
  diff: SpecDiff | undefined;
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

const ORDER: Record<PageChange, number> = { added: 0, renamed: 1, modified: 2, removed: 3 };

/**
 * The pages a pull request changes, from its file list: pages themselves, pages that import a changed
 * snippet, and the endpoint pages of changed specs. One line per page (a page reached twice keeps the
 * strongest change), sorted by change then path.
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
    if (!existing || ORDER[page.change] < ORDER[existing.change]) byKey.set(key, page);
  };

  for (const file of options.files) {
    const change = changeOf(file.status);
    if (change === 'removed') {
      const gone = site.pathPageOf(file.filename);
      if (gone) add(`page:${gone.url}`, { path: file.filename, url: null, change, title: gone.title });
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
      if (change === 'renamed' && file.previousFilename !== undefined)
        item.previousPath = file.previousFilename;
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
        });
      }
    }
  }

  for (const spec of options.specChanges) {
    if (!spec.diff) {
      add(`spec:${spec.file}`, {
        path: spec.file,
        url: null,
        change: 'modified',
        title: `OpenAPI spec ${spec.file} (its endpoint pages may have changed)`,
        spec: true,
      });
      continue;
    }
    const pages = site.endpointPages(spec.file);
    const endpoint = (operation: SpecOperation, change: PageChange) => {
      const page = pages.get(operationKey(operation));
      const title = page?.title ?? operationKey(operation);
      if (change === 'removed' || !page) {
        if (change !== 'removed') return;
        add(`op:${spec.file}:${operationKey(operation)}`, { path: spec.file, url: null, change, title });
        return;
      }
      add(`page:${page.url}`, { path: spec.file, url: joinUrl(previewUrl, page.url), change, title });
    };
    for (const op of spec.diff.added) endpoint(op, 'added');
    for (const op of spec.diff.modified) endpoint(op, 'modified');
    for (const op of spec.diff.removed) endpoint(op, 'removed');
  }

  return [...byKey.values()].sort(
    (a, b) =>
      ORDER[a.change] - ORDER[b.change] ||
      (a.path < b.path ? -1 : a.path > b.path ? 1 : a.title < b.title ? -1 : 1),
  );
}
