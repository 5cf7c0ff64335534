import nock from 'nock';
import type { FakeGitHub } from '../support/fake-github.js';
import { pullRequestEvent, startFakeGitHub } from '../support/fake-github.js';
import { restDescriptionErrors } from '../support/github-rest-description.js';
import { runBuiltAction } from '../support/run-action.js';
import type { ScriptedService } from '../support/scripted-service.js';
import { startScriptedService } from '../support/scripted-service.js';
import { exampleOf } from '../support/service-description.js';

/**
 * Answers the published description allows but the emulator never gives, through the built actions
 * the way the runner runs them: the description's own example (a bare-host preview address), a
 * trigger answer without previewUrl, a status answer without status, one without statusId.
 */
const TOKEN = 'ghs_e2e_token_0123456789';
let service: ScriptedService;
let github: FakeGitHub;

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  service = await startScriptedService();
});
afterAll(() => service.close());
beforeEach(async () => {
  github = await startFakeGitHub();
});
afterEach(async () => {
  expect(restDescriptionErrors(github.requests)).toEqual([]);
  await github.close();
});

const event = pullRequestEvent('feature/x');

const runPreview = () =>
  runBuiltAction('preview', {
    eventName: 'pull_request',
    event,
    inputs: { 'api-key': service.apiKey, 'base-url': service.url, 'project-id': 'proj' },
    env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: github.url },
  });

describe('preview action (dist) on answers the description allows', () => {
  it("the description's example: a bare-host address is shown and linked as https://<host>", async () => {
    service.script({
      preview: [exampleOf('triggerPreview', 202)],
      status: [{ status: 'in_progress' }, exampleOf('getDeploymentStatus', 200)],
    });
    const run = await runPreview();
    expect(run.exitCode).toBe(0);
    const url = 'https://acme-feature-x.preview.docs.example';
    expect(run.outputs['preview-url']).toBe(url);
    expect(github.comments(7)[0]!.body).toContain(`**[Open the preview](${url})**`);
    expect(run.summary).toContain(`](${url}) |`);
    const [deployment] = github.deployments();
    expect(github.statuses(deployment!.id).at(-1)).toMatchObject({ state: 'success', environment_url: url });
  });

  it('no previewUrl and a status answer without status: the address is unknown, the build is still followed', async () => {
    service.script({
      preview: [{ statusId: 'st_1' }],
      status: [{}, { logs: ['building'] }, { status: 'success' }],
    });
    const run = await runPreview();
    expect(run.exitCode).toBe(0);
    expect(service.count('status')).toBe(3);
    expect(run.outputs['status']).toBe('success');
    expect(run.outputs['preview-url'] ?? '').toBe('');
    expect(run.stdout).toMatch(
      /::warning::preview of feature\/x: triggered \(status st_1\); the service gave no preview address/,
    );
    expect(run.stdout).toMatch(/unknown/);
    expect(github.comments(7)[0]!.body).toMatch(/Preview address unknown: the service did not give one/);
    expect(run.summary).toMatch(/unknown \(the service gave no address\)/);
  });

  it('an address that is not a usable link is reported verbatim as text, with a warning', async () => {
    service.script({
      preview: [{ statusId: 'st_1', previewUrl: 'preview-pending' }],
      status: [{ status: 'success' }],
    });
    const run = await runPreview();
    expect(run.exitCode).toBe(0);
    expect(run.outputs['preview-url']).toBe('preview-pending');
    expect(JSON.parse(run.outputs['result']!)).toMatchObject({ previewUrl: 'preview-pending' });
    expect(run.stdout).toMatch(
      /::warning::preview of feature\/x: triggered \(status st_1\); the service gave a preview address that is not a link \("preview-pending"\): it is reported as given, as text/,
    );
    expect(github.comments(7)[0]!.body).toMatch(/not an http\(s\) link: preview\\-pending/);
    expect(run.summary).toContain('| Preview | preview\\-pending |');
    const [deployment] = github.deployments();
    expect(github.statuses(deployment!.id).at(-1)).toMatchObject({ state: 'success', environment_url: '' });
  });

  it('an https address is kept as given: no trailing slash added', async () => {
    service.script({
      preview: [{ statusId: 'st_2', previewUrl: 'https://pr-7.preview.docs.example' }],
      status: [{ status: 'success' }],
    });
    const run = await runPreview();
    expect(run.exitCode).toBe(0);
    expect(run.outputs['preview-url']).toBe('https://pr-7.preview.docs.example');
    expect(github.comments(7)[0]!.body).toContain(
      '**[Open the preview](https://pr-7.preview.docs.example)**',
    );
  });

  it('a trigger answer without statusId fails the step saying why, with the answer', async () => {
    service.script({ preview: [{ previewUrl: 'acme-feature-x.preview.docs.example' }] });
    const run = await runPreview();
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      /no statusId, so the preview build cannot be followed .*Answer: \{"previewUrl":"acme-feature-x\.preview\.docs\.example"\}/,
    );
    expect(service.count('status')).toBe(0);
  });
});
