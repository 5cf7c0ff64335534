import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { git, page, write } from '../support/pr-scenario.js';
import { runBuiltAction as runUnguarded } from '../support/run-action.js';
import { withSecretGuard } from '../support/secret-guard.js';

// The built links action as the runner runs it, against sites on this machine (one port per site)
// that behave as real ones do, and a repository with a pull request checked out as GitHub's merge.
const TOKEN = 'ghs_links_e2e_token';
const runBuiltAction = withSecretGuard(runUnguarded, () => ({ githubToken: TOKEN }));

interface Site {
  url: (path: string) => string;
  requests: { method: string; path: string; headers: IncomingHttpHeaders }[];
  server: Server;
}

async function site(
  handle: (method: string, path: string, count: number) => [number, Record<string, string>, string?],
) {
  const requests: Site['requests'] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ method: request.method ?? '', path, headers: request.headers });
    const [status, headers, body] = handle(request.method ?? '', path, requests.length);
    response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  return { url: (path: string) => `http://127.0.0.1:${port}${path}`, requests, server } satisfies Site;
}

let root: string;
let workspace: string;
let sites: Record<'docs' | 'fussy' | 'busy', Site>;
let base: string;
let head: string;

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
  sites = {
    // Pages with ids; /gone and /removed answer 404.
    docs: await site((_, path) =>
      path === '/guide'
        ? [200, { 'content-type': 'text/html' }, '<h2 id="install">Install</h2><a name="faq"></a>']
        : [404, { 'content-type': 'text/html' }, 'no'],
    ),
    // Refuses HEAD, as some servers do.
    fussy: await site((method) =>
      method === 'HEAD' ? [405, {}] : [200, { 'content-type': 'text/plain' }, 'ok'],
    ),
    // Rate-limited: the first request of each path answers 429 with Retry-After.
    busy: await site((_, __, count) => (count === 1 ? [429, { 'retry-after': '1' }] : [200, {}, 'ok'])),
  };
  root = mkdtempSync(join(tmpdir(), 'docs-ci-e2e-links-'));
  const origin = join(root, 'origin');
  git(root, 'init', '-q', '-b', 'main', origin);
  write(origin, {
    'docs/docs.json': JSON.stringify({ name: 'Acme', navigation: { pages: ['index', 'guide'] } }) + '\n',
    'docs/index.mdx': page(
      'Home',
      [
        `Read [the guide](${sites.docs.url('/guide#install')}).`,
        `The [old page](${sites.docs.url('/removed')}) is long gone.`,
        `Ask [us](mailto:docs@example.com).`,
      ].join('\n'),
    ),
    'docs/guide.mdx': page(
      'Guide',
      `See ${sites.fussy.url('/fussy')} and <a href="${sites.busy.url('/status')}">status</a>.`,
    ),
  });
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '-m', 'base');
  base = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', '-b', 'feature');
  write(origin, {
    'docs/guide.mdx': page(
      'Guide',
      [
        `See ${sites.fussy.url('/fussy')} and <a href="${sites.busy.url('/status')}">status</a>.`,
        `The [FAQ](${sites.docs.url('/guide#faq')}) and the [new page](${sites.docs.url('/gone')}).`,
        `And [a missing section](${sites.docs.url('/guide#uninstall')}).`,
      ].join('\n'),
    ),
  });
  git(origin, 'commit', '-q', '-am', 'feature');
  head = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', 'main');
  workspace = join(root, 'workspace');
  git(root, 'clone', '-q', origin, workspace);
  git(workspace, 'merge', '-q', '--no-ff', '-m', 'Merge feature', 'origin/feature');
}, 60_000);

afterAll(async () => {
  for (const { server } of Object.values(sites)) await new Promise((done) => server.close(done));
  rmSync(root, { recursive: true, force: true });
});

const links = (inputs: Record<string, string>, pullRequest = true) =>
  runBuiltAction('links', {
    inputs: { 'docs-dir': 'docs', cache: 'false', ...inputs },
    workspace,
    ...(pullRequest
      ? {
          eventName: 'pull_request',
          event: { number: 5, pull_request: { number: 5, head: { sha: head }, base: { sha: base } } },
        }
      : { eventName: 'schedule', event: {} }),
    env: { GITHUB_TOKEN: TOKEN },
  });

