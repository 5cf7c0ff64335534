import { gunzipSync } from 'node:zlib';
import nock from 'nock';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { parseFaultSpec, startEmulator } from '../../../src/emulator/index.js';
import { readTar } from '../../support/archive-reader.js';
import { bundleLink, call, startCompletedExport } from '../../support/emulator-calls.js';

nock.enableNetConnect('127.0.0.1');

/** Downloads and counts exactly how many bytes arrived before the connection ended. */
async function countedDownload(url: string) {
  const response = await fetch(url);
  let received = 0;
  let aborted = false;
  const reader = response.body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.length;
    }
  } catch {
    aborted = true;
  }
  return {
    status: response.status,
    contentLength: Number(response.headers.get('content-length')),
    received,
    aborted,
  };
}

describe('emulator: fault injection', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ previewLimit: false });
  });
  afterAll(() => emulator.close());
  afterEach(() => {
    emulator.control.clearFaults();
  });

  const preview = (branch = 'main') => call(emulator, 'POST', '/project/preview/p', { body: { branch } });
  const startExport = () =>
    call(emulator, 'POST', '/static-export/jobs', { body: { domain: 'docs.example.com' } });

  it('answers a 5xx with a JSON error without processing; times and after count matching requests', async () => {
    emulator.control.addFault(parseFaultSpec('503@preview*2+1'));
    const before = emulator.control.deployments().length;
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await preview());
    expect(statuses.map((s) => s.status)).toEqual([202, 503, 503, 202]);
    expect(statuses[1]!.json).toEqual({ error: expect.stringMatching(/temporarily unavailable/) });
    expect(emulator.control.deployments().length).toBe(before + 2);
    expect(emulator.requests.filter((r) => r.fault === '503')).toHaveLength(2);
    expect(emulator.control.faults()[0]).toMatchObject({ matched: 4, fired: 2 });
  });

  it.each([500, 502, 504])('answers %d on any operation with "*"', async (status) => {
    emulator.control.addFault({ kind: 'status', status, operation: '*' });
    expect((await call(emulator, 'GET', '/project/update-status/x')).status).toBe(status);
    expect((await call(emulator, 'GET', '/project/update-status/x')).status).toBe(404);
  });

  it('fires rules in order and forever with times: Infinity', async () => {
    emulator.control.addFault({ kind: 'status', status: 500, operation: 'deploy' });
    emulator.control.addFault({ kind: 'status', status: 502, operation: 'deploy', times: Infinity });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call(emulator, 'POST', '/project/update/p')).status);
    expect(statuses).toEqual([500, 502, 502, 502]);
  });

  it('answers a 429 fault with each retry-hint form', async () => {
    emulator.control.addFault(parseFaultSpec('429@preview'));
    emulator.control.addFault({
      kind: '429',
      operation: 'preview',
      retryAfter: 'http-date',
      retryAfterMs: 3000,
    });
    emulator.control.addFault(parseFaultSpec('429:none@preview'));
    emulator.control.addFault(parseFaultSpec('429:reset:2@preview'));
    const seconds = await preview();
    expect(seconds.status).toBe(429);
    expect(seconds.json.error).toEqual(expect.any(String));
    expect(seconds.headers.get('retry-after')).toBe('1');
    const date = await preview();
    expect(Date.parse(date.headers.get('retry-after')!)).toBeGreaterThanOrEqual(Date.now() + 1000);
    const none = await preview();
    expect(none.status).toBe(429);
    expect(none.headers.get('retry-after')).toBeNull();
    const reset = await preview();
    expect(reset.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(reset.headers.get('x-ratelimit-reset')) * 1000).toBeGreaterThan(Date.now());
  });

  it('reset-before drops the connection and the operation does not take effect', async () => {
    emulator.control.addFault(parseFaultSpec('reset-before@export-start'));
    const jobs = emulator.control.jobs().length;
    await expect(startExport()).rejects.toThrow();
    expect(emulator.control.jobs().length).toBe(jobs);
    expect(emulator.requests.at(-1)).toMatchObject({
      operation: 'export-start',
      status: 0,
      fault: 'reset-before',
    });
    expect((await startExport()).status).toBe(202);
  });

  it('reset-after creates the job, then drops the connection without answering', async () => {
    emulator.control.addFault(parseFaultSpec('reset-after@export-start'));
    const jobs = emulator.control.jobs().length;
    await expect(startExport()).rejects.toThrow();
    expect(emulator.control.jobs().length).toBe(jobs + 1);
  });

  it('drops GET requests only once (the client sees one reset, no silent retry)', async () => {
    emulator.control.addFault(parseFaultSpec('reset-before@status'));
    const count = emulator.requests.length;
    await expect(call(emulator, 'GET', '/project/update-status/x')).rejects.toThrow();
    expect(emulator.requests.length - count).toBe(1);
  });

  it('slow:<ms> answers after a real delay', async () => {
    emulator.control.addFault(parseFaultSpec('slow:300@status'));
    const started = Date.now();
    const answer = await call(emulator, 'GET', '/project/update-status/x');
    expect(answer.status).toBe(404);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('malformed-json answers the success status with a body that is not JSON', async () => {
    emulator.control.addFault(parseFaultSpec('malformed-json@preview'));
    const deployments = emulator.control.deployments().length;
    const answer = await preview();
    expect(answer.status).toBe(202);
    expect(answer.json).toBeUndefined();
    expect(answer.text.startsWith('{')).toBe(true);
    expect(emulator.control.deployments().length).toBe(deployments + 1);
  });

  it('wrong-shape answers valid JSON without the documented fields', async () => {
    const started = await startExport();
    emulator.control.addFault(parseFaultSpec('wrong-shape@export-get'));
    const answer = await call(emulator, 'GET', `/static-export/jobs/${started.json.jobId}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toBeDefined();
    expect(answer.json).not.toHaveProperty('status');
    expect(answer.json).not.toHaveProperty('jobId');
  });

  it('html-error answers 502 with an HTML page like a proxy', async () => {
    emulator.control.addFault(parseFaultSpec('html-error@deploy'));
    const answer = await call(emulator, 'POST', '/project/update/p');
    expect(answer.status).toBe(502);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    expect(answer.text).toContain('<title>502 Bad Gateway</title>');
  });

  describe('on downloads', () => {
    let jobId: string;
    beforeAll(async () => {
      jobId = await startCompletedExport(emulator);
    });

    it('truncate:<bytes> announces the full length and closes after N bytes', async () => {
      const link = await bundleLink(emulator, jobId);
      emulator.control.addFault(parseFaultSpec('truncate:100@download'));
      const raw = await countedDownload(link.bundleUrl);
      expect(raw).toEqual({ status: 200, contentLength: link.sizeBytes, received: 100, aborted: true });
      const viaFetch = await fetch(link.bundleUrl);
      expect(Buffer.from(await viaFetch.arrayBuffer()).length).toBe(link.sizeBytes);
    });

    it('truncate also cuts a ranged (206) download', async () => {
      const link = await bundleLink(emulator, jobId);
      emulator.control.addFault(parseFaultSpec('truncate:10@download'));
      const response = await fetch(link.bundleUrl, { headers: { range: 'bytes=50-' } });
      expect(response.status).toBe(206);
      await expect(response.arrayBuffer()).rejects.toThrow();
    });

    it('expire answers 403 "Request has expired" to a valid link', async () => {
      const link = await bundleLink(emulator, jobId);
      emulator.control.addFault(parseFaultSpec('expire'));
      const response = await fetch(link.bundleUrl);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(
        '<Code>AccessDenied</Code><Message>Request has expired</Message>',
      );
      expect((await fetch(link.bundleUrl)).status).toBe(200);
    });

    it('corrupt serves bytes of the announced size that are not gzip', async () => {
      const link = await bundleLink(emulator, jobId);
      emulator.control.addFault(parseFaultSpec('corrupt@download'));
      const bytes = Buffer.from(await (await fetch(link.bundleUrl)).arrayBuffer());
      expect(bytes.length).toBe(link.sizeBytes);
      expect(() => gunzipSync(bytes)).toThrow();
    });

    it('corrupt on the bundle operation makes that link serve corrupt bytes', async () => {
      emulator.control.addFault(parseFaultSpec('corrupt@bundle'));
      const bad = await bundleLink(emulator, jobId);
      const good = await bundleLink(emulator, jobId);
      const badBytes = Buffer.from(await (await fetch(bad.bundleUrl)).arrayBuffer());
      expect(() => gunzipSync(badBytes)).toThrow();
      const goodBytes = Buffer.from(await (await fetch(good.bundleUrl)).arrayBuffer());
      expect(gunzipSync(goodBytes).length).toBeGreaterThan(0);
    });

    it('wrong-size reports a sizeBytes different from the real size', async () => {
      emulator.control.addFault(parseFaultSpec('wrong-size'));
      const link = await bundleLink(emulator, jobId);
      const bytes = Buffer.from(await (await fetch(link.bundleUrl)).arrayBuffer());
      expect(link.sizeBytes).not.toBe(bytes.length);
    });

    it('traversal serves an archive with ../evil.txt, /etc/x and a symlink pointing outside', async () => {
      const link = await bundleLink(emulator, jobId);
      emulator.control.addFault(parseFaultSpec('traversal@download'));
      const entries = await readTar(Buffer.from(await (await fetch(link.bundleUrl)).arrayBuffer()));
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: '../evil.txt', type: 'File' }),
          expect.objectContaining({ path: '/etc/x', type: 'File' }),
          expect.objectContaining({
            type: 'SymbolicLink',
            linkpath: expect.stringMatching(/^(\.\.\/)+etc\/passwd$/),
          }),
        ]),
      );
    });

    it('traversal on the bundle operation reports the size of the archive it links to', async () => {
      emulator.control.addFault(parseFaultSpec('traversal@bundle'));
      const link = await bundleLink(emulator, jobId);
      const bytes = Buffer.from(await (await fetch(link.bundleUrl)).arrayBuffer());
      expect(bytes.length).toBe(link.sizeBytes);
      expect((await readTar(bytes)).map((e) => e.path)).toContain('../evil.txt');
    });

    it('answers status faults on downloads with S3-style XML', async () => {
      const link = await bundleLink(emulator, jobId);
      emulator.control.addFault(parseFaultSpec('503@download'));
      const response = await fetch(link.bundleUrl);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('<Code>InternalError</Code>');
    });

    it('answers a 429 fault on downloads with XML and the chosen hint', async () => {
      const link = await bundleLink(emulator, jobId);
      emulator.control.addFault(parseFaultSpec('429:none@download'));
      emulator.control.addFault(parseFaultSpec('429:seconds:2@download'));
      const none = await fetch(link.bundleUrl);
      expect(none.status).toBe(429);
      expect(none.headers.get('retry-after')).toBeNull();
      expect(await none.text()).toContain('<Code>SlowDown</Code>');
      const seconds = await fetch(link.bundleUrl);
      expect(seconds.headers.get('retry-after')).toBe('2');
      await seconds.text();
    });

    it('reset-before drops a download', async () => {
      const link = await bundleLink(emulator, jobId);
      emulator.control.addFault(parseFaultSpec('reset-before@download'));
      await expect(fetch(link.bundleUrl).then((r) => r.arrayBuffer())).rejects.toThrow();
    });
  });

  it('takes faults from the options too', async () => {
    const faulty = await startEmulator({ faults: [parseFaultSpec('500@deploy')] });
    try {
      expect((await call(faulty, 'POST', '/project/update/p')).status).toBe(500);
      expect((await call(faulty, 'POST', '/project/update/p')).status).toBe(202);
    } finally {
      await faulty.close();
    }
  });
});
