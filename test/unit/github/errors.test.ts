import { getOctokit } from '@actions/github';
import nock from 'nock';
import { ApiError, NetworkError } from '../../../src/core/errors.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { clearSecretsForTests, registerSecret } from '../../../src/core/secrets.js';
import { createDeployment } from '../../../src/github/deployments.js';
import { GitHubApiError, parseAcceptedPermissions, toGitHubError } from '../../../src/github/errors.js';
import { upsertStickyComment } from '../../../src/github/sticky-comment.js';
import type { FakeGitHub } from '../../support/fake-github.js';
import { octokitFor, startFakeGitHub } from '../../support/fake-github.js';

const repo = { owner: 'acme', repo: 'docs' };
const COMMENTS = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
const CREATE_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
const DEPLOY = 'POST /repos/{owner}/{repo}/deployments';

describe('GitHub errors', () => {
  let fake: FakeGitHub;
  let issue = 500;
  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    fake = await startFakeGitHub();
  });
  afterAll(() => fake.close());
  afterEach(() => fake.allowAll());

  const upsert = (logger = createRecordingLogger(), extra = {}) =>
    upsertStickyComment(octokitFor(fake), {
      ...repo,
      issueNumber: (issue += 1),
      key: 'docs',
      body: 'b',
      logger,
      ...extra,
    });

  it('parses x-accepted-github-permissions into workflow syntax', () => {
    expect(parseAcceptedPermissions('pull_requests=write')).toEqual(['pull-requests: write']);
    expect(parseAcceptedPermissions('contents=read, pull_requests=write; issues=write')).toEqual([
      'contents: read, pull-requests: write',
      'issues: write',
    ]);
    expect(parseAcceptedPermissions(undefined)).toEqual([]);
  });

  it('names the missing permission from the 403 header', async () => {
    fake.denyPermission('pull_requests=write');
    const error = (await upsert().catch((e: unknown) => e)) as GitHubApiError;
    expect(error).toBeInstanceOf(GitHubApiError);
    expect(error.status).toBe(403);
    expect(error.missingPermissions[0]).toBe('pull-requests: write');
    expect(error.message).toMatch(
      /Add `pull-requests: write` \(or `issues: write`\) to the workflow's `permissions:`/,
    );
    expect(error.message).toMatch(/creating the preview comment on #\d+ failed/);
  });

  it('names the deployments permission', async () => {
    fake.denyPermission('deployments=write');
    await expect(
      createDeployment(octokitFor(fake), { ...repo, ref: 'abc', environment: 'preview/pr-1' }),
    ).rejects.toThrow(/Add `deployments: write`/);
  });

  it('falls back to a default permission per operation when the header is missing', () => {
    const error = Object.assign(new Error('Resource not accessible by integration'), {
      status: 403,
      response: { headers: {}, data: { message: 'Resource not accessible by integration' } },
      request: { method: 'POST', url: 'https://api.github.com/repos/a/b/deployments' },
    });
    expect(toGitHubError(error, { what: 'creating a deployment', area: 'deployments' }).message).toMatch(
      /Add `deployments: write`/,
    );
  });

  it('retries a secondary rate limit once, honouring retry-after, and says so', async () => {
    fake.failNext(CREATE_COMMENT, 403, { retryAfter: 1 });
    const logger = createRecordingLogger();
    const started = Date.now();
    const result = await upsert(logger);
    expect(result.created).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(logger.text()).toMatch(
      /secondary rate limit while creating the preview comment.*retrying once in 1s/,
    );
  });

  it('gives up after the one retry', async () => {
    fake.failNext(COMMENTS, 429, { retryAfter: 0, times: 2 });
    const error = (await upsert().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toMatch(/secondary rate limit.*\(after one retry\)/);
  });

  it('does not wait longer than allowed', async () => {
    fake.failNext(COMMENTS, 403, { retryAfter: 3600 });
    const started = Date.now();
    await expect(upsert(createRecordingLogger(), { maxRetryAfterMs: 10_000 })).rejects.toThrow(
      /asked to wait 3600s, longer than the 10s/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('explains 404 and 422', async () => {
    fake.failNext(COMMENTS, 404);
    await expect(upsert()).rejects.toThrow(
      /not found \(404\) at GET .*does not exist, or the token cannot see it/,
    );
    fake.failNext(DEPLOY, 422, { message: 'Validation Failed' });
    await expect(
      createDeployment(octokitFor(fake), { ...repo, ref: 'abc', environment: 'x' }),
    ).rejects.toThrow(/rejected the request \(422 Validation Failed\)/);
    await expect(
      upsertStickyComment(octokitFor(fake), {
        owner: 'other',
        repo: 'docs',
        issueNumber: 1,
        key: 'k',
        body: 'b',
        logger: createRecordingLogger(),
      }),
    ).rejects.toThrow(/404/);
  });

  it('strips tokens from error messages', () => {
    registerSecret('ghs_supersecret123');
    try {
      const error = Object.assign(new Error('boom'), {
        status: 500,
        response: { headers: {}, data: { message: 'token ghs_supersecret123 broke' } },
        request: { method: 'GET', url: 'https://api.github.com/x' },
      });
      const message = toGitHubError(error, { what: 'listing', area: 'pulls' }).message;
      expect(message).not.toContain('ghs_supersecret123');
      expect(message).toContain('***');
    } finally {
      clearSecretsForTests();
    }
  });

  it('turns an unreachable API into a NetworkError', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), {
      cause: new Error('connect ECONNREFUSED 127.0.0.1:9'),
    });
    const octokit = getOctokit('t', {
      baseUrl: 'http://127.0.0.1:9',
      request: { fetch: () => Promise.reject(refused) },
    });
    const error = (await upsertStickyComment(octokit, {
      ...repo,
      issueNumber: 1,
      key: 'k',
      body: 'b',
      logger: createRecordingLogger(),
    }).catch((e: unknown) => e)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(/no answer from the GitHub API \(connect ECONNREFUSED/);
  });
});