describe('links action (dist)', () => {
  it('on a pull request, fails only on the links it added; what was broken before is listed as a warning', async () => {
    const run = await links({ 'allow-private': 'true' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ broken: '3', 'new-broken': '2', suspect: '0', checked: '8' });
    expect(run.stdout).toMatch(
      new RegExp(
        `^::error title=link-external-broken \\(new\\),file=docs/guide\\.mdx,line=6,col=64::link-external-broken: ${sites.docs.url('/gone').replace(/[.]/g, '\\.')}: the server answers 404`,
        'm',
      ),
    );
    expect(run.stdout).toMatch(
      /^::error title=.*,file=docs\/guide\.mdx,line=7,.*#uninstall: the page has no anchor #uninstall/m,
    );
    expect(run.stdout).toMatch(
      /^::warning file=docs\/index\.mdx,.*removed: the server answers 404.*already broken at the base/m,
    );
    expect(run.stdout).toMatch(/^::error::links failed: 2 broken link\(s\) added by the change/m);
    const result = JSON.parse(run.outputs.result as string) as {
      links: { url: string; status: string; new?: boolean; fragment: string | null }[];
      scope: string;
    };
    expect(result.scope).toBe('new');
    const byUrl = new Map(result.links.map((l) => [l.url, l]));
    expect(byUrl.get(sites.docs.url('/guide#install'))).toMatchObject({
      status: 'ok',
      fragment: 'ok',
      new: false,
    });
    expect(byUrl.get(sites.docs.url('/guide#faq'))).toMatchObject({
      status: 'ok',
      fragment: 'ok',
      new: true,
    });
    expect(byUrl.get(sites.fussy.url('/fussy'))).toMatchObject({ status: 'ok' });
    expect(byUrl.get(sites.busy.url('/status'))).toMatchObject({ status: 'ok' });
    expect(byUrl.get('mailto:docs@example.com')).toMatchObject({ status: 'skipped' });
    // One request per document: /guide is fetched once for both of its fragments.
    expect(sites.docs.requests.filter((r) => r.path === '/guide')).toHaveLength(1);
    expect(sites.fussy.requests.map((r) => r.method)).toEqual(['HEAD', 'GET']);
    // The token goes to GitHub's API only.
    for (const s of Object.values(sites))
      for (const r of s.requests) expect(r.headers.authorization).toBeUndefined();
    expect(run.summary).toContain('### Broken links the change added (2)');
    expect(run.summary).toContain(
      '<details><summary>Broken links already at the base (do not fail the step) (1)</summary>',
    );
  });

  it('on a schedule every broken link decides; fail-on: never reports without failing', async () => {
    const failing = await links({ 'allow-private': 'true' }, false);
    expect(failing.exitCode).toBe(1);
    expect(failing.outputs['new-broken']).toBeUndefined();
    const lenient = await links({ 'allow-private': 'true', 'fail-on': 'never' }, false);
    expect(lenient.exitCode).toBe(0);
    expect(lenient.outputs.broken).toBe('3');
  });

  it('requests no private address unless allowed: a pull request cannot make the runner reach them', async () => {
    const before = Object.values(sites).reduce((n, s) => n + s.requests.length, 0);
    const run = await links({}, false);
    expect(run.exitCode).toBe(0);
    expect(Object.values(sites).reduce((n, s) => n + s.requests.length, 0)).toBe(before);
    const result = JSON.parse(run.outputs.result as string) as {
      links: { status: string; reason: string }[];
    };
    expect(result.links.filter((l) => l.status === 'skipped')).toHaveLength(8);
    expect(result.links[0]!.reason).toMatch(/private address/);
  });

  it('one clear message for a bad exclude pattern, before any request', async () => {
    const run = await links({ exclude: 'fine\n(unclosed' }, false);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      /^::error::links failed: input exclude \(line 2\): "\(unclosed" is not a valid regular expression/m,
    );
  });
});

