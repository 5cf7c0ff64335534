import type { Command } from 'commander';
import { parseRateLimit } from '../../client/rate-limit.js';
import { ConfigurationError } from '../../core/errors.js';
import type {
  EmulatorOptions,
  FaultRule,
  PageFault,
  PreviewAccess,
  RetryAfterForm,
} from '../../emulator/index.js';
import {
  emulatorBanner,
  parseFaultSpec,
  parsePageFaultSpec,
  PREVIEW_ACCESS_MODES,
  RETRY_AFTER_FORMS,
  startEmulator,
} from '../../emulator/index.js';
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
  docsDir?: string;
  branchDocs?: string[];
  pageLatency?: string;
  previewAccess?: string;
  pageFault?: string[];
}

function positiveNumber(text: string, what: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new ConfigurationError(`${what}: "${text}" must be a positive number.`);
  return value;
}

function nonNegativeNumber(text: string, what: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0)
    throw new ConfigurationError(`${what}: "${text}" must be a number >= 0.`);
  return value;
}

/** `--branch-docs BRANCH=DIR` (repeatable) as a record; the branch is everything before the first `=`. */
function branchDocsFrom(values: readonly string[]): Record<string, string> {
  const branchDocs: Record<string, string> = {};
  for (const value of values) {
    const at = value.indexOf('=');
    if (at <= 0 || at === value.length - 1) {
      throw new ConfigurationError(
        `--branch-docs: "${value}" must be BRANCH=DIR, for example feature/x=./docs-x.`,
      );
    }
    branchDocs[value.slice(0, at)] = value.slice(at + 1);
  }
  return branchDocs;
}

/** The documentation-site flags: folders, latency, preview access and page faults. */
function docsSiteOptionsFrom(options: EmulatorCliOptions): EmulatorOptions {
  const pageFaults: PageFault[] = (options.pageFault ?? []).map((spec) => {
    try {
      return parsePageFaultSpec(spec);
    } catch (error) {
      throw new ConfigurationError(`--page-fault: ${(error as Error).message}`);
    }
  });
  const access = options.previewAccess;
  if (access !== undefined && !(PREVIEW_ACCESS_MODES as readonly string[]).includes(access)) {
    throw new ConfigurationError(`--preview-access: "${access}" must be ${PREVIEW_ACCESS_MODES.join(', ')}.`);
  }
  const branchDocs = branchDocsFrom(options.branchDocs ?? []);
  return {
    ...(options.docsDir === undefined ? {} : { docsDir: options.docsDir }),
    ...(Object.keys(branchDocs).length === 0 ? {} : { branchDocs }),
    ...(options.pageLatency === undefined
      ? {}
      : { pageLatencyMs: nonNegativeNumber(options.pageLatency, '--page-latency') }),
    ...(access === undefined ? {} : { previewAccess: access as PreviewAccess }),
    ...(pageFaults.length === 0 ? {} : { pageFaults }),
  };
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
    ...docsSiteOptionsFrom(options),
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
    .option(
      '--docs-dir <dir>',
      'render this documentation folder (docs.json and pages) as the production site /sites/<projectId>/ and every preview',
    )
    .option(
      '--branch-docs <branch=dir>',
      'previews of this branch render this folder instead of --docs-dir (repeatable)',
      collect,
    )
    .option('--page-latency <ms>', 'real ms added before every answer of a documentation site page')
    .option(
      '--preview-access <mode>',
      'who may read previews: public, login-401 (a 401 login page) or login-redirect (302 to /login?next=...)',
    )
    .option(
      '--page-fault <spec>',
      'a fault of one site page: 404:PATH, 500:PATH or slow:MS:PATH, e.g. 404:/guides/intro (repeatable)',
      collect,
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
