import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { IMAGE_BRANCH } from '../../src/github/image-branch.js';
import { useActionSuite } from '../support/action-suite.js';
import { testBrowser } from '../support/browser.js';
import { fakeRuntimeToken, fakeSha } from '../support/fake-github.js';
import type { VisualDocs } from '../support/visual-docs.js';
import { createVisualDocs } from '../support/visual-docs.js';

/**
 * The built preview action's visual review with a real headless Chromium (CHROME_PATH, else the
 * @sparticuz/chromium devDependency): the emulator serves production and the pull request's preview,
 * the fake GitHub takes the comment, the image branch and the artifact.
 */
const TOKEN = 'ghs_visual_preview_token_0123456789';
const suite = useActionSuite({ token: TOKEN, emulator: { previewLimit: false } });
const { runBuiltAction } = suite;
let docs: VisualDocs;
let chrome: string;

const LONG = 120_000;

beforeAll(async () => {
  chrome = (await testBrowser()).executablePath;
});
beforeEach(async () => {
  docs = await createVisualDocs();
  suite.emulator.control.setDocsDir(join(docs.base, 'docs'));
  suite.emulator.control.configure({ previewAccess: 'public', pageFaults: [] });
});
afterEach(async () => {
  suite.emulator.control.setDocsDir(undefined);
  await docs.cleanup();
});

function event(number: number, branch: string) {
  return {
    number,
    pull_request: {
      number,
      head: { ref: branch, sha: fakeSha(branch), repo: { full_name: 'acme/docs', fork: false } },
      base: { ref: 'main', sha: fakeSha('main'), repo: { full_name: 'acme/docs', fork: false } },
    },
    repository: { full_name: 'acme/docs', name: 'docs', owner: { login: 'acme' } },
  };
}

/** Pull request `number` from `branch`, whose preview renders the head folder. */
function openPull(number: number, branch: string, files = docs.changed) {
  suite.github.addPull({ number, headRef: branch });
  suite.github.setPullFiles(
    number,
    files.map((filename) => ({ filename, status: 'modified' as const })),
  );
  suite.emulator.control.setBranchDocs(branch, join(docs.head, 'docs'));
}

function runPreview(
  number: number,
  branch: string,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
) {
  return runBuiltAction('preview', {
    eventName: 'pull_request',
    event: event(number, branch),
    workspace: docs.head,
    killAfterMs: 280_000,
    inputs: {
      'api-key': suite.emulator.apiKey,
      'base-url': suite.emulator.url,
      'project-id': 'proj',
      'changed-pages-status': 'false',
      'check-links': 'none',
      'site-url': suite.emulator.control.siteUrl('proj'),
      ...inputs,
    },
    env: {
      GITHUB_TOKEN: TOKEN,
      GITHUB_API_URL: suite.github.url,
      GITHUB_SERVER_URL: suite.github.url,
      CHROME_PATH: chrome,
      ...env,
    },
  });
}

const body = (number: number) => suite.github.comments(number)[0]?.body ?? '';

/** The visual review's embedded images in a comment (the preview's own thumbnail left out). */
function imageUrls(text: string): string[] {
  return [...text.matchAll(/<img src="([^"]+)"/g)]
    .map((m) => m[1]!.replace(/&amp;/g, '&'))
    .filter((url) => url.includes('/blob/'));
}

