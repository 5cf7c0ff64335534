import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import type { RunnerContext } from '../../github/runner.js';

function readEventPayload(path: string | undefined): unknown {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return {};
  }
}

const nonEmpty = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

/**
 * The runner's description of the run, read once from the step's environment (GITHUB_*, RUNNER_TEMP
 * and the event payload file). `payload` replaces the event file (tests, the demo).
 */
export function readRunnerContext(
  env: NodeJS.ProcessEnv,
  options: { payload?: unknown } = {},
): RunnerContext {
  return {
    repository: env.GITHUB_REPOSITORY ?? '',
    eventName: env.GITHUB_EVENT_NAME ?? '',
    eventPayload: options.payload ?? readEventPayload(env.GITHUB_EVENT_PATH),
    ref: nonEmpty(env.GITHUB_REF),
    refName: nonEmpty(env.GITHUB_REF_NAME),
    sha: nonEmpty(env.GITHUB_SHA),
    serverUrl: nonEmpty(env.GITHUB_SERVER_URL) ?? 'https://github.com',
    apiUrl: nonEmpty(env.GITHUB_API_URL) ?? 'https://api.github.com',
    graphqlUrl: nonEmpty(env.GITHUB_GRAPHQL_URL) ?? 'https://api.github.com/graphql',
    runId: nonEmpty(env.GITHUB_RUN_ID),
    runAttempt: nonEmpty(env.GITHUB_RUN_ATTEMPT),
    workspace: resolve(nonEmpty(env.GITHUB_WORKSPACE) ?? process.cwd()),
    tempDir: nonEmpty(env.RUNNER_TEMP) ?? tmpdir(),
    cacheService:
      nonEmpty(env.ACTIONS_CACHE_URL) !== undefined || nonEmpty(env.ACTIONS_RESULTS_URL) !== undefined,
    summaryFile: nonEmpty(env.GITHUB_STEP_SUMMARY),
    outputFile: nonEmpty(env.GITHUB_OUTPUT),
  };
}
