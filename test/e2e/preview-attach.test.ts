import { fakeSha, SERVICE_APP_BOT } from '../support/fake-github.js';
import { useActionSuite } from '../support/action-suite.js';
import { restDescriptionErrors } from '../support/github-rest-description.js';

/**
 * The preview action attached to a preview the service's GitHub app built by itself: on
 * deployment_status, with wait-for-deployment from a pull_request job, or with preview-url. No API
 * key, no trigger, no GitHub Deployment of the kit's.
 */
const TOKEN = 'ghs_e2e_attach_token_0123456789';
const suite = useActionSuite({
  token: TOKEN,
  afterEachRun: (github) => {
    expect(restDescriptionErrors(github.requests)).toEqual([]);
    // The app's own comment is never edited.
    expect(github.foreignCommentWrites).toEqual([]);
    // The kit never creates a deployment or a status when it attaches.
    expect(github.requests.filter((r) => r.method === 'POST' && r.route?.includes('deployments'))).toEqual(
      [],
    );
  },
});
const { runBuiltAction } = suite;

const BRANCH = 'docs/attach';
const HEAD = fakeSha('attach-head');
const APP_COMMENT = '<!-- mintlify-preview-comment-acme-docs/attach -->\nPreview deployed.';

/** The service's requests: none may reach its API when the kit attaches (page fetches are not API calls). */
const apiCalls = () => suite.emulator.requests.filter((r) => r.path.startsWith('/v1'));

/** The app builds the branch's preview (the emulator serves it) and shows it as a deployment. */
function appPreview(options: { sha?: string; ref?: string; url?: string } = {}) {
  const { previewUrl } = suite.emulator.control.buildPreview('proj', BRANCH);
  suite.emulator.control.advanceTime(30 * 60_000);
  return suite.github.app.deployPreview({
    sha: options.sha ?? HEAD,
    ref: options.ref ?? BRANCH,
    environment: 'staging',
    url: options.url ?? previewUrl,
  });
}

function openPull(headSha = HEAD) {
  suite.github.addPull({ number: 12, headRef: BRANCH, headSha, baseRef: 'main' });
  suite.github.addComment(12, APP_COMMENT, SERVICE_APP_BOT);
}

function runOnDeploymentStatus(event: unknown, inputs: Record<string, string> = {}, name = 'preview') {
  return runBuiltAction(name, {
    eventName: 'deployment_status',
    event,
    inputs: { 'check-links': 'none', ...inputs },
    env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: suite.github.url, GITHUB_SHA: HEAD },
  });
}

const kitComments = () => suite.github.comments(12).filter((c) => c.body.includes('docs-ci:preview'));

describe('preview action (dist) on deployment_status', () => {
  it("attaches to the app's successful preview of the pull request head: the kit's own comment, no key, no trigger", async () => {
    openPull();
    const { deployment, event } = appPreview();
    const run = await runOnDeploymentStatus(event);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ skipped: 'false', status: 'success' });
    expect(run.outputs['preview-url']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/previews\/proj\//);
    expect(run.outputs['deployment-id']).toBe(String(deployment.id));
    const [comment] = kitComments();
    expect(comment?.body).toContain(`(${run.outputs['preview-url']})`);
    expect(comment?.user.login).toBe('github-actions[bot]');
    // The app's comment stays as it was, beside the kit's.
    expect(suite.github.comments(12).find((c) => c.user.login === 'mintlify[bot]')?.body).toBe(APP_COMMENT);
    expect(apiCalls()).toEqual([]);
    expect(suite.github.deployments()).toHaveLength(1);
    expect(run.summary).toContain('| Built by | mintlify\\[bot\\] \\(deployment');
    expect(JSON.parse(run.outputs['result']!)).toMatchObject({
      source: 'deployment-event',
      pullRequest: 12,
      attachedTo: { deploymentId: deployment.id, environment: 'staging', creator: 'mintlify[bot]' },
    });
    // The pull request was found by its commit.
    expect(suite.github.requests.some((r) => r.route?.endsWith('/commits/{commit_sha}/pulls'))).toBe(true);
  });

  it('a deployment by another creator is skipped with the reason, exit 0', async () => {
    openPull();
    const deployment = suite.github.app.create({
      sha: HEAD,
      ref: BRANCH,
      creator: { login: 'vercel[bot]', type: 'Bot' },
    });
    suite.github.app.setStatus(deployment, 'in_progress');
    const event = suite.github.app.setStatus(deployment, 'success', {
      environmentUrl: 'https://x.vercel.app',
    });
    const run = await runOnDeploymentStatus(event);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ skipped: 'true' });
    expect(run.outputs['skip-reason']).toMatch(/created by vercel\[bot\], not mintlify\[bot\]/);
    expect(run.stdout).toMatch(/::notice::Docs preview skipped: deployment \d+ was created by vercel/);
    expect(kitComments()).toEqual([]);
  });

  it('a deployment of the production branch is skipped as production', async () => {
    const { event } = appPreview({ ref: 'main', url: 'https://acme.mintlify.site' });
    const run = await runOnDeploymentStatus(event);
    expect(run.exitCode).toBe(0);
    expect(run.outputs['skip-reason']).toMatch(/of main, the production branch/);
  });

  it('a status other than success is skipped; another environment too', async () => {
    openPull();
    const deployment = suite.github.app.create({ sha: HEAD, ref: BRANCH });
    const building = await runOnDeploymentStatus(suite.github.app.setStatus(deployment, 'in_progress'));
    expect(building.exitCode).toBe(0);
    expect(building.outputs['skip-reason']).toMatch(/is in_progress, not success/);
    const event = suite.github.app.setStatus(deployment, 'success', {
      environmentUrl: 'https://p.mintlify.site',
    });
    const other = await runOnDeploymentStatus(event, { environment: 'staging - api' });
    expect(other.outputs['skip-reason']).toMatch(/is to staging, not staging - api \(input environment\)/);
    expect(kitComments()).toEqual([]);
  });

  it('no pull request for the commit: the job summary only', async () => {
    const { event } = appPreview();
    const run = await runOnDeploymentStatus(event);
    expect(run.exitCode).toBe(0);
    expect(run.outputs['skipped']).toBe('false');
    expect(run.stdout).toMatch(/No open pull request into main has commit/);
    expect(run.summary).toContain(run.outputs['preview-url']);
    expect(suite.github.comments(12)).toEqual([]);
  });

  it('a deployment that is no longer the pull request head is skipped (a newer one is coming)', async () => {
    openPull();
    const { event } = appPreview();
    suite.github.app.pushToPull(12, fakeSha('newer-head'));
    const run = await runOnDeploymentStatus(event);
    expect(run.exitCode).toBe(0);
    expect(run.outputs['skip-reason']).toMatch(/no longer the head of pull request #12 \(now [0-9a-f]{7}\)/);
    expect(kitComments()).toEqual([]);
  });

  it('an environment_url that is not http(s) is a configuration error naming the field', async () => {
    openPull();
    const { event } = appPreview({ url: 'javascript:alert(1)' });
    const run = await runOnDeploymentStatus(event);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/environment_url "javascript:alert\(1\)" is not an http\(s\) address/);
    expect(kitComments()).toEqual([]);
  });

  it('the root action under auto runs the attached preview', async () => {
    openPull();
    const { event } = appPreview();
    const run = await runOnDeploymentStatus(event, {}, '.');
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ command: 'preview', skipped: 'false', status: 'success' });
    expect(run.stdout).toContain(
      "command: auto, deployment_status event, attached to the service app's preview",
    );
    expect(kitComments()).toHaveLength(1);
    expect(apiCalls()).toEqual([]);
  });
});

