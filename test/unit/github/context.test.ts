import nock from 'nock';
import { ConfigurationError } from '../../../src/core/errors.js';
import { readRunnerContext } from '../../../src/actions/common/runner.js';
import type { EventContextOptions } from '../../../src/github/context.js';
import { resolveEventContext } from '../../../src/github/context.js';
import type { FakeGitHub } from '../../support/fake-github.js';
import { octokitFor, startFakeGitHub } from '../../support/fake-github.js';

const env = {
  GITHUB_REPOSITORY: 'acme/docs',
  GITHUB_REF_NAME: 'main',
  GITHUB_SHA: 'a'.repeat(40),
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_RUN_ID: '9001',
  GITHUB_RUN_ATTEMPT: '1',
};
const HEAD_SHA = 'b'.repeat(40);

/** The context as the action builds it: the runner read from this environment and event. */
function resolveFrom(
  options: Omit<EventContextOptions, 'runner'> & {
    eventName: string;
    payload: unknown;
    env: Record<string, string | undefined>;
  },
) {
  const { eventName, payload, env: vars, ...rest } = options;
  const runner = readRunnerContext({ ...vars, GITHUB_EVENT_NAME: eventName }, { payload });
  return resolveEventContext({ ...rest, runner });
}

function pullRequestPayload(headRepo: string | null, fork: boolean) {
  return {
    number: 12,
    pull_request: {
      number: 12,
      head: {
        ref: 'feature/intro',
        sha: HEAD_SHA,
        repo: headRepo === null ? null : { full_name: headRepo, fork },
      },
      base: { ref: 'main', repo: { full_name: 'acme/docs' } },
    },
    repository: { full_name: 'acme/docs' },
  };
}

function workflowRunPayload(pullRequests: unknown[], headRepo = 'acme/docs', headOwner = 'acme') {
  return {
    workflow_run: {
      head_branch: 'feature/intro',
      head_sha: HEAD_SHA,
      event: 'pull_request',
      pull_requests: pullRequests,
      head_repository: { full_name: headRepo, owner: { login: headOwner } },
    },
    repository: { full_name: 'acme/docs' },
  };
}

