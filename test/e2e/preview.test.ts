import { ANSWER_MODES, fakeSha, pullRequestEvent } from '../support/fake-github.js';
import { useActionSuite } from '../support/action-suite.js';
import { restDescriptionErrors } from '../support/github-rest-description.js';

const TOKEN = 'ghs_e2e_token_0123456789';
const suite = useActionSuite({
  token: TOKEN,
  // Every request the action sent is one GitHub's REST description documents, and no comment by
  // another author was edited or deleted.
  afterEachRun: (github) => {
    expect(restDescriptionErrors(github.requests)).toEqual([]);
    expect(github.foreignCommentWrites).toEqual([]);
  },
});
const { runBuiltAction } = suite;

beforeEach(() => {
  suite.emulator.control.configure({ failBranches: [], stuckBranches: [] });
});

function runPreview(event: unknown, inputs: Record<string, string> = {}, eventName = 'pull_request') {
  return runBuiltAction('preview', {
    eventName,
    event,
    inputs: {
      'api-key': suite.emulator.apiKey,
      'base-url': suite.emulator.url,
      'project-id': 'proj',
      ...inputs,
    },
    env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: suite.github.url },
  });
}

function noSecrets(text: string) {
  const cleaned = text
    .replaceAll(`::add-mask::${suite.emulator.apiKey}`, '')
    .replaceAll(`::add-mask::${TOKEN}`, '');
  expect(cleaned).not.toContain(suite.emulator.apiKey);
  expect(cleaned).not.toContain(TOKEN);
}

/**
 * Every case runs against the emulator's full answers and its sparse ones: no optional field, and the
 * preview address as a bare host, which is shown and linked as https://<host>.
 */
