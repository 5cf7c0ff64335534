import { ConfigurationError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { isHttpUrl } from '../core/url.js';
import { callGitHub } from './call-policy.js';
import type { GitHubClient } from './octokit.js';

/**
 * The deployments another app (the service's) makes of this repository: read only. The kit never
 * writes to them; it finds the preview's address in their statuses.
 */

export interface AppDeployment {
  id: number;
  sha: string;
  /** What the app deployed: a branch name or a sha (unknown for previews; both are accepted). */
  ref: string;
  environment: string;
  creator: string;
}

export interface AppDeploymentStatus {
  state: string;
  environmentUrl: string | undefined;
  targetUrl: string | undefined;
}

/** The rate limit GitHub reported with an answer, when it did. */
export interface RestBudget {
  remaining: number;
  limit: number;
  /** Milliseconds since the epoch. */
  resetAt: number;
}

interface RepoRef {
  owner: string;
  repo: string;
}

type Json = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A deployment as the REST API or a `deployment_status` payload writes it. */
export function appDeploymentOf(json: unknown): AppDeployment | undefined {
  const d = (json ?? {}) as Json;
  const creator = (d['creator'] ?? {}) as Json;
  const id = d['id'];
  const sha = text(d['sha']);
  if (typeof id !== 'number' || sha === undefined) return undefined;
  return {
    id,
    sha,
    ref: text(d['ref']) ?? sha,
    environment: text(d['environment']) ?? '',
    creator: text(creator['login']) ?? '',
  };
}

export function appDeploymentStatusOf(json: unknown): AppDeploymentStatus {
  const s = (json ?? {}) as Json;
  return {
    state: text(s['state']) ?? 'unknown',
    environmentUrl: text(s['environment_url']),
    targetUrl: text(s['target_url']),
  };
}

export const sameLogin = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The deployment branch's deployments share the previews' environment name: the ref tells them apart. */
export function isProductionRef(ref: string, productionBranch: string): boolean {
  return ref === productionBranch || ref === `refs/heads/${productionBranch}`;
}

/**
 * The preview's address in a successful status: `environment_url`, else `target_url`. Anything but
 * an http(s) address is a configuration error naming the field (the app's statuses are not ours to
 * guess from; `preview-url` takes the address outright).
 */
export function previewAddressOf(status: AppDeploymentStatus, where: string): string {
  const [field, value] =
    status.environmentUrl !== undefined
      ? ['environment_url', status.environmentUrl]
      : ['target_url', status.targetUrl];
  if (value === undefined) {
    throw new ConfigurationError(
      `${where}: environment_url is missing (and target_url too), so the preview's address is unknown; ` +
        'give it with the preview-url input.',
    );
  }
  if (!isHttpUrl(value.trim())) {
    throw new ConfigurationError(
      `${where}: ${field} "${value}" is not an http(s) address; give the preview's address with the preview-url input.`,
    );
  }
  return value.trim();
}

function budgetOf(headers: Record<string, unknown>): RestBudget | undefined {
  const remaining = Number(headers['x-ratelimit-remaining']);
  const limit = Number(headers['x-ratelimit-limit']);
  const reset = Number(headers['x-ratelimit-reset']);
  if (!Number.isFinite(remaining) || !(limit > 0)) return undefined;
  return { remaining, limit, resetAt: Number.isFinite(reset) ? reset * 1000 : 0 };
}

/** The creator's deployments of one commit, newest first, optionally of one environment. */
export async function appDeploymentsOfCommit(
  octokit: GitHubClient,
  options: RepoRef & { sha: string; creator: string; environment?: string | undefined; logger?: Logger },
): Promise<{ deployments: AppDeployment[]; budget: RestBudget | undefined }> {
  const response = await callGitHub(
    { what: `listing the deployments of commit ${options.sha.slice(0, 7)}`, area: 'deployments' },
    () =>
      octokit.rest.repos.listDeployments({
        owner: options.owner,
        repo: options.repo,
        sha: options.sha,
        ...(options.environment ? { environment: options.environment } : {}),
        per_page: 100,
      }),
    { logger: options.logger },
  );
  const deployments = (response.data as unknown[])
    .map(appDeploymentOf)
    .filter((d): d is AppDeployment => d !== undefined && d.sha === options.sha)
    .filter((d) => sameLogin(d.creator, options.creator))
    .sort((a, b) => b.id - a.id);
  return { deployments, budget: budgetOf(response.headers) };
}

/** A deployment's latest status (GitHub lists them newest first); undefined before the first. */
export async function latestDeploymentStatus(
  octokit: GitHubClient,
  options: RepoRef & { deploymentId: number; logger?: Logger },
): Promise<{ status: AppDeploymentStatus | undefined; budget: RestBudget | undefined }> {
  const response = await callGitHub(
    { what: `reading the statuses of deployment ${options.deploymentId}`, area: 'deployments' },
    () =>
      octokit.rest.repos.listDeploymentStatuses({
        owner: options.owner,
        repo: options.repo,
        deployment_id: options.deploymentId,
        per_page: 1,
      }),
    { logger: options.logger },
  );
  const [first] = response.data as unknown[];
  return {
    status: first === undefined ? undefined : appDeploymentStatusOf(first),
    budget: budgetOf(response.headers),
  };
}

/**
 * The production address: the `environment_url` of the app's latest successful deployment of the
 * production branch (the default `site-url` of the visual review). Undefined when there is none;
 * GitHub failures are the caller's to turn into a warning.
 */
export async function productionSiteUrl(
  octokit: GitHubClient,
  options: RepoRef & {
    creator: string;
    productionBranch: string;
    environment?: string | undefined;
    logger?: Logger;
  },
): Promise<string | undefined> {
  const listing = await callGitHub(
    { what: `listing the deployments of ${options.productionBranch}`, area: 'deployments' },
    () =>
      octokit.rest.repos.listDeployments({
        owner: options.owner,
        repo: options.repo,
        ref: options.productionBranch,
        ...(options.environment ? { environment: options.environment } : {}),
        per_page: 30,
      }),
    { logger: options.logger },
  );
  const deployments = (listing.data as unknown[])
    .map(appDeploymentOf)
    .filter((d): d is AppDeployment => d !== undefined && sameLogin(d.creator, options.creator))
    .filter((d) => isProductionRef(d.ref, options.productionBranch))
    .sort((a, b) => b.id - a.id)
    // The newest few: an older success than that is not today's production.
    .slice(0, 5);
  for (const deployment of deployments) {
    // A preview's success retires the environment's older deployments (inactive), production's
    // included when they share the name: its success status still names the production address.
    const statuses = await callGitHub(
      { what: `reading the statuses of deployment ${deployment.id}`, area: 'deployments' },
      () =>
        octokit.rest.repos.listDeploymentStatuses({
          owner: options.owner,
          repo: options.repo,
          deployment_id: deployment.id,
          per_page: 30,
        }),
      { logger: options.logger },
    );
    const success = (statuses.data as unknown[])
      .map(appDeploymentStatusOf)
      .find((status) => status.state === 'success');
    const address = success?.environmentUrl?.trim();
    if (address && isHttpUrl(address)) return address;
  }
  return undefined;
}

/** The repository's default branch, when the event payload does not carry it. */
export async function defaultBranchOf(octokit: GitHubClient, options: RepoRef & { logger?: Logger }) {
  const response = await callGitHub(
    { what: 'reading the default branch', area: 'branches' },
    () => octokit.rest.repos.get({ owner: options.owner, repo: options.repo }),
    { logger: options.logger },
  );
  return response.data.default_branch;
}
