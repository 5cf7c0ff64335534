import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { namedHosts } from '../../support/named-hosts.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { runLinkCheck } from '../../../src/links/index.js';
import type { LinkCheckOptions } from '../../../src/links/index.js';

// A small web on this machine: named hosts that behave as real sites do.
const web = namedHosts();
const { hosts, lookup, url } = web;
const host = web.start;

let dir: string;
const page = (file: string, body: string) => {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), `---\ntitle: ${file}\n---\n\n${body}\n`);
};
const run = (extra: Partial<LinkCheckOptions> = {}) => {
  const logger = createRecordingLogger();
  return runLinkCheck({
    docsDir: dir,
    allowPrivate: true,
    network: { lookup, probeDns: () => Promise.resolve(true) },
    requestTimeoutMs: 2000,
    logger,
    ...extra,
  }).then((report) => ({ report, logger }));
};

beforeAll(async () => {
  // Every name goes through the test's own lookup (loopback only, or no address at all).
  nock.enableNetConnect(
    /^(127\.0\.0\.1|[a-z0-9.-]+\.test|www\.iana\.org|docs\.python\.org|gone\.org)(:\d+)?$/,
  );
  await host('docs.test', (req, res) => {
    if (req.url === '/guide')
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h2 id="install"></h2>');
    else if (req.url === '/another%20page') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>');
    else if (req.url === '/moved') res.writeHead(301, { location: '/guide' }).end();
    else res.writeHead(404).end();
  });
  await host('busy.test', (_, res, n) =>
    n === 1 ? res.writeHead(429, { 'retry-after': '1' }).end() : res.writeHead(200).end(),
  );
  await host('wall.test', (_, res) => res.writeHead(403, { 'cf-mitigated': 'challenge' }).end());
});
afterAll(async () => {
  await web.closeAll();
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'links-run-'));
  for (const h of hosts.values()) h.requests.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('runLinkCheck', () => {
  it('gives each link a verdict, requesting each document once, with every source', async () => {
    page(
      'index.mdx',
      [
        `[guide](${url('docs.test', '/guide#install')}) [again](${url('docs.test', '/guide#missing')})`,
        `[moved](${url('docs.test', '/moved')}) [gone](${url('docs.test', '/gone')})`,
        `[busy](${url('busy.test', '/')}) [wall](${url('wall.test', '/')}) [nowhere](http://nowhere.test/)`,
        '[mail](mailto:a@b.test) [internal](/guide) [placeholder](https://{domain}/x)',
      ].join('\n'),
    );
    page('guides/other.mdx', `Also ${url('docs.test', '/guide#install')}.`);
    const { report } = await run();
    const verdict = new Map(report.links.map((l) => [l.url, l]));
    expect(verdict.get(url('docs.test', '/guide#install'))).toMatchObject({
      status: 'ok',
      fragment: 'ok',
      sources: [
        { file: 'guides/other.mdx', line: 5, column: 6 },
        { file: 'index.mdx', line: 5, column: 9 },
      ],
    });
    expect(verdict.get(url('docs.test', '/guide#missing'))).toMatchObject({
      status: 'broken',
      fragment: 'missing',
      reason: 'the page has no anchor #missing',
    });
    expect(verdict.get(url('docs.test', '/moved'))).toMatchObject({
      status: 'ok',
      finalUrl: url('docs.test', '/guide'),
    });
    expect(verdict.get(url('docs.test', '/gone'))).toMatchObject({ status: 'broken', code: 404 });
    expect(verdict.get(url('busy.test', '/'))).toMatchObject({ status: 'ok' });
    expect(verdict.get(url('wall.test', '/'))).toMatchObject({ status: 'suspect', code: 403 });
    expect(verdict.get('http://nowhere.test/')).toMatchObject({
      status: 'broken',
      reason: 'no such host name: nowhere.test',
    });
    expect(verdict.get('mailto:a@b.test')).toMatchObject({ status: 'skipped' });
    expect(verdict.get('https://{domain}/x')).toMatchObject({ status: 'skipped' });
    expect([...verdict.keys()]).not.toContain('/guide');
    // Both fragments of /guide are judged on one GET (the HEAD is the redirect from /moved).
    expect(hosts.get('docs.test')!.requests.filter((r) => r.startsWith('GET /guide'))).toEqual([
      'GET /guide',
    ]);
    expect(report.summary).toMatchObject({ ok: 3, broken: 3, suspect: 1, skipped: 2, excluded: 0, hosts: 3 });
    expect(report.links[0]!.status).toBe('broken');
  });

  it('checks a URL with a space inside <...> as the renderer links it, percent-encoded (issue 47)', async () => {
    page('index.mdx', `See [another page](<${url('docs.test', '/another page')}>).`);
    const { report } = await run();
    expect(report.links).toEqual([
      expect.objectContaining({
        url: url('docs.test', '/another%20page'),
        status: 'ok',
        code: 200,
        sources: [{ file: 'index.mdx', line: 5, column: 21 }],
      }),
    ]);
    expect(hosts.get('docs.test')!.requests).toEqual(['HEAD /another%20page']);
  });

  it('a second run with the cache requests only what was not fine', async () => {
    page(
      'index.mdx',
      `[a](${url('docs.test', '/guide#install')}) [b](${url('docs.test', '/gone')}) [c](${url('busy.test', '/x')})`,
    );
    const cacheFile = join(dir, '.cache', 'links.json');
    const first = await run({ cacheFile });
    const second = await run({ cacheFile });
    expect(second.report.summary.cached).toBe(2);
    // Only the broken document is asked again, with GET at once (it needed GET last time).
    expect(second.report.summary.requests).toBe(1);
    expect(second.report.links.map((l) => [l.status, Boolean(l.cached)])).toEqual([
      ['broken', false],
      ['ok', true],
      ['ok', true],
    ]);
    expect(first.report.summary.requests).toBeGreaterThan(second.report.summary.requests);
  });

  it('with a base, only links new on a page decide', async () => {
    const base = mkdtempSync(join(tmpdir(), 'links-base-'));
    try {
      mkdirSync(join(base, 'guides'));
      writeFileSync(join(base, 'index.mdx'), `[old](${url('docs.test', '/gone')})`);
      writeFileSync(join(base, 'guides', 'a.mdx'), 'nothing');
      page('index.mdx', `[old](${url('docs.test', '/gone')}) [new](${url('docs.test', '/also-gone')})`);
      page('guides/a.mdx', `[old, on a page that did not have it](${url('docs.test', '/gone')})`);
      const { report } = await run({ base: { dir: base, label: 'base-dir base' } });
      expect(report.comparison).toEqual({ base: 'base-dir base', newLinks: 2, newBroken: 2 });
      const { report: same } = await run({ base: { dir: dir, label: 'itself' } });
      expect(same.comparison).toMatchObject({ newLinks: 0, newBroken: 0 });
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('excluded links are not requested; a bad .lycheeignore line is one clear message', async () => {
    page('index.mdx', `[a](${url('docs.test', '/gone')}) [b](${url('wall.test', '/')})`);
    writeFileSync(join(dir, '.lycheeignore'), '# bots\nwall\\.test\n');
    const { report } = await run({ exclude: ['/gone$'], excludeOrigin: '--exclude' });
    expect(report.links.map((l) => [l.status, l.reason])).toEqual([
      ['excluded', 'excluded by --exclude'],
      ['excluded', expect.stringMatching(/excluded by .*\.lycheeignore:2$/)],
    ]);
    expect(report.summary.requests).toBe(0);
    writeFileSync(join(dir, '.lycheeignore'), 'ok\n[oops\n');
    await expect(run()).rejects.toThrow(/\.lycheeignore:2: "\[oops" is not a valid regular expression/);
  });

  it('without a network: every link suspect, none broken, and the run says so once', async () => {
    page('index.mdx', `[a](https://www.iana.org/) [b](https://docs.python.org/3/#x) [c](http://gone.org/)`);
    const { report, logger } = await run({
      network: {
        lookup: (name) =>
          Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' })),
        probeDns: () => Promise.resolve(false),
      },
    });
    expect(report.summary).toMatchObject({ broken: 0, suspect: 3, requests: 0 });
    expect(report.networkDown).toBe(3);
    const warnings = logger.lines.filter((line) => line.level === 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(/^The network is unreachable from here/);
  });

  it('a page of 100,000 links ends within the time limit', async () => {
    const links = Array.from({ length: 100_000 }, (_, i) => `[${i}](${url('docs.test', `/p${i}`)})`);
    page('huge.mdx', links.join('\n'));
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 1500);
    const { report } = await run({ signal: controller.signal });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(report.links).toHaveLength(100_000);
    expect(report.links.some((l) => l.reason === 'not checked: the time limit was reached')).toBe(true);
  }, 30_000);
});
