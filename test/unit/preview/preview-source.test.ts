import { getOctokit } from '@actions/github';
import nock from 'nock';
import { TimeoutError } from '../../../src/core/errors.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { previewSourceKind, resolvePreviewSource } from '../../../src/preview/preview-source.js';
import type { PreviewSourceOptions } from '../../../src/preview/preview-source.js';
import { waitForAppDeployment } from '../../../src/preview/wait-for-app-deployment.js';
import type { FakeGitHub } from '../../support/fake-github.js';
import { fakeSha, octokitFor, startFakeGitHub } from '../../support/fake-github.js';
import { ManualClock } from '../../support/fake-clock.js';

const HEAD = fakeSha('head');
let fake: FakeGitHub;
beforeAll(() => {
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
});
beforeEach(async () => {
  fake = await startFakeGitHub();
});
afterEach(() => fake.close());

describe('previewSourceKind: where the address comes from', () => {
  it.each([
    ['pull_request', undefined, false, 'trigger'],
    ['push', undefined, false, 'trigger'],
    ['pull_request', undefined, true, 'wait'],
    ['deployment_status', undefined, false, 'deployment-event'],
    ['deployment_status', undefined, true, 'deployment-event'],
    ['deployment_status', 'https://p.site', false, 'url'],
    ['workflow_dispatch', 'https://p.site', false, 'url'],
  ] as const)('%s, preview-url %s, wait-for-deployment %s: %s', (eventName, previewUrl, wait, kind) => {
    expect(previewSourceKind({ eventName, previewUrl, waitForDeployment: wait })).toBe(kind);
  });
});

describe('resolvePreviewSource on deployment_status', () => {
  const runner = (event: unknown) => ({
    repository: 'acme/docs',
    eventName: 'deployment_status',
    eventPayload: event,
    refName: undefined,
    sha: HEAD,
    serverUrl: 'https://github.com',
    runId: '5',
    runAttempt: '1',
  });
  const resolve = (event: Record<string, unknown>, extra: Partial<PreviewSourceOptions> = {}) =>
    resolvePreviewSource({
      kind: 'deployment-event',
      runner: runner(event),
      octokit: octokitFor(fake),
      creator: 'mintlify[bot]',
      logger: createRecordingLogger(),
      ...extra,
    });

  it('attaches to the pull request whose head the deployment is, with its base for the comparison', async () => {
    fake.addPull({ number: 8, headRef: 'feature', headSha: HEAD });
    const { event, deployment } = fake.app.deployPreview({
      sha: HEAD,
      ref: 'feature',
      url: 'https://p.site',
    });
    const resolved = await resolve(event);
    expect(resolved).toMatchObject({
      kind: 'preview',
      source: {
        kind: 'attached',
        via: 'deployment-event',
        previewUrl: 'https://p.site',
        deployment: { id: deployment.id },
      },
      context: {
        event: 'deployment_status',
        branch: 'feature',
        sha: HEAD,
        pullRequestNumber: 8,
        isFork: false,
      },
      baseSha: fakeSha('acme/docs:main'),
    });
  });

  it('reads the production branch from the API when the payload lacks it', async () => {
    const { event } = fake.app.deployPreview({ sha: HEAD, ref: 'trunk', url: 'https://acme.site' });
    delete (event['repository'] as Record<string, unknown>)['default_branch'];
    const other = await startFakeGitHub({ defaultBranch: 'trunk' });
    try {
      const resolved = await resolve(event, { octokit: octokitFor(other) });
      expect(resolved).toMatchObject({
        kind: 'skip',
        reason: expect.stringMatching(/of trunk, the production branch/),
      });
      expect(other.requests.map((r) => r.route)).toEqual(['GET /repos/{owner}/{repo}']);
    } finally {
      await other.close();
    }
  });

  it('production-branch input wins; pull-request input skips the look-up; no token: summary only', async () => {
    const { event } = fake.app.deployPreview({ sha: HEAD, ref: 'main', url: 'https://p.site' });
    expect(await resolve(event, { productionBranch: 'live' })).toMatchObject({ kind: 'preview' });
    expect(await resolve(event, { productionBranch: 'live', pullRequest: 3 })).toMatchObject({
      context: { pullRequestNumber: 3 },
    });
    const logger = createRecordingLogger();
    const alone = await resolve(event, { productionBranch: 'live', octokit: undefined, logger });
    expect(alone).toMatchObject({ kind: 'preview', context: { sha: HEAD } });
    expect(alone.kind === 'preview' ? alone.context.pullRequestNumber : 'not attached').toBeUndefined();
    expect(logger.text()).toMatch(/No github-token/);
  });

  it('the production address for the visual review is read once, when asked', async () => {
    fake.app.deployPreview({ sha: fakeSha('m'), ref: 'main', url: 'https://acme.mintlify.site' });
    const { event } = fake.app.deployPreview({ sha: HEAD, ref: 'feature', url: 'https://p.site' });
    const resolved = await resolve(event);
    if (resolved.kind !== 'preview') throw new Error('expected a preview');
    const before = fake.requests.length;
    expect(await resolved.productionUrl()).toBe('https://acme.mintlify.site');
    expect(await resolved.productionUrl()).toBe('https://acme.mintlify.site');
    expect(fake.requests.length - before).toBeLessThanOrEqual(3);
  });
});

