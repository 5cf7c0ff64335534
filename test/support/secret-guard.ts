import type { ActionRunResult, RunActionOptions } from '../../src/demo/action-runner.js';
import type { FakeGitHub } from '../../src/demo/fake-github.js';
import type { CliRun } from './cli.js';

/**
 * The secret-leak guard: everything a run showed (stdout, stderr, GITHUB_OUTPUT, the step summary,
 * and every comment and deployment status written to a fake GitHub) must be free of the API key,
 * the GitHub token and presigned signatures. Allowed: `::add-mask::` lines (that is how the runner
 * learns what to mask), the masked `bundle-url` output of the export action, and the `bundleUrl`
 * field of the CLI's JSON result (the documented way to hand the link to a script).
 *
 *   expectNoSecrets(run, { apiKey: emulator.apiKey, githubToken: TOKEN, github });
 */
export interface SecretGuardOptions {
  apiKey?: string | undefined;
  githubToken?: string | undefined;
  /** Its comment bodies and deployment statuses are checked too. */
  github?: FakeGitHub | undefined;
  /** More values that must never show, e.g. a bundle URL passed as an input. */
  secrets?: readonly (string | undefined)[] | undefined;
  /** Action outputs that may hold a masked secret (default: bundle-url). */
  maskedOutputs?: readonly string[] | undefined;
}

type GuardedRun = ActionRunResult | CliRun;

interface Shown {
  where: string;
  text: string;
}

/** Presigned-link credentials: a signature, a credential scope or a session token, with its value. */
const PRESIGNED_PARAMETER =
  /[?&](X-Amz-Signature|X-Amz-Credential|X-Amz-Security-Token|X-Goog-Signature|X-Goog-Credential)=[^&\s"'<>)]+/i;

function isActionRun(run: GuardedRun): run is ActionRunResult {
  return 'exitCode' in run;
}

function withoutMaskLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
}

/** Every line of stdout, with the `bundleUrl` of a JSON result taken out (it is there on purpose). */
function cliStdout(stdout: string, bundleUrls: Set<string>): string {
  return stdout
    .split('\n')
    .map((line) => {
      try {
        const json = JSON.parse(line) as unknown;
        if (json && typeof json === 'object' && 'bundleUrl' in json) {
          const { bundleUrl, ...rest } = json as Record<string, unknown>;
          // The live link (docs-ci bundle, export --show-bundle-url) is the value asked for: its
          // query string must show nowhere else. The link as logged (`?<redacted>`) is checked as text.
          if (typeof bundleUrl !== 'string' || bundleUrl.endsWith('?<redacted>')) return line;
          bundleUrls.add(bundleUrl);
          return JSON.stringify(rest);
        }
      } catch {
        // not JSON: checked as it is
      }
      return line;
    })
    .join('\n');
}

function githubTexts(github: FakeGitHub): Shown[] {
  const issues = new Set<number>();
  for (const request of github.requests) {
    const match = /\/issues\/(\d+)\/comments$/.exec(request.path);
    if (match) issues.add(Number(match[1]));
  }
  const shown: Shown[] = [];
  for (const issue of issues) {
    for (const comment of github.comments(issue)) {
      shown.push({ where: `comment ${comment.id} on #${issue}`, text: comment.body });
    }
  }
  for (const deployment of github.deployments()) {
    shown.push({ where: `deployment ${deployment.id}`, text: deployment.description ?? '' });
    for (const status of github.statuses(deployment.id)) {
      shown.push({
        where: `deployment status ${status.id}`,
        text: [status.description, status.environment_url, status.log_url].join('\n'),
      });
    }
  }
  return shown;
}

