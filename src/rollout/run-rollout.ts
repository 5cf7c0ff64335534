import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { ConfigurationError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { helmUpgrade } from './helm.js';
import type { RolloutPlan } from './plan.js';
import type { ValuesFileSnapshot } from './values.js';
import { isTrackedByGit, updateValuesFile } from './values.js';

export interface RolloutOptions extends RolloutPlan {
  /** The bundle link (presigned or a mirror): a credential, registered as a secret where it was read. */
  bundleUrl: string;
  version?: string | undefined;
  /** When the link stops working (ISO 8601), for the note about pod restarts. */
  expiresAt?: string | undefined;
  logger: Logger;
  signal?: AbortSignal | undefined;
  /** Environment of the helm process, handed down from the edge (default: this process's). */
  env?: NodeJS.ProcessEnv | undefined;
  /** The values file as checked before a long export: reused when the file did not change since. */
  valuesSnapshot?: ValuesFileSnapshot | undefined;
  /** Called once the values file is settled, before helm runs (so a failing helm keeps this fact). */
  onValuesWritten?: ((result: RolloutResult) => void) | undefined;
}

export interface RolloutResult {
  valuesFile: string;
  changed: boolean;
  created: boolean;
  /** Unified diff with URL query strings redacted; empty when unchanged. */
  diff: string;
  trackedByGit: boolean;
  helm?: { release: string; args: string[] } | undefined;
}

/**
 * Fails before a long export when helm is not on PATH (helmUpgrade would only find out at the end).
 * Skipped on Windows, where PATHEXT decides what runs, and without the environment helm will get.
 */
export async function checkHelmOnPath(env: NodeJS.ProcessEnv | undefined): Promise<void> {
  if (process.platform === 'win32' || env === undefined) return;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const found = await access(join(dir, 'helm'), constants.X_OK).then(
      () => true,
      () => false,
    );
    if (found) return;
  }
  throw new ConfigurationError(
    'helm not found on PATH: install it (azure/setup-helm) or drop the helm options.',
  );
}

/**
 * Writes the bundle link into the Helm values file (comments and unrelated keys kept, bytes
 * untouched when nothing changes), warns when git tracks that file, then optionally runs
 * `helm upgrade --install ... -f <file>`: the URL never travels on a command line.
 */
export async function runRollout(options: RolloutOptions): Promise<RolloutResult> {
  const { logger } = options;
  const trackedByGit = await isTrackedByGit(options.valuesFile);
  if (trackedByGit) {
    logger.warning(
      `${options.valuesFile} is tracked by git: do not commit it after this rollout. The bundleUrl is a ` +
        'presigned link, a credential until it expires, and pods that restart after it expired cannot ' +
        'fetch the bundle. Write the values to an untracked file (e.g. under $RUNNER_TEMP), or mirror the ' +
        'bundle to storage the cluster can reach and point bundleUrl at the mirror.',
    );
  }
  const update = await updateValuesFile({
    file: options.valuesFile,
    key: options.valuesKey,
    snapshot: options.valuesSnapshot,
    bundleUrl: options.bundleUrl,
    version: options.version,
    logger: options.logger,
  });
  if (options.expiresAt) {
    logger.info(
      `The bundle link expires at ${options.expiresAt}: pods that start after that cannot fetch the ` +
        'bundle. Regenerate the link and roll out again well before then, or mirror the bundle.',
    );
  }
  const result: RolloutResult = {
    valuesFile: options.valuesFile,
    changed: update.changed,
    created: update.created,
    diff: update.diff,
    trackedByGit,
  };
  options.onValuesWritten?.(result);
  if (options.helm) {
    const helm = await helmUpgrade({
      ...options.helm,
      valuesFile: options.valuesFile,
      logger,
      signal: options.signal,
      env: options.env,
    });
    result.helm = { release: options.helm.release, args: helm.args };
  }
  return result;
}