describe('preview action (dist) attached from a pull_request job', () => {
  const pullRequestEvent = {
    number: 12,
    pull_request: {
      number: 12,
      head: { ref: BRANCH, sha: HEAD, repo: { full_name: 'acme/docs', fork: false } },
      base: { ref: 'main', sha: fakeSha('main'), repo: { full_name: 'acme/docs', fork: false } },
    },
    repository: { full_name: 'acme/docs', name: 'docs', owner: { login: 'acme' }, default_branch: 'main' },
  };
  const runOnPullRequest = (inputs: Record<string, string>) =>
    runBuiltAction('preview', {
      eventName: 'pull_request',
      event: pullRequestEvent,
      inputs: { 'check-links': 'none', ...inputs },
      env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: suite.github.url },
    });

  it('wait-for-deployment waits for the success of the deployment the app creates for the head commit', async () => {
    openPull();
    const { previewUrl } = suite.emulator.control.buildPreview('proj', BRANCH);
    suite.emulator.control.advanceTime(30 * 60_000);
    const deployment = suite.github.app.create({ sha: HEAD, ref: BRANCH });
    suite.github.app.setStatus(deployment, 'in_progress');
    // The app finishes while the step polls (its first check finds the deployment in progress).
    const finish = setTimeout(
      () => suite.github.app.setStatus(deployment, 'success', { environmentUrl: previewUrl }),
      1500,
    );
    try {
      const run = await runOnPullRequest({ 'wait-for-deployment': 'true', timeout: '40s' });
      expect(run.exitCode).toBe(0);
      expect(run.outputs['preview-url']).toBe(previewUrl);
      expect(run.stdout).toMatch(/in_progress \(deployment \d+ to staging\)/);
      expect(kitComments()).toHaveLength(1);
      expect(apiCalls()).toEqual([]);
      const polls = suite.github.requests.filter((r) => r.route === 'GET /repos/{owner}/{repo}/deployments');
      expect(polls.every((r) => r.query['sha'] === HEAD)).toBe(true);
      // Polite: from 5 s between checks, so a few seconds cost two or three listings.
      expect(polls.length).toBeLessThanOrEqual(3);
    } finally {
      clearTimeout(finish);
    }
  }, 30_000);

  it('wait-for-deployment past timeout fails naming the app and the commit', async () => {
    openPull();
    const run = await runOnPullRequest({ 'wait-for-deployment': 'true', timeout: '2s' });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      new RegExp(`preview deployment by mintlify\\[bot\\] of commit ${HEAD} did not finish`),
    );
    expect(run.stdout).toMatch(/no deployment yet/);
    expect(apiCalls()).toEqual([]);
  });

  it('wait-for-deployment: a failed deployment fails the step naming the state', async () => {
    openPull();
    const deployment = suite.github.app.create({ sha: HEAD, ref: BRANCH });
    suite.github.app.setStatus(deployment, 'failure');
    const run = await runOnPullRequest({ 'wait-for-deployment': 'true', timeout: '10s' });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      /mintlify\[bot\]'s deployment \d+ of commit [0-9a-f]{40} to staging ended in failure/,
    );
  });

  it('preview-url given outright: attached without key, trigger or deployment', async () => {
    openPull();
    const run = await runOnPullRequest({ 'preview-url': 'https://acme-docs-attach-1a2b.mintlify.site' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs['preview-url']).toBe('https://acme-docs-attach-1a2b.mintlify.site');
    expect(kitComments()[0]?.body).toContain('https://acme-docs-attach-1a2b.mintlify.site');
    expect(suite.github.deployments()).toEqual([]);
    expect(apiCalls()).toEqual([]);
  });

  it('without preview-url or wait-for-deployment, triggering still needs project-id', async () => {
    const run = await runOnPullRequest({});
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/input project-id is required when the kit triggers the preview/);
  });
});
