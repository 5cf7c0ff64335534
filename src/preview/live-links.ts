import { join, posix } from 'node:path';
import type { Clock } from '../core/clock.js';
import type { Logger } from '../core/logger.js';
import type { GitHubClient } from '../github/octokit.js';
import type { NetworkOptions } from '../links/http/fetch-document.js';
import { checkLivePages } from '../links/live/live-check.js';
import type { LivePageTarget, LiveReport } from '../links/live/live-check.js';
import { engineOptions, prepareRun, sayNetworkDown, writeCache } from '../links/run-links.js';
import type { ChangedPage } from './changed-pages/types.js';

export interface ChangedPagesLiveCheck {
  /** The preview's address (http(s)). */
  previewUrl: string;
  /** The changed pages that exist at the head, with their addresses on the preview. */
  pages: readonly ChangedPage[];
  workspace: string;
  /** The docs folder relative to the workspace (`''` for its root): the pages' paths are below it. */
  docsRoot: string;
  cacheFile?: string | undefined;
  github?: GitHubClient | undefined;
  network?: NetworkOptions | undefined;
  logger: Logger;
  clock?: Clock | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * The changed pages as readers of the preview see them: each fetched from the preview, its links
 * and anchors checked as rendered (outside links with the link checker's cache and exclusions).
 */
export async function checkChangedPagesLive(
  options: ChangedPagesLiveCheck,
): Promise<{ report: LiveReport; cacheWritten: boolean }> {
  const docsDir = join(options.workspace, options.docsRoot);
  const settings = {
    docsDir,
    lycheeIgnoreFolders: [docsDir, options.workspace],
    cacheFile: options.cacheFile,
    github: options.github,
    network: options.network,
    logger: options.logger,
    clock: options.clock,
    signal: options.signal,
  };
  const { exclusions, cache } = await prepareRun(settings);
  const pages = options.pages.flatMap((page): LivePageTarget[] =>
    page.url === null || page.change === 'removed'
      ? []
      : [{ url: page.url, ...sourceFile(page, options.docsRoot) }],
  );
  options.logger.info(`Checking ${pages.length} changed page(s) on the preview ${options.previewUrl}.`);
  const report = await checkLivePages({
    siteUrl: options.previewUrl,
    pages,
    docsDir,
    exclusions,
    engine: engineOptions(settings, cache),
    logger: options.logger,
    clock: options.clock,
  });
  const cacheWritten = await writeCache(settings, cache);
  if (!report.login) sayNetworkDown(report.networkDown, report.summary.ok, options.logger);
  return { report, cacheWritten };
}

/** The page's own file relative to the docs folder; none for a page generated from a spec. */
function sourceFile(page: ChangedPage, docsRoot: string): { file?: string } {
  if (page.via?.kind === 'spec' || !/\.mdx?$/i.test(page.path)) return {};
  const prefix =
    docsRoot === '' ? '' : `${posix.normalize(docsRoot.split('\\').join('/')).replace(/\/$/, '')}/`;
  return page.path.startsWith(prefix) ? { file: page.path.slice(prefix.length) } : {};
}