describe('resolveEventContext', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    fake = await startFakeGitHub();
    fake.addBranches(['main', 'feature/intro', 'release/1.0']);
    fake.addPull({ number: 12, headRef: 'feature/intro', headSha: HEAD_SHA });
    fake.addPull({ number: 30, headRef: 'feature/intro', headOwner: 'forker', headSha: 'c'.repeat(40) });
    fake.addPull({ number: 40, headRef: 'release/1.0' });
  });
  afterAll(() => fake.close());

  it.each(['pull_request', 'pull_request_target'])(
    'reads the head of a same-repository %s',
    async (eventName) => {
      const context = await resolveFrom({
        eventName,
        payload: pullRequestPayload('acme/docs', false),
        env,
      });
      expect(context).toEqual({
        owner: 'acme',
        repo: 'docs',
        event: eventName,
        branch: 'feature/intro',
        sha: HEAD_SHA,
        pullRequestNumber: 12,
        isFork: false,
        runUrl: 'https://github.com/acme/docs/actions/runs/9001',
      });
    },
  );

  it('marks a pull request from a fork, and one whose fork was deleted', async () => {
    const fork = await resolveFrom({
      eventName: 'pull_request',
      payload: pullRequestPayload('forker/docs', true),
      env,
    });
    expect(fork).toMatchObject({ isFork: true, branch: 'feature/intro', pullRequestNumber: 12 });
    const deleted = await resolveFrom({
      eventName: 'pull_request_target',
      payload: pullRequestPayload(null, false),
      env,
    });
    expect(deleted.isFork).toBe(true);
  });

  it('takes the pull request of a workflow_run from pull_requests[0]', async () => {
    const payload = workflowRunPayload([
      { number: 12, base: { repo: { url: 'https://api.github.com/repos/acme/docs' } } },
    ]);
    const context = await resolveFrom({
      eventName: 'workflow_run',
      payload,
      env,
      octokit: octokitFor(fake),
    });
    expect(context).toMatchObject({
      event: 'workflow_run',
      branch: 'feature/intro',
      sha: HEAD_SHA,
      pullRequestNumber: 12,
      isFork: false,
    });
    expect(fake.requests.filter((r) => r.route?.includes('/pulls'))).toHaveLength(0);
  });

  it('finds the pull request of a fork workflow_run (empty pull_requests) as owner:branch', async () => {
    const before = fake.requests.length;
    const payload = workflowRunPayload([], 'forker/docs', 'forker');
    const context = await resolveFrom({
      eventName: 'workflow_run',
      payload,
      env,
      octokit: octokitFor(fake),
    });
    expect(context).toMatchObject({ pullRequestNumber: 30, isFork: true, sha: HEAD_SHA });
    const lookup = fake.requests.slice(before).find((r) => r.path === '/repos/acme/docs/pulls');
    expect(lookup?.query).toMatchObject({ head: 'forker:feature/intro', state: 'open' });
  });

  it('finds the open pull request of a pushed branch', async () => {
    const context = await resolveFrom({
      eventName: 'push',
      payload: { ref: 'refs/heads/release/1.0', after: 'd'.repeat(40) },
      env: { ...env, GITHUB_REF_NAME: 'release/1.0' },
      octokit: octokitFor(fake),
    });
    expect(context).toMatchObject({
      event: 'push',
      branch: 'release/1.0',
      sha: 'd'.repeat(40),
      pullRequestNumber: 40,
      isFork: false,
    });
  });

  it('leaves the pull request out when the pushed branch has none', async () => {
    const context = await resolveFrom({
      eventName: 'push',
      payload: {},
      env,
      octokit: octokitFor(fake),
    });
    expect(context).toMatchObject({ branch: 'main', sha: env.GITHUB_SHA, isFork: false });
    expect(context).not.toHaveProperty('pullRequestNumber');
  });

  it('reads workflow_dispatch and schedule from the ref, with the run attempt in the link', async () => {
    const retried = { ...env, GITHUB_RUN_ATTEMPT: '3' };
    const dispatch = await resolveFrom({
      eventName: 'workflow_dispatch',
      payload: { inputs: {} },
      env: retried,
    });
    expect(dispatch).toMatchObject({
      event: 'workflow_dispatch',
      branch: 'main',
      sha: env.GITHUB_SHA,
      isFork: false,
    });
    expect(dispatch.runUrl).toBe('https://github.com/acme/docs/actions/runs/9001/attempts/3');
    const before = fake.requests.length;
    const schedule = await resolveFrom({
      eventName: 'schedule',
      payload: { schedule: '0 * * * *' },
      env,
      octokit: octokitFor(fake),
    });
    expect(schedule).toMatchObject({ event: 'schedule', branch: 'main', isFork: false });
    expect(schedule).not.toHaveProperty('pullRequestNumber');
    // A scheduled run looks up the branch's open pull request (none for main here) to comment on it.
    expect(fake.requests.slice(before).map((r) => r.route)).toEqual(['GET /repos/{owner}/{repo}/pulls']);
  });

  it('lets a branch input override the event branch, with that branch head and pull request', async () => {
    const context = await resolveFrom({
      eventName: 'workflow_dispatch',
      payload: {},
      env,
      branch: 'feature/intro',
      octokit: octokitFor(fake),
    });
    expect(context).toMatchObject({
      branch: 'feature/intro',
      sha: fake.branchSha('feature/intro'),
      pullRequestNumber: 12,
      isFork: false,
    });
  });

  it('uses a GHES server URL for the run link', async () => {
    const context = await resolveFrom({
      eventName: 'schedule',
      payload: {},
      env: { ...env, GITHUB_SERVER_URL: 'https://ghe.example.com/' },
    });
    expect(context.runUrl).toBe('https://ghe.example.com/acme/docs/actions/runs/9001');
  });

  it('deployment_status: the deployed commit and ref, no pull request looked up here', async () => {
    const payload = {
      deployment: { sha: HEAD_SHA, ref: 'refs/heads/feature/intro' },
      repository: { full_name: 'acme/docs' },
    };
    const context = await resolveFrom({
      eventName: 'deployment_status',
      payload,
      env,
      octokit: octokitFor(fake),
    });
    expect(context).toMatchObject({
      event: 'deployment_status',
      branch: 'feature/intro',
      sha: HEAD_SHA,
      isFork: false,
    });
    expect(context.pullRequestNumber).toBeUndefined();
    await expect(resolveFrom({ eventName: 'deployment_status', payload: {}, env })).rejects.toThrow(
      /deployment\.sha/,
    );
  });

  it('rejects an unknown branch input, unsupported events and malformed payloads', async () => {
    await expect(
      resolveFrom({ eventName: 'push', payload: {}, env, branch: 'nope', octokit: octokitFor(fake) }),
    ).rejects.toThrow(/branch: "nope" does not exist/);
    await expect(resolveFrom({ eventName: 'issues', payload: {}, env })).rejects.toThrow(ConfigurationError);
    await expect(resolveFrom({ eventName: 'pull_request', payload: {}, env })).rejects.toThrow(
      /pull_request\.head\.ref/,
    );
    await expect(
      resolveFrom({ eventName: 'push', payload: {}, env: { ...env, GITHUB_REPOSITORY: '' } }),
    ).rejects.toThrow(/GITHUB_REPOSITORY/);
  });
});
