import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { load } from 'js-yaml';
import type { SiteMap, SitePage } from '../../validate/index.js';
import { isSnippetFile, mapSitePages, pageUrlOfFile } from '../../validate/index.js';
import { extractFrontMatter } from '../../validate/pages/front-matter.js';
import { readIgnoreRules } from '../../validate/source/ignore-rules.js';
import type { PublishedPage, SiteModel } from './map-changes.js';

/** The `title` of a page's front matter (read as the build reads it, YAML 1.1), if it has one. */
async function frontMatterTitle(path: string): Promise<string | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const front = extractFrontMatter(text);
  if (front.kind !== 'yaml') return undefined;
  try {
    const data = load(front.yaml);
    const title = data && typeof data === 'object' ? (data as { title?: unknown }).title : undefined;
    return typeof title === 'string' && title.trim() !== '' ? title.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site at the pull request's head as the changed-pages list sees it, from the validator's map of
 * the checked-out docs folder. `docsRoot` is that folder relative to the repository root (`''` for the
 * root); the pull request's file names are repository paths.
 */
export async function loadSiteModel(options: {
  repositoryRoot: string;
  docsRoot: string;
  extension?: string | undefined;
  /** The pull request's files: the titles of the pages they touch are read up front. */
  changedFiles: readonly string[];
}): Promise<SiteModel> {
  const docsRoot = posix.normalize(options.docsRoot.replace(/\\/g, '/')).replace(/^\.?\/?|\/+$/g, '');
  const dir = join(options.repositoryRoot, docsRoot);
  const [site, ignored] = await Promise.all([
    mapSitePages({ dir, extension: options.extension }),
    readIgnoreRules(dir),
  ]);
  const model = siteModelFromMap(site, { docsRoot, dir, ignored, titles: new Map() });
  await model.loadTitles(options.changedFiles);
  return model;
}

function siteModelFromMap(
  site: SiteMap,
  context: { docsRoot: string; dir: string; ignored: (file: string) => boolean; titles: Map<string, string> },
): SiteModel & { loadTitles: (files: readonly string[]) => Promise<void> } {
  const { docsRoot, titles } = context;
  const inDocs = (file: string): string | undefined => {
    if (docsRoot === '') return file;
    return file.startsWith(`${docsRoot}/`) ? file.slice(docsRoot.length + 1) : undefined;
  };
  const toRepository = (file: string) => (docsRoot === '' ? file : `${docsRoot}/${file}`);
  const published = (page: SitePage): PublishedPage => ({
    url: page.url,
    title:
      page.kind === 'openapi' ? (page.endpoint?.title ?? page.url) : (titles.get(page.source) ?? page.source),
  });
  const endpoints = new Map<string, Map<string, PublishedPage>>();
  for (const page of site.pages) {
    if (page.kind !== 'openapi' || !page.endpoint) continue;
    const bySpec = endpoints.get(page.source) ?? new Map<string, PublishedPage>();
    bySpec.set(`${page.endpoint.method} ${page.endpoint.path}`, published(page));
    endpoints.set(page.source, bySpec);
  }
  return {
    docsRoot,
    pageOf: (file) => {
      const relative = inDocs(file);
      const page = relative === undefined ? undefined : site.pageOfFile(relative);
      return page ? published(page) : undefined;
    },
    pathPageOf: (file) => {
      const relative = inDocs(file);
      if (relative === undefined || context.ignored(relative)) return undefined;
      const url = pageUrlOfFile(relative);
      return url === undefined ? undefined : { url, title: relative };
    },
    isSnippet: (file) => {
      const relative = inDocs(file);
      return relative !== undefined && isSnippetFile(relative);
    },
    pagesImporting: (file) => {
      const relative = inDocs(file);
      if (relative === undefined) return [];
      return site
        .pagesUsingSnippet(relative)
        .map((page) => ({ file: toRepository(page.source), ...published(page) }));
    },
    isSpec: (file) => {
      const relative = inDocs(file);
      return relative !== undefined && endpoints.has(relative);
    },
    endpointPages: (spec) => endpoints.get(inDocs(spec) ?? '') ?? new Map(),
    loadTitles: async (files: readonly string[]) => {
      const pages = new Set<string>();
      for (const file of files) {
        const relative = inDocs(file);
        const page = relative === undefined ? undefined : site.pageOfFile(relative);
        if (page) pages.add(page.source);
        if (relative !== undefined && isSnippetFile(relative))
          for (const user of site.pagesUsingSnippet(relative)) pages.add(user.source);
      }
      await Promise.all(
        [...pages].map(async (source) => {
          const title = await frontMatterTitle(join(context.dir, source));
          if (title !== undefined) titles.set(source, title);
        }),
      );
    },
  };
}
