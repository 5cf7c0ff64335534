import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { ConfigurationError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { registerSecret } from '../core/secrets.js';
import { checkHelmUpgrade, helmUpgrade } from './helm.js';
import { isTrackedByGit, updateValuesFile } from './values.js';
import { parseValuesKey } from './values-key.js';

export interface HelmSettings {
  release: string;
  chart: string;
  namespace?: string | undefined;
  /** Extra helm arguments as one command-line fragment, e.g. "--wait --atomic". */
  args?: string | undefined;
}

export interface RolloutSettings {
  valuesFile: string;
  /** Dotted key of the static export block (default `staticExport`). */
  valuesKey?: string | undefined;
  helm?: HelmSettings | undefined;
}

export interface RolloutOptions extends RolloutSettings {
  /** The bundle link (presigned or a mirror): a credential, never logged. */
  bundleUrl: string;
  version?: string | undefined;
  /** When the link stops working (ISO 8601), for the note about pod restarts. */
  expiresAt?: string | undefined;
  logger: Logger;
  signal?: AbortSignal | undefined;
  /** Environment of the helm process (default: this process's). */
  env?: NodeJS.ProcessEnv | undefined;
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

/** The option names as the caller's users know them (action inputs or CLI flags). */
export interface RolloutOptionNames {
  valuesFile: string;
  valuesKey: string;
  release: string;
  chart: string;
  namespace: string;
  args: string;
}

export const ACTION_ROLLOUT_NAMES: RolloutOptionNames = {
  valuesFile: 'input values-file',
  valuesKey: 'input values-key',
  release: 'input helm-release',
  chart: 'input helm-chart',
  namespace: 'input helm-namespace',
  args: 'input helm-args',
};

export const CLI_ROLLOUT_NAMES: RolloutOptionNames = {
  valuesFile: '--values',
  valuesKey: '--values-key',
  release: '--helm-release',
  chart: '--helm-chart',
  namespace: '--helm-namespace',
  args: '--helm-args',
};

/**
 * Checks the rollout settings before any work: a values key of the right shape, helm with both a
 * release and a chart (and a values file to pass it), arguments helm can take without the URL.
 */
export function checkRolloutSettings(
  parts: {
    valuesFile?: string | undefined;
    valuesKey?: string | undefined;
    release?: string | undefined;
    chart?: string | undefined;
    namespace?: string | undefined;
    args?: string | undefined;
  },
  names: RolloutOptionNames,
): RolloutSettings | undefined {
  if (parts.valuesKey !== undefined) parseValuesKey(parts.valuesKey, names.valuesKey);
  const helmGiven = [parts.release, parts.chart, parts.namespace, parts.args].some((p) => p !== undefined);
  if (parts.valuesFile === undefined) {
    if (helmGiven) {
      throw new ConfigurationError(
        `${names.valuesFile} is required with the helm options: helm gets the bundle link through the values file (never --set).`,
      );
    }
    return undefined;
  }
  if (!helmGiven) return { valuesFile: parts.valuesFile, valuesKey: parts.valuesKey };
  if (parts.release === undefined || parts.chart === undefined) {
    const missing = parts.release === undefined ? names.release : names.chart;
    throw new ConfigurationError(
      `${missing} is required with the other helm options: helm upgrade --install needs a release and a chart.`,
    );
  }
  const helm: HelmSettings = {
    release: parts.release,
    chart: parts.chart,
    namespace: parts.namespace,
    args: parts.args,
  };
  checkHelmUpgrade({ ...helm, extraArgs: helm.args, valuesFile: parts.valuesFile });
  return { valuesFile: parts.valuesFile, valuesKey: parts.valuesKey, helm };
}

/**
 * Fails before a long export when helm is not on PATH (helmUpgrade would only find out at the end).
 * Skipped on Windows, where PATHEXT decides what runs.
 */
export async function checkHelmOnPath(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (process.platform === 'win32') return;
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
  registerSecret(options.bundleUrl);
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
      release: options.helm.release,
      chart: options.helm.chart,
      namespace: options.helm.namespace,
      extraArgs: options.helm.args,
      valuesFile: options.valuesFile,
      logger,
      signal: options.signal,
      env: options.env,
    });
    result.helm = { release: options.helm.release, args: helm.args };
  }
  return result;
}
