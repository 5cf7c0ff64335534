import nock from 'nock';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { startEmulator } from '../../../src/emulator/index.js';
import { call, sleep } from './helpers.js';

nock.enableNetConnect('127.0.0.1');

async function pollUntilEnd(emulator: RunningEmulator, statusId: string, deadlineMs = 3000) {
  const seen: string[] = [];
  const until = Date.now() + deadlineMs;
  for (;;) {
    const answer = await call(emulator, 'GET', `/project/update-status/${statusId}`);
    expect(answer.status).toBe(200);
    const status = answer.json.status as string;
    if (seen[seen.length - 1] !== status) seen.push(status);
    if (status === 'success' || status === 'failure' || Date.now() > until)
      return { seen, body: answer.json };
    await sleep(5);
  }
}

describe('emulator: previews and deployments', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    // 45 s of emulated deployment take 150 ms.
    emulator = await startEmulator({
      timeScale: 300,
      previewLimit: false,
      failBranches: ['broken', 'fail/*'],
      stuckBranches: ['forever'],
    });
  });
  // Time stands (almost) still here; tests step it with advanceTime to see every state.
  let stepped: RunningEmulator;
  beforeAll(async () => {
    stepped = await startEmulator({ timeScale: 1e-6 });
  });
  afterAll(async () => {
    await emulator.close();
    await stepped.close();
  });

  it('redeploys an existing preview: same previewUrl, new statusId, no duplicate', async () => {
    const first = await call(emulator, 'POST', '/project/preview/proj1', { body: { branch: 'feature/x' } });
    const second = await call(emulator, 'POST', '/project/preview/proj1', { body: { branch: 'feature/x' } });
    const other = await call(emulator, 'POST', '/project/preview/proj1', { body: { branch: 'feature-x' } });
    expect(first.status).toBe(202);
    expect(Object.keys(first.json).sort()).toEqual(['previewUrl', 'statusId']);
    expect(second.json.previewUrl).toBe(first.json.previewUrl);
    expect(second.json.statusId).not.toBe(first.json.statusId);
    expect(other.json.previewUrl).not.toBe(first.json.previewUrl);
    const urls = new Set(emulator.control.deployments().map((d) => d.previewUrl));
    expect(urls.size).toBe(2);
  });

  it('runs a whole deployment in scaled time: 45 emulated seconds in 150 real ms', async () => {
    const started = await call(emulator, 'POST', '/project/update/proj1');
    expect(started.status).toBe(202);
    expect(started.json).toEqual({ statusId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const { seen, body } = await pollUntilEnd(emulator, started.json.statusId);
    expect(['queued', 'in_progress', 'success'].filter((s) => seen.includes(s))).toEqual(seen);
    expect(body.status).toBe('success');
    // Timestamps are real wall-clock moments.
    const took = Date.parse(body.endedAt) - Date.parse(body.createdAt);
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(200);
  });

  it('moves a deployment queued -> in_progress -> success with every documented field', async () => {
    const started = await call(stepped, 'POST', '/project/update/proj1');
    const statuses: string[] = [];
    let body: Record<string, unknown> = {};
    for (const step of [0, 5_000, 40_000]) {
      stepped.control.advanceTime(step);
      body = (await call(stepped, 'GET', `/project/update-status/${started.json.statusId}`)).json;
      statuses.push(body.status as string);
    }
    expect(statuses).toEqual(['queued', 'in_progress', 'success']);
    expect(body).toEqual({
      _id: started.json.statusId,
      projectId: 'proj1',
      createdAt: expect.any(String),
      endedAt: expect.any(String),
      status: 'success',
      summary: expect.any(String),
      logs: expect.arrayContaining([expect.any(String)]),
      subdomain: 'proj1',
      screenshot: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/screenshots\/.+\.png$/),
      screenshotLight: expect.any(String),
      screenshotDark: expect.any(String),
      author: null,
      commit: {
        sha: expect.stringMatching(/^[0-9a-f]{40}$/),
        ref: 'main',
        message: expect.any(String),
        filesChanged: { added: expect.any(Array), modified: expect.any(Array), removed: expect.any(Array) },
      },
      source: 'api',
    });
  });

  it('ends deployments of failBranches in failure with a summary and error logs', async () => {
    const started = await call(emulator, 'POST', '/project/preview/proj1', { body: { branch: 'fail/docs' } });
    const { body } = await pollUntilEnd(emulator, started.json.statusId);
    expect(body.status).toBe('failure');
    expect(body.summary).toMatch(/Build failed/);
    expect(body.logs.filter((line: string) => line.startsWith('Error:')).length).toBeGreaterThan(0);
    expect(body.author).toEqual({
      name: expect.any(String),
      avatarUrl: expect.any(String),
      githubUserId: expect.any(Number),
    });
  });

  it('inserts unknown extra states before the end', async () => {
    stepped.control.configure({ extraStates: ['building', 'skipped'] });
    const started = await call(stepped, 'POST', '/project/update/proj2');
    const statuses: string[] = [];
    for (const step of [0, 5_000, 40_000, 5_000, 5_000]) {
      stepped.control.advanceTime(step);
      statuses.push(
        (await call(stepped, 'GET', `/project/update-status/${started.json.statusId}`)).json.status,
      );
    }
    expect(statuses).toEqual(['queued', 'in_progress', 'building', 'skipped', 'success']);
  });

  it('never finishes deployments of stuckBranches', async () => {
    const started = await call(emulator, 'POST', '/project/preview/proj1', { body: { branch: 'forever' } });
    emulator.control.advanceTime(24 * 3_600_000);
    const answer = await call(emulator, 'GET', `/project/update-status/${started.json.statusId}`);
    expect(answer.json.status).toBe('in_progress');
    expect(answer.json).not.toHaveProperty('endedAt');
  });

  it('serves the preview URL: 404 before success, 200 HTML after, with a URL-safe slug', async () => {
    const branch = 'feat/<img src=x onerror=alert(1)>';
    const started = await call(emulator, 'POST', '/project/preview/proj1', { body: { branch } });
    const previewUrl: string = started.json.previewUrl;
    expect(previewUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/previews\/proj1\/[a-z0-9-]+\/$/);
    const before = await fetch(previewUrl);
    expect(before.status).toBe(404);
    await before.text();
    emulator.control.advanceTime(60_000);
    const after = await fetch(previewUrl);
    expect(after.status).toBe(200);
    expect(after.headers.get('content-type')).toMatch(/text\/html/);
    const html = await after.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('feat/&#60;img src=x onerror=alert(1)&#62;');
    expect(emulator.requests.at(-1)).toMatchObject({ operation: 'preview-site', status: 200 });
  });

  it('lists deployments for tests through control.deployments()', () => {
    const snapshot = emulator.control.deployments();
    expect(snapshot.length).toBeGreaterThan(4);
    expect(snapshot[0]).toMatchObject({
      kind: 'preview',
      org: 'org_emulator',
      branch: 'feature/x',
      projectId: 'proj1',
    });
  });
});
