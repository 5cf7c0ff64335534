import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import nock from 'nock';
import { AgentPool, fetchDocument } from '../../../../src/links/http/fetch-document.js';
import type { FetchOptions, NetworkOptions } from '../../../../src/links/http/fetch-document.js';

const TLS = join(import.meta.dirname, '../../../fixtures/tls');
type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface Local {
  url: (path: string) => string;
  port: number;
  requests: IncomingMessage[];
  connections: number;
  server: Server;
}

const servers: Local[] = [];
async function serve(handler: Handler, options: { host?: string; tls?: boolean } = {}): Promise<Local> {
  const host = options.host ?? '127.0.0.1';
  const local = { requests: [] as IncomingMessage[], connections: 0 } as Local;
  const onRequest: Handler = (request, response) => {
    local.requests.push(request);
    handler(request, response);
  };
  const server = options.tls
    ? createTlsServer(
        {
          key: readFileSync(join(TLS, 'localhost-key.pem')),
          cert: readFileSync(join(TLS, 'localhost-cert.pem')),
        },
        onRequest,
      )
    : createServer(onRequest);
  server.on(options.tls ? 'secureConnection' : 'connection', () => local.connections++);
  await new Promise<void>((done) => server.listen(0, host, done));
  local.port = (server.address() as AddressInfo).port;
  local.server = server;
  local.url = (path) => `${options.tls ? 'https' : 'http'}://${host}:${local.port}${path}`;
  servers.push(local);
  return local;
}

let pool: AgentPool;
const options = (extra: Partial<FetchOptions> = {}): FetchOptions => ({
  wantAnchors: false,
  timeoutMs: 2000,
  ...extra,
});
const check = (
  url: string,
  extra: Partial<FetchOptions> = {},
  network?: NetworkOptions,
  allowPrivate = true,
) => {
  if (network || !allowPrivate) {
    const own = new AgentPool(network, allowPrivate);
    return fetchDocument(url, options(extra), own).finally(() => own.destroy());
  }
  return fetchDocument(url, options(extra), pool);
};

beforeAll(() => {
  // Names under .test are resolved by the tests' own lookup, to loopback addresses only.
  nock.enableNetConnect(/^(127\.0\.0\.\d+|localhost|[a-z0-9.-]+\.test)(:\d+)?$/);
});
beforeEach(() => (pool = new AgentPool(undefined, true)));
afterEach(async () => {
  pool.destroy();
  for (const local of servers.splice(0)) {
    local.server.closeAllConnections();
    await new Promise((done) => local.server.close(done));
  }
});

