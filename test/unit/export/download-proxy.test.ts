import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { presigned, serveWithRange, SIGNATURE } from '../../support/bundle-answers.js';
import { useDownloadSuite } from '../../support/download-suite.js';
import { sha256 } from '../../support/export-fixtures.js';

// Where https_proxy/http_proxy applies, the bundle goes through Node's HTTP client and the proxy,
// hop by hop: a first hop on the socket may redirect to a proxied host.

const suite = useDownloadSuite();

/** A forward proxy tunnelling (CONNECT) to the test server, closed after the test; its URL, and the tunnels it opened. */
async function startTunnelProxy(port: string): Promise<{ url: string; tunnels: string[] }> {
  const tunnels: string[] = [];
  const proxy = http.createServer();
  suite.closeAfterTest(proxy);
  proxy.on('connect', (req: http.IncomingMessage, client: net.Socket) => {
    tunnels.push(req.url ?? '');
    const upstream = net.connect(Number(port), '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, tunnels };
}

suite.describeEachHashPlace(() => {
  it('goes through Node’s client (and the proxy) when https_proxy/http_proxy applies', async () => {
    const { bundle } = suite;
    const server = await suite.startServer((req, res) => serveWithRange(req, res, bundle));
    const port = new URL(server.url('/')).port;
    const { url: proxyUrl, tunnels } = await startTunnelProxy(port);
    // Loopback names are never proxied: an IPv4-mapped IPv6 host is the loopback all the same.
    const url = `http://[::ffff:127.0.0.1]:${port}/exports/bundle.tar.gz?X-Amz-Signature=${SIGNATURE}`;
    const outcome = await suite.download({ url }, { http_proxy: proxyUrl, no_proxy: '' });
    expect(outcome.error).toBeUndefined();
    expect(outcome.result?.sha256).toBe(sha256(bundle));
    expect(tunnels).toEqual([`::ffff:7f00:1:${port}`]);
    expect(outcome.logs).toContain("Bundle request through Node's HTTP client: a proxy applies.");
  });

  it('follows a redirect to a proxied host through Node’s client: one request per hop', async () => {
    const { bundle } = suite;
    const server = await suite.startServer((req, res) => {
      if (req.url!.startsWith('/exports/bundle.tar.gz')) {
        const target = `http://[::ffff:127.0.0.1]:${port}/objects/b.tar.gz?X-Amz-Signature=other`;
        res.writeHead(307, { location: target, 'content-length': 0 });
        res.end();
      } else serveWithRange(req, res, bundle);
    });
    const port = new URL(server.url('/')).port;
    const { url: proxyUrl, tunnels } = await startTunnelProxy(port);
    const outcome = await suite.download({ url: presigned(server) }, { http_proxy: proxyUrl, no_proxy: '' });
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
