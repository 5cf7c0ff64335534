import { rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { errorMessage } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { RunnerContext } from '../../github/runner.js';
import { fileStateStore } from '../../watch-specs/index.js';
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
  const path = join(workspace, STATE_FILE);
  const files = fileStateStore(path, logger);
  // The cache library (with the cloud storage SDK it downloads with, about 1 MB of code) is loaded
  // only where a cache service is configured; the library itself then decides which one it uses.
  const cache = runner.cacheService ? await import('@actions/cache') : undefined;
  if (!cache?.isFeatureAvailable()) {
    logger.warning(
      `the cache service is unavailable (no ACTIONS_CACHE_URL or ACTIONS_RESULTS_URL): the spec state is kept in ${STATE_FILE} ` +
        'under the workspace, which only a runner that keeps its workspace carries to the next run',
    );
    return files;
  }
  // The cache's version hashes the path as given and resolves it from the working directory, which
  // is the workspace on a runner: the relative form there, so container and host jobs share entries.
  const cachePath =
    resolve(process.cwd()) === workspace ? relative(workspace, path).split(sep).join('/') : path;
  const prefix = `docs-ci-spec-state-${runner.repository || 'repository'}-${options.projectId}/`.replace(
    /,/g,
    '_',
  );
  const key = `${prefix}${runner.runId ?? Date.now()}-${runner.runAttempt ?? '1'}`;
  // A file left by another step must not pass for this project's state.
  await rm(path, { force: true });
  try {
    const restored = await cache.restoreCache([cachePath], key, [prefix]);
    logger.info(
      restored ? `spec state restored from the cache (${restored})` : 'no spec state in the cache yet',
    );
  } catch (error) {
    logger.warning(`could not restore the spec state from the cache: ${errorMessage(error)}`);
  }
  return {
    location: `the cache (key ${prefix}...)`,
    load: () => files.load(),
    save: async (state) => {
      await files.save(state);
      const id = await cache.saveCache([cachePath], key).catch((error: unknown) => {
        logger.warning(`could not save the spec state to the cache: ${errorMessage(error)}`);
        return -1;
      });
      if (id === -1) {
        logger.warning(
          'the spec state was not cached: the next run compares with the older state (and may deploy again)',
        );
      } else logger.info(`spec state saved to the cache (key ${key})`);
    },
  };
}
