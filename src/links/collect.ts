import { linksOfPages, publishedPages } from '../validate/page-links.js';
import { excludedBy } from './exclusions.js';
import type { Exclusion } from './exclusions.js';
import { classifyTarget } from './link-targets.js';
import type { LinkSource, LinkStatus } from './types.js';

/** One distinct link of the site (URL in normal form, fragment kept) with every place it is written. */
export interface CollectedLink {
  url: string;
  sources: LinkSource[];
  /** What is requested: the URL without its fragment; undefined when nothing is requested. */
  document: string | undefined;
  fragment: string | undefined;
  /** Decided without a request: skipped, excluded or malformed (broken). */
  settled?: { status: LinkStatus; reason: string } | undefined;
}

export interface Collection {
  links: CollectedLink[];
  /** Per page, the URLs it links to (normal form, fragment kept): what scope compares. */
  urlsByPage: Map<string, Set<string>>;
  pages: number;
}

export interface CollectOptions {
  /** Only these pages (relative to the docs folder); default every published page. */
  pages?: readonly string[] | undefined;
  siteUrl?: URL | undefined;
  exclusions: readonly Exclusion[];
}

/** The outside links of a docs folder's pages, each distinct URL once with all its sources. */
export async function collectLinks(docsDir: string, options: CollectOptions): Promise<Collection> {
  const pages = options.pages ? [...options.pages] : await publishedPages(docsDir);
  const byPage = await linksOfPages(docsDir, pages);
  const links = new Map<string, CollectedLink>();
  const urlsByPage = new Map<string, Set<string>>();
  for (const [page, written] of byPage) {
    const urls = new Set<string>();
    urlsByPage.set(page, urls);
    for (const link of written) {
      const target = classifyTarget(link.target, options.siteUrl);
      if (target.kind === 'internal') continue;
      const source = { file: page, line: link.line, column: link.column };
      urls.add(target.url);
      const known = links.get(target.url);
      if (known) {
        known.sources.push(source);
        continue;
      }
      const exclusion = excludedBy(options.exclusions, link.target.trim(), target.url);
      const entry: CollectedLink = {
        url: target.url,
        sources: [source],
        document: undefined,
        fragment: undefined,
      };
      if (exclusion) entry.settled = { status: 'excluded', reason: `excluded by ${exclusion.origin}` };
      else if (target.kind === 'skipped') entry.settled = { status: 'skipped', reason: target.reason };
      else if (target.kind === 'malformed') entry.settled = { status: 'broken', reason: target.reason };
      else {
        entry.document = target.document;
        entry.fragment = target.fragment;
      }
      links.set(target.url, entry);
    }
  }
  return { links: [...links.values()], urlsByPage, pages: byPage.size };
}
