import type { getOctokit } from '@actions/github';

/** The client @actions/github's `getOctokit(token, { baseUrl })` returns: REST methods and `paginate`. */
export type GitHubClient = ReturnType<typeof getOctokit>;
