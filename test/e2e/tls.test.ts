import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nock from 'nock';
import type { TestServer } from '../support/export-fixtures.js';
import { startServer } from '../support/export-fixtures.js';
import { runBuiltAction as runUnguarded } from '../support/run-action.js';
import { withSecretGuard } from '../support/secret-guard.js';

/**
 * The built deploy action against a service address whose certificate the runner does not trust:
 * one connection, no retry, exit 1, and the step's error names the host, the cause and
 * NODE_EXTRA_CA_CERTS; trusting the certificate through NODE_EXTRA_CA_CERTS is then enough.
 */
const TLS_DIR = fileURLToPath(new URL('../fixtures/tls/', import.meta.url));
const pem = (name: string) => readFileSync(join(TLS_DIR, name));
const API_KEY = 'dcs_live_0123456789abcdef';
const runBuiltAction = withSecretGuard(runUnguarded, () => ({ apiKey: API_KEY }));
let server: TestServer;

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  server = await startServer(
    (req, res) => {
      res.writeHead(req.method === 'POST' ? 202 : 200, { 'content-type': 'application/json' });
      res.end(req.method === 'POST' ? '{"statusId":"st_1"}' : '{"status":"success"}');
    },
    { tls: { key: pem('localhost-key.pem'), cert: pem('localhost-cert.pem') } },
  );
});
afterAll(() => server.close());

const inputs = () => ({ 'api-key': API_KEY, 'base-url': server.url('/v1'), 'project-id': 'proj' });

it('deploy action (dist): an untrusted certificate fails the step at once, saying how to trust a private CA', async () => {
  const before = server.connections;
  const run = await runBuiltAction('deploy', { inputs: inputs() });
  expect(run.exitCode).toBe(1);
  const host = new URL(server.url('/')).host;
  expect(run.stdout).toContain(`::error::`);
  expect(run.stdout).toContain(
    `the TLS connection to ${host} failed: its certificate is not signed by an authority`,
  );
  expect(run.stdout).toMatch(/NODE_EXTRA_CA_CERTS/);
  expect(run.stdout).not.toMatch(/Retrying in/);
  expect(JSON.parse(run.outputs['result'] as string)).toMatchObject({
    ok: false,
    error: { kind: 'configuration' },
  });
  expect(server.connections - before).toBe(1);
  expect(server.requests).toEqual([]);
});

it('deploy action (dist): with NODE_EXTRA_CA_CERTS naming the certificate, the same address works', async () => {
  const run = await runBuiltAction('deploy', {
    inputs: inputs(),
    env: { NODE_EXTRA_CA_CERTS: join(TLS_DIR, 'localhost-cert.pem') },
  });
  expect(run.exitCode).toBe(0);
  expect(run.outputs['status']).toBe('success');
});
