import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fakeSha, SERVICE_APP_BOT } from '../support/fake-github.js';
import { useActionSuite } from '../support/action-suite.js';

/**
 * Everything after "the preview is live" on a preview the service's app built: the changed pages
 * linked on its address, their validation status against the pull request's base, and the live
 * check of their links, in the kit's own comment, from a deployment_status event without an API key.
 */
const TOKEN = 'ghs_e2e_attach_pages_token_0123456789';
const suite = useActionSuite({ token: TOKEN, emulator: { previewLimit: false } });
const { runBuiltAction } = suite;
const BRANCH = 'docs/edit';
const HEAD = fakeSha('attach-pages-head');
let workspace: string;

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const docsJson = JSON.stringify({
  name: 'Acme',
  navigation: { groups: [{ group: 'Guides', pages: ['index', 'guides/setup', 'guides/limits'] }] },
});

async function writeTree(root: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

beforeEach(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'docs-ci-e2e-attach-'));
  const base = {
    'docs/docs.json': docsJson,
    'docs/index.mdx': page('Home', 'Welcome.'),
    'docs/guides/setup.mdx': page('Set up', 'Read [the limits](/guides/limits#per-minute).'),
    'docs/guides/limits.mdx': page('Limits', '## Per minute\n\nFive.'),
  };
  // The pull request: the setup page imports a snippet that does not exist, and the limits page's
  // heading is renamed (the #per-minute anchor is gone from the built page).
  await writeTree(workspace, {
    ...base,
    'docs/guides/setup.mdx': page(
      'Set up',
      "import Steps from '/snippets/steps.mdx';\n\nRead [the limits](/guides/limits#per-minute).",
    ),
    'docs/guides/limits.mdx': page('Limits', '## Per hour\n\nFive.'),
  });
  const baseDir = await mkdtemp(join(tmpdir(), 'docs-ci-e2e-attach-base-'));
  await writeTree(baseDir, base);
  // The pull request's base commit, from GitHub's tarball (the workspace has no git).
  await suite.github.setTreeAt(fakeSha('acme/docs:main'), baseDir);
  await rm(baseDir, { recursive: true, force: true });
  suite.emulator.control.setDocsDir(join(workspace, 'docs'));
  suite.emulator.control.configure({ previewAccess: 'public', pageFaults: [] });
  suite.github.addPull({ number: 9, headRef: BRANCH, headSha: HEAD });
  suite.github.setPullFiles(9, [
    { filename: 'docs/guides/setup.mdx', status: 'modified' },
    { filename: 'docs/guides/limits.mdx', status: 'modified' },
  ]);
  suite.github.addComment(
    9,
    '<!-- mintlify-preview-comment-acme-docs/edit -->\nPreview ready.',
    SERVICE_APP_BOT,
  );
});
afterEach(async () => {
  suite.emulator.control.setDocsDir(undefined);
  await rm(workspace, { recursive: true, force: true });
});

function appPreviewEvent() {
  const { previewUrl } = suite.emulator.control.buildPreview('proj', BRANCH);
  suite.emulator.control.advanceTime(30 * 60_000);
  return suite.github.app.deployPreview({ sha: HEAD, ref: BRANCH, url: previewUrl }).event;
}

describe('preview action (dist) attached on deployment_status: changed pages, page health, live check', () => {
  it("fills the kit's comment with the changed pages on the app's preview, their new problems and broken anchors", async () => {
    const event = appPreviewEvent();
    const run = await runBuiltAction('preview', {
      eventName: 'deployment_status',
      event,
      workspace,
      inputs: {},
      env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: suite.github.url, GITHUB_SHA: HEAD },
    });
    expect(run.exitCode).toBe(0);
    const previewUrl = run.outputs['preview-url']!;
    const [comment, ...others] = suite.github.comments(9).filter((c) => c.body.includes('docs-ci:preview'));
    expect(others).toEqual([]);
    const body = comment!.body;
    const line = (title: string) => body.split('\n').find((l) => l.includes(`[${title}]`)) ?? '';
    // Linked on the app's preview address.
    expect(line('Set up')).toContain(`(${previewUrl}guides/setup)`);
    // Page health against the pull request's base, found through the deployment's pull request.
    expect(body).toContain('new problem');
    expect(line('Set up')).toMatch(/❌ .*snippet\\-not\\-found/);
    // The live check on the app's preview.
    expect(body).toMatch(/❌ \*\*1 broken link on the changed pages\*\*/);
    expect(JSON.parse(run.outputs['result']!)).toMatchObject({
      source: 'deployment-event',
      links: { summary: { broken: 1 } },
    });
    expect(JSON.parse(run.outputs['changed-pages']!)).toHaveLength(2);
    // No API key, no trigger: the service saw page requests only.
    expect(suite.emulator.requests.filter((r) => r.path.startsWith('/v1'))).toEqual([]);
    expect(suite.github.foreignCommentWrites).toEqual([]);
  }, 60_000);

  it('a preview behind the service login gets its one line, as a triggered one does', async () => {
    suite.emulator.control.configure({ previewAccess: 'login-redirect' });
    const run = await runBuiltAction('preview', {
      eventName: 'deployment_status',
      event: appPreviewEvent(),
      workspace,
      inputs: { 'changed-pages-status': 'false' },
      env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: suite.github.url, GITHUB_SHA: HEAD },
    });
    expect(run.exitCode).toBe(0);
    const body = suite.github.comments(9).find((c) => c.body.includes('docs-ci:preview'))!.body;
    expect(body).toMatch(
      /🔒 The changed pages' links were not checked: .*The live check needs a public preview./,
    );
    expect(body).not.toMatch(/broken link on the changed pages/);
  }, 60_000);
});