describe.each(ANSWER_MODES)('with %s answers', (_mode, sparse) => {
  beforeEach(() => suite.emulator.control.configure({ sparse }));

  describe('preview action (dist) on pull_request', () => {
    it('first run creates one comment, a deployment and a summary; a second run updates the same comment', async () => {
      const first = await runPreview(pullRequestEvent('feature/docs'));
      expect(first.exitCode).toBe(0);
      expect(first.outputs).toMatchObject({ status: 'success', skipped: 'false' });
      expect(first.outputs['preview-url']).toMatch(
        sparse
          ? /^https:\/\/org-emulator-feature-docs-[0-9a-f]+\.preview\.emulator\.test$/
          : /^http:\/\/127\.0\.0\.1:\d+\/previews\//,
      );
      const comments = suite.github.comments(7);
      expect(comments).toHaveLength(1);
      expect(comments[0]!.body).toContain(`(${first.outputs['preview-url']})`);
      expect(first.outputs['comment-id']).toBe(String(comments[0]!.id));
      const deployments = suite.github.deployments();
      expect(deployments).toHaveLength(1);
      expect(deployments[0]).toMatchObject({ ref: fakeSha('feature/docs'), transient_environment: true });
      const states = suite.github.statuses(deployments[0]!.id).map((s) => s.state);
      expect(states).toEqual(['in_progress', 'success']);
      expect(first.summary).toContain('ready');
      noSecrets(first.everything);
      noSecrets(comments[0]!.body);

      const second = await runPreview(pullRequestEvent('feature/docs'));
      expect(second.exitCode).toBe(0);
      expect(suite.github.comments(7)).toHaveLength(1);
      expect(second.outputs['comment-id']).toBe(first.outputs['comment-id']);
    });

    it('finds its own comment behind 120 others', async () => {
      suite.github.addComments(7, 60, 'octocat');
      await runPreview(pullRequestEvent('long-pr'));
      suite.github.addComments(7, 60, 'hubot');
      const run = await runPreview(pullRequestEvent('long-pr'));
      expect(run.exitCode).toBe(0);
      expect(suite.github.comments(7).filter((c) => c.body.includes('docs-ci:preview'))).toHaveLength(1);
    });

    it('five concurrent runs leave exactly one comment', async () => {
      suite.github.setLatency([5, 40]);
      const runs = await Promise.all(
        Array.from({ length: 5 }, () => runPreview(pullRequestEvent('race'), { wait: 'false' })),
      );
      expect(runs.every((r) => r.exitCode === 0)).toBe(true);
      expect(suite.github.comments(7).filter((c) => c.body.includes('docs-ci:preview'))).toHaveLength(1);
    });

    // Independent of the answers' shape: once.
    if (!sparse)
      it('a fork pull request makes no API call and is skipped with a reason', async () => {
        const run = await runPreview(pullRequestEvent('patch-1', { fork: true }), { 'api-key': '' });
        expect(run.exitCode).toBe(0);
        expect(run.outputs).toMatchObject({ skipped: 'true' });
        expect(run.outputs['skip-reason']).toMatch(/fork/);
        expect(suite.emulator.requests).toHaveLength(0);
        expect(run.stdout).toMatch(/::notice::Docs preview skipped/);
      });

    // Independent of the answers' shape: once.
    if (!sparse)
      it('an empty api-key on a same-repository run fails naming the secret', async () => {
        const run = await runPreview(pullRequestEvent('feature/x'), { 'api-key': '' });
        expect(run.exitCode).toBe(1);
        expect(run.stdout).toMatch(/input api-key is empty.*secrets\.DOCS_API_KEY/);
        expect(suite.emulator.requests).toHaveLength(0);
      });

    it('a 403 on comments is a warning naming the permission; the preview still passes', async () => {
      suite.github.denyPermission('pull_requests=write', 'issues=write');
      const run = await runPreview(pullRequestEvent('feature/perm'));
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toMatch(/::warning::.*pull-requests: write/);
      expect(run.outputs['preview-url']).toBeTruthy();
    });

    // Independent of the answers' shape: once.
    if (!sparse)
      it('a hostile branch name renders harmless in the comment and summary', async () => {
        const branch = 'x<img src=x onerror=alert(1)>';
        const run = await runPreview(pullRequestEvent(branch));
        expect(run.exitCode).toBe(0);
        const body = suite.github.comments(7)[0]!.body;
        // The only image is the screenshot thumbnail the service gave (its own <img>): nothing from the branch.
        expect(body).not.toContain('<img src=x');
        expect(body.match(/<img /g)).toHaveLength(1);
        expect(run.summary).not.toContain('<img');
      });

    it('a failed preview fails the step, with the failed comment and deployment status', async () => {
      suite.emulator.control.configure({ failBranches: ['broken'] });
      const run = await runPreview(pullRequestEvent('broken'));
      expect(run.exitCode).toBe(1);
      expect(run.outputs['status']).toBe('failure');
      expect(suite.github.comments(7)[0]!.body).toMatch(/failed/i);
      const [deployment] = suite.github.deployments();
      expect(suite.github.statuses(deployment!.id).map((s) => s.state)).toEqual(['in_progress', 'failure']);
      expect(JSON.parse(run.outputs['result']!)).toMatchObject({ ok: false, status: 'failure' });
    });

    it('a re-run of the same commit while the preview builds resumes instead of triggering again', async () => {
      suite.emulator.control.configure({ stuckBranches: ['slow'] });
      const first = await runPreview(pullRequestEvent('slow'), { timeout: '2s' });
      expect(first.exitCode).toBe(1);
      suite.emulator.control.configure({ stuckBranches: [] });
      suite.emulator.control.clearRequests();
      const second = await runPreview(pullRequestEvent('slow'), { timeout: '5s' });
      expect(suite.emulator.requests.filter((r) => r.operation === 'preview')).toHaveLength(0);
      expect(JSON.parse(second.outputs['result']!)).toMatchObject({ resumed: true });
    });
  });

  describe('preview action (dist) on workflow_dispatch', () => {
    it("a maintainer previews a fork's pushed commits and the comment lands on the fork's pull request", async () => {
      suite.github.addBranches(['docs-preview/pr-30']);
      const run = await runPreview(
        { inputs: {} },
        { branch: 'docs-preview/pr-30', 'pull-request': '30' },
        'workflow_dispatch',
      );
      expect(run.exitCode).toBe(0);
      expect(suite.github.comments(30)).toHaveLength(1);
      expect(suite.github.deployments()[0]).toMatchObject({
        ref: suite.github.branchSha('docs-preview/pr-30'),
      });
    });

    // Independent of the answers' shape: once.
    if (!sparse)
      it('rejects a pull-request input that is not a number before any request', async () => {
        const run = await runPreview(
          { inputs: {} },
          { branch: 'x', 'pull-request': 'abc' },
          'workflow_dispatch',
        );
        expect(run.exitCode).toBe(1);
        expect(run.stdout).toMatch(/input pull-request: "abc" is not a pull request number/);
        expect(suite.emulator.requests).toHaveLength(0);
      });
  });

  describe('preview action (dist) on schedule', () => {
    it('refreshes every matching branch, comments on open pull requests, summarizes in one table', async () => {
      suite.github.addBranches(['main', 'feature/a', 'feature/b', 'feature/old', 'fix/c']);
      suite.github.addPull({
        number: 11,
        headRef: 'feature/a',
        headOwner: 'acme',
        headSha: suite.github.branchSha('feature/a'),
      });
      const run = await runPreview({}, { branches: 'feature/*\n!feature/old' }, 'schedule');
      expect(run.exitCode).toBe(0);
      const result = JSON.parse(run.outputs['result']!);
      expect(result.results.map((r: { branch: string }) => r.branch).sort()).toEqual([
        'feature/a',
        'feature/b',
      ]);
      expect(suite.github.comments(11)).toHaveLength(1);
      expect(run.summary).toMatch(/feature\\?\/a/);
    });

    it('one failing branch does not stop the others; the step fails at the end', async () => {
      suite.github.addBranches(['feature/ok', 'feature/bad']);
      suite.emulator.control.configure({ failBranches: ['feature/bad'] });
      const run = await runPreview({}, { branches: 'feature/*' }, 'schedule');
      expect(run.exitCode).toBe(1);
      const result = JSON.parse(run.outputs['result']!);
      expect(result.results).toHaveLength(2);
      expect(result.results.find((r: { branch: string }) => r.branch === 'feature/ok').ok).toBe(true);
    });
  });
});
