import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fakeSha } from '../support/fake-github.js';
import { useActionSuite } from '../support/action-suite.js';

const TOKEN = 'ghs_live_links_token_0123456789';
const suite = useActionSuite({ token: TOKEN, emulator: { previewLimit: false } });
const { runBuiltAction } = suite;
let workspace: string;

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

async function write(path: string, text: string) {
  await mkdir(dirname(join(workspace, path)), { recursive: true });
  await writeFile(join(workspace, path), text);
}

beforeEach(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'docs-ci-e2e-live-'));
  await write(
    'docs/docs.json',
    JSON.stringify({
      name: 'Acme',
      navigation: {
        groups: [{ group: 'Guides', pages: ['index', 'guides/setup', 'guides/faq', 'guides/limits'] }],
      },
      redirects: [{ source: '/guides/old-setup', destination: '/guides/setup' }],
    }),
  );
  await write('docs/index.mdx', page('Home', 'Welcome.'));
  await write(
    'docs/guides/setup.mdx',
    page(
      'Set up',
      [
        '## Install',
        '',
        'Then read [the limits](/guides/limits#per-minute) and [the questions](/guides/faq#billing).',
        '',
        'The [old address](/guides/old-setup) still works.',
      ].join('\n'),
    ),
  );
  await write('docs/guides/faq.mdx', page('FAQ', '## Billing\n\nMonthly.'));
  await write('docs/guides/limits.mdx', page('Limits', '## Per minute\n\nFive.'));
  suite.emulator.control.setDocsDir(join(workspace, 'docs'));
  suite.emulator.control.configure({ previewAccess: 'public', pageFaults: [] });
  suite.github.setPullFiles(9, [
    { filename: 'docs/guides/setup.mdx', status: 'modified' },
    { filename: 'docs/guides/faq.mdx', status: 'modified' },
  ]);
});
afterEach(async () => {
  suite.emulator.control.setDocsDir(undefined);
  await rm(workspace, { recursive: true, force: true });
});

const event = {
  number: 9,
  pull_request: {
    number: 9,
    head: { ref: 'docs/edit', sha: fakeSha('docs/edit'), repo: { full_name: 'acme/docs', fork: false } },
    base: { ref: 'main', sha: fakeSha('main'), repo: { full_name: 'acme/docs', fork: false } },
  },
  repository: { full_name: 'acme/docs', name: 'docs', owner: { login: 'acme' } },
};

function runPreview(inputs: Record<string, string> = {}) {
  return runBuiltAction('preview', {
    eventName: 'pull_request',
    event,
    workspace,
    inputs: {
      'api-key': suite.emulator.apiKey,
      'base-url': suite.emulator.url,
      'project-id': 'proj',
      'changed-pages-status': 'false',
      // The visual review has its own tests (visual-preview.test.ts).
      visual: 'none',
      ...inputs,
    },
    env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: suite.github.url },
  });
}

/** The comment's bodies as written, in order (the sticky comment is created, then edited). */
function commentWrites(): string[] {
  return suite.github.requests
    .filter((r) => r.route?.includes('/comments') && (r.method === 'POST' || r.method === 'PATCH'))
    .map((r) => (r.body as { body: string }).body);
}

