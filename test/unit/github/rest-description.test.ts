import nock from 'nock';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { listMatchingBranches } from '../../../src/github/branches.js';
import { createDeployment, setDeploymentStatus } from '../../../src/github/deployments.js';
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
    await listMatchingBranches(octokit, { owner: 'acme', repo: 'docs', patterns: ['feature/*'], logger });
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
});
