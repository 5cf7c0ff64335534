import nock from 'nock';
import { DocsApiClient } from '../../../src/client/client.js';
import { resetSharedLimitersForTests } from '../../../src/client/limiter.js';
import { ApiError, ConfigurationError, NetworkError, SchemaError } from '../../../src/core/errors.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { ManualClock } from '../../support/fake-clock.js';

const BASE = 'https://api.docs.test/v1';
const KEY = 'dcs_live_0123456789abcdef';

function makeClient(clock = new ManualClock()) {
  const logger = createRecordingLogger();
  const client = new DocsApiClient({
    baseUrl: BASE,
    apiKey: KEY,
    logger,
    clock,
    retryMinTimeoutMs: 1,
    retryMaxTimeoutMs: 2,
    requestTimeoutMs: 2000,
  });
  return { client, logger, clock };
}

beforeAll(() => nock.disableNetConnect());
beforeEach(() => resetSharedLimitersForTests());
afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending).toEqual([]);
});

describe('DocsApiClient requests', () => {
  it('triggers a preview with bearer auth, JSON body and a docs-ci user agent', async () => {
    nock(BASE, {
      reqheaders: {
        authorization: `Bearer ${KEY}`,
        'user-agent': /^docs-ci\/\d+\.\d+\.\d+/,
        'content-type': 'application/json',
      },
    })
      .post('/project/preview/proj_1', { branch: 'feature/x' })
      .reply(202, { statusId: 'st_1', previewUrl: 'https://feature-x.preview.docs.test', extra: 'kept' });
    const { client } = makeClient();
    const result = await client.triggerPreview('proj_1', 'feature/x');
    expect(result).toMatchObject({
      statusId: 'st_1',
      previewUrl: 'https://feature-x.preview.docs.test',
      extra: 'kept',
    });
  });

  it('follows the overridable deployment paths', async () => {
    nock(BASE).post('/v2/deploy/p1').reply(202, { statusId: 's9' });
    nock(BASE).get('/v2/state/s9').reply(200, { status: 'in_progress' });
    const logger = createRecordingLogger();
    const client = new DocsApiClient({
      baseUrl: BASE,
      apiKey: KEY,
      logger,
      deployTriggerPath: '/v2/deploy/{projectId}',
      deployStatusPath: '/v2/state/{statusId}',
    });
    expect(await client.triggerDeployment('p1')).toMatchObject({ statusId: 's9' });
    expect(await client.getDeploymentStatus('s9')).toMatchObject({ status: 'in_progress', logs: [] });
  });

  it('keeps unknown deployment states and fields verbatim', async () => {
    nock(BASE)
      .get('/project/update-status/s1')
      .reply(200, {
        status: 'skipped',
        logs: ['a', { line: 'b' }],
        whatever: 1,
        author: null,
        commit: { sha: 'abc' },
      });
    const { client } = makeClient();
    const status = await client.getDeploymentStatus('s1');
    expect(status.status).toBe('skipped');
    expect(status.logs).toEqual(['a', '{"line":"b"}']);
    expect(status).toMatchObject({ whatever: 1, commit: { sha: 'abc' } });
  });

  it('accepts fractional progress, numeric strings and epoch timestamps', async () => {
    nock(BASE)
      .get('/static-export/jobs/se_1')
      .reply(200, { jobId: 'se_1', status: 'running', progress: '42.5', pageCount: 128 });
    nock(BASE).post('/static-export/jobs/se_1/bundle').reply(200, {
      bundleUrl: 'https://s3.test/b.tar.gz?X-Amz-Signature=abc',
      expiresAt: 1_795_000_000,
      sizeBytes: '1024',
    });
    const { client } = makeClient();
    expect(await client.getExportJob('se_1')).toMatchObject({ progress: 42.5, pageCount: 128 });
    const bundle = await client.generateBundle('se_1');
    expect(bundle.expiresAt).toBe(new Date(1_795_000_000_000).toISOString());
    expect(bundle.sizeBytes).toBe(1024);
  });

  it('starts an export job with only the given fields; the job defaults to queued', async () => {
    nock(BASE)
      .post('/static-export/jobs', { domain: 'docs.example.com', version: 'v2' })
      .reply(202, { jobId: 'se_2' });
    const { client } = makeClient();
    expect(await client.startExport({ domain: 'docs.example.com', version: 'v2', paths: [] })).toMatchObject({
      jobId: 'se_2',
      status: 'queued',
    });
  });
});

