import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import type { Logger } from '../../core/logger.js';
import type { RunnerContext } from '../../github/runner.js';
import { openCachedFile } from './actions-cache.js';

/** Where the link results are kept in the workspace between runs (carried by the Actions cache). */
const CACHE_FILE = '.docs-ci/link-cache.json';

/**
 * The link results of earlier runs for one docs folder, shared by the links action and the preview's
 * live check: restored from the Actions cache, saved by the caller when they changed.
 */
export async function openLinkCache(
  runner: RunnerContext,
  docsDir: string,
  logger: Logger,
): Promise<{ path: string; save: () => Promise<unknown> }> {
  const folder = createHash('sha256').update(relative(runner.workspace, docsDir)).digest('hex').slice(0, 12);
  const cached = await openCachedFile({
    workspace: runner.workspace,
    runner,
    file: CACHE_FILE,
    prefix: `docs-ci-links-${runner.repository || 'repository'}-${folder}/`,
    what: 'the link results',
    logger,
  });
  if (cached) return cached;
  logger.info(
    `No cache service here (ACTIONS_CACHE_URL or ACTIONS_RESULTS_URL): the link results are kept in ${CACHE_FILE}, ` +
      'which only a runner that keeps its workspace carries to the next run.',
  );
  return { path: join(runner.workspace, CACHE_FILE), save: () => Promise.resolve() };
}
