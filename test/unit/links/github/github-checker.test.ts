import { getOctokit } from '@actions/github';
import nock from 'nock';
import { createRecordingLogger } from '../../../../src/core/logger.js';
import { checkGitHubLinks } from '../../../../src/links/github/github-checker.js';
import type { GitHubCheckOptions } from '../../../../src/links/github/github-checker.js';
import type { FakeGitHub } from '../../../support/fake-github.js';
import { octokitFor, startFakeGitHub } from '../../../support/fake-github.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const ODD_FILE = 'docs/a "quoted" \\ back\\slash ✓ ü.md';
const ODD_TAG = 'pkg "x"\\y/ü';
const gh = (path: string) => `https://github.com/${path}`;

let fake: FakeGitHub;
let logger: ReturnType<typeof createRecordingLogger>;

beforeAll(() => {
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
});
beforeEach(async () => {
  fake = await startFakeGitHub();
  logger = createRecordingLogger();
  fake.addLinkRepository({
    owner: 'octo',
    name: 'kit',
    branches: {
      main: ['README.md', 'docs/guide.md', ODD_FILE],
      'release/1.x': ['docs/old.md'],
    },
    tags: { 'v1.0': ['README.md'], 'only-tag': [], [ODD_TAG]: [] },
    commits: [SHA],
    issues: [1, 2],
    pulls: [3],
    discussions: [9],
    releases: ['v1.0', ODD_TAG],
    formerNames: ['octo/old-kit'],
  });
  fake.addLinkRepository({ owner: 'octo', name: 'secret', hidden: true });
  fake.addLinkRepository({ owner: 'octo', name: 'internal', isPrivate: true, branches: { main: ['a.md'] } });
  fake.addLinkOwner('someone');
});
afterEach(async () => {
  await fake.close();
});

const options = (extra: Partial<GitHubCheckOptions> = {}): GitHubCheckOptions => ({
  octokit: octokitFor(fake),
  logger,
  ...extra,
});
const graphqlRequests = () => fake.requests.filter((r) => r.route === 'POST /graphql');
const queryOf = (index: number) => (graphqlRequests()[index]?.body as { query: string }).query;

