// Run by real-http.test.ts in a plain Node process (no jest, no nock): the GitHub layer with
// @actions/github's own transport against the fake server. Prints one JSON line.
import { getOctokit } from '@actions/github';
import { silentLogger } from '../../src/core/logger.js';
import { compileBranchPatterns, listMatchingBranches } from '../../src/github/branches.js';
import { createDeployment } from '../../src/github/deployments.js';
import { upsertStickyComment } from '../../src/github/sticky-comment.js';

const [baseUrl = '', issue = '1'] = process.argv.slice(2);
const octokit = getOctokit('ghs_child_token', { baseUrl });
const repo = { owner: 'acme', repo: 'docs' };

const upserts = await Promise.all(
  [1, 2, 3, 4, 5].map((n) =>
    upsertStickyComment(octokit, {
      ...repo,
      issueNumber: Number(issue),
      key: 'docs',
      body: `run ${n}`,
      logger: silentLogger,
    }),
  ),
);
const again = await upsertStickyComment(octokit, {
  ...repo,
  issueNumber: Number(issue),
  key: 'docs',
  body: 'final',
  logger: silentLogger,
});
const branches = await listMatchingBranches(octokit, {
  ...repo,
  patterns: compileBranchPatterns(['feature/**', '!feature/skip']),
});
const denied = await createDeployment(octokit, { ...repo, ref: 'abc', environment: 'preview/pr-1' }).then(
  () => 'created',
  (error: unknown) => (error instanceof Error ? error.message : String(error)),
);
process.stdout.write(`${JSON.stringify({ upserts, again, branches, denied })}\n`);
