import type { Clock } from '../core/clock.js';
import { systemClock } from '../core/clock.js';
import { formatDuration } from '../core/duration.js';
import { OperationFailedError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { PollSchedule } from '../core/poll-schedule.js';
import { waitUntilDone } from '../core/wait.js';
import type { AppDeployment, AppDeploymentStatus, RestBudget } from '../github/app-deployments.js';
import {
  appDeploymentsOfCommit,
  isProductionRef,
  latestDeploymentStatus,
} from '../github/app-deployments.js';
import type { GitHubClient } from '../github/octokit.js';

/** Polite polling of GitHub: from 5 s, backing off to 30 s while nothing changes. */
export const DEPLOYMENT_POLL_SCHEDULE: Partial<PollSchedule> = {
  initialMs: 5000,
  growth: 1.5,
  maxMs: 30_000,
};

/** The part of the job token's REST budget left to the other steps of the job (and other jobs). */
export function restReserve(limit: number): number {
  return Math.max(50, Math.ceil(limit * 0.05));
}

export interface WaitForAppDeploymentOptions {
  owner: string;
  repo: string;
  /** The pull request's head commit. */
  sha: string;
  creator: string;
  environment?: string | undefined;
  productionBranch: string;
  logger: Logger;
  signal?: AbortSignal | undefined;
  deadline?: number | undefined;
  clock?: Clock | undefined;
  schedule?: Partial<PollSchedule> | undefined;
}

interface Seen {
  deployment?: AppDeployment | undefined;
  status?: AppDeploymentStatus | undefined;
}

/**
 * Waits for the deployment the app creates for a commit, then for its `success`, within the run's
 * deadline (a TimeoutError naming the app and the commit). `failure` or `error` end the wait as an
 * OperationFailedError naming the state. When GitHub reports the token's budget nearly spent, the
 * next poll waits for its reset: the job's other steps share that budget.
 */
export async function waitForAppDeployment(
  octokit: GitHubClient,
  options: WaitForAppDeploymentOptions,
): Promise<{ deployment: AppDeployment; status: AppDeploymentStatus }> {
  const { logger, creator, sha } = options;
  const clock = options.clock ?? systemClock;
  const spare = async (budget: RestBudget | undefined) => {
    if (!budget || budget.remaining > restReserve(budget.limit)) return;
    const ms = Math.max(1000, budget.resetAt - clock.now());
    logger.info(
      `GitHub's REST budget of this token is down to ${budget.remaining} of ${budget.limit}: ` +
        `the next check waits ${formatDuration(ms)} for its reset, leaving the rest to the job's other steps.`,
    );
    await clock.sleep(ms, options.signal);
  };
  const what = `the preview deployment by ${creator} of commit ${sha}`;
  const { value } = await waitUntilDone<Seen>({
    what,
    logger,
    signal: options.signal,
    deadline: options.deadline,
    clock,
    schedule: { ...DEPLOYMENT_POLL_SCHEDULE, ...options.schedule },
    poll: async () => {
      const listed = await appDeploymentsOfCommit(octokit, { ...options, logger });
      const deployment = listed.deployments.find((d) => !isProductionRef(d.ref, options.productionBranch));
      if (!deployment) {
        await spare(listed.budget);
        return {};
      }
      const read = await latestDeploymentStatus(octokit, { ...options, deploymentId: deployment.id, logger });
      await spare(read.budget);
      return { deployment, status: read.status };
    },
    observe: ({ deployment, status }) => {
      if (!deployment) return { state: 'no deployment yet', done: false };
      const state = status?.state ?? 'created';
      return {
        state,
        detail: `deployment ${deployment.id} to ${deployment.environment || '(no environment)'}`,
        done: state === 'success' || state === 'failure' || state === 'error',
      };
    },
  });
  const { deployment, status } = value;
  if (!deployment || !status) throw new OperationFailedError(`${what}: the wait ended without a deployment.`);
  if (status.state !== 'success') {
    throw new OperationFailedError(
      `${creator}'s deployment ${deployment.id} of commit ${sha} to ${deployment.environment || '(no environment)'} ended in ${status.state}; ` +
        "the service's app did not build the preview (see the pull request's deployments).",
    );
  }
  return { deployment, status };
}
