import type { Command } from 'commander';
import { parseRateLimit } from '../../client/rate-limit.js';
import { ConfigurationError } from '../../core/errors.js';
import type { EmulatorOptions, FaultRule, RetryAfterForm } from '../../emulator/index.js';
import { emulatorBanner, parseFaultSpec, RETRY_AFTER_FORMS, startEmulator } from '../../emulator/index.js';
import type { Execute } from '../main.js';
import { collect } from './options.js';

interface EmulatorCliOptions {
  port: string;
  host: string;
  apiKey?: string;
  timeScale: string;
  fault?: string[];
  failBranch?: string[];
  stuckBranch?: string[];
  extraState?: string[];
  exportOutcome?: string;
  exportDuration?: string;
  previewLimit?: string;
  retryAfter?: string;
  noPreviews?: boolean;
  previews: boolean;
  staticExport: boolean;
  externalAssets?: boolean;
  bundleFile?: string;
  sparse?: boolean;
}

function positiveNumber(text: string, what: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new ConfigurationError(`${what}: "${text}" must be a positive number.`);
  return value;
}

/** Turns the command's flags into emulator options; every mistake is a usage error (exit 2). */
export function emulatorOptionsFrom(options: EmulatorCliOptions): EmulatorOptions {
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigurationError(`--port: "${options.port}" must be 0 (any free port) to 65535.`);
  }
  const faults: FaultRule[] = (options.fault ?? []).map((spec) => {
    try {
      return parseFaultSpec(spec);
    } catch (error) {
      throw new ConfigurationError(`--fault: ${(error as Error).message}`);
    }
  });
  const outcome = options.exportOutcome;
  if (outcome !== undefined && !['completed', 'failed', 'stuck'].includes(outcome)) {
    throw new ConfigurationError(`--export-outcome: "${outcome}" must be completed, failed or stuck.`);
  }
  const retryAfter = options.retryAfter;
  if (retryAfter !== undefined && !(RETRY_AFTER_FORMS as readonly string[]).includes(retryAfter)) {
    throw new ConfigurationError(
      `--retry-after: "${retryAfter}" must be seconds, http-date, none, reset or mixed (seconds and none in turn).`,
    );
  }
  return {
    host: options.host,
    port,
    apiKey: options.apiKey,
    timeScale: positiveNumber(options.timeScale, '--time-scale'),
    faults,
    failBranches: options.failBranch ?? [],
    stuckBranches: options.stuckBranch ?? [],
    extraStates: options.extraState ?? [],
    plan: { previews: options.previews, staticExport: options.staticExport },
    externalAssets: Boolean(options.externalAssets),
    sparse: Boolean(options.sparse),
    bundleFile: options.bundleFile,
    ...(outcome === undefined ? {} : { exportOutcome: outcome as 'completed' | 'failed' | 'stuck' }),
    ...(retryAfter === undefined ? {} : { retryAfter: retryAfter as RetryAfterForm }),
    ...(options.previewLimit === undefined
      ? {}
      : { previewLimit: parseRateLimit(options.previewLimit, '--preview-limit') }),
    ...(options.exportDuration === undefined
      ? {}
      : { exportDurationMs: positiveNumber(options.exportDuration, '--export-duration') * 1000 }),
  };
}

export function registerEmulator(program: Command, execute: Execute): void {
  program
    .command('emulator')
    .description('run a local emulator of the service (for tests, demos and offline workflow trials)')
    .option('--port <n>', 'port to listen on; 0 picks any free port', '0')
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option(
      '--time-scale <n>',
      'emulated time runs N times faster (deployments, export jobs, link expiry)',
      '1',
    )
    .option(
      '--fault <spec>',
      'inject a fault: KIND[@OPERATION][*COUNT][+AFTER], e.g. 503@preview*2 (repeatable)',
      collect,
    )
    .option('--fail-branch <glob>', 'deployments of matching branches end in failure (repeatable)', collect)
    .option('--stuck-branch <glob>', 'deployments of matching branches never finish (repeatable)', collect)
    .option(
      '--extra-state <state>',
      'insert an undocumented state such as skipped before the end (repeatable)',
      collect,
    )
    .option('--export-outcome <outcome>', 'completed, failed or stuck')
    .option('--export-duration <seconds>', 'emulated seconds an export job runs (default 120)')
    .option(
      '--preview-limit <n/duration>',
      'the emulated per-organization preview limit (default 5/60s, real time)',
    )
    .option(
      '--retry-after <form>',
      'how 429 answers say when to retry: seconds, http-date, none, reset or mixed',
    )
    .option('--no-previews', 'the plan has no preview deployments (403)')
    .option('--no-static-export', 'the plan has no static export (403)')
    .option('--external-assets', 'the bundled site loads assets from external origins')
    .option('--bundle-file <path>', 'serve this file as every export bundle')
    .option(
      '--sparse',
      'answer with the least the published description allows: no optional field, preview addresses as a bare host',
    )
    .action(
      execute<EmulatorCliOptions>(async (ctx, options) => {
        const emulator = await startEmulator(emulatorOptionsFrom(options));
        // The banner goes to stdout so `eval "$(docs-ci emulator ...)"`-style scripts and $GITHUB_ENV can use it.
        ctx.print(emulatorBanner(emulator).join('\n') + '\n');
        ctx.logger.info(
          `emulator listening on ${emulator.origin} (time scale ${emulator.timeScale}); stop with Ctrl-C`,
        );
        await new Promise<void>((resolve) => {
          ctx.run.signal.addEventListener('abort', () => resolve(), { once: true });
        });
        await emulator.close();
        return { ok: true, result: { stopped: true }, human: [] };
      }),
    );
}
