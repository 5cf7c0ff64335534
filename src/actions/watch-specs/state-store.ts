import { join } from 'node:path';
import type { Logger } from '../../core/logger.js';
import type { RunnerContext } from '../../github/runner.js';
import { fileStateStore } from '../../watch-specs/index.js';
import { openCachedFile } from '../common/actions-cache.js';
import type { SpecStateStore } from '../../watch-specs/index.js';

/** Under the workspace: the cache stores it by this relative path, and it is the fallback's file. */
export const STATE_FILE = '.docs-ci/spec-state.json';

/**
 * The spec state of an action run: a file in the workspace that @actions/cache carries from one run
 * to the next (restored by key prefix, saved under a new key per run, since cache entries are
 * immutable). Without the cache service (outside GitHub, or in tests) the file alone is used, which
 * survives only on a runner that keeps its workspace.
 */
export async function openActionStateStore(options: {
  workspace: string;
  runner: Pick<RunnerContext, 'repository' | 'runId' | 'runAttempt' | 'cacheService'>;
  projectId: string;
  logger: Logger;
}): Promise<SpecStateStore> {
  const { workspace, runner, logger } = options;
  const files = fileStateStore(join(workspace, STATE_FILE), logger);
  const cached = await openCachedFile({
    workspace,
    runner,
    file: STATE_FILE,
    prefix: `docs-ci-spec-state-${runner.repository || 'repository'}-${options.projectId}/`,
    what: 'the spec state',
    logger,
  });
  if (!cached) {
    logger.warning(
      `the cache service is unavailable (no ACTIONS_CACHE_URL or ACTIONS_RESULTS_URL): the spec state is kept in ${STATE_FILE} ` +
        'under the workspace, which only a runner that keeps its workspace carries to the next run',
    );
    return files;
  }
  return {
    location: cached.location,
    load: () => files.load(),
    save: async (state) => {
      await files.save(state);
      if (!(await cached.save()))
        logger.warning(
          'the spec state was not cached: the next run compares with the older state (and may deploy again)',
        );
    },
  };
}
