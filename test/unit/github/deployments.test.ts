import nock from 'nock';
import {
  createDeployment,
  previewEnvironmentName,
  setDeploymentStatus,
} from '../../../src/github/deployments.js';
import type { FakeGitHub } from '../../support/fake-github.js';
import { octokitFor, startFakeGitHub } from '../../support/fake-github.js';

const repo = { owner: 'acme', repo: 'docs' };
const SHA = 'e'.repeat(40);

describe('deployments', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    fake = await startFakeGitHub();
  });
  afterAll(() => fake.close());

  it('names one environment per preview', () => {
    expect(previewEnvironmentName({ pullRequestNumber: 12 })).toBe('preview/pr-12');
    expect(previewEnvironmentName({ pullRequestNumber: 12, key: 'api docs' })).toBe('preview/pr-12/api-docs');
    expect(previewEnvironmentName({ branch: 'release/1.0' })).toBe('preview/release/1.0');
    expect(() => previewEnvironmentName({})).toThrow(/pull request number or a branch/);
  });

  it('creates a transient, non-production deployment without auto-merge or required contexts', async () => {
    const { deploymentId } = await createDeployment(octokitFor(fake), {
      ...repo,
      ref: SHA,
      environment: 'preview/pr-12',
      description: 'Docs preview',
    });
    const [deployment] = fake.deployments().filter((d) => d.id === deploymentId);
    expect(deployment).toMatchObject({
      ref: SHA,
      environment: 'preview/pr-12',
      transient_environment: true,
      production_environment: false,
      auto_merge: false,
      required_contexts: [],
      description: 'Docs preview',
    });
  });

  it('moves a deployment in_progress -> success with URLs, never touching another preview', async () => {
    const octokit = octokitFor(fake);
    const other = await createDeployment(octokit, { ...repo, ref: SHA, environment: 'preview/pr-7' });
    await setDeploymentStatus(octokit, { ...repo, deploymentId: other.deploymentId, state: 'success' });
    const mine = await createDeployment(octokit, { ...repo, ref: SHA, environment: 'preview/pr-8' });
    await setDeploymentStatus(octokit, {
      ...repo,
      deploymentId: mine.deploymentId,
      state: 'in_progress',
      logUrl: 'https://github.com/acme/docs/actions/runs/1',
    });
    const { statusId } = await setDeploymentStatus(octokit, {
      ...repo,
      deploymentId: mine.deploymentId,
      state: 'success',
      environmentUrl: 'https://pr-8.preview.example.com',
      logUrl: 'https://github.com/acme/docs/actions/runs/1',
      description: 'Preview ready',
    });
    expect(statusId).toBeGreaterThan(0);
    const statuses = fake.statuses(mine.deploymentId);
    expect(statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
    expect(statuses[1]).toMatchObject({
      environment_url: 'https://pr-8.preview.example.com',
      log_url: 'https://github.com/acme/docs/actions/runs/1',
      description: 'Preview ready',
      auto_inactive: false,
    });
    expect(fake.statuses(other.deploymentId).map((s) => s.state)).toEqual(['success']);
  });

  it('keeps a re-deploy of the same environment from retiring the earlier one (auto_inactive: false)', async () => {
    const octokit = octokitFor(fake);
    const first = await createDeployment(octokit, { ...repo, ref: SHA, environment: 'preview/pr-9' });
    await setDeploymentStatus(octokit, { ...repo, deploymentId: first.deploymentId, state: 'success' });
    const second = await createDeployment(octokit, { ...repo, ref: SHA, environment: 'preview/pr-9' });
    await setDeploymentStatus(octokit, { ...repo, deploymentId: second.deploymentId, state: 'success' });
    expect(fake.statuses(first.deploymentId).map((s) => s.state)).toEqual(['success']);
  });

  it('caps the status description at 140 characters (GitHub answers 422 above)', async () => {
    const octokit = octokitFor(fake);
    const { deploymentId } = await createDeployment(octokit, {
      ...repo,
      ref: SHA,
      environment: 'preview/pr-10',
    });
    await setDeploymentStatus(octokit, {
      ...repo,
      deploymentId,
      state: 'failure',
      description: 'x'.repeat(500),
    });
    const [status] = fake.statuses(deploymentId);
    expect(status!.description).toHaveLength(140);
    expect(status!.description.endsWith('…')).toBe(true);
  });

  it('reports a deployment that does not exist', async () => {
    await expect(
      setDeploymentStatus(octokitFor(fake), { ...repo, deploymentId: 999_999, state: 'success' }),
    ).rejects.toThrow(/not found \(404\)/);
  });
});
