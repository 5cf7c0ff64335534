import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { presigned, serveCut, serveWithRange, SIGNATURE } from '../../support/bundle-answers.js';
import { useDownloadSuite, viaSocket } from '../../support/download-suite.js';
import type { TestServer } from '../../support/export-fixtures.js';
import { sha256 } from '../../support/export-fixtures.js';

// The download over TLS: a private CA trusted through NODE_EXTRA_CA_CERTS as on a runner, and the
// certificates a runner refuses (a configuration error at once, no retry), over both transports.

const TLS_DIR = fileURLToPath(new URL('../../fixtures/tls/', import.meta.url));
const pem = (name: string) => readFileSync(join(TLS_DIR, name));
const TLS = { key: pem('localhost-key.pem'), cert: pem('localhost-cert.pem') };

const suite = useDownloadSuite();

/** The download over TLS, trusting the test CA as a runner does: through NODE_EXTRA_CA_CERTS. */
const downloadTrustingTestCa = (over: TestServer) =>
  suite.download({ url: presigned(over) }, { NODE_EXTRA_CA_CERTS: join(TLS_DIR, 'localhost-cert.pem') });

suite.describeEachHashPlace(() => {
  it('reads over TLS with the CA certificates of NODE_EXTRA_CA_CERTS, and resumes a cut', async () => {
    const { bundle } = suite;
    const server = await suite.startServer(
      (req, res, index) => {
        if (index === 0) serveCut(res, bundle, 40_000);
        else serveWithRange(req, res, bundle);
      },
      { tls: TLS },
    );
    const outcome = await downloadTrustingTestCa(server);
    expect(outcome.error).toBeUndefined();
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect((await readFile(suite.dest())).equals(bundle)).toBe(true);
    expect(server.requests[1]!.headers.range).toMatch(/^bytes=[1-9]\d*-$/);
    expect(viaSocket(server)).toEqual([true, true]);
    expect(outcome.logs).not.toContain(SIGNATURE);
  });

  it.each(['chunked', 'close-delimited'])(
    'reads a %s answer over TLS with a private CA on the socket, in one request',
    async (framing) => {
      const { bundle } = suite;
      const server = await suite.startServer(
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
      const { bundle } = suite;
      const server = await suite.startServer((req, res) => serveWithRange(req, res, bundle), {
        tls: { key: pem(`${name}-key.pem`), cert: pem(`${name}-cert.pem`) },
      });
      for (const transport of ['auto', 'node-http'] as const) {
        const before = server.connections;
        const outcome = await suite.download(
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
    const { bundle } = suite;
    const storage = await suite.startServer((req, res) => serveWithRange(req, res, bundle), { tls: TLS });
    const storageHost = `localhost:${new URL(storage.url('/')).port}`;
    const server = await suite.startServer((_req, res) => {
      res.writeHead(302, { location: `https://${storageHost}/objects/b.tar.gz?X-Amz-Signature=other` });
      res.end();
    });
    for (const transport of ['auto', 'node-http'] as const) {
      const outcome = await suite.download({ url: presigned(server), transport });
      expect(outcome.error?.name).toBe('TlsTrustError');
      expect(outcome.error?.message).toContain(`the TLS connection to ${storageHost} failed: `);
      expect(outcome.error?.message).not.toContain('X-Amz-Signature=other');
    }
    // One request per transport to the first hop, no retry; none reached the storage.
    expect(server.requests).toHaveLength(2);
    expect(storage.requests).toEqual([]);
  });
});
