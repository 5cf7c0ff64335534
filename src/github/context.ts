import { ConfigurationError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { silentLogger } from '../core/logger.js';
import { callGitHub } from './call-policy.js';
import { isNotFound } from './errors.js';
import type { GitHubClient } from './octokit.js';
import type { RunnerContext } from './runner.js';

import { SUPPORTED_EVENTS } from './events.js';
import type { SupportedEvent } from './events.js';

export interface EventContext {
  /** The base repository: where comments, deployments and branches live. */
  owner: string;
  repo: string;
  event: SupportedEvent;
  branch: string;
  /** The commit to preview: the pull request head, not GitHub's merge commit. */
  sha: string;
  pullRequestNumber?: number | undefined;
  /** The code comes from another repository (a fork): it gets no secrets and a read-only token. */
  isFork: boolean;
  runUrl: string;
}

export interface EventContextOptions {
  /** The run as the runner describes it: event name and payload, repository, ref, sha, run URL parts. */
  runner: RunnerFacts;
  /** A branch input: overrides the event's branch (the sha and pull request then follow that branch). */
  branch?: string | undefined;
  /**
   * Needed to find pull requests the payload does not carry (workflow_run from forks, push,
   * workflow_dispatch) and the head of an overriding branch. Without it those stay unknown.
   */
  octokit?: GitHubClient | undefined;
  logger?: Logger | undefined;
}

type Json = Record<string, unknown>;

function at(payload: unknown, path: string): unknown {
  let value: unknown = payload;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Json)[key];
  }
  return value;
}

