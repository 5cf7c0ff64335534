import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import nock from 'nock';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { startEmulator } from '../../../src/emulator/index.js';
import { TINY_PNG } from '../../../src/emulator/site.js';
import { extractFrontMatter } from '../../../src/validate/pages/front-matter.js';
import { pageAnchors } from '../../../src/validate/pages/heading-anchors.js';
import { call } from '../../support/emulator-calls.js';
import { articleHrefs, articleIds, get, INTRO, useDocsSite } from '../../support/docs-site-fixture.js';

nock.enableNetConnect('127.0.0.1');

// What the emulator's sites serve: pages, their ids and links, static files, redirects.
describe('emulator: documentation sites', () => {
  const site = useDocsSite();

  it('serves a preview of the folder once live: 404 before, the page HTML after', async () => {
    const started = await call(site.emulator, 'POST', '/project/preview/proj', {
      body: { branch: 'docs/one' },
    });
    const previewUrl = started.json.previewUrl as string;
    const before = await get(`${previewUrl}guides/intro`);
    expect(before.status).toBe(404);

    site.emulator.control.advanceTime(10 * 60_000);
    const page = await get(`${previewUrl}guides/intro`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toMatch(/^<!doctype html>/);
    expect(page.text).toContain('<title>Introduction</title>');
    const base = new URL(previewUrl).pathname;
    // The navigation lists every page in docs.json's order, inside <nav>, before the article.
    const nav = /<nav>([\s\S]*?)<\/nav>/.exec(page.text)?.[1] ?? '';
    expect([...nav.matchAll(/<a href="([^"]*)">([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      [base, 'Welcome'],
      [`${base}guides/intro`, 'Introduction'],
      [`${base}guides/setup`, 'Setup'],
      [`${base}reference/api`, 'API reference'],
    ]);
    expect(page.text.indexOf('</nav>')).toBeLessThan(page.text.indexOf('<main><article>'));
    expect(page.text).toContain('<h1>Introduction</h1>');
    expect(site.emulator.requests.at(-1)).toMatchObject({ operation: 'preview-site', status: 200 });

    // With or without a trailing slash; `/` is the home page (the root index).
    expect((await get(`${previewUrl}guides/intro/`)).status).toBe(200);
    const home = await get(previewUrl);
    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>Welcome</title>');
    expect((await get(`${previewUrl}index`)).text).toContain('<title>Welcome</title>');
  });

  it('serves the production site at control.siteUrl(projectId)', async () => {
    const siteUrl = site.emulator.control.siteUrl('proj');
    expect(siteUrl).toBe(`${site.emulator.origin}/sites/proj/`);
    const page = await get(`${siteUrl}guides/setup`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Setup</title>');
    // A relative link stays as written.
    expect(articleHrefs(page.text)).toEqual(['intro#install']);
    expect(site.emulator.requests.at(-1)).toMatchObject({ operation: 'site', status: 200 });
    const noSlash = await get(`${site.emulator.origin}/sites/proj`);
    expect(noSlash.status).toBe(301);
    expect(noSlash.headers.get('location')).toBe('/sites/proj/');
  });

  it('gives headings the ids the validator accepts for page#fragment links', async () => {
    const page = await get(`${site.emulator.control.siteUrl('proj')}guides/intro`);
    const front = extractFrontMatter(INTRO);
    const expected = pageAnchors(INTRO, front.kind === 'yaml' ? front.end : 0).ids;
    expect(articleIds(page.text)).toEqual(expected);
    expect([...expected]).toEqual(
      expect.arrayContaining(['getting-started', 'install', 'install-2', 'custom-id', 'hello-world']),
    );
    expect(page.text).toContain('<h2 id="install-2">Install</h2>');
    expect(page.text).toContain('<h3 id="custom-id">What&#39;s new?</h3>');
  });

  it('renders links as written, root-relative ones below the site base, none inside code', async () => {
    const page = await get(`${site.emulator.control.siteUrl('proj')}guides/intro`);
    expect(articleHrefs(page.text)).toEqual([
      './setup',
      '/sites/proj/reference/api#list-items',
      'https://example.com/download',
      '/sites/proj/guides/setup',
      'https://example.com/auto',
      'https://example.com/bare',
      '/sites/proj/raw#top',
    ]);
    expect(page.text).toContain(
      '<pre><code class="language-md">[not a link](https://example.com/in-code) and https://example.com/bare-in-code</code></pre>',
    );
    expect(page.text).toContain('<code>[not](/in-a-span)</code>');
    expect(page.text).toContain('<a href="/sites/proj/guides/setup">Setup card</a>');
    expect(page.text).toContain('<img src="/sites/proj/images/logo.png" alt="Logo">');
    expect(page.text).toContain('Some text &#38; more');
    expect(page.text).not.toContain('<Tooltip');
  });

  it('serves static files of the folder, 404 pages for unknown paths, never the sources', async () => {
    const siteUrl = site.emulator.control.siteUrl('proj');
    const image = await fetch(`${siteUrl}images/logo.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(TINY_PNG);
    await writeFile(join(site.root, 'secret.txt'), 'outside the folder\n');
    for (const path of ['guides/missing', 'README', 'docs.json', 'guides/intro.mdx', '..%2Fsecret.txt']) {
      const answer = await get(`${siteUrl}${path}`);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.text).toContain('<title>Page not found</title>');
    }
  });

  it("answers docs.json's redirects inside the site's base", async () => {
    const siteUrl = site.emulator.control.siteUrl('proj');
    const permanent = await get(`${siteUrl}old/intro`);
    expect(permanent.status).toBe(301);
    expect(permanent.headers.get('location')).toBe('/sites/proj/guides/intro');
    const temporary = await get(`${siteUrl}moved`);
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get('location')).toBe('/sites/proj/guides/setup');
    const outside = await get(`${siteUrl}elsewhere`);
    expect(outside.status).toBe(301);
    expect(outside.headers.get('location')).toBe('https://example.com/docs');
  });
});

describe('emulator: what real docs folders do beyond the basics', () => {
  let emulator: RunningEmulator;
  let dir: string;
  const put = async (path: string, text: string) => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'emulator-real-docs-'));
    // docs.json keeps its redirects in a file of their own, as large sites do.
    await put(
      'docs.json',
      JSON.stringify({
        name: 'Real',
        navigation: { groups: [{ group: 'G', pages: ['index', 'api/overview', 'api/list'] }] },
        redirects: { $ref: './redirects.json' },
      }),
    );
    await put('redirects.json', JSON.stringify([{ source: '/install', destination: '/api/overview' }]));
    await put(
      'index.mdx',
      "---\ntitle: Home\n---\n\nimport Setup from '/snippets/setup.mdx';\n\nIntro.\n\n<Setup />\n",
    );
    await put('snippets/setup.mdx', '## GitLab setup\n\nConnect [the API](/api/list).\n');
    await put('api/overview.mdx', '---\ntitle: Overview\n---\n\nText.\n');
    await put('api/list.mdx', '---\ntitle: List\n---\n\nText.\n');
    emulator = await startEmulator({ docsDir: dir });
  });
  afterAll(async () => {
    await emulator.close();
    await rm(dir, { recursive: true, force: true });
  });
  const get = (path: string) => fetch(`${emulator.control.siteUrl('p')}${path}`, { redirect: 'manual' });

  it('reads redirects that docs.json keeps in a $ref file', async () => {
    const answer = await get('install');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toMatch(/\/sites\/p\/api\/overview$/);
  });

  it('sends a folder that holds pages to its first page', async () => {
    const answer = await get('api/');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toMatch(/\/sites\/p\/api\/overview$/);
  });

  it('renders an imported snippet where the page uses it: its headings get their ids, its links are the page’s', async () => {
    const html = await (await get('')).text();
    expect(html).toMatch(/<h2 id="gitlab-setup">GitLab setup<\/h2>/);
    expect(html).toMatch(/<a href="\/sites\/p\/api\/list">the API<\/a>/);
  });
});

describe('emulator: a page as Markdown', () => {
  it('serves <page>.md as the page in Markdown, as the service does for AI tools', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'emulator-md-'));
    await writeFile(join(dir, 'docs.json'), JSON.stringify({ name: 'M', navigation: { pages: ['guide'] } }));
    await writeFile(join(dir, 'guide.mdx'), '---\ntitle: Guide\n---\n\nText.\n');
    const emulator = await startEmulator({ docsDir: dir });
    try {
      const answer = await fetch(`${emulator.control.siteUrl('p')}guide.md`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await answer.text()).toContain('Text.');
      expect((await fetch(`${emulator.control.siteUrl('p')}nothing.md`)).status).toBe(404);
    } finally {
      await emulator.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
