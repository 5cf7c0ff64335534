import { ConfigurationError, OperationFailedError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { callGitHub } from './call-policy.js';
import type { GitHubClient } from './octokit.js';

/** GitHub answers 422 to a deployment status description longer than this. */
export const MAX_STATUS_DESCRIPTION = 140;

export type DeploymentState = 'in_progress' | 'success' | 'failure' | 'inactive' | 'error';

export interface CreateDeploymentOptions {
  owner: string;
  repo: string;
  /** The commit sha to deploy (a sha, so a later push to the branch cannot change what is deployed). */
  ref: string;
  /** One environment per preview, e.g. from `previewEnvironmentName`. */
  environment: string;
  /** Marks the environment transient: GitHub may clean it up once it is inactive (default true). */
  transient?: boolean | undefined;
  description?: string | undefined;
  logger?: Logger | undefined;
  maxRetryAfterMs?: number | undefined;
}

export interface DeploymentStatusOptions {
  owner: string;
  repo: string;
  deploymentId: number;
  state: DeploymentState;
  environmentUrl?: string | undefined;
  logUrl?: string | undefined;
  description?: string | undefined;
  logger?: Logger | undefined;
  maxRetryAfterMs?: number | undefined;
}

/**
 * Environment name for one preview: `preview/pr-12`, `preview/pr-12/<key>` when a pull request has
 * several previews, `preview/<branch>` without a pull request. Names are per preview so that one
 * preview's status never touches another's.
 */
export function previewEnvironmentName(options: {
  pullRequestNumber?: number | undefined;
  branch?: string | undefined;
  key?: string | undefined;
}): string {
  const clean = (text: string) =>
    text
      .replace(/[^A-Za-z0-9._/-]+/g, '-')
      .replace(/^[-/]+|[-/]+$/g, '')
      .slice(0, 100);
  const key = options.key ? clean(options.key) : '';
  let base: string;
  if (options.pullRequestNumber !== undefined) base = `preview/pr-${Math.trunc(options.pullRequestNumber)}`;
  else if (options.branch && clean(options.branch)) base = `preview/${clean(options.branch)}`;
  else throw new ConfigurationError('A preview environment needs a pull request number or a branch.');
  return key ? `${base}/${key}` : base;
}

function capDescription(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_STATUS_DESCRIPTION ? flat : `${flat.slice(0, MAX_STATUS_DESCRIPTION - 1)}…`;
}

/**
 * Creates a deployment of `ref` without GitHub's side effects: no auto-merge of the default branch
 * into the ref, no waiting on commit statuses, never a production environment.
 */
export async function createDeployment(
  octokit: GitHubClient,
  options: CreateDeploymentOptions,
): Promise<{ deploymentId: number }> {
  const response = await callGitHub(
    { what: `creating a deployment to ${options.environment}`, area: 'deployments' },
    () =>
      octokit.rest.repos.createDeployment({
        owner: options.owner,
        repo: options.repo,
        ref: options.ref,
        environment: options.environment,
        auto_merge: false,
        required_contexts: [],
        production_environment: false,
        transient_environment: options.transient ?? true,
        ...(options.description !== undefined ? { description: capDescription(options.description) } : {}),
      }),
    { logger: options.logger, maxRetryAfterMs: options.maxRetryAfterMs },
  );
  const data = response.data as { id?: unknown; message?: string };
  // 202 means GitHub merged or is merging instead of creating: cannot happen with auto_merge false.
  if (typeof data.id !== 'number') {
    throw new OperationFailedError(
      `GitHub did not create the deployment: ${data.message ?? 'no id returned'}.`,
    );
  }
  options.logger?.debug(`Created deployment ${data.id} of ${options.ref} to ${options.environment}.`);
  return { deploymentId: data.id };
}

/**
 * Moves a deployment to a new state. `auto_inactive: false`: GitHub would otherwise mark earlier
 * deployments of the environment inactive, which is our job, per preview, not GitHub's.
 */
export async function setDeploymentStatus(
  octokit: GitHubClient,
  options: DeploymentStatusOptions,
): Promise<{ statusId: number }> {
  const description = capDescription(options.description);
  const response = await callGitHub(
    { what: `setting deployment ${options.deploymentId} to ${options.state}`, area: 'deployments' },
    () =>
      octokit.rest.repos.createDeploymentStatus({
        owner: options.owner,
        repo: options.repo,
        deployment_id: options.deploymentId,
        state: options.state,
        auto_inactive: false,
        ...(options.environmentUrl ? { environment_url: options.environmentUrl } : {}),
        ...(options.logUrl ? { log_url: options.logUrl } : {}),
        ...(description !== undefined ? { description } : {}),
      }),
    { logger: options.logger, maxRetryAfterMs: options.maxRetryAfterMs },
  );
  return { statusId: response.data.id };
}
