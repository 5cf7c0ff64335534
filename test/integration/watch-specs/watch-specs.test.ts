import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { DocsApiClient } from '../../../src/client/client.js';
import { parseApiKey, parseBaseUrl } from '../../../src/client/config-checks.js';
import { resetSharedLimitersForTests } from '../../../src/client/limiter.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { startEmulator } from '../../../src/emulator/index.js';
import { fileStateStore, watchSpecs } from '../../../src/watch-specs/index.js';
import type { SpecState } from '../../../src/watch-specs/index.js';
import { openapiJson, openapiYaml, startSpecServer } from '../../support/spec-server.js';
import type { SpecServer } from '../../support/spec-server.js';

let emulator: RunningEmulator;
let specs: SpecServer;
let dir: string;

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  emulator = await startEmulator({ timeScale: 200 });
  specs = await startSpecServer();
});
afterAll(async () => {
  await specs.close();
  await emulator.close();
});
beforeEach(() => {
  resetSharedLimitersForTests();
  emulator.control.clearFaults();
  emulator.control.clearRequests();
  specs.requests.length = 0;
  specs.set('/etag/openapi.json', { body: openapiJson('v1'), etag: true });
  specs.set('/plain/openapi.yaml', { body: openapiYaml('v1') });
  dir = mkdtempSync(join(tmpdir(), 'docs-ci-watch-specs-'));
  writeDocs([specs.url('/etag/openapi.json'), specs.url('/plain/openapi.yaml')]);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function writeDocs(urls: string[]): void {
  const groups = urls.map((url, i) => ({ group: `API ${i}`, openapi: url }));
  writeFileSync(join(dir, 'docs.json'), JSON.stringify({ name: 'Docs', navigation: { groups } }, null, 2));
}

function run(extra: { deployOnFirstRun?: boolean; apiKey?: string } = {}) {
  const logger = createRecordingLogger();
  const client = new DocsApiClient({
    baseUrl: parseBaseUrl(emulator.url, 'base-url'),
    apiKey: parseApiKey(extra.apiKey ?? emulator.apiKey, 'api-key'),
    logger,
    retryMinTimeoutMs: 1,
    retryMaxTimeoutMs: 2,
  });
  const promise = watchSpecs({
    dir,
    store: fileStateStore(join(dir, 'state/spec-state.json'), logger),
    deployer: client,
    projectId: 'proj',
    deployOnFirstRun: extra.deployOnFirstRun,
    logger,
  });
  return { promise, logger };
}

const deploys = () => emulator.requests.filter((r) => r.operation === 'deploy');
const readState = () => JSON.parse(readFileSync(join(dir, 'state/spec-state.json'), 'utf8')) as SpecState;

describe('watchSpecs against a spec host and the emulator', () => {
  it('first run records every spec without deploying', async () => {
    const { promise, logger } = run();
    const result = await promise;
    expect(result).toMatchObject({ firstRun: true, changed: [], failed: [] });
    expect(result.recorded.sort()).toEqual(
      [specs.url('/etag/openapi.json'), specs.url('/plain/openapi.yaml')].sort(),
    );
    expect(result.statusId).toBeUndefined();
    expect(deploys()).toHaveLength(0);
    const state = readState();
    expect(state.specs[specs.url('/etag/openapi.json')]).toMatchObject({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      etag: expect.stringMatching(/^"/),
    });
    expect(state.specs[specs.url('/plain/openapi.yaml')]?.etag).toBeUndefined();
    expect(logger.text()).toMatch(/notice: first run: recorded 2 spec\(s\) without deploying/);
  });

  it('an unchanged run sends If-None-Match, takes the 304, hashes the plain host, and deploys nothing', async () => {
    await run().promise;
    const before = readState();
    specs.requests.length = 0;
    const result = await run().promise;
    expect(result).toMatchObject({ firstRun: false, changed: [], recorded: [] });
    expect(result.unchanged).toHaveLength(2);
    const etagRequest = specs.requests.find((r) => r.path === '/etag/openapi.json');
    expect(etagRequest?.headers['if-none-match']).toBe(before.specs[specs.url('/etag/openapi.json')]?.etag);
    expect(etagRequest?.status).toBe(304);
    expect(specs.requests.find((r) => r.path === '/plain/openapi.yaml')?.status).toBe(200);
    expect(deploys()).toHaveLength(0);
    expect(readState()).toEqual(before);
  });

  it('a changed spec triggers exactly one deployment, then the new state is saved', async () => {
    await run().promise;
    specs.set('/plain/openapi.yaml', { body: openapiYaml('v2') });
    const result = await run().promise;
    expect(result.changed).toEqual([specs.url('/plain/openapi.yaml')]);
    expect(result.statusId).toEqual(expect.any(String));
    expect(deploys()).toHaveLength(1);
    expect(deploys()[0]?.path).toBe('/v1/project/update/proj');

    // The next run compares with the new content: nothing to deploy.
    const again = await run().promise;
    expect(again.changed).toEqual([]);
    expect(deploys()).toHaveLength(1);
  });

  it('several changed specs still make one deployment', async () => {
    await run().promise;
    specs.set('/plain/openapi.yaml', { body: openapiYaml('v2') });
    specs.set('/etag/openapi.json', { body: openapiJson('v2'), etag: true });
    const result = await run().promise;
    expect(result.changed).toHaveLength(2);
    expect(deploys()).toHaveLength(1);
  });

  it('a host that answers 304 to If-Modified-Since (no ETag) counts as unchanged', async () => {
    const lastModified = new Date(Date.now() - 60_000);
    specs.set('/lm/spec.json', { body: openapiJson('lm'), lastModified });
    writeDocs([specs.url('/lm/spec.json')]);
    await run().promise;
    expect(readState().specs[specs.url('/lm/spec.json')]?.lastModified).toBe(lastModified.toUTCString());
    specs.requests.length = 0;
    const result = await run().promise;
    expect(result.unchanged).toEqual([specs.url('/lm/spec.json')]);
    expect(specs.requests[0]).toMatchObject({ status: 304 });
    expect(specs.requests[0]?.headers['if-modified-since']).toBe(lastModified.toUTCString());
  });

  it('a failing host is a warning at its docs.json line and counts as unchanged; the others still deploy', async () => {
    await run().promise;
    specs.set('/etag/openapi.json', { body: '', failWith: 503 });
    specs.set('/plain/openapi.yaml', { body: openapiYaml('v2') });
    const { promise, logger } = run();
    const result = await promise;
    expect(result.failed).toEqual([
      { url: specs.url('/etag/openapi.json'), error: expect.stringMatching(/HTTP 503/) },
    ]);
    expect(result.changed).toEqual([specs.url('/plain/openapi.yaml')]);
    expect(deploys()).toHaveLength(1);
    const warning = logger.lines.find((l) => l.level === 'warning');
    expect(warning?.message).toMatch(/could not fetch .*HTTP 503.*counted as unchanged/);
    expect(warning?.where).toEqual({ file: 'docs.json', line: 7, column: 20 });
    // The failed spec keeps its last state: when the host is back with the same content, nothing deploys.
    specs.set('/etag/openapi.json', { body: openapiJson('v1'), etag: true });
    expect((await run().promise).changed).toEqual([]);
    expect(deploys()).toHaveLength(1);
  });

  it('an unreachable host only warns when another spec could be checked', async () => {
    await run().promise;
    writeDocs([specs.url('/etag/openapi.json'), 'http://127.0.0.1:9/gone.json']);
    const { promise, logger } = run();
    const result = await promise;
    expect(result.failed.map((f) => f.url)).toEqual(['http://127.0.0.1:9/gone.json']);
    expect(result.unchanged).toEqual([specs.url('/etag/openapi.json')]);
    expect(logger.text()).toMatch(/warning: could not fetch http:\/\/127\.0\.0\.1:9\/gone\.json/);
    expect(deploys()).toHaveLength(0);
  });

  it('fails when no spec can be fetched, keeping the last state', async () => {
    await run().promise;
    const before = readState();
    specs.set('/etag/openapi.json', { body: '', failWith: 500 });
    specs.set('/plain/openapi.yaml', { body: '', failWith: 404 });
    await expect(run().promise).rejects.toMatchObject({
      kind: 'operation',
      message: expect.stringMatching(/none of the 2 spec\(s\) .* could be fetched/),
    });
    expect(readState()).toEqual(before);
    expect(deploys()).toHaveLength(0);
  });

  it('a failed trigger keeps the last state, so the next run deploys again', async () => {
    await run().promise;
    const before = readState();
    specs.set('/plain/openapi.yaml', { body: openapiYaml('v2') });
    emulator.control.addFault({ kind: 'status', status: 403, operation: 'deploy' });
    const { promise, logger } = run();
    await expect(promise).rejects.toMatchObject({ kind: 'api' });
    expect(logger.text()).toMatch(/state was not saved/);
    expect(readState()).toEqual(before);
    const retry = await run().promise;
    expect(retry.changed).toEqual([specs.url('/plain/openapi.yaml')]);
    expect(retry.statusId).toEqual(expect.any(String));
  });

  it('deploys on the first run when asked', async () => {
    const result = await run({ deployOnFirstRun: true }).promise;
    expect(result.firstRun).toBe(true);
    expect(result.changed).toHaveLength(2);
    expect(deploys()).toHaveLength(1);
  });

  it('a spec URL new in docs.json is recorded without a deployment (its push deployed the site)', async () => {
    await run().promise;
    specs.set('/new.json', { body: openapiJson('new') });
    writeDocs([specs.url('/etag/openapi.json'), specs.url('/plain/openapi.yaml'), specs.url('/new.json')]);
    const result = await run().promise;
    expect(result.recorded).toEqual([specs.url('/new.json')]);
    expect(deploys()).toHaveLength(0);
    expect(Object.keys(readState().specs)).toHaveLength(3);
  });

  it('without URL specs there is nothing to watch and nothing to fetch', async () => {
    writeFileSync(
      join(dir, 'docs.json'),
      JSON.stringify({ navigation: { groups: [{ group: 'A', openapi: 'openapi.yaml' }] } }),
    );
    const { promise, logger } = run();
    expect(await promise).toMatchObject({ specs: [], changed: [] });
    expect(logger.text()).toMatch(/references no spec by URL/);
    expect(specs.requests).toHaveLength(0);
  });
});
