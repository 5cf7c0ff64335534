import type { Logger } from '../core/logger.js';
import { callGitHub } from './call-policy.js';
import type { GitHubClient } from './octokit.js';

/** A file of the pull request's diff, as GitHub lists it. */
export interface PullRequestFile {
  filename: string;
  status: string;
  previousFilename?: string | undefined;
}

/** GitHub lists at most this many files of a pull request, whatever the page size. */
export const GITHUB_MAX_LISTED_FILES = 3000;

export interface PullRequestFiles {
  files: PullRequestFile[];
  /** True when GitHub's cap was reached: more files changed than it lists. */
  capped: boolean;
}

/** Every listed file of a pull request, following every page (100 a page, 30 pages at most). */
export async function listPullRequestFiles(
  octokit: GitHubClient,
  options: { owner: string; repo: string; pullNumber: number; logger?: Logger | undefined },
): Promise<PullRequestFiles> {
  const entries = await callGitHub(
    { what: `listing the files of pull request #${options.pullNumber}`, area: 'pulls' },
    () =>
      octokit.paginate(octokit.rest.pulls.listFiles, {
        owner: options.owner,
        repo: options.repo,
        pull_number: options.pullNumber,
        per_page: 100,
      }),
    { logger: options.logger },
  );
  const files = entries.slice(0, GITHUB_MAX_LISTED_FILES).map((entry) => ({
    filename: entry.filename,
    status: entry.status,
    previousFilename: entry.previous_filename,
  }));
  return { files, capped: entries.length >= GITHUB_MAX_LISTED_FILES };
}
