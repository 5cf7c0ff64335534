import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nock from 'nock';
import { resetSharedLimitersForTests } from '../../../src/client/limiter.js';
import type { TestServer } from '../../support/export-fixtures.js';
import { startServer } from '../../support/export-fixtures.js';
import { runCli } from '../../support/cli.js';

/**
 * A service address whose certificate the runner does not trust (here: self-signed, no
 * NODE_EXTRA_CA_CERTS) is a configuration error found while operating: exit 1 at once, one
 * connection, no retry, and a message naming the host, the cause and how to trust a private CA.
 */
const TLS_DIR = fileURLToPath(new URL('../../fixtures/tls/', import.meta.url));
const pem = (name: string) => readFileSync(join(TLS_DIR, name));
let server: TestServer;

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  server = await startServer(
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"success"}');
    },
    { tls: { key: pem('localhost-key.pem'), cert: pem('localhost-cert.pem') } },
  );
});
afterAll(() => server.close());
beforeEach(() => resetSharedLimitersForTests());

it.each([
  ['status', ['status', 'st_1']],
  ['deploy', ['deploy', '--project-id', 'proj']],
])(
  'docs-ci %s: an untrusted certificate ends at once with exit 1, naming the host and NODE_EXTRA_CA_CERTS',
  async (_name, argv) => {
    const before = server.connections;
    const started = Date.now();
    const run = await runCli([...argv, '--json'], {
      DOCS_API_URL: server.url('/v1'),
      DOCS_API_KEY: 'dcs_live_0123456789abcdef',
      DOCS_CI_QUOTA_DIR: 'off',
      PATH: '',
    });
    expect(run.code).toBe(1);
    const host = new URL(server.url('/')).host;
    expect(run.stderr).toMatch(
      new RegExp(
        `the TLS connection to ${host.replace(/\./g, '\\.')} failed: its certificate is not signed by an authority this runner trusts \\(DEPTH_ZERO_SELF_SIGNED_CERT\\)`,
      ),
    );
    expect(run.stderr).toMatch(/NODE_EXTRA_CA_CERTS.*NODE_USE_SYSTEM_CA=1.*not retried/);
    expect(run.stderr).not.toMatch(/Retrying in/);
    expect(run.json).toMatchObject({ ok: false, error: { kind: 'configuration' } });
    expect(server.connections - before).toBe(1);
    expect(server.requests).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5000);
  },
);
