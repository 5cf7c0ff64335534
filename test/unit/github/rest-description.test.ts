import nock from 'nock';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { compileBranchPatterns, listMatchingBranches } from '../../../src/github/branches.js';
import { createDeployment, setDeploymentStatus } from '../../../src/github/deployments.js';
import { publishCheckRun } from '../../../src/github/check-run.js';
import { listPullRequestFiles } from '../../../src/github/pull-request-files.js';
import { upsertStickyComment } from '../../../src/github/sticky-comment.js';
import type { FakeGitHub } from '../../support/fake-github.js';
import { octokitFor, startFakeGitHub } from '../../support/fake-github.js';
import { restDescriptionErrors, restRequestErrors } from '../../support/github-rest-description.js';

/** The checker itself: it knows GitHub's operations, and refuses what GitHub would not take. */
describe("GitHub's REST description as the judge of our requests", () => {
  const request = (method: string, path: string, body?: unknown, query: Record<string, string> = {}) => ({
    method,
    route: undefined,
    path,
    query,
    authorized: true,
    login: 'github-actions[bot]',
    status: 200,
    ...(body === undefined ? {} : { body }),
  });

  it('accepts documented requests', () => {
    expect(
      restRequestErrors(
        request('GET', '/repos/acme/docs/issues/7/comments', undefined, { per_page: '100', page: '2' }),
      ),
    ).toEqual([]);
    expect(
      restRequestErrors(
        request('POST', '/repos/acme/docs/deployments', {
          ref: 'abc',
          environment: 'docs-preview',
          auto_merge: false,
          required_contexts: [],
          transient_environment: true,
          production_environment: false,
        }),
      ),
    ).toEqual([]);
  }, 60_000);

  it('refuses unknown operations, undocumented fields, wrong types and values', () => {
    expect(restRequestErrors(request('PUT', '/repos/acme/docs/issues/7/comments', { body: 'x' }))).toEqual([
      expect.stringMatching(/no such operation/),
    ]);
    expect(restRequestErrors(request('POST', '/repos/acme/docs/issues/7/comments', { body: 1 }))).toEqual([
      expect.stringMatching(/body\/body must be string/),
    ]);
    expect(restRequestErrors(request('POST', '/repos/acme/docs/issues/7/comments', { text: 'x' }))).toEqual(
      expect.arrayContaining([expect.stringMatching(/body field text is not documented/)]),
    );
    expect(
      restRequestErrors(
        request('POST', '/repos/acme/docs/deployments/5/statuses', { state: 'done', environment_url: 'x' }),
      ),
    ).toEqual(
      expect.arrayContaining([expect.stringMatching(/state must be equal to one of the allowed values/)]),
    );
    expect(
      restRequestErrors(request('GET', '/repos/acme/docs/pulls', undefined, { state: 'merged', limit: '5' })),
    ).toEqual([
      expect.stringMatching(/state=merged is not one of/),
      expect.stringMatching(/query parameter limit is not documented/),
    ]);
  });
});

/** Every request our GitHub code sends, through the fake, is one GitHub documents. */
describe('requests docs-ci sends to GitHub', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    fake = await startFakeGitHub();
  });
  afterAll(() => fake.close());

  it('comments, deployments, deployment statuses, branches and pull requests', async () => {
    const octokit = octokitFor(fake);
    const logger = createRecordingLogger();
    fake.addComments(3, 150);
    fake.addBranches(['main', 'feature/a']);
    fake.addPull({ number: 3, headRef: 'feature/a' });
    const target = { owner: 'acme', repo: 'docs', issueNumber: 3, key: 'docs', logger };
    await upsertStickyComment(octokit, { ...target, body: 'one', state: { statusId: 's' } });
    await upsertStickyComment(octokit, { ...target, body: 'two' });
    const { deploymentId } = await createDeployment(octokit, {
      owner: 'acme',
      repo: 'docs',
      ref: 'main',
      environment: 'docs-preview',
      transient: true,
      description: 'Docs preview of main',
      logger,
    });
    for (const state of ['in_progress', 'success'] as const) {
      await setDeploymentStatus(octokit, {
        owner: 'acme',
        repo: 'docs',
        deploymentId,
        state,
        environmentUrl: 'https://docs.example',
        logUrl: 'https://github.com/acme/docs/actions/runs/1',
        description: 'Docs preview',
        logger,
      });
    }
    await listMatchingBranches(octokit, {
      owner: 'acme',
      repo: 'docs',
      patterns: compileBranchPatterns(['feature/*']),
      logger,
    });
    // As context.ts asks for the pull request of a branch (the whole event flow runs in the e2e tests).
    await octokit.rest.pulls.list({
      owner: 'acme',
      repo: 'docs',
      head: 'acme:feature/a',
      state: 'open',
      per_page: 100,
    });
    const routes = new Set(fake.requests.map((r) => r.route));
    expect(routes.size).toBeGreaterThanOrEqual(6);
    expect(restDescriptionErrors(fake.requests)).toEqual([]);
  });

  it('check runs with 120 annotations, the files of a pull request, a tarball and a merge base', async () => {
    const octokit = octokitFor(fake);
    const logger = createRecordingLogger();
    const before = fake.requests.length;
    const annotations = Array.from({ length: 120 }, (_, i) => ({
      path: `docs/page-${i}.mdx`,
      line: i + 1,
      column: 3,
      level: i % 2 ? ('warning' as const) : ('failure' as const),
      title: 'link-broken (new)',
      message: `"/gone-${i}" points to no page`,
    }));
    const run = await publishCheckRun(octokit, {
      owner: 'acme',
      repo: 'docs',
      name: 'docs-ci validate',
      headSha: 'a'.repeat(40),
      conclusion: 'failure',
      title: '2 new errors',
      summary: '## Documentation validation',
      detailsUrl: 'https://github.com/acme/docs/actions/runs/1',
      annotations,
      logger,
    });
    expect(run.requests).toBe(3);
    await listPullRequestFiles(octokit, { owner: 'acme', repo: 'docs', pullNumber: 3, logger });
    await octokit.rest.repos
      .compareCommitsWithBasehead({ owner: 'acme', repo: 'docs', basehead: 'main...feature/a', per_page: 1 })
      .catch(() => undefined);
    await octokit.rest.repos
      .downloadTarballArchive({ owner: 'acme', repo: 'docs', ref: 'b'.repeat(40) })
      .catch(() => undefined);
    const sent = fake.requests.slice(before);
    expect(sent.map((r) => r.route)).toEqual([
      'POST /repos/{owner}/{repo}/check-runs',
      'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
      'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
      'GET /repos/{owner}/{repo}/compare/{basehead}',
      'GET /repos/{owner}/{repo}/tarball/{ref}',
    ]);
    expect(restDescriptionErrors(sent)).toEqual([]);
  });
});
