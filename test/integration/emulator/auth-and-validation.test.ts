import nock from 'nock';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { startEmulator } from '../../../src/emulator/index.js';
import { call } from '../../support/emulator-calls.js';

nock.enableNetConnect('127.0.0.1');

describe('emulator: authentication, plans and validation', () => {
  let emulator: RunningEmulator;
  const basicKey = 'dcs_basicorg0000000000000000';
  const enterpriseKey = 'dcs_enterprise00000000000000';

  beforeAll(async () => {
    emulator = await startEmulator({
      keys: [
        { key: basicKey, org: 'org_basic', plan: { previews: false, staticExport: false } },
        { key: enterpriseKey, org: 'org_enterprise' },
      ],
    });
  });
  afterAll(() => emulator.close());

  it('listens on 127.0.0.1 with a /v1 base URL and a generated dcs_ key', () => {
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(emulator.url).toBe(`${emulator.origin}/v1`);
    expect(emulator.apiKey).toMatch(/^dcs_[0-9a-f]{40}$/);
  });

  it.each([
    ['missing', null, /Missing Authorization header/],
    ['malformed (no Bearer)', undefined, /Malformed Authorization header/],
    ['malformed (no prefix)', 'notakey', /Malformed Authorization header/],
    ['unknown', 'dcs_unknownkey0000000000', /Invalid API key/],
  ])('answers 401 {error} for a %s key', async (_label, key, message) => {
    const headers = key === undefined ? { authorization: `Basic ${emulator.apiKey}` } : undefined;
    const answer = await call(emulator, 'POST', '/project/update/proj1', {
      key: key === undefined ? null : key,
      ...(headers ? { headers } : {}),
    });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ error: expect.stringMatching(message) });
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('answers 403 for plans without previews or static export', async () => {
    const preview = await call(emulator, 'POST', '/project/preview/proj1', {
      key: basicKey,
      body: { branch: 'main' },
    });
    expect(preview.status).toBe(403);
    expect(preview.json.error).toMatch(/^Your plan does not support preview deployments/);
    const exportStart = await call(emulator, 'POST', '/static-export/jobs', {
      key: basicKey,
      body: { domain: 'docs.example.com' },
    });
    expect(exportStart.status).toBe(403);
    expect(exportStart.json.error).toMatch(/^Static export is not enabled for this organization/);
  });

  it('changes plans at runtime with control.setPlan', async () => {
    emulator.control.setPlan('org_basic', { previews: true });
    const preview = await call(emulator, 'POST', '/project/preview/proj1', {
      key: basicKey,
      body: { branch: 'main' },
    });
    expect(preview.status).toBe(202);
    expect(emulator.control.plan('org_basic')).toEqual({ previews: true, staticExport: false });
    emulator.control.setPlan('org_basic', { previews: false });
  });

  it.each([
    ['no body', undefined],
    ['an empty branch', { branch: '' }],
    ['a non-string branch', { branch: 42 }],
  ])('answers 400 for a preview with %s', async (_label, body) => {
    const answer = await call(emulator, 'POST', '/project/preview/proj1', { body });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/branch/);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await fetch(`${emulator.url}/project/preview/proj1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emulator.apiKey}`, 'content-type': 'application/json' },
      body: '{"branch":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/not valid JSON/) });
  });

  it.each([
    ['a missing domain', {}],
    ['a scheme', { domain: 'https://docs.example.com' }],
    ['a trailing slash', { domain: 'docs.example.com/' }],
    ['a path', { domain: 'docs.example.com/guides' }],
    ['a port', { domain: 'docs.example.com:8443' }],
    ['an empty domain', { domain: '' }],
    ['a paths entry with a leading slash', { domain: 'docs.example.com', paths: ['guides', '/api'] }],
    ['paths that are not an array', { domain: 'docs.example.com', paths: 'guides' }],
    ['an empty version', { domain: 'docs.example.com', version: '' }],
  ])('answers 400 for an export with %s', async (_label, body) => {
    const answer = await call(emulator, 'POST', '/static-export/jobs', { body });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: expect.stringMatching(/^Invalid request: /) });
  });

  it('accepts a hostname with version and relative paths', async () => {
    const answer = await call(emulator, 'POST', '/static-export/jobs', {
      body: { domain: 'docs.example.com', version: 'v2', paths: ['guides/intro', 'api'] },
    });
    expect(answer.status).toBe(202);
    expect(answer.json.jobId).toMatch(/^se_[0-9a-f]{16}$/);
  });

  it('answers 404 {error} for unknown ids and routes, 405 for a wrong method', async () => {
    expect((await call(emulator, 'GET', '/project/update-status/000000000000000000000000')).status).toBe(404);
    expect((await call(emulator, 'GET', '/static-export/jobs/se_0000000000000000')).status).toBe(404);
    expect((await call(emulator, 'POST', '/static-export/jobs/se_0000000000000000/bundle')).status).toBe(404);
    const unknown = await call(emulator, 'GET', '/nothing/here');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toMatch(/No API operation/);
    const wrongMethod = await call(emulator, 'GET', '/project/preview/proj1');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it('keeps each organization to its own deployments and jobs', async () => {
    const mine = await call(emulator, 'POST', '/project/update/proj1', { key: enterpriseKey });
    expect(mine.status).toBe(202);
    const theirs = await call(emulator, 'GET', `/project/update-status/${mine.json.statusId}`);
    expect(theirs.status).toBe(404);
    const own = await call(emulator, 'GET', `/project/update-status/${mine.json.statusId}`, {
      key: enterpriseKey,
    });
    expect(own.status).toBe(200);
  });

  it('logs every request with operation, status and organization', () => {
    const log = emulator.requests;
    expect(log.length).toBeGreaterThan(10);
    const first = log[0]!;
    expect(first).toEqual({
      at: expect.any(Number),
      method: 'POST',
      path: '/v1/project/update/proj1',
      operation: 'deploy',
      status: 401,
      org: undefined,
    });
    expect(log.some((r) => r.org === 'org_basic' && r.operation === 'preview' && r.status === 403)).toBe(
      true,
    );
  });
});
