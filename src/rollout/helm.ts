import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { CancelledError, ConfigurationError, OperationFailedError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { isPresignedUrl, redact } from '../core/secrets.js';
import { splitArgs } from './split-args.js';

export interface HelmUpgradeOptions {
  release: string;
  chart: string;
  namespace?: string | undefined;
  valuesFile: string;
  /** Appended as is after splitting, e.g. "--wait --atomic --timeout 10m". */
  extraArgs?: string | undefined;
  logger: Logger;
  helmBinary?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Environment of the helm process (default: this process's). */
  env?: NodeJS.ProcessEnv | undefined;
}

export interface HelmUpgradeResult {
  /** The arguments helm ran with (after the binary). */
  args: string[];
}

const STDERR_LINES_KEPT = 20;
const SET_FLAGS = /^--set(-string|-file|-json|-literal)?(=|$)/;

/**
 * `helm upgrade --install <release> <chart> [--namespace ns] -f <valuesFile> <extraArgs...>`, run
 * without a shell, its output streamed to the logger. The bundle URL travels only in the values
 * file: `--set` with it would show in process lists and CI logs, so such arguments are refused.
 */
export async function helmUpgrade(options: HelmUpgradeOptions): Promise<HelmUpgradeResult> {
  const { logger } = options;
  const helm = options.helmBinary ?? 'helm';
  const extra = checkHelmUpgrade(options);

  const args = ['upgrade', '--install', options.release, options.chart];
  if (options.namespace) args.push('--namespace', options.namespace);
  args.push('-f', options.valuesFile, ...extra);
  logger.info(`Running ${[helm, ...args].map(quoteForLog).join(' ')}`);

  const stderrTail: string[] = [];
  const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (resolve, reject) => {
      const child = spawn(helm, args, {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: options.env ?? process.env,
        signal: options.signal,
      });
      child.on('error', (error: NodeJS.ErrnoException) => reject(spawnError(error, helm)));
      createInterface({ input: child.stdout }).on('line', (line) => logger.info(line));
      createInterface({ input: child.stderr }).on('line', (line) => {
        logger.info(line);
        stderrTail.push(line);
        if (stderrTail.length > STDERR_LINES_KEPT) stderrTail.shift();
      });
      child.on('close', (code, signal) => resolve({ code, signal }));
    },
  );

  if (exit.code !== 0) {
    const how =
      exit.code === null ? `was killed by ${exit.signal ?? 'a signal'}` : `exited with code ${exit.code}`;
    const tail = stderrTail.length > 0 ? `:\n${stderrTail.join('\n')}` : ' without an error message.';
    throw new OperationFailedError(
      redact(`helm upgrade of release "${options.release}" failed: helm ${how}${tail}`) +
        '\nThe static export was downloaded and the values file written; fix the helm error and run again.',
    );
  }
  logger.info(`helm upgrade of release "${options.release}" succeeded.`);
  return { args };
}

/**
 * The checks helmUpgrade makes before it runs anything, for callers that want them before any
 * other work; returns the extra arguments split.
 */
export function checkHelmUpgrade(
  options: Pick<HelmUpgradeOptions, 'release' | 'chart' | 'namespace' | 'valuesFile' | 'extraArgs'>,
): string[] {
  const extra = splitArgs(options.extraArgs ?? '');
  assertName(options.release, 'helm-release', 53);
  if (options.namespace !== undefined && options.namespace !== '')
    assertName(options.namespace, 'helm-namespace', 63);
  assertArgument(options.chart, 'helm-chart');
  assertArgument(options.valuesFile, 'values-file');
  assertNoUrlInArgs(extra);
  return extra;
}

function spawnError(error: NodeJS.ErrnoException, helm: string): Error {
  if (error.name === 'AbortError') return new CancelledError('helm upgrade was cancelled.');
  if (error.code === 'ENOENT') {
    return new ConfigurationError(
      helm === 'helm'
        ? 'helm not found on PATH: install it (azure/setup-helm) or drop the helm inputs.'
        : `helm not found at "${helm}": install it (azure/setup-helm), fix the helm binary path, or drop the helm inputs.`,
    );
  }
  if (error.code === 'EACCES') return new ConfigurationError(`helm at "${helm}" is not executable (EACCES).`);
  return new OperationFailedError(`helm could not be started: ${redact(error.message)}`);
}

function assertName(value: string, what: string, max: number): void {
  if (!/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(value) || value.length > max) {
    throw new ConfigurationError(
      `${what}: "${value}" is not a valid name: lowercase letters, digits and "-", starting and ending ` +
        `with a letter or digit, at most ${max} characters.`,
    );
  }
}

function assertArgument(value: string, what: string): void {
  if (value.trim() === '' || value.startsWith('-') || value !== value.trim()) {
    throw new ConfigurationError(
      `${what}: "${value}" is not a usable value (empty, padded, or starting with "-").`,
    );
  }
}

function assertNoUrlInArgs(args: string[]): void {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const set = SET_FLAGS.exec(arg);
    const value = set ? (set[2] === '=' ? arg.slice(arg.indexOf('=') + 1) : (args[i + 1] ?? '')) : arg;
    if ((set && /bundleurl/i.test(value)) || isPresignedUrl(value)) {
      throw new ConfigurationError(
        'helm-args: the bundle URL must not be passed on the helm command line (--set ...bundleUrl=...): ' +
          'it would show in process lists and logs. docs-ci writes it into the values file; remove that argument.',
      );
    }
  }
}

function quoteForLog(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
