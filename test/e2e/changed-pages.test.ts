import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fakeSha } from '../support/fake-github.js';
import { useActionSuite } from '../support/action-suite.js';

const TOKEN = 'ghs_changed_pages_token_0123456789';
const suite = useActionSuite({ token: TOKEN });
const { runBuiltAction } = suite;
let workspace: string;

beforeEach(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'docs-ci-e2e-changed-'));
  await write(
    'docs/docs.json',
    JSON.stringify({ navigation: { pages: ['index', 'guides/setup', 'guides/faq'] } }),
  );
  await write('docs/index.mdx', '---\ntitle: Home\n---\n');
  await write('docs/guides/setup.mdx', '---\ntitle: Set up\n---\n');
  await write('docs/guides/faq.mdx', '---\ntitle: FAQ\n---\n');
  // The preview renders the workspace's pages: the live check of the changed pages finds them.
  suite.emulator.control.setDocsDir(join(workspace, 'docs'));
});
afterEach(async () => {
  suite.emulator.control.setDocsDir(undefined);
  await rm(workspace, { recursive: true, force: true });
});

async function write(path: string, text: string) {
  await mkdir(dirname(join(workspace, path)), { recursive: true });
  await writeFile(join(workspace, path), text);
}

const event = {
  number: 9,
  pull_request: {
    number: 9,
    head: { ref: 'docs/edit', sha: fakeSha('docs/edit'), repo: { full_name: 'acme/docs', fork: false } },
    base: { ref: 'main', sha: fakeSha('main'), repo: { full_name: 'acme/docs', fork: false } },
  },
  repository: { full_name: 'acme/docs', name: 'docs', owner: { login: 'acme' } },
};

function runPreview(
  inputs: Record<string, string> = {},
  eventName = 'pull_request',
  payload: unknown = event,
) {
  return runBuiltAction('preview', {
    eventName,
    event: payload,
    workspace,
    inputs: {
      'api-key': suite.emulator.apiKey,
      'base-url': suite.emulator.url,
      'project-id': 'proj',
      ...inputs,
    },
    env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: suite.github.url },
  });
}

