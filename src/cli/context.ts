import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocsApiClient } from '../client/client.js';
import { parseApiKey, parseBaseUrl, parsePathTemplate } from '../client/config-checks.js';
import type { RateLimit } from '../client/rate-limit.js';
import { parseRateLimit } from '../client/rate-limit.js';
import type { Clock } from '../core/clock.js';
import { systemClock } from '../core/clock.js';
import { parseDuration } from '../core/duration.js';
import type { Logger } from '../core/logger.js';
import { createStderrLogger } from '../core/logger.js';
import type { RunSignal } from '../core/run-signal.js';
import { createRunSignal } from '../core/run-signal.js';
import { registerSecret } from '../core/secrets.js';

/** The CLI's global options, as commander hands them over. */
export interface GlobalOptions {
  baseUrl?: string;
  apiKey?: string;
  json?: boolean;
  rateLimit?: string;
  timeout?: string;
  verbose?: boolean;
}

/** What every command gets: parsed globals, a logger on stderr, the run's signal, and the API client. */
export interface CliContext {
  json: boolean;
  logger: Logger;
  run: RunSignal;
  clock: Clock;
  previewLimit: RateLimit | undefined;
  timeoutMs: number | undefined;
  env: NodeJS.ProcessEnv;
  /** Writes to stdout at once (for commands that print before they end, like the emulator's banner). */
  print: (text: string) => void;
  /** The API client; parses the key, the base URL and the path overrides (the first use reports their mistakes). */
  client(overrides?: {
    deployTriggerPath?: string | undefined;
    deployStatusPath?: string | undefined;
  }): DocsApiClient;
}

export interface ContextDeps {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  writeErr: (line: string) => void;
  clock?: Clock;
  handleProcessSignals: boolean;
}

/** The CLI shares the quota between its processes, unless DOCS_CI_QUOTA_DIR=off or time is scaled. */
function quotaDirFor(env: NodeJS.ProcessEnv, clock: Clock): string | undefined {
  const setting = env.DOCS_CI_QUOTA_DIR;
  if (setting === 'off' || clock !== systemClock) return undefined;
  return setting && setting.length > 0 ? setting : join(tmpdir(), 'docs-ci-quota');
}

/** Reads and checks the global options; any problem is a ConfigurationError before a request is sent. */
export function createContext(
  globals: GlobalOptions,
  deps: ContextDeps,
  defaultTimeoutMs?: number,
): CliContext {
  const env = deps.env;
  const logger = createStderrLogger({ verbose: Boolean(globals.verbose), write: deps.writeErr });
  // --api-key lands in shell history: accepted, but the environment variable is the documented way.
  const apiKey = globals.apiKey ?? env.DOCS_API_KEY;
  registerSecret(apiKey);
  if (globals.apiKey)
    logger.warning('--api-key is visible in shell history and process lists: prefer DOCS_API_KEY.');
  const previewLimit =
    globals.rateLimit === undefined ? undefined : parseRateLimit(globals.rateLimit, '--rate-limit');
  const timeoutMs =
    globals.timeout === undefined ? defaultTimeoutMs : parseDuration(globals.timeout, '--timeout');
  // Hidden, for tests and slow networks: the per-request timeout of API calls (REAL time, default
  // 30s), e.g. DOCS_CI_REQUEST_TIMEOUT=500ms. Not the command's deadline: that is --timeout.
  const requestTimeoutMs =
    env.DOCS_CI_REQUEST_TIMEOUT === undefined || env.DOCS_CI_REQUEST_TIMEOUT === ''
      ? undefined
      : parseDuration(env.DOCS_CI_REQUEST_TIMEOUT, 'DOCS_CI_REQUEST_TIMEOUT');
  const clock = deps.clock ?? systemClock;
  const run = createRunSignal({ timeoutMs, clock, handleProcessSignals: deps.handleProcessSignals });
  return {
    json: Boolean(globals.json),
    logger,
    run,
    clock,
    previewLimit,
    timeoutMs,
    env,
    print: deps.stdout,
    client: (overrides = {}) => {
      const baseUrl = parseBaseUrl(
        globals.baseUrl ?? env.DOCS_API_URL ?? '',
        globals.baseUrl !== undefined ? '--base-url' : 'DOCS_API_URL (or --base-url)',
        logger,
      );
      const key = parseApiKey(apiKey, globals.apiKey !== undefined ? '--api-key' : 'DOCS_API_KEY', logger);
      const template = (text: string | undefined, placeholder: string, what: string) =>
        text === undefined ? undefined : parsePathTemplate(text, placeholder, what);
      return new DocsApiClient({
        baseUrl,
        apiKey: key,
        logger,
        clock,
        previewLimit,
        requestTimeoutMs,
        quotaDir: quotaDirFor(env, clock),
        deployTriggerPath: template(overrides.deployTriggerPath, 'projectId', '--trigger-path'),
        deployStatusPath: template(overrides.deployStatusPath, 'statusId', '--status-path'),
      });
    },
  };
}
