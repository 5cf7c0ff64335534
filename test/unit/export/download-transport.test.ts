import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { presigned, serveWithRange } from '../../support/bundle-answers.js';
import { useDownloadSuite, viaSocket } from '../../support/download-suite.js';
import { sha256 } from '../../support/export-fixtures.js';

// Which way the bytes travel: the direct socket by default (whatever frames the answer, redirects
// followed hop by hop), Node's HTTP client where a proxy applies, over real connections in a child
// process. The answers read on the socket are in download-socket-answers.test.ts, TLS in
// download-tls.test.ts, the proxy in download-proxy.test.ts; download-requests.test.ts counts the
// requests per hop of each framing and redirect chain.

const suite = useDownloadSuite();

suite.describeEachHashPlace((onThread) => {
  it('reads over the direct socket by default, and through Node’s client with node-http', async () => {
    const { bundle } = suite;
    const server = await suite.startServer((req, res) => serveWithRange(req, res, bundle));
    const direct = await suite.download({ url: presigned(server) });
    expect(direct.result?.sha256).toBe(sha256(bundle));
    expect(direct.logs).toContain('Receiving the bundle from byte 0 over socket.');
    expect(direct.logs.includes('Hashing the bundle on a worker thread.')).toBe(onThread);
    const viaNode = await suite.download({ url: presigned(server), transport: 'node-http' });
    expect(viaNode.result?.sha256).toBe(sha256(bundle));
    expect(viaNode.logs).toContain('over node-http');
    expect(viaSocket(server)).toEqual([true, false]);
  });

  it.each(['gzip', 'br', 'deflate'])(
    'refuses an unrequested Content-Encoding: %s over both transports, naming the header and the server, without calling the bundle damaged',
    async (encoding) => {
      const { bundle } = suite;
      const encoded =
        encoding === 'gzip'
          ? gzipSync(bundle)
          : encoding === 'br'
            ? brotliCompressSync(bundle)
            : deflateSync(bundle);
      const server = await suite.startServer((_req, res) => {
        res.writeHead(200, {
          'content-encoding': encoding,
          'content-length': encoded.length,
          server: 'TestCDN/1.0',
        });
        res.end(encoded);
      });
      for (const transport of ['auto', 'node-http'] as const) {
        const before = server.requests.length;
        const outcome = await suite.download({
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
});