describe('checkGitHubLinks', () => {
  test('answers every kind of github.com address in one query', async () => {
    const expectations: [string, 'ok' | 'broken' | 'suspect', string | RegExp][] = [
      [gh('octo/kit'), 'ok', /^GitHub's API: the repository exists$/],
      [gh('octo/old-kit/issues'), 'ok', /renamed or moved to octo\/kit/],
      [gh('octo/kit/blob/main/README.md'), 'ok', /the file exists at main/],
      [gh('octo/kit/tree/main/docs'), 'ok', /the folder exists at main/],
      [gh('octo/kit/tree/main'), 'ok', /the branch, tag or commit main exists/],
      [gh('octo/kit/blob/release/1.x/docs/old.md'), 'ok', /the file exists at release\/1.x/],
      [gh('octo/kit/blob/HEAD/docs/guide.md'), 'ok', /exists at HEAD/],
      [gh('octo/kit/blame/v1.0/README.md'), 'ok', /exists at v1.0/],
      [gh(`octo/kit/commit/${SHA}`), 'ok', /the commit exists/],
      [gh('octo/kit/commit/0123456'), 'ok', /the commit exists/],
      [gh('octo/kit/issues/1'), 'ok', /issue or pull request exists/],
      [gh('octo/kit/pull/3/files'), 'ok', /issue or pull request exists/],
      [gh('octo/kit/issues/9'), 'ok', /#9 is a discussion/],
      [gh('octo/kit/releases/tag/v1.0'), 'ok', /the release exists/],
      [gh('octo/kit/releases/tag/only-tag'), 'ok', /the tag exists \(GitHub shows it without a release\)/],
      [gh('someone'), 'ok', /user or organization/],
      [gh('octo'), 'ok', /user or organization/],
      [gh('octo/internal/blob/main/a.md'), 'ok', /private repository: readers without access see a 404/],
      [gh('octo/kit/blob/main/docs/missing.md'), 'broken', 'no file docs/missing.md at main in octo/kit'],
      [gh('octo/kit/tree/release/1.x/src'), 'broken', 'no folder src at release/1.x in octo/kit'],
      [gh('octo/kit/blob/gone/x.md'), 'broken', 'octo/kit has no branch, tag or commit gone (nor gone/x.md)'],
      [gh('octo/kit/tree/gone'), 'broken', 'octo/kit has no branch, tag or commit gone'],
      [gh('octo/kit/commit/fedcba9'), 'broken', 'octo/kit has no commit fedcba9'],
      [gh('octo/kit/issues/404'), 'broken', 'octo/kit has no issue or pull request #404'],
      [gh('octo/kit/pull/5'), 'broken', 'octo/kit has no issue or pull request #5'],
      [gh('octo/kit/releases/tag/v9'), 'broken', 'no release v9 in octo/kit'],
      [gh('ghost'), 'broken', 'GitHub has no user or organization ghost'],
      [
        gh('octo/secret/blob/main/x.md'),
        'suspect',
        'GitHub shows no public repository octo/secret to this token: it is private or was deleted',
      ],
      [
        gh('nobody/nothing'),
        'suspect',
        'GitHub shows no public repository nobody/nothing to this token: it is private or was deleted',
      ],
    ];
    const pages = [gh('octo/kit/wiki'), 'https://example.com/a', gh('search?q=x')];
    const result = await checkGitHubLinks([...expectations.map(([url]) => url), ...pages], options());

    expect(result.requests).toBe(1);
    expect(graphqlRequests()).toHaveLength(1);
    expect(result.fallback).toEqual(pages);
    for (const [url, status, reason] of expectations) {
      const check = result.checks.get(url);
      expect({ url, status: check?.status }).toEqual({ url, status });
      expect(check?.reason).toMatch(reason);
      expect(check).toMatchObject({
        code: status === 'ok' ? 200 : 404,
        finalUrl: url,
        requests: 0,
      });
      expect(check?.anchors).toBeUndefined();
    }
    expect(result.rateLimit).toEqual({
      remaining: 4999,
      limit: 5000,
      resetAt: fake.graphqlRateLimit().reset * 1000,
    });
    expect(logger.lines.filter((line) => line.level !== 'debug')).toEqual([]);
  });

  test('a ref longer than the splits tried is left to the web page, not called broken', async () => {
    const url = gh('octo/kit/blob/team/a/b/docs/x.md');
    const result = await checkGitHubLinks([url], options());
    expect(result.checks.has(url)).toBe(false);
    expect(result.fallback).toEqual([url]);
  });

  test('one look-up per target: fragments stripped, spellings of one target asked once', async () => {
    const urls = [
      gh('octo/kit/blob/main/README.md#L10-L12'),
      gh('octo/kit/blob/main/README.md#installation'),
      'https://www.github.com/Octo/Kit/blob/main/README.md',
      gh('octo/kit/blob/main/README.md'),
      gh('octo/kit'),
      gh('octo/kit/pulls'),
    ];
    const result = await checkGitHubLinks(urls, options());
    expect([...result.checks.keys()].sort()).toEqual([
      gh('octo/kit'),
      gh('octo/kit/blob/main/README.md'),
      gh('octo/kit/pulls'),
      'https://www.github.com/Octo/Kit/blob/main/README.md',
    ]);
    expect([...result.checks.values()].every((check) => check.status === 'ok')).toBe(true);
    const query = queryOf(0);
    expect(query.match(/repository\(/g)).toHaveLength(1);
    // README.md at main: the split main:README.md and main/README.md: (and the ref main).
    expect(query.match(/object\(/g)).toHaveLength(3);
  });

  test('batching: 120 links in 2 repositories take 3 queries of one point each', async () => {
    fake.addLinkRepository({ owner: 'acme', name: 'docs', branches: { main: ['a.md'] } });
    const urls = Array.from({ length: 120 }, (_, i) =>
      i % 2 === 0 ? gh(`octo/kit/issues/${i + 1000}`) : gh(`acme/docs/blob/main/page-${i}.md`),
    );
    const result = await checkGitHubLinks(urls, options());
    expect(result.requests).toBe(3);
    expect(graphqlRequests()).toHaveLength(3);
    expect(fake.graphqlRateLimit().remaining).toBe(4997);
    for (let i = 0; i < 3; i += 1) expect(queryOf(i).match(/repository\(/g)!.length).toBeLessThanOrEqual(2);
    expect(result.checks.size).toBe(120);
    expect([...result.checks.values()].every((check) => check.status === 'broken')).toBe(true);
    expect(result.checks.get(gh('acme/docs/blob/main/page-1.md'))?.reason).toBe(
      'no file page-1.md at main in acme/docs',
    );

    const bigger = await checkGitHubLinks(urls, options({ batchSize: 200 }));
    expect(bigger.requests).toBe(1);
  });

  test('1000 links in 20 repositories: 20 queries, repositories kept together', async () => {
    for (let r = 0; r < 20; r += 1) {
      fake.addLinkRepository({
        owner: 'many',
        name: `repo-${r}`,
        branches: { main: ['README.md'] },
        issues: [1],
      });
    }
    const urls = Array.from({ length: 1000 }, (_, i) =>
      i % 2 === 0
        ? gh(`many/repo-${i % 20}/issues/${i + 1}`)
        : gh(`many/repo-${i % 20}/blob/main/doc-${i}.md`),
    );
    const result = await checkGitHubLinks(urls, options());
    expect(result.requests).toBe(20);
    expect(result.checks.size).toBe(1000);
    for (let i = 0; i < 20; i += 1) expect(queryOf(i).match(/repository\(/g)).toHaveLength(1);
  });

  test('stops at the reserve: the rest goes to the web pages, said once with the numbers', async () => {
    fake.setGraphqlRateLimit({ limit: 1000, remaining: 101 });
    const urls = Array.from({ length: 120 }, (_, i) => gh(`octo/kit/issues/${i + 1}`));
    const result = await checkGitHubLinks(urls, options());
    // The first answer says 100 left; the default reserve is 10% of 1000.
    expect(result.requests).toBe(1);
    expect(result.checks.size).toBe(50);
    expect(result.fallback).toEqual(urls.slice(50));
    expect(result.rateLimit).toMatchObject({ remaining: 100, limit: 1000 });
    const infos = logger.lines.filter((line) => line.level === 'info');
    expect(infos).toHaveLength(1);
    expect(infos[0]?.message).toMatch(
      /down to 100 of 1000 points .* and 100 are kept .*: 70 github\.com addresses are fetched as web pages/,
    );

    fake.setGraphqlRateLimit({ remaining: 60 });
    const small = await checkGitHubLinks(urls, options({ reserve: 58 }));
    expect(small.requests).toBe(2);
    expect(small.fallback).toHaveLength(20);
  });

  test('without a token everything is checked as web pages, with no request', async () => {
    const urls = [gh('octo/kit'), gh('octo/kit/issues/1'), 'https://example.com/'];
    const result = await checkGitHubLinks(urls, options({ octokit: undefined }));
    expect(result).toEqual({
      checks: new Map(),
      fallback: ['https://example.com/', gh('octo/kit'), gh('octo/kit/issues/1')],
      requests: 0,
    });
    expect(fake.requests).toHaveLength(0);
    expect(logger.text()).toMatch(
      /info: 2 github\.com addresses cannot be checked through GitHub's API \(there is no GitHub token\)/,
    );
  });

  test('a GitHub Enterprise Server token is not asked about github.com', async () => {
    const octokit = getOctokit('t', {
      baseUrl: 'https://ghe.example.com/api/v3',
      request: { fetch: () => Promise.reject(new Error('must not be called')) },
    });
    const result = await checkGitHubLinks([gh('octo/kit')], { octokit, logger });
    expect(result).toMatchObject({ fallback: [gh('octo/kit')], requests: 0 });
    expect(logger.text()).toMatch(/GitHub Enterprise Server at ghe\.example\.com/);
  });

  const manyIssues = Array.from({ length: 120 }, (_, i) => gh(`octo/kit/issues/${i + 1}`));

  test('a refused token: everything falls back, one warning naming the cause', async () => {
    fake.failNextGraphql(401, { message: 'Bad credentials' });
    const result = await checkGitHubLinks(manyIssues, options());
    expect(result.requests).toBe(1);
    expect(result.checks.size).toBe(0);
    expect(result.fallback).toEqual(manyIssues);
    const warnings = logger.lines.filter((line) => line.level === 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/rejected the token \(401 Bad credentials\)/);
    expect(warnings[0]?.message).toMatch(
      /120 github\.com addresses are checked as web pages instead, one at a time/,
    );
  });

  test('a 5xx loses its batch only; two in a row stop asking', async () => {
    fake.failNextGraphql(502);
    const once = await checkGitHubLinks(manyIssues, options());
    expect(once.requests).toBe(3);
    expect(once.fallback).toEqual(manyIssues.slice(0, 50));
    expect(once.checks.size).toBe(70);
    expect(logger.lines.filter((line) => line.level === 'warning').map((line) => line.message)).toEqual([
      expect.stringMatching(
        /GitHub answered 502 Server Error at POST \S+\/graphql\. 50 github\.com addresses are checked as web pages instead/,
      ),
    ]);

    fake.failNextGraphql(503, { times: 5 });
    const twice = await checkGitHubLinks(manyIssues, options());
    expect(twice.requests).toBe(2);
    expect(twice.fallback).toHaveLength(120);
  });

  test('a secondary rate limit stops asking', async () => {
    fake.failNextGraphql(403, { retryAfter: 60 });
    const result = await checkGitHubLinks(manyIssues, options());
    expect(result.requests).toBe(1);
    expect(result.fallback).toHaveLength(120);
    expect(logger.text()).toMatch(/warning: .*secondary rate limit/);
  });

  test('a used-up GraphQL budget (RATE_LIMITED) stops asking', async () => {
    fake.setGraphqlRateLimit({ remaining: 0 });
    const result = await checkGitHubLinks(manyIssues, options());
    expect(result.requests).toBe(1);
    expect(result.fallback).toHaveLength(120);
    expect(result.rateLimit).toMatchObject({ remaining: 0 });
    expect(logger.text()).toMatch(
      /warning: .*the GraphQL rate limit is used up \(API rate limit already exceeded/,
    );
  });

  test('no answer (network) and no answer in time fall back', async () => {
    const refused = getOctokit('t', {
      baseUrl: 'https://api.github.com',
      request: { fetch: () => Promise.reject(new TypeError('fetch failed')) },
    });
    const first = await checkGitHubLinks([gh('octo/kit')], { octokit: refused, logger });
    expect(first).toMatchObject({ fallback: [gh('octo/kit')], requests: 1 });
    expect(logger.text()).toMatch(/warning: .*no answer \(fetch failed\)/);

    const silent = getOctokit('t', {
      baseUrl: 'https://api.github.com',
      request: {
        fetch: (_: unknown, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      },
    });
    const second = await checkGitHubLinks([gh('octo/kit')], { octokit: silent, logger, timeoutMs: 30 });
    expect(second).toMatchObject({ fallback: [gh('octo/kit')], requests: 1 });
    expect(logger.text()).toMatch(
      /warning: .*no answer in 30 ms\. 1 github\.com address is checked as a web page/,
    );
  });

  test('an error on one repository (SAML, FORBIDDEN) sends its links to the web pages, the others are judged', async () => {
    fake.addLinkRepository({
      owner: 'corp',
      name: 'sso',
      error: { type: 'FORBIDDEN', message: 'Resource protected by organization SAML enforcement.' },
    });
    const result = await checkGitHubLinks([gh('corp/sso/issues/1'), gh('octo/kit/issues/1')], options());
    expect(result.fallback).toEqual([gh('corp/sso/issues/1')]);
    expect(result.checks.get(gh('octo/kit/issues/1'))?.status).toBe('ok');
    expect(logger.lines.filter((line) => line.level === 'warning')).toEqual([]);
  });

  test('quotes, backslashes and unicode in paths and tags travel as variables', async () => {
    const file = gh(`octo/kit/blob/main/${ODD_FILE.split('/').map(encodeURIComponent).join('/')}`);
    const missing = gh(`octo/kit/blob/main/${encodeURIComponent('nö "such" \\ file')}`);
    const tag = gh(`octo/kit/releases/tag/${ODD_TAG.split('/').map(encodeURIComponent).join('/')}`);
    const noTag = gh(`octo/kit/releases/tag/${encodeURIComponent('v"}) { id } evil: repository(owner: "x')}`);
    const result = await checkGitHubLinks([file, missing, tag, noTag], options());
    expect(result.checks.get(file)?.status).toBe('ok');
    expect(result.checks.get(missing)?.reason).toBe('no file nö "such" \\ file at main in octo/kit');
    expect(result.checks.get(tag)?.status).toBe('ok');
    expect(result.checks.get(noTag)?.reason).toBe(
      'no release v"}) { id } evil: repository(owner: "x in octo/kit',
    );
    const query = queryOf(0);
    expect(query).not.toMatch(/quoted|evil|ü|nö/);
    for (const alias of query.matchAll(/^\s*(\w+):/gm)) expect(alias[1]).toMatch(/^[_A-Za-z][_0-9A-Za-z]*$/);
  });

  test('a cancelled run stops with the cancellation, not a fallback', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      checkGitHubLinks([gh('octo/kit')], options({ signal: controller.signal })),
    ).rejects.toMatchObject({ name: 'CancelledError' });
    expect(fake.requests).toHaveLength(0);
  });

  test('works over a real socket too (headers read from HTTP)', async () => {
    const octokit = octokitFor(fake, 'ghs_token', { http: true });
    const result = await checkGitHubLinks([gh('octo/kit/issues/2'), gh('octo/kit/issues/7')], {
      octokit,
      logger,
    });
    expect(result.checks.get(gh('octo/kit/issues/2'))?.status).toBe('ok');
    expect(result.checks.get(gh('octo/kit/issues/7'))?.status).toBe('broken');
    expect(result.rateLimit?.remaining).toBe(4999);
  });
});