describe('waitForAppDeployment', () => {
  /** An Octokit on the fake whose deployments listings are timed on the manual clock. */
  function timedOctokit(clock: ManualClock, headers: Record<string, string> = {}) {
    const times: number[] = [];
    const octokit = getOctokit('ghs_x', {
      baseUrl: fake.url,
      request: {
        fetch: async (input: string | URL | Request, init?: RequestInit) => {
          if (/\/deployments\?/.test(String(input instanceof Request ? input.url : input)))
            times.push(clock.now());
          const answer = await fake.fetch(input, init);
          const merged = new Headers(answer.headers);
          for (const [name, value] of Object.entries(headers)) merged.set(name, value);
          return new Response(answer.body, { status: answer.status, headers: merged });
        },
      },
    });
    return { octokit, times };
  }
  const options = (clock: ManualClock) => ({
    owner: 'acme',
    repo: 'docs',
    sha: HEAD,
    creator: 'mintlify[bot]',
    productionBranch: 'main',
    logger: createRecordingLogger(),
    clock,
  });

  it('polls from 5 s, backing off to 30 s, until the deployment of the commit succeeds', async () => {
    const clock = new ManualClock();
    const { octokit, times } = timedOctokit(clock);
    const start = clock.now();
    const waiting = waitForAppDeployment(octokit, options(clock));
    // The app creates the deployment two minutes in and succeeds a minute later.
    void clock.sleep(120_000).then(() => {
      const deployment = fake.app.create({ sha: HEAD, ref: 'feature' });
      fake.app.setStatus(deployment, 'in_progress');
      void clock
        .sleep(60_000)
        .then(() => fake.app.setStatus(deployment, 'success', { environmentUrl: 'https://p.site' }));
    });
    const { deployment, status } = await clock.run(waiting);
    expect(status).toMatchObject({ state: 'success', environmentUrl: 'https://p.site' });
    expect(deployment.creator).toBe('mintlify[bot]');
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(times[0]).toBe(start);
    expect(gaps[0]).toBe(5000);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(30_000);
    // About three minutes of waiting cost a dozen listings, not a hundred.
    expect(times.length).toBeLessThan(15);
  });

  it("leaves the token's last REST requests to the job: a nearly spent budget waits for its reset", async () => {
    const clock = new ManualClock();
    const reset = Math.floor((clock.now() + 600_000) / 1000);
    const { octokit, times } = timedOctokit(clock, {
      'x-ratelimit-limit': '1000',
      'x-ratelimit-remaining': '20',
      'x-ratelimit-reset': String(reset),
    });
    const logger = createRecordingLogger();
    const waiting = waitForAppDeployment(octokit, { ...options(clock), logger });
    void clock.sleep(1).then(() => {
      const deployment = fake.app.create({ sha: HEAD, ref: 'feature' });
      fake.app.setStatus(deployment, 'success', { environmentUrl: 'https://p.site' });
    });
    await clock.run(waiting);
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(600_000);
    expect(logger.text()).toMatch(/REST budget of this token is down to 20 of 1000/);
  });

  it('past the deadline: a TimeoutError naming the app and the commit', async () => {
    const clock = new ManualClock();
    const { octokit } = timedOctokit(clock);
    const signal = clock.timeoutSignal(60_000, 'timed out after 1m (timeout)');
    const waiting = waitForAppDeployment(octokit, {
      ...options(clock),
      signal,
      deadline: clock.now() + 60_000,
    });
    await expect(clock.run(waiting)).rejects.toThrow(TimeoutError);
    await expect(waiting).rejects.toThrow(
      new RegExp(
        `preview deployment by mintlify\\[bot\\] of commit ${HEAD} did not finish: timed out after 1m`,
      ),
    );
  });

  it("ignores other creators' deployments and the production branch's", async () => {
    const clock = new ManualClock();
    const { octokit } = timedOctokit(clock);
    const vercel = fake.app.create({
      sha: HEAD,
      ref: 'feature',
      creator: { login: 'vercel[bot]', type: 'Bot' },
    });
    fake.app.setStatus(vercel, 'success', { environmentUrl: 'https://v.site' });
    const production = fake.app.create({ sha: HEAD, ref: 'main' });
    fake.app.setStatus(production, 'success', { environmentUrl: 'https://acme.site' });
    const signal = clock.timeoutSignal(30_000, 'timed out after 30s (timeout)');
    await expect(clock.run(waitForAppDeployment(octokit, { ...options(clock), signal }))).rejects.toThrow(
      /no deployment yet/,
    );
  });
});
