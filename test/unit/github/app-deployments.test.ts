import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import nock from 'nock';
import { ConfigurationError } from '../../../src/core/errors.js';
import {
  appDeploymentsOfCommit,
  previewAddressOf,
  productionSiteUrl,
} from '../../../src/github/app-deployments.js';
import { findDeploymentPullRequest } from '../../../src/github/deployment-pull-request.js';
import type { FakeGitHub } from '../../support/fake-github.js';
import { fakeSha, octokitFor, startFakeGitHub } from '../../support/fake-github.js';
import { restDescriptionErrors } from '../../support/github-rest-description.js';

const repo = { owner: 'acme', repo: 'docs' };
const HEAD = fakeSha('head');

let fake: FakeGitHub;
beforeAll(() => {
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
});
beforeEach(async () => {
  fake = await startFakeGitHub();
});
afterEach(async () => {
  expect(restDescriptionErrors(fake.requests)).toEqual([]);
  await fake.close();
});

describe('findDeploymentPullRequest', () => {
  const find = (sha: string, ref = 'feature') =>
    findDeploymentPullRequest(octokitFor(fake), { ...repo, sha, ref, productionBranch: 'main' });

  it('finds the open pull request into the production branch whose head is the commit, by the commit', async () => {
    fake.addPull({ number: 3, headRef: 'feature', headSha: HEAD, baseRef: 'main' });
    expect(await find(HEAD)).toEqual({
      kind: 'head',
      pull: expect.objectContaining({ number: 3, headRef: 'feature', headSha: HEAD, baseRef: 'main' }),
    });
    expect(fake.requests.map((r) => r.route)).toEqual([
      'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls',
    ]);
  });

  it('ignores closed pull requests and those into another base; then looks up by branch', async () => {
    fake.addPull({ number: 4, headRef: 'feature', headSha: HEAD, baseRef: 'release', state: 'open' });
    fake.addPull({ number: 5, headRef: 'feature', headSha: HEAD, baseRef: 'main', state: 'closed' });
    expect(await find(HEAD)).toEqual({ kind: 'none' });
    const pulls = fake.requests.find((r) => r.route === 'GET /repos/{owner}/{repo}/pulls');
    expect(pulls?.query).toMatchObject({ head: 'acme:feature', state: 'open' });
  });

  it('a commit that is no longer the head is stale, found by the commit or by the branch', async () => {
    fake.addPull({ number: 6, headRef: 'feature', headSha: HEAD, baseRef: 'main' });
    fake.app.pushToPull(6, fakeSha('newer'));
    expect(await find(HEAD)).toMatchObject({ kind: 'stale', pull: { number: 6, headSha: fakeSha('newer') } });
    // A commit GitHub no longer lists (force-pushed away): the branch's pull request has moved on.
    expect(await find(fakeSha('gone'))).toMatchObject({ kind: 'stale', pull: { number: 6 } });
  });

  it('a deployment whose ref is a sha is not looked up by branch', async () => {
    expect(await find(HEAD, HEAD)).toEqual({ kind: 'none' });
    expect(fake.requests.some((r) => r.route === 'GET /repos/{owner}/{repo}/pulls')).toBe(false);
  });
});

describe("the app's deployments", () => {
  it('lists the creator’s deployments of a commit, newest first, production or not', async () => {
    const older = fake.app.create({ sha: HEAD, ref: 'feature' });
    fake.app.create({ sha: HEAD, ref: 'feature', creator: { login: 'vercel[bot]', type: 'Bot' } });
    fake.app.create({ sha: fakeSha('other'), ref: 'other' });
    const newer = fake.app.create({ sha: HEAD, ref: 'feature', environment: 'staging - api' });
    const { deployments } = await appDeploymentsOfCommit(octokitFor(fake), {
      ...repo,
      sha: HEAD,
      creator: 'Mintlify[bot]',
    });
    expect(deployments.map((d) => d.id)).toEqual([newer.id, older.id]);
    const filtered = await appDeploymentsOfCommit(octokitFor(fake), {
      ...repo,
      sha: HEAD,
      creator: 'mintlify[bot]',
      environment: 'staging - api',
    });
    expect(filtered.deployments.map((d) => d.id)).toEqual([newer.id]);
  });

  it("the production address: the latest production deployment's success, even once a preview retired it", async () => {
    fake.app.deployPreview({ sha: fakeSha('main-1'), ref: 'main', url: 'https://acme.mintlify.site/old' });
    fake.app.deployPreview({ sha: fakeSha('main-2'), ref: 'main', url: 'https://acme.mintlify.site' });
    // A preview to the same environment name: GitHub marks the production deployment inactive.
    fake.app.deployPreview({ sha: HEAD, ref: 'feature', url: 'https://acme-feature-1a2b.mintlify.site' });
    const production = fake.deployments().filter((d) => d.ref === 'main');
    expect(fake.statuses(production[1]!.id).map((s) => s.state)).toEqual([
      'in_progress',
      'success',
      'inactive',
    ]);
    const url = await productionSiteUrl(octokitFor(fake), {
      ...repo,
      creator: 'mintlify[bot]',
      productionBranch: 'main',
    });
    expect(url).toBe('https://acme.mintlify.site');
    expect(
      await productionSiteUrl(octokitFor(fake), {
        ...repo,
        creator: 'vercel[bot]',
        productionBranch: 'main',
      }),
    ).toBeUndefined();
  });
});