describe('preview action (dist): the changed pages checked on the live preview', () => {
  it('marks a page whose anchors resolve ✓ and one with a missing anchor ❌, after posting the ready comment', async () => {
    // The limits page's heading is renamed: its #per-minute anchor is gone from the built page.
    await write('docs/guides/limits.mdx', page('Limits', '## Per hour\n\nFive.'));
    const run = await runPreview();
    expect(run.exitCode).toBe(0);
    const writes = commentWrites();
    // Building, ready (the link out at once, the check running), ready with the result.
    expect(writes.length).toBeGreaterThanOrEqual(3);
    expect(writes.at(-2)).toMatch(/Docs preview ready[\s\S]*Checking the links of the changed pages/);
    const body = suite.github.comments(9)[0]!.body;
    expect(body).toMatch(/❌ \*\*1 broken link on the changed pages\*\* \(0 suspect\)/);
    const lines = body.split('\n');
    const setup = lines.find((line) => line.includes('[Set up]'))!;
    expect(setup).toMatch(/❌ 1 broken link: .*per\\-minute.*no anchor/);
    const faq = lines.find((line) => line.includes('[FAQ]'))!;
    expect(faq).toMatch(/^- ✓ /);
    const result = JSON.parse(run.outputs['result']!) as {
      links: {
        summary: { broken: number; ok: number };
        pages: { url: string; status: string; broken: number }[];
        links: unknown[];
      };
    };
    expect(result.links.summary.broken).toBe(1);
    expect(result.links.links).toEqual([
      expect.objectContaining({
        status: 'broken',
        fragment: 'missing',
        url: expect.stringMatching(/\/guides\/limits#per-minute$/),
        sources: [{ file: 'guides/setup.mdx', line: 7, column: 24 }],
      }),
    ]);
    // #billing on the FAQ and the docs.json redirect of the old address are fine.
    expect(result.links.summary.ok).toBe(2);
    expect(
      result.links.pages.map((p) => [p.url.replace(/^.*\/previews\/[^/]+\/[^/]+\//, ''), p.status, p.broken]),
    ).toEqual([
      ['guides/faq', 'ok', 0],
      ['guides/setup', 'ok', 1],
    ]);
    expect(run.summary).toMatch(/guides\/setup\\.mdx\\:7\\:24/);
  });

  it('says a changed page that answers 404 on the preview does not load, and fails only with fail-on-broken-links', async () => {
    suite.emulator.control.configure({ pageFaults: [{ path: '/guides/faq', kind: '404' }] });
    const lenient = await runPreview();
    expect(lenient.exitCode).toBe(0);
    const faq = suite.github
      .comments(9)[0]!
      .body.split('\n')
      .find((line) => line.includes('[FAQ]'))!;
    expect(faq).toMatch(/❌ the page answers 404 on the preview/);
    const strict = await runPreview({ 'fail-on-broken-links': 'true' });
    expect(strict.exitCode).toBe(1);
    expect(strict.stdout).toMatch(/::error::.*broken link\(s\) or page\(s\) on the changed pages/);
    // The comment was written before the step failed.
    expect(suite.github.comments(9)[0]!.body).toMatch(/did not load on the preview/);
  });

  it('a preview behind a login gets one line and no failure', async () => {
    suite.emulator.control.configure({ previewAccess: 'login-redirect' });
    const run = await runPreview({ 'fail-on-broken-links': 'true' });
    expect(run.exitCode).toBe(0);
    const body = suite.github.comments(9)[0]!.body;
    expect(body).toMatch(
      /🔒 The changed pages' links were not checked: the site asks for a login .*The live check needs a public preview\./,
    );
    expect(body).not.toMatch(/❌/);
    expect(run.stdout).toMatch(/The live check stopped: the site asks for a login/);
  });

  it('check-links: none checks nothing on the preview', async () => {
    const run = await runPreview({ 'check-links': 'none' });
    expect(run.exitCode).toBe(0);
    expect(suite.github.comments(9)[0]!.body).not.toMatch(/broken link/);
    expect(suite.emulator.requests.some((r) => r.path.includes('/guides/faq'))).toBe(false);
  });
});

function runLinks(inputs: Record<string, string> = {}, token = TOKEN) {
  return runBuiltAction('links', {
    eventName: 'schedule',
    event: { schedule: '0 5 * * *' },
    workspace,
    inputs: {
      'docs-dir': 'docs',
      'live-url': suite.emulator.control.siteUrl('proj'),
      issue: 'true',
      'fail-on': 'never',
      cache: 'false',
      ...inputs,
    },
    env: { GITHUB_TOKEN: token, GITHUB_API_URL: suite.github.url, GITHUB_REPOSITORY: 'acme/docs' },
  });
}

describe('links action (dist): the production site on a schedule, one issue', () => {
  it('creates the issue, updates it, closes it when fixed and reopens it when broken again', async () => {
    await write('docs/guides/faq.mdx', page('FAQ', 'See [the limits](/guides/limits#per-hour).'));
    const first = await runLinks();
    expect(first.exitCode).toBe(0);
    const [issue] = suite.github.issues();
    expect(issue).toMatchObject({ state: 'open', title: 'Broken links in the documentation' });
    expect(first.outputs['issue-number']).toBe(String(issue!.number));
    expect(issue!.body).toMatch(/1 broken link/);
    expect(issue!.body).toMatch(/guides\/faq/);
    // Grouped by page, each link with the line that writes it at the commit.
    expect(issue!.body).toMatch(/### \[.*\/sites\/proj\/guides\/faq\]\(.*\) · guides\/faq\\\.mdx/);
    expect(issue!.body).toMatch(
      /the page has no anchor .*per\\-hour · \[guides\/faq\\\.mdx\\:5\]\(https:\/\/github\.com\/acme\/docs\/blob\/a+\/docs\/guides\/faq\.mdx#L5\)/,
    );

    await write(
      'docs/guides/faq.mdx',
      page('FAQ', 'See [the limits](/guides/limits#per-hour) and [gone](/guides/gone).'),
    );
    await runLinks();
    expect(suite.github.issues()).toHaveLength(1);
    expect(suite.github.issues()[0]!.body).toMatch(/2 broken links/);

    await write('docs/guides/faq.mdx', page('FAQ', 'See [the limits](/guides/limits#per-minute).'));
    const fixed = await runLinks();
    expect(fixed.outputs['issue-number']).toBe(String(issue!.number));
    expect(suite.github.issues()[0]).toMatchObject({ state: 'closed' });
    expect(suite.github.comments(issue!.number).at(-1)?.body).toMatch(/Nothing is broken any more/);

    await write('docs/guides/faq.mdx', page('FAQ', 'See [gone](/guides/gone).'));
    await runLinks();
    expect(suite.github.issues()).toHaveLength(1);
    expect(suite.github.issues()[0]).toMatchObject({ state: 'open' });
  });

  it("never edits another author's issue that carries the marker", async () => {
    await write('docs/guides/faq.mdx', page('FAQ', 'See [gone](/guides/gone).'));
    await runLinks();
    const mine = suite.github.issues()[0]!;
    // Someone copied the report, marker and all, into an issue of their own (updated more recently).
    const copy = suite.github.addIssue({ author: 'octocat', title: mine.title, body: mine.body });
    await write('docs/guides/faq.mdx', page('FAQ', 'See [gone](/guides/gone) and [lost](/guides/lost).'));
    await runLinks();
    const issues = suite.github.issues();
    expect(issues.find((i) => i.number === copy.number)).toMatchObject({ body: mine.body, edits: 0 });
    expect(issues.find((i) => i.number === mine.number)!.body).toMatch(/2 broken links/);
    expect(suite.github.foreignIssueWrites).toEqual([]);
  });

  it('a token that may not write issues is one warning naming issues: write', async () => {
    await write('docs/guides/faq.mdx', page('FAQ', 'See [gone](/guides/gone).'));
    suite.github.denyPermission('issues=write');
    const run = await runLinks();
    expect(run.exitCode).toBe(0);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(warnings.filter((line) => /issues: write/.test(line))).toHaveLength(1);
    expect(suite.github.issues()).toEqual([]);
  });
});
