import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { namedHosts } from '../../support/named-hosts.js';
import type { NamedHost } from '../../support/named-hosts.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { LinkCache } from '../../../src/links/cache.js';
import { checkLivePages } from '../../../src/links/live/live-check.js';
import type { LivePageTarget } from '../../../src/links/live/live-check.js';
import { runLiveLinkCheck } from '../../../src/links/live/run-live.js';

// A built site on one loopback host (the preview), and an outside site under a `.test` name.
const web = namedHosts();
const { hosts, lookup } = web;
type Host = NamedHost;
const host = web.start;

const html = (body: string) =>
  `<!doctype html><html><head><title>t</title></head><body><nav><a href="/docs/nav-only">Nav</a></nav>` +
  `<main>${body}</main><footer><a href="https://social.test/acme">Follow</a></footer></body></html>`;

function site(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '').split('?')[0];
  const send = (status: number, body: string, type = 'text/html; charset=utf-8') => {
    res.writeHead(status, { 'content-type': type });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const outside = `http://outside.test:${hosts.get('outside.test')!.port}`;
  switch (path) {
    case '/docs/guide':
      return send(
        200,
        html(
          `<h1 id="guide">Guide</h1><h2 id="own">Own</h2>` +
            `<p><a href="#own">here</a> <a href="#nowhere">nowhere</a> <a href="/docs/setup#install">install</a>` +
            ` <a href="/docs/setup#configure">configure</a> <a href="gone">gone</a> <a href="${outside}/ok">out</a>` +
            ` <a href="${outside}/missing">out missing</a> <a href="mailto:team@acme.test">mail</a>` +
            ` <a href="/docs/old-path">moved</a> <a href="/docs/made-by-a-component">card</a>` +
            ` <a href="${outside}/another%20page">spaced</a></p>`,
        ),
      );
    case '/docs/setup':
      return send(200, html('<h2 id="install">Install</h2>'));
    case '/docs/made-by-a-component':
      return send(200, html('<p>ok</p>'));
    case '/docs/old-path':
      res.writeHead(301, { location: '/docs/setup' });
      return res.end();
    case '/docs/elsewhere':
      res.writeHead(302, { location: `${outside}/ok` });
      return res.end();
    case '/docs/data':
      return send(200, '{"not":"html"}', 'application/json');
    case '/docs/broken-build':
      return send(500, html('<p>Internal error</p>'));
    default:
      return send(404, html('<p>Not found</p>'));
  }
}

let dir: string;
let preview: Host;
const siteUrl = () => `http://preview.test:${preview.port}/docs/`;
const engine = () => ({
  allowPrivate: true,
  maxConcurrency: 8,
  hostConcurrency: 2,
  requestTimeoutMs: 2000,
  network: { lookup, probeDns: () => Promise.resolve(true) },
  cache: LinkCache.empty(86_400_000, Date.now()),
  logger: createRecordingLogger(),
});
const check = (pages: LivePageTarget[]) =>
  checkLivePages({
    siteUrl: siteUrl(),
    pages,
    docsDir: dir,
    engine: engine(),
    logger: createRecordingLogger(),
  });

beforeAll(async () => {
  nock.enableNetConnect(/^(127\.0\.0\.1|[a-z0-9.-]+\.test)(:\d+)?$/);
  await host('outside.test', (req, res) => {
    const found = req.url === '/ok' || req.url === '/another%20page';
    res.writeHead(found ? 200 : 404, { 'content-type': 'text/html' });
    res.end();
  });
  preview = await host('preview.test', site);
  dir = mkdtempSync(join(tmpdir(), 'live-check-'));
  mkdirSync(join(dir, 'docs'), { recursive: true });
  writeFileSync(
    join(dir, 'guide.mdx'),
    [
      '---',
      'title: Guide',
      '---',
      '',
      'See [here](#own) and [nowhere](#nowhere).',
      '',
      'Then [install](/setup#install) and [configure](/setup#configure).',
      '',
      '[gone](gone)',
      '',
      `[spaced](<http://outside.test:${hosts.get('outside.test')!.port}/another page>)`,
    ].join('\n'),
  );
});

afterAll(() => {
  void web.closeAll();
  rmSync(dir, { recursive: true, force: true });
  nock.enableNetConnect();
});

