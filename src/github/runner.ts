/**
 * What the GitHub Actions runner tells a step about its run, read once at the action's edge
 * (`readRunnerContext` in src/actions/common/runner.ts) and handed down: nothing below the actions
 * reads the environment.
 */
export interface RunnerContext {
  /** GITHUB_REPOSITORY: "owner/repo" (empty outside GitHub Actions). */
  repository: string;
  /** GITHUB_EVENT_NAME, e.g. pull_request. */
  eventName: string;
  /** The parsed JSON of the file GITHUB_EVENT_PATH names ({} when there is none or it is unreadable). */
  eventPayload: unknown;
  /** GITHUB_REF (refs/heads/main, refs/pull/12/merge) and GITHUB_REF_NAME (main, 12/merge). */
  ref: string | undefined;
  refName: string | undefined;
  /** GITHUB_SHA: the commit the run is for. */
  sha: string | undefined;
  /** GITHUB_SERVER_URL, GITHUB_API_URL, GITHUB_GRAPHQL_URL (github.com's when unset). */
  serverUrl: string;
  apiUrl: string;
  graphqlUrl: string;
  /** GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT. */
  runId: string | undefined;
  runAttempt: string | undefined;
  /** GITHUB_WORKSPACE (the working directory when unset). */
  workspace: string;
  /** RUNNER_TEMP (the system's temporary folder when unset). */
  tempDir: string;
  /** ACTIONS_CACHE_URL or ACTIONS_RESULTS_URL is set: a cache service may be used (the cache library decides). */
  cacheService: boolean;
  /** GITHUB_STEP_SUMMARY and GITHUB_OUTPUT: undefined outside GitHub Actions. */
  summaryFile: string | undefined;
  outputFile: string | undefined;
}