describe('preview action (dist): the visual review in the pull request', () => {
  it(
    'shows the inserted paragraph and the swapped image as before | after crops served from one parentless commit',
    async () => {
      openPull(9, 'docs/edit');
      const run = await runPreview(9, 'docs/edit');
      expect(run.exitCode).toBe(0);
      const text = body(9);
      expect(text).toContain('#### Visual changes');
      expect(text).toMatch(/🔶 \*\*1 page changed\*\*/);
      // Exactly the paragraph and the image: the page below the paragraph is no change.
      expect(text).toMatch(/\*\*🔶 \[`\/guides\/setup`\]\([^)]+\)\*\* · 2 regions/);
      expect(text).toMatch(/Inserted at \d+–\d+ px under \*\*Before you start\*\*/);
      expect(text).toMatch(/Changed at \d+–\d+ px under \*\*Brand\*\*/);
      expect(text).toContain('<details><summary>The whole pages, before and after</summary>');

      const branch = suite.github.git.branch(IMAGE_BRANCH)!;
      expect(branch.parents).toEqual([]);
      const urls = imageUrls(text);
      // Each region before and after, and the two whole pages.
      const regions = Number(/· (\d+) regions/.exec(text)![1]);
      expect(urls.length).toBe(regions * 2 + 2);
      for (const url of urls) {
        expect(url).toMatch(
          new RegExp(`^${suite.github.url}/acme/docs/blob/${branch.sha}/pr-9/[0-9a-f]{64}\\.png\\?raw=true$`),
        );
        const answer = await fetch(url);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/png');
        const png = PNG.sync.read(Buffer.from(await answer.arrayBuffer()));
        expect(png.width).toBeGreaterThan(0);
      }
      expect(run.outputs['visual-changed']).toBe('1');
      const result = JSON.parse(run.outputs['result']!) as {
        visual: {
          summary: { changed: number };
          images: { mode: string };
          pages: { path: string; regions: unknown[] }[];
        };
      };
      expect(result.visual.summary.changed).toBe(1);
      expect(result.visual.images.mode).toBe('inline');
      expect(result.visual.pages[0]).toMatchObject({ path: '/guides/setup' });
      expect(result.visual.pages[0]!.regions).toHaveLength(regions);
      expect(run.summary).toContain('### Visual changes');
    },
    LONG,
  );

  it(
    "keeps an open pull request's images when another one runs, and drops them once it is closed",
    async () => {
      openPull(9, 'docs/edit');
      openPull(10, 'docs/other');
      expect((await runPreview(9, 'docs/edit')).exitCode).toBe(0);
      expect((await runPreview(10, 'docs/other')).exitCode).toBe(0);
      const folders = () =>
        [
          ...new Set([...suite.github.git.branch(IMAGE_BRANCH)!.files.keys()].map((p) => p.split('/')[0])),
        ].sort();
      expect(folders()).toEqual(['pr-10', 'pr-9']);
      // The first pull request's comment still shows its images.
      for (const url of imageUrls(body(9))) expect((await fetch(url)).status).toBe(200);

      suite.github.setPullState(9, 'closed');
      expect((await runPreview(10, 'docs/other')).exitCode).toBe(0);
      expect(folders()).toEqual(['pr-10']);
      expect(suite.github.git.branch(IMAGE_BRANCH)!.parents).toEqual([]);
    },
    LONG,
  );

  it(
    'uploads the images as an artifact, linked with the one line naming contents: write, when the token cannot write',
    async () => {
      openPull(9, 'docs/edit');
      suite.github.denyPermission('contents=write');
      // A github.com-like host (not GHES) for @actions/artifact, which refuses GHES.
      const server = suite.github.url.replace('127.0.0.1', 'github.localhost');
      const run = await runPreview(
        9,
        'docs/edit',
        {},
        {
          GITHUB_SERVER_URL: server,
          ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(),
          ACTIONS_RESULTS_URL: `${suite.github.url}/`,
        },
      );
      expect(run.exitCode).toBe(0);
      const [artifact] = suite.github.artifacts.list();
      expect(artifact).toMatchObject({ name: 'docs-ci-visual-9', finalized: true });
      // A zip holding the images, index.html and report.json.
      const zip = artifact!.bytes.toString('latin1');
      expect(zip.startsWith('PK')).toBe(true);
      expect(zip).toContain('index.html');
      expect(zip).toContain('report.json');
      const link = `${server}/acme/docs/actions/runs/4242/artifacts/${artifact!.id}`;
      const text = body(9);
      expect(text).toContain(`[the artifact \`docs-ci-visual-9\`](${link})`);
      expect(text.match(/contents: write/g)).toHaveLength(1);
      expect(imageUrls(text)).toEqual([]);
      expect(run.summary).toContain(link);
      expect(suite.github.git.branch(IMAGE_BRANCH)).toBeUndefined();
    },
    LONG,
  );

  it(
    'launches no browser with visual: none',
    async () => {
      openPull(9, 'docs/edit');
      const dir = await mkdtemp(join(tmpdir(), 'docs-ci-no-browser-'));
      const marker = join(dir, 'launched');
      const fakeChrome = join(dir, 'chrome');
      await writeFile(fakeChrome, `#!/bin/sh\ntouch ${marker}\nexit 1\n`);
      await chmod(fakeChrome, 0o755);
      try {
        const run = await runPreview(9, 'docs/edit', { visual: 'none' }, { CHROME_PATH: fakeChrome });
        expect(run.exitCode).toBe(0);
        await expect(readFile(marker)).rejects.toThrow();
        expect(body(9)).toContain('Docs preview ready');
        expect(body(9)).not.toContain('Visual changes');
        expect(run.outputs['visual-changed']).toBeUndefined();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    LONG,
  );

  it(
    'says in one warning naming CHROME_PATH that no browser was found, and still writes the comment',
    async () => {
      openPull(9, 'docs/edit');
      const run = await runPreview(9, 'docs/edit', {}, { CHROME_PATH: '/nonexistent/chrome' });
      expect(run.exitCode).toBe(0);
      const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
      expect(warnings.filter((line) => line.includes('CHROME_PATH'))).toHaveLength(1);
      expect(warnings).toHaveLength(1);
      expect(body(9)).toContain('Docs preview ready');
      expect(body(9)).toContain('no Chrome or Chromium on the runner. Set `CHROME_PATH`');
    },
    LONG,
  );

  it('keeps the comment within 65,536 characters with 50 changed pages', async () => {
    await docs.cleanup();
    docs = await createVisualDocs({ extraPages: 49 });
    suite.emulator.control.setDocsDir(join(docs.base, 'docs'));
    openPull(9, 'docs/edit');
    const run = await runPreview(9, 'docs/edit', { 'visual-max-pages': '50', 'changed-pages-limit': '50' });
    expect(run.exitCode).toBe(0);
    const text = body(9);
    expect(text.length).toBeLessThanOrEqual(65_536);
    expect(run.outputs['visual-changed']).toBe('50');
    const shown = text.match(/\*\*🔶 \[/g)?.length ?? 0;
    const left = Number(/_(\d+) more pages? with visual results not shown here/.exec(text)?.[1] ?? 0);
    expect(shown + left).toBe(50);
    // Every page is in the job summary.
    expect(run.summary.match(/\*\*🔶 \[/g)).toHaveLength(50);
  }, 300_000);
});
