import type { GitHubClient } from '../../github/octokit.js';
import type { RunnerContext } from '../../github/runner.js';

/** @actions/github and octokit are loaded only by runs that have a token (a chunk of their own). */
export async function octokitFor(
  token: string | undefined,
  runner: RunnerContext,
): Promise<GitHubClient | undefined> {
  if (!token) return undefined;
  const { getOctokit } = await import('@actions/github');
  return getOctokit(token, { baseUrl: runner.apiUrl });
}
