import { rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { errorMessage } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { RunnerContext } from '../../github/runner.js';

/** A file of the workspace that the Actions cache carries from one run to the next. */
export interface CachedFile {
  /** Absolute. */
  path: string;
  /** Said in the log: `the cache (key docs-ci-links-acme/docs/...)`. */
  location: string;
  /** Saves the file under this run's key; false (after a warning) when it could not. */
  save(): Promise<boolean>;
}

/**
 * Restores `file` (relative to the workspace) from the Actions cache, by key prefix: entries are
 * immutable, so each run saves under a new key (`prefix` + run id and attempt) and the next restores
 * the newest. Undefined when no cache service is configured (outside GitHub, or in tests): the file
 * alone then survives only on a runner that keeps its workspace.
 */
export async function openCachedFile(options: {
  workspace: string;
  runner: Pick<RunnerContext, 'runId' | 'runAttempt' | 'cacheService'>;
  file: string;
  /** Unique to what is kept, ending in `/`; commas are not allowed in keys and become `_`. */
  prefix: string;
  /** What the file holds, for the log: `the spec state`, `the link results`. */
  what: string;
  logger: Logger;
}): Promise<CachedFile | undefined> {
  const { workspace, runner, logger, what } = options;
  const path = join(workspace, options.file);
  // The cache library (with the cloud storage SDK it downloads with, about 1 MB of code) is loaded
  // only where a cache service is configured; the library itself then decides which one it uses.
  const cache = runner.cacheService ? await import('@actions/cache') : undefined;
  if (!cache?.isFeatureAvailable()) return undefined;
  // The cache's version hashes the path as given and resolves it from the working directory, which
  // is the workspace on a runner: the relative form there, so container and host jobs share entries.
  const cachePath =
    resolve(process.cwd()) === workspace ? relative(workspace, path).split(sep).join('/') : path;
  const prefix = options.prefix.replace(/,/g, '_');
  const key = `${prefix}${runner.runId ?? Date.now()}-${runner.runAttempt ?? '1'}`;
  // A file left by another step must not pass for the cached one.
  await rm(path, { force: true });
  try {
    const restored = await cache.restoreCache([cachePath], key, [prefix]);
    logger.info(restored ? `${what} restored from the cache (${restored})` : `no ${what} in the cache yet`);
  } catch (error) {
    logger.warning(`could not restore ${what} from the cache: ${errorMessage(error)}`);
  }
  return {
    path,
    location: `the cache (key ${prefix}...)`,
    save: async () => {
      const id = await cache.saveCache([cachePath], key).catch((error: unknown) => {
        logger.warning(`could not save ${what} to the cache: ${errorMessage(error)}`);
        return -1;
      });
      if (id !== -1) logger.info(`${what} saved to the cache (key ${key})`);
      return id !== -1;
    },
  };
}