function collect(run: GuardedRun, options: SecretGuardOptions, bundleUrls: Set<string>): Shown[] {
  const shown: Shown[] = [];
  if (isActionRun(run)) {
    const masked = new Set(options.maskedOutputs ?? ['bundle-url']);
    const outputs = Object.entries(run.outputs)
      .filter(([name, value]) => {
        if (!masked.has(name)) return true;
        bundleUrls.add(value);
        return false;
      })
      .map(([name, value]) => `${name}=${value}`)
      .join('\n');
    shown.push(
      { where: 'stdout', text: withoutMaskLines(run.stdout) },
      { where: 'stderr', text: withoutMaskLines(run.stderr) },
      { where: 'GITHUB_OUTPUT', text: outputs },
      { where: 'GITHUB_STEP_SUMMARY', text: run.summary },
    );
  } else {
    shown.push(
      { where: 'stdout', text: cliStdout(run.stdout, bundleUrls) },
      { where: 'stderr', text: run.stderr },
    );
  }
  if (options.github) shown.push(...githubTexts(options.github));
  return shown;
}

/** What must never show: the credentials, each known bundle URL's query string and its signature. */
function forbiddenValues(options: SecretGuardOptions, bundleUrls: Set<string>): Map<string, string> {
  const forbidden = new Map<string, string>();
  const add = (name: string, value: string | undefined) => {
    if (value && value.length >= 4) forbidden.set(value, name);
  };
  add('the API key', options.apiKey);
  add('the GitHub token', options.githubToken);
  for (const secret of options.secrets ?? []) add('a secret', secret);
  for (const url of [...bundleUrls, ...(options.secrets ?? [])]) {
    const query = url?.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    if (query.length >= 8) add("a bundle URL's query string", query);
    const signature = url ? /X-Amz-Signature=([^&\s]+)/i.exec(url)?.[1] : undefined;
    add('a presigned signature', signature);
  }
  return forbidden;
}

function preview(value: string): string {
  return value.length <= 12 ? value : `${value.slice(0, 8)}...`;
}

/** Describes every leak found; empty when the run is clean. */
export function findSecretLeaks(run: GuardedRun, options: SecretGuardOptions = {}): string[] {
  const bundleUrls = new Set<string>();
  const shown = collect(run, options, bundleUrls);
  const forbidden = forbiddenValues(options, bundleUrls);
  const leaks: string[] = [];
  for (const { where, text } of shown) {
    for (const [value, name] of forbidden) {
      if (text.includes(value)) leaks.push(`${name} (${preview(value)}) appears in ${where}`);
    }
    const presigned = PRESIGNED_PARAMETER.exec(text);
    if (presigned) leaks.push(`a presigned link parameter (${preview(presigned[0])}) appears in ${where}`);
  }
  return leaks;
}

/** Fails the test when the run showed a secret anywhere it should not. */
export function expectNoSecrets(run: GuardedRun, options: SecretGuardOptions = {}): void {
  const leaks = findSecretLeaks(run, options);
  if (leaks.length > 0) throw new Error(`Secret leak guard:\n  ${leaks.join('\n  ')}`);
}

export type RunBuiltAction = (
  name: string,
  options?: Omit<RunActionOptions, 'root' | 'host'>,
) => Promise<ActionRunResult>;

/**
 * `runBuiltAction` with the guard applied to every run. The options are read after the run, so
 * per-test values (a fresh fake GitHub) count. Secrets passed as inputs are forbidden in the output
 * too: `api-key` and `github-token` always, `bundle-url` (a credential) as well.
 */
export function withSecretGuard(
  run: RunBuiltAction,
  options: () => SecretGuardOptions = () => ({}),
): RunBuiltAction {
  return async (name, runOptions = {}) => {
    const result = await run(name, runOptions);
    const inputs = runOptions.inputs ?? {};
    const given = options();
    expectNoSecrets(result, {
      ...given,
      apiKey: given.apiKey ?? inputs['api-key'],
      githubToken: given.githubToken ?? inputs['github-token'] ?? runOptions.env?.GITHUB_TOKEN,
      secrets: [...(given.secrets ?? []), inputs['api-key'], inputs['github-token'], inputs['bundle-url']],
    });
    return result;
  };
}
