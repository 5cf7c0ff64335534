import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { DownloadScenario } from '../../support/download-runner.js';
import {
  EXPIRED_XML,
  presigned,
  sendXml,
  serveCut,
  serveWithRange,
  SIGNATURE,
} from '../../support/bundle-answers.js';
import type { TestServer } from '../../support/export-fixtures.js';
import { makeTarGz, removeDir, sha256, startServer, tempDir } from '../../support/export-fixtures.js';
import { runDownload } from '../../support/run-download.js';

// Which way the bytes travel: the direct socket by default (whatever frames the answer, redirects
// followed hop by hop), Node's HTTP client where a proxy applies, over real connections in a child
// process. download-requests.test.ts counts the requests per hop of each framing and redirect chain.

const TLS_DIR = fileURLToPath(new URL('../../fixtures/tls/', import.meta.url));
const TLS = {
  key: readFileSync(join(TLS_DIR, 'localhost-key.pem')),
  cert: readFileSync(join(TLS_DIR, 'localhost-cert.pem')),
};

let bundle: Buffer;
let dir: string;
let server: TestServer | undefined;
let proxy: http.Server | undefined;

beforeAll(async () => {
  const files: Record<string, string> = { 'index.html': '<!doctype html><title>Docs</title>' };
  for (let i = 0; i < 30; i++) files[`pages/p-${i}.html`] = randomBytes(3000).toString('base64');
  bundle = await makeTarGz(files);
});
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  proxy?.closeAllConnections();
  await new Promise((done) => (proxy ? proxy.close(done) : done(undefined)));
  proxy = undefined;
  await removeDir(dir);
});

const dest = () => join(dir, 'out', 'bundle.tar.gz');
/** Where the sha256 runs: inline for bundles under 64 MiB, so the test bundle asks for the thread. */
let hashOnThreadFromBytes: number | undefined;
const download = (scenario: Partial<DownloadScenario> & { url: string }, env?: Record<string, string>) =>
  runDownload({ dest: dest(), hashOnThreadFromBytes, ...scenario }, env ? { env } : {});
/** Node's HTTP client sends keep-alive (agent.ts); the direct socket sends Connection: close. */
const viaSocket = (s: TestServer) => s.requests.map((r) => r.headers.connection === 'close');

