import type { Logger } from '../core/logger.js';
import { silentLogger } from '../core/logger.js';
import { callGitHub } from './call-policy.js';
import type { GitHubClient } from './octokit.js';

/** The open pull request a deployed commit belongs to, as far as the preview needs it. */
export interface DeployedPullRequest {
  number: number;
  headRef: string;
  headSha: string;
  baseRef: string;
  baseSha: string | undefined;
}

/**
 * - `head`: the deployed commit is the pull request's head: attach to it.
 * - `stale`: the pull request has moved on; a newer deployment is coming.
 * - `none`: no open pull request into the production branch has the commit (the job summary only).
 */
export type DeploymentPullRequest =
  | { kind: 'head'; pull: DeployedPullRequest }
  | { kind: 'stale'; pull: DeployedPullRequest }
  | { kind: 'none' };

interface PullJson {
  number: number;
  state: string;
  head: { ref: string; sha: string };
  base: { ref: string; sha?: string };
}

function pullOf(json: PullJson): DeployedPullRequest {
  return {
    number: json.number,
    headRef: json.head.ref,
    headSha: json.head.sha,
    baseRef: json.base.ref,
    baseSha: json.base.sha,
  };
}

const SHA = /^[0-9a-f]{40}$/i;

/**
 * The pull request of a deployed commit: `GET /commits/{sha}/pulls` (open, based on the production
 * branch, the commit its head); otherwise by the deployment's branch (`head=owner:branch`, the only
 * form GitHub filters by). A pull request found either way whose head is another commit is `stale`.
 */
export async function findDeploymentPullRequest(
  octokit: GitHubClient,
  options: {
    owner: string;
    repo: string;
    sha: string;
    /** The deployment's ref: a branch name (looked up when the commit finds nothing) or a sha. */
    ref: string;
    productionBranch: string;
    logger?: Logger | undefined;
  },
): Promise<DeploymentPullRequest> {
  const logger = options.logger ?? silentLogger;
  const { owner, repo, sha, productionBranch } = options;
  const byCommit = await callGitHub(
    { what: `listing the pull requests of commit ${sha.slice(0, 7)}`, area: 'pulls' },
    () =>
      octokit.rest.repos.listPullRequestsAssociatedWithCommit({
        owner,
        repo,
        commit_sha: sha,
        per_page: 100,
      }),
    { logger },
  );
  const open = (byCommit.data as unknown as PullJson[]).filter(
    (pull) => pull.state === 'open' && pull.base.ref === productionBranch,
  );
  const head = open.find((pull) => pull.head.sha === sha);
  if (head) return { kind: 'head', pull: pullOf(head) };

  let candidates = open;
  const branch = options.ref.replace(/^refs\/heads\//, '');
  if (candidates.length === 0 && branch !== '' && !SHA.test(branch) && branch !== productionBranch) {
    const byBranch = await callGitHub(
      { what: `looking up the open pull request of ${owner}:${branch}`, area: 'pulls' },
      () =>
        octokit.rest.pulls.list({ owner, repo, head: `${owner}:${branch}`, state: 'open', per_page: 100 }),
      { logger },
    );
    candidates = (byBranch.data as unknown as PullJson[]).filter(
      (pull) => pull.head.ref === branch && pull.base.ref === productionBranch,
    );
    const match = candidates.find((pull) => pull.head.sha === sha);
    if (match) return { kind: 'head', pull: pullOf(match) };
  }
  const moved = candidates[0];
  if (moved) return { kind: 'stale', pull: pullOf(moved) };
  logger.debug(`No open pull request into ${productionBranch} has commit ${sha.slice(0, 7)}.`);
  return { kind: 'none' };
}