describe('DocsApiClient errors', () => {
  it.each([
    [400, 'branch is required', /HTTP 400: "branch is required"\. Check the branch/],
    [401, 'Invalid API key', /HTTP 401.*admin API key/],
    [403, 'Your plan does not support preview deployments', /HTTP 403.*plan may not include preview/],
    [404, 'Project not found', /HTTP 404.*project id/],
  ])(
    '%d on preview: typed, names status, service text and a hint, not retried',
    async (status, text, pattern) => {
      nock(BASE).post('/project/preview/p').once().reply(status, { error: text });
      const { client } = makeClient();
      const error = await client.triggerPreview('p', 'b').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, serviceError: text, operation: 'trigger preview' });
      expect((error as Error).message).toMatch(pattern);
    },
  );

  it('409 on bundle says the job has not finished', async () => {
    nock(BASE).post('/static-export/jobs/se_1/bundle').reply(409, { error: 'Job not completed' });
    const { client } = makeClient();
    await expect(client.generateBundle('se_1')).rejects.toThrow(
      /HTTP 409: "Job not completed".*not finished/,
    );
  });

  it('403 on export start points at the Enterprise plan', async () => {
    nock(BASE)
      .post('/static-export/jobs')
      .reply(403, { error: 'Static export is not enabled for this organization' });
    const { client } = makeClient();
    await expect(client.startExport({ domain: 'd.test' })).rejects.toThrow(/Enterprise plan/);
  });

  it('retries 5xx and network failures with backoff, then succeeds', async () => {
    nock(BASE)
      .get('/project/update-status/s1')
      .reply(502, '<html>bad gateway</html>', { 'content-type': 'text/html' });
    nock(BASE)
      .get('/project/update-status/s1')
      .replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    nock(BASE).get('/project/update-status/s1').reply(503, { error: 'busy' });
    nock(BASE).get('/project/update-status/s1').reply(200, { status: 'success' });
    const { client, logger } = makeClient();
    expect((await client.getDeploymentStatus('s1')).status).toBe('success');
    expect(logger.lines.filter((l) => l.level === 'warning')).toHaveLength(3);
    expect(logger.text()).not.toContain('<html>');
  });

  it('gives up after the retries with the last error', async () => {
    nock(BASE).get('/project/update-status/s1').times(5).reply(500, { error: 'boom' });
    const { client } = makeClient();
    await expect(client.getDeploymentStatus('s1')).rejects.toMatchObject({
      status: 500,
      serviceError: 'boom',
    });
  });

  it.each([
    ['delta-seconds', { 'retry-after': '41' }, 41_000],
    ['HTTP-date', { 'retry-after': new Date(1_700_000_000_000 + 30_000).toUTCString() }, 30_000],
    ['reset header', { 'x-ratelimit-reset': String(1_700_000_000 + 20) }, 20_000],
  ])('429 with %s: waits as told, says so, does not spend a retry', async (_name, headers, expected) => {
    const clock = new ManualClock(1_700_000_000_000);
    const realNow = Date.now;
    Date.now = () => clock.now();
    try {
      nock(BASE).post('/project/preview/p').reply(429, { error: 'Too many requests' }, headers);
      nock(BASE).post('/project/preview/p').reply(202, { statusId: 's', previewUrl: 'https://p.test' });
      const { client, logger } = makeClient(clock);
      await clock.run(client.triggerPreview('p', 'b'));
      expect(clock.now() - 1_700_000_000_000).toBeGreaterThanOrEqual(expected);
      expect(logger.text()).toMatch(/rate limited \(HTTP 429\), waiting \d+s/);
    } finally {
      Date.now = realNow;
    }
  });

  it('429 without any header: exponential backoff from one slot of the window', async () => {
    const clock = new ManualClock(0);
    nock(BASE).post('/project/preview/p').times(2).reply(429, { error: 'slow down' });
    nock(BASE).post('/project/preview/p').reply(202, { statusId: 's', previewUrl: 'https://p.test' });
    const { client, logger } = makeClient(clock);
    await clock.run(client.triggerPreview('p', 'b'));
    // 12 s then 24 s, each with "equal jitter": half of it fixed, the other half random.
    expect(clock.now()).toBeGreaterThanOrEqual(18_000);
    expect(clock.now()).toBeLessThanOrEqual(36_000 + 1000);
    expect(logger.text()).toContain('no Retry-After: backing off');
  });

  it('does not re-send an export start that may have reached the service', async () => {
    nock(BASE).post('/static-export/jobs').once().reply(502, { error: 'upstream' });
    const { client } = makeClient();
    const error = await client.startExport({ domain: 'd.test' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/not sent again.*job-id/);
  });

  it('re-sends an export start the service certainly did not process (503)', async () => {
    nock(BASE).post('/static-export/jobs').reply(503, { error: 'maintenance' });
    nock(BASE).post('/static-export/jobs').reply(202, { jobId: 'se_3', status: 'queued' });
    const { client } = makeClient();
    expect((await client.startExport({ domain: 'd.test' })).jobId).toBe('se_3');
  });

  it('malformed JSON and a wrong shape are schema errors naming the operation and field, not retried', async () => {
    nock(BASE).post('/project/preview/p').reply(202, '{"statusId": ');
    nock(BASE).get('/project/update-status/s').reply(200, '["not", "an", "object"]');
    const { client } = makeClient();
    const error = await client.triggerPreview('p', 'b').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as Error).message).toMatch(/trigger preview: .*not JSON.*cut off or garbled.*base-url/);
    await expect(client.getDeploymentStatus('s')).rejects.toThrow(
      /get deployment status: unexpected answer.*\(body\)/,
    );
  });

  it('an HTML body names base-url', async () => {
    nock(BASE).post('/project/preview/p').reply(200, '<!doctype html><html>Dashboard</html>');
    const { client } = makeClient();
    await expect(client.triggerPreview('p', 'b')).rejects.toThrow(/looks like a web page: check base-url/);
  });

  it('rejects a bad project id and an empty branch before any request', () => {
    const { client } = makeClient();
    expect(() => client.triggerPreview('a/b', 'x')).toThrow(ConfigurationError);
    expect(() => client.triggerPreview('p', '   ')).toThrow(/branch/);
  });

  it('percent-encodes ids the service returned into the next path instead of refusing them', async () => {
    nock(BASE).get('/project/update-status/a%3Fb%3D1%2Fc').reply(200, { status: 'queued' });
    nock(BASE).get('/static-export/jobs/se.1%3A%25').reply(200, { status: 'running' });
    nock(BASE).post('/static-export/jobs/se%201%23x/bundle').reply(200, {
      bundleUrl: 'https://s3.test/b.tar.gz?X-Amz-Signature=1',
      expiresAt: '2030-01-01T00:00:00Z',
    });
    const { client } = makeClient();
    expect((await client.getDeploymentStatus('a?b=1/c')).status).toBe('queued');
    expect(await client.getExportJob('se.1:%')).toMatchObject({ jobId: 'se.1:%', status: 'running' });
    // Only a dot segment cannot be a path segment at all: an error after a request is exit 1, not 2.
    const dots = await Promise.resolve()
      .then(() => client.getExportJob('..'))
      .catch((e: unknown) => e);
    expect(dots).toBeInstanceOf(SchemaError);
    expect((dots as SchemaError).exitCode).toBe(1);
    expect((await client.generateBundle('se 1#x')).bundleUrl).toMatch(/^https:/);
  });
});