describe('previewAddressOf', () => {
  const where = 'deployment_status of deployment 7';
  it('reads environment_url, falling back to target_url', () => {
    expect(
      previewAddressOf({ state: 'success', environmentUrl: 'https://a.site', targetUrl: 'https://b' }, where),
    ).toBe('https://a.site');
    expect(
      previewAddressOf({ state: 'success', environmentUrl: undefined, targetUrl: 'https://b.site' }, where),
    ).toBe('https://b.site');
  });

  it('a missing or non-http(s) address is a configuration error naming the field', () => {
    expect(() =>
      previewAddressOf({ state: 'success', environmentUrl: undefined, targetUrl: undefined }, where),
    ).toThrow(/environment_url is missing/);
    expect(() =>
      previewAddressOf({ state: 'success', environmentUrl: 'ftp://x.site', targetUrl: undefined }, where),
    ).toThrow(ConfigurationError);
    expect(() =>
      previewAddressOf({ state: 'success', environmentUrl: undefined, targetUrl: 'not a url' }, where),
    ).toThrow(/target_url "not a url" is not an http\(s\) address/);
  });
});

describe('the deployment_status event the fake sends', () => {
  const require = createRequire(import.meta.url);
  const file = join(
    require.resolve('@octokit/openapi/package.json'),
    '..',
    'generated',
    'api.github.com.json',
  );
  const doc = JSON.parse(readFileSync(file, 'utf8')) as {
    components: Record<string, Record<string, unknown>>;
  };
  const ajv = new Ajv({ strict: false, allErrors: true });
  (addFormatsModule as unknown as (a: Ajv) => Ajv)(ajv);
  // OpenAPI's `nullable` beside no `type` (a $ref, anyOf) means nothing to Ajv: dropped there.
  const withoutBareNullable = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(withoutBareNullable);
    if (node === null || typeof node !== 'object') return node;
    const entries = Object.entries(node).filter(([key]) => key !== 'nullable' || 'type' in node);
    return Object.fromEntries(entries.map(([key, value]) => [key, withoutBareNullable(value)]));
  };
  ajv.addSchema({ $id: 'github', components: withoutBareNullable(doc.components) });
  const webhook = 'github#/components/schemas/webhook-deployment-status-created';

  it("carries deployment and deployment_status as GitHub's webhook description has them, by the app's bot", () => {
    const { event } = fake.app.deployPreview({ sha: HEAD, ref: 'feature', url: 'https://p.mintlify.site' });
    for (const part of ['deployment', 'deployment_status'] as const) {
      const validate = ajv.compile({ $ref: `${webhook}/properties/${part}` });
      expect([part, validate(event[part]) ? [] : validate.errors]).toEqual([part, []]);
    }
    expect(event).toMatchObject({
      action: 'created',
      deployment: {
        sha: HEAD,
        ref: 'feature',
        environment: 'staging',
        creator: { login: 'mintlify[bot]', type: 'Bot' },
      },
      deployment_status: { state: 'success', environment_url: 'https://p.mintlify.site' },
      repository: { full_name: 'acme/docs', default_branch: 'main' },
      sender: { login: 'mintlify[bot]' },
    });
  });

  it('an inactive status sends no event', () => {
    const deployment = fake.app.create({ sha: HEAD, ref: 'feature' });
    expect(fake.app.setStatus(deployment, 'in_progress')).toMatchObject({
      deployment_status: { state: 'in_progress' },
    });
    expect(fake.app.setStatus(deployment, 'inactive')).toBeUndefined();
  });
});