describe('fetchDocument: answers', () => {
  it('HEAD first; a fine page is ok in one request, without credentials', async () => {
    const site = await serve((_, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>'),
    );
    const attempt = await check(site.url('/ok'));
    expect(attempt.check).toMatchObject({ status: 'ok', code: 200, requests: 1, finalUrl: site.url('/ok') });
    expect(site.requests.map((r) => r.method)).toEqual(['HEAD']);
    expect(site.requests[0]!.headers.authorization).toBeUndefined();
    expect(site.requests[0]!.headers.cookie).toBeUndefined();
  });

  it.each([405, 404, 403, 501])('GET when HEAD answers %i (servers that mishandle HEAD)', async (status) => {
    const site = await serve((req, res) => res.writeHead(req.method === 'HEAD' ? status : 200).end());
    const attempt = await check(site.url('/x'));
    expect(attempt.check).toMatchObject({ status: 'ok', code: 200, requests: 2 });
    expect(site.requests.map((r) => r.method)).toEqual(['HEAD', 'GET']);
  });

  it.each([
    [404, 'broken', 'the server answers 404 Not Found'],
    [410, 'broken', 'the server answers 410 Gone'],
    [401, 'suspect', 'needs a login, or the site refuses robots'],
    [403, 'suspect', 'needs a login, or the site refuses robots'],
    [999, 'suspect', 'bot protection'],
    [418, 'broken', '418'],
  ])('%i is %s', async (status, verdict, words) => {
    const site = await serve((_, res) => res.writeHead(status).end());
    const attempt = await check(site.url('/x'));
    expect(attempt.check.status).toBe(verdict);
    expect(attempt.check.reason).toContain(words);
    expect(attempt.retry).toBeUndefined();
  });

  it('a Cloudflare challenge is bot protection, not a dead link', async () => {
    const site = await serve((_, res) => res.writeHead(403, { 'cf-mitigated': 'challenge' }).end());
    const attempt = await check(site.url('/x'));
    expect(attempt.check).toMatchObject({ status: 'suspect', code: 403 });
    expect(attempt.check.reason).toContain('challenge');
  });

  it('429 asks for another attempt after Retry-After, in seconds or as a date', async () => {
    const seconds = await serve((_, res) => res.writeHead(429, { 'retry-after': '3' }).end());
    expect(await check(seconds.url('/x'))).toMatchObject({
      check: { status: 'suspect', code: 429 },
      retry: { afterMs: 3000 },
    });
    const now = Date.parse('Sat, 28 Nov 2026 10:00:00 GMT');
    const date = await serve((_, res) =>
      res.writeHead(429, { 'retry-after': 'Sat, 28 Nov 2026 10:00:07 GMT' }).end(),
    );
    expect(await check(date.url('/x'), { now: () => now })).toMatchObject({ retry: { afterMs: 7000 } });
  });

  it.each([500, 502, 503, 504])('%i asks for another attempt', async (status) => {
    const site = await serve((_, res) => res.writeHead(status).end());
    const attempt = await check(site.url('/x'));
    expect(attempt.check.status).toBe('suspect');
    expect(attempt.retry).toEqual({ afterMs: undefined });
  });
});

describe('fetchDocument: redirects', () => {
  it('follows every kind, relative Location included, to the final page', async () => {
    const site = await serve((req, res) => {
      const to: Record<string, [number, string]> = {
        '/a': [301, '/b'],
        '/b': [302, 'c'],
        '/c': [303, './d'],
        '/d': [307, '/e?x=1'],
        '/e?x=1': [308, '/final'],
      };
      const hop = to[req.url ?? ''];
      if (hop) res.writeHead(hop[0], { location: hop[1] }).end();
      else res.writeHead(200).end();
    });
    const attempt = await check(site.url('/a'));
    expect(attempt.check).toMatchObject({ status: 'ok', finalUrl: site.url('/final'), requests: 6 });
  });

  it('names a loop, and stops after 10 hops', async () => {
    const site = await serve((req, res) => {
      if (req.url === '/one') return res.writeHead(302, { location: '/two' }).end();
      if (req.url === '/two') return res.writeHead(302, { location: '/one' }).end();
      const n = Number(req.url!.slice(1));
      res.writeHead(301, { location: `/${n + 1}` }).end();
    });
    const loop = await check(site.url('/one'));
    expect(loop.check.status).toBe('broken');
    expect(loop.check.reason).toBe(
      `redirect loop: ${site.url('/one')} -> ${site.url('/two')} -> ${site.url('/one')}`,
    );
    const chain = await check(site.url('/0'));
    expect(chain.check).toMatchObject({ status: 'broken', requests: 11 });
    expect(chain.check.reason).toMatch(/^more than 10 redirects/);
  });

  it('a redirect to a non-web address, or without Location, is broken', async () => {
    const site = await serve((req, res) =>
      req.url === '/ftp' ? res.writeHead(301, { location: 'ftp://x/' }).end() : res.writeHead(302).end(),
    );
    expect((await check(site.url('/ftp'))).check.status).toBe('broken');
    expect((await check(site.url('/none'))).check.reason).toContain('without saying where to');
  });
});

describe('fetchDocument: TLS', () => {
  it('an untrusted certificate is broken; a trusted one is fine', async () => {
    const site = await serve((_, res) => res.writeHead(200).end(), { tls: true });
    const untrusted = await check(site.url('/x'));
    expect(untrusted.check.status).toBe('broken');
    expect(untrusted.check.reason).toMatch(/certificate is not trusted \(DEPTH_ZERO_SELF_SIGNED_CERT\)/);
    const trusted = await check(site.url('/x'), {}, { ca: readFileSync(join(TLS, 'localhost-cert.pem')) });
    expect(trusted.check.status).toBe('ok');
  });
});

describe('fetchDocument: bodies and time', () => {
  it('reads HTML for anchors only when asked, gzip included, tags cut across writes', async () => {
    const site = await serve((req, res) => {
      if (req.url === '/gz') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(gzipSync('<h2 id="zipped">z</h2>'));
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write('<h2 i');
      setTimeout(() => res.end('d="split">x</h2><a name="old-style"></a>'), 20);
    });
    const plain = await check(site.url('/page'), { wantAnchors: true });
    expect(plain.check.anchors).toEqual(new Set(['split', 'old-style']));
    expect(site.requests[0]!.method).toBe('GET');
    expect((await check(site.url('/gz'), { wantAnchors: true })).check.anchors).toEqual(new Set(['zipped']));
    expect((await check(site.url('/page'))).check.anchors).toBeUndefined();
  });

  it('an endless page ends at the size cap, quickly, with the anchors seen', async () => {
    const site = await serve((_, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<h1 id="top-of-endless">');
      const more = () => {
        if (res.destroyed) return;
        if (res.write('<p>endless</p>'.repeat(5000))) setImmediate(more);
        else res.once('drain', more);
      };
      more();
    });
    const started = Date.now();
    const attempt = await check(site.url('/endless'), {
      wantAnchors: true,
      maxHtmlBytes: 1024 * 1024,
      timeoutMs: 5000,
    });
    expect(attempt.check).toMatchObject({ status: 'ok' });
    expect(attempt.check.anchors?.has('top-of-endless')).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a page that never answers is a timeout to retry, and counts as no answer', async () => {
    const site = await serve(() => undefined);
    const attempt = await check(site.url('/silent'), { timeoutMs: 300 });
    expect(attempt).toMatchObject({ check: { status: 'suspect', code: null }, retry: {}, unanswered: true });
    expect(attempt.check.reason).toMatch(/no answer from 127\.0\.0\.1:\d+ within 0\.3 s/);
  });

  it('reuses the connection to a host', async () => {
    const site = await serve((_, res) => res.writeHead(200, { 'content-length': '2' }).end('ok'));
    await check(site.url('/1'));
    await check(site.url('/2'), { wantAnchors: false });
    await check(site.url('/3'));
    expect(site.connections).toBe(1);
  });
});

describe('fetchDocument: names and addresses', () => {
  it('a name that does not exist is broken where the DNS works', async () => {
    const notFound: NetworkOptions = {
      lookup: () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })),
      probeDns: () => Promise.resolve(true),
    };
    const gone = await check('http://gone.test/', {}, notFound);
    expect(gone.check).toMatchObject({ status: 'broken', noSuchHost: true, requests: 0 });
    expect(gone.check.reason).toBe('no such host name: gone.test');
  });

  it('where no DNS server answers, lookups are the network’s fault, and later ones do not wait for the resolver', async () => {
    let lookups = 0;
    let probes = 0;
    const down = new AgentPool(
      {
        lookup: () => {
          lookups++;
          return Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
        },
        probeDns: () => {
          probes++;
          return Promise.resolve(false);
        },
      },
      true,
    );
    try {
      const first = await fetchDocument('http://one.test/', options(), down);
      const second = await fetchDocument('http://two.test/', options(), down);
      for (const attempt of [first, second]) {
        expect(attempt.check).toMatchObject({ status: 'suspect', networkDown: true, requests: 0 });
        expect(attempt.check.reason).toMatch(/could not be looked up: no DNS server answers on this runner/);
      }
      expect([lookups, probes]).toEqual([1, 1]);
    } finally {
      down.destroy();
    }
  });

  it('never requests a private address unless allowed: literal, through a name, or after a redirect', async () => {
    const inside = await serve((_, res) => res.writeHead(200).end());
    const literal = await check(inside.url('/admin'), {}, undefined, false);
    expect(literal.check.status).toBe('skipped');
    expect(literal.check.reason).toMatch(/private address \(127\.0\.0\.1\)/);
    const named = await check(
      `http://metadata.test:${inside.port}/`,
      {},
      { lookup: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]) },
      false,
    );
    expect(named.check.status).toBe('skipped');
    // 127.0.0.2 plays a public host here; it redirects to the private one.
    const outside = await serve((_, res) => res.writeHead(302, { location: inside.url('/secret') }).end(), {
      host: '127.0.0.2',
    });
    const publicOnly: NetworkOptions = { isPrivateAddress: (ip) => ip === '127.0.0.1' };
    const redirected = await check(outside.url('/go'), {}, publicOnly, false);
    expect(redirected.check.status).toBe('skipped');
    expect(redirected.check.reason).toContain(`after a redirect from ${outside.url('/go')}`);
    const renamed = await serve(
      (_, res) => res.writeHead(302, { location: `http://inside.test:${inside.port}/secret` }).end(),
      { host: '127.0.0.2' },
    );
    const byName = await check(
      renamed.url('/go'),
      {},
      { ...publicOnly, lookup: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]) },
      false,
    );
    expect(byName.check.status).toBe('skipped');
    expect(inside.requests).toHaveLength(0);
    expect(outside.requests).toHaveLength(1);
  });

  it('localhost is loopback whatever the resolver says', async () => {
    const attempt = await check(
      'http://api.localhost:3000/x',
      {},
      { lookup: () => Promise.resolve([{ address: '8.8.8.8', family: 4 }]) },
      false,
    );
    expect(attempt.check).toMatchObject({ status: 'skipped', requests: 0 });
  });

  it('allow-private requests them', async () => {
    const inside = await serve((_, res) => res.writeHead(200).end());
    expect((await check(inside.url('/'), {}, undefined, true)).check.status).toBe('ok');
  });
});

// Keep the unused type import meaningful for readers: sockets are counted through the server's events.
export type { Socket };