describe('DocsApiClient reads every answer the published description allows', () => {
  it('a preview answer with a bare-host previewUrl, or none, or extra fields', async () => {
    nock(BASE).post('/project/preview/p').reply(202, { statusId: 's1', previewUrl: 'acme-feat-x.docs.test' });
    nock(BASE)
      .post('/project/preview/p')
      .reply(202, { statusId: 's2', extra: { nested: true } });
    nock(BASE).post('/project/preview/p').reply(202, { statusId: 's3', previewUrl: null });
    const { client } = makeClient();
    expect(await client.triggerPreview('p', 'b')).toMatchObject({
      statusId: 's1',
      previewUrl: 'acme-feat-x.docs.test',
    });
    expect(await client.triggerPreview('p', 'b')).toMatchObject({ statusId: 's2', extra: { nested: true } });
    expect((await client.triggerPreview('p', 'b')).previewUrl).toBeUndefined();
  });

  it('a trigger answer without statusId is the one answer that cannot be followed: said clearly, with the body, exit 1', async () => {
    nock(BASE)
      .post('/project/preview/p')
      .reply(202, { previewUrl: 'acme-b.docs.test', note: `key ${KEY}` });
    nock(BASE).post('/project/update/p').reply(202, {});
    const { client } = makeClient();
    const error = (await client.triggerPreview('p', 'b').catch((e: unknown) => e)) as SchemaError;
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.exitCode).toBe(1);
    expect(error.message).toMatch(/accepted the request but its answer has no statusId.*cannot be followed/);
    expect(error.message).toContain('acme-b.docs.test');
    expect(error.message).not.toContain(KEY);
    await expect(client.triggerDeployment('p')).rejects.toThrow(/no statusId.*Answer: \{\}/);
  });

  it('a status answer without status, or {}, is an unknown state; absent fields stay absent', async () => {
    nock(BASE).get('/project/update-status/s').reply(200, {});
    nock(BASE)
      .get('/project/update-status/s')
      .reply(200, { summary: 'Building', logs: ['a'], status: '' });
    nock(BASE).get('/project/update-status/s').reply(200, { status: 'skipped', author: null, newField: 1 });
    const { client } = makeClient();
    expect(await client.getDeploymentStatus('s')).toMatchObject({ status: 'unknown', logs: [] });
    expect(await client.getDeploymentStatus('s')).toMatchObject({ status: 'unknown', summary: 'Building' });
    expect(await client.getDeploymentStatus('s')).toMatchObject({ status: 'skipped', newField: 1 });
  });
});

describe('DocsApiClient more errors', () => {
  it('never shows the API key in errors or logs, even when the service echoes it', async () => {
    nock(BASE)
      .post('/project/preview/p')
      .reply(401, { error: `key ${KEY} is invalid` });
    const { client, logger } = makeClient();
    const error = (await client.triggerPreview('p', 'b').catch((e: unknown) => e)) as ApiError;
    expect(error.message).not.toContain(KEY);
    expect(error.serviceError).not.toContain(KEY);
    expect(logger.text()).not.toContain(KEY);
  });

  it('rejects bad configuration at construction', () => {
    const logger = createRecordingLogger();
    expect(() => new DocsApiClient({ baseUrl: 'ftp://x/v1', apiKey: KEY, logger })).toThrow(/base-url/);
    expect(() => new DocsApiClient({ baseUrl: BASE, apiKey: '  ', logger })).toThrow(/API key is empty/);
    expect(() => new DocsApiClient({ baseUrl: BASE, apiKey: KEY, logger, deployStatusPath: '/x' })).toThrow(
      /status-path/,
    );
    new DocsApiClient({ baseUrl: BASE, apiKey: 'dcs_dsc_abcdef', logger });
    expect(logger.text()).toMatch(/not an admin API key/);
  });
});
