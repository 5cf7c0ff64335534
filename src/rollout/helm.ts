import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { CancelledError, ConfigurationError, OperationFailedError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { redact } from '../core/secrets.js';
import type { HelmPlan } from './plan.js';

export interface HelmUpgradeOptions extends HelmPlan {
  valuesFile: string;
  logger: Logger;
  helmBinary?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Environment of the helm process, handed down from the edge (default: this process's). */
  env?: NodeJS.ProcessEnv | undefined;
}

export interface HelmUpgradeResult {
  /** The arguments helm ran with (after the binary). */
  args: string[];
}

const STDERR_LINES_KEPT = 20;

/**
 * `helm upgrade --install <release> <chart> [--namespace ns] -f <valuesFile> <extraArgs...>`, run
 * without a shell, its output streamed to the logger. The bundle URL travels only in the values
 * file: `parseRolloutPlan` has refused any argument carrying it.
 */
export async function helmUpgrade(options: HelmUpgradeOptions): Promise<HelmUpgradeResult> {
  const { logger } = options;
  const helm = options.helmBinary ?? 'helm';

  const args = ['upgrade', '--install', options.release, options.chart];
  if (options.namespace) args.push('--namespace', options.namespace);
  args.push('-f', options.valuesFile, ...options.args);
  logger.info(`Running ${[helm, ...args].map(quoteForLog).join(' ')}`);

  const stderrTail: string[] = [];
  const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (resolve, reject) => {
      const child = spawn(helm, args, {
        stdio: ['ignore', 'pipe', 'pipe'],
        // Undefined inherits this process's environment.
        env: options.env,
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

function quoteForLog(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