describe('checkLivePages', () => {
  it('checks the content links of a rendered page: anchors on the site, outside links, redirects; never the frame', async () => {
    const report = await check([{ url: `${siteUrl()}guide`, file: 'guide.mdx' }]);
    const byUrl = new Map(
      report.links.map((link) => [new URL(link.url).pathname + new URL(link.url).hash, link]),
    );
    expect(report.pages[0]).toMatchObject({ status: 'ok', code: 200 });
    expect(byUrl.get('/docs/guide#own')).toMatchObject({ status: 'ok', fragment: 'ok' });
    expect(byUrl.get('/docs/guide#nowhere')).toMatchObject({ status: 'broken', fragment: 'missing' });
    expect(byUrl.get('/docs/setup#install')).toMatchObject({ status: 'ok', fragment: 'ok' });
    expect(byUrl.get('/docs/setup#configure')).toMatchObject({
      status: 'broken',
      reason: expect.stringContaining('no anchor #configure'),
    });
    expect(byUrl.get('/docs/gone')).toMatchObject({ status: 'broken', code: 404 });
    expect(byUrl.get('/docs/old-path')).toMatchObject({ status: 'ok', finalUrl: `${siteUrl()}setup` });
    expect(byUrl.get('/ok')).toMatchObject({ status: 'ok' });
    expect(byUrl.get('/missing')).toMatchObject({ status: 'broken', code: 404 });
    // Written `<.../another page>`, rendered `another%20page`: it works (issue 47).
    expect(byUrl.get('/another%20page')).toMatchObject({ status: 'ok', code: 200 });
    expect(report.links.find((link) => link.url.startsWith('mailto:'))).toMatchObject({ status: 'skipped' });
    // The navigation and the footer are the site's frame, on every page: not this page's links.
    expect(report.links.some((link) => link.url.includes('nav-only') || link.url.includes('social'))).toBe(
      false,
    );
    expect(preview.requests.some((request) => request.includes('nav-only'))).toBe(false);
    // The page itself was fetched once, and its own anchors served `#own` without another request.
    expect(preview.requests.filter((request) => request.endsWith('/docs/guide'))).toHaveLength(1);
    expect(report.pages[0]).toMatchObject({ broken: 4 });
  });

  it('gives each link the line of the source that writes it, and the file alone for links the build made', async () => {
    const report = await check([{ url: `${siteUrl()}guide`, file: 'guide.mdx' }]);
    const sources = (path: string) => report.links.find((link) => link.url.endsWith(path))!.sources;
    expect(sources('/docs/setup#configure')).toEqual([{ file: 'guide.mdx', line: 7, column: 48 }]);
    expect(sources('/another%20page')).toEqual([{ file: 'guide.mdx', line: 11, column: 11 }]);
    expect(sources('/docs/guide#nowhere')).toEqual([{ file: 'guide.mdx', line: 5, column: 32 }]);
    expect(sources('/docs/gone')).toEqual([{ file: 'guide.mdx', line: 9, column: 8 }]);
    expect(sources('/docs/made-by-a-component')).toEqual([{ file: 'guide.mdx', line: 0, column: 0 }]);
    expect(report.links.find((link) => link.url.endsWith('/missing'))!.pages).toEqual([`${siteUrl()}guide`]);
  });

  it('traces a link the page gets from an imported snippet to the snippet’s line', async () => {
    writeFileSync(
      join(dir, 'snippet-page.mdx'),
      "---\ntitle: S\n---\n\nimport Part from '/snippets/part.mdx';\n\n<Part />\n",
    );
    mkdirSync(join(dir, 'snippets'), { recursive: true });
    writeFileSync(join(dir, 'snippets', 'part.mdx'), 'Intro.\n\nSee [gone](/gone).\n');
    const report = await check([{ url: `${siteUrl()}guide`, file: 'snippet-page.mdx' }]);
    expect(report.links.find((link) => link.url.endsWith('/docs/gone'))!.sources).toEqual([
      { file: 'snippets/part.mdx', line: 3, column: 12 },
    ]);
  });

  it('says what is wrong with a page that does not load: 404, not HTML, a server error', async () => {
    const report = await check([
      { url: `${siteUrl()}nowhere` },
      { url: `${siteUrl()}data` },
      { url: `${siteUrl()}broken-build` },
      { url: `${siteUrl()}elsewhere` },
    ]);
    expect(report.pages.map((page) => [page.status, page.code])).toEqual([
      ['broken', 404],
      ['broken', 200],
      ['suspect', 500],
      ['suspect', 200],
    ]);
    expect(report.pages[1]!.reason).toMatch(/application\/json, not HTML/);
    // Redirected off the site: another site's page, not read as this one's.
    expect(report.pages[3]!.reason).toMatch(
      /redirected off the site, to http:\/\/outside\.test:\d+\/ok: it was not read/,
    );
    expect(report.links).toEqual([]);
  });

  it('stops at a login wall: a redirect to a login page, or 401', async () => {
    const wall = await host('protected.test', (req, res) => {
      if (req.url?.startsWith('/login')) {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<form><input name="password"></form>');
      }
      if (req.url?.startsWith('/private')) {
        res.writeHead(401, { 'content-type': 'text/html' });
        return res.end('login');
      }
      res.writeHead(302, { location: `/login?next=${encodeURIComponent(req.url ?? '/')}` });
      res.end();
    });
    const base = `http://protected.test:${wall.port}/`;
    const options = (path: string) => ({
      siteUrl: base,
      pages: [{ url: `${base}${path}` }],
      engine: engine(),
      logger: createRecordingLogger(),
    });
    const redirected = await checkLivePages(options('guides/intro'));
    expect(redirected.login?.reason).toMatch(/asks for a login .* is redirected to .*\/login/);
    expect(redirected.pages[0]!.status).toBe('login');
    expect((await checkLivePages(options('private/page'))).login?.reason).toMatch(/answers 401/);
  });

  it('sends one page to a site behind a login, not one per page', async () => {
    const wall = await host('walled.test', (_req, res) => {
      res.writeHead(401, { 'content-type': 'text/html' });
      res.end('login');
    });
    const base = `http://walled.test:${wall.port}/`;
    const report = await checkLivePages({
      siteUrl: base,
      pages: ['a', 'b', 'c', 'd'].map((path) => ({ url: `${base}${path}` })),
      engine: engine(),
      logger: createRecordingLogger(),
    });
    expect(report.pages.map((page) => [page.status, page.code])).toEqual([
      ['login', 401],
      ['login', null],
      ['login', null],
      ['login', null],
    ]);
    expect(wall.requests).toEqual(['GET /a']);
  });
});

