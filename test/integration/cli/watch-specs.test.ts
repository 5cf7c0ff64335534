import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../../support/cli.js';
import { useExportCliSuite } from '../../support/export-cli.js';
import { openapiJson, startSpecServer } from '../../support/spec-server.js';
import type { SpecServer } from '../../support/spec-server.js';

// One emulator per file, reset before each test, and a temporary folder per test (suite.dir).
const suite = useExportCliSuite();
let specs: SpecServer;
let dir: string;
let state: string;

beforeAll(async () => {
  specs = await startSpecServer();
});
afterAll(() => specs.close());
beforeEach(() => {
  suite.emulator.control.configure({ failBranches: [] });
  specs.requests.length = 0;
  specs.set('/api.json', { body: openapiJson('v1'), etag: true });
  dir = suite.dir;
  state = join(dir, 'state', 'specs.json');
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({ navigation: { tabs: [{ tab: 'API', openapi: { source: specs.url('/api.json') } }] } }),
  );
});

const deploys = () => suite.emulator.requests.filter((r) => r.operation === 'deploy');
const watch = (...extra: string[]) =>
  runCli(['watch-specs', dir, '--project-id', 'proj', '--state', state, '--json', ...extra], suite.env);

describe('docs-ci watch-specs', () => {
  it('records on the first run, deploys once on a change, and reports changed[] and statusId', async () => {
    const first = await watch();
    expect(first.code).toBe(0);
    expect(first.json).toMatchObject({ ok: true, firstRun: true, changed: [] });
    expect(first.json.statusId).toBeUndefined();
    expect(first.stderr).toMatch(/first run: recorded 1 spec\(s\) without deploying/);
    expect(existsSync(state)).toBe(true);

    const same = await watch();
    expect(same.json).toMatchObject({ ok: true, firstRun: false, changed: [] });
    expect(deploys()).toHaveLength(0);

    specs.set('/api.json', { body: openapiJson('v2'), etag: true });
    const changed = await watch();
    expect(changed.code).toBe(0);
    expect(changed.json).toMatchObject({
      changed: [specs.url('/api.json')],
      statusId: expect.any(String),
      status: 'triggered',
    });
    expect(deploys()).toHaveLength(1);
    expect(changed.stderr).not.toContain(suite.emulator.apiKey);
  });

  it('--wait follows the deployment to success', async () => {
    const run = await watch('--deploy-on-first-run', '--wait');
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ firstRun: true, status: 'success', statusId: expect.any(String) });
  });

  it('fails (exit 1) when no spec can be fetched, without writing a state', async () => {
    specs.set('/api.json', { body: '', failWith: 502 });
    const run = await watch();
    expect(run.code).toBe(1);
    expect(run.json).toMatchObject({ ok: false, error: { kind: 'operation' } });
    expect(run.stderr).toMatch(/HTTP 502/);
    expect(existsSync(state)).toBe(false);
  });

  it('stops at the --timeout deadline when a host hangs, without writing a state', async () => {
    specs.set('/api.json', { body: openapiJson('v1'), delayMs: 10_000 });
    const run = await watch('--timeout', '300ms');
    expect(run.code).toBe(1);
    expect(run.json).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(existsSync(state)).toBe(false);
  });

  it('needs the API key before fetching anything (exit 2)', async () => {
    const run = await runCli(['watch-specs', dir, '--project-id', 'proj', '--state', state, '--json'], {
      DOCS_API_URL: suite.emulator.url,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/DOCS_API_KEY/);
    expect(specs.requests).toHaveLength(0);
  });

  it('without --project-id is a usage error', async () => {
    const run = await runCli(['watch-specs', dir, '--state', state, '--json'], suite.env);
    expect(run.code).toBe(2);
  });
});