function optionalString(payload: unknown, path: string): string | undefined {
  const value = at(payload, path);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function requiredString(payload: unknown, path: string, event: string): string {
  const value = optionalString(payload, path);
  if (value === undefined) {
    throw new ConfigurationError(
      `The ${event} event payload has no ${path}; is GITHUB_EVENT_PATH the right file?`,
    );
  }
  return value;
}

/** The parts of the runner context the event context reads. */
export type RunnerFacts = Pick<
  RunnerContext,
  'repository' | 'eventName' | 'eventPayload' | 'refName' | 'sha' | 'serverUrl' | 'runId' | 'runAttempt'
>;

function baseRepository(runner: RunnerFacts) {
  const fullName = runner.repository || optionalString(runner.eventPayload, 'repository.full_name');
  const [owner, repo, extra] = (fullName ?? '').split('/');
  if (!owner || !repo || extra !== undefined) {
    throw new ConfigurationError(
      `GITHUB_REPOSITORY must be "owner/repo" (got "${fullName ?? ''}"); set it when running outside GitHub Actions.`,
    );
  }
  return { owner, repo, fullName: `${owner}/${repo}` };
}

/** The address of this workflow run (its attempt when not the first); the Actions page without a run id. */
export function workflowRunUrl(
  runner: Pick<RunnerFacts, 'serverUrl' | 'runId' | 'runAttempt'>,
  fullName: string,
): string {
  const server = runner.serverUrl.replace(/\/+$/, '');
  const runId = runner.runId;
  if (!runId) return `${server}/${fullName}/actions`;
  const attempt = runner.runAttempt;
  return `${server}/${fullName}/actions/runs/${runId}${attempt && attempt !== '1' ? `/attempts/${attempt}` : ''}`;
}

function refName(runner: RunnerFacts): string | undefined {
  const ref = optionalString(runner.eventPayload, 'ref');
  if (ref?.startsWith('refs/heads/')) return ref.slice('refs/heads/'.length);
  return runner.refName || undefined;
}

/** Open pull request whose head is `headOwner:branch` (the `head` filter ignores a bare branch). */
async function findOpenPullRequest(
  octokit: GitHubClient,
  base: { owner: string; repo: string },
  headOwner: string,
  branch: string,
  sha: string | undefined,
  logger: Logger,
): Promise<number | undefined> {
  const pulls = await callGitHub(
    { what: `looking up the open pull request of ${headOwner}:${branch}`, area: 'pulls' },
    () =>
      octokit.rest.pulls.list({
        owner: base.owner,
        repo: base.repo,
        head: `${headOwner}:${branch}`,
        state: 'open',
        per_page: 100,
      }),
    { logger },
  );
  const candidates = pulls.data.filter((pull) => pull.head.ref === branch);
  const match = candidates.find((pull) => sha !== undefined && pull.head.sha === sha) ?? candidates[0];
  logger.debug(
    match
      ? `Branch ${headOwner}:${branch} is pull request #${match.number}.`
      : `No open pull request for ${headOwner}:${branch}.`,
  );
  return match?.number;
}

async function branchHead(
  octokit: GitHubClient,
  base: { owner: string; repo: string },
  branch: string,
  logger: Logger,
): Promise<string> {
  try {
    const response = await callGitHub(
      { what: `reading branch ${branch}`, area: 'branches' },
      () => octokit.rest.repos.getBranch({ owner: base.owner, repo: base.repo, branch }),
      { logger },
    );
    return response.data.commit.sha;
  } catch (error) {
    if (isNotFound(error)) {
      throw new ConfigurationError(`branch: "${branch}" does not exist in ${base.owner}/${base.repo}.`);
    }
    throw error;
  }
}

/**
 * What the run is about, from the event payload and the runner's environment.
 *
 * - pull_request / pull_request_target: the pull request head (branch, sha); a fork when the head
 *   repository differs from the base one (or is gone).
 * - workflow_run: the triggering run's head; the pull request from `pull_requests` or, when that is
 *   empty (forks), looked up as `<head owner>:<branch>`.
 * - push / workflow_dispatch: the ref's branch, with its open pull request looked up.
 * - schedule: the ref's branch, with its open pull request looked up (comments land there).
 * - deployment_status: the deployed commit and ref, no pull request (the preview source finds it).
 *
 * A branch input different from the event's branch wins: the context then describes that branch of
 * the base repository (its head commit and open pull request), never a fork.
 */
export async function resolveEventContext(options: EventContextOptions): Promise<EventContext> {
  const { runner, octokit } = options;
  const { eventName, eventPayload: payload } = runner;
  const logger = options.logger ?? silentLogger;
  if (!(SUPPORTED_EVENTS as readonly string[]).includes(eventName)) {
    throw new ConfigurationError(
      `The ${eventName || '(unknown)'} event is not supported; use one of ${SUPPORTED_EVENTS.join(', ')}.`,
    );
  }
  const event = eventName as SupportedEvent;
  const base = baseRepository(runner);
  const common = { owner: base.owner, repo: base.repo, event, runUrl: workflowRunUrl(runner, base.fullName) };

  let branch: string;
  let sha: string;
  let pullRequestNumber: number | undefined;
  let isFork = false;
  let lookup: { headOwner: string } | undefined;

  switch (event) {
    case 'pull_request':
    case 'pull_request_target': {
      branch = requiredString(payload, 'pull_request.head.ref', event);
      sha = requiredString(payload, 'pull_request.head.sha', event);
      const number = at(payload, 'pull_request.number') ?? at(payload, 'number');
      pullRequestNumber = typeof number === 'number' ? number : undefined;
      const headRepo = optionalString(payload, 'pull_request.head.repo.full_name');
      const baseRepo = optionalString(payload, 'pull_request.base.repo.full_name') ?? base.fullName;
      // A deleted fork leaves head.repo null: still not our code.
      isFork = headRepo === undefined || headRepo.toLowerCase() !== baseRepo.toLowerCase();
      break;
    }
    case 'workflow_run': {
      branch = requiredString(payload, 'workflow_run.head_branch', event);
      sha = requiredString(payload, 'workflow_run.head_sha', event);
      const headRepo = optionalString(payload, 'workflow_run.head_repository.full_name');
      isFork = headRepo !== undefined && headRepo.toLowerCase() !== base.fullName.toLowerCase();
      pullRequestNumber = pullRequestOfWorkflowRun(payload, base);
      if (pullRequestNumber === undefined) {
        lookup = {
          headOwner: optionalString(payload, 'workflow_run.head_repository.owner.login') ?? base.owner,
        };
      }
      break;
    }
    case 'push':
    case 'workflow_dispatch':
    case 'schedule': {
      const ref = refName(runner);
      if (!ref && !options.branch) {
        throw new ConfigurationError(
          `The ${event} event names no branch (GITHUB_REF_NAME is empty); set the branch input.`,
        );
      }
      branch = ref ?? '';
      sha = optionalString(payload, 'after') ?? runner.sha ?? '';
      // Every one of these runs for a branch of the base repository: its open pull request gets the comment.
      lookup = { headOwner: base.owner };
      break;
    }
    case 'deployment_status': {
      // The deployed commit; its pull request is found by the preview source (deployment-pull-request.ts).
      sha = requiredString(payload, 'deployment.sha', event);
      branch = optionalString(payload, 'deployment.ref')?.replace(/^refs\/heads\//, '') ?? sha;
      break;
    }
  }

  const override = options.branch?.trim();
  if (override && override !== branch) {
    branch = override;
    isFork = false;
    pullRequestNumber = undefined;
    lookup = { headOwner: base.owner };
    if (octokit) sha = await branchHead(octokit, base, branch, logger);
    else logger.debug(`No GitHub client: the sha of branch ${branch} stays the run's ${sha}.`);
  }
  if (!sha) throw new ConfigurationError(`The ${event} event names no commit (GITHUB_SHA is empty).`);

  if (lookup && pullRequestNumber === undefined) {
    if (octokit) {
      pullRequestNumber = await findOpenPullRequest(octokit, base, lookup.headOwner, branch, sha, logger);
    } else {
      logger.debug(`No GitHub client: not looking up the pull request of ${branch}.`);
    }
  }
  return pullRequestNumber === undefined
    ? { ...common, branch, sha, isFork }
    : { ...common, branch, sha, isFork, pullRequestNumber };
}

/** `workflow_run.pull_requests` may list pull requests of other repositories: prefer one based here. */
function pullRequestOfWorkflowRun(payload: unknown, base: { fullName: string }): number | undefined {
  const list = at(payload, 'workflow_run.pull_requests');
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const suffix = `/repos/${base.fullName}`.toLowerCase();
  const ours = list.find((pull) => {
    const url = optionalString(pull, 'base.repo.url');
    return url !== undefined && url.toLowerCase().endsWith(suffix);
  }) as unknown;
  const number = at(ours ?? list[0], 'number');
  return typeof number === 'number' ? number : undefined;
}

/**
 * One branch of the base repository, as a scheduled (or manually dispatched) run previews it: its
 * head commit (the run's own when it is the run's branch) and its open pull request.
 */
export async function resolveBranchContext(options: {
  runner: RunnerFacts;
  branch: string;
  octokit: GitHubClient;
  logger?: Logger | undefined;
}): Promise<EventContext> {
  const { runner, branch, octokit } = options;
  const logger = options.logger ?? silentLogger;
  const base = baseRepository(runner);
  const event: SupportedEvent = runner.eventName === 'workflow_dispatch' ? 'workflow_dispatch' : 'schedule';
  const sha =
    branch === refName(runner) && runner.sha ? runner.sha : await branchHead(octokit, base, branch, logger);
  const pullRequestNumber = await findOpenPullRequest(octokit, base, base.owner, branch, sha, logger);
  const context = {
    owner: base.owner,
    repo: base.repo,
    event,
    runUrl: workflowRunUrl(runner, base.fullName),
    branch,
    sha,
    isFork: false,
  };
  return pullRequestNumber === undefined ? context : { ...context, pullRequestNumber };
}
