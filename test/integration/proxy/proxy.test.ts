import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import nock from 'nock';
import { closeAgents } from '../../../src/client/agent.js';
import { DocsApiClient } from '../../../src/client/client.js';
import { parseApiKey, parseBaseUrl } from '../../../src/client/config-checks.js';
import { resetSharedLimitersForTests } from '../../../src/client/limiter.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { startEmulator } from '../../../src/emulator/index.js';

/**
 * A CONNECT proxy that sends every tunnel to the emulator, whatever host was asked for: the client
 * talks to `docs.proxy.test`, a name that resolves nowhere, so only the proxy can have carried it.
 */
function startConnectProxy(targetPort: number) {
  const tunnels: string[] = [];
  const server = createServer((_req, res) => {
    res.writeHead(405).end();
  });
  server.on('connect', (req, socket, head) => {
    tunnels.push(req.url ?? '');
    const upstream = connect(targetPort, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise<{ url: string; tunnels: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        tunnels,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

let emulator: RunningEmulator;
const saved = { http_proxy: process.env.http_proxy, no_proxy: process.env.no_proxy };

beforeAll(async () => {
  // nock's socket interceptors do not speak CONNECT: this file needs the real network stack.
  nock.restore();
  emulator = await startEmulator({ timeScale: 100 });
});
afterAll(async () => {
  await emulator.close();
  process.env.http_proxy = saved.http_proxy;
  process.env.no_proxy = saved.no_proxy;
  if (saved.http_proxy === undefined) delete process.env.http_proxy;
  if (saved.no_proxy === undefined) delete process.env.no_proxy;
});
beforeEach(() => {
  resetSharedLimitersForTests();
  closeAgents();
});

it('sends API calls through the proxy named by http_proxy', async () => {
  const proxy = await startConnectProxy(Number(new URL(emulator.origin).port));
  try {
    process.env.http_proxy = proxy.url;
    delete process.env.no_proxy;
    const port = new URL(emulator.origin).port;
    const client = new DocsApiClient({
      baseUrl: parseBaseUrl(`http://docs.proxy.test:${port}/v1`, 'base-url'),
      apiKey: parseApiKey(emulator.apiKey, 'api-key'),
      logger: createRecordingLogger(),
      retries: 0,
    });
    const triggered = await client.triggerPreview('proj', 'via-proxy');
    expect(triggered.statusId).toEqual(expect.any(String));
    expect(proxy.tunnels).toEqual([`docs.proxy.test:${port}`]);
  } finally {
    closeAgents();
    await proxy.close();
  }
});

it('honours no_proxy for the same host', async () => {
  const proxy = await startConnectProxy(1);
  try {
    process.env.http_proxy = proxy.url;
    process.env.no_proxy = 'localhost.proxy.test,127.0.0.1';
    const client = new DocsApiClient({
      baseUrl: parseBaseUrl(emulator.url, 'base-url'),
      apiKey: parseApiKey(emulator.apiKey, 'api-key'),
      logger: createRecordingLogger(),
    });
    await client.triggerPreview('proj', 'direct');
    expect(proxy.tunnels).toEqual([]);
  } finally {
    closeAgents();
    await proxy.close();
  }
});
