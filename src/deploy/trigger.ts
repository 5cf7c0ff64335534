import type { DocsApiClient } from '../client/client.js';
import type { FollowOptions } from './follow.js';
import { followDeployment, lastLogLines } from './follow.js';

/** How a deployment ended (or `triggered` when it was not followed), as the action and the CLI report it. */
export interface DeployOutcome {
  statusId: string;
  /** The deployment's last state (`success`, `failure`, an unknown state verbatim), or `triggered`. */
  status: string;
  ok: boolean;
  summary?: string | undefined;
  /** The last log lines of a followed deployment. */
  logs: string[];
  elapsedMs?: number | undefined;
}

/** Follows a triggered deployment to its end. */
export async function followToOutcome(
  client: DocsApiClient,
  statusId: string,
  options: FollowOptions,
): Promise<DeployOutcome> {
  const { status, elapsedMs } = await followDeployment(client, statusId, options);
  return {
    statusId,
    status: status.status,
    ok: status.status === 'success',
    summary: status.summary ?? undefined,
    logs: lastLogLines(status),
    elapsedMs,
  };
}

/**
 * Triggers a deployment of the project's deployment branch and, when `wait` is set, follows it to
 * its end: the one trigger-and-follow of the deploy action and `docs-ci deploy`.
 */
export async function triggerAndFollow(
  client: DocsApiClient,
  projectId: string,
  options: FollowOptions & {
    wait: boolean;
    /** Called once the trigger answered, before following (outputs written as soon as known). */
    onTriggered?: ((statusId: string) => void) | undefined;
  },
): Promise<DeployOutcome> {
  const { statusId } = await client.triggerDeployment(projectId, { signal: options.signal });
  options.logger.info(`deployment triggered (status ${statusId})`);
  options.onTriggered?.(statusId);
  if (!options.wait) return { statusId, status: 'triggered', ok: true, logs: [] };
  return followToOutcome(client, statusId, options);
}