describe('preview action (dist): changed pages', () => {
  it('a pull request that changes three pages gets three working links in the comment, the summary and the output', async () => {
    suite.github.setPullFiles(9, [
      { filename: 'docs/index.mdx', status: 'modified' },
      { filename: 'docs/guides/setup.mdx', status: 'added' },
      { filename: 'docs/guides/faq.mdx', status: 'renamed', previous_filename: 'docs/guides/questions.mdx' },
      { filename: 'package.json', status: 'modified' },
    ]);
    const run = await runPreview();
    expect(run.exitCode).toBe(0);
    const previewUrl = run.outputs['preview-url']!.replace(/\/$/, '');
    const pages = JSON.parse(run.outputs['changed-pages']!) as {
      path: string;
      url: string;
      change: string;
      title: string;
    }[];
    expect(pages).toEqual([
      { path: 'docs/guides/setup.mdx', url: `${previewUrl}/guides/setup`, change: 'added', title: 'Set up' },
      {
        path: 'docs/guides/faq.mdx',
        url: `${previewUrl}/guides/faq`,
        change: 'renamed',
        title: 'FAQ',
        previousPath: 'docs/guides/questions.mdx',
      },
      { path: 'docs/index.mdx', url: `${previewUrl}/`, change: 'modified', title: 'Home' },
    ]);
    const body = suite.github.comments(9)[0]!.body;
    for (const page of pages) {
      expect(body).toContain(`](${page.url})`);
      expect(run.summary).toContain(`](${page.url})`);
    }
    expect(body).toContain('#### Changed pages (3)');
    // The suite.emulator serves the preview: the links work once it is live.
    for (const page of pages) expect((await fetch(page.url)).status).toBeLessThan(500);
  });

  it('shows the list while building, limits the comment and keeps the whole list in the summary', async () => {
    const files = Array.from({ length: 30 }, (_, i) => ({
      filename: `docs/p${String(i).padStart(2, '0')}.mdx`,
      status: 'added' as const,
    }));
    for (const f of files) await write(f.filename, '# Page\n');
    suite.github.setPullFiles(9, files);
    const run = await runPreview({ wait: 'false', 'changed-pages-limit': '5' });
    expect(run.exitCode).toBe(0);
    const body = suite.github.comments(9)[0]!.body;
    expect(body).toMatch(/Building the docs preview/);
    expect(body).toContain('#### Changed pages (30)');
    expect(body.match(/^- `added`/gm)).toHaveLength(5);
    expect(body).toContain('… and 25 more');
    expect(run.summary.match(/^- `added`/gm)).toHaveLength(30);
  });

  it('hostile file names cannot inject markdown or HTML', async () => {
    const name = 'docs/<img src=x onerror=alert(1)>[x](javascript:alert(1)) @team.mdx';
    await write(name, '---\ntitle: "<script>alert(1)</script> ![i](https://evil.example/i.png)"\n---\n');
    suite.github.setPullFiles(9, [{ filename: name, status: 'added' }]);
    const run = await runPreview();
    expect(run.exitCode).toBe(0);
    const body = suite.github.comments(9)[0]!.body;
    expect(body).not.toMatch(/<img src=x|<script|\]\(javascript|!\[i\]\(https/);
    // The only image is the screenshot thumbnail of the service's answer.
    expect(body.match(/<img /g)).toHaveLength(1);
    expect(body).not.toMatch(/(?<!\u200d)@team/);
    expect(JSON.parse(run.outputs['changed-pages']!)).toHaveLength(1);
  });

  it('a 403 on the file list degrades to a comment without the list and a warning naming the permission', async () => {
    suite.github.failNext('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', 403, {
      message: 'Resource not accessible by integration',
      headers: { 'x-accepted-github-permissions': 'pull_requests=read' },
    });
    suite.github.setPullFiles(9, [{ filename: 'docs/index.mdx', status: 'modified' }]);
    const run = await runPreview();
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/::warning::Changed pages: .*pull-requests: read/);
    expect(suite.github.comments(9)[0]!.body).not.toContain('Changed pages');
    expect(run.outputs['changed-pages']).toBe('[]');
  });

  it('changed-pages: false and events without a pull request show no list', async () => {
    suite.github.setPullFiles(9, [{ filename: 'docs/index.mdx', status: 'modified' }]);
    const off = await runPreview({ 'changed-pages': 'false' });
    expect(suite.github.comments(9)[0]!.body).not.toContain('Changed pages');
    expect(off.outputs['changed-pages']).toBe('[]');
    const push = await runPreview({ branch: 'docs/edit', comment: 'false' }, 'push', {
      ref: 'refs/heads/docs/edit',
      after: fakeSha('x'),
    });
    expect(push.exitCode).toBe(0);
    expect(push.outputs['changed-pages']).toBe('[]');
    expect(suite.github.requests.filter((r) => r.route?.endsWith('/files'))).toHaveLength(0);
  });

  it('a pull request that changes no page says so in one line, and outputs []', async () => {
    suite.github.setPullFiles(9, [{ filename: 'package.json', status: 'modified' }]);
    const run = await runPreview();
    expect(run.exitCode).toBe(0);
    const body = suite.github.comments(9)[0]!.body;
    expect(body).toContain('**Changed pages:** none, this pull request changes no published page.');
    expect(body).not.toContain('#### Changed pages');
    expect(run.outputs['changed-pages']).toBe('[]');
  });

  it('bounds the output to 1,000 pages with a truncated count, every kind kept, and result carries the same list and the counts', async () => {
    const added = Array.from({ length: 1003 }, (_, i) => ({
      filename: `docs/new/p${String(i).padStart(4, '0')}.mdx`,
      status: 'added' as const,
    }));
    for (const f of added) await write(f.filename, '# New\n');
    const removed = Array.from({ length: 4 }, (_, i) => ({
      filename: `docs/old/gone-${i}.mdx`,
      status: 'removed' as const,
    }));
    suite.github.setPullFiles(9, [...added, ...removed, { filename: 'docs/index.mdx', status: 'modified' }]);
    const run = await runPreview({ wait: 'false' });
    expect(run.exitCode).toBe(0);
    const output = JSON.parse(run.outputs['changed-pages']!) as (
      { change: string; title: string } | { truncated: number }
    )[];
    expect(output).toHaveLength(1001);
    expect(output[1000]).toEqual({ truncated: 8 });
    const kinds = (output.slice(0, 1000) as { change: string }[]).map((p) => p.change);
    expect(kinds.filter((k) => k === 'removed')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'modified')).toHaveLength(1);
    // Pages without a front-matter title are titled as the build titles them.
    expect(output[0]).toMatchObject({ change: 'added', title: 'P0000' });
    const result = JSON.parse(run.outputs.result!) as { changedPages: unknown[]; changedPageCounts: unknown };
    expect(result.changedPages).toEqual(output);
    expect(result.changedPageCounts).toEqual({
      total: 1008,
      added: 1003,
      renamed: 0,
      moved: 0,
      modified: 1,
      removed: 4,
    });
    const body = suite.github.comments(9)[0]!.body;
    expect(body).toContain('#### Changed pages (1,008): 1,003 added · 1 modified · 4 removed');
    expect(body).toMatch(/^- `removed` Gone 0/m);
  });

  it('each changed page carries its validation status against the base, and the ready comment counts the new problems', async () => {
    // The base commit (from GitHub's tarball: the workspace has no git) already has a broken import in the FAQ.
    const base = await mkdtemp(join(tmpdir(), 'docs-ci-e2e-base-'));
    const baseFiles: Record<string, string> = {
      'docs/docs.json': JSON.stringify({ navigation: { pages: ['index', 'guides/setup', 'guides/faq'] } }),
      'docs/index.mdx': '---\ntitle: Home\n---\n',
      'docs/guides/setup.mdx': '---\ntitle: Set up\n---\n',
      'docs/guides/faq.mdx': "---\ntitle: FAQ\n---\n\nimport Old from '/snippets/old.mdx';\n",
    };
    for (const [path, text] of Object.entries(baseFiles)) {
      await mkdir(dirname(join(base, path)), { recursive: true });
      await writeFile(join(base, path), text);
    }
    await suite.github.setTreeAt(fakeSha('main'), base);
    await rm(base, { recursive: true, force: true });
    // The pull request breaks the setup page and touches the FAQ, whose old problem stays.
    await write(
      'docs/guides/setup.mdx',
      "---\ntitle: Set up\n---\n\nimport Steps from '/snippets/<steps>.mdx';\n",
    );
    await write(
      'docs/guides/faq.mdx',
      "---\ntitle: FAQ\n---\n\nimport Old from '/snippets/old.mdx';\n\nMore.\n",
    );
    suite.github.setPullFiles(9, [
      { filename: 'docs/index.mdx', status: 'modified' },
      { filename: 'docs/guides/setup.mdx', status: 'modified' },
      { filename: 'docs/guides/faq.mdx', status: 'modified' },
    ]);
    const run = await runPreview();
    expect(run.exitCode).toBe(0);
    const body = suite.github.comments(9)[0]!.body;
    expect(body).toContain('**1 new problem in the changed pages** (marked on each page below).');
    const line = (title: string) => body.split('\n').find((l) => l.includes(`[${title}]`)) ?? '';
    expect(line('Set up')).toMatch(
      /^- ❌ 1 new error: snippet\\-not\\-found\\: imports &quot;\/snippets\/&lt;steps&gt;\\\.mdx&quot;/,
    );
    // The FAQ's problem is old: it does not count against this pull request.
    expect(line('FAQ')).toMatch(/^- ✓ /);
    expect(line('Home')).toMatch(/^- ✓ /);
    expect(run.stdout).toMatch(/Compared with the base commit .* read through api/);
    // The status needs no extra step: the validation ran while the preview built.
    expect(body).not.toContain('<steps>');
  }, 60_000);
});