describe('runLiveLinkCheck (docs-ci links --live)', () => {
  it('checks every page the docs folder publishes, or those named by --pages', async () => {
    const docs = mkdtempSync(join(tmpdir(), 'live-docs-'));
    writeFileSync(
      join(docs, 'docs.json'),
      JSON.stringify({ name: 'x', navigation: { groups: [{ group: 'G', pages: ['guide', 'setup'] }] } }),
    );
    writeFileSync(join(docs, 'guide.mdx'), '---\ntitle: Guide\n---\n\n[gone](gone)\n');
    writeFileSync(join(docs, 'setup.mdx'), '---\ntitle: Setup\n---\n\nText.\n');
    try {
      const common = {
        docsDir: docs,
        liveUrl: siteUrl().replace(/\/$/, ''),
        allowPrivate: true,
        network: { lookup, probeDns: () => Promise.resolve(true) },
        logger: createRecordingLogger(),
      };
      const all = await runLiveLinkCheck(common);
      expect(all.live?.pages.map((page) => [page.url, page.file, page.status])).toEqual([
        [`${siteUrl()}guide`, 'guide.mdx', 'ok'],
        [`${siteUrl()}setup`, 'setup.mdx', 'ok'],
      ]);
      expect(all.summary.broken).toBeGreaterThan(0);
      const one = await runLiveLinkCheck({ ...common, pages: ['/setup'] });
      expect(one.live?.pages.map((page) => page.file)).toEqual(['setup.mdx']);
      await expect(runLiveLinkCheck({ ...common, pages: ['nope.mdx'] })).rejects.toThrow(
        /"nope.mdx" is no page of the docs folder/,
      );
    } finally {
      rmSync(docs, { recursive: true, force: true });
    }
  });
});