describe.each([
  ['inline', undefined],
  ['on a worker thread', 0],
])('downloadBundle transport, sha256 %s', (_where, threshold) => {
  beforeAll(() => {
    hashOnThreadFromBytes = threshold;
  });

  it('reads over the direct socket by default, and through Node’s client with node-http', async () => {
    server = await startServer((req, res) => serveWithRange(req, res, bundle));
    const direct = await download({ url: presigned(server) });
    expect(direct.result?.sha256).toBe(sha256(bundle));
    expect(direct.logs).toContain('Receiving the bundle from byte 0 over socket.');
    expect(direct.logs.includes('Hashing the bundle on a worker thread.')).toBe(threshold === 0);
    const viaNode = await download({ url: presigned(server), transport: 'node-http' });
    expect(viaNode.result?.sha256).toBe(sha256(bundle));
    expect(viaNode.logs).toContain('over node-http');
    expect(viaSocket(server)).toEqual([true, false]);
  });

  /** The download over TLS, trusting the test CA as a runner does: through NODE_EXTRA_CA_CERTS. */
  const downloadTrustingTestCa = (over: TestServer) =>
    download({ url: presigned(over) }, { NODE_EXTRA_CA_CERTS: join(TLS_DIR, 'localhost-cert.pem') });

  it('reads over TLS with the CA certificates of NODE_EXTRA_CA_CERTS, and resumes a cut', async () => {
    server = await startServer(
      (req, res, index) => {
        if (index === 0) serveCut(res, bundle, 40_000);
        else serveWithRange(req, res, bundle);
      },
      { tls: TLS },
    );
    const outcome = await downloadTrustingTestCa(server);
    expect(outcome.error).toBeUndefined();
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect((await readFile(dest())).equals(bundle)).toBe(true);
    expect(server.requests[1]!.headers.range).toMatch(/^bytes=[1-9]\d*-$/);
    expect(viaSocket(server)).toEqual([true, true]);
    expect(outcome.logs).not.toContain(SIGNATURE);
  });

  it.each(['chunked', 'close-delimited'])(
    'reads a %s answer over TLS with a private CA on the socket, in one request',
    async (framing) => {
      server = await startServer(
        (_req, res) => {
          if (framing === 'close-delimited') res.useChunkedEncodingByDefault = false;
          res.writeHead(200, { etag: '"abc123"' });
          res.write(bundle.subarray(0, 5000));
          res.end(bundle.subarray(5000));
        },
        { tls: TLS },
      );
      const outcome = await downloadTrustingTestCa(server);
      expect(outcome.error).toBeUndefined();
      expect(outcome.result?.sha256).toBe(sha256(bundle));
      expect(viaSocket(server)).toEqual([true]);
    },
  );

  const pem = (name: string) => readFileSync(join(TLS_DIR, name));
  it.each([
    [
      'an authority the runner does not trust',
      'localhost',
      undefined,
      /not signed by an authority this runner trusts \(DEPTH_ZERO_SELF_SIGNED_CERT\)/,
    ],
    [
      'an expired certificate',
      'expired',
      'expired-cert.pem',
      /certificate is expired \(CERT_HAS_EXPIRED; this runner's clock says/,
    ],
    [
      'a certificate for another host',
      'other-host',
      'other-host-cert.pem',
      /certificate is for another host name \(ERR_TLS_CERT_ALTNAME_INVALID\)/,
    ],
  ] as const)(
    'fails at once on %s, over both transports: a configuration error naming the host and the cause',
    async (_what, name, trusted, cause) => {
      server = await startServer((req, res) => serveWithRange(req, res, bundle), {
        tls: { key: pem(`${name}-key.pem`), cert: pem(`${name}-cert.pem`) },
      });
      for (const transport of ['auto', 'node-http'] as const) {
        const before = server.connections;
        const outcome = await download(
          { url: presigned(server), transport, maxAttempts: 5 },
          trusted ? { NODE_EXTRA_CA_CERTS: join(TLS_DIR, trusted) } : {},
        );
        expect(outcome.error?.name).toBe('TlsTrustError');
        const host = new URL(server.url('/')).host;
        expect(outcome.error?.message).toContain(`the TLS connection to ${host} failed: `);
        expect(outcome.error?.message).toMatch(cause);
        expect(outcome.error?.message).toMatch(/NODE_EXTRA_CA_CERTS.*NODE_USE_SYSTEM_CA=1/);
        expect(outcome.logs).not.toMatch(/interrupted|retrying/);
        // One connection, no retry, no request sent.
        expect(server.connections - before).toBe(1);
        expect(server.requests).toEqual([]);
        expect(outcome.error?.message).not.toContain(SIGNATURE);
      }
    },
  );

  it('names the redirect target’s host when its certificate is not trusted, over both transports', async () => {
    const storage = await startServer((req, res) => serveWithRange(req, res, bundle), { tls: TLS });
    const storageHost = `localhost:${new URL(storage.url('/')).port}`;
    try {
      server = await startServer((_req, res) => {
        res.writeHead(302, { location: `https://${storageHost}/objects/b.tar.gz?X-Amz-Signature=other` });
        res.end();
      });
      for (const transport of ['auto', 'node-http'] as const) {
        const outcome = await download({ url: presigned(server), transport });
        expect(outcome.error?.name).toBe('TlsTrustError');
        expect(outcome.error?.message).toContain(`the TLS connection to ${storageHost} failed: `);
        expect(outcome.error?.message).not.toContain('X-Amz-Signature=other');
      }
      // One request per transport to the first hop, no retry; none reached the storage.
      expect(server.requests).toHaveLength(2);
      expect(storage.requests).toEqual([]);
    } finally {
      await storage.close();
    }
  });

  it.each(['gzip', 'br', 'deflate'])(
    'refuses an unrequested Content-Encoding: %s over both transports, naming the header and the server, without calling the bundle damaged',
    async (encoding) => {
      const encoded =
        encoding === 'gzip'
          ? gzipSync(bundle)
          : encoding === 'br'
            ? brotliCompressSync(bundle)
            : deflateSync(bundle);
      server = await startServer((_req, res) => {
        res.writeHead(200, {
          'content-encoding': encoding,
          'content-length': encoded.length,
          server: 'TestCDN/1.0',
        });
        res.end(encoded);
      });
      for (const transport of ['auto', 'node-http'] as const) {
        const before = server.requests.length;
        const outcome = await download({
          url: presigned(server),
          transport,
          freshUrls: [{ url: presigned(server, '/exports/fresh.tar.gz') }],
        });
        expect(outcome.error?.name).toBe('OperationFailedError');
        const host = new URL(server.url('/')).host;
        expect(outcome.error?.message).toContain(
          `The storage at ${host} (Server: TestCDN/1.0) answered the bundle download with Content-Encoding: ${encoding}`,
        );
        expect(outcome.error?.message).not.toMatch(/damaged: run the export job again|failed its check/);
        expect(outcome.logs).not.toMatch(/failed its check|interrupted/);
        expect(outcome.freshCalls).toBe(0);
        expect(server.requests.length - before).toBe(1);
        expect(server.requests.at(-1)!.headers['accept-encoding']).toBe('identity');
      }
    },
  );

  it('reads a chunked answer on the socket, in one request', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { etag: '"abc123"' }); // no length: Node's server sends it chunked
      res.write(bundle.subarray(0, 1000));
      res.end(bundle.subarray(1000));
    });
    const outcome = await download({ url: presigned(server) });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(viaSocket(server)).toEqual([true]);
    expect(outcome.logs).toContain('Receiving the bundle from byte 0 over socket.');
    expect(outcome.logs).not.toMatch(/interrupted|asking again/);
  });

  it('reads a chunked 403 on the socket, gets a fresh link and resumes on the socket', async () => {
    server = await startServer((req, res, index) => {
      if (index === 0) serveCut(res, bundle, 50_000);
      else if (req.url!.startsWith('/exports/bundle.tar.gz')) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(EXPIRED_XML); // chunked
      } else serveWithRange(req, res, bundle);
    });
    const outcome = await download({
      url: presigned(server),
      freshUrls: [{ url: presigned(server, '/exports/fresh.tar.gz') }],
    });
    expect(outcome.freshCalls).toBe(1);
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(server.requests.map((r) => r.url.split('?')[0])).toEqual([
      '/exports/bundle.tar.gz',
      '/exports/bundle.tar.gz',
      '/exports/fresh.tar.gz',
    ]);
    expect(viaSocket(server)).toEqual([true, true, true]);
    expect(outcome.logs).toMatch(/has expired: asking the service for a fresh one/);
  });

  it('reads a 403 with a length on the socket: one request per refusal', async () => {
    server = await startServer((req, res, index) => {
      if (index === 0) sendXml(res, 403, EXPIRED_XML);
      else serveWithRange(req, res, bundle);
    });
    const outcome = await download({
      url: presigned(server),
      freshUrls: [{ url: presigned(server, '/exports/fresh.tar.gz') }],
    });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(viaSocket(server)).toEqual([true, true]);
  });

  it('follows a redirect on the socket: one request per hop, the new link redacted', async () => {
    server = await startServer((req, res) => {
      if (req.url!.startsWith('/exports/bundle.tar.gz')) {
        res.writeHead(302, { location: '/objects/b.tar.gz?X-Amz-Signature=other', 'content-length': 0 });
        res.end();
      } else serveWithRange(req, res, bundle);
    });
    const outcome = await download({ url: presigned(server) });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(server.requests.map((r) => r.url.split('?')[0])).toEqual([
      '/exports/bundle.tar.gz',
      '/objects/b.tar.gz',
    ]);
    expect(viaSocket(server)).toEqual([true, true]);
    expect(outcome.logs).toMatch(
      /HTTP 302: following the redirect to http:\/\/127\.0\.0\.1:\d+\/objects\/b\.tar\.gz\?<redacted>/,
    );
    expect(outcome.logs).not.toContain('X-Amz-Signature=other');
  });

  it('restarts from zero when the socket answer resumes at the wrong offset', async () => {
    server = await startServer((req, res, index) => {
      if (index === 0) serveCut(res, bundle, 30_000);
      else if (index === 1) {
        res.writeHead(206, {
          'content-length': bundle.length - 5,
          'content-range': `bytes 5-${bundle.length - 1}/${bundle.length}`,
        });
        res.end(bundle.subarray(5));
      } else serveWithRange(req, res, bundle);
    });
    const outcome = await download({ url: presigned(server) });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.logs).toMatch(/the server resumed at 5 instead of [1-9]\d*/);
    expect(server.requests[2]!.headers.range).toBeUndefined();
    expect(viaSocket(server)).toEqual([true, true, true]);
  });

  it('drops a silent connection after the idle timeout and resumes', async () => {
    server = await startServer((req, res, index) => {
      if (index > 0) return serveWithRange(req, res, bundle);
      res.writeHead(200, { 'content-length': bundle.length, etag: '"abc123"' });
      res.write(bundle.subarray(0, 20_000)); // then silence
    });
    const outcome = await download({ url: presigned(server), idleTimeoutMs: 300 });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.logs).toMatch(
      /interrupted after .* \(no data received for 0s at \d+ of \d+ bytes\); resuming/,
    );
    expect(server.requests[1]!.headers.range).toMatch(/^bytes=[1-9]\d*-$/);
  });

  /** A forward proxy tunnelling (CONNECT) to the test server; its URL, and the tunnels it opened. */
  async function startTunnelProxy(port: string): Promise<{ url: string; tunnels: string[] }> {
    const tunnels: string[] = [];
    proxy = http.createServer();
    proxy.on('connect', (req: http.IncomingMessage, client: net.Socket) => {
      tunnels.push(req.url ?? '');
      const upstream = net.connect(Number(port), '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.pipe(client).pipe(upstream);
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
    await new Promise<void>((done) => proxy!.listen(0, '127.0.0.1', done));
    return { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, tunnels };
  }

  it('goes through Node’s client (and the proxy) when https_proxy/http_proxy applies', async () => {
    server = await startServer((req, res) => serveWithRange(req, res, bundle));
    const port = new URL(server.url('/')).port;
    const { url: proxyUrl, tunnels } = await startTunnelProxy(port);
    // Loopback names are never proxied: an IPv4-mapped IPv6 host is the loopback all the same.
    const url = `http://[::ffff:127.0.0.1]:${port}/exports/bundle.tar.gz?X-Amz-Signature=${SIGNATURE}`;
    const outcome = await download({ url }, { http_proxy: proxyUrl, no_proxy: '' });
    expect(outcome.error).toBeUndefined();
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(tunnels).toEqual([`::ffff:7f00:1:${port}`]);
    expect(outcome.logs).toContain("Bundle request through Node's HTTP client: a proxy applies.");
  });

  it('follows a redirect to a proxied host through Node’s client: one request per hop', async () => {
    server = await startServer((req, res) => {
      if (req.url!.startsWith('/exports/bundle.tar.gz')) {
        const target = `http://[::ffff:127.0.0.1]:${port}/objects/b.tar.gz?X-Amz-Signature=other`;
        res.writeHead(307, { location: target, 'content-length': 0 });
        res.end();
      } else serveWithRange(req, res, bundle);
    });
    const port = new URL(server.url('/')).port;
    const { url: proxyUrl, tunnels } = await startTunnelProxy(port);
    const outcome = await download({ url: presigned(server) }, { http_proxy: proxyUrl, no_proxy: '' });
    expect(outcome.error).toBeUndefined();
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    // The first hop (127.0.0.1, never proxied) on the socket; the second through the proxy, once.
    expect(server.requests.map((r) => r.url.split('?')[0])).toEqual([
      '/exports/bundle.tar.gz',
      '/objects/b.tar.gz',
    ]);
    expect(tunnels).toEqual([`::ffff:7f00:1:${port}`]);
    expect(outcome.logs.match(/Bundle request through Node's HTTP client: a proxy applies\./g)).toHaveLength(
      1,
    );
    expect(outcome.logs).not.toContain('X-Amz-Signature=other');
  });
});

describe('downloadBundle: the sha256 thread started with the download', () => {
  // Sizes announced at or over the threshold start the thread before the file is opened and the
  // request sent; the first transfer from byte 0 takes it. Every thread started must be closed.
  const early = (scenario: Partial<DownloadScenario> & { url: string }) =>
    runDownload({ dest: dest(), hashOnThreadFromBytes: 1, expectedSize: bundle.length, ...scenario });

  it('hashes on the thread started early, and keeps it across a resume', async () => {
    server = await startServer((req, res, index) => {
      if (index === 0) serveCut(res, bundle, 40_000);
      else serveWithRange(req, res, bundle);
    });
    const outcome = await early({ url: presigned(server) });
    expect(outcome.error).toBeUndefined();
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.logs).toContain('Hashing the bundle on a worker thread.');
    expect(server.requests[1]!.headers.range).toMatch(/^bytes=[1-9]\d*-$/);
    expect(outcome.hashThreads).toEqual({ started: 1, beforeRequest: 1, closed: 1 });
  });

  it('closes it and hashes inline when the answer announces no length', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200); // chunked, on the socket and through Node's client alike
      res.write(bundle.subarray(0, 1000));
      res.end(bundle.subarray(1000));
    });
    const outcome = await early({ url: presigned(server) });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.logs).not.toContain('Hashing the bundle on a worker thread.');
    expect(outcome.hashThreads).toEqual({ started: 1, beforeRequest: 1, closed: 1 });
  });

  it('starts a new one for a restart from zero and closes both', async () => {
    server = await startServer((req, res, index) => {
      if (index === 0) serveCut(res, bundle, 30_000);
      else {
        res.writeHead(200, { 'content-length': bundle.length }); // the Range ignored
        res.end(bundle);
      }
    });
    const outcome = await early({ url: presigned(server) });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.logs).toMatch(
      /ignored the Range request \(answered 200\): restarting the download from zero/,
    );
    expect(outcome.hashThreads).toEqual({ started: 2, beforeRequest: 1, closed: 2 });
  });

  it('closes it when the download fails before any transfer', async () => {
    server = await startServer((_req, res) => sendXml(res, 404, '<Error><Code>NoSuchKey</Code></Error>'));
    const outcome = await early({ url: presigned(server) });
    expect(outcome.error?.message).toMatch(/HTTP 404 NoSuchKey/);
    expect(outcome.hashThreads).toEqual({ started: 1, beforeRequest: 1, closed: 1 });
  });

  it('hashes inline when the thread failed before the answer came', async () => {
    server = await startServer((req, res) => serveWithRange(req, res, bundle));
    const outcome = await early({ url: presigned(server), failHashThreads: true });
    expect(outcome.error).toBeUndefined();
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.logs).not.toContain('Hashing the bundle on a worker thread.');
    expect(outcome.hashThreads).toEqual({ started: 1, beforeRequest: 1, closed: 1 });
  });

  it('starts none for a size under the threshold', async () => {
    server = await startServer((req, res) => serveWithRange(req, res, bundle));
    const outcome = await early({ url: presigned(server), hashOnThreadFromBytes: bundle.length + 1 });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.hashThreads).toEqual({ started: 0, beforeRequest: 0, closed: 0 });
  });
});
