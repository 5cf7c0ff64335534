import { EXPIRED_XML, presigned, sendXml, serveCut, serveWithRange } from '../../support/bundle-answers.js';
import { useDownloadSuite, viaSocket } from '../../support/download-suite.js';
import { sha256 } from '../../support/export-fixtures.js';

// What the direct socket (the default transport) makes of the storage's answers: chunked bodies,
// 403 refusals, redirects, a resume at the wrong offset, a connection gone silent.

const suite = useDownloadSuite();

suite.describeEachHashPlace(() => {
  it('reads a chunked answer on the socket, in one request', async () => {
    const { bundle } = suite;
    const server = await suite.startServer((_req, res) => {
      res.writeHead(200, { etag: '"abc123"' }); // no length: Node's server sends it chunked
      res.write(bundle.subarray(0, 1000));
      res.end(bundle.subarray(1000));
    });
    const outcome = await suite.download({ url: presigned(server) });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(viaSocket(server)).toEqual([true]);
    expect(outcome.logs).toContain('Receiving the bundle from byte 0 over socket.');
    expect(outcome.logs).not.toMatch(/interrupted|asking again/);
  });

  it('reads a chunked 403 on the socket, gets a fresh link and resumes on the socket', async () => {
    const { bundle } = suite;
    const server = await suite.startServer((req, res, index) => {
      if (index === 0) serveCut(res, bundle, 50_000);
      else if (req.url!.startsWith('/exports/bundle.tar.gz')) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(EXPIRED_XML); // chunked
      } else serveWithRange(req, res, bundle);
    });
    const outcome = await suite.download({
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
    const { bundle } = suite;
    const server = await suite.startServer((req, res, index) => {
      if (index === 0) sendXml(res, 403, EXPIRED_XML);
      else serveWithRange(req, res, bundle);
    });
    const outcome = await suite.download({
      url: presigned(server),
      freshUrls: [{ url: presigned(server, '/exports/fresh.tar.gz') }],
    });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(viaSocket(server)).toEqual([true, true]);
  });

  it('follows a redirect on the socket: one request per hop, the new link redacted', async () => {
    const { bundle } = suite;
    const server = await suite.startServer((req, res) => {
      if (req.url!.startsWith('/exports/bundle.tar.gz')) {
        res.writeHead(302, { location: '/objects/b.tar.gz?X-Amz-Signature=other', 'content-length': 0 });
        res.end();
      } else serveWithRange(req, res, bundle);
    });
    const outcome = await suite.download({ url: presigned(server) });
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
    const { bundle } = suite;
    const server = await suite.startServer((req, res, index) => {
      if (index === 0) serveCut(res, bundle, 30_000);
      else if (index === 1) {
        res.writeHead(206, {
          'content-length': bundle.length - 5,
          'content-range': `bytes 5-${bundle.length - 1}/${bundle.length}`,
        });
        res.end(bundle.subarray(5));
      } else serveWithRange(req, res, bundle);
    });
    const outcome = await suite.download({ url: presigned(server) });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.logs).toMatch(/the server resumed at 5 instead of [1-9]\d*/);
    expect(server.requests[2]!.headers.range).toBeUndefined();
    expect(viaSocket(server)).toEqual([true, true, true]);
  });

  it('drops a silent connection after the idle timeout and resumes', async () => {
    const { bundle } = suite;
    const server = await suite.startServer((req, res, index) => {
      if (index > 0) return serveWithRange(req, res, bundle);
      res.writeHead(200, { 'content-length': bundle.length, etag: '"abc123"' });
      res.write(bundle.subarray(0, 20_000)); // then silence
    });
    const outcome = await suite.download({ url: presigned(server), idleTimeoutMs: 300 });
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(outcome.logs).toMatch(
      /interrupted after .* \(no data received for 0s at \d+ of \d+ bytes\); resuming/,
    );
    expect(server.requests[1]!.headers.range).toMatch(/^bytes=[1-9]\d*-$/);
  });
});
