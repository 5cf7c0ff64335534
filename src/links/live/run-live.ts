import { ConfigurationError } from '../../core/errors.js';
import { parseSiteAddress } from '../../core/site-address.js';
import { mapSitePages } from '../../validate/index.js';
import type { SitePage } from '../../validate/index.js';
import { engineOptions, prepareRun, sayNetworkDown, writeCache } from '../run-links.js';
import type { LinkCheckOptions, LinkReport } from '../run-links.js';
import { checkLivePages } from './live-check.js';
import type { LivePageTarget } from './live-check.js';

export interface LiveLinkCheckOptions extends Omit<LinkCheckOptions, 'base'> {
  /** The built site's address: a preview or the production site. */
  liveUrl: string;
}

/**
 * `docs-ci links --live URL`: the site's pages as rendered at that address (every page the docs
 * folder publishes, or `pages`), each one fetched, its links and anchors checked.
 */
export async function runLiveLinkCheck(options: LiveLinkCheckOptions): Promise<LinkReport> {
  // A base with a trailing slash: page paths are resolved below it.
  const live = parseSiteAddress(options.liveUrl, {
    what: 'live',
    wording: 'of a site',
    refuseCredentials: true,
    base: true,
  });
  const { docsDir, exclusions, cache } = await prepareRun(options);
  const site = await mapSitePages({ dir: docsDir, fetchUrls: false });
  const chosen = choosePages(site.pages, options.pages);
  const targets: LivePageTarget[] = chosen.map((page) => ({
    url: new URL(page.url.slice(1), live).href,
    ...(page.kind === 'file' ? { file: page.source } : {}),
  }));
  options.logger.info(`Checking ${targets.length} page(s) as rendered at ${live.href}.`);
  const report = await checkLivePages({
    siteUrl: live.href,
    pages: targets,
    docsDir,
    exclusions,
    engine: engineOptions(options, cache),
    logger: options.logger,
    clock: options.clock,
  });
  const cacheWritten = await writeCache(options, cache);
  if (!report.login)
    sayNetworkDown(report.networkDown, report.summary.ok + report.summary.broken, options.logger);
  return {
    links: report.links,
    summary: report.summary,
    pages: report.pages.length,
    networkDown: report.networkDown,
    cacheWritten,
    live: { siteUrl: report.siteUrl, pages: report.pages, login: report.login },
  };
}

/**
 * The pages named by `--pages` (a source file relative to the docs folder, or a page's path on the
 * site such as `/guides/setup`), else every page; a name that matches no page is a mistake.
 */
function choosePages(pages: readonly SitePage[], names: readonly string[] | undefined): SitePage[] {
  if (names === undefined || names.length === 0) return [...pages];
  const chosen = new Set<SitePage>();
  const unknown: string[] = [];
  for (const name of names) {
    const wanted = name.trim().replace(/^\.\//, '');
    const path = `/${wanted.replace(/^\/+/, '').replace(/\/+$/, '')}`;
    const found = pages.filter(
      (page) => page.source === wanted || page.url === path || (page.url === '/' && path === '/index'),
    );
    if (found.length === 0) unknown.push(name);
    for (const page of found) if (page.kind === 'file' || page.url === path) chosen.add(page);
  }
  if (unknown.length > 0)
    throw new ConfigurationError(
      `pages: ${unknown.map((name) => JSON.stringify(name)).join(', ')} ${unknown.length === 1 ? 'is no page' : 'are no pages'} of the docs folder (give a page file such as guides/setup.mdx or its path such as /guides/setup)`,
    );
  return pages.filter((page) => chosen.has(page));
}
