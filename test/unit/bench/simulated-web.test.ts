import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BENCH_WEB,
  generateLinkSite,
  hostAllowances,
  planUrls,
  scoreVerdicts,
  SMALL_WEB,
  startSimulatedWeb,
  startSmallWeb,
  writeMarkdownCopy,
} from '../../../bench/lib/simulated-web.js';
import type { SimulatedWeb, SimUrl, Verdict, WebPlan } from '../../../bench/lib/simulated-web.js';
import { collectLinks } from '../../../src/links/collect.js';

const PLAN: WebPlan = {
  seed: 5,
  hosts: [
    {
      name: 'docs.sim.test',
      urls: 24,
      latencyMs: 2,
      concurrency: 4,
      mix: {
        page: 0.3,
        'anchor-ok': 0.1,
        'anchor-missing': 0.1,
        redirect: 0.1,
        'redirect-chain': 0.1,
        'redirect-dead': 0.1,
        'not-found': 0.1,
        gone: 0.1,
      },
    },
    { name: 'nohead.sim.test', urls: 3, latencyMs: 30, concurrency: 1, behaviour: 'head-405' },
    { name: 'wall.sim.test', urls: 2, latencyMs: 2, concurrency: 4, behaviour: 'bot-challenge' },
    {
      name: 'busy.sim.test',
      urls: 4,
      latencyMs: 2,
      concurrency: 4,
      rateLimit: { requests: 2, windowMs: 2000, retryAfter: 'http-date' },
    },
    { name: 'slow.sim.test', urls: 4, latencyMs: 2, concurrency: 4, behaviour: 'slow', mix: { hang: 0.5 } },
    { name: 'gone.sim.test', urls: 2, latencyMs: 2, concurrency: 4, resolves: false },
  ],
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request through the web's own lookup, as a checker would send it. */
function request(
  web: SimulatedWeb,
  url: string,
  options: { method?: string; timeoutMs?: number; host?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: options.host ? { host: options.host } : {},
        lookup: (hostname, lookupOptions, callback) => {
          web.lookup(hostname).then(
            (addresses) =>
              lookupOptions.all
                ? callback(null, addresses)
                : callback(null, addresses[0]!.address, addresses[0]!.family),
            (error: NodeJS.ErrnoException) => callback(error, ''),
          );
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    if (options.timeoutMs) req.setTimeout(options.timeoutMs, () => req.destroy(new Error('client timeout')));
    req.on('error', reject);
    req.end();
  });
}

/** Follows redirects hop by hop: the statuses met and the last answer. */
async function follow(web: SimulatedWeb, url: string): Promise<{ statuses: number[]; last: Answer }> {
  const statuses: number[] = [];
  for (let current = url; ;) {
    const answer = await request(web, current);
    statuses.push(answer.status);
    if (answer.status < 300 || answer.status >= 400) return { statuses, last: answer };
    current = new URL(answer.headers.location!, current).href;
  }
}

const first = (web: SimulatedWeb, host: string, kind: SimUrl['kind']) =>
  web.urls.find((link) => link.host === host && link.kind === kind)!;

let web: SimulatedWeb;
beforeAll(async () => {
  web = await startSimulatedWeb(PLAN, { hangMs: 300 });
});
afterAll(() => web.close());
beforeEach(() => web.resetStats());

describe('the simulated web', () => {
  it('is the same web for the same seed, with the truth each kind of URL calls for', () => {
    expect(planUrls(PLAN)).toEqual(planUrls(PLAN));
    expect(planUrls({ ...PLAN, seed: 6 })).not.toEqual(planUrls(PLAN));
    const urls = planUrls(PLAN, 8080);
    expect(urls).toHaveLength(39);
    expect(new Set(urls.map((u) => u.url)).size).toBe(39);
    const truthOf = (host: string, kind: SimUrl['kind']) =>
      new Set(urls.filter((u) => u.host === host && u.kind === kind).map((u) => u.truth));
    expect(truthOf('docs.sim.test', 'redirect-chain')).toEqual(new Set(['ok']));
    expect(truthOf('docs.sim.test', 'anchor-missing')).toEqual(new Set(['broken']));
    expect(truthOf('docs.sim.test', 'gone')).toEqual(new Set(['broken']));
    expect(truthOf('wall.sim.test', 'page')).toEqual(new Set(['not-links-fault']));
    expect(truthOf('slow.sim.test', 'hang')).toEqual(new Set(['not-links-fault']));
    expect(truthOf('gone.sim.test', 'no-such-host')).toEqual(new Set(['broken']));
    expect(urls[0]!.url).toMatch(/^http:\/\/docs\.sim\.test:8080\//);
    expect(planUrls(PLAN, 80)[0]!.url).toMatch(/^http:\/\/docs\.sim\.test\//);
  });

  it("plans the benchmark's web: 5,000 URLs on 300 hosts, a long tail, every kind", () => {
    const urls = planUrls(BENCH_WEB);
    expect(urls).toHaveLength(5000);
    expect(BENCH_WEB.hosts).toHaveLength(300);
    const perHost = new Map<string, number>();
    for (const u of urls) perHost.set(u.host, (perHost.get(u.host) ?? 0) + 1);
    const counts = [...perHost.values()].sort((a, b) => b - a);
    expect(counts.filter((n) => n >= 200).length).toBeGreaterThanOrEqual(3);
    expect(counts.filter((n) => n <= 10).length).toBeGreaterThan(150);
    const kinds = new Set(urls.map((u) => u.kind));
    for (const kind of ['page', 'anchor-ok', 'anchor-missing', 'redirect-chain', 'not-found', 'gone', 'hang'])
      expect(kinds).toContain(kind);
    expect(BENCH_WEB.hosts.some((h) => h.rateLimit?.retryAfter === 'http-date')).toBe(true);
    expect(BENCH_WEB.hosts.some((h) => h.rateLimit?.retryAfter === 'seconds')).toBe(true);
  });

  it('resolves its own names to loopback addresses, one per host, and no other name', async () => {
    const [docs] = await web.lookup('docs.sim.test');
    const [wall] = await web.lookup('WALL.sim.test');
    expect(docs).toEqual({ address: expect.stringMatching(/^127\.1\.\d+\.\d+$/), family: 4 });
    expect(wall!.address).not.toBe(docs!.address);
    await expect(web.lookup('gone.sim.test')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(web.lookup('example.com')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect(Object.keys(web.names())).toHaveLength(5);
  });

  it('serves pages with ids, 404 and 410, and redirects (relative, chains, to a dead path)', async () => {
    const page = await request(web, first(web, 'docs.sim.test', 'page').url);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const anchored = first(web, 'docs.sim.test', 'anchor-ok');
    const html = (await request(web, anchored.document)).body;
    expect(html).toContain(`id="${new URL(anchored.url).hash.slice(1)}"`);
    const missing = first(web, 'docs.sim.test', 'anchor-missing');
    expect((await request(web, missing.document)).body).not.toContain(
      `id="${new URL(missing.url).hash.slice(1)}"`,
    );

    const head = await request(web, first(web, 'docs.sim.test', 'page').url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await request(web, first(web, 'docs.sim.test', 'not-found').url)).status).toBe(404);
    expect((await request(web, first(web, 'docs.sim.test', 'gone').url)).status).toBe(410);

    const redirect = first(web, 'docs.sim.test', 'redirect');
    expect((await request(web, redirect.url)).headers.location).toMatch(/^\.\.\//);
    expect((await follow(web, redirect.url)).statuses).toEqual([301, 200]);
    expect((await follow(web, first(web, 'docs.sim.test', 'redirect-chain').url)).statuses).toEqual([
      302, 307, 301, 200,
    ]);
    expect((await follow(web, first(web, 'docs.sim.test', 'redirect-dead').url)).statuses).toEqual([
      301, 404,
    ]);
    expect(web.stats().get('docs.sim.test')).toMatchObject({ head: 1, tooMany: 0 });
  });

  it('refuses HEAD where GET works, challenges robots, and tells a misdirected request', async () => {
    const url = first(web, 'nohead.sim.test', 'page').url;
    expect((await request(web, url, { method: 'HEAD' })).status).toBe(405);
    expect((await request(web, url)).status).toBe(200);
    const wall = await request(web, first(web, 'wall.sim.test', 'page').url);
    expect(wall.status).toBe(403);
    expect(wall.headers['cf-mitigated']).toBe('challenge');
    expect((await request(web, url, { host: 'docs.sim.test' })).status).toBe(421);
  });

  it('answers 429 past the concurrency it serves, and counts what it saw', async () => {
    const [a, b] = web.urls.filter((link) => link.host === 'nohead.sim.test');
    const answers = await Promise.all([request(web, a!.url), request(web, b!.url)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 429]);
    expect(answers.find((x) => x.status === 429)!.headers['retry-after']).toBe('1');
    expect(web.stats().get('nohead.sim.test')).toMatchObject({
      requests: 2,
      maxConcurrent: 2,
      tooMany: 1,
      overConcurrency: 1,
    });
    expect(web.totals()).toMatchObject({ requests: 2, tooMany: 1, connections: 2 });
    // Each request's moments, for the benchmark's timeline (issue 47).
    const log = web.requests().filter((record) => record.host === 'nohead.sim.test');
    expect(log.map((record) => record.status).sort()).toEqual([200, 429]);
    for (const record of log) expect(record.endMs).toBeGreaterThanOrEqual(record.atMs);
    web.resetStats();
    expect(web.requests()).toEqual([]);
  });

  it('limits the rate per window, saying when to come back as an HTTP date', async () => {
    const url = first(web, 'busy.sim.test', 'page').url;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await request(web, url));
    expect(statuses.map((x) => x.status)).toEqual([200, 200, 429]);
    const retryAt = Date.parse(statuses[2]!.headers['retry-after']!);
    expect(retryAt).toBeGreaterThanOrEqual(Date.now());
    expect(retryAt).toBeLessThanOrEqual(Date.now() + 3000);
    expect(statuses[2]!.headers['retry-after']).toMatch(/GMT$/);
  });

  it('never answers a hanging path, and drops its connection after hangMs', async () => {
    const hang = first(web, 'slow.sim.test', 'hang').url;
    await expect(request(web, hang, { timeoutMs: 100 })).rejects.toThrow('client timeout');
    await expect(request(web, hang)).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(web.stats().get('slow.sim.test')).toMatchObject({ requests: 2, hung: 2 });
  });

  it('answers the same seeded 503s after a reset, and Retry-After in seconds', async () => {
    const small = await startSmallWeb();
    try {
      const paths = small.urls.filter((link) => link.host === 'flaky.sim.test').map((link) => link.url);
      const statuses = async () => {
        small.resetStats();
        const seen: number[] = [];
        for (const url of paths) for (let i = 0; i < 3; i++) seen.push((await request(small, url)).status);
        return seen;
      };
      const once = await statuses();
      expect(once).toContain(503);
      expect(once).toContain(200);
      expect(await statuses()).toEqual(once);
      expect(small.stats().get('flaky.sim.test')!.unavailable).toBe(once.filter((s) => s === 503).length);

      const busy = small.urls.find((link) => link.host === 'busy.sim.test')!.url;
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await request(small, busy));
      expect(answers[3]!.status).toBe(429);
      expect(answers[3]!.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    } finally {
      await small.close();
    }
  });

  it('starts the small web for integration tests in well under a second', async () => {
    const started = performance.now();
    const small = await startSmallWeb();
    const elapsed = performance.now() - started;
    await small.close();
    expect(elapsed).toBeLessThan(500);
    expect(small.urls).toHaveLength(SMALL_WEB.hosts.reduce((sum, h) => sum + h.urls, 0));
    expect(small.urls).toHaveLength(60);
  });

  it('counts false broken and missed broken links against the truth', () => {
    const verdicts = new Map<string, Verdict>(
      web.urls.map((link) => [link.url, link.truth === 'broken' ? 'broken' : 'ok']),
    );
    expect(scoreVerdicts(web, verdicts)).toMatchObject({ judged: 39, falseBroken: 0, missedBroken: 0 });
    const wall = first(web, 'wall.sim.test', 'page').url;
    const gone = first(web, 'docs.sim.test', 'gone').url;
    verdicts.set(wall, 'broken');
    verdicts.set(gone, 'other');
    verdicts.delete(first(web, 'docs.sim.test', 'page').url);
    expect(scoreVerdicts(web, verdicts)).toMatchObject({
      judged: 38,
      unjudged: 1,
      falseBroken: 1,
      missedBroken: 1,
      falseBrokenByKind: { 'bot-challenge page': 1 },
      missedBrokenByKind: { gone: 1 },
    });
  });

  it('tells what each host allows a polite checker', () => {
    const allowances = new Map(hostAllowances(web, () => 2).map((a) => [a.name, a]));
    expect(allowances.has('gone.sim.test')).toBe(false);
    // HEAD refused: each document costs a GET too; the host serves one at a time.
    expect(allowances.get('nohead.sim.test')).toMatchObject({ urls: 3, latencyMs: 60, concurrency: 1 });
    expect(allowances.get('busy.sim.test')).toMatchObject({ urls: 4, latencyMs: 2, ratePerSecond: 1 });
    // The hanging paths are left to the request timeout.
    expect(allowances.get('slow.sim.test')!.urls).toBe(2);
  });
});

describe('the link site', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'sim-site-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes pages whose links the kit's collector reads back: every URL, in three forms, some on several pages", async () => {
    const site = generateLinkSite(web, { dir: join(dir, 'docs'), pages: 8 });
    expect(JSON.parse(readFileSync(join(dir, 'docs', 'docs.json'), 'utf8'))).toEqual({
      name: 'Simulated links',
      navigation: { pages: site.pages },
    });
    expect(site.pages).toHaveLength(8);
    const text = site.pages.map((page) => readFileSync(join(dir, 'docs', `${page}.mdx`), 'utf8')).join('\n');
    expect(text).toMatch(/\[the [a-z-]+ page\]\(http:\/\//);
    expect(text).toMatch(/<a href="http:\/\//);
    expect(text).toMatch(/See http:\/\/\S+ for the details/);
    expect(site.links).toBeGreaterThan(web.urls.length);

    const collected = await collectLinks(site.dir, { exclusions: [] });
    expect(new Set(collected.links.map((link) => link.url))).toEqual(
      new Set(web.urls.map((link) => link.url)),
    );
    expect(collected.links.some((link) => link.sources.length > 1)).toBe(true);

    const files = writeMarkdownCopy(site, join(dir, 'md'));
    expect(readdirSync(join(dir, 'md', 'links'))).toHaveLength(8);
    const markdown = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(markdown).not.toMatch(/^---$/m);
    for (const link of web.urls) expect(markdown).toContain(link.url);
  });

  it('lets another process resolve the web by a preloaded dns.lookup (what linkinator and fetch use)', async () => {
    const names = web.writeNames(join(dir, 'names.json'));
    const page = first(web, 'docs.sim.test', 'page').url;
    const script = join(dir, 'probe.mjs');
    writeFileSync(
      script,
      [
        `const page = await fetch(${JSON.stringify(page)}, { method: 'HEAD' });`,
        "const elsewhere = await fetch('http://example.com/').then(() => 'reached', (e) => e.cause?.code);",
        'console.log(JSON.stringify([page.status, elsewhere]));',
      ].join('\n'),
    );
    const preload = join(process.cwd(), 'bench', 'children', 'links-resolve.ts');
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', preload, script], {
        env: { ...process.env, SIM_WEB_NAMES: names, NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
    });
    expect(JSON.parse(output)).toEqual([200, 'ENOTFOUND']);
  });
});
