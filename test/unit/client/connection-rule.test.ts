import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import nock from 'nock';
import { closeAgents } from '../../../src/client/agent.js';
import { sendHttp } from '../../../src/client/transport.js';

/**
 * The connection rule of the API transport: reads share kept-alive connections; a request that
 * changes state (a POST) goes on a connection that carried nothing before it and carries nothing after.
 */
interface Seen {
  method: string;
  connection: number;
  /** 1 for the first request on its connection. */
  position: number;
  connectionHeader: string | undefined;
}

let server: http.Server;
let origin: string;
const seen: Seen[] = [];
const connections = new Map<Socket, { id: number; requests: number }>();

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  server = http.createServer((req, res) => {
    let connection = connections.get(req.socket);
    if (!connection) {
      connection = { id: connections.size + 1, requests: 0 };
      connections.set(req.socket, connection);
    }
    connection.requests += 1;
    seen.push({
      method: req.method ?? '',
      connection: connection.id,
      position: connection.requests,
      connectionHeader: req.headers.connection,
    });
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeAgents();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const send = (method: 'GET' | 'POST') =>
  sendHttp({
    method,
    url: `${origin}/v1/thing`,
    headers: { 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: '{"branch":"main"}' } : {}),
    timeoutMs: 5_000,
    operation: `${method} thing`,
  });

it('sends each POST alone on a new connection and the reads on one kept-alive connection', async () => {
  for (const method of ['GET', 'POST', 'GET', 'POST', 'POST', 'GET'] as const) {
    expect((await send(method)).status).toBe(200);
  }
  // Two POSTs at once as well: neither waits for, nor shares, the other's connection.
  await Promise.all([send('POST'), send('POST')]);

  const posts = seen.filter((s) => s.method === 'POST');
  const gets = seen.filter((s) => s.method === 'GET');
  expect(posts).toHaveLength(5);
  expect(posts.every((p) => p.position === 1 && p.connectionHeader === 'close')).toBe(true);
  const postConnections = new Set(posts.map((p) => p.connection));
  expect(postConnections.size).toBe(5);
  // Nothing else went on a POST's connection, before or after it.
  expect(seen.filter((s) => postConnections.has(s.connection))).toHaveLength(5);
  expect(new Set(gets.map((g) => g.connection)).size).toBe(1);
  expect(gets.map((g) => g.position)).toEqual([1, 2, 3]);
});
