import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import nock from 'nock';
import { closeAgents } from '../../../src/client/agent.js';
import { DocsApiClient } from '../../../src/client/client.js';
import { parseApiKey, parseBaseUrl } from '../../../src/client/config-checks.js';
import { resetSharedLimitersForTests } from '../../../src/client/limiter.js';
import { createRecordingLogger } from '../../../src/core/logger.js';

/**
 * The lost request of the quota benchmark: a server (or a load balancer) closes an idle kept-alive
 * connection at the moment the client reuses it, so the request gets no answer. This server does it
 * every time: the second request on any connection is met by closing that connection unanswered.
 * A read must be sent again at once on a new connection, without a backoff and without waiting for
 * another window of the rate limit; a trigger (a request that changes state) goes on a connection of
 * its own and never meets it.
 */
let server: http.Server;
let baseUrl: string;
const served = new Map<Socket, number>();
let dropped = 0;
let answered = 0;

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  server = http.createServer((req, res) => {
    const count = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, count);
    if (count > 1) {
      dropped += 1;
      req.socket.destroy();
      return;
    }
    answered += 1;
    res.writeHead(req.method === 'POST' ? 202 : 200, { 'content-type': 'application/json' });
    res.end(req.method === 'POST' ? `{"statusId":"st_${answered}"}` : '{"status":"success"}');
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  closeAgents();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});
beforeEach(() => resetSharedLimitersForTests());

const client = (logger = createRecordingLogger()) => ({
  logger,
  client: new DocsApiClient({
    baseUrl: parseBaseUrl(baseUrl, 'base-url'),
    apiKey: parseApiKey('dcs_live_0123456789abcdef', 'api-key'),
    logger,
    // Two triggers per minute: a re-send through the limiter would wait for the next window.
    previewLimit: { count: 2, windowMs: 60_000 },
    retryMinTimeoutMs: 1000,
    quotaDir: undefined,
  }),
});

it('sends each trigger on a connection of its own, so none meets a connection the server closes', async () => {
  const { client: api, logger } = client();
  const started = Date.now();
  const first = await api.triggerPreview('proj', 'feature/a');
  const second = await api.triggerPreview('proj', 'feature/b');
  expect(first.statusId).toBe('st_1');
  expect(second.statusId).toBe('st_2');
  // A state-changing request is never re-sent: it never goes on a reused connection.
  expect(dropped).toBe(0);
  expect(Date.now() - started).toBeLessThan(900);
  expect(logger.text()).not.toMatch(/Retrying|rate limit/);
});

it('a status read on a closed kept-alive connection is answered on a new one, within the same call', async () => {
  const { client: api, logger } = client();
  const before = dropped;
  await api.getDeploymentStatus('st_1');
  const status = await api.getDeploymentStatus('st_1');
  expect(status.status).toBe('success');
  expect(dropped - before).toBe(1);
  expect(logger.text()).not.toMatch(/Retrying/);
});