describe('links action (dist) with the Actions cache', () => {
  it('a second run on a fresh runner requests only what was not fine, and saves only when something became fine', async () => {
    const { startFakeCacheService } = await import('../support/fake-cache-service.js');
    const { rmSync: remove } = await import('node:fs');
    const cache = await startFakeCacheService();
    try {
      const sent = () => Object.values(sites).reduce((n, s) => n + s.requests.length, 0);
      const run = (runId: string) =>
        runBuiltAction('links', {
          inputs: { 'docs-dir': 'docs', 'allow-private': 'true', 'fail-on': 'never' },
          workspace,
          eventName: 'schedule',
          event: {},
          env: {
            GITHUB_TOKEN: TOKEN,
            ACTIONS_CACHE_URL: cache.url,
            ACTIONS_RUNTIME_TOKEN: 'runtime-token',
            GITHUB_RUN_ID: runId,
          },
        });
      const before = sent();
      const first = await run('200');
      const firstRequests = sent() - before;
      expect(first.exitCode).toBe(0);
      expect(cache.keys()).toHaveLength(1);
      expect(cache.keys()[0]).toMatch(/^docs-ci-links-acme\/docs-[0-9a-f]{12}\/200-1$/);
      // A new runner: only the cache carries the results.
      remove(join(workspace, '.docs-ci'), { recursive: true, force: true });
      const middle = sent();
      const second = await run('201');
      expect(second.stdout).toMatch(/the link results restored from the cache/);
      const result = JSON.parse(second.outputs.result as string) as {
        summary: { cached: number; requests: number };
      };
      // The fine documents come from the cache (the anchors of /guide too: #uninstall is still judged).
      expect(result.summary.cached).toBe(5);
      // Only the 2 broken documents are requested again, with GET at once (they needed GET last time).
      expect(sent() - middle).toBeLessThan(firstRequests);
      expect(result.summary.requests).toBe(2);
      expect(cache.keys()).toHaveLength(1);
      expect(second.stdout).toMatch(/No link became fine since the cached results/);
    } finally {
      await cache.close();
    }
  });
});

describe('links action (dist): github.com links through the API', () => {
  it('checks files, issues and releases with the job token in one query; never fetches github.com pages', async () => {
    const { startFakeGitHub } = await import('../support/fake-github.js');
    const { mkdtempSync: temp, rmSync: remove } = await import('node:fs');
    const fake = await startFakeGitHub();
    const space = temp(join(tmpdir(), 'docs-ci-e2e-links-gh-'));
    try {
      fake.addLinkRepository({
        owner: 'acme',
        name: 'sdk',
        branches: { main: ['README.md', 'src/index.ts'] },
        issues: [12],
        releases: ['v1.0.0'],
      });
      write(space, {
        'docs/docs.json': JSON.stringify({ name: 'Acme', navigation: { pages: ['index'] } }) + '\n',
        'docs/index.mdx': page(
          'Home',
          [
            '[readme](https://github.com/acme/sdk/blob/main/README.md#L3-L9)',
            '[issue](https://github.com/acme/sdk/issues/12) [gone](https://github.com/acme/sdk/issues/404)',
            '[release](https://github.com/acme/sdk/releases/tag/v1.0.0) [file](https://github.com/acme/sdk/blob/main/docs/missing.md)',
          ].join('\n'),
        ),
      });
      const run = await runBuiltAction('links', {
        inputs: { 'docs-dir': 'docs', cache: 'false' },
        workspace: space,
        eventName: 'schedule',
        event: {},
        env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: fake.url },
      });
      expect(run.exitCode).toBe(1);
      const result = JSON.parse(run.outputs.result as string) as {
        links: { url: string; status: string; reason: string; fragment: string | null }[];
        summary: { requests: number };
      };
      const byUrl = new Map(result.links.map((l) => [l.url, l]));
      expect(byUrl.get('https://github.com/acme/sdk/blob/main/README.md#L3-L9')).toMatchObject({
        status: 'ok',
        fragment: 'ok',
      });
      expect(byUrl.get('https://github.com/acme/sdk/issues/12')).toMatchObject({ status: 'ok' });
      expect(byUrl.get('https://github.com/acme/sdk/releases/tag/v1.0.0')).toMatchObject({ status: 'ok' });
      expect(byUrl.get('https://github.com/acme/sdk/issues/404')).toMatchObject({ status: 'broken' });
      expect(byUrl.get('https://github.com/acme/sdk/blob/main/docs/missing.md')).toMatchObject({
        status: 'broken',
      });
      expect(fake.requests.filter((r) => r.route === 'POST /graphql')).toHaveLength(1);
      expect(result.summary.requests).toBe(1);
    } finally {
      await fake.close();
      remove(space, { recursive: true, force: true });
    }
  });
});
