import type { DocsApiClient } from '../client/client.js';
import type { DeploymentStatus } from '../client/schemas.js';
import { TERMINAL_DEPLOYMENT_STATES } from '../client/schemas.js';
import type { Clock } from '../core/clock.js';
import type { Logger } from '../core/logger.js';
import type { PollSchedule } from '../core/poll-schedule.js';
import type { Observation } from '../core/wait.js';
import { readWithRetries, waitUntilDone } from '../core/wait.js';

export interface FollowOptions {
  logger: Logger;
  signal?: AbortSignal | undefined;
  deadline?: number | undefined;
  clock?: Clock | undefined;
  schedule?: Partial<PollSchedule> | undefined;
  /** Names the deployment in logs: "preview of feature/x". */
  label?: string | undefined;
}

export function isTerminalDeployment(status: string): boolean {
  return (TERMINAL_DEPLOYMENT_STATES as readonly string[]).includes(status);
}

export function observeDeployment(status: DeploymentStatus): Observation {
  return { state: status.status, done: isTerminalDeployment(status.status) };
}

/** The last `count` log lines of a deployment, for failure reports. */
export function lastLogLines(status: { logs: string[] }, count = 15): string[] {
  return status.logs.slice(-count);
}

/** "<what> ended in failure: <summary>" and the last log lines: how every failed deployment is told. */
export function describeDeploymentEnd(
  what: string,
  status: { status: string; summary?: string | null | undefined; logs: string[] },
): string {
  const logs = lastLogLines(status);
  return (
    `${what} ended in ${status.status}${status.summary ? `: ${status.summary}` : ''}` +
    (logs.length > 0 ? `\nlast log lines:\n  ${logs.join('\n  ')}` : '')
  );
}

/**
 * One read of a deployment's status (`docs-ci status ID`): as idempotent as a poll, so an answer that
 * cannot be read is asked for again within a wait's error budget.
 */
export function readDeploymentStatus(
  client: DocsApiClient,
  statusId: string,
  options: { logger: Logger; signal?: AbortSignal | undefined; clock?: Clock | undefined },
): Promise<DeploymentStatus> {
  return readWithRetries(() => client.getDeploymentStatus(statusId, { signal: options.signal }), {
    ...options,
    what: `reading deployment ${statusId}`,
  });
}

/**
 * Follows a deployment (preview or production) to a terminal state. Unknown states (the dashboard
 * knows `skipped`, for one) are reported verbatim and polled until the deadline.
 */
export async function followDeployment(
  client: DocsApiClient,
  statusId: string,
  options: FollowOptions,
): Promise<{ status: DeploymentStatus; polls: number; elapsedMs: number }> {
  const result = await waitUntilDone({
    what: options.label ? `${options.label} (status ${statusId})` : `deployment ${statusId}`,
    poll: (signal) => client.getDeploymentStatus(statusId, { signal }),
    observe: observeDeployment,
    logger: options.logger,
    signal: options.signal,
    deadline: options.deadline,
    clock: options.clock,
    schedule: { maxMs: 10_000, ...options.schedule },
    resumeHint: `Follow it later with: docs-ci status ${statusId} --wait`,
  });
  return { status: result.value, polls: result.polls, elapsedMs: result.elapsedMs };
}
