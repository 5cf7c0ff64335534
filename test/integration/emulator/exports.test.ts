import nock from 'nock';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { startEmulator } from '../../../src/emulator/index.js';
import { bundleLink, call, sleep, startCompletedExport } from '../../support/emulator-calls.js';

nock.enableNetConnect('127.0.0.1');

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('emulator: static export jobs', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    // 3 s queued + 2 min running take 1.25 real seconds.
    emulator = await startEmulator({ timeScale: 100 });
  });
  afterAll(() => emulator.close());
  afterEach(() => emulator.control.configure({ exportOutcome: 'completed', bundleInStatus: false }));

  it('starts a queued job and reports fractional, steadily growing progress until completed', async () => {
    const started = await call(emulator, 'POST', '/static-export/jobs', {
      body: { domain: 'docs.example.com' },
    });
    expect(started.status).toBe(202);
    expect(started.json).toEqual({
      jobId: expect.stringMatching(/^se_[0-9a-f]{16}$/),
      status: 'queued',
      progress: 0,
      pageCount: 0,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const samples: { status: string; progress: number; pageCount: number; updatedAt: string }[] = [
      started.json,
    ];
    const deadline = Date.now() + 4000;
    for (;;) {
      const answer = await call(emulator, 'GET', `/static-export/jobs/${started.json.jobId}`);
      expect(answer.status).toBe(200);
      samples.push(answer.json);
      if (answer.json.status === 'completed' || Date.now() > deadline) break;
      await sleep(40);
    }
    const statuses = [...new Set(samples.map((s) => s.status))];
    expect(statuses).toEqual(['queued', 'running', 'completed']);
    const running = samples.filter((s) => s.status === 'running');
    expect(running.length).toBeGreaterThan(3);
    for (let i = 1; i < running.length; i += 1) {
      expect(running[i]!.progress).toBeGreaterThan(running[i - 1]!.progress);
      expect(running[i]!.pageCount).toBeGreaterThanOrEqual(running[i - 1]!.pageCount);
      expect(Number.isInteger(running[i]!.pageCount)).toBe(true);
    }
    expect(running.some((s) => !Number.isInteger(s.progress))).toBe(true);
    expect(running.every((s) => s.progress > 0 && s.progress < 100)).toBe(true);
    const done = samples.at(-1)!;
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    expect(done.pageCount).toBe(emulator.control.jobs().at(-1)!.pageCount);
    expect(done.pageCount).toBeGreaterThan(5);
    expect(done).not.toHaveProperty('bundleUrl');
  });

  it('answers 409 {error} before the job is completed, then 200 with a fresh link per call', async () => {
    const started = await call(emulator, 'POST', '/static-export/jobs', {
      body: { domain: 'docs.example.com' },
    });
    const jobId: string = started.json.jobId;
    const early = await call(emulator, 'POST', `/static-export/jobs/${jobId}/bundle`);
    expect(early.status).toBe(409);
    expect(early.json.error).toMatch(/is (queued|running) .*after the job is completed/);
    emulator.control.advanceTime(5 * 60_000);
    const first = await bundleLink(emulator, jobId);
    const second = await bundleLink(emulator, jobId);
    expect(first).toEqual({
      jobId,
      bundleUrl: expect.stringMatching(
        new RegExp(
          `^${emulator.origin}/storage/exports/${jobId}/bundle\\.tar\\.gz\\?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=[^&]+&X-Amz-Date=\\d{8}T\\d{6}Z&X-Amz-Expires=\\d+&X-Amz-SignedHeaders=host&X-Amz-Signature=[0-9a-f]{64}$`,
        ),
      ),
      sizeBytes: expect.any(Number),
      expiresAt: expect.stringMatching(ISO),
    });
    expect(second.bundleUrl).not.toBe(first.bundleUrl);
    // The default lifetime is 1 emulated hour: 36 real seconds at x100. The emulator's clock is
    // monotonic (performance.now) and Date.now() is the wall clock: they may differ by a few ms.
    const lifetime = Date.parse(first.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(30_000);
    expect(lifetime).toBeLessThanOrEqual(36_000 + 50);
  });

  it('fails jobs with exportOutcome "failed": error text, and 409 saying the job failed', async () => {
    emulator.control.configure({ exportOutcome: 'failed' });
    const jobId = await startCompletedExport(emulator);
    const job = await call(emulator, 'GET', `/static-export/jobs/${jobId}`);
    expect(job.json).toMatchObject({ status: 'failed', error: expect.stringMatching(/Rendering failed/) });
    expect(job.json.progress).toBeLessThan(100);
    const bundle = await call(emulator, 'POST', `/static-export/jobs/${jobId}/bundle`);
    expect(bundle.status).toBe(409);
    expect(bundle.json.error).toMatch(/failed and has no bundle/);
  });

  it('keeps jobs with exportOutcome "stuck" running with frozen progress below 100', async () => {
    emulator.control.configure({ exportOutcome: 'stuck' });
    const jobId = await startCompletedExport(emulator);
    const first = await call(emulator, 'GET', `/static-export/jobs/${jobId}`);
    emulator.control.advanceTime(3_600_000);
    const later = await call(emulator, 'GET', `/static-export/jobs/${jobId}`);
    expect(first.json.status).toBe('running');
    expect(later.json).toMatchObject({ status: 'running', progress: first.json.progress });
    expect(later.json.progress).toBeLessThan(100);
  });

  it('puts bundleUrl, sizeBytes and expiresAt in the completed status with bundleInStatus', async () => {
    emulator.control.configure({ bundleInStatus: true });
    const jobId = await startCompletedExport(emulator);
    const job = await call(emulator, 'GET', `/static-export/jobs/${jobId}`);
    expect(job.json).toMatchObject({
      status: 'completed',
      bundleUrl: expect.stringContaining(`/storage/exports/${jobId}/bundle.tar.gz?`),
      sizeBytes: expect.any(Number),
      expiresAt: expect.stringMatching(ISO),
    });
    const download = await fetch(job.json.bundleUrl);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(job.json.sizeBytes);
  });

  it('answers 409 to a second start for the same domain with rejectConcurrentExports', async () => {
    emulator.control.configure({ rejectConcurrentExports: true });
    const start = (domain: string) => call(emulator, 'POST', '/static-export/jobs', { body: { domain } });
    expect((await start('a.example.com')).status).toBe(202);
    const again = await start('a.example.com');
    expect(again.status).toBe(409);
    expect(again.json.error).toMatch(/already queued or running/);
    expect((await start('b.example.com')).status).toBe(202);
    emulator.control.configure({ rejectConcurrentExports: false });
  });

  it('lists jobs with their request through control.jobs()', async () => {
    await call(emulator, 'POST', '/static-export/jobs', {
      body: { domain: 'docs.example.com', version: '2024-06', paths: ['guides'] },
    });
    expect(emulator.control.jobs().at(-1)).toMatchObject({
      org: 'org_emulator',
      domain: 'docs.example.com',
      version: '2024-06',
      paths: ['guides'],
      status: 'queued',
    });
  });
});
